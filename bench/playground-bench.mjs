// The API playground in headless Chromium, on the example site (docs/) built and served by `sextant serve`:
//   - when the Try-it button works (`<html data-sx-playground="ready">`) relative to the page's load event (the
//     target: within 300 ms of it; negative = before it), and after navigation start (reported), median of runs;
//   - the playground's JavaScript a page loads before the reader does anything, and after a typical use
//     (open Try it, switch the code sample's language, send a request with a JSON body), gzip -9 of the
//     files as served (the same measure as scripts/build-runtime.mjs and the page weight);
//   - layout shift on the endpoint page (must stay 0: the Try-it button is drawn by the server).
// Env: BENCH_PLAYGROUND_RUNS (default 5).
/* global fetch, window, document, PerformanceObserver, MutationObserver, performance -- the callbacks run in the page */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { bytesKb, fmt, heading, rel, table, verdict } from './format.mjs';
import { waitForQuiet } from './load.mjs';
import { REPO_ROOT } from './make-i18n-corpus.mjs';
import { median } from './measure.mjs';
import { freePort } from './dev-bench.mjs';

/** Targets: ready within 300 ms of the page's load event; at most 60 KB gzip of playground JavaScript in a typical use. */
export const PLAYGROUND_TARGETS = { readyMs: 300, typicalKb: 60 };
const RUNS = Number(process.env['BENCH_PLAYGROUND_RUNS'] ?? 5);
const SITE = path.join(REPO_ROOT, 'docs');
const OUT = path.join(REPO_ROOT, 'bench', '.work', 'playground-docs');
/** The endpoint page measured: a POST with a JSON body, several languages and auth. */
const PAGE = '/en/v1/api-reference/notes/create-a-note';
const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

function run(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'bin', 'sextant.js'), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`sextant ${args.join(' ')} exited ${code}:\n${out}`))));
  });
}

/** Gzip size of a served playground file (`/_sextant/playground/x.js`), read from the build output. */
function gzipOf(url) {
  const file = path.join(OUT, new URL(url).pathname);
  return fs.existsSync(file) ? gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;
}

