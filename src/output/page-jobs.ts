import type { Page } from '../model/page.js';
import type { Route, SiteModel } from '../model/site-model.js';
import type { CompileContext } from '../content/compile-page.js';
import { renderInlineMarkdown } from '../content/inline-markdown.js';
import { compileRoute, takeFragments } from '../openapi/endpoint/compile-route.js';
import { renderPage, type RenderContext } from '../render/render-page.js';
import { collectBanners, routeLabel } from '../render/site-context.js';
import { SiteIndex, type RouteLabel } from '../render/site-index.js';
import { SiteWriter } from './write-site.js';
import type { PageCache } from './build-cache.js';

/** What rendering a page leaves behind for the next build. */
export interface RenderedPage {
  /** The routes whose labels the page drew (its sidebar, prev/next): it must be rendered again when one changes. */
  labelDeps: string[];
  icons: string[];
  /** The folders of shared schema fragments (`/_sextant/api/<spec hash>/`) the page links to. */
  fragments?: string[];
}

/** What the main thread learns from building a page (its HTML is already written). */
export interface PageSummary extends RenderedPage {
  route: string;
  label: RouteLabel;
  math: boolean;
  mermaid: boolean;
  diagnostics: Page['diagnostics'];
  /** Hash of everything the compiled page depends on (see build-cache.ts). */
  inputHash: string;
  /** Where the page store keeps the compiled page (to render it again without compiling). */
  stored?: string;
  /** Snippet files the page uses. */
  dependencies: string[];
  classes?: string[];
}

/** The sprite symbols an HTML page refers to. */
export function iconsIn(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(/icons\.svg#([a-z0-9-]+)/g), (m) => m[1]!))];
}

/** The shared schema fragment folders an HTML page links to (see openapi/render/fragments.ts). */
export function fragmentFoldersIn(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(/\/_sextant\/api\/([0-9a-f]+)\//g), (m) => m[1]!))];
}

/**
 * What every page's layout needs: the labels of the routes it may draw (those of pages not compiled
 * yet are provisional, see build.ts), the asset URLs and the large sidebars' fragment URLs.
 */
export interface LayoutData {
  labels: [string, RouteLabel][];
  assets: RenderContext['assets'];
  navFragments: [string, string][];
}

/**
 * Building pages, in one thread or in each build worker: every page is compiled, rendered and written
 * at once, so no compiled page stays in memory (a site's worth of page HTML and its collector work
 * was most of a large build's heap).
 */
export class PageJobs {
  constructor(
    private readonly site: SiteModel,
    private readonly ctx: CompileContext,
    private readonly store: PageCache,
  ) {}

  /**
   * Compile, render and write the routes `next` hands out until it has none. Two pages are in flight:
   * one can go on while another awaits a language Shiki loads lazily; more would only keep more page
   * trees alive at once. `target` (layout and output folder) may resolve after compiling has started.
   */
  async build(next: () => Route | undefined | Promise<Route | undefined>, target: Promise<{ layout: LayoutData; outDir: string }>, onDone: (summary: PageSummary) => void): Promise<void> {
    const renderer = target.then((t) => new Renderer(this.site, t.layout, SiteWriter.into(t.outDir)));
    const loop = async () => {
      for (let route = await next(); route; route = await next()) {
        const page = await compileRoute(route, this.ctx, this.site);
        const { inputHash, stored } = this.store.store(route, page);
        const r = await renderer;
        // Schema fragments the API pages compiled here refer to (the same file from two workers is the same content).
        for (const [file, html] of takeFragments(this.ctx)) r.writer.write(file, html);
        const rendered = r.render(route, page);
        onDone({ route: route.path, label: routeLabel(route, page), math: page.needs.math, mermaid: page.needs.mermaid, diagnostics: page.diagnostics, inputHash, ...(stored ? { stored } : {}), dependencies: page.dependencies, ...(page.classes ? { classes: page.classes } : {}), ...rendered });
      }
    };
    await Promise.all([loop(), loop()]);
    this.store.flush();
  }
}

/** Renders pages into an output folder with one layout, recording what each page drew. */
export class Renderer {
  private readonly labels: RecordingLabels;
  private readonly ctx: RenderContext;

  constructor(site: SiteModel, layout: LayoutData, readonly writer: SiteWriter) {
    this.labels = new RecordingLabels(layout.labels);
    this.ctx = {
      index: new SiteIndex(site),
      labels: this.labels,
      assets: layout.assets,
      navFragments: new Map(layout.navFragments),
      banners: collectBanners(site, renderInlineMarkdown),
      dev: false,
    };
  }

  /** Render and write a compiled page; returns the routes whose labels it drew, its icons and fragments. */
  render(route: Route, page: Page): RenderedPage {
    this.labels.used.clear();
    const html = renderPage(this.ctx, route, page);
    this.writer.write(SiteWriter.routeFile(route.path), html);
    const fragments = fragmentFoldersIn(html);
    return { labelDeps: [...this.labels.used], icons: iconsIn(html), ...(fragments.length ? { fragments } : {}) };
  }
}

/** Labels that remember which routes were looked up since the last clear. */
class RecordingLabels extends Map<string, RouteLabel> {
  readonly used = new Set<string>();

  override get(route: string): RouteLabel | undefined {
    this.used.add(route);
    return super.get(route);
  }
}
