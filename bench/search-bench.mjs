// Search: the Pagefind index of the 2,000-page MDX corpus plus GitHub's API pages, built by the build's
// own code from the search documents the two sites' builds kept (bench/search-index-run.mjs, a process of
// its own: wall time of the indexing, CPU user+sys of the process and of Pagefind's service), then queried
// in Chromium from the static server: the first query (pagefind.js, its worker, WebAssembly and the chunks
// the query needs, with the shown pages' data) and later queries, each with the data of its first 8 pages
// as the dialog shows them (and when the top page's, which the dialog draws first, is in), and the bytes
// a reader downloads for the first query.
import fs from 'node:fs';
import path from 'node:path';
import { buildOut, coldBuild } from './build-bench.mjs';
import { API_SITE, makeSite } from './api-bench.mjs';
import { WORK, ensureDocsCorpus } from './docs-corpus.mjs';
import { fmt, heading, num, rel, table, verdict } from './format.mjs';
import { waitForQuiet } from './load.mjs';
import { GITHUB_SPEC, REPO_ROOT } from './make-i18n-corpus.mjs';
import { firstLines, measure, median, run } from './measure.mjs';

const RUNS = Number(process.env['BENCH_BUILD_RUNS'] ?? 3);
/** Index build (wall, median), a later query in the browser (median), bytes of the first query. */
export const SEARCH_TARGETS = { s: 10, queryMs: 100, firstQueryKb: 300 };
const INDEX_OUT = path.join(WORK, 'search-index');
const API_OUT = path.join(API_SITE, 'dist');
/** Queries typed after the first: words of the corpus, an API path, a parameter name. */
const QUERIES = ['configuration', 'install the package', '/repos/{owner}/{repo}/issues', 'per_page', 'webhook', 'authentication token'];

/** The kept search documents of a site built with its cache (what the build hands Pagefind as pages finish). */
const documentsOf = (dir) => path.join(dir, '.sextant', 'cache', 'search-documents.json');

/**
 * Build what is missing: the corpus's output (the build part may have left it) and the GitHub API site's,
 * each with its cache, whose kept search documents are what the index is made from.
 */
async function outputs() {
  const corpus = ensureDocsCorpus('mdx');
  if (corpus.skip) return { skip: corpus.skip };
  const corpusOut = buildOut('mdx');
  if (!fs.existsSync(path.join(corpusOut, '404.html')) || !fs.existsSync(documentsOf(corpus.dir))) {
    console.log(`  building ${rel(corpus.dir)} into ${rel(corpusOut)}`);
    await coldBuild(corpus.dir, corpusOut);
  }
  const sites = [documentsOf(corpus.dir)];
  if (fs.existsSync(GITHUB_SPEC)) {
    if (!fs.existsSync(path.join(API_OUT, '404.html')) || !fs.existsSync(documentsOf(API_SITE))) {
      console.log(`  building ${rel(API_SITE)} into ${rel(API_OUT)}`);
      makeSite(API_SITE, GITHUB_SPEC, 'github.json', 'GitHub REST API (bench)');
      const r = await run(process.execPath, ['bin/sextant.js', 'build', rel(API_SITE), '--out', rel(API_OUT)], {
        cwd: REPO_ROOT,
      });
      if (r.code !== 0) throw new Error(`sextant build ${rel(API_SITE)} exited with ${r.code}:\n${firstLines(r)}`);
    }
    sites.push(documentsOf(API_SITE));
  }
  return { sites };
}

