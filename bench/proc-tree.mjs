// Sample the resident memory of a process and all its descendants from /proc (Linux only).
// Used for commands that may spawn other processes (Astro + Pagefind), and to confirm that
// `sextant build` stays one process whose worker threads are counted by its own maxRSS.
import fs from 'node:fs';
import { clearInterval, setInterval } from 'node:timers';

const PAGE_KB = 4; // /proc/PID/stat counts RSS in pages; 4 KiB pages on x86-64 and arm64 Linux defaults
const TICK_MS = 10; // and CPU time in clock ticks: USER_HZ is 100 on Linux
/** Whether /proc can be sampled here. */
export const CAN_SAMPLE = fs.existsSync('/proc/self/stat');

/** Parse /proc/PID/stat: `{ name, ppid, threads, rssKb, cpuMs }`, or undefined when the process is gone. */
function readStat(pid) {
  let text;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // Fields after "(comm)": comm may contain spaces and parentheses, so split after the last ')'.
  const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return {
    name: text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')),
    ppid: Number(f[1]),
    threads: Number(f[17]),
    rssKb: Number(f[21]) * PAGE_KB,
    cpuMs: (Number(f[11]) + Number(f[12])) * TICK_MS,
  };
}

/** The processes of the tree rooted at `root`, with their stats. */
function treeOf(root) {
  const stats = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = readStat(Number(name));
    if (s) stats.set(Number(name), s);
  }
  const tree = new Map();
  if (!stats.has(root)) return tree;
  tree.set(root, stats.get(root));
  // Parents have lower-or-equal positions only by chance; iterate until no new descendant appears.
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, s] of stats) {
      if (!tree.has(pid) && tree.has(s.ppid)) {
        tree.set(pid, s);
        grew = true;
      }
    }
  }
  return tree;
}

/**
 * Start sampling the tree rooted at `pid` every `intervalMs`. `stop()` takes a last sample and returns
 * `{ peakKb, maxProcesses, maxThreads, samples, names }`: the largest sum of RSS over the tree's processes
 * (shared pages are counted once per process, so this is an upper bound), the most processes seen at once,
 * the most threads of the root process, the names of every process seen, and `cpuMs`: the CPU time (user +
 * system) of the tree's processes as last sampled (a lower bound: up to one interval per process is missed). Returns undefined values when /proc is not available.
 */
export function sampleTree(pid, intervalMs = 200) {
  let peakKb;
  let maxProcesses = 0;
  let maxThreads = 0;
  let samples = 0;
  const names = new Set();
  const cpu = new Map(); // pid → last CPU time seen (the work after the last sample before its exit is missed)
  const sample = () => {
    if (!CAN_SAMPLE) return;
    const tree = treeOf(pid);
    if (tree.size === 0) return;
    samples++;
    let sum = 0;
    for (const s of tree.values()) sum += s.rssKb;
    for (const [p, s] of tree) {
      names.add(s.name);
      cpu.set(p, s.cpuMs);
    }
    peakKb = Math.max(peakKb ?? 0, sum);
    maxProcesses = Math.max(maxProcesses, tree.size);
    maxThreads = Math.max(maxThreads, tree.get(pid)?.threads ?? 0);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      sample();
      clearInterval(timer);
      return {
        peakKb,
        maxProcesses: CAN_SAMPLE ? maxProcesses : undefined,
        maxThreads: CAN_SAMPLE ? maxThreads : undefined,
        samples,
        names: [...names],
        cpuMs: CAN_SAMPLE ? [...cpu.values()].reduce((a, b) => a + b, 0) : undefined,
      };
    },
  };
}
