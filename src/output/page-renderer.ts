import path from 'node:path';
import type { Page } from '../model/page.js';
import type { Route, SiteModel } from '../model/site-model.js';
import { renderPage, type RenderContext } from '../render/render-page.js';
import { searchDocument } from '../render/search-document.js';
import type { RouteLabel } from '../render/site-index.js';
import { renderState } from '../render/components/render-state.js';
import { SidebarMemo } from '../render/layout/sidebar.js';
import type { OgCard } from '../render/og-card.js';
import { generatedCard } from '../render/seo.js';
import { Labels } from '../site/labels.js';
import { makeRenderContext } from '../site/render-context.js';
import { SiteWriter } from './write-site.js';
import { mtime } from '../source/last-modified.js';

/** What rendering a page leaves behind for the next build. */
export interface RenderedPage {
  /** The routes whose labels the page drew (its sidebar, prev/next): it must be rendered again when one changes. */
  labelDeps: string[];
  icons: string[];
  /** The folders of shared schema fragments (`/_sextant/api/<spec hash>/`) the page links to. */
  fragments?: string[];
  /** Its generated Open Graph card's file (output/og-cards.ts draws it). */
  card?: string;
}

/**
 * What every page's layout needs: the labels of the routes it may draw (those of pages not compiled
 * yet are provisional, see build.ts), the asset URLs and the large sidebars' fragment URLs.
 */
export interface LayoutData {
  labels: [string, RouteLabel][];
  assets: RenderContext['assets'];
  navFragments: [string, string][];
  banners: [string, BannerHtml][];
  /** The design of generated Open Graph cards, when this build draws them (output/og-cards.ts). */
  ogCardSeed?: string;
  /** When each page file last changed (git, else the file), when docs.json `metadata.timestamp` shows it. */
  modified?: [string, string][];
}

type BannerHtml = RenderContext['banners'] extends Map<string, infer B> ? B : never;

/** Renders pages into an output folder with one layout, recording what each page drew. */
export class Renderer {
  private readonly labels: Labels;
  private readonly ctx: RenderContext;

  constructor(
    private readonly site: SiteModel,
    layout: LayoutData,
    readonly writer: SiteWriter,
    root: string,
  ) {
    this.labels = new Labels(layout.labels);
    const modified = new Map(layout.modified);
    this.ctx = {
      ...makeRenderContext(site, {
        labels: this.labels,
        assets: layout.assets,
        navFragments: new Map(layout.navFragments),
        banners: new Map(layout.banners),
        dev: false,
        ...(layout.ogCardSeed ? { ogCardSeed: layout.ogCardSeed } : {}),
        // A page whose own `timestamp: true` asks for a date the site does not show is dated by its file.
        lastModified: (file) => modified.get(file) ?? mtime(path.join(root, file)),
      }),
      // The labels stay as they are for this renderer's life (a build renders again with new ones).
      sidebars: new SidebarMemo(),
    };
  }

  /** The Open Graph card the page shows, when the build generates one for it. */
  card(route: Route, page: Page): OgCard | undefined {
    return generatedCard(this.site, route, page, this.ctx.ogCardSeed);
  }

  /** Render and write a compiled page; returns the routes whose labels it drew, its icons and fragments. */
  render(route: Route, page: Page): RenderedPage {
    this.labels.reads();
    // The layout records the icons it draws; the content's come with the page.
    const drawing = renderState(this.site.settings.icons.library);
    const html = renderPage(this.ctx, route, page, drawing);
    this.writer.write(SiteWriter.routeFile(route.path), html);
    const icons = [...new Set([...drawing.icons, ...(page.icons ?? [])])];
    const card = this.card(route, page);
    return {
      labelDeps: this.labels.reads(),
      icons,
      ...(page.fragments?.length ? { fragments: page.fragments } : {}),
      ...(card ? { card: card.file } : {}),
    };
  }

  /** The page as the search index reads it (render/search-document.ts), undefined when search leaves it out. */
  searchDocument(route: Route, page: Page): string | undefined {
    return searchDocument(this.ctx.index, route, page);
  }
}
