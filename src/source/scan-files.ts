import fs from 'node:fs';
import path from 'node:path';
import ignore, { type Ignore } from 'ignore';

/** The docs folder's files as the pipeline sees them. */
export interface FileIndex {
  /** Every file, relative with `/` separators. */
  files: Set<string>;
  /** Page key (path without extension) → page file (`.mdx` preferred over `.md`). */
  pages: Map<string, string>;
  /** JSON and YAML files other than docs.json: candidate API descriptions. */
  dataFiles: string[];
  /** `page.md` files hidden by a `page.mdx` beside them: [md, mdx]. */
  shadowed: [string, string][];
}

const IGNORE_FILES = ['.mintignore', '.sextantignore'];
const PAGE_EXT = /\.mdx?$/;
const DATA_EXT = /\.(json|ya?ml)$/;
/** Unfinished or replaced output folders of builds (see output/write-site.ts), beside any output folder. */
const BUILD_TEMP = /\.sextant-(tmp|old|trash)-\d+(?:-\d+)?$/;

/**
 * List the docs folder once, skipping the output folder (and builds' temporary ones), `node_modules`,
 * dot-folders and the patterns of `.mintignore` / `.sextantignore`.
 */
export function scanFiles(root: string, options: { outDir?: string } = {}): FileIndex {
  const ig = loadIgnore(root);
  // The output folder is skipped, and so is `dist/`, the default one, wherever this build writes.
  const outRel = options.outDir ? path.relative(root, path.resolve(root, options.outDir)).split(path.sep).join('/') : 'dist';
  const index: FileIndex = { files: new Set(), pages: new Map(), dataFiles: [], shadowed: [] };
  const walk = (dirRel: string, depth: number): void => {
    if (depth > 64) return;
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(root, dirRel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.name.startsWith('.') || e.name === 'node_modules') continue;
      const rel = dirRel ? `${dirRel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (rel === outRel || rel === 'dist' || BUILD_TEMP.test(e.name) || ig?.ignores(rel + '/')) continue;
        walk(rel, depth + 1);
      } else if (e.isFile() || e.isSymbolicLink()) {
        if (ig?.ignores(rel)) continue;
        index.files.add(rel);
        if (PAGE_EXT.test(rel)) {
          const key = rel.replace(PAGE_EXT, '');
          const other = index.pages.get(key);
          if (other) index.shadowed.push(rel.endsWith('.mdx') ? [other, rel] : [rel, other]);
          if (!other || rel.endsWith('.mdx')) index.pages.set(key, rel);
        } else if (DATA_EXT.test(rel) && rel !== 'docs.json') index.dataFiles.push(rel);
      }
    }
  };
  walk('', 0);
  return index;
}

function loadIgnore(root: string): Ignore | undefined {
  let ig: Ignore | undefined;
  for (const name of IGNORE_FILES) {
    try {
      const text = fs.readFileSync(path.join(root, name), 'utf8');
      (ig ??= ignore()).add(text);
    } catch {
      // no such file
    }
  }
  return ig;
}
