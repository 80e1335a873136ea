import fs from 'node:fs';
import path from 'node:path';
import { loadSite } from '../site/site.js';
import { pageOrigins, proxyAllowList } from '../site/proxy-allow.js';
import { Labels } from '../site/labels.js';
import { linkDiagnostics } from '../site/link-check.js';
import { linkTargets, type LinkTargets } from '../site/compile-context.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { IslandSource, Page } from '../model/page.js';
import type { Route, SiteModel } from '../model/site-model.js';
import type { CompileContext } from '../content/compile-page.js';
import { prepareHighlighter } from '../content/highlight.js';
import { compileRoute } from '../pages/compile-route.js';
import { RemoteSpecs } from '../specs/openapi/remote-specs.js';
import { cachedOpenApi } from '../specs/openapi/document-cache.js';
import { buildSeverity } from '../output/build-severity.js';
import { quickLabel } from '../output/quick-labels.js';
import { customAssetUrls } from '../output/custom-assets.js';
import { UTILITY_CSS_URL } from '../output/utility-css.js';
import { assetUrls, siteAssets, type SiteAssets } from '../output/assets.js';
import { renderPage, type RenderContext } from '../render/render-page.js';
import { notFoundRoutes, renderNotFound } from '../render/special-pages.js';
import { notFoundDescription, notFoundScript } from '../output/outputs/not-found.js';
import { compileRedirect, findRedirect, type CompiledRedirect } from '../common/redirect-rule.js';
import { activeRedirects } from '../output/outputs/redirects.js';
import { renderState, type RenderState } from '../render/components/render-state.js';
import { iconSprite } from '../render/icons.js';
import { largeSidebars, routeLabel } from '../render/site-context.js';
import type { RouteLabel } from '../render/site-index.js';

/**
 * The dev server's view of the docs folder: the current SiteModel and the pages compiled so far.
 * Pages compile on first request; a change invalidates only what depends on the changed file.
 * When docs.json breaks, the last good model keeps serving and the error is reported.
 */
export class DevSite {
  site: SiteModel | undefined;
  /** Errors that stop the site from being resolved (docs.json, navigation structure). */
  configErrors: Diagnostic[] = [];
  private ctx: CompileContext | undefined;
  private render: RenderContext | undefined;
  private readonly pages = new Map<string, Promise<Page>>();
  private readonly compiled = new Map<string, Page>();
  readonly assets: SiteAssets = siteAssets({ math: true, dev: true });
  /** URL specs are fetched once per session (a reload retries only those that failed). */
  private readonly remote: RemoteSpecs;
  /** Spec files the model was built from, and the files their `$ref`s reached. */
  private specFiles = new Set<string>();
  /** The origins the playground proxy may forward to, from the last good model. */
  proxyAllow: readonly string[] = [];
  /** The sprite symbols drawn so far (the dev sprite holds these, as a build's holds its pages'). */
  private readonly icons = new Set<string>();
  /** docs.json `redirects` of the current model, as a build writes them for hosts. */
  private redirects: CompiledRedirect[] = [];

  constructor(
    readonly root: string,
    /** Load docs.json `integrations` in the pages (off in dev unless asked: analytics would count the author's visits). */
    private readonly integrations = false,
  ) {
    this.remote = new RemoteSpecs(root);
  }

  /** Resolve docs.json and the navigation again; keeps the previous model when the new one has errors. */
  async reload(): Promise<Diagnostic[]> {
    const loaded = await loadSite(this.root, { remote: this.remote });
    const { model, diagnostics, configFiles } = loaded;
    // The same table as `build`: problems with one entry (a missing page, an unusable spec) do not stop the site.
    // But a spec the site was built from that an edit broke keeps the last good model (and its pages)
    // with the error shown, rather than its pages silently leaving the sidebar.
    const errors = diagnostics.filter(
      (d) => buildSeverity(d, false, new Set(configFiles)).severity === 'error' || (d.severity === 'error' && this.specFiles.has(d.file)),
    );
    this.configErrors = model ? errors : diagnostics;
    if (!model || errors.length > 0) return diagnostics;
    // Everything the new model needs is made before it replaces the old one (requests go on meanwhile).
    // Labels are worked out as pages draw them; large sidebars' fragments are made when first asked for.
    const ctx = await loaded.compileContext('dev');
    // The first page asked for most likely has code: the engine loads while the rest is made ready.
    prepareHighlighter(ctx.codeThemes);
    const labels = new Labels(undefined, (p) => this.label(p));
    const render = await loaded.renderContext('dev', labels, {
      ...assetUrls(this.assets),
      ...customAssetUrls(loaded.files?.files ?? []),
      utilities: UTILITY_CSS_URL,
    });
    if (this.integrations) render.integrations = true;
    this.site = model;
    this.redirects = activeRedirects(model, (p) => render.index.routes.has(p)).map(compileRedirect);
    this.targets = undefined;
    this.proxyAllow = proxyAllowList(loaded);
    this.specFiles = new Set(model.specs.flatMap((s) => (s.kind === 'openapi' ? specFilesOf(this.root, s.source) : [s.source])));
    this.ctx = ctx;
    this.pages.clear();
    this.compiled.clear();
    this.render = render;
    return diagnostics;
  }

  get renderContext(): RenderContext | undefined {
    return this.render;
  }

  /** The fragment JSON of a large sidebar, for its dev URL. */
  navFragment(url: string): string | undefined {
    const render = this.render;
    if (!render || !this.site) return undefined;
    const division = [...render.navFragments].find(([, u]) => u === url)?.[0];
    if (division === undefined) return undefined;
    return this.drawing(this.site, (state) => largeSidebars(this.site!, render.labels, state).find((s) => s.division === division)?.json);
  }

