import path from 'node:path';
import { check } from '../check.js';
import { countDiagnostics, sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { Page } from '../model/page.js';
import type { SiteModel } from '../model/site-model.js';
import { compilePage, type CompileContext } from '../content/compile-page.js';
import { codeThemes } from '../content/highlight.js';
import { renderInlineMarkdown } from '../content/inline-markdown.js';
import { SnippetLoader } from '../content/snippets.js';
import { scanFiles } from '../content/scan-files.js';
import { placeholderApiPage } from '../openapi/placeholder-page.js';
import { renderPage, type RenderContext } from '../render/render-page.js';
import { collectBanners, routeLabel } from '../render/site-context.js';
import { SiteIndex, type RouteLabel } from '../render/site-index.js';
import { redirectPage, renderNotFound } from '../render/special-pages.js';
import { assetUrls, siteAssets } from './assets.js';
import { buildSeverity } from './build-severity.js';
import { SiteWriter } from './write-site.js';

export interface BuildOptions {
  /** Output folder (default `<dir>/dist`). */
  outDir?: string;
  /** Every warning fails the build. */
  strict?: boolean;
  /** Called as pages finish, for progress display. */
  onProgress?: (done: number, total: number) => void;
}

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  pages: number;
  outDir: string;
}

/** Build a docs folder into a static site; the previous output stays untouched unless this succeeds. */
export async function build(dir: string, options: BuildOptions = {}): Promise<BuildResult> {
  const root = path.resolve(dir);
  const outDir = path.resolve(options.outDir ?? path.join(root, 'dist'));
  const checked = check(root, { outDir });
  const configFiles = new Set(['docs.json']);
  const severity = (d: Diagnostic) => buildSeverity(d, options.strict === true, configFiles);
  const diagnostics: Diagnostic[] = checked.diagnostics.map(severity);
  const fail = (): BuildResult => ({ ok: false, diagnostics: sortDiagnostics(diagnostics), pages: 0, outDir });
  if (!checked.model || countDiagnostics(diagnostics).errors > 0) return fail();
  const site = checked.model;
  const files = scanFiles(root, { outDir });
  const ctx = compileContext(root, site, files.files, false);

  const pages = new Map<string, Page>();
  let done = 0;
  await forEachConcurrent(site.routes, 8, async (route) => {
    pages.set(route.path, route.page.kind === 'mdx' ? await compilePage(route.page.file, route.path, ctx) : placeholderApiPage(route));
    options.onProgress?.(++done, site.routes.length);
  });
  for (const page of pages.values()) diagnostics.push(...page.diagnostics.map(severity));
  if (countDiagnostics(diagnostics).errors > 0) return fail();

  const writer = new SiteWriter(outDir);
  try {
    const assets = siteAssets({ math: [...pages.values()].some((p) => p.needs.math), dev: false });
    for (const a of [...assets.css, ...assets.scripts, ...assets.math]) writer.copy(a.file, a.url.slice(1));
    const labels = new Map<string, RouteLabel>(site.routes.map((r) => [r.path, routeLabel(r, pages.get(r.path))]));
    const render: RenderContext = { index: new SiteIndex(site), labels, assets: assetUrls(assets), banners: collectBanners(site, renderInlineMarkdown), dev: false };
    for (const route of site.routes) writer.write(SiteWriter.routeFile(route.path), renderPage(render, route, pages.get(route.path)!));
    writer.write('404.html', renderNotFound(render));
    const home = site.root.firstRoute;
    if (!render.index.routes.has('/') && home && home !== '/') writer.write('index.html', redirectPage(home));
    for (const file of files.files) {
      if (!/\.mdx?$/.test(file) && file !== 'docs.json' && !file.startsWith('_sextant/')) writer.copy(path.join(root, file), file);
    }
    writer.commit();
  } catch (err) {
    writer.abort();
    throw err;
  }
  return { ok: true, diagnostics: sortDiagnostics(diagnostics), pages: site.routes.length, outDir };
}

/** What compiling pages needs, from the site model and the folder's files. */
export function compileContext(root: string, site: SiteModel, files: ReadonlySet<string>, dev: boolean): CompileContext {
  return {
    root,
    variables: site.settings.variables,
    codeThemes: codeThemes(site.settings.styling.codeblocks),
    ...linkTargets(site),
    files,
    dev,
    snippets: new SnippetLoader(),
  };
}

/** Routes and redirect sources a page may link to; wildcard sources count by their fixed prefix. */
function linkTargets(site: SiteModel): { routes: Set<string>; redirectPrefixes: string[] } {
  const routes = new Set(site.routes.map((r) => r.path));
  const redirectPrefixes: string[] = [];
  for (const { source } of site.settings.redirects) {
    const wild = source.search(/[:*]/);
    if (wild === -1) routes.add(source.replace(/\/+$/, '') || '/');
    else if (wild > 1) redirectPrefixes.push(source.slice(0, wild));
  }
  return { routes, redirectPrefixes };
}

/** Run `fn` over items with at most `limit` in flight (pages await Shiki's lazy loading). */
async function forEachConcurrent<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]!);
  }));
}