export async function playgroundBench() {
  heading(
    `API playground in Chromium (${PAGE} of the example site; targets: ready ≤ ${PLAYGROUND_TARGETS.readyMs} ms, typical use ≤ ${PLAYGROUND_TARGETS.typicalKb} KB gzip)`,
  );
  if (!fs.existsSync(CHROMIUM)) {
    console.log(`  skipped: ${CHROMIUM} is missing (run scripts/ensure-chromium.mjs)`);
    return { rows: [['playground: skipped', 'n/a', '', 'n/a', '']] };
  }
  await run(['build', SITE, '--out', OUT]);
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(REPO_ROOT, 'bin', 'sextant.js'), 'serve', OUT, '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
  try {
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`${origin}${PAGE}`)).ok) break;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    const load = await waitForQuiet('the playground measurements');
    const readyMs = [];
    const afterLoadMs = [];
    const shifted = new Set();
    let prePaintShift = 0;
    let initial = 0;
    let typical = 0;
    let shift = 0;
    let used = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
      const page = await context.newPage();
      const loaded = new Set();
      page.on('response', (r) => {
        if (r.url().includes('/_sextant/playground/')) loaded.add(r.url());
      });
      await page.addInitScript(() => {
        const w = window;
        w.__shifts = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) {
            if (e.hadRecentInput) continue;
            // What moved, for the report: the element's tag and class.
            const what = (e.sources ?? [])
              .filter((src) => src.node)
              .map((src) => `${src.node.nodeName.toLowerCase()}.${src.node.getAttribute?.('class') || ''}`);
            w.__shifts.push({ t: e.startTime, value: e.value, what });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        new MutationObserver(() => {
          if (document.documentElement.getAttribute('data-sx-playground') === 'ready' && w.__ready === undefined)
            w.__ready = performance.now();
          // The document has no element yet when this runs: watch the document itself.
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-sx-playground'] });
      });
      await page.goto(`${origin}${PAGE}`);
      await page.waitForFunction(() => window.__ready !== undefined, null, { timeout: 10_000 });
      readyMs.push(await page.evaluate(() => window.__ready));
      await page.waitForLoadState('load');
      // Ready relative to the load event: negative when the Try-it button works before the page has loaded.
      afterLoadMs.push(await page.evaluate(() => window.__ready - performance.getEntriesByType('navigation')[0].loadEventEnd));
      await page.waitForLoadState('networkidle');
      initial = [...loaded].reduce((t, u) => t + gzipOf(u), 0);
      await page.waitForTimeout(500);
      // Shifts before the first paint happen while the HTML is parsed: nothing was drawn yet, so no reader saw them.
      const shifts = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? 0;
        return window.__shifts.map((x) => ({ ...x, beforePaint: x.t < paint }));
      });
      const sum = (list) => list.reduce((t, x) => t + x.value, 0);
      shift = Math.max(shift, sum(shifts.filter((x) => !x.beforePaint)));
      prePaintShift = Math.max(prePaintShift, sum(shifts.filter((x) => x.beforePaint)));
      for (const x of shifts) for (const what of x.what) shifted.add(`${what}${x.beforePaint ? ' (before first paint)' : ''}`);
      // A typical use: open Try it, pick the second sample language, send.
      const tryIt = page.locator('.sx-try-it').first();
      if (await tryIt.count()) {
        await tryIt.click();
        await page.locator('dialog[open]').waitFor({ timeout: 5000 });
        const language = page.locator('dialog[open] select').filter({ hasText: 'Python' }).first();
        if (await language.count()) await language.selectOption({ index: 1 }).catch(() => {});
        const send = page.getByRole('button', { name: 'Send' });
        if (await send.count())
          await send
            .first()
            .click()
            .catch(() => {});
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
      }
      typical = [...loaded].reduce((t, u) => t + gzipOf(u), 0);
      used = [...loaded].map((u) => new URL(u).pathname);
      await context.close();
    }
    table(
      [{ title: 'measure' }, { title: 'value' }],
      [
        ['ready after navigation start (ms), each run', readyMs.map((m) => fmt(m, 0)).join(', ')],
        ['ready relative to the load event (ms; negative: before it), each run', afterLoadMs.map((m) => fmt(m, 0)).join(', ')],
        ['playground JS before any interaction (gzip KB)', bytesKb(initial)],
        ['playground JS after a typical use (gzip KB)', bytesKb(typical)],
        ['files of a typical use', used.map((u) => path.basename(u)).join(' ')],
        ['layout shift of the endpoint page after first paint (largest run)', fmt(shift, 3)],
        ['layout shift before first paint, while the HTML is parsed (largest run)', fmt(prePaintShift, 3)],
        ['what moved', [...shifted].join(' ') || 'nothing'],
        ['built into', rel(OUT)],
      ],
    );
    const ready = median(afterLoadMs);
    const loadCell = fmt(load, 2);
    return {
      rows: [
        [
          'playground ready after the load event (median)',
          `${fmt(ready, 0)} ms`,
          `≤ ${PLAYGROUND_TARGETS.readyMs} ms`,
          verdict(ready, (v) => v <= PLAYGROUND_TARGETS.readyMs),
          loadCell,
        ],
        [
          'playground JS, typical use (gzip)',
          `${bytesKb(typical)} KB`,
          `≤ ${PLAYGROUND_TARGETS.typicalKb} KB`,
          verdict(typical, (v) => v <= PLAYGROUND_TARGETS.typicalKb * 1024),
          loadCell,
        ],
        ['playground JS before interaction (gzip)', `${bytesKb(initial)} KB`, '', 'info', loadCell],
        ['endpoint page layout shift after first paint', fmt(shift, 3), '0', verdict(shift, (v) => v === 0), loadCell],
      ],
    };
  } finally {
    await browser.close();
    server.kill();
  }
}
