import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Reading the history must not hold a build up: past this, files fall back to their modification time. */
const GIT_TIMEOUT_MS = 10_000;

/**
 * When each file last changed, as an ISO date: the date of the last commit that touched it when the
 * docs folder is in a git work tree with its full history (one `git log` for the whole folder), else
 * the file's modification time, which a fresh clone sets to the checkout's time. Files changed since
 * their last commit (or never committed) take their modification time. Unknown files are left out.
 */
export async function lastModified(root: string, files: readonly string[], history = gitDates(root)): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const fromGit = await history;
  for (const file of files) {
    const date = fromGit?.get(file) ?? mtime(path.join(root, file));
    if (date) out.set(file, date);
  }
  return out;
}

/** A file's modification time (ISO), or undefined when it is not a file. */
export function mtime(abs: string): string | undefined {
  const st = fs.statSync(abs, { throwIfNoEntry: false });
  return st?.isFile() ? st.mtime.toISOString() : undefined;
}

/**
 * The last commit date of every committed, unchanged file under `root` (relative to it), or undefined
 * without usable history. Asynchronous, so a build can start it early and let it run beside the pages.
 */
export async function gitDates(root: string): Promise<Map<string, string> | undefined> {
  const git = (...args: string[]) =>
    new Promise<string | undefined>((resolve) =>
      execFile('git', args, { cwd: root, encoding: 'utf8', timeout: GIT_TIMEOUT_MS, maxBuffer: 256 * 1024 * 1024 }, (err, stdout) =>
        resolve(err ? undefined : stdout),
      ),
    );
  // A shallow clone (as CI makes) dates every file by its one commit: not worth reporting.
  if ((await git('rev-parse', '--is-shallow-repository'))?.trim() !== 'false') return undefined;
  // Paths relative to `root`, newest commit first: a file's first appearance is its last change.
  const [log, changed] = await Promise.all([
    git('-c', 'core.quotepath=off', 'log', '--format=%x00%cI', '--name-only', '--no-renames', '--relative', '--', '.'),
    git('-c', 'core.quotepath=off', 'diff', '--name-only', '--no-renames', '--relative', 'HEAD', '--', '.'),
  ]);
  if (log === undefined || changed === undefined) return undefined;
  const dates = new Map<string, string>();
  for (const commit of log.split('\0').slice(1)) {
    const [date, ...names] = commit.split('\n');
    for (const name of names) if (name && !dates.has(name)) dates.set(name, new Date(date!.trim()).toISOString());
  }
  // Files with uncommitted changes: their modification time is the later one.
  for (const name of changed.split('\n')) if (name) dates.delete(name);
  return dates;
}