/** Query the index in headless Chromium: `{ firstMs, laterMs, firstBytes, files }`. */
export async function browserQueries(indexDir) {
  const { chromium } = await import('playwright-core');
  const { startStaticServer } = await import('../lib/dev/static-server.js');
  const root = path.join(WORK, 'search-probe');
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(path.join(root, '_sextant'), { recursive: true });
  fs.cpSync(indexDir, path.join(root, '_sextant', 'search'), { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><html lang="en"><title>probe</title><body></body></html>');
  const server = await startStaticServer({ root, port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(server.url + '/');
    // Bytes on the wire (the response bodies as the static server sends them, compressed or not), the
    // worker's requests included (Playwright reports them on the page).
    let bytes = 0;
    const files = new Set();
    const counting = [];
    const count = (request) => {
      if (!request.url().includes('/_sextant/search/')) return;
      files.add(request.url());
      counting.push(
        (async () => {
          let size = (await request.sizes()).responseBodySize;
          // Chromium reports 0 for the worker's own script: count its decoded body (more than went over the wire).
          if (size === 0) size = (await (await request.response())?.body())?.length ?? 0;
          bytes += size;
        })(),
      );
    };
    page.on('requestfinished', count);
    // Each query as the dialog runs it: Pagefind's search, then the data of the first 8 pages.
    const first = await page.evaluate(async () => {
      const now = () => globalThis.performance.now();
      const t0 = now();
      const pf = await import('/_sextant/search/pagefind.js');
      await pf.options({ excerptLength: 24 });
      await pf.init();
      const found = await pf.search('sidebar navigation');
      await Promise.all(found.results.slice(0, 8).map((r) => r.data()));
      globalThis.probePagefind = pf;
      return now() - t0;
    });
    await page.waitForTimeout(300);
    // Each size is asked for asynchronously: a slow machine had not answered them all after the pause.
    await Promise.all(counting);
    const firstBytes = bytes;
    // The later queries are timed without this counting: each request it sees asks the browser for its
    // sizes, work done in this process, which also serves the files.
    page.off('requestfinished', count);
    const later = await page.evaluate(async (queries) => {
      const now = () => globalThis.performance.now();
      const out = [];
      for (const q of queries) {
        const t = now();
        const found = await globalThis.probePagefind.search(q);
        const searched = now();
        const data = found.results.slice(0, 8).map((r) => r.data());
        // The dialog draws the top page as soon as its data is in (the others follow in rank order).
        const shown = (data[0] ?? Promise.resolve()).then(() => now() - t);
        await Promise.all(data);
        out.push({ total: now() - t, search: searched - t, first: await shown });
      }
      return out;
    }, QUERIES);
    const totals = later.map((l) => l.total);
    return {
      firstMs: first,
      laterMs: median(totals),
      laterAll: totals,
      // Until the dialog draws its first results: Pagefind's search and the top page's data.
      firstShownMs: median(later.map((l) => l.first)),
      // Pagefind's search alone (index chunks, ranking), without the shown pages' data.
      searchMs: median(later.map((l) => l.search)),
      firstBytes,
      files: files.size,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Run the search benchmark; returns the summary rows. */
export async function searchBench() {
  heading(
    `search: Pagefind index of the 2,000-page MDX corpus + GitHub's API pages (targets: index < ${SEARCH_TARGETS.s} s, a query < ${SEARCH_TARGETS.queryMs} ms, first query < ${SEARCH_TARGETS.firstQueryKb} KB)`,
  );
  const got = await outputs();
  if (got.skip) {
    console.log(`  skipped: ${got.skip}`);
    return { rows: [['search index: skipped', 'n/a', '', 'n/a', '']] };
  }
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const load = await waitForQuiet(`search index run ${i + 1}`);
    const r = await measure(['bench/search-index-run.mjs', INDEX_OUT, ...got.sites], { cwd: REPO_ROOT });
    if (r.code !== 0) throw new Error(`search index exited with ${r.code}:\n${firstLines(r)}`);
    runs.push({ ...JSON.parse(r.stdout.trim().split('\n').pop()), load });
  }
  const m = {
    s: median(runs.map((r) => r.ms)) / 1000,
    cpuS: median(runs.map((r) => r.userMs + r.sysMs)) / 1000,
    pagefindS: median(runs.map((r) => r.pagefindCpuMs)) / 1000,
    load: median(runs.map((r) => r.load)),
  };
  const { pages, files, bytes } = runs[0];
  table(
    [
      { title: 'run' },
      { title: 'pages' },
      { title: 'wall s' },
      { title: 'CPU s (user+sys)' },
      { title: 'of which Pagefind' },
      { title: 'load' },
    ],
    runs.map((r, i) => [
      String(i + 1),
      num(r.pages),
      fmt(r.ms / 1000, 2),
      fmt((r.userMs + r.sysMs) / 1000, 2),
      fmt(r.pagefindCpuMs / 1000, 2),
      fmt(r.load, 2),
    ]),
  );
  console.log(`  index: ${num(files)} files, ${fmt(bytes / 1024 / 1024, 1)} MB in ${rel(INDEX_OUT)}`);
  const loadQ = await waitForQuiet('search queries in Chromium');
  const q = await browserQueries(INDEX_OUT);
  console.log(
    `  Chromium: first query ${fmt(q.firstMs, 0)} ms (loading included), then ${q.laterAll.map((t) => fmt(t, 0)).join(' / ')} ms (median ${fmt(q.searchMs, 0)} ms of it Pagefind's search, the rest the shown pages' data; the top results drawn after ${fmt(q.firstShownMs, 0)} ms); first query downloaded ${fmt(q.firstBytes / 1024, 1)} KB in ${q.files} requests`,
  );
  return {
    rows: [
      [
        `search index (${num(pages)} pages): wall (median)`,
        `${fmt(m.s, 2)} s`,
        `< ${SEARCH_TARGETS.s} s`,
        verdict(m.s, (v) => v < SEARCH_TARGETS.s),
        fmt(m.load, 2),
      ],
      [
        'search index: CPU user+sys, whole tree (median; Pagefind’s part)',
        `${fmt(m.cpuS, 2)} s (${fmt(m.pagefindS, 2)} s)`,
        '',
        'info',
        fmt(m.load, 2),
      ],
      [
        'search: a query in Chromium (median, after the first)',
        `${fmt(q.laterMs, 0)} ms`,
        `< ${SEARCH_TARGETS.queryMs} ms`,
        verdict(q.laterMs, (v) => v < SEARCH_TARGETS.queryMs),
        fmt(loadQ, 2),
      ],
      ['search: a query’s top results drawn (median, after the first)', `${fmt(q.firstShownMs, 0)} ms`, '', 'info', fmt(loadQ, 2)],
      ['search: first query, loading included', `${fmt(q.firstMs, 0)} ms`, '', 'info', fmt(loadQ, 2)],
      [
        'search: bytes for the first query',
        `${fmt(q.firstBytes / 1024, 1)} KB`,
        `< ${SEARCH_TARGETS.firstQueryKb} KB`,
        verdict(q.firstBytes / 1024, (v) => v < SEARCH_TARGETS.firstQueryKb),
        '',
      ],
    ],
  };
}
