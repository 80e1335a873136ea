// API pages: cold `sextant build --no-cache` of a site whose navigation generates a page for every operation
// of GitHub's REST description (1,223 operations): wall time, peak RSS of the process tree, output size;
// the page weight of one endpoint page of that build; and one cold build of each other OpenAPI spec of
// ../shared/fixtures/specs (exit code 0, pages, time). Sites live in bench/.work/api-github and
// bench/.work/api-specs/<spec>; the specs are copied in (the shared folder is never written).
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { WORK, listFiles } from './docs-corpus.mjs';
import { bytesMb, fmt, heading, mb, num, rel, table, verdict } from './format.mjs';
import { waitForQuiet } from './load.mjs';
import { GITHUB_SPEC, REPO_ROOT } from './make-i18n-corpus.mjs';
import { firstLines, measure, median } from './measure.mjs';
import { pageWeight } from './page-weight.mjs';

const RUNS = Number(process.env['BENCH_BUILD_RUNS'] ?? 3);
/** A build that takes longer than this (BENCH_API_TIMEOUT seconds, default 300) is killed and reported. */
const TIMEOUT_MS = Number(process.env['BENCH_API_TIMEOUT'] ?? 300) * 1000;
/** The shared specs folder (beside the repository). */
export const SPECS_DIR = path.dirname(GITHUB_SPEC);
/** Targets of the GitHub build (median), and of an endpoint page's JavaScript (gzip). */
export const API_TARGETS = { s: 30, rssMb: 1536, pagesMb: 150, jsKb: 25 };
/** Site and output of the GitHub build (the output is kept after the bench, for the page weight). */
export const API_SITE = path.join(WORK, 'api-github');
const API_OUT = path.join(API_SITE, 'dist');
/** The endpoint page weighed when it exists (`GET /repos/{owner}/{repo}`); else the first page of the build. */
const WEIGHED_PAGE = '/api-reference/repos/get-a-repository';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Operations of a parsed spec: `{ operations, webhooks }` (methods under `paths`; under `webhooks` / `x-webhooks`). */
function countOperations(doc) {
  const count = (items) =>
    Object.values(items ?? {}).reduce((n, item) => n + METHODS.filter((m) => item && typeof item === 'object' && item[m]).length, 0);
  return { operations: count(doc?.paths), webhooks: count(doc?.webhooks) + count(doc?.['x-webhooks']) };
}

/** Parse a spec file (JSON or YAML); undefined when it cannot be parsed (the build will say why). */
function readSpec(file) {
  try {
    const text = fs.readFileSync(file, 'utf8');
    return /\.json$/i.test(file) ? JSON.parse(text) : YAML.parse(text, { maxAliasCount: -1 });
  } catch {
    return undefined;
  }
}

/** Write a site in `dir` (replacing it) whose one tab/group takes every operation of `spec`, copied in as `name`. */
export function makeSite(dir, spec, name, title) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.copyFileSync(spec, path.join(dir, name));
  const docs = {
    $schema: 'https://mintlify.com/docs.json',
    name: title,
    navigation: { tabs: [{ tab: 'API', groups: [{ group: 'API', openapi: name }] }] },
  };
  fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify(docs, null, 2) + '\n');
}

/**
 * One cold `sextant build DIR --out OUT --no-cache` in a new process (OUT and DIR/.sextant removed first),
 * with the process tree sampled. Returns the measurement, `pages` (from "built N pages") and `peakKb`: the
 * larger of the process's maxRSS and the sampled tree (the whole tree, should the build spawn processes).
 */
async function coldApiBuild(dir, out) {
  fs.rmSync(out, { recursive: true, force: true });
  fs.rmSync(path.join(dir, '.sextant'), { recursive: true, force: true });
  const r = await measure(['bin/sextant.js', 'build', rel(dir), '--out', rel(out), '--no-cache'], {
    cwd: REPO_ROOT,
    tree: true,
    timeoutMs: TIMEOUT_MS,
  });
  const peaks = [r.rssKb, r.tree?.peakKb].filter((x) => typeof x === 'number');
  return { ...r, pages: Number(/built (\d+) pages?/.exec(r.stdout)?.[1]), peakKb: peaks.length ? Math.max(...peaks) : undefined };
}

