// Cold builds of sites of the sizes real repositories have, where the fixed cost of a build (start-up,
// workers, grammars) weighs most: the generated 200-page site, the pipecat fixture (a real Mintlify
// repository of 473 pages), and the i18n corpus at 5,000 pages in 4 languages (with GitHub's API pages).
// Each is built BENCH_BUILD_RUNS times (the i18n corpus BENCH_I18N_RUNS times, default 1) as a new process,
// output and cache removed first; median wall time and peak RSS against the targets.
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { coldBuild } from './build-bench.mjs';
import { WORK, ensureDocsCorpus } from './docs-corpus.mjs';
import { fmt, heading, mb, num, rel, table, verdict } from './format.mjs';
import { waitForQuiet } from './load.mjs';
import { REPO_ROOT, STAMP_FILE, expectedStamp, generateCorpus } from './make-i18n-corpus.mjs';
import { median, run } from './measure.mjs';

const RUNS = Number(process.env['BENCH_BUILD_RUNS'] ?? 3);
const I18N_RUNS = Number(process.env['BENCH_I18N_RUNS'] ?? 1);
const PIPECAT = path.resolve(REPO_ROOT, '..', 'shared', 'fixtures', 'real', 'pipecat-ai__docs');
const I18N = { pages: 5000, languages: 4 };
const I18N_DIR = path.join(WORK, `i18n-${I18N.pages}x${I18N.languages}`);

/**
 * The sites and their targets (wall seconds, and peak RSS in MB where the issue sets one); `floor`: also
 * measure the front end alone on the site (see front-end-floor.mjs).
 */
const SITES = [
  { name: 'generated 200 pages', target: { s: 1.5 }, runs: RUNS, floor: true, site: () => small() },
  { name: 'pipecat fixture', target: { s: 3 }, runs: RUNS, floor: true, site: () => pipecat() },
  {
    name: `i18n ${num(I18N.pages)} pages × ${I18N.languages} languages`,
    target: { s: 60, rssMb: 2048 },
    runs: I18N_RUNS,
    site: () => i18n(),
  },
];

function small() {
  const corpus = ensureDocsCorpus('md', 200);
  return corpus.skip ? { skip: corpus.skip } : { dir: corpus.dir };
}

/** A shared fixture: built with --no-cache, so nothing is written into its folder. */
function pipecat() {
  return fs.existsSync(PIPECAT) ? { dir: PIPECAT, noCache: true } : { skip: `${PIPECAT} not found (the shared folder is absent)` };
}

function i18n() {
  const want = expectedStamp(I18N.pages, I18N.languages);
  let have;
  try {
    have = JSON.parse(fs.readFileSync(path.join(I18N_DIR, STAMP_FILE), 'utf8'));
  } catch {
    have = undefined;
  }
  if (!have || JSON.stringify(have) !== JSON.stringify(want)) {
    fs.rmSync(I18N_DIR, { recursive: true, force: true }); // our own folder
    generateCorpus(I18N_DIR, I18N.pages, { languages: I18N.languages, log: (m) => console.log(`  ${m}`) });
  }
  return { dir: I18N_DIR };
}

