import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { fileStamp } from '../source/file-stamp.js';
import type { FeedEntry, IslandSource, Page, PageLink } from '../model/page.js';
import type { Route } from '../model/site-model.js';
import type { RouteLabel } from '../render/site-index.js';
import type { MetaVisibility } from '../render/visibility.js';

/**
 * The build cache under `<docs>/.sextant/cache/`: every compiled page by the hash of its inputs, and
 * a manifest of the last build (labels, what each page drew), so a rebuild recompiles only changed
 * pages and re-renders only pages whose content or drawn labels changed.
 */

export const CACHE_VERSION = 35;

/** The build cache's folder of generated Open Graph cards, by name (output/og-cards.ts). */
export const OG_CACHE = 'og';

export interface ManifestRoute {
  inputHash: string;
  /** The page's title and description (what site-level outputs list). */
  title: string;
  description?: string;
  /** Where the compiled page is kept: `pack:offset:length` (see PageCache). */
  stored?: string;
  dependencies: string[];
  label: RouteLabel;
  math: boolean;
  mermaid: boolean;
  /** A diagram laid out by ELK (the build copies its layout module). */
  elk?: true;
  /** The page shows the API playground (the build copies its scripts). */
  playground?: boolean;
  /** The page shows the WebSocket console (the build copies its scripts). */
  channelConsole?: boolean;
  /** The origins its playground sends to (for the proxy's allow-list). */
  apiOrigins?: string[];
  diagnostics: Diagnostic[];
  labelDeps: string[];
  icons: string[];
  /** Shared schema fragment folders the page links to. */
  fragments?: string[];
  /** Its generated Open Graph card (`_sextant/og/<hash>.png`). */
  card?: string;
  /** Class names the page writes (Tailwind candidates). */
  classes?: string[];
  /** The page's `<Update>` entries (its RSS feed). */
  feed?: FeedEntry[];
  /** Its frontmatter `hidden`, `noindex` and `searchable: false`: where it shows follows from these and its route (render/visibility.ts). */
  visibility?: MetaVisibility;
  /** The author's interactive components the page draws (the islands output bundles them). */
  islands?: IslandSource[];
  /** The ids links can name on the page, and the links the site-wide checks need (see site/link-check.ts). */
  anchors?: string[];
  links?: PageLink[];
}

export interface Manifest {
  version: number;
  /** Sextant and the model: what every compiled page depends on (see `modelHash`). */
  modelHash: string;
  /** The asset URLs and the output folder: a rebuild also needs these equal (see `outputKey`). */
  outputKey: string;
  outDir: string;
  routes: Record<string, ManifestRoute>;
  /** The files each site-level output owns, by output name: file → stamp (OwnedFiles of outputs/output.ts). */
  outputs: Record<string, Record<string, string>>;
}

const sha = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex').slice(0, 32);

/** A page an earlier build compiled from the inputs it has now: its input hash and where it is kept. */
export interface KeptPage {
  inputHash: string;
  stored: string;
}

/** Compiled pages on disk, keyed by the hash of what they were compiled from. */
export class PageCache {
  private readonly pagesDir: string;
  private kept = new Map<string, KeptPage>();

  constructor(
    private readonly root: string,
    readonly dir: string,
    readonly modelHash: string,
  ) {
    this.pagesDir = path.join(dir, 'pages');
  }