/**
 * Sizes of a build's output, each `{ bytes, files }`: `assets` (the files directly in /_sextant/: the site's
 * JavaScript, CSS and icons, shared by every page), `copied` (files copied unchanged from the site folder,
 * such as the spec itself: same path, same size), `html` (the pages) and `data` (everything else the build
 * wrote for the pages: files in /_sextant/ subfolders, such as shared schema fragments and sidebar data,
 * and any other file), with `dataBy` its parts; `pagesBytes` = html + data, the figure of the target.
 */
function outputSizes(out, site) {
  const part = () => ({ bytes: 0, files: 0 });
  const s = { assets: part(), copied: part(), html: part(), data: part(), dataBy: {}, largestHtml: undefined, copies: [] };
  for (const f of listFiles(out, { skip: () => false })) {
    const bytes = fs.statSync(path.join(out, f)).size;
    const sub = /^_sextant\/(?:([^/]+)\/)?/.exec(f);
    let kind = sub ? (sub[1] ? 'data' : 'assets') : f.endsWith('.html') ? 'html' : 'data';
    if (!sub && fs.statSync(path.join(site, f), { throwIfNoEntry: false })?.size === bytes) kind = 'copied';
    s[kind].bytes += bytes;
    s[kind].files++;
    if (kind === 'data') {
      const where = sub ? `/_sextant/${sub[1]}/` : 'outside /_sextant/';
      s.dataBy[where] ??= part();
      s.dataBy[where].bytes += bytes;
      s.dataBy[where].files++;
    }
    if (kind === 'html' && bytes > (s.largestHtml?.bytes ?? -1)) s.largestHtml = { file: f, bytes };
    if (kind === 'copied') s.copies.push(f);
  }
  return { ...s, pagesBytes: s.html.bytes + s.data.bytes };
}

/** The URL path of the endpoint page to weigh: WEIGHED_PAGE when built, else the first generated page found. */
function endpointPage(out) {
  if (fs.existsSync(path.join(out, WEIGHED_PAGE, 'index.html'))) return WEIGHED_PAGE;
  const first = listFiles(out).find((f) => f.endsWith('/index.html') && !f.startsWith('_sextant/'));
  return first ? `/${first.slice(0, -'/index.html'.length)}` : WEIGHED_PAGE;
}

