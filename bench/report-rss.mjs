// Preloaded into benchmarked child processes (`node --import <this file> …`): at exit, writes the
// process's peak resident set size in kilobytes (process.resourceUsage().maxRSS) and its CPU time
// (user + system, microseconds, all threads) to the file named by SEXTANT_RSS_FILE, as "KB CPU_US".
// Synchronous write, because an exit handler cannot wait for async work. `sextant build` starts itself
// again with its Node flags (bin/relaunch.js), and the preload with it: the build's process exits
// first and its figures are the ones kept (the command that started it only waited).
import { existsSync, writeFileSync } from 'node:fs';

const file = process.env['SEXTANT_RSS_FILE'];

/** Record the peak RSS (KiB) and CPU time (µs) of this process in SEXTANT_RSS_FILE. */
function reportPeakRss() {
  if (existsSync(file)) return;
  const u = process.resourceUsage();
  writeFileSync(file, `${u.maxRSS} ${u.userCPUTime + u.systemCPUTime}\n`);
}

if (file) process.on('exit', reportPeakRss);
