// Run a Node script as a fresh child process and measure its wall time and peak RSS.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** bench/report-rss.mjs as a file URL: `--import` takes a module specifier (a bare Windows path would not resolve). */
const PRELOAD = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'report-rss.mjs')).href;

/**
 * Spawn `node --import report-rss.mjs …args` in `cwd`; resolve to `{ ms, rssKb, code, stdout, stderr }`.
 * `ms` is the wall time from just before the spawn to the child's exit (process.hrtime);
 * `rssKb` the child's peak RSS in KiB (undefined if it died before its exit handler ran).
 */
export function measure(args, { cwd }) {
  const rssFile = path.join(os.tmpdir(), `sextant-rss-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  const env = { ...process.env, SEXTANT_RSS_FILE: rssFile, NO_COLOR: '1' };
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(process.execPath, ['--import', PRELOAD, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let end;
    const out = [];
    const err = [];
    child.stdout.on('data', (b) => out.push(b));
    child.stderr.on('data', (b) => err.push(b));
    child.on('error', reject);
    child.on('exit', () => {
      end = process.hrtime.bigint();
    });
    child.on('close', (code, signal) => {
      resolve({
        ms: Number((end ?? process.hrtime.bigint()) - start) / 1e6,
        rssKb: readRss(rssFile),
        code: code ?? `signal ${signal}`,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
      });
    });
  });
}

/** Read and delete the child's RSS report; undefined when there is none. */
function readRss(file) {
  try {
    const kb = Number(fs.readFileSync(file, 'utf8').trim());
    fs.rmSync(file, { force: true });
    return Number.isFinite(kb) ? kb : undefined;
  } catch {
    return undefined;
  }
}

/** Median of a list of numbers (undefined entries are skipped). */
export function median(values) {
  const v = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (v.length === 0) return undefined;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}
