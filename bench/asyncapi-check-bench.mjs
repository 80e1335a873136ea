// `asyncapi-check` on the AsyncAPI documents of ../shared/fixtures/specs, each run as a new process: the
// largest one BENCH_RUNS (default 5) cold runs, median wall time and peak RSS (process.resourceUsage().maxRSS
// via the preloaded report-rss.mjs) against the target; every other one once, for information. CPU time (user +
// system) is shown beside the wall time: on a loaded machine it says what the command itself costs.
import fs from 'node:fs';
import path from 'node:path';
import { fmt, heading, mb, table, verdict } from './format.mjs';
import { waitForQuiet } from './load.mjs';
import { GITHUB_SPEC, REPO_ROOT } from './make-i18n-corpus.mjs';
import { firstLines, measure, median } from './measure.mjs';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 5);
const SPECS_DIR = path.dirname(GITHUB_SPEC);
/** Target on the largest fixture (median, whole process). */
export const ASYNCAPI_TARGET_MS = 500;

const BIN = path.join(REPO_ROOT, 'bin/asyncapi-check.js');

async function once(file) {
  const load = await waitForQuiet(`asyncapi-check ${path.basename(file)}`);
  const r = await measure([BIN, file], { cwd: REPO_ROOT, env: { NODE_NO_WARNINGS: '1' } });
  if (r.code !== 0) throw new Error(`asyncapi-check ${path.basename(file)} exited with ${r.code}. First output lines:\n${firstLines(r)}`);
  return { ...r, load };
}

/** Run the asyncapi-check benchmark; returns the summary rows. Throws when asyncapi-check fails on a fixture. */
export async function asyncapiCheckBench() {
  heading(`asyncapi-check (target on the largest fixture: wall < ${ASYNCAPI_TARGET_MS} ms, whole process; ${RUNS} runs)`);
  const files = fs.existsSync(SPECS_DIR)
    ? fs
        .readdirSync(SPECS_DIR)
        .filter((f) => /^asyncapi.*\.(json|ya?ml)$/i.test(f))
        .map((f) => path.join(SPECS_DIR, f))
        .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)
    : [];
  if (!files.length) {
    console.log(`  skipped: no asyncapi-* documents in ${SPECS_DIR}`);
    return { rows: [] };
  }
  const rows = [];
  const largest = files[0];
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await once(largest));
  const ms = median(runs.map((r) => r.ms));
  rows.push([
    `${path.basename(largest)} (${fmt(fs.statSync(largest).size / 1024, 1)} KB)`,
    fmt(median(runs.map((r) => r.load)), 2),
    fmt(ms, 0),
    fmt(Math.min(...runs.map((r) => r.ms)), 0),
    fmt(median(runs.map((r) => r.cpuMs)), 0),
    fmt(mb(median(runs.map((r) => r.rssKb))), 0),
  ]);
  for (const file of files.slice(1)) {
    const r = await once(file);
    rows.push([
      `${path.basename(file)} (${fmt(fs.statSync(file).size / 1024, 1)} KB, 1 run)`,
      fmt(r.load, 2),
      fmt(r.ms, 0),
      fmt(r.ms, 0),
      fmt(r.cpuMs, 0),
      fmt(mb(r.rssKb), 0),
    ]);
  }
  table(
    [
      { title: 'document' },
      { title: 'load' },
      { title: 'wall median (ms)' },
      { title: 'wall min (ms)' },
      { title: 'CPU (ms)' },
      { title: 'peak RSS (MB)' },
    ],
    rows,
  );
  return {
    rows: [
      [
        'asyncapi-check on the largest fixture: wall (median)',
        `${fmt(ms, 0)} ms`,
        `< ${ASYNCAPI_TARGET_MS} ms`,
        verdict(ms, (v) => v < ASYNCAPI_TARGET_MS),
        fmt(median(runs.map((r) => r.load)), 2),
      ],
    ],
  };
}
