// `sextant check` (cold, one process per run) on the generated 10,000-page i18n corpus plus GitHub's
// OpenAPI spec, and `openapi-check` on that spec (informational).
import fs from 'node:fs';
import path from 'node:path';
import { bytesMb, fmt, heading, mb, num, rel, table, verdict } from './format.mjs';
import { waitForQuiet } from './load.mjs';
import { GITHUB_SPEC, REPO_ROOT, SPEC_NAME, STAMP_FILE, expectedStamp, generateCorpus } from './make-i18n-corpus.mjs';
import { firstLines, measure, median } from './measure.mjs';

const PAGES = 10000;
const RUNS = Number(process.env['BENCH_RUNS'] ?? 5);
const CORPUS = path.join(REPO_ROOT, 'bench', '.work', `i18n-${PAGES}`);
/** Targets of the check medians. */
export const CHECK_TARGETS = { ms: 1500, rssMb: 400 };

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

/**
 * `sextant check`'s closing line when it found problems in the content: exit code 1 then means a finished
 * check, not a failed run (the corpus's GitHub spec links to pages of GitHub's own docs, which check reports).
 */
const FINDINGS = /✖ sextant check .*: (\d+) errors?, (\d+) warnings?/;

/** Run `args` RUNS times as fresh processes; print the runs; return them with their medians (throws on a failed run). */
async function series(title, args) {
  console.log(`\n${title}\n  $ node ${args.join(' ')}`);
  const runs = [];
  for (let i = 1; i <= RUNS; i++) {
    const load = await waitForQuiet(`${title} run ${i}`);
    const r = await measure(args, { cwd: REPO_ROOT });
    const finished = r.code === 0 || (r.code === 1 && FINDINGS.test(r.stdout + r.stderr));
    if (!finished) throw new Error(`${title} exited with ${r.code}. First output lines:\n${firstLines(r)}`);
    runs.push({ ...r, load });
  }
  const found = FINDINGS.exec(runs[0].stdout + runs[0].stderr);
  if (found) console.log(`  it reports ${found[1]} errors and ${found[2]} warnings in the corpus (exit code 1), every run`);
  const m = { ms: median(runs.map((r) => r.ms)), rssMb: mb(median(runs.map((r) => r.rssKb))), load: median(runs.map((r) => r.load)) };
  const lo = { ms: Math.min(...runs.map((r) => r.ms)), rssMb: mb(Math.min(...runs.map((r) => r.rssKb ?? Infinity))) };
  table(
    [{ title: 'run' }, { title: 'load' }, { title: 'wall (ms)' }, { title: 'peak RSS (MB)' }],
    [
      ...runs.map((r, i) => [String(i + 1), fmt(r.load, 2), fmt(r.ms, 1), fmt(mb(r.rssKb), 1)]),
      ['min', '', fmt(lo.ms, 1), fmt(lo.rssMb, 1)],
      ['median', fmt(m.load, 2), fmt(m.ms, 1), fmt(m.rssMb, 1)],
    ],
  );
  return { runs, median: m };
}

/** Describe the corpus size: MDX pages generated, and the routes check reported in its summary. */
function describeCorpus(stamp, checkStdout) {
  const routes = Number(/\((\d+) pages\)/.exec(checkStdout)?.[1]);
  const parts = [`${num(stamp.pages)} MDX pages (5 languages × 3 versions)`];
  if (stamp.api)
    parts.push(
      Number.isFinite(routes)
        ? `${num(routes - stamp.pages)} generated API pages from ${SPEC_NAME}`
        : `the generated API pages of ${SPEC_NAME}`,
    );
  else parts.push('no API tab (GitHub spec not found)');
  return `${parts.join(' + ')}${Number.isFinite(routes) ? ` = ${num(routes)} routes` : ''}`;
}

/** Run the check benchmark; returns the summary rows. */
export async function checkBench() {
  heading(
    `sextant check, cold (${num(PAGES)}-page i18n corpus; targets: wall < ${CHECK_TARGETS.ms} ms, peak RSS < ${CHECK_TARGETS.rssMb} MB; ${RUNS} runs)`,
  );
  const { stamp } = ensureCorpus();
  const check = await series(`sextant check ${rel(CORPUS)}`, ['bin/sextant.js', 'check', rel(CORPUS)]);
  console.log(`  corpus: ${describeCorpus(stamp, check.runs[0].stdout)}`);
  const m = check.median;
  const rows = [
    ['check: wall (median)', `${fmt(m.ms, 0)} ms`, `< ${CHECK_TARGETS.ms} ms`, verdict(m.ms, (v) => v < CHECK_TARGETS.ms), fmt(m.load, 2)],
    [
      'check: peak RSS (median)',
      `${fmt(m.rssMb, 0)} MB`,
      `< ${CHECK_TARGETS.rssMb} MB`,
      verdict(m.rssMb, (v) => v < CHECK_TARGETS.rssMb),
      fmt(m.load, 2),
    ],
  ];
  if (fs.existsSync(GITHUB_SPEC)) {
    const spec = path.relative(REPO_ROOT, GITHUB_SPEC);
    const oc = await series('openapi-check (informational)', ['bin/openapi-check.js', spec]);
    const ops = /(\d+) operations?\b/.exec(oc.runs[0].stdout)?.[1];
    console.log(`  spec: ${spec}${ops ? ` (${num(Number(ops))} operations)` : ''}, ${bytesMb(fs.statSync(GITHUB_SPEC).size)} MB`);
  } else {
    console.log(`\nopenapi-check skipped: ${GITHUB_SPEC} not found`);
  }
  return { rows };
}
