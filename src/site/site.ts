import path from 'node:path';
import { sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import { loadConfig, type LoadConfigResult } from '../config/load.js';
import { validateConfig } from '../config/validate.js';
import { resolveConfig } from '../config/resolve.js';
import type { Config } from '../config/schema/config.js';
import { scanFiles, type FileIndex } from '../source/scan-files.js';
import { gitDates, mtime } from '../source/last-modified.js';
import { SpecRegistry } from '../specs/registry.js';
import { buildSiteModel } from '../navigation/build-site.js';
import type { SiteModel } from '../model/site-model.js';
import type { CompileContext } from '../content/compile-page.js';
import type { RenderContext } from '../render/render-page.js';
import { collectBanners } from '../render/site-context.js';
import { SiteIndex } from '../render/site-index.js';
import { collectSpecUrls, RemoteSpecs } from '../specs/openapi/remote-specs.js';
import { makeRenderContext, navFragmentUrls, type Flavour } from './render-context.js';

export interface LoadOptions {
  /** Output folder to leave out of the scan (default `dist`). */
  outDir?: string;
  /** URL specs fetched already (see loadSite); without it a URL spec reads its cached copy, if any. */
  remote?: RemoteSpecs;
}

export interface LoadSiteOptions extends LoadOptions {
  /** Use and update the cache of URL specs in `<dir>/.sextant/specs` (default true). */
  cache?: boolean;
  /** Per URL spec (default 30 s). */
  fetchTimeoutMs?: number;
}

/**
 * A loaded docs folder (config → specs → navigation), shared by check, build and dev: its problems,
 * its model and files, and what compiling and rendering its pages need, each made once.
 */
export class Site {
  private readonly compiling = new Map<Flavour, Promise<CompileContext>>();
  private readonly fragments = new Map<Flavour, Map<string, string>>();
  private bannerHtml: Promise<RenderContext['banners']> | undefined;
  private siteIndex: SiteIndex | undefined;
  private history: ReturnType<typeof gitDates> | undefined;

  constructor(
    readonly root: string,
    readonly diagnostics: Diagnostic[],
    /** docs.json and the files it includes with `$ref`. */
    readonly configFiles: string[],
    /** Undefined when docs.json could not be read or parsed. */
    readonly model?: SiteModel,
    /** The docs folder's files, as scanned for the check (build and dev reuse them). */
    readonly files?: FileIndex,
  ) {}

  /** The model, for callers that go on only with one. */
  private get loaded(): SiteModel {
    if (!this.model) throw new Error('the site has no model (docs.json could not be read)');
    return this.model;
  }

  /** What compiling pages needs (a build's or the dev server's). Loads the compiler on first use. */
  compileContext(flavour: Flavour): Promise<CompileContext> {
    let ctx = this.compiling.get(flavour);
    if (!ctx) {
      const model = this.loaded;
      const files = this.files?.files ?? new Set<string>();
      ctx = import('./compile-context.js').then(({ compileContext }) => compileContext(this.root, model, files, flavour === 'dev'));
      this.compiling.set(flavour, ctx);
    }
    return ctx;
  }

  /**
   * When each committed file of the folder last changed, from one `git log` for this load of the site
   * (undefined without usable history): the manifest's dates and the pages' "last modified" share it.
   */
  gitHistory(): ReturnType<typeof gitDates> {
    return (this.history ??= gitDates(this.root).catch(() => undefined));
  }

  /** The routes and divisions of the model, indexed (once). */
  get index(): SiteIndex {
    return (this.siteIndex ??= new SiteIndex(this.loaded));
  }

  /** The banners' HTML by division (rendering Markdown loads the MDX toolchain: on first use). */
  banners(): Promise<RenderContext['banners']> {
    return (this.bannerHtml ??= import('../content/inline-markdown.js').then(({ renderInlineMarkdown }) =>
      collectBanners(this.loaded, renderInlineMarkdown),
    ));
  }

  /** The URL of each large sidebar's fragment, by division. */
  navFragments(flavour: Flavour): Map<string, string> {
    let urls = this.fragments.get(flavour);
    if (!urls) this.fragments.set(flavour, (urls = navFragmentUrls(this.loaded, flavour)));
    return urls;
  }

  /** The render context of this site's pages with these labels and asset URLs. */
  async renderContext(flavour: Flavour, labels: RenderContext['labels'], assets: RenderContext['assets']): Promise<RenderContext> {
    const parts = {
      labels,
      assets,
      navFragments: this.navFragments(flavour),
      banners: await this.banners(),
      dev: flavour === 'dev',
      // The dev server dates pages by their files, which change as the author edits them (a build's page
      // renderer brings its own dates).
      ...(flavour === 'dev' ? { lastModified: (file: string) => mtime(path.join(this.root, file)) } : {}),
    };
    return makeRenderContext(this.loaded, parts, this.index);
  }
}

/**
 * Load a docs folder after fetching every spec docs.json names by URL (what build, dev and `sextant
 * check` use): a URL that cannot be fetched falls back to its cached copy with a warning, else is an error.
 */
export async function loadSite(dir: string, options: LoadSiteOptions = {}): Promise<Site> {
  const root = path.resolve(dir);
  const loaded = loadConfig(root);
  const remote =
    options.remote ??
    new RemoteSpecs(root, { cache: options.cache !== false, ...(options.fetchTimeoutMs ? { timeoutMs: options.fetchTimeoutMs } : {}) });
  const config = loaded.document ? resolveConfig(loaded.document, root) : undefined;
  if (loaded.document && config) await remote.prefetch(collectSpecUrls(config, loaded.document.locate));
  return loadSiteFrom(root, loaded, { ...options, remote }, config);
}

/**
 * Load a docs folder without fetching: docs.json, its includes, the navigation, page files and
 * endpoint references. Returns every problem found; throws only on internal faults.
 */
export function loadSiteSync(dir: string, options: LoadOptions = {}): Site {
  const root = path.resolve(dir);
  return loadSiteFrom(root, loadConfig(root), options);
}

function loadSiteFrom(root: string, loaded: LoadConfigResult, options: LoadOptions, resolved?: Config): Site {
  const document = loaded.document;
  if (!document) return new Site(root, sortDiagnostics(loaded.diagnostics), ['docs.json']);
  const diagnostics = [...loaded.diagnostics, ...validateConfig(document)];
  const files = scanFiles(root, options);
  const specs = new SpecRegistry(root, files, options.remote);
  const config = resolved ?? resolveConfig(document, root);
  const site = buildSiteModel({ root, config, locator: document, files, specs });
  diagnostics.push(...site.diagnostics, ...specs.diagnostics());
  const judged = diagnostics.filter((d) => d.code.startsWith('config-ref-') || !insideFailedInclude(d, document.failedIncludes));
  return new Site(root, sortDiagnostics(dedupe(judged)), document.files, site.model, files);
}

/** True for a diagnostic about an object whose include failed (its content is incomplete, so the finding is a knock-on). */
function insideFailedInclude(d: Diagnostic, failed: { file: string; pointer: string }[]): boolean {
  return failed.some((f) => d.file === f.file && (d.pointer === f.pointer || d.pointer.startsWith(f.pointer + '/')));
}

/** Drop exact repeats (a shared spec's errors reached from several fields). */
function dedupe(list: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return list.filter((d) => {
    const key = `${d.file}:${d.line}:${d.column}:${d.code}:${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
