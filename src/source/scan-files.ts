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
  /**
   * Page files (by page key) and folders (`dir/`) left out by an ignore rule, with the file or folder and
   * which kind of rule, to explain a navigation entry naming one (see `whyIgnored`).
   */
  ignored: Map<string, Ignored>;
}

export interface Ignored {
  path: string;
  by: 'default' | 'ignore-file';
}

const IGNORE_FILES = ['.mintignore', '.sextantignore'];
/**
 * What the reference product leaves out of every build besides dot-folders and `node_modules` (gitignore
 * patterns, so at any depth): a repository's own README, licence, changelog and contribution guide, and
 * build, coverage and scratch folders. Matched case-sensitively, as listed, so a `changelog.mdx` page stays;
 * a `!README.md` line in `.mintignore` brings a file back.
 */
export const DEFAULT_IGNORES = ['build/', 'coverage/', 'tmp/', 'temp/', 'README.md', 'LICENSE.md', 'CHANGELOG.md', 'CONTRIBUTING.md'];
const defaults = ignore({ ignorecase: false }).add(DEFAULT_IGNORES);
const PAGE_EXT = /\.mdx?$/;
const DATA_EXT = /\.(json|ya?ml)$/;
/** Unfinished or replaced output folders of builds (see output/write-site.ts), beside any output folder. */
const BUILD_TEMP = /\.sextant-(tmp|old|trash)-\d+(?:-\d+)?$/;

/**
 * List the docs folder once, skipping the output folder (and builds' temporary ones), `node_modules`,
 * dot-folders, `DEFAULT_IGNORES` and the patterns of `.mintignore` / `.sextantignore`.
 */
export function scanFiles(root: string, options: { outDir?: string } = {}): FileIndex {
  const ig = loadIgnore(root);
  // The output folder is skipped, and so is `dist/`, the default one, wherever this build writes.
  const outRel = options.outDir ? path.relative(root, path.resolve(root, options.outDir)).split(path.sep).join('/') : 'dist';
  const index: FileIndex = { files: new Set(), pages: new Map(), dataFiles: [], shadowed: [], ignored: new Map() };
  /** Why `rel` is left out, if it is. */
  const ignoredBy = (rel: string): 'default' | 'ignore-file' | undefined => {
    const own = ig?.test(rel);
    if (own?.ignored) return 'ignore-file';
    return defaults.ignores(rel) && !own?.unignored ? 'default' : undefined;
  };
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
        if (rel === outRel || rel === 'dist' || BUILD_TEMP.test(e.name)) continue;
        const by = ignoredBy(rel + '/');
        if (by) index.ignored.set(rel + '/', { path: rel + '/', by });
        else walk(rel, depth + 1);
      } else if (e.isFile() || e.isSymbolicLink()) {
        const by = ignoredBy(rel);
        if (by) {
          if (PAGE_EXT.test(rel)) index.ignored.set(rel.replace(PAGE_EXT, ''), { path: rel, by });
          continue;
        }
        index.files.add(rel);
        if (PAGE_EXT.test(rel)) {
          const key = rel.replace(PAGE_EXT, '');
          const other = index.pages.get(key);
          if (other) index.shadowed.push(rel.endsWith('.mdx') ? [other, rel] : [rel, other]);
          if (!other || rel.endsWith('.mdx')) index.pages.set(key, rel);
        } else if (DATA_EXT.test(rel) && rel !== 'docs.json' && rel !== 'mint.json') index.dataFiles.push(rel);
      }
    }
  };
  walk('', 0);
  return index;
}

/** The ignored file or folder that holds the page `key`, if an ignore rule is why it is not in the listing. */
export function whyIgnored(index: FileIndex, key: string): Ignored | undefined {
  const own = index.ignored.get(key);
  if (own) return own;
  const parts = key.split('/');
  for (let i = 1; i < parts.length; i++) {
    const folder = index.ignored.get(parts.slice(0, i).join('/') + '/');
    if (folder) return folder;
  }
  return undefined;
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
