// AsyncAPI channel pages: every channel of the AsyncAPI documents of ../shared/fixtures/specs (2.6 MQTT,
// 3.0 WebSocket request/reply, 3.0 wss with bindings) compiled into its page — spec loaded, channel
// normalised, reference drawn, examples highlighted, Markdown twin and console data written — in a new
// process (channel-render.mjs), median of BENCH_RUNS runs. The site lives in bench/.work/channel-pages;
// the specs are copied in (the shared folder is never written).
import fs from 'node:fs';
import path from 'node:path';
import { WORK } from './docs-corpus.mjs';
import { fmt, heading, rel, table, verdict } from './format.mjs';
import { waitForQuiet } from './load.mjs';
import { REPO_ROOT } from './make-i18n-corpus.mjs';
import { median, run } from './measure.mjs';
import { SPECS_DIR } from './api-bench.mjs';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 5);
/** Target: every page of the fixture documents rendered in under 2 s (issue 13, Speed). */
const TARGET_S = 2;
const SITE = path.join(WORK, 'channel-pages');

function makeSite(specs) {
  fs.rmSync(SITE, { recursive: true, force: true });
  fs.mkdirSync(path.join(SITE, 'specs'), { recursive: true });
  for (const f of specs) fs.copyFileSync(path.join(SPECS_DIR, f), path.join(SITE, 'specs', f));
  fs.writeFileSync(path.join(SITE, 'index.mdx'), '---\ntitle: AsyncAPI bench\n---\n');
  const tabs = specs.map((f) => ({ tab: f, asyncapi: { source: `specs/${f}`, directory: f.replace(/\.[^.]+$/, '') } }));
  const docs = { name: 'AsyncAPI bench', navigation: { tabs: [{ tab: 'Home', pages: ['index'] }, ...tabs] } };
  fs.writeFileSync(path.join(SITE, 'docs.json'), JSON.stringify(docs, null, 2) + '\n');
}

/** Run the channel pages benchmark; returns the summary rows. */
export async function channelPagesBench() {
  heading(`AsyncAPI channel pages: every channel of the shared AsyncAPI documents compiled and drawn (target < ${TARGET_S} s)`);
  const specs = fs.existsSync(SPECS_DIR)
    ? fs
        .readdirSync(SPECS_DIR)
        .filter((f) => /^asyncapi-.*\.ya?ml$|^asyncapi-.*\.json$/i.test(f))
        .sort()
    : [];
  if (specs.length === 0) {
    console.log(`  skipped: no AsyncAPI document in ${rel(SPECS_DIR)} (the shared folder is absent)`);
    return [['AsyncAPI channel pages: skipped', 'n/a', '', 'n/a', '']];
  }
  makeSite(specs);
  console.log(`\nnode bench/channel-render.mjs ${rel(SITE)}  (${specs.join(', ')}; ${RUNS} runs, each a new process)`);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const load = await waitForQuiet(`channel pages run ${i + 1}`);
    const r = await run(process.execPath, ['bench/channel-render.mjs', SITE], { cwd: REPO_ROOT });
    if (r.code !== 0) throw new Error(`bench/channel-render.mjs exited with ${r.code}:\n${r.stderr}`);
    runs.push({ ...JSON.parse(r.stdout.trim().split('\n').pop()), load });
  }
  const s = median(runs.map((r) => r.ms)) / 1000;
  const setup = median(runs.map((r) => r.setupMs)) / 1000;
  const load = median(runs.map((r) => r.load));
  table(
    [
      { title: 'run' },
      { title: 'load' },
      { title: 'pages' },
      { title: 'with problems' },
      { title: 'site load (s)' },
      { title: 'pages (s)' },
    ],
    [
      ...runs.map((r, i) => [
        String(i + 1),
        fmt(r.load, 2),
        String(r.pages),
        String(r.problems),
        fmt(r.setupMs / 1000, 2),
        fmt(r.ms / 1000, 2),
      ]),
      ['median', fmt(load, 2), '', '', fmt(setup, 2), fmt(s, 2)],
    ],
  );
  const pages = runs[0].pages;
  return [
    [
      `AsyncAPI channel pages (${pages} of ${specs.length} documents): render (median)`,
      `${fmt(s, 2)} s`,
      `< ${TARGET_S} s`,
      verdict(s, (v) => v < TARGET_S),
      fmt(load, 2),
    ],
    [
      'AsyncAPI channel pages: without page data or with diagnostics',
      String(runs[0].problems),
      '0',
      runs[0].problems === 0 ? 'PASS' : 'FAIL',
      '',
    ],
  ];
}
