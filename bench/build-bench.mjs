// `sextant build` cold on the 2,000-page Markdown and MDX corpora: wall time, peak RSS and output size,
// median of BUILD_RUNS runs, each a new process with the output folder and any `.sextant/` cache removed.
import fs from 'node:fs';
import path from 'node:path';
import { WORK, ensureDocsCorpus, fileCount, folderBytes } from './docs-corpus.mjs';
import { bytesMb, fmt, heading, mb, num, rel, table, verdict } from './format.mjs';
import { waitForQuiet } from './load.mjs';
import { REPO_ROOT } from './make-i18n-corpus.mjs';
import { firstLines, measure, median } from './measure.mjs';

const RUNS = Number(process.env['BENCH_BUILD_RUNS'] ?? 3);
/** Targets of a cold build of 2,000 pages. */
export const BUILD_TARGETS = { s: 15, rssMb: 1024, distMb: 200 };

/** Output folder of the cold builds of corpus `kind` (kept after the bench, for the page-weight figures). */
export const buildOut = (kind) => path.join(WORK, `out-${kind}-2000`);

/**
 * One cold `sextant build DIR --out OUT` in a new process (OUT and DIR/.sextant removed first; with
 * `noCache`, DIR is left alone and the build runs with --no-cache), with the process tree sampled; returns
 * the measurement plus `distBytes`, `distFiles` and `pages`. Throws with the first output lines when the
 * build fails.
 */
export async function coldBuild(dir, out, { noCache = false } = {}) {
  fs.rmSync(out, { recursive: true, force: true });
  if (!noCache) fs.rmSync(path.join(dir, '.sextant'), { recursive: true, force: true });
  const args = ['bin/sextant.js', 'build', rel(dir), '--out', rel(out), ...(noCache ? ['--no-cache'] : [])];
  const r = await measure(args, { cwd: REPO_ROOT, tree: true });
  if (r.code !== 0) throw new Error(`sextant build ${rel(dir)} exited with ${r.code}:\n${firstLines(r)}`);
  const pages = Number(/built (\d+) pages?/.exec(r.stdout)?.[1]);
  return { ...r, distBytes: folderBytes(out), distFiles: fileCount(out), pages };
}

/** Benchmark the cold builds of one corpus; returns `{ kind, skip? , median, runs }`. */
async function benchCorpus(kind) {
  const label = kind === 'md' ? 'Markdown' : 'MDX';
  const corpus = ensureDocsCorpus(kind);
  if (corpus.skip) {
    console.log(`\n${label} corpus skipped: ${corpus.skip}`);
    return { kind, skip: corpus.skip };
  }
  const out = buildOut(kind);
  console.log(
    `\nsextant build ${rel(corpus.dir)} --out ${rel(out)}  (${label}, ${num(corpus.pages)} pages${corpus.generated ? ', corpus generated now' : ''}; ${RUNS} cold runs)`,
  );
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const load = await waitForQuiet(`build run ${i + 1}`);
    runs.push({ ...(await coldBuild(corpus.dir, out)), load });
  }
  const m = {
    s: median(runs.map((r) => r.ms)) / 1000,
    cpuS: median(runs.map((r) => r.cpuMs)) / 1000,
    rssMb: mb(median(runs.map((r) => r.rssKb))),
    treeMb: mb(median(runs.map((r) => r.tree?.peakKb))),
    distMb: median(runs.map((r) => r.distBytes)) / 1024 / 1024,
    distBytes: median(runs.map((r) => r.distBytes)),
    load: median(runs.map((r) => r.load)),
  };
  table(
    [
      { title: 'run' },
      { title: 'load' },
      { title: 'wall (s)' },
      { title: 'CPU (s)' },
      { title: 'peak RSS (MB)' },
      { title: 'sampled tree (MB)' },
      { title: 'procs' },
      { title: 'threads' },
      { title: 'dist (MB)' },
      { title: 'files' },
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
        String(r.tree?.maxThreads ?? 'n/a'),
        bytesMb(r.distBytes),
        num(r.distFiles),
      ]),
      ['median', fmt(m.load, 2), fmt(m.s, 2), fmt(m.cpuS, 2), fmt(m.rssMb, 1), fmt(m.treeMb, 1), '', '', fmt(m.distMb, 1), ''],
    ],
  );
  console.log(
    `  pages built: ${num(runs[0].pages)}; CPU = user + system time of the process, all threads; dist = every file under ${rel(out)}, bytes / 1024²`,
  );
  confirmThreads(runs);
  return { kind, label, median: m, runs, out, corpus: corpus.dir };
}

/**
 * Print whether maxRSS covers the build's workers: they are worker_threads, so the tree stays one process
 * (with more threads), and the peak sampled from /proc is not above the process's own maxRSS.
 */
function confirmThreads(runs) {
  const procs = Math.max(...runs.map((r) => r.tree?.maxProcesses ?? 0));
  if (!procs) return console.log('  (process tree not sampled: /proc not available; peak RSS is maxRSS of the main process)');
  const threads = Math.max(...runs.map((r) => r.tree?.maxThreads ?? 0));
  const covered = runs.every((r) => r.rssKb !== undefined && r.tree.peakKb <= r.rssKb * 1.01);
  console.log(
    procs === 1 && covered
      ? `  confirmed: one process (up to ${threads} threads: the worker_threads run inside it), and the RSS sampled from /proc every 200 ms never exceeded its maxRSS, so maxRSS covers the workers`
      : `  NOTE: ${procs} process(es) in the tree (up to ${threads} threads in the main one); sampled tree RSS ${covered ? 'within' : 'ABOVE'} maxRSS: the peak RSS column may not cover everything (see "sampled tree")`,
  );
}

/** Run the cold build benchmark on both corpora; returns the results and the summary rows. */
export async function buildBench() {
  heading(`sextant build, cold (2,000 pages; targets: wall < ${BUILD_TARGETS.s} s, peak RSS < 1 GB, dist < ${BUILD_TARGETS.distMb} MB)`);
  const results = [];
  for (const kind of ['md', 'mdx']) results.push(await benchCorpus(kind));
  const rows = [];
  for (const r of results) {
    if (r.skip) {
      rows.push([`build ${r.kind}: skipped`, 'n/a', '', 'n/a', '']);
      continue;
    }
    const m = r.median;
    rows.push([
      `build ${r.label}: wall (median)`,
      `${fmt(m.s, 2)} s`,
      `< ${BUILD_TARGETS.s} s`,
      verdict(m.s, (v) => v < BUILD_TARGETS.s),
      fmt(m.load, 2),
    ]);
    rows.push([
      `build ${r.label}: peak RSS (median)`,
      `${fmt(m.rssMb, 0)} MB`,
      '< 1024 MB',
      verdict(m.rssMb, (v) => v < BUILD_TARGETS.rssMb),
      fmt(m.load, 2),
    ]);
    rows.push([
      `build ${r.label}: dist size`,
      `${fmt(m.distMb, 1)} MB`,
      `< ${BUILD_TARGETS.distMb} MB`,
      verdict(m.distMb, (v) => v < BUILD_TARGETS.distMb),
      '',
    ]);
  }
  return { results, rows };
}
