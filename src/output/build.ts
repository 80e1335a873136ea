import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { checkSite } from '../check.js';
import { countDiagnostics, sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { Route, SiteModel } from '../model/site-model.js';
import { primeHighlight, useHighlightEngine } from '../content/highlight.js';
import { renderInlineMarkdown } from '../content/inline-markdown.js';
import { readVersion } from '../cli/version.js';
import { ICON_SPRITE_URL, iconSprite } from '../render/icons.js';
import { collectBanners, largeSidebars } from '../render/site-context.js';
import { SiteIndex, type RouteLabel } from '../render/site-index.js';
import { redirectPage, renderNotFound } from '../render/special-pages.js';
import { assetUrls, siteAssets } from './assets.js';
import { CACHE_VERSION, highlightsOf, modelHash, PageCache, readManifest, statIdentity, writeManifest, type Manifest, type ManifestRoute } from './build-cache.js';
import { buildSeverity } from './build-severity.js';
import { iconsIn } from './page-jobs.js';
import { createPagePool, workerCount } from './page-pool.js';
import { UTILITY_CSS_URL, utilityCss } from './utility-css.js';
import { SiteWriter } from './write-site.js';

export interface BuildOptions {
  /** Output folder (default `<dir>/dist`). */
  outDir?: string;
  /** Every warning fails the build. */
  strict?: boolean;
  /** Worker threads (default: one per core for large sites, none for small ones). */
  workers?: number;
  /** Keep and reuse the build cache in `<dir>/.sextant/cache` (default true; false neither reads nor writes it). */
  cache?: boolean;
  /** Called as pages finish, for progress display. */
  onProgress?: (done: number, total: number) => void;
}

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  pages: number;
  outDir: string;
  /** Pages compiled and rendered by this build (fewer than `pages` when the cache served the rest). */
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
 * affect are rendered; the output is the same as a cold build's.
 */
export async function build(dir: string, options: BuildOptions = {}): Promise<BuildResult> {
  const root = path.resolve(dir);
  const outDir = path.resolve(options.outDir ?? path.join(root, 'dist'));
  const checked = await checkSite(root, { outDir, cache: options.cache !== false });
  // Syntax errors in docs.json and its includes fail the build; in spec files they only skip pages.
  const configFiles = new Set(checked.configFiles);
  const severity = (d: Diagnostic) => buildSeverity(d, options.strict === true, configFiles);
  const diagnostics: Diagnostic[] = checked.diagnostics.map(severity);
  const fail = (): BuildResult => ({ ok: false, diagnostics: sortDiagnostics(diagnostics), pages: 0, outDir, compiled: 0, rendered: 0 });
  if (!checked.model || countDiagnostics(diagnostics).errors > 0) return fail();
  const site = checked.model;
  const files = checked.files!;
  const assets = siteAssets({ math: true, dev: false });
  const urls = assetUrls(assets);
  const cacheDir = options.cache === false ? '' : path.join(root, '.sextant', 'cache');
  const hash = modelHash(readVersion(), site, urls, outDir);
  // The build cache (with no folder when it is off: it then only hashes).
  const cache = new PageCache(root, cacheDir, hash);
  const plan = options.cache === false ? undefined : planRebuild(site, cache, outDir);
  const toCompile = plan ? plan.changed : site.routes;
  if (plan) {
    // A rebuild highlights a handful of blocks: the engine that starts fastest wins.
    useHighlightEngine('javascript');
    // The edited pages' code blocks are most often unchanged: offer last build's highlighting.
    for (const r of plan.changed) {
      const previous = cache.load(plan.previous.routes[r.path]?.stored);
      if (previous) for (const [id, pre] of highlightsOf(previous)) primeHighlight(id, pre);
    }
  }
  const pool = createPagePool(root, site, [...files.files], toCompile, plan ? 0 : workerCount(site.routes.length, options.workers), { dir: cacheDir, modelHash: hash });
  let closing: Promise<void> | undefined;
  try {
    const routes: Record<string, Omit<ManifestRoute, 'labelDeps' | 'icons'> & Partial<ManifestRoute>> = { ...(plan?.previous.routes ?? {}) };
    const changedLabels = new Set<string>();
    let done = 0;
    await pool.compile((page) => {
      const before = routes[page.route];
      if (!before || JSON.stringify(before.label) !== JSON.stringify(page.label)) changedLabels.add(page.route);
      routes[page.route] = { ...before, inputHash: page.inputHash, stored: page.stored, dependencies: page.dependencies, label: page.label, math: page.math, mermaid: page.mermaid, diagnostics: page.diagnostics, classes: page.classes };
      options.onProgress?.(++done, toCompile.length);
    });
    for (const r of site.routes) diagnostics.push(...routes[r.path]!.diagnostics.map(severity));
    if (countDiagnostics(diagnostics).errors > 0) return fail();

    // Pages to render: every page, or on a rebuild the changed ones and those that drew a changed label.
    const rerender = new Set(toCompile.map((r) => r.path));
    if (plan) {
      for (const r of site.routes) {
        if (rerender.has(r.path) || !plan.previous.routes[r.path]!.labelDeps.some((d) => changedLabels.has(d))) continue;
        const page = cache.load(routes[r.path]!.stored);
        if (!page) throw new Error(`build cache is missing ${r.path}; delete ${cacheDir} and build again`);
        pool.adopt(page);
        rerender.add(r.path);
      }
    }

    const writer = new SiteWriter(outDir);
    try {
      const statics = [...files.files].filter((f) => !/\.mdx?$/.test(f) && f !== 'docs.json' && !f.startsWith('_sextant/'));
      const staticIds = Object.fromEntries(statics.map((f) => [f, statIdentity(path.join(root, f))]));
      // A rebuild writes only what changed and merges it into the previous output (see mergeInto).
      for (const f of statics) if (!plan || plan.previous.statics[f] !== staticIds[f]) writer.copy(path.join(root, f), f);
      const math = site.routes.some((r) => routes[r.path]!.math);
      const diagrams = site.routes.some((r) => routes[r.path]!.mermaid);
      for (const a of [...assets.css, ...assets.scripts, ...(math ? assets.math : []), ...(diagrams ? assets.mermaid : [])]) writer.copy(a.file, a.url.slice(1));
      // Labels in route order, so every build writes the same sidebars whatever order pages finished in.
      const labels = new Map<string, RouteLabel>(site.routes.map((r) => [r.path, routes[r.path]!.label]));
      const navFragments = writeNavFragments(writer, site, labels);
      // Tailwind utilities the pages write, one stylesheet for the site (a stable URL: rebuilds rewrite it in place).
      const candidates = new Set(site.routes.flatMap((r) => routes[r.path]!.classes ?? []));
      if (candidates.size) writer.write(UTILITY_CSS_URL.slice(1), await utilityCss(candidates));
      const layout = { labels: [...labels], assets: { ...urls, math: math ? urls.math : [], mermaid: diagrams ? urls.mermaid : [], ...(candidates.size ? { utilities: UTILITY_CSS_URL } : {}) }, navFragments: [...navFragments] };
      const rendered = await pool.render(layout, writer.tmp);
      // The workers are done: let them wind down (freeing their heaps) while the last files are written.
      closing = pool.close();
      for (const [p, r] of Object.entries(rendered)) Object.assign(routes[p]!, r);
      const render = { index: new SiteIndex(site), labels, assets: layout.assets, navFragments, banners: collectBanners(site, renderInlineMarkdown), dev: false };
      const notFound = renderNotFound(render);
      writer.write('404.html', notFound);
      const home = site.root.firstRoute;
      if (!render.index.routes.has('/') && home && home !== '/') writer.write('index.html', redirectPage(home));
      writer.write(ICON_SPRITE_URL.slice(1), iconSprite([...site.routes.flatMap((r) => routes[r.path]!.icons ?? []), ...iconsIn(notFound)]));
      if (plan) {
        const had = (need: 'math' | 'mermaid') => Object.values(plan.previous.routes).some((r) => r[need]);
        const gone = [
          ...Object.keys(plan.previous.statics).filter((f) => !(f in staticIds)),
          ...(had('math') && !math ? assets.math.map((a) => a.url.slice(1)) : []),
          ...(had('mermaid') && !diagrams ? assets.mermaid.map((a) => a.url.slice(1)) : []),
          ...(!candidates.size && Object.values(plan.previous.routes).some((r) => r.classes?.length) ? [UTILITY_CSS_URL.slice(1)] : []),
        ];
        writer.mergeInto(gone);
        removeStaleFragments(outDir, site.routes.map((r) => routes[r.path]!));
      }
      else writer.commit();
      if (cacheDir) {
        const manifest: Manifest = { version: CACHE_VERSION, modelHash: hash, outDir, routes: routes as Record<string, ManifestRoute>, statics: staticIds };
        writeManifest(cacheDir, manifest);
        cache.prune(manifest);
      }
    } catch (err) {
      writer.abort();
      throw err;
    }
    return { ok: true, diagnostics: sortDiagnostics(diagnostics), pages: site.routes.length, outDir, compiled: toCompile.length, rendered: rerender.size };
  } finally {
    await (closing ?? pool.close());
  }
}

/**
 * After a rebuild: delete the shared schema fragment folders no page links to any more (those of a
 * spec's earlier versions; fragments are named by the spec's content hash).
 */
function removeStaleFragments(outDir: string, routes: { fragments?: string[] }[]): void {
  const used = new Set(routes.flatMap((r) => r.fragments ?? []));
  const dir = path.join(outDir, '_sextant', 'api');
  let folders: string[];
  try {
    folders = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const f of folders) if (!used.has(f)) fs.rmSync(path.join(dir, f), { recursive: true, force: true });
}

/** A rebuild plan when the cache matches this build and its output is in place; else undefined. */
function planRebuild(site: SiteModel, cache: PageCache, outDir: string): RebuildPlan | undefined {
  const previous = readManifest(cache.dir);
  if (!previous || previous.modelHash !== cache.modelHash || !fs.existsSync(path.join(outDir, '404.html'))) return undefined;
  const changed: Route[] = [];
  for (const r of site.routes) {
    const before = previous.routes[r.path];
    if (!before?.labelDeps) return undefined;
    if (cache.inputHash(r, before.dependencies) !== before.inputHash) changed.push(r);
    if (changed.length > MAX_REBUILD) return undefined;
  }
  return { previous, changed };
}

/** Write each large sidebar's fragment under a name stable per sidebar (pages need not change when it does). */
function writeNavFragments(writer: SiteWriter, site: SiteModel, labels: Map<string, RouteLabel>): Map<string, string> {
  const out = new Map<string, string>();
  for (const { division, json } of largeSidebars(site, labels)) {
    const url = `/_sextant/nav/${crypto.createHash('sha256').update(division).digest('hex').slice(0, 12)}.json`;
    writer.write(url.slice(1), json);
    out.set(division, url);
  }
  return out;
}
