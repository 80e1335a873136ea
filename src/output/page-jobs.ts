import type { Page } from '../model/page.js';
import type { Route, SiteModel } from '../model/site-model.js';
import { compilePage, type CompileContext } from '../content/compile-page.js';
import { renderInlineMarkdown } from '../content/inline-markdown.js';
import { placeholderApiPage } from '../openapi/placeholder-page.js';
import { renderPage, type RenderContext } from '../render/render-page.js';
import { collectBanners, routeLabel } from '../render/site-context.js';
import { SiteIndex, type RouteLabel } from '../render/site-index.js';
import { SiteWriter } from './write-site.js';

/** What the main thread learns from compiling a page (its HTML stays where it was compiled). */
export interface PageSummary {
  route: string;
  label: RouteLabel;
  math: boolean;
  diagnostics: Page['diagnostics'];
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
  ) {}

  /** Compile routes (a few at a time: pages await Shiki's lazy language loading). */
  async compile(routes: readonly Route[], onDone: (summary: PageSummary) => void): Promise<void> {
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(8, routes.length) }, async () => {
        while (next < routes.length) {
          const route = routes[next++]!;
          const page = route.page.kind === 'mdx' ? await compilePage(route.page.file, route.path, this.ctx) : placeholderApiPage(route);
          this.pages.set(route.path, page);
          onDone({ route: route.path, label: routeLabel(route, page), math: page.needs.math, diagnostics: page.diagnostics });
        }
      }),
    );
  }

  /** Render the compiled routes into the output folder. */
  render(layout: LayoutData, outDir: string): void {
    const render: RenderContext = {
      index: new SiteIndex(this.site),
      labels: new Map(layout.labels),
      assets: layout.assets,
      navFragments: new Map(layout.navFragments),
      banners: collectBanners(this.site, renderInlineMarkdown),
      dev: false,
    };
    const writer = SiteWriter.into(outDir);
    for (const [path, page] of this.pages) writer.write(SiteWriter.routeFile(path), renderPage(render, render.index.routes.get(path)!, page));
    this.pages.clear();
  }
}
