// Preloaded into benchmarked child processes (`node --import <this file> …`): at exit, writes the
// process's peak resident set size in kilobytes (process.resourceUsage().maxRSS) to the file named
// by SEXTANT_RSS_FILE. Synchronous write, because an exit handler cannot wait for async work.
import { writeFileSync } from 'node:fs';

const file = process.env['SEXTANT_RSS_FILE'];

/** Record the peak RSS (KiB) of this process in SEXTANT_RSS_FILE. */
function reportPeakRss() {
  writeFileSync(file, `${process.resourceUsage().maxRSS}\n`);
}

if (file) process.on('exit', reportPeakRss);
