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

/** What the main thread learns from compiling a page (its HTML stays where it was compiled). */
export interface PageSummary {
  route: string;
  label: RouteLabel;
  math: boolean;
  mermaid: boolean;
  diagnostics: Page['diagnostics'];
  /** Hash of everything the compiled page depends on (see build-cache.ts). */
  inputHash: string;
  /** Where the build cache keeps the compiled page. */
  stored?: string;
  /** Snippet files the page uses. */
  dependencies: string[];
  classes?: string[];
}

/** What rendering a page leaves behind for the next build. */
export interface RenderedPage {
  labelDeps: string[];
  icons: string[];
  /** The folders of shared schema fragments (`/_sextant/api/<spec hash>/`) the page links to. */
  fragments?: string[];
}

/** The sprite symbols an HTML page refers to. */
export function iconsIn(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(/icons\.svg#([a-z0-9-]+)/g), (m) => m[1]!))];
}

/** The shared schema fragment folders an HTML page links to (see openapi/render/fragments.ts). */
export function fragmentFoldersIn(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(/\/_sextant\/api\/([0-9a-f]+)\//g), (m) => m[1]!))];
}

/** What every page's layout needs once all pages are compiled. */
export interface LayoutData {
  labels: [string, RouteLabel][];
  assets: RenderContext['assets'];
  navFragments: [string, string][];
}

/**
 * The two halves of building pages, run in one thread or in several workers: compile a share of the
 * routes (keeping their content), then render and write them once every label is known.
 */
export class PageJobs {
  private readonly pages = new Map<string, Page>();

  constructor(
    private readonly site: SiteModel,
    private readonly ctx: CompileContext,
    private readonly cache?: PageCache,
  ) {}

  /** Use an already compiled page (from the build cache) for a route. */
  adopt(page: Page): void {
    this.pages.set(page.route, page);
  }

  /**
   * Compile routes two at a time: one page can go on while another awaits a language Shiki loads
   * lazily. More in flight only keeps more page trees alive at once, which costs collector time.
   */
  async compile(routes: readonly Route[], onDone: (summary: PageSummary) => void): Promise<void> {
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(2, routes.length) }, async () => {
        while (next < routes.length) {
          const route = routes[next++]!;
          const page = await compileRoute(route, this.ctx, this.site);
          this.pages.set(route.path, page);
          const { inputHash, stored } = this.cache?.store(route, page) ?? { inputHash: '' };
          onDone({ route: route.path, label: routeLabel(route, page), math: page.needs.math, mermaid: page.needs.mermaid, diagnostics: page.diagnostics, inputHash, ...(stored ? { stored } : {}), dependencies: page.dependencies, ...(page.classes ? { classes: page.classes } : {}) });
        }
      }),
    );
    this.cache?.flush();
  }

  /**
   * Render the compiled routes into the output folder; returns, per route, the routes whose labels
   * the page drew (its sidebar, prev/next: a rebuild re-renders it when one of those changes) and the
   * icons it draws (the sprite holds the union).
   */
  render(layout: LayoutData, outDir: string): Record<string, RenderedPage> {
    const labels = new RecordingLabels(layout.labels);
    const render: RenderContext = {
      index: new SiteIndex(this.site),
      labels,
      assets: layout.assets,
      navFragments: new Map(layout.navFragments),
      banners: collectBanners(this.site, renderInlineMarkdown),
      dev: false,
    };
    const writer = SiteWriter.into(outDir);
    // Schema fragments the API pages compiled here refer to (the same file from two workers is the same content).
    for (const [file, html] of takeFragments(this.ctx)) writer.write(file, html);
    const out: Record<string, RenderedPage> = {};
    for (const [path, page] of this.pages) {
      labels.used.clear();
      const html = renderPage(render, render.index.routes.get(path)!, page);
      writer.write(SiteWriter.routeFile(path), html);
      const fragments = fragmentFoldersIn(html);
      out[path] = { labelDeps: [...labels.used], icons: iconsIn(html), ...(fragments.length ? { fragments } : {}) };
    }
    this.pages.clear();
    return out;
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