  /** A compiled page's HTML document; the icons it draws join the sprite. */
  renderPage(ctx: RenderContext, route: Route, page: Page): string {
    for (const id of page.icons ?? []) this.icons.add(id);
    return this.drawing(ctx.index.site, (state) => renderPage(ctx, route, page, state));
  }

  /** The 404 page; the icons it draws join the sprite. */
  renderNotFound(ctx: RenderContext): string {
    return this.drawing(ctx.index.site, (state) =>
      renderNotFound(ctx, state, notFoundScript(), notFoundDescription(ctx.index.site.settings)),
    );
  }

  /** The pages the 404 page may suggest (JSON), as a build writes them. */
  notFoundRoutes(): string | undefined {
    return this.render && JSON.stringify(notFoundRoutes(this.render));
  }

  /** Where docs.json `redirects` send a request target (`/old?x=1`), the query kept. */
  redirect(target: string): { location: string; permanent: boolean } | undefined {
    return findRedirect(this.redirects, target);
  }

  /** The sprite of every icon drawn so far. */
  iconSprite(): string {
    return iconSprite(this.icons);
  }

  /** Draw with a fresh render state, keeping the icons it drew. */
  private drawing<T>(model: SiteModel, draw: (state: RenderState) => T): T {
    const state = renderState(model.settings.icons.library);
    const out = draw(state);
    for (const id of state.icons) this.icons.add(id);
    return out;
  }

  /** The compiled page of a route (compiled once until invalidated). */
  page(route: Route): Promise<Page> {
    let p = this.pages.get(route.path);
    if (!p) {
      p = compileRoute(route, this.ctx!, this.site!);
      p.then(
        (page) => {
          this.compiled.set(route.path, page);
          const origins = pageOrigins(page).filter((o) => !this.proxyAllow.includes(o));
          if (origins.length) this.proxyAllow = [...this.proxyAllow, ...origins];
        },
        () => this.pages.delete(route.path),
      );
      this.pages.set(route.path, p);
    }
    return p;
  }

  /** Pages whose links were checked (see linkProblems). */
  private readonly linksChecked = new WeakSet<Page>();

  /**
   * The broken anchors (and spec links) of a page just compiled, checked against the pages compiled
   * so far (compiling the whole site to check one page would not be cheap); empty once reported.
   */
  linkProblems(route: Route, page: Page): Diagnostic[] {
    if (!this.site || this.linksChecked.has(page) || !page.links?.length) return [];
    this.linksChecked.add(page);
    const pages = [...this.compiled].map(([r, p]) => ({
      route: r,
      ...(p.anchors ? { anchors: p.anchors } : {}),
      ...(p.links ? { links: p.links } : {}),
    }));
    return linkDiagnostics(pages, (this.targets ??= linkTargets(this.site)), this.root, route.path);
  }

  private targets: LinkTargets | undefined;

  /** Forget what depends on a changed page or snippet file; returns the routes affected. */
  invalidate(file: string): string[] {
    this.ctx?.snippets.invalidate(file);
    const affected: string[] = [];
    for (const route of this.site?.routes ?? []) {
      const page = this.compiled.get(route.path);
      if ((route.page.kind === 'mdx' && route.page.file === file) || page?.dependencies.includes(file)) {
        this.pages.delete(route.path);
        this.compiled.delete(route.path);
        this.render?.labels.delete(route.path);
        affected.push(route.path);
      }
    }
    return affected;
  }

  /**
   * Whether a changed file changes the model (config, includes, pages added or removed, and specs:
   * their operations are the sidebar's and their pages' content, so any spec edit rebuilds it).
   */
  affectsModel(file: string, event: string): boolean {
    if (event === 'add' || event === 'unlink' || event === 'addDir' || event === 'unlinkDir') return true;
    return /\.(json|ya?ml)$/i.test(file) || this.specFiles.has(file);
  }

  /** The class names of the pages compiled so far (the dev server's utility stylesheet covers these). */
  utilityClasses(): string[] {
    return [...new Set([...this.compiled.values()].flatMap((p) => p.classes ?? []))].sort();
  }

  /** The islands of the pages compiled so far (the dev server bundles these on request). */
  islands(): IslandSource[] {
    return [...new Map([...this.compiled.values()].flatMap((p) => p.islands ?? []).map((i) => [i.id, i])).values()];
  }

  /** The sidebar label of a route: from its compiled page when there is one, else read quickly. */
  private label(routePath: string): RouteLabel | undefined {
    const route = this.render?.index.routes.get(routePath);
    if (!route) return undefined;
    const page = this.compiled.get(routePath);
    return page ? routeLabel(route, page) : quickLabel(this.root, route);
  }

  /** A file of the docs folder by URL path, if it exists inside the folder. */
  staticFile(segments: string[]): string | undefined {
    const abs = path.join(this.root, ...segments);
    const real = fs.realpathSync.native(this.root);
    try {
      const target = fs.realpathSync.native(abs);
      return target.startsWith(real + path.sep) && fs.statSync(target).isFile() ? target : undefined;
    } catch {
      return undefined;
    }
  }
}

/** The project files a spec was read from (itself and what its `$ref`s reached so far). */
function specFilesOf(root: string, source: string): string[] {
  if (/^https?:\/\//i.test(source)) return [];
  const loaded = cachedOpenApi(root, source);
  return loaded.ok ? loaded.doc.files() : [source];
}
