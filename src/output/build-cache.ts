import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Page } from '../model/page.js';
import type { Route } from '../model/site-model.js';
import type { RouteLabel } from '../render/site-index.js';

/**
 * The build cache under `<docs>/.sextant/cache/`: every compiled page by the hash of its inputs, and
 * a manifest of the last build (labels, what each page drew), so a rebuild recompiles only changed
 * pages and re-renders only pages whose content or drawn labels changed.
 */

export const CACHE_VERSION = 1;

export interface ManifestRoute {
  inputHash: string;
  dependencies: string[];
  label: RouteLabel;
  math: boolean;
  mermaid: boolean;
  diagnostics: Diagnostic[];
  labelDeps: string[];
  icons: string[];
  /** Class names the page writes (Tailwind candidates). */
  classes?: string[];
}

export interface Manifest {
  version: number;
  /** The model, Sextant and its assets, and the output folder: a rebuild needs all equal. */
  modelHash: string;
  outDir: string;
  routes: Record<string, ManifestRoute>;
  /** Static files copied, with size and modification time, to spot changed ones. */
  statics: Record<string, string>;
}

const sha = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex').slice(0, 32);

/** Compiled pages on disk, keyed by the hash of what they were compiled from. */
export class PageCache {
  private readonly pagesDir: string;

  constructor(
    private readonly root: string,
    readonly dir: string,
    readonly modelHash: string,
  ) {
    this.pagesDir = path.join(dir, 'pages');
  }

  /** Hash of a route's inputs: the model, its file (or spec) and the files it used (snippets, specs). */
  inputHash(route: Route, dependencies: readonly string[]): string {
    const h = crypto.createHash('sha256').update(this.modelHash).update('\0' + route.path);
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
    let id: string;
    try {
      id = statIdentity(abs);
    } catch {
      return '(missing)';
    }
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

  /** Keep a compiled page (unless the cache is off: no folder); returns its input hash. */
  store(route: Route, page: Page): string {
    const hash = this.inputHash(route, page.dependencies);
    if (!this.dir) return hash;
    fs.mkdirSync(this.pagesDir, { recursive: true });
    fs.writeFileSync(path.join(this.pagesDir, `${hash}.json`), JSON.stringify(page));
    return hash;
  }

  /** A compiled page by input hash, if kept. */
  load(hash: string): Page | undefined {
    try {
      return JSON.parse(fs.readFileSync(path.join(this.pagesDir, `${hash}.json`), 'utf8')) as Page;
    } catch {
      return undefined;
    }
  }
}

/** The hash a rebuild must match: Sextant's version, the model, the asset URLs and the output folder. */
export function modelHash(version: string, model: unknown, assets: unknown, outDir: string): string {
  return sha(JSON.stringify([CACHE_VERSION, version, model, assets, outDir]));
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

/** A static file's identity for change detection (size and modification time). */
export function statIdentity(abs: string): string {
  const s = fs.statSync(abs);
  return `${s.size}:${s.mtimeMs}`;
}
