// The machine may be shared (tests running beside the bench): before a measurement, wait a while for the
// 1-minute load average to fall to BENCH_MAX_LOAD (default 2), then measure anyway and report the load.
// Each wait lasts at most BENCH_LOAD_WAIT seconds (default 30), all waits together BENCH_LOAD_BUDGET (default 300).
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

const MAX_LOAD = Number(process.env['BENCH_MAX_LOAD'] ?? 2);
/** How long to wait at most, in seconds, per call (BENCH_LOAD_WAIT; 0 never waits). */
const MAX_WAIT_S = Number(process.env['BENCH_LOAD_WAIT'] ?? 30);
/** Seconds left for waiting over the whole bench (BENCH_LOAD_BUDGET). */
let budgetS = Number(process.env['BENCH_LOAD_BUDGET'] ?? 300);

/** The 1-minute load average (0 where the platform has none). */
export const load1 = () => os.loadavg()[0];

/** Every load average seen at the start of a measurement, for the summary. */
export const seenLoads = [];

/**
 * Wait up to BENCH_LOAD_WAIT seconds for the 1-minute load to be at most BENCH_MAX_LOAD; return the load
 * measured under (and remember it). Prints a note when it waits or gives up.
 */
export async function waitForQuiet(what) {
  const started = Date.now();
  let load = load1();
  const waitS = Math.min(MAX_WAIT_S, budgetS);
  if (load > MAX_LOAD && waitS > 0) {
    process.stdout.write(`  (load ${load.toFixed(2)} > ${MAX_LOAD} before ${what}: waiting up to ${Math.round(waitS)} s`);
    while (load > MAX_LOAD && Date.now() - started < waitS * 1000) {
      await sleep(5000);
      load = load1();
    }
    budgetS -= (Date.now() - started) / 1000;
    process.stdout.write(load > MAX_LOAD ? `; still ${load.toFixed(2)}, measuring anyway)\n` : `; now ${load.toFixed(2)})\n`);
  }
  seenLoads.push(load);
  return load;
}
