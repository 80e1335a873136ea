// Make sure Debian's Chromium is at /usr/bin/chromium before the browser tests run.
//
// Run by `npm test` (see package.json) right before `vitest run`. The browser tests in
// test/browser/ drive /usr/bin/chromium through playwright-core, which never downloads a browser
// itself, so something has to put one there:
//
//   1. If `/usr/bin/chromium --version` works, print that version on one line and exit 0.
//   2. Otherwise, when running as root on a machine with apt-get (CI: a clean Debian 12 box that
//      runs `bash .ci/run` as root), install Debian's `chromium` package non-interactively,
//      streaming apt's output, then check `/usr/bin/chromium --version` again.
//   3. Otherwise (not root, no apt-get, or the install failed) print what is missing and the exact
//      command that installs it, and exit 1.
//
// It never waits for input: every child process gets its stdin closed (`stdio: 'ignore'`), apt runs
// with DEBIAN_FRONTEND=noninteractive and `-y`, and every step has a time limit.
//
// Usage: node scripts/ensure-chromium.mjs

import { spawnSync } from 'node:child_process';
import process from 'node:process';

const CHROMIUM = '/usr/bin/chromium';
const INSTALL_HINT = 'sudo apt-get install chromium';

/** Time limits (ms): enough for a slow mirror, but never an endless hang. */
const VERSION_TIMEOUT = 30_000;
const UPDATE_TIMEOUT = 10 * 60_000;
const INSTALL_TIMEOUT = 30 * 60_000;

/**
 * The output of `/usr/bin/chromium --version` (e.g. "Chromium 140.0.7339.185 built on Debian ..."),
 * or undefined when it is missing or does not run.
 */
function chromiumVersion() {
  const result = spawnSync(CHROMIUM, ['--version'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    timeout: VERSION_TIMEOUT,
  });
  if (result.error || result.status !== 0) return undefined;
  const version = result.stdout.trim();
  return version === '' ? undefined : version;
}

/** Whether a command is on PATH (spawning it reports ENOENT when it is not). */
function hasCommand(command) {
  const result = spawnSync(command, ['--version'], { stdio: 'ignore', timeout: VERSION_TIMEOUT });
  return result.error === undefined || result.error.code !== 'ENOENT';
}

/**
 * Run `apt-get <args>` with apt's own output streamed to ours (stdout and stderr inherited, stdin
 * closed). Returns true when it exited 0.
 */
function aptGet(args, timeout) {
  // Wait (bounded) for another apt/dpkg process to release its lock instead of failing at once.
  const fullArgs = ['-o', 'DPkg::Lock::Timeout=300', ...args];
  console.error(`ensure-chromium: apt-get ${fullArgs.join(' ')}`);
  const result = spawnSync('apt-get', fullArgs, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    timeout,
  });
  if (result.error) {
    const why = result.error.code === 'ETIMEDOUT' ? `timed out after ${timeout / 60_000} minutes` : result.error.message;
    console.error(`ensure-chromium: apt-get ${args[0]} failed: ${why}`);
    return false;
  }
  if (result.status !== 0) {
    console.error(`ensure-chromium: apt-get ${args[0]} exited with ${result.status ?? result.signal}`);
    return false;
  }
  return true;
}

/** Explain what is missing and how to fix it, then exit 1. */
function fail(reason) {
  console.error(
    [
      '',
      `ensure-chromium: ${reason}`,
      `The browser tests (test/browser/) need Debian's chromium at ${CHROMIUM}.`,
      'Install it with:',
      '',
      `    ${INSTALL_HINT}`,
      '',
      'then run the tests again.',
      '',
    ].join('\n'),
  );
  process.exit(1);
}

// 1. Already there: say which version and stop.
const found = chromiumVersion();
if (found !== undefined) {
  console.log(`ensure-chromium: ${found} at ${CHROMIUM}`);
  process.exit(0);
}

// 2. Install it ourselves, but only where that cannot need a password or a prompt.
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) fail(`${CHROMIUM} is missing or does not run, and installing it needs root.`);
if (!hasCommand('apt-get')) fail(`${CHROMIUM} is missing or does not run, and apt-get is not available to install it.`);

console.error(`ensure-chromium: ${CHROMIUM} not found; installing Debian's chromium package (running as root)...`);
const started = Date.now();
// A failed `update` is not fatal by itself: the package lists already on disk may be enough.
aptGet(['update'], UPDATE_TIMEOUT);
const installed = aptGet(['install', '-y', '--no-install-recommends', 'chromium'], INSTALL_TIMEOUT);
if (!installed) fail("installing Debian's chromium package with apt-get failed (see apt-get's output above).");

// 3. Check that what apt installed actually runs.
const version = chromiumVersion();
if (version === undefined) fail(`apt-get installed chromium, but \`${CHROMIUM} --version\` still does not work.`);
const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(`ensure-chromium: installed ${version} at ${CHROMIUM} in ${seconds}s`);
