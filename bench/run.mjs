#!/usr/bin/env node
// `npm run bench`: every figure the project reports, each command run as a new process, against its target:
//   check      `sextant check` on a 10,000-page i18n corpus (check-bench.mjs)
//   build      cold `sextant build` of 2,000 Markdown / MDX pages, a one-title rebuild, a build into an
//              empty folder with the cache kept, page weight
//              (build-bench.mjs, rebuild-bench.mjs, page-weight.mjs)
//   sites      cold builds of a 200-page site, the pipecat fixture, the i18n corpus at 5,000 pages × 4
//              languages (sites-bench.mjs)
//   api        cold build of GitHub's 1,223 operations as pages, an endpoint page's weight, the other specs (api-bench.mjs)
//   starlight  Astro Starlight building the same 2,000 pages, and the speed ratio (starlight.mjs)
//   dev        `sextant dev`: spawn → first page, edit → reload (dev-bench.mjs)
//   openapi-check  `openapi-check` on GitHub's description vs Redocly, swagger-cli, Scalar (openapi-check-bench.mjs)
//   asyncapi-check  `asyncapi-check` on the AsyncAPI fixtures, the largest against its target (asyncapi-check-bench.mjs)
//   playground  the API playground in Chromium: ready time, JavaScript weight, layout shift (playground-bench.mjs)
//   channels   AsyncAPI channel pages: every channel of the shared AsyncAPI documents compiled and drawn (channel-pages-bench.mjs)
//   search     the Pagefind index of the 2,000-page corpus + GitHub's API pages: build time, CPU, query time and
//              first-query bytes in Chromium (search-bench.mjs)
// Env: BENCH_ONLY=check|build|sites|api|channels|starlight|dev|openapi-check|asyncapi-check|playground|search (one part), BENCH_STARLIGHT=0 (skip Starlight), BENCH_RUNS,
// BENCH_BUILD_RUNS, BENCH_I18N_RUNS, BENCH_MAX_LOAD, BENCH_LOAD_WAIT (see README.md). Exit 1 only if a benchmarked Sextant
// command fails; a missed target is reported as FAIL with exit code 0.
import os from 'node:os';
import { apiBench } from './api-bench.mjs';
import { asyncapiCheckBench } from './asyncapi-check-bench.mjs';
import { buildBench, buildOut, coldBuild } from './build-bench.mjs';
import { channelPagesBench } from './channel-pages-bench.mjs';
import { checkBench } from './check-bench.mjs';
import { devBench } from './dev-bench.mjs';
import { ensureDocsCorpus } from './docs-corpus.mjs';
import { fmt, heading, table } from './format.mjs';
import { load1, seenLoads, waitForQuiet } from './load.mjs';
import { median } from './measure.mjs';
import { openapiCheckBench } from './openapi-check-bench.mjs';
import { pageWeight } from './page-weight.mjs';
import { playgroundBench } from './playground-bench.mjs';
import { rebuildBench } from './rebuild-bench.mjs';
import { searchBench } from './search-bench.mjs';
import { sitesBench } from './sites-bench.mjs';
import { starlightBench } from './starlight.mjs';

const PARTS = ['check', 'build', 'sites', 'api', 'channels', 'starlight', 'dev', 'openapi-check', 'asyncapi-check', 'playground', 'search'];
const ONLY = process.env['BENCH_ONLY'];
const SUMMARY_COLUMNS = [
  { title: 'figure' },
  { title: 'measured' },
  { title: 'target' },
  { title: 'result', align: 'left' },
  { title: 'load' },
];

/** Print a part's target rows at its end, and keep them for the summary. */
function report(summary, rows) {
  console.log('\n  targets');
  table(SUMMARY_COLUMNS, rows);
  summary.push(...rows);
}

/**
 * The cold Sextant build of the Markdown corpus the Starlight ratio compares with: `{ s, cpuS, load, what }`,
 * the median of the build part, or one cold build when that part did not run.
 */
async function sextantMarkdownBuild(build) {
  const md = build?.results.find((r) => r.kind === 'md' && !r.skip);
  if (md) return { ...md.median, what: 'median cold build above' };
  const corpus = ensureDocsCorpus('md');
  if (corpus.skip) return undefined;
  const load = await waitForQuiet('the Sextant build for the ratio');
  const r = await coldBuild(corpus.dir, buildOut('md'));
  console.log(`\n(one cold sextant build of the Markdown corpus for the ratio: ${fmt(r.ms / 1000, 2)} s, load ${fmt(load, 2)})`);
  return { s: r.ms / 1000, cpuS: r.cpuMs / 1000, load, what: 'one cold build' };
}

async function main() {
  if (ONLY && !PARTS.includes(ONLY)) {
    console.error(`BENCH_ONLY must be one of ${PARTS.join(', ')}; found "${ONLY}"`);
    process.exit(2);
  }
  const want = (part) => !ONLY || ONLY === part;
  console.log(
    `sextant bench — node ${process.version}, ${os.platform()}-${os.arch()}, ${os.cpus().length} CPUs, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM; load average at start ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}${ONLY ? `; BENCH_ONLY=${ONLY}` : ''}`,
  );
  const summary = [];
  let build;
  if (want('check')) report(summary, (await checkBench()).rows);
  if (want('build')) {
    build = await buildBench();
    report(summary, build.rows);
    report(summary, (await rebuildBench()).rows);
    report(summary, pageWeight(buildOut('md')).rows);
  }
  if (want('sites')) report(summary, (await sitesBench()).rows);
  if (want('api')) report(summary, (await apiBench()).rows);
  if (want('channels')) report(summary, await channelPagesBench());
  if (want('starlight')) {
    const sextant = process.env['BENCH_STARLIGHT'] === '0' ? undefined : await sextantMarkdownBuild(build);
    report(summary, (await starlightBench(sextant)).rows);
  }
  if (want('dev')) report(summary, (await devBench()).rows);
  if (want('openapi-check')) report(summary, (await openapiCheckBench()).rows);
  if (want('asyncapi-check')) report(summary, (await asyncapiCheckBench()).rows);
  if (want('playground')) report(summary, (await playgroundBench()).rows);
  if (want('search')) report(summary, (await searchBench()).rows);

  heading('summary');
  table(SUMMARY_COLUMNS, summary);
  const fails = summary.filter((r) => r[3] === 'FAIL').length;
  console.log(
    `\n  ${summary.filter((r) => r[3] === 'PASS').length} PASS, ${fails} FAIL. "load": 1-minute load average when the measurement started (median over runs); ${os.cpus().length} CPUs.`,
  );
  console.log(
    `  load over the whole bench: median ${fmt(median(seenLoads), 2)}, max ${fmt(Math.max(...seenLoads), 2)}; now ${fmt(load1(), 2)}. Figures measured above load ${os.cpus().length} are slowed by other work on the machine.`,
  );
}

try {
  await main();
} catch (e) {
  console.error(`\nFAILED: ${e.message}`);
  process.exit(1);
}
