import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSite } from '../site/site.js';
import { lastModified } from '../source/last-modified.js';
import { countDiagnostics, sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import { oncePerSite } from '../diagnostics/repeated.js';
import type { Route, SiteModel } from '../model/site-model.js';
import { codeVersion } from '../source/package-version.js';
import type { RouteLabel } from '../render/site-index.js';
import { SEARCH_INDEX_URL } from '../render/search.js';
import { assetUrls, siteAssets } from './assets.js';
import {
  CACHE_VERSION,
  highlightsOf,
  keptPages,
  modelHash,
  outputKey,
  PageCache,
  pruneComponents,
  readManifest,
  unstampComponents,
  writeManifest,
  type Manifest,
  type ManifestRoute,
} from './build-cache.js';
import { buildSeverity } from './build-severity.js';
import { pageDiagnostics } from '../site/page-diagnostics.js';
import { asyncApiDiagnostics, withAsyncApiFindings } from '../site/asyncapi-checks.js';
import { grammarDiagnostics } from '../site/grammar-checks.js';
import { navIconDiagnostics } from '../site/icon-checks.js';
import { linkDiagnostics } from '../site/link-check.js';
import { linkTargets } from '../site/compile-context.js';
import { externalLinkDiagnostics, type ExternalLinkOptions } from '../site/external-links.js';
import type { PageSummary } from './page-jobs.js';
import { Renderer, type LayoutData } from './page-renderer.js';
import { quickLabel, sameLabel } from './quick-labels.js';
import { createPagePool, releaseSpareWorkers, workerCount, type PagePool } from './page-pool.js';
import { customAssetUrls } from './custom-assets.js';
import { UTILITY_CSS_URL } from './utility-css.js';
import { siteOutputs } from './outputs/index.js';
import { filesGone, type OwnedFiles } from './outputs/output.js';
import { SearchIndexer } from './search-bundle.js';
import { SiteWriter } from './write-site.js';
import { mark } from '../diagnostics/timings.js';
import { cardSeed } from './og-cards.js';

export interface BuildOptions {
  /** Output folder (default `<dir>/dist`). */
  outDir?: string;
  /** Every warning fails the build. */
  strict?: boolean;
  /** Threads building pages: this one and `workers - 1` build workers (default: one per core from 120 pages, else this one alone). */
  workers?: number;
  /** Keep and reuse the build cache in `<dir>/.sextant/cache` (default true; false neither reads nor writes it). */
  cache?: boolean;
  /** `--external`: also fetch the pages' http(s) links (bounded in concurrency and time), reporting failures as warnings. */
  external?: boolean | ExternalLinkOptions;
  /** Called as pages finish, for progress display. */
  onProgress?: (done: number, total: number) => void;
  /**
   * Stops the build (Ctrl-C): the workers stop, the temporary output and page store are removed, the
   * previous output is left as it was, and the build rejects with the signal's reason.
   */
  signal?: AbortSignal;
}

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  pages: number;
  outDir: string;
  /**
   * Pages compiled by this build: fewer than `pages` when the cache served the rest (a rebuild's
   * unchanged pages, or pages a full build found compiled from the same inputs).
   */
  compiled: number;
  rendered: number;
}

/** A rebuild: what changed since the cached build whose output is still in place. */
interface RebuildPlan {
  previous: Manifest;
  changed: Route[];
}

/** Rebuilding touches this many pages at most; beyond it a full (parallel) build is as quick. */
const MAX_REBUILD = 200;

/**
 * Build a docs folder into a static site; the previous output stays untouched unless this succeeds.
 * When the cache of the previous build matches, only changed pages are compiled and only pages they
 * affect are rendered; when its output is gone (or this build writes elsewhere), every page is rendered
 * but only those whose inputs changed are compiled. The output is the same as a cold build's.
 */
