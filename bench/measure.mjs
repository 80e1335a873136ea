// Run a command as a fresh child process and measure its wall time and peak RSS.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearTimeout, setTimeout } from 'node:timers';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sampleTree } from './proc-tree.mjs';

/** bench/report-rss.mjs as a file URL: `--import` takes a module specifier (a bare Windows path would not resolve). */
export const PRELOAD = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'report-rss.mjs')).href;

/**
 * Spawn `node --import report-rss.mjs …args` in `cwd`; resolve to `{ ms, rssKb, cpuMs, code, stdout, stderr, tree }`.
 * `ms` is the wall time from just before the spawn to the child's exit (process.hrtime);
 * `rssKb` the child's peak RSS in KiB (process.resourceUsage().maxRSS: the whole process, all its
 * threads) and `cpuMs` its CPU time, user + system, all threads (both undefined if it died before its
 * exit handler ran). With `tree: true` the process tree is
 * also sampled from /proc (see proc-tree.mjs) and `tree` holds `{ peakKb, maxProcesses, maxThreads }`.
 * `timeoutMs` as for `run` (code "timeout").
 */
export function measure(args, { cwd, env = {}, tree = false, timeoutMs }) {
  const rssFile = path.join(os.tmpdir(), `sextant-rss-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  return run(process.execPath, ['--import', PRELOAD, ...args], { cwd, env: { ...env, SEXTANT_RSS_FILE: rssFile }, tree, timeoutMs }).then(
    (r) => ({
      ...r,
      ...readRss(rssFile),
    }),
  );
}

/**
 * Spawn any command in `cwd` (environment: this process's plus `env`, NO_COLOR=1); resolve to
 * `{ ms, code, stdout, stderr, tree }` as for `measure` (`tree` only when asked for). With `timeoutMs`
 * the child runs in its own process group, which is killed when the time is up (code "timeout").
 */
export function run(command, args, { cwd, env = {}, tree = false, timeoutMs }) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: timeoutMs !== undefined,
    });
    const sampler = tree && child.pid ? sampleTree(child.pid) : undefined;
    let timedOut = false;
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            try {
              process.kill(-child.pid, 'SIGKILL');
            } catch {
              child.kill('SIGKILL');
            }
          }, timeoutMs);
    let end;
    let treeStats;
    const out = [];
    const err = [];
    child.stdout.on('data', (b) => out.push(b));
    child.stderr.on('data', (b) => err.push(b));
    child.on('error', (e) => {
      clearTimeout(timer);
      sampler?.stop();
      reject(e);
    });
    child.on('exit', () => {
      end = process.hrtime.bigint();
      clearTimeout(timer);
      treeStats = sampler?.stop();
    });
    child.on('close', (code, signal) => {
      resolve({
        ms: Number((end ?? process.hrtime.bigint()) - start) / 1e6,
        code: timedOut ? 'timeout' : (code ?? `signal ${signal}`),
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
        ...(treeStats ? { tree: treeStats } : {}),
      });
    });
  });
}

/** Read and delete the child's report: `{ rssKb, cpuMs }` (undefined values when there is none). */
export function readRss(file) {
  try {
    const [kb, us] = fs.readFileSync(file, 'utf8').trim().split(/\s+/).map(Number);
    fs.rmSync(file, { force: true });
    return { rssKb: Number.isFinite(kb) ? kb : undefined, cpuMs: Number.isFinite(us) ? us / 1000 : undefined };
  } catch {
    return { rssKb: undefined, cpuMs: undefined };
  }
}

/** Median of a list of numbers (undefined entries are skipped). */
export function median(values) {
  const v = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (v.length === 0) return undefined;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

/** The first `n` lines of a failed run's output, indented, for an error message. */
export function firstLines(r, n = 40) {
  const lines = (r.stdout + r.stderr).split('\n');
  return (
    lines
      .slice(0, n)
      .map((l) => `  | ${l}`)
      .join('\n') + (lines.length > n ? `\n  | … (${lines.length - n} more lines)` : '')
  );
}
