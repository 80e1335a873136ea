// `sextant dev` on a copy of the 2,000-page Markdown corpus: time from spawn to the first page served
// (GET polled until 200), and edit-to-reload latency (a page file saved → the `reload` Server-Sent Event).
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { clearTimeout, setTimeout } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { WORK, copyCorpus, ensureDocsCorpus } from './docs-corpus.mjs';
import { fmt, heading, mb, rel, table, verdict } from './format.mjs';
import { waitForQuiet } from './load.mjs';
import { REPO_ROOT } from './make-i18n-corpus.mjs';
import { PRELOAD, median, readRss } from './measure.mjs';

/** Targets: first page served after spawn, and save-to-reload-event. */
export const DEV_TARGETS = { startMs: 1500, reloadMs: 300 };
const STARTS = Number(process.env['BENCH_DEV_STARTS'] ?? 3);
const EDITS = Number(process.env['BENCH_DEV_EDITS'] ?? 5);
const DOCS = path.join(WORK, 'dev-md-2000');
/** The page opened and edited (its file and URL). */
const PAGE = { file: 's01/t01/page-0001.md', url: '/s01/t01/page-0001' };
const now = () => Number(process.hrtime.bigint()) / 1e6;

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** GET a URL; resolves to `{ status, body }` once the whole body arrived (rejects on connection errors). */
function get(url) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** Start `sextant dev` on DOCS; resolves to `{ child, base, startMs, exited }` once PAGE.url answers 200. */
async function startDev() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const rssFile = path.join(os.tmpdir(), `sextant-dev-rss-${process.pid}-${port}`);
  const start = now();
  const child = spawn(
    process.execPath,
    ['--import', PRELOAD, 'bin/sextant.js', 'dev', rel(DOCS), '--port', String(port), '--host', '127.0.0.1'],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, NO_COLOR: '1', SEXTANT_RSS_FILE: rssFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (b) => (output += b));
  child.stderr.on('data', (b) => (output += b));
  const exited = new Promise((resolve) => child.on('close', (code) => resolve({ code, ...readRss(rssFile), output })));
  let dead = false;
  void exited.then(() => (dead = true));
  for (;;) {
    if (dead)
      throw new Error(
        `sextant dev exited before serving a page:\n${output
          .split('\n')
          .slice(0, 30)
          .map((l) => `  | ${l}`)
          .join('\n')}`,
      );
    if (now() - start > 60_000) {
      child.kill('SIGKILL');
      throw new Error('sextant dev did not serve the page within 60 s');
    }
    try {
      const r = await get(base + PAGE.url);
      if (r.status === 200) return { child, base, startMs: now() - start, exited, output: () => output };
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
}

/** Stop the dev server (SIGTERM: it closes and exits, so its peak RSS gets written); resolves to `{ code, rssKb }`. */
async function stopDev(dev) {
  dev.child.kill('SIGTERM');
  const t = setTimeout(() => dev.child.kill('SIGKILL'), 10_000);
  const r = await dev.exited;
  clearTimeout(t);
  return r;
}

/** Subscribe to the server's events; returns `{ next(name, timeoutMs), close() }` once connected. */
function events(base) {
  return new Promise((resolve, reject) => {
    const waiting = [];
    let buffer = '';
    const req = http.get(`${base}/_sextant/events`, { agent: false }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        buffer += chunk;
        let i;
        while ((i = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1];
          if (block.startsWith(': connected')) resolve(api);
          if (!name) continue;
          const at = now();
          for (const w of waiting.splice(0)) {
            if (w.name === name) w.resolve(at);
            else if (name === 'error') w.reject(new Error(`got an "error" event instead of "${w.name}"`));
            else waiting.push(w); // ping, ok: keep waiting
          }
        }
      });
    });
    req.on('error', reject);
    const api = {
      /** Resolves to the time the next `name` event arrived (rejects on an `error` event, or after timeoutMs). */
      next(name, timeoutMs = 10_000) {
        return new Promise((res, rej) => {
          const t = setTimeout(() => rej(new Error(`no "${name}" event within ${timeoutMs} ms`)), timeoutMs);
          waiting.push({ name, resolve: (at) => (clearTimeout(t), res(at)), reject: (e) => (clearTimeout(t), rej(e)) });
        });
      },
      close: () => req.destroy(),
    };
  });
}

/** Save PAGE with a new last paragraph `marker` (a body edit, as when writing); returns the save time. */
function editPage(marker) {
  const file = path.join(DOCS, PAGE.file);
  const text = fs.readFileSync(file, 'utf8').replace(/\n\nBench edit \d+\.\n$/, '\n');
  const at = now();
  fs.writeFileSync(file, `${text}\nBench edit ${marker}.\n`);
  return at;
}

