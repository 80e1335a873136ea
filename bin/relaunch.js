// `sextant build` runs in a Node process started with V8 flags for its garbage collector, which can only be
// given when Node starts, so the command starts itself again with them; `SEXTANT_NO_RELAUNCH=1` (or a
// debugger) builds in this process.
// - --single-threaded-gc: a build keeps every core busy with its own threads (and Pagefind's process), and
//   V8's collector helper threads only competed with them for the same cores. On this project's 2-core
//   machines the same builds used about 10 % less CPU with it (the pipecat fixture 41.7 s against 46.2 s of
//   CPU; the 6,500-page i18n corpus 57 s against 65–73 s of wall time).
// - --max-semi-space-size=32 (MB, from 16): a page's syntax trees live through several young-generation
//   collections at the default size, and each one copies them. On the pipecat fixture the scavenges took
//   3.1 s instead of 4.8 s on one thread, and the two-thread build 4–6 % less wall and CPU time, in
//   interleaved runs; its peak memory did not change.
// - --heap-growing-percent=100: without the collector's helper threads, V8 let the old generation grow
//   further between full collections (up to 4 times its live size), and the 2,000-page MDX corpus peaked at
//   1.34–1.42 GB instead of 0.87–0.92 GB. Letting it at most double keeps that build at 0.86 GB; at 50 % the
//   more frequent full collections cost the pipecat fixture about a quarter more CPU.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const FLAGS = ['--single-threaded-gc', '--max-semi-space-size=32', '--heap-growing-percent=100'];
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Run this command again in a child process with the flags, when it is `build` and they are not set
 * yet; resolves to the child's exit code (undefined: nothing was relaunched, go on here). Signals sent
 * to this process are passed on (the build merges the copy a terminal also sends it, see build.ts).
 */
export async function relaunched() {
  const [command] = process.argv.slice(2);
  if (command !== 'build' || process.execArgv.includes(FLAGS[0]) || process.env['SEXTANT_NO_RELAUNCH']) return undefined;
  // Under a debugger, the process being debugged must be the one that builds.
  if (process.execArgv.some((a) => a.startsWith('--inspect'))) return undefined;
  const child = spawn(process.execPath, [...FLAGS, ...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  const forward = (signal) => child.kill(signal);
  for (const signal of SIGNALS) process.on(signal, forward);
  const [code, signal] = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (c, s) => resolve([c, s]));
  });
  for (const s of SIGNALS) process.off(s, forward);
  // A child stopped by a signal it did not handle: exit as the shell reports it (128 + its number).
  if (signal) return 128 + (constants.signals[signal] ?? 1);
  return code ?? 1;
}
