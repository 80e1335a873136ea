// The generated corpora of the build, dev and Starlight benchmarks (2,000 pages) and of the small-site
// build (200 pages), made by the shared generator ../shared/probes/make-docs-corpus.mjs (plain Markdown,
// and with --mdx the common components). Kept in bench/.work/corpus-{md,mdx}-<pages> and regenerated only
// when the generator, its arguments or the generated files changed (a stamp holds the generator's hash
// and a hash of every file).
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './make-i18n-corpus.mjs';

/** The shared corpus generator (beside the repository). */
export const GENERATOR = path.resolve(REPO_ROOT, '..', 'shared', 'probes', 'make-docs-corpus.mjs');
/** Markdown pages per corpus (plus the index page). */
export const DOCS_PAGES = 2000;
/** The benchmarks' scratch folder (git-ignored). */
export const WORK = path.join(REPO_ROOT, 'bench', '.work');
const STAMP = '.corpus-stamp.json';

/** Folder of the corpus of `kind` ('md' or 'mdx') with `pages` pages. */
export const corpusDir = (kind, pages = DOCS_PAGES) => path.join(WORK, `corpus-${kind}-${pages}`);

/** Entries a corpus copy or hash leaves out: dot-files (stamp, `.sextant/` cache) and build output. */
const skipped = (name) => name.startsWith('.') || name === 'dist';

/** Every file under `dir` (relative, '/'-separated, sorted), leaving out `skipped` entries. */
export function listFiles(dir, { skip = skipped } = {}) {
  const out = [];
  const walk = (sub) => {
    for (const e of fs.readdirSync(path.join(dir, sub), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (skip(e.name)) continue;
      const r = sub ? `${sub}/${e.name}` : e.name;
      if (e.isDirectory()) walk(r);
      else out.push(r);
    }
  };
  walk('');
  return out;
}

/** sha256 over the names and contents of the corpus files. */
function hashTree(dir) {
  const h = crypto.createHash('sha256');
  for (const f of listFiles(dir))
    h.update(f)
      .update('\0')
      .update(fs.readFileSync(path.join(dir, f)))
      .update('\0');
  return h.digest('hex');
}

/**
 * Make sure the corpus of `kind` with `pages` pages (a multiple of 40) exists and is unchanged; returns
 * `{ dir, generated, pages }` (pages counts the index page), or `{ skip: reason }` when the shared
 * generator is not there or fails.
 */
export function ensureDocsCorpus(kind, pages = DOCS_PAGES) {
  if (!fs.existsSync(GENERATOR)) return { skip: `${GENERATOR} not found (the shared folder is absent)` };
  const dir = corpusDir(kind, pages);
  const args = [String(pages), ...(kind === 'mdx' ? ['--mdx'] : [])];
  const generator = crypto.createHash('sha256').update(fs.readFileSync(GENERATOR)).digest('hex').slice(0, 16);
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(path.join(dir, STAMP), 'utf8'));
  } catch {
    stamp = undefined;
  }
  if (stamp && stamp.generator === generator && stamp.args.join(' ') === args.join(' ') && stamp.files === hashTree(dir)) {
    return { dir, generated: false, pages: pages + 1 };
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(WORK, { recursive: true });
  const r = spawnSync(process.execPath, [GENERATOR, dir, ...args], { encoding: 'utf8' });
  if (r.status !== 0) return { skip: `the generator failed (exit ${r.status}): ${(r.stderr || r.stdout).trim().split('\n')[0]}` };
  fs.writeFileSync(path.join(dir, STAMP), JSON.stringify({ generator, args, files: hashTree(dir) }) + '\n');
  return { dir, generated: true, pages: pages + 1 };
}

/** Copy a corpus (without dot-files and build output) into `to`, replacing what was there. */
export function copyCorpus(from, to) {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true, filter: (src) => src === from || !skipped(path.basename(src)) });
}

/** Total size in bytes of the files under `dir` (recursive; symlinks not followed). */
export function folderBytes(dir) {
  let total = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) total += folderBytes(p);
    else if (e.isFile()) total += fs.statSync(p).size;
  }
  return total;
}

/** Number of files under `dir` (recursive). */
export function fileCount(dir) {
  return listFiles(dir, { skip: () => false }).length;
}