/** The cold GitHub builds; returns `{ skip }` or `{ runs, m, sizes, spec }` (throws when a build fails). */
async function githubBuilds() {
  if (!fs.existsSync(GITHUB_SPEC)) return { skip: `${GITHUB_SPEC} not found (the shared folder is absent)` };
  const spec = countOperations(readSpec(GITHUB_SPEC));
  makeSite(API_SITE, GITHUB_SPEC, 'github.json', 'GitHub REST API (bench)');
  console.log(
    `\nsextant build ${rel(API_SITE)} --out ${rel(API_OUT)} --no-cache  (${rel(GITHUB_SPEC)}: ${bytesMb(fs.statSync(GITHUB_SPEC).size)} MB, ${num(spec.operations)} operations, ${num(spec.webhooks)} webhooks; one group with "openapi": "github.json"; ${RUNS} cold run${RUNS === 1 ? '' : 's'})`,
  );
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const load = await waitForQuiet(`API build run ${i + 1}`);
    const r = await coldApiBuild(API_SITE, API_OUT);
    if (r.code !== 0) throw new Error(`sextant build ${rel(API_SITE)} exited with ${r.code}:\n${firstLines(r)}`);
    runs.push({ ...r, load, sizes: outputSizes(API_OUT, API_SITE) });
  }
  const m = {
    s: median(runs.map((r) => r.ms)) / 1000,
    cpuS: median(runs.map((r) => r.cpuMs)) / 1000,
    peakMb: mb(median(runs.map((r) => r.peakKb))),
    pagesMb: median(runs.map((r) => r.sizes.pagesBytes)) / 1024 / 1024,
    htmlMb: median(runs.map((r) => r.sizes.html.bytes)) / 1024 / 1024,
    dataMb: median(runs.map((r) => r.sizes.data.bytes)) / 1024 / 1024,
    load: median(runs.map((r) => r.load)),
  };
  table(
    [
      { title: 'run' },
      { title: 'load' },
      { title: 'wall (s)' },
      { title: 'CPU (s)' },
      { title: 'maxRSS (MB)' },
      { title: 'sampled tree (MB)' },
      { title: 'procs' },
      { title: 'pages' },
      { title: 'HTML (MB)' },
      { title: 'data (MB)' },
      { title: 'pages+data (MB)' },
    ],
    [
      ...runs.map((r, i) => [
        String(i + 1),
        fmt(r.load, 2),
        fmt(r.ms / 1000, 2),
        fmt(r.cpuMs / 1000, 2),
        fmt(mb(r.rssKb), 1),
        fmt(mb(r.tree?.peakKb), 1),
        String(r.tree?.maxProcesses ?? 'n/a'),
        Number.isFinite(r.pages) ? num(r.pages) : 'n/a',
        bytesMb(r.sizes.html.bytes),
        bytesMb(r.sizes.data.bytes),
        bytesMb(r.sizes.pagesBytes),
      ]),
      ['median', fmt(m.load, 2), fmt(m.s, 2), fmt(m.cpuS, 2), '', '', '', '', fmt(m.htmlMb, 1), fmt(m.dataMb, 1), fmt(m.pagesMb, 1)],
    ],
  );
  const last = runs.at(-1);
  const z = last.sizes;
  console.log(`  peak RSS (median of the larger of maxRSS and the sampled process tree per run): ${fmt(m.peakMb, 1)} MB`);
  const mbOf = (p) => `${num(p.files)} files, ${bytesMb(p.bytes)} MB`;
  const by = Object.entries(z.dataBy).sort((x, y) => y[1].bytes - x[1].bytes);
  console.log(
    `  pages+data = the HTML pages (${mbOf(z.html)}; mean ${fmt(z.html.bytes / Math.max(1, z.html.files) / 1024, 1)} KB, largest ${z.largestHtml ? `${z.largestHtml.file} ${fmt(z.largestHtml.bytes / 1024, 1)} KB` : 'n/a'})`,
  );
  console.log(`    + their data (${mbOf(z.data)}${by.length ? `: ${by.map(([k, p]) => `${k} ${mbOf(p)}`).join('; ')}` : ''})`);
  console.log(
    `  not counted: the site's assets directly in /_sextant/ (${mbOf(z.assets)})${z.copied.files ? `; files copied unchanged from ${rel(API_SITE)} (${mbOf(z.copied)}: ${z.copies.slice(0, 3).join(', ')}${z.copies.length > 3 ? ', …' : ''})` : ''}`,
  );
  const expected = spec.operations;
  if (!(last.pages >= expected))
    console.log(
      `  NOTE: ${Number.isFinite(last.pages) ? num(last.pages) : 'no'} pages reported for ${num(expected)} operations: not every operation got a page`,
    );
  else
    console.log(
      `  pages built: ${num(last.pages)} (${num(spec.operations)} operations${spec.webhooks ? ` + ${num(spec.webhooks)} webhooks in the spec` : ''})`,
    );
  return { runs, m, spec };
}