  /** Hash of a route's inputs: the model, its file (or spec) and the files it used (snippets, specs). */
  inputHash(route: Route, dependencies: readonly string[]): string {
    const h = crypto
      .createHash('sha256')
      .update(this.modelHash)
      .update('\0' + route.path);
    const own = route.page.kind === 'mdx' ? route.page.file : route.page.spec;
    for (const file of [own, ...dependencies]) {
      h.update('\0' + file + '\0');
      h.update(/^https?:\/\//i.test(file) ? '(url)' : this.fileDigest(file));
    }
    return h.digest('hex').slice(0, 32);
  }

  /** A file's content hash, remembered by size and mtime: a spec is shared by hundreds of API pages. */
  private readonly digests = new Map<string, { id: string; digest: string }>();

  private fileDigest(file: string): string {
    const abs = path.join(this.root, file);
    const id = fileStamp(abs);
    if (!id) return '(missing)';
    const hit = this.digests.get(file);
    if (hit && hit.id === id) return hit.digest;
    let digest: string;
    try {
      digest = sha(fs.readFileSync(abs));
    } catch {
      digest = '(missing)';
    }
    this.digests.set(file, { id, digest });
    return digest;
  }

  // Compiled pages are appended to pack files, a few MB each, rather than written one file per page:
  // thousands of small files cost more in the file system than the build spends on compiling.
  private readonly packPrefix = `${process.pid}-${threadId}-${Date.now().toString(36)}`;
  private packSeq = 0;
  private chunks: Buffer[] = [];
  private packBytes = 0;

  /** Keep a compiled page (unless the cache is off: no folder); returns its input hash and where it is kept. */
  store(route: Route, page: Page): { inputHash: string; stored?: string } {
    const inputHash = this.inputHash(route, page.dependencies);
    if (!this.dir) return { inputHash };
    // Highlighted blocks are kept as places in the page's HTML, not a second copy (see highlightsOf).
    const { highlighted, ...kept } = page;
    const codeAt = highlighted?.flatMap(([id, pre]) => {
      const at = page.html.indexOf(pre);
      return at < 0 ? [] : [[id, at, pre.length] as const];
    });
    const data = Buffer.from(JSON.stringify(codeAt?.length ? { ...kept, codeAt } : kept));
    const stored = `${this.packPrefix}-${this.packSeq}:${this.packBytes}:${data.length}`;
    this.chunks.push(data);
    this.packBytes += data.length;
    if (this.packBytes >= PACK_BYTES) this.flush();
    return { inputHash, stored };
  }

  /**
   * Offer the pages of an earlier build whose inputs did not change (see `keptPages`), by route: a
   * full build renders them from here instead of compiling them again.
   */
  reuse(kept: Iterable<[string, KeptPage]>): void {
    this.kept = new Map(kept);
  }

  /** The pages offered to `reuse`. */
  keptPages(): [string, KeptPage][] {
    return [...this.kept];
  }

  /** A page offered to `reuse`, loaded, with its hash and place; undefined when not offered or its pack is gone. */
  reused(route: Route): (KeptPage & { page: Page }) | undefined {
    const k = this.kept.get(route.path);
    const page = k && this.load(k.stored);
    return page && { ...k, page };
  }

  /** Write the pages stored since the last flush (call once compiling is done). */
  flush(): void {
    if (!this.dir || this.chunks.length === 0) return;
    fs.mkdirSync(this.pagesDir, { recursive: true });
    fs.writeFileSync(path.join(this.pagesDir, `${this.packPrefix}-${this.packSeq}.pack`), Buffer.concat(this.chunks));
    this.chunks = [];
    this.packBytes = 0;
    this.packSeq++;
  }

  /** A compiled page by where `store` kept it, if still there. */
  load(stored: string | undefined): Page | undefined {
    const m = stored ? /^([\w-]+):(\d+):(\d+)$/.exec(stored) : null;
    if (!m) return undefined;
    let fd: number | undefined;
    try {
      fd = fs.openSync(path.join(this.pagesDir, `${m[1]}.pack`), 'r');
      const buf = Buffer.alloc(Number(m[3]));
      if (fs.readSync(fd, buf, 0, buf.length, Number(m[2])) !== buf.length) return undefined;
      return JSON.parse(buf.toString('utf8')) as Page;
    } catch {
      return undefined;
    } finally {
      if (fd !== undefined) fs.closeSync(fd);
    }
  }

  /** Delete pack files and cards no route of `manifest` refers to any more (pages of earlier builds). */
  prune(manifest: Manifest): void {
    const cards = new Set(Object.values(manifest.routes).map((r) => r.card && path.basename(r.card)));
    const cardDir = path.join(this.dir, OG_CACHE);
    if (fs.existsSync(cardDir))
      for (const name of fs.readdirSync(cardDir)) if (!cards.has(name)) fs.rmSync(path.join(cardDir, name), { force: true });
    const used = new Set(Object.values(manifest.routes).map((r) => r.stored?.split(':')[0]));
    let names: string[];
    try {
      names = fs.readdirSync(this.pagesDir);
    } catch {
      return;
    }
    for (const name of names) if (!used.has(name.replace(/\.pack$/, ''))) fs.rmSync(path.join(this.pagesDir, name), { force: true });
  }
}

/**
 * The compiled components (`<cache>/components/`, see content/custom/server-module.ts) a full build did
 * not use are removed after it: `unstampComponents` dates every entry back before the build, each
 * compile or reuse stamps its entry with the time, and `pruneComponents` removes those still undated.
 */
export function unstampComponents(cacheDir: string): void {
  for (const file of componentFiles(cacheDir)) {
    try {
      fs.utimesSync(file, 0, 0);
    } catch {
      // Removed meanwhile.
    }
  }
}

export function pruneComponents(cacheDir: string): void {
  for (const file of componentFiles(cacheDir)) {
    try {
      if (fs.statSync(file).mtimeMs === 0) fs.rmSync(file, { force: true });
    } catch {
      // Removed meanwhile.
    }
  }
}

function componentFiles(cacheDir: string): string[] {
  const dir = path.join(cacheDir, 'components');
  try {
    return fs.readdirSync(dir).map((name) => path.join(dir, name));
  } catch {
    return [];
  }
}

/** The code blocks a cached page had highlighted, as [id, HTML] (see `primeHighlight`). */
export function highlightsOf(page: Page): [string, string][] {
  const codeAt = (page as Page & { codeAt?: [string, number, number][] }).codeAt ?? [];
  return codeAt.map(([id, at, length]) => [id, page.html.slice(at, at + length)]);
}

/** Pack files are written when they reach this size (and when compiling ends). */
const PACK_BYTES = 8 * 1024 * 1024;

/**
 * The hash every compiled page's input hash starts from: Sextant's version and the model. Not the asset
 * URLs or the output folder, which only rendering uses: a build into another folder (or one whose
 * output was deleted) still finds its compiled pages.
 */
export function modelHash(version: string, model: unknown): string {
  return sha(JSON.stringify([CACHE_VERSION, version, model]));
}

/** What a rebuild, which writes only what changed into the last output, also needs equal: the asset URLs and the output folder. */
export function outputKey(assets: unknown, outDir: string): string {
  return sha(JSON.stringify([assets, outDir]));
}

/**
 * The routes whose compiled page `previous` (the last build's manifest, of the same model hash) kept and
 * whose inputs are unchanged. Not an API page that wrote shared schema fragments: the fragments are
 * written as such pages compile, and the output they went to may be gone.
 */
export function keptPages(routes: readonly Route[], cache: PageCache, previous: Manifest): [string, KeptPage][] {
  if (previous.modelHash !== cache.modelHash) return [];
  const kept: [string, KeptPage][] = [];
  for (const r of routes) {
    const before = previous.routes[r.path];
    if (!before?.stored || before.fragments?.length) continue;
    if (cache.inputHash(r, before.dependencies) === before.inputHash)
      kept.push([r.path, { inputHash: before.inputHash, stored: before.stored }]);
  }
  return kept;
}

export function readManifest(dir: string): Manifest | undefined {
  if (!dir) return undefined;
  try {
    const m = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
    return m.version === CACHE_VERSION ? m : undefined;
  } catch {
    return undefined;
  }
}

export function writeManifest(dir: string, manifest: Manifest): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
}
