#!/usr/bin/env node
// `npm run bench`: time `sextant check` (cold, one process per run) on a generated 10,000-page
// i18n corpus plus GitHub's OpenAPI spec, and `openapi-check` on that spec; compare with targets.
// Env: BENCH_RUNS (default 5). Exit 1 only if a benchmarked command fails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GITHUB_SPEC, REPO_ROOT, SPEC_NAME, STAMP_FILE, expectedStamp, generateCorpus } from './make-i18n-corpus.mjs';
import { measure, median } from './measure.mjs';

const PAGES = 10000;
const RUNS = Number(process.env['BENCH_RUNS'] ?? 5);
const CORPUS = path.join(REPO_ROOT, 'bench', '.work', `i18n-${PAGES}`);
const TARGETS = { ms: 1500, rssMb: 400 };

/** Generate the corpus unless a finished one with the same stamp (parameters, generator source) is there. */
function ensureCorpus() {
  const want = expectedStamp(PAGES);
  let have;
  try {
    have = JSON.parse(fs.readFileSync(path.join(CORPUS, STAMP_FILE), 'utf8'));
  } catch {
    have = undefined;
  }
  if (have && JSON.stringify(have) === JSON.stringify(want)) return { stamp: have, fresh: false };
  fs.rmSync(CORPUS, { recursive: true, force: true }); // our own folder; may hold an unfinished corpus
  const t = process.hrtime.bigint();
  const stamp = generateCorpus(CORPUS, PAGES);
  console.log(`generated ${rel(CORPUS)} in ${fmt(Number(process.hrtime.bigint() - t) / 1e6, 0)} ms`);
  return { stamp, fresh: true };
}

/** Run `args` RUNS times as fresh processes; print each run; return the runs (exits 1 on a failed run). */
async function series(title, args) {
  console.log(`\n${title}\n  $ node ${args.join(' ')}`);
  console.log(`  ${'run'.padEnd(8)}${'wall (ms)'.padStart(12)}${'peak RSS (MB)'.padStart(16)}`);
  const runs = [];
  for (let i = 1; i <= RUNS; i++) {
    const r = await measure(args, { cwd: REPO_ROOT });
    if (r.code !== 0) return fail(title, r);
    runs.push(r);
    console.log(`  ${String(i).padEnd(8)}${fmt(r.ms, 1).padStart(12)}${fmt(mb(r.rssKb), 1).padStart(16)}`);
  }
  const m = { ms: median(runs.map((r) => r.ms)), rssMb: mb(median(runs.map((r) => r.rssKb))) };
  const lo = { ms: Math.min(...runs.map((r) => r.ms)), rssMb: mb(Math.min(...runs.map((r) => r.rssKb ?? Infinity))) };
  console.log(`  ${'min'.padEnd(8)}${fmt(lo.ms, 1).padStart(12)}${fmt(lo.rssMb, 1).padStart(16)}`);
  console.log(`  ${'median'.padEnd(8)}${fmt(m.ms, 1).padStart(12)}${fmt(m.rssMb, 1).padStart(16)}`);
  return { runs, median: m };
}

/** Print a failed run's exit code and first lines of output, then exit 1. */
function fail(title, r) {
  console.error(`\nFAILED: ${title} exited with ${r.code}. First output lines:`);
  const lines = (r.stdout + r.stderr).split('\n');
  console.error(lines.slice(0, 40).map((l) => `  | ${l}`).join('\n') + (lines.length > 40 ? `\n  | … (${lines.length - 40} more lines)` : ''));
  process.exit(1);
}

/** Print the PASS/FAIL lines of the check medians against TARGETS. */
function compare(m) {
  console.log('\ntargets (median of the check runs)');
  const line = (name, value, limit, unit) =>
    console.log(`  ${name.padEnd(10)}${`${fmt(value, 1)} ${unit}`.padStart(14)}  < ${limit} ${unit}  ${value !== undefined && value < limit ? 'PASS' : 'FAIL'}`);
  line('wall', m.ms, TARGETS.ms, 'ms');
  line('peak RSS', m.rssMb, TARGETS.rssMb, 'MB');
}

/** Describe the corpus size: MDX pages generated, and the routes check reported in its summary. */
function describeCorpus(stamp, checkStdout) {
  const routes = Number(/\((\d+) pages\)/.exec(checkStdout)?.[1]);
  const parts = [`${num(stamp.pages)} MDX pages (5 languages × 3 versions)`];
  if (stamp.api) parts.push(Number.isFinite(routes) ? `${num(routes - stamp.pages)} generated API pages from ${SPEC_NAME}` : `the generated API pages of ${SPEC_NAME}`);
  else parts.push('no API tab (GitHub spec not found)');
  return `${parts.join(' + ')}${Number.isFinite(routes) ? ` = ${num(routes)} routes` : ''}`;
}

/** Kilobytes to megabytes (MiB). */
const mb = (kb) => (kb === undefined ? undefined : kb / 1024);
/** A number with `digits` decimals, or "n/a". */
const fmt = (x, digits) => (x === undefined || !Number.isFinite(x) ? 'n/a' : x.toFixed(digits));
/** An integer with thousands separators. */
const num = (n) => n.toLocaleString('en-US');
/** A path relative to the repository root. */
const rel = (p) => path.relative(REPO_ROOT, p) || '.';

/** Generate the corpus if needed, run both series, print the comparison. */
async function main() {
  console.log(`sextant bench — node ${process.version}, ${os.platform()}-${os.arch()}, ${os.cpus().length} CPUs, ${RUNS} cold runs each`);
  const { stamp } = ensureCorpus();
  const check = await series(`sextant check ${rel(CORPUS)}`, ['bin/sextant.js', 'check', rel(CORPUS)]);
  console.log(`  corpus: ${describeCorpus(stamp, check.runs[0].stdout)}`);
  compare(check.median);
  if (fs.existsSync(GITHUB_SPEC)) {
    const spec = path.relative(REPO_ROOT, GITHUB_SPEC);
    const oc = await series('openapi-check (informational)', ['bin/openapi-check.js', spec]);
    const ops = /\((\d+) operations\)/.exec(oc.runs[0].stdout)?.[1];
    console.log(`  spec: ${spec}${ops ? ` (${num(Number(ops))} operations)` : ''}, ${fmt(fs.statSync(GITHUB_SPEC).size / 1024 / 1024, 1)} MB`);
  } else {
    console.log(`\nopenapi-check skipped: ${GITHUB_SPEC} not found`);
  }
}

await main();