/** Cold build of each other OpenAPI spec of the shared folder, one run each; returns the summary rows. */
async function otherSpecs() {
  const files = fs.existsSync(SPECS_DIR)
    ? fs
        .readdirSync(SPECS_DIR)
        .filter((f) => /\.(json|ya?ml)$/i.test(f) && path.join(SPECS_DIR, f) !== GITHUB_SPEC)
        .sort()
    : [];
  const specs = files.map((f) => ({ file: f, doc: readSpec(path.join(SPECS_DIR, f)) })).filter((s) => !s.doc?.asyncapi); // AsyncAPI files are not OpenAPI
  console.log(`\nthe other OpenAPI specs of ${rel(SPECS_DIR)}: one cold build each (sites in ${rel(path.join(WORK, 'api-specs'))})`);
  if (specs.length === 0) {
    console.log(`  skipped: no OpenAPI spec in ${rel(SPECS_DIR)} (the shared folder is absent)`);
    return [['API specs: skipped', 'n/a', '', 'n/a', '']];
  }
  const results = [];
  for (const { file, doc } of specs) {
    const dir = path.join(WORK, 'api-specs', file.replace(/\.[^.]+$/, ''));
    const name = `spec${path.extname(file).toLowerCase()}`;
    makeSite(dir, path.join(SPECS_DIR, file), name, file);
    const load = await waitForQuiet(`the build of ${file}`);
    const r = await coldApiBuild(dir, path.join(dir, 'dist'));
    const version = doc?.openapi ?? (doc?.swagger ? `swagger ${doc.swagger}` : '?');
    results.push({ file, version, ...countOperations(doc), ...r, load });
    if (r.code !== 0) console.log(`  ${file}: sextant build exited with ${r.code}:\n${firstLines(r, 20)}`);
  }
  const ok = (r) => r.code === 0 && r.pages > 0;
  table(
    [
      { title: 'spec' },
      { title: 'version', align: 'left' },
      { title: 'operations' },
      { title: 'webhooks' },
      { title: 'exit' },
      { title: 'pages' },
      { title: 'wall (s)' },
      { title: 'peak RSS (MB)' },
      { title: 'load' },
    ],
    results.map((r) => [
      r.file,
      String(r.version),
      num(r.operations),
      num(r.webhooks),
      String(r.code),
      Number.isFinite(r.pages) ? num(r.pages) : 'n/a',
      fmt(r.ms / 1000, 2),
      fmt(mb(r.peakKb), 1),
      fmt(r.load, 2),
    ]),
  );
  console.log('  pass: exit code 0 and at least one page (operations and webhooks counted from the spec, for comparison)');
  return results.map((r) => [
    `API spec ${r.file}: builds`,
    r.code === 0 ? `${Number.isFinite(r.pages) ? num(r.pages) : 'n/a'} pages, ${fmt(r.ms / 1000, 1)} s` : `exit ${r.code}`,
    'exit 0, pages > 0',
    ok(r) ? 'PASS' : 'FAIL',
    fmt(r.load, 2),
  ]);
}

/** Run the API pages benchmark; returns the summary rows. */
export async function apiBench() {
  heading(
    `API pages: sextant build, cold, every operation of GitHub's REST API (targets: wall < ${API_TARGETS.s} s, peak RSS < ${fmt(API_TARGETS.rssMb / 1024, 1)} GB, pages+data < ${API_TARGETS.pagesMb} MB)`,
  );
  const rows = [];
  const gh = await githubBuilds();
  if (gh.skip) {
    console.log(`  skipped: ${gh.skip}`);
    rows.push(['API build GitHub: skipped', 'n/a', '', 'n/a', '']);
  } else {
    const { m } = gh;
    rows.push(
      [
        `API build GitHub (${num(gh.runs[0].pages || 0)} pages): wall (median)`,
        `${fmt(m.s, 2)} s`,
        `< ${API_TARGETS.s} s`,
        verdict(m.s, (v) => v < API_TARGETS.s),
        fmt(m.load, 2),
      ],
      [
        'API build GitHub: peak RSS, tree (median)',
        `${fmt(m.peakMb, 0)} MB`,
        `< ${API_TARGETS.rssMb} MB`,
        verdict(m.peakMb, (v) => v < API_TARGETS.rssMb),
        fmt(m.load, 2),
      ],
      [
        'API build GitHub: pages + data (median)',
        `${fmt(m.pagesMb, 1)} MB`,
        `< ${API_TARGETS.pagesMb} MB`,
        verdict(m.pagesMb, (v) => v < API_TARGETS.pagesMb),
        '',
      ],
      ['API build GitHub: of which HTML / data', `${fmt(m.htmlMb, 1)} / ${fmt(m.dataMb, 1)} MB`, '', 'info', ''],
    );
    const page = endpointPage(API_OUT);
    rows.push(
      ...pageWeight(API_OUT, page, { what: `an endpoint page (${page})`, label: 'endpoint page', jsKb: API_TARGETS.jsKb, cssKb: null })
        .rows,
    );
  }
  rows.push(...(await otherSpecs()));
  return { rows };
}
