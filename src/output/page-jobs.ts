import path from 'node:path';
import type { Page } from '../model/page.js';
import type { Route, SiteModel } from '../model/site-model.js';
import type { CompileContext } from '../content/compile-page.js';
import { compileRoute, takeFragments } from '../pages/compile-route.js';
import { routeLabel } from '../render/site-context.js';
import { hasChannelConsole, hasPlayground } from '../render/render-page.js';
import { metaVisibility, type MetaVisibility } from '../render/visibility.js';
import { pageOrigins } from '../site/proxy-allow.js';
import type { RouteLabel } from '../render/site-index.js';
import { OG_CACHE, type PageCache } from './build-cache.js';
import { Renderer, type LayoutData, type RenderedPage } from './page-renderer.js';
import { SiteWriter } from './write-site.js';
import { twinFile, twinText } from './outputs/markdown-twins.js';
import { mark } from '../diagnostics/timings.js';
import { CardPainter } from './og-cards.js';

/** What the main thread learns from building a page (its HTML is already written). */
export interface PageSummary extends RenderedPage {
  route: string;
  title: string;
  description?: string;
  label: RouteLabel;
  math: boolean;
  mermaid: boolean;
  /** A diagram laid out by ELK (the build copies its layout module). */
  elk?: true;
  playground?: boolean;
  channelConsole?: boolean;
  apiOrigins?: string[];
  diagnostics: Page['diagnostics'];
  feed?: Page['feed'];
  /** The frontmatter keys that decide where the page shows, those set (see render/visibility.ts). */
  visibility?: MetaVisibility;
  /** Hash of everything the compiled page depends on (see build-cache.ts). */
  inputHash: string;
  /** Where the page store keeps the compiled page (to render it again without compiling). */
  stored?: string;
  /** The page was not compiled: the store had it from an earlier build (see `PageCache.reuse`). */
  reused?: true;
  /** Snippet files the page uses. */
  dependencies: string[];
  classes?: string[];
  islands?: Page['islands'];
  anchors?: string[];
  links?: Page['links'];
  /**
   * The page as the search index reads it (render/search-document.ts), for the build to hand to the
   * index as pages finish; not kept in the build manifest.
   */
  search?: string;
}

/**
 * Building pages, in one thread or in each build worker: every page is compiled, rendered and written
 * at once, so no compiled page stays in memory (a site's worth of page HTML and its collector work
 * was most of a large build's heap).
 */
export class PageJobs {
  private readonly ctx: CompileContext;
  private readonly cards: CardPainter;

  constructor(
    private readonly site: SiteModel,
    ctx: CompileContext,
    private readonly store: PageCache,
  ) {
    // The author's components compile once into the build cache (or the build's scratch store).
    this.ctx = { ...ctx, componentCache: path.join(store.dir, 'components') };
    this.cards = new CardPainter(ctx.root, site, path.join(store.dir, OG_CACHE));
  }

  /**
   * Compile, render and write the routes `next` hands out until it has none. `inFlight` pages are
   * compiled at once: two by default, so one can go on while another awaits a language Shiki loads
   * lazily (more would only keep more page trees alive); more when blocks are highlighted by another
   * thread, to keep this one busy meanwhile. `target` (layout and output folder) may resolve after
   * compiling has started.
   */
  async build(
    next: () => Route | undefined | Promise<Route | undefined>,
    target: Promise<{ layout: LayoutData; outDir: string }>,
    onDone: (summary: PageSummary) => void,
    inFlight = 2,
  ): Promise<void> {
    const renderer = target.then((t) => new Renderer(this.site, t.layout, SiteWriter.into(t.outDir), this.ctx.root));
    let count = 0;
    const loop = async () => {
      for (let route = await next(); route; route = await next()) {
        if (count++ === 0) mark('pages: first page');
        const kept = this.store.reused(route);
        const page = kept?.page ?? (await compileRoute(route, this.ctx, this.site));
        const { inputHash, stored } = kept ?? this.store.store(route, page);
        const r = await renderer;
        // Schema fragments the API pages compiled here refer to (the same file from two workers is the same content).
        for (const [file, html] of takeFragments(this.ctx)) r.writer.write(file, html);
        const rendered = r.render(route, page);
        // Its Open Graph card is drawn here too, in parallel with the other workers' (only when the site's address is known).
        const card = r.card(route, page);
        if (card) {
          try {
            await this.cards.paint(card, r.writer);
          } catch (err) {
            page.diagnostics.push({
              severity: 'warning',
              code: 'og-card-failed',
              message: `The page's Open Graph card could not be drawn: ${err instanceof Error ? err.message : String(err)}`,
              file: route.page.kind === 'mdx' ? route.page.file : route.page.spec,
              line: 1,
              column: 1,
              pointer: '',
            });
          }
        }
        const search = r.searchDocument(route, page);
        // The Markdown twin is written beside the page's HTML: its text never travels to the main thread.
        r.writer.write(twinFile(route.path), twinText(page, this.site.settings.markdown?.instructions));
        onDone({
          route: route.path,
          title: page.title,
          // An API page's own description is its operation's (what its head's meta description says).
          ...(page.description || page.headDescription ? { description: page.description || page.headDescription } : {}),
          label: routeLabel(route, page),
          math: page.needs.math,
          mermaid: page.needs.mermaid,
          ...(page.needs.elk ? { elk: true as const } : {}),
          ...(page.api && hasPlayground(page.api.playground.display) ? { playground: true, apiOrigins: pageOrigins(page) } : {}),
          ...(hasChannelConsole(page) ? { channelConsole: true } : {}),
          diagnostics: page.diagnostics,
          inputHash,
          ...(stored ? { stored } : {}),
          ...(kept ? { reused: true as const } : {}),
          dependencies: page.dependencies,
          ...(page.classes ? { classes: page.classes } : {}),
          ...(page.feed ? { feed: page.feed } : {}),
          ...visibilityOf(page),
          ...(page.islands ? { islands: page.islands } : {}),
          ...(page.anchors?.length ? { anchors: page.anchors } : {}),
          ...(page.links ? { links: page.links } : {}),
          ...rendered,
          ...(search === undefined ? {} : { search }),
        });
      }
    };
    await Promise.all(Array.from({ length: inFlight }, loop));
    mark(`pages: ${count} pages done`);
    this.store.flush();
  }
}

/** The summary's `visibility`, left out when the page sets none of its keys. */
function visibilityOf(page: Page): { visibility?: MetaVisibility } {
  const v = metaVisibility(page.meta);
  return Object.keys(v).length ? { visibility: v } : {};
}