/** Run the dev benchmark; returns the figures and the summary rows. */
export async function devBench() {
  heading(
    `sextant dev (2,000-page Markdown corpus; targets: first page < ${DEV_TARGETS.startMs} ms, edit → reload < ${DEV_TARGETS.reloadMs} ms)`,
  );
  const corpus = ensureDocsCorpus('md');
  if (corpus.skip) {
    console.log(`  skipped: ${corpus.skip}`);
    return { skip: corpus.skip, rows: [['dev: skipped', 'n/a', '', 'n/a', '']] };
  }
  copyCorpus(corpus.dir, DOCS);
  console.log(`  $ node bin/sextant.js dev ${rel(DOCS)} --port P --host 127.0.0.1   (page: ${PAGE.url}, polled every 10 ms)`);

  // Spawn → first page served, STARTS times (a new process each time).
  const starts = [];
  let dev;
  for (let i = 0; i < STARTS; i++) {
    const load = await waitForQuiet(`dev start ${i + 1}`);
    dev = await startDev();
    starts.push({ ms: dev.startMs, load });
    if (i < STARTS - 1) starts[i].rssKb = (await stopDev(dev)).rssKb;
  }

  // Edit → reload, EDITS times, in the last server (the page is open: compiled by the GET above).
  const reloads = [];
  const sse = await events(dev.base);
  await sleep(1000); // let the file watcher finish its initial scan, as it has by the time someone edits
  for (let i = 1; i <= EDITS; i++) {
    const load = await waitForQuiet(`edit ${i}`);
    const arrived = sse.next('reload');
    const saved = editPage(i);
    try {
      const at = await arrived;
      const page = await get(dev.base + PAGE.url);
      reloads.push({ ms: at - saved, fetchMs: now() - saved, fresh: page.body.includes(`Bench edit ${i}.`), load });
    } catch (e) {
      reloads.push({ ms: undefined, error: e.message, load });
    }
    await sleep(400); // let the watcher settle between saves
  }
  sse.close();
  const last = await stopDev(dev);
  starts[starts.length - 1].rssKb = last.rssKb;

  table(
    [{ title: 'start' }, { title: 'load' }, { title: 'spawn → first page (ms)' }, { title: 'peak RSS (MB)' }],
    [
      ...starts.map((s, i) => [String(i + 1), fmt(s.load, 2), fmt(s.ms, 0), fmt(mb(s.rssKb), 1)]),
      ['median', fmt(median(starts.map((s) => s.load)), 2), fmt(median(starts.map((s) => s.ms)), 0), ''],
    ],
  );
  console.log('');
  table(
    [
      { title: 'edit' },
      { title: 'load' },
      { title: 'save → reload event (ms)' },
      { title: 'save → page refetched (ms)' },
      { title: 'page shows the edit' },
    ],
    [
      ...reloads.map((r, i) => [
        String(i + 1),
        fmt(r.load, 2),
        r.error ? `n/a (${r.error})` : fmt(r.ms, 1),
        fmt(r.fetchMs, 1),
        r.error ? '' : r.fresh ? 'yes' : 'NO',
      ]),
      [
        'median',
        fmt(median(reloads.map((r) => r.load)), 2),
        fmt(median(reloads.map((r) => r.ms)), 1),
        fmt(median(reloads.map((r) => r.fetchMs)), 1),
        '',
      ],
    ],
  );
  const startMs = median(starts.map((s) => s.ms));
  const reloadMs = reloads.some((r) => r.ms === undefined) ? undefined : median(reloads.map((r) => r.ms));
  const stale = reloads.filter((r) => r.ms !== undefined && !r.fresh).length;
  if (stale) console.log(`  WARNING: ${stale} reload(s) served the page without the edit`);
  return {
    startMs,
    reloadMs,
    rows: [
      [
        'dev: spawn → first page served (median)',
        `${fmt(startMs, 0)} ms`,
        `< ${DEV_TARGETS.startMs} ms`,
        verdict(startMs, (v) => v < DEV_TARGETS.startMs),
        fmt(median(starts.map((s) => s.load)), 2),
      ],
      [
        'dev: edit → reload event (median)',
        reloadMs === undefined ? 'n/a (missed)' : `${fmt(reloadMs, 0)} ms`,
        `< ${DEV_TARGETS.reloadMs} ms`,
        reloadMs === undefined ? 'FAIL' : verdict(reloadMs, (v) => v < DEV_TARGETS.reloadMs && stale === 0),
        fmt(median(reloads.map((r) => r.load)), 2),
      ],
    ],
  };
}