export async function build(dir: string, options: BuildOptions = {}): Promise<BuildResult> {
  const root = path.resolve(dir);
  const outDir = path.resolve(options.outDir ?? path.join(root, 'dist'));
  mark('build: start');
  const loaded = await loadSite(root, { outDir, cache: options.cache !== false });
  options.signal?.throwIfAborted();
  // Syntax errors in docs.json and its includes fail the build; in spec files they only skip pages.
  const configFiles = new Set(loaded.configFiles);
  const severity = (d: Diagnostic) => buildSeverity(d, options.strict === true, configFiles);
  // With what asyncapi-check finds in the site's AsyncAPI specs: warnings here, errors with --strict.
  const diagnostics: Diagnostic[] = [
    ...withAsyncApiFindings(loaded.diagnostics, await asyncApiDiagnostics(root, loaded.model)),
    ...(await grammarDiagnostics(root, loaded.model)),
    ...navIconDiagnostics(root, loaded.model),
  ].map(severity);
  const fail = (): BuildResult => ({ ok: false, diagnostics: sortDiagnostics(diagnostics), pages: 0, outDir, compiled: 0, rendered: 0 });
  if (!loaded.model || countDiagnostics(diagnostics).errors > 0) {
    // The pages' problems are reported in the same run as the config's (nothing is written).
    await releaseSpareWorkers();
    if (loaded.model) diagnostics.push(...(await pageDiagnostics(loaded, externalOf(options))).map(severity));
    return fail();
  }
  const site = loaded.model;
  const files = loaded.files!;
  const assets = siteAssets({ math: true, dev: false });
  // The docs folder's own stylesheets and scripts are part of every page (and of the cache's key).
  const urls = { ...assetUrls(assets), ...customAssetUrls(files.files) };
  const cacheDir = options.cache === false ? '' : path.join(root, '.sextant', 'cache');
  const hash = modelHash(codeVersion(), site);
  const key = outputKey(urls, outDir);
  // Compiled pages are kept in the build cache, or when it is off in a scratch folder for this build:
  // pages whose provisional labels turn out wrong are rendered again from there.
  const store = new PageCache(root, cacheDir || fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-pages-')), hash);
  let pool: PagePool | undefined;
  let closing: Promise<void> | undefined;
  const writer = new SiteWriter(outDir);
  // Stopping rejects whatever the build awaits; the catch below then cleans up.
  const stopped = new Promise<never>((_, reject) => {
    const stop = () => reject(options.signal!.reason);
    if (options.signal?.aborted) stop();
    else options.signal?.addEventListener('abort', stop, { once: true });
  });
  stopped.catch(() => {});
  // Pages go into the search index as they are built (see search-bundle.ts).
  const search = SearchIndexer.forSite(site, cacheDir ? path.join(cacheDir, 'search-documents.json') : undefined);
  // Site-level outputs (see outputs/output.ts) start what needs no page now; they see the pages at the end.
  const outputs = siteOutputs({ search });
  for (const o of outputs) o.start?.(loaded);
  try {
    const previous = cacheDir ? readManifest(cacheDir) : undefined;
    const plan = previous ? planRebuild(site, store, previous, key, outDir) : undefined;
    // A full build (no output to update: deleted, another folder, or too much changed) still renders
    // the pages whose inputs did not change from what the last build compiled.
    if (previous && !plan) store.reuse(keptPages(site.routes, store, previous));
    // A full build compiles every page: what it does not use of the compiled components is removed
    // after it. Not when it reuses compiled pages, which stamp nothing.
    const pruning = cacheDir !== '' && !plan && store.keptPages().length === 0;
    if (pruning) unstampComponents(cacheDir);
    const toCompile = plan ? plan.changed : site.routes;
    if (plan) {
      const { primeHighlight } = await import('../content/highlight.js');
      // The edited pages' code blocks are most often unchanged: offer last build's highlighting.
      for (const r of plan.changed) {
        const previous = store.load(plan.previous.routes[r.path]?.stored);
        if (previous) for (const [id, pre] of highlightsOf(previous)) primeHighlight(id, pre);
      }
    }
    // Pages' dates under their content (docs.json metadata.timestamp): the history the manifest reads too.
    const dating = site.settings.metadata?.timestamp
      ? lastModified(
          root,
          site.routes.flatMap((r) => (r.page.kind === 'mdx' ? [r.page.file] : [])),
          loaded.gitHistory(),
        )
      : undefined;
    // Workers start loading, then compiling, while this thread works out the layout they render with.
    mark('build: site loaded');
    pool = createPagePool(root, site, [...files.files], plan ? 0 : workerCount(site.routes.length, options.workers), store);
    let setLayout!: (t: { layout: LayoutData; outDir: string }) => void;
    const built = new Map<string, PageSummary>();
    // A full build streams its pages into the index; a rebuild hands them over in route order at the end.
    if (!plan)
      search.stream(
        toCompile.map((r) => r.path),
        path.join(writer.tmp, SEARCH_INDEX_URL.slice(1)),
      );
    const building = pool.build(toCompile, new Promise((resolve) => (setLayout = resolve)), ({ search: document, ...page }) => {
      search.arrived(page.route, document);
      built.set(page.route, page);
      options.onProgress?.(built.size, toCompile.length);
    });
    // Should working out the layout fail, the failure to report is that one (closing the pool ends the build).
    building.catch(() => {});
    const changed = new Set(toCompile.map((r) => r.path));
    // Pages render as soon as they are compiled, before every label is known: each draws the labels
    // of the last build for unchanged pages and quick ones (see quick-labels.ts) for the rest.
    const provisional = new Map<string, RouteLabel>();
    for (const r of site.routes) {
      provisional.set(r.path, plan && !changed.has(r.path) ? plan.previous.routes[r.path]!.label : quickLabel(root, r));
      // Let the workers have their first routes meanwhile.
      if (provisional.size % 100 === 0) await new Promise(setImmediate);
    }
    const assetsForPages = { ...urls, utilities: UTILITY_CSS_URL };
    const navFragments = loaded.navFragments('build');
    const banners = await loaded.banners();
    // Open Graph cards are generated only when the site's address is known (og:image is an absolute URL).
    const ogCardSeed = cardSeed(root, site);
    const modified = await dating;
    const layout = (labels: Map<string, RouteLabel>): LayoutData => ({
      labels: [...labels],
      assets: assetsForPages,
      navFragments: [...navFragments],
      banners: [...banners],
      ...(ogCardSeed ? { ogCardSeed } : {}),
      ...(modified ? { modified: [...modified] } : {}),
    });
    setLayout({ layout: layout(provisional), outDir: writer.tmp });
    mark('build: layout ready');
    await Promise.race([building, stopped]);
    mark('build: pages done');
    // The workers are done: let them wind down (freeing their heaps) while the last files are written.
    closing = pool.close();

    const routes: Record<string, ManifestRoute> = { ...(plan?.previous.routes ?? {}) };
    // A page built now replaces its entry whole (a field it no longer has, such as classes, must not linger).
    for (const { route, reused: _, ...page } of built.values()) routes[route] = page;
    diagnostics.push(...oncePerSite(site.routes.flatMap((r) => routes[r.path]!.diagnostics)).map(severity));
    // Anchors are checked once every page's are known (the pages a rebuild reused included).
    const linked = site.routes.map((r) => ({ route: r.path, ...routes[r.path]! }));
    diagnostics.push(...linkDiagnostics(linked, linkTargets(site), root).map(severity));
    if (options.external) {
      const fetched = await Promise.race([
        externalLinkDiagnostics(linked, options.external === true ? {} : options.external, root),
        stopped,
      ]);
      diagnostics.push(...fetched.map(severity));
    }
    if (countDiagnostics(diagnostics).errors > 0) {
      // Pagefind may be writing the index into the unfinished output: it finishes first.
      await search.discard();
      writer.abort();
      return fail();
    }

    // Labels in route order, so every build writes the same sidebars whatever order pages finished in.
    const labels = new Map<string, RouteLabel>(site.routes.map((r) => [r.path, routes[r.path]!.label]));
    // Render again the pages that drew a label other than the final one: provisional labels for the
    // pages built now, the last build's for the others.
    const differ = (drawn: (route: string) => RouteLabel | undefined) =>
      new Set(site.routes.filter((r) => !sameLabel(drawn(r.path), labels.get(r.path))).map((r) => r.path));
    const wrongNow = differ((p) => provisional.get(p));
    const wrongBefore = plan ? differ((p) => plan.previous.routes[p]?.label) : new Set<string>();
    const stale = site.routes.filter((r) => routes[r.path]!.labelDeps.some((d) => (changed.has(r.path) ? wrongNow : wrongBefore).has(d)));
    if (stale.length) {
      const renderer = new Renderer(site, layout(labels), writer, root);
      for (const r of stale) {
        const page = store.load(routes[r.path]!.stored);
        if (!page) throw new Error(`build cache is missing ${r.path}; delete ${store.dir} and build again`);
        Object.assign(routes[r.path]!, renderer.render(r, page));
      }
    }

    // Site-level outputs see every page in route order, then write.
    for (const r of site.routes) {
      const page = { route: r.path, ...routes[r.path]! };
      for (const o of outputs) o.collect?.(page);
    }
    const render = await loaded.renderContext('build', labels, assetsForPages);
    const icons = new Set<string>();
    const owned: Record<string, OwnedFiles> = {};
    for (const o of outputs) {
      const previous = plan?.previous.outputs[o.name];
      mark(`output: ${o.name}`);
      owned[o.name] = await o.write({ site: loaded, model: site, writer, assets, render, icons, ...(previous ? { previous } : {}) });
    }
    // Stopped meanwhile: the previous output stays.
    options.signal?.throwIfAborted();
    if (plan) {
      // A rebuild writes only what changed and merges it into the previous output.
      writer.mergeInto(filesGone(plan.previous.outputs, owned));
    } else writer.commit();
    mark('build: committed');
    if (cacheDir) {
      const manifest: Manifest = { version: CACHE_VERSION, modelHash: hash, outputKey: key, outDir, routes, outputs: owned };
      writeManifest(cacheDir, manifest);
      store.prune(manifest);
      // A rebuild compiles only changed pages: the others' components are still in use, unstamped.
      if (pruning) pruneComponents(cacheDir);
    }
    return {
      ok: true,
      diagnostics: sortDiagnostics(diagnostics),
      pages: site.routes.length,
      outDir,
      compiled: [...built.values()].filter((p) => !p.reused).length,
      rendered: new Set([...changed, ...stale.map((r) => r.path)]).size,
    };
  } catch (err) {
    // Stop the workers before clearing their output folder, which they would otherwise write again.
    await (closing ??= pool?.close());
    await search.discard();
    writer.abort();
    throw err;
  } finally {
    await (closing ?? pool?.close());
    await releaseSpareWorkers();
    // An index the search output did not write (a failed or stopped build) is dropped.
    await search.discard();
    if (!cacheDir) fs.rmSync(store.dir, { recursive: true, force: true });
  }
}

/** pageDiagnostics' options for a build's `external`. */
function externalOf(options: BuildOptions): { external?: ExternalLinkOptions } {
  return options.external ? { external: options.external === true ? {} : options.external } : {};
}

/** A rebuild plan when the last build (`previous`) matches this one and its output is in place; else undefined. */
function planRebuild(site: SiteModel, cache: PageCache, previous: Manifest, key: string, outDir: string): RebuildPlan | undefined {
  if (previous.modelHash !== cache.modelHash || previous.outputKey !== key || !fs.existsSync(path.join(outDir, '404.html')))
    return undefined;
  const changed: Route[] = [];
  for (const r of site.routes) {
    const before = previous.routes[r.path];
    if (!before?.labelDeps) return undefined;
    if (cache.inputHash(r, before.dependencies) !== before.inputHash) changed.push(r);
    if (changed.length > MAX_REBUILD) return undefined;
  }
  return { previous, changed };
}
