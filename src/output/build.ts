import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { check } from '../check.js';
import { countDiagnostics, sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { Page } from '../model/page.js';
import type { Route, SiteModel } from '../model/site-model.js';
import { compilePage, type CompileContext } from '../content/compile-page.js';
import { codeThemes } from '../content/highlight.js';
import { renderInlineMarkdown } from '../content/inline-markdown.js';
import { SnippetLoader } from '../content/snippets.js';
import { scanFiles } from '../content/scan-files.js';
import { renderPage, type RenderContext } from '../render/render-page.js';
import { SiteIndex, type RouteLabel } from '../render/site-index.js';
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

const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Build a docs folder into a static site; the previous output stays untouched unless this succeeds. */
export async function build(dir: string, options: BuildOptions = {}): Promise<BuildResult> {
  const root = path.resolve(dir);
  const outDir = path.resolve(options.outDir ?? path.join(root, 'dist'));
  const checked = check(root, { outDir });
  const configFiles = new Set(['docs.json']);
  const diagnostics: Diagnostic[] = checked.diagnostics.map((d) => buildSeverity(d, options.strict === true, configFiles));
  const fail = (): BuildResult => ({ ok: false, diagnostics: sortDiagnostics(diagnostics), pages: 0, outDir });
  if (!checked.model || countDiagnostics(diagnostics).errors > 0) return fail();
  const site = checked.model;
  const files = scanFiles(root, { outDir });

  const ctx: CompileContext = {
    root,
    variables: site.settings.variables,
    codeThemes: codeThemes(site.settings.styling.codeblocks),
    ...linkTargets(site),
    files: files.files,
    dev: false,
    snippets: new SnippetLoader(),
  };
  const pages = new Map<string, Page>();
  let done = 0;
  await forEachConcurrent(site.routes, 8, async (route) => {
    pages.set(route.path, route.page.kind === 'mdx' ? await compilePage(route.page.file, route.path, ctx) : generatedPage(route));
    options.onProgress?.(++done, site.routes.length);
  });
  for (const page of pages.values()) diagnostics.push(...page.diagnostics.map((d) => buildSeverity(d, options.strict === true, configFiles)));
  if (countDiagnostics(diagnostics).errors > 0) return fail();

  const writer = new SiteWriter(outDir);
  try {
    const assets = writeAssets(writer, [...pages.values()].some((p) => p.needs.math));
    const render: RenderContext = {
      index: new SiteIndex(site),
      labels: routeLabels(site, pages),
      assets,
      banners: banners(site),
      dev: false,
    };
    for (const route of site.routes) writer.write(SiteWriter.routeFile(route.path), renderPage(render, route, pages.get(route.path)!));
    writer.write('404.html', renderNotFound(render, site));
    const home = site.root.firstRoute;
    if (!render.index.routes.has('/') && home && home !== '/') writer.write('index.html', redirectPage(home));
    copyStaticFiles(writer, root, files.files);
    writer.commit();
  } catch (err) {
    writer.abort();
    throw err;
  }
  return { ok: true, diagnostics: sortDiagnostics(diagnostics), pages: site.routes.length, outDir };
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

/** Generated API pages until the reference renderer lands: the operation's name and location. */
function generatedPage(route: Route): Page {
  const p = route.page;
  const what = p.kind === 'openapi' ? `<span class="sx-method sx-method-${p.method.toLowerCase()}">${p.method}</span> <code>${escapeHtml(p.path)}</code>`
    : p.kind === 'webhook' ? `<span class="sx-method">WEBHOOK</span> <code>${escapeHtml(p.name)}</code>`
    : p.kind === 'asyncapi' ? `<span class="sx-method">WS</span> <code>${escapeHtml(p.channel)}</code>` : '';
  const spec = p.kind === 'mdx' ? '' : escapeHtml(p.spec);
  return {
    route: route.path,
    title: route.title ?? route.path,
    meta: { social: {}, raw: {}, ...(p.kind !== 'mdx' && 'deprecated' in p && p.deprecated ? { deprecated: true } : {}) },
    html: `<p class="sx-endpoint">${what}</p><p>From <code>${spec}</code>.</p>`,
    toc: [],
    needs: { math: false, mermaid: false },
    dependencies: [],
    assets: [],
    diagnostics: [],
  };
}

/** What the sidebar shows for each route. */
function routeLabels(site: SiteModel, pages: Map<string, Page>): Map<string, RouteLabel> {
  const labels = new Map<string, RouteLabel>();
  for (const r of site.routes) {
    const page = pages.get(r.path);
    const meta = page?.meta;
    const sidebarTitle = meta?.sidebarTitle ?? r.sidebarTitle;
    labels.set(r.path, {
      title: page?.title ?? r.title ?? r.path,
      ...(sidebarTitle ? { sidebarTitle } : {}),
      ...(r.page.kind === 'openapi' || r.page.kind === 'webhook' ? { method: r.page.kind === 'webhook' ? 'HOOK' : r.page.method } : {}),
      ...(meta?.deprecated || ('deprecated' in r.page && r.page.deprecated) ? { deprecated: true } : {}),
      ...(meta?.icon ? { icon: meta.icon } : {}),
      ...(meta?.tag ? { tag: meta.tag } : {}),
    });
  }
  return labels;
}

/** The site banner and per-language banners, rendered from their Markdown once. */
function banners(site: SiteModel): RenderContext['banners'] {
  const out: RenderContext['banners'] = new Map();
  const add = (id: string, b: SiteModel['settings']['banner']) => {
    if (!b?.content) return;
    out.set(id, { html: renderInlineMarkdown(b.content), key: crypto.createHash('sha1').update(b.content).digest('hex').slice(0, 10), dismissible: b.dismissible === true, type: b.type ?? 'info' });
  };
  add('', site.settings.banner);
  const walk = (d: SiteModel['root']) => {
    if (d.kind === 'language') add(d.id, d.banner);
    d.children.forEach(walk);
  };
  walk(site.root);
  return out;
}

/** Copy the stylesheet and runtime under content-hashed names; KaTeX only when a page has math. */
function writeAssets(writer: SiteWriter, math: boolean): RenderContext['assets'] {
  const hashed = (file: string, name: string, ext: string) => {
    const content = fs.readFileSync(file);
    const rel = `_sextant/${name}.${crypto.createHash('sha256').update(content).digest('hex').slice(0, 10)}.${ext}`;
    writer.write(rel, content);
    return '/' + rel;
  };
  const css = [hashed(path.join(PACKAGE_ROOT, 'assets/site.css'), 'site', 'css')];
  const runtime = path.join(PACKAGE_ROOT, 'lib/runtime/app.js');
  const scripts = fs.existsSync(runtime) ? [hashed(runtime, 'app', 'js')] : [];
  const mathCss: string[] = [];
  if (math) {
    const katexDir = path.join(path.dirname(fileURLToPath(import.meta.resolve('katex'))), '');
    const dist = fs.existsSync(path.join(katexDir, 'katex.min.css')) ? katexDir : path.join(katexDir, 'dist');
    writer.copy(path.join(dist, 'katex.min.css'), '_sextant/katex/katex.min.css');
    for (const font of fs.readdirSync(path.join(dist, 'fonts'))) writer.copy(path.join(dist, 'fonts', font), `_sextant/katex/fonts/${font}`);
    mathCss.push('/_sextant/katex/katex.min.css');
  }
  return { css, scripts, math: mathCss, devScripts: [] };
}

/** Copy the docs folder's other files (images, specs, downloads) to the same paths. */
function copyStaticFiles(writer: SiteWriter, root: string, files: ReadonlySet<string>): void {
  for (const file of files) {
    if (/\.mdx?$/.test(file) || file === 'docs.json' || file.startsWith('_sextant/')) continue;
    writer.copy(path.join(root, file), file);
  }
}

/** `/` when no page owns it: send readers (and crawlers) to the first page of the navigation. */
function redirectPage(to: string): string {
  const href = escapeHtml(to);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Redirecting…</title><meta http-equiv="refresh" content="0; url=${href}"><link rel="canonical" href="${href}"><meta name="robots" content="noindex"></head><body><p><a href="${href}">Continue to the documentation</a></p></body></html>`;
}

/** The 404 page, in the site's layout. */
function renderNotFound(ctx: RenderContext, site: SiteModel): string {
  const errors = site.settings.errors?.['404'];
  const route: Route = { path: '/404', page: { kind: 'mdx', file: '404' }, division: firstLeaf(site.root) ?? '', groups: [], breadcrumbs: [], hidden: true, source: { file: 'docs.json', pointer: '' } };
  const home = site.root.firstRoute ?? '/';
  const page: Page = {
    route: '/404',
    title: errors?.title ?? 'Page not found',
    meta: { social: {}, raw: {}, noindex: true },
    html: `<p>${escapeHtml(errors?.description ?? 'The page you are looking for does not exist or has moved.')}</p><p><a href="${escapeHtml(home)}">Go to the home page</a></p>`,
    toc: [],
    needs: { math: false, mermaid: false },
    dependencies: [],
    assets: [],
    diagnostics: [],
  };
  return renderPage(ctx, route, page);
}

function firstLeaf(d: SiteModel['root']): string | undefined {
  if (d.sidebar) return d.id;
  for (const c of d.children) {
    const hit = firstLeaf(c);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
