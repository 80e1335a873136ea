/**
 * Phase marks for finding where a build's time goes: with SEXTANT_TIMINGS=1 each mark prints to stderr
 * the seconds since the command started (workers included, on the same clock) and the process's CPU time.
 * Off, a mark costs one property read.
 */
import { threadId } from 'node:worker_threads';

const on = process.env['SEXTANT_TIMINGS'] === '1';
// The main thread's start, shared with workers through the environment they inherit.
if (on && !process.env['SEXTANT_T0']) process.env['SEXTANT_T0'] = String(performance.timeOrigin);
const t0 = Number(process.env['SEXTANT_T0'] ?? performance.timeOrigin);

/** Print `label` with the time since the command started, when SEXTANT_TIMINGS=1. */
export function mark(label: string): void {
  if (!on) return;
  const at = (performance.timeOrigin + performance.now() - t0) / 1000;
  const cpu = process.cpuUsage();
  process.stderr.write(`[timings] ${at.toFixed(3)} s  thread ${threadId}  cpu ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s  ${label}\n`);
}
