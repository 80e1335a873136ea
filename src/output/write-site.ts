import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Temporary folders thrown away by `abort`: writes still arriving for them (from pages in flight) are refused. */
const aborted = new Set<string>();

/**
 * Writes a site into a temporary folder beside the output folder and swaps it in only when the
 * whole build succeeded, so a failed build leaves the previous output untouched.
 *
 * The folders beside the output are `<out>.sextant-tmp-<pid>` (the new output),
 * `<out>.sextant-old-<pid>` (the previous one, while swapping) and `<out>.sextant-trash-<pid>-<n>` (the
 * previous one, being deleted); the pid tells whether the build that made them still runs, so a build
 * cleans up after earlier killed ones.
 */
export class SiteWriter {
  readonly tmp: string;
  /** `tmp`, absolute. */
  private readonly root: string;
  /** Folders made so far: one mkdir call each, not one per file (a page writes two files). */
  private readonly made = new Set<string>();

  constructor(
    readonly outDir: string,
    existingTmp?: string,
  ) {
    this.tmp = existingTmp ?? `${outDir.replace(/[\\/]+$/, '')}.sextant-tmp-${process.pid}`;
    this.root = path.resolve(this.tmp);
    if (existingTmp) return;
    recoverKilledBuilds(outDir);
    fs.rmSync(this.tmp, { recursive: true, force: true });
    fs.mkdirSync(this.tmp, { recursive: true });
  }

  /** A writer into a temporary folder another writer made (build workers write their pages there). */
  static into(tmp: string): SiteWriter {
    return new SiteWriter(tmp, tmp);
  }

  /** Write a file at a path relative to the output root. */
  write(rel: string, content: string | Buffer): void {
    if (aborted.has(this.tmp)) throw new Error('the build was stopped');
    const abs = this.resolve(rel);
    this.folder(path.dirname(abs));
    fs.writeFileSync(abs, content);
  }

  private folder(dir: string): void {
    if (this.made.has(dir)) return;
    fs.mkdirSync(dir, { recursive: true });
    // Its parents exist now too: a page's Markdown twin goes into the folder above its HTML's.
    for (let d = dir; !this.made.has(d) && d.length > this.root.length; d = path.dirname(d)) this.made.add(d);
  }

  /**
   * A file as this build leaves the output: written by this build, else kept from the previous
   * output (a rebuild writes only what changed); undefined when neither has it.
   */
  read(rel: string): string | undefined {
    for (const abs of [this.resolve(rel), path.resolve(this.outDir, rel)]) {
      try {
        return fs.readFileSync(abs, 'utf8');
      } catch {
        // not there: try the next
      }
    }
    return undefined;
  }

  /** Copy a file into the output. */
  copy(from: string, rel: string): void {
    const abs = this.resolve(rel);
    this.folder(path.dirname(abs));
    fs.copyFileSync(from, abs);
  }

  /**
   * Move the files written into the previous output (each by one rename, so readers never see half a
   * file) and delete `removed` there (but those just written). For rebuilds, which write only what
   * changed: creating and removing a whole tree of folders costs more than the rebuild itself.
   */
  mergeInto(removed: string[]): void {
    const moved = new Set<string>();
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const abs = path.join(dir, e.name);
        if (e.isDirectory()) walk(abs);
        else {
          const rel = path.relative(this.tmp, abs);
          moved.add(rel.split(path.sep).join('/'));
          const target = path.join(this.outDir, rel);
          fs.mkdirSync(path.dirname(target), { recursive: true });
          fs.renameSync(abs, target);
        }
      }
    };
    this.made.clear();
    walk(this.tmp);
    // A path ending in `/` is a folder an output owned (see outputs/output.ts).
    for (const rel of removed) if (!moved.has(rel)) fs.rmSync(path.join(this.outDir, rel), { force: true, recursive: rel.endsWith('/') });
    fs.rmSync(this.tmp, { recursive: true, force: true });
  }

  /** Replace the output folder with the finished one. */
  commit(): void {
    this.made.clear();
    const old = `${this.outDir.replace(/[\\/]+$/, '')}.sextant-old-${process.pid}`;
    const had = fs.existsSync(this.outDir);
    if (had) fs.renameSync(this.outDir, old);
    try {
      fs.renameSync(this.tmp, this.outDir);
    } catch (err) {
      if (had) fs.renameSync(old, this.outDir);
      throw err;
    }
    if (had) removeLater(old, `${this.outDir.replace(/[\\/]+$/, '')}.sextant-trash-${process.pid}-${trashed++}`);
  }

  /** Throw the unfinished output away. */
  abort(): void {
    aborted.add(this.tmp);
    fs.rmSync(this.tmp, { recursive: true, force: true, maxRetries: 3 });
  }

  /** A route's file path inside the output (`/` → `index.html`, `/a/b` → `a/b/index.html`). */
  static routeFile(route: string): string {
    return route === '/' ? 'index.html' : `${route.replace(/^\/+/, '')}/index.html`;
  }

  private resolve(rel: string): string {
    const abs = path.resolve(this.tmp, rel);
    if (!abs.startsWith(path.resolve(this.tmp) + path.sep)) throw new Error(`refusing to write outside the output folder: ${rel}`);
    return abs;
  }
}

/** Previous outputs this process has handed to `removeLater`. */
let trashed = 0;

/**
 * Delete a previous output without holding the build up (thousands of files take seconds to delete):
 * it is renamed to a trash folder, which recovery only ever deletes, then removed by a detached process
 * that outlives this one; here, should that process not start.
 */
function removeLater(dir: string, trash: string): void {
  const now = (target: string) => fs.rmSync(target, { recursive: true, force: true });
  try {
    fs.renameSync(dir, trash);
  } catch {
    now(dir);
    return;
  }
  try {
    const script = 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })';
    const child = spawn(process.execPath, ['-e', script, trash], { detached: true, stdio: 'ignore' });
    child.on('error', () => now(trash));
    child.unref();
  } catch {
    now(trash);
  }
}

/**
 * Delete what builds killed beside `outDir` left (their process is gone): unfinished outputs, and
 * previous outputs moved aside, the latter put back instead when the output folder is missing (the
 * build was killed between the two renames of `commit`).
 */
function recoverKilledBuilds(outDir: string): void {
  const parent = path.dirname(path.resolve(outDir));
  const base = path.basename(path.resolve(outDir));
  let names: string[];
  try {
    names = fs.readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names.sort()) {
    if (!name.startsWith(`${base}.sextant-`)) continue;
    const m = /^\.sextant-(tmp|old|trash)-(\d+)(?:-\d+)?$/.exec(name.slice(base.length));
    if (!m || Number(m[2]) === process.pid || running(Number(m[2]))) continue;
    const abs = path.join(parent, name);
    if (m[1] === 'old' && !fs.existsSync(outDir)) fs.renameSync(abs, outDir);
    else fs.rmSync(abs, { recursive: true, force: true });
  }
}

/** Whether a process with this pid exists (one of another user's counts: its folders are not ours to judge). */
export function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}