/** Run the cold builds; returns the summary rows. */
export async function sitesBench() {
  heading('sextant build, cold, sites of real sizes (targets: 200 pages < 1.5 s, pipecat < 3 s, i18n 5,000 × 4 < 60 s and < 2 GB)');
  const rows = [];
  for (const s of SITES) {
    // No runs asked for (BENCH_I18N_RUNS=0): not even the corpus is made.
    const site = s.runs < 1 ? { skip: `${s.runs} runs asked for` } : s.site();
    if (site.skip) {
      console.log(`\n${s.name}: skipped (${site.skip})`);
      rows.push([`${s.name}: skipped`, 'n/a', '', 'n/a', '']);
      continue;
    }
    const out = path.join(WORK, `out-sites-${path.basename(site.dir)}`);
    console.log(`\n${s.name}: sextant build ${rel(site.dir)} --out ${rel(out)}${site.noCache ? ' --no-cache' : ''}  (${s.runs} cold runs)`);
    const runs = [];
    for (let i = 0; i < s.runs; i++) {
      const load = await waitForQuiet(`${s.name} run ${i + 1}`);
      runs.push({ ...(await coldBuild(site.dir, out, { noCache: site.noCache })), load });
    }
    const m = {
      s: median(runs.map((r) => r.ms)) / 1000,
      cpuS: median(runs.map((r) => r.cpuMs)) / 1000,
      rssMb: mb(median(runs.map((r) => Math.max(r.rssKb ?? 0, r.tree?.peakKb ?? 0)))),
      load: median(runs.map((r) => r.load)),
    };
    table(
      [{ title: 'run' }, { title: 'load' }, { title: 'wall (s)' }, { title: 'CPU (s)' }, { title: 'peak RSS (MB)' }, { title: 'threads' }],
      [
        ...runs.map((r, i) => [
          String(i + 1),
          fmt(r.load, 2),
          fmt(r.ms / 1000, 2),
          fmt(r.cpuMs / 1000, 2),
          fmt(mb(Math.max(r.rssKb ?? 0, r.tree?.peakKb ?? 0)), 1),
          String(r.tree?.maxThreads ?? 'n/a'),
        ]),
        ['median', fmt(m.load, 2), fmt(m.s, 2), fmt(m.cpuS, 2), fmt(m.rssMb, 1), ''],
      ],
    );
    console.log(`  pages built: ${num(runs[0].pages)}; peak RSS: the larger of the process's maxRSS and its sampled tree`);
    rows.push([`${s.name}: wall (median)`, `${fmt(m.s, 2)} s`, `< ${s.target.s} s`, verdict(m.s, (v) => v < s.target.s), fmt(m.load, 2)]);
    if (s.floor) rows.push(await frontEndFloor(s, site.dir));
    if (s.target.rssMb)
      rows.push([
        `${s.name}: peak RSS (median)`,
        `${fmt(m.rssMb, 0)} MB`,
        `< ${s.target.rssMb} MB`,
        verdict(m.rssMb, (v) => v < s.target.rssMb),
        fmt(m.load, 2),
      ]);
  }
  return { rows };
}

/**
 * Parsing and highlighting the site's pages alone, in one thread of a process with the build's V8 flags
 * (bin/relaunch.js): their CPU time spread over every core is a lower bound for the cold build's wall time.
 */
async function frontEndFloor(s, dir) {
  const load = await waitForQuiet(`${s.name} front end`);
  const flags = ['--single-threaded-gc', '--max-semi-space-size=32', '--heap-growing-percent=100'];
  const r = await run(process.execPath, [...flags, 'bench/front-end-floor.mjs', dir], { cwd: REPO_ROOT });
  if (r.code !== 0) throw new Error(`bench/front-end-floor.mjs ${rel(dir)} exited with ${r.code}:\n${r.stderr.slice(0, 2000)}`);
  const f = JSON.parse(r.stdout.trim().split('\n').pop());
  const cores = os.availableParallelism();
  const floorS = (f.parseCpuMs + f.highlightCpuMs) / 1000 / cores;
  console.log(
    `  front end alone, one thread: parsing ${num(f.pages)} pages (${fmt(f.chars / 1e6, 2)} M characters) ${fmt(f.parseCpuMs / 1000, 2)} s of CPU, ` +
      `highlighting their ${num(f.blocks)} code blocks ${fmt(f.highlightCpuMs / 1000, 2)} s; over ${cores} cores at best ${fmt(floorS, 2)} s`,
  );
  return [
    `${s.name}: parse + highlight CPU ÷ ${cores} cores`,
    `${fmt(floorS, 2)} s`,
    `< ${s.target.s} s`,
    verdict(floorS, (v) => v < s.target.s),
    fmt(load, 2),
  ];
}
