import { renderToString } from 'preact-render-to-string';
import { slashedLinks, trailingSlash } from './trailing-slash.js';
import { ISLANDS_LOADER, islandEntry } from './islands-loader.js';
import { needsComponentRuntime } from './component-runtime.js';
import type { Division, DivisionKind, GlobalLink, GlobalLinks, Route, SiteModel } from '../model/site-model.js';
import type { Page, PageMeta } from '../model/page.js';
import type { SiteSettings } from '../model/settings.js';
import type { PlaygroundDisplay } from '../model/api-page.js';
import type { RouteLabel, SiteIndex } from './site-index.js';
import { Document } from './layout/document.js';
import { scriptJsonText } from './script-json.js';
import { faviconHref, redirectPage } from './redirect-page.js';
import { documentTitle, generatedCard, seoHead } from './seo.js';
import { integrationsScript } from './integrations.js';
import { Eyebrow, Footer, PrevNext, Toc } from './layout/page-body.js';
import { ContextualMenu } from './layout/contextual-menu.js';
import { twinUrl } from '../common/twin-url.js';
import { sidebarTreeHtml, type SidebarMemo } from './layout/sidebar.js';
import { AnchorList, Switcher } from './layout/switchers.js';
import { NavbarLinks, TopBar } from './layout/top-bar.js';
import { UiIcon } from './layout/ui-icons.js';
import { ENGLISH, pageLang, textDirection, uiStrings, type UiStrings } from './ui-strings.js';
import { renderState, RenderStateContext, type RenderState } from './components/render-state.js';
import { ApiSearchTerms, ChannelSearchTerms, contentWeight, searchBoost, SearchButton, SearchFilters, searchScope } from './search.js';
import { pageVisibility } from './visibility.js';

export interface RenderContext {
  index: SiteIndex;
  labels: Map<string, RouteLabel>;
  /** Stylesheets and scripts every page loads, and those only some pages need. */
  assets: {
    css: string[];
    scripts: string[];
    math: string[];
    mermaid: string[];
    /** Mermaid's ELK layout module (pages with an ELK diagram import it before drawing). */
    mermaidElk?: string;
    devScripts: string[];
    api?: string[];
    /** Content components' runtime, for pages that show one (component-runtime.ts). */
    components?: string[];
    playground?: string[];
    /** The WebSocket console's module, for AsyncAPI channel pages with a `ws`/`wss` server. */
    channelConsole?: string[];
    /** The search dialog's module (loaded when the reader opens search). */
    search?: string;
    utilities?: string;
    /** The docs folder's own stylesheets and scripts, for every page (src/output/custom-assets.ts). */
    customCss?: string[];
    customJs?: string[];
  };
  /** URL of the shared fragment of each large sidebar, by division id (see sidebarFragment). */
  navFragments: Map<string, string>;
  /**
   * Banner HTML by the id of the division that sets it (`""` for the site-wide banner); `style`: docs.json
   * `banner.color`, as custom properties (a colour given for one mode serves both).
   */
  banners: Map<string, { html: string; key: string; dismissible: boolean; type: string; style?: string }>;
  /**
   * When a page's file last changed (ISO), for the date under pages when docs.json `metadata.timestamp` (or
   * the page's `timestamp`) asks for it; the caller reads git or the file system.
   */
  lastModified?: (file: string) => string | undefined;
  dev: boolean;
  /** Load docs.json `integrations` although `dev` is set (`sextant dev --integrations`). */
  integrations?: boolean;
  /** The design of generated Open Graph cards, when the build draws them (output/og-cards.ts). */
  ogCardSeed?: string;
  /** Sidebars drawn for earlier pages, when `labels` do not change while this context is used (a build's renderer). */
  sidebars?: SidebarMemo;
}

/**
 * The contextual menu a page shows: its frontmatter `contextual` over docs.json's (each key it sets wins;
 * `options: []` turns the menu off there); none when neither gives options.
 */
export function pageContextual(
  site: SiteSettings['contextual'],
  page: PageMeta['contextual'],
): NonNullable<SiteSettings['contextual']> | undefined {
  if (!page) return site;
  const options = page.options ?? site?.options;
  if (!options?.length) return undefined;
  const display = page.display ?? site?.display;
  return { options, ...(display ? { display } : {}) };
}

/**
 * Render one route's full HTML document: layout, navigation and the page's content. The layout's
 * components draw into `state` (its `icons` are the sprite symbols the layout uses).
 */
export function renderPage(ctx: RenderContext, route: Route, page: Page, state?: RenderState): string {
  const { index } = ctx;
  const site = index.site;
  // A page that stands for another address (frontmatter `url`) sends its readers there.
  if (page.meta.url) return redirectPage(page.meta.url, faviconHref(site.settings.favicon));
  const drawing = state ?? renderState(site.settings.icons.library);
  const path = index.pathTo(route.division);
  /** The level of the path holding divisions of `kind`: its options and the one the page is under. */
  const level = (kind: DivisionKind) => {
    const i = path.findIndex((_, j) => path[j + 1]?.kind === kind);
    return i === -1 ? undefined : { options: path[i]!.children, current: path[i + 1]! };
  };
  const tabs = level('tab');
  const language = path.find((d) => d.kind === 'language');
  const globals = mergeGlobals(site.global, path);
  const leaf = path[path.length - 1]!;
  const mode = page.meta.mode ?? 'default';
  const lang = pageLang(path);
  const ui = uiStrings(lang);
  const banner = (language && ctx.banners.get(language.id)) ?? ctx.banners.get('');
  const navbar = language?.navbar ?? site.settings.navbar;
  const footer = language?.footer ?? site.settings.footer;
  const switcher = (kind: DivisionKind, label: string) => {
    const l = level(kind);
    return l ? <Switcher label={label} kind={kind} current={l.current} options={l.options} index={index} currentPath={route.path} /> : null;
  };
  const anchors = level('anchor');
  const fragment = ctx.navFragments.get(leaf.id);
  const showSidebar = mode !== 'center' && mode !== 'custom';
  const showToc = mode === 'default';
  // `custom` is a blank canvas under the top bar, `frame` the same beside the sidebar: the page draws its own
  // heading (a hero), so the header keeps only the title, for screen readers and search.
  const bare = mode === 'custom' || mode === 'frame';
  // A page opening with its own h1 shows it in the header, where the title goes: above the description and badge.
  const ownTitle = page.ownH1 && !bare ? openingH1(page.html) : undefined;
  const contentHtml = ownTitle ? page.html.slice(ownTitle.end) : page.html;
  const visibility = pageVisibility(route, page.meta, site);
  const searchable = visibility.search;
  const scope = searchScope(path);
  const contextual = pageContextual(site.settings.contextual, page.meta.contextual);
  // The menu sits above the table of contents when asked and there is one; else at the page header.
  const menuAtToc = contextual?.display === 'toc' && showToc && !page.panel;
  const menu = contextual ? (
    <ContextualMenu options={contextual.options} route={route.path} markdownUrl={twinUrl(route.path)} text={ui.contextual} />
  ) : null;

  const body = (
    <>
      <a class="sx-skip" href="#content-area">
        {ui.skip}
      </a>
      {banner ? (
        <div
          id="banner"
          class={`sx-banner sx-banner-${banner.type}`}
          style={banner.style}
          data-sx-banner
          data-sx-banner-key={banner.key}
          role="region"
          aria-label={ui.announcement}
        >
          <div class="sx-banner-content" dangerouslySetInnerHTML={{ __html: banner.html }} />
          {banner.dismissible ? (
            <button type="button" class="sx-banner-close" data-sx-banner-close aria-label={ui.dismiss}>
              <UiIcon name="x" />
            </button>
          ) : null}
        </div>
      ) : null}
      <TopBar
        site={site}
        home={index.home(language)}
        tabs={tabs?.options ?? []}
        activeTab={tabs?.current}
        globalTabs={globals.tabs}
        navbar={navbar}
        languageSwitcher={switcher('language', ui.switchers.language)}
        ui={ui}
        search={
          ctx.assets.search ? (
            <SearchButton
              prompt={site.settings.search?.prompt ?? ui.search}
              dialog={ctx.assets.search}
              scope={scope}
              text={ui.searchDialog}
            />
          ) : null
        }
      />
      {/* The layout's parts carry the ids the reference documents for custom CSS (model/layout-ids.ts). */}
      <div id="body-content" class="sx-shell">
        {showSidebar ? (
          <nav
            id="sidebar"
            class="sx-sidebar"
            data-sx-sidebar
            data-sx-sidebar-key={leaf.id || 'root'}
            data-sx-drilldown={String(site.drilldown)}
            data-sx-nav={fragment}
            aria-label={ui.navigation}
          >
            <div id="sidebar-content">
              {switcher('product', ui.switchers.product)}
              {switcher('version', ui.switchers.version)}
              {switcher('dropdown', ui.switchers.section)}
              <AnchorList anchors={anchors?.options ?? []} current={anchors?.current} globals={globals.anchors} />
              {leaf.sidebar ? (
                <div
                  id="navigation-items"
                  class="sx-sidebar-tree"
                  dangerouslySetInnerHTML={{
                    __html: sidebarTreeHtml(
                      leaf.sidebar,
                      route.path,
                      ctx.labels,
                      fragment !== undefined,
                      drawing,
                      ctx.sidebars,
                      ui.openGroup,
                    ),
                  }}
                />
              ) : null}
              <NavbarLinks navbar={navbar} drawer />
            </div>
          </nav>
        ) : null}
        <main id="content-area" class="sx-main" tabindex={-1}>
          {/* Only the article goes into the search index (navigation, TOC and footer stay out); boost weighs its words. */}
          <article
            class="sx-article"
            data-pagefind-body={searchable ? '' : undefined}
            data-pagefind-weight={searchable ? contentWeight(searchBoost(route, page)) : undefined}
          >
            <header id="header" class={bare ? 'sx-page-header sx-visually-hidden' : 'sx-page-header'}>
              {menuAtToc || bare ? null : menu}
              {bare ? null : <Eyebrow route={route} mode={site.eyebrows} label={ui.breadcrumb} />}
              {ownTitle ? (
                <h1 id={ownTitle.id ?? 'page-title'} class="sx-title" dangerouslySetInnerHTML={{ __html: ownTitle.html }} />
              ) : page.ownH1 ? null : (
                <h1 id="page-title" class="sx-title" data-pagefind-meta="title">
                  {page.title}
                </h1>
              )}
              {page.meta.deprecated && !bare ? (
                <p class="sx-badge sx-badge-deprecated" data-pagefind-ignore="">
                  {ui.deprecated}
                </p>
              ) : null}
              {/* The description's paragraph inside a `.prose` box, as the reference writes it (`#header .prose p`). */}
              {bare ? null : page.descriptionHtml ? (
                <div class="sx-description prose">
                  <p dangerouslySetInnerHTML={{ __html: page.descriptionHtml }} />
                </div>
              ) : page.description ? (
                <div class="sx-description prose">
                  <p>{page.description}</p>
                </div>
              ) : null}
              {searchable && page.api ? <ApiSearchTerms api={page.api} /> : null}
              {searchable && page.channel ? <ChannelSearchTerms channel={page.channel} /> : null}
              {searchable && page.meta.keywords?.length ? (
                <p hidden data-pagefind-weight="5">
                  {page.meta.keywords.join(' ')}
                </p>
              ) : null}
            </header>
            {/* `custom` has no typography, as the reference's: the page's own classes style it. `#content` and `.prose` are
                the reference's names for the content (Sextant's stylesheet gives `.prose` no rules of its own). */}
            <div
              id="content"
              class={mode === 'custom' ? 'sx-content mdx-content not-prose' : 'sx-content mdx-content prose'}
              dangerouslySetInnerHTML={{ __html: contentHtml }}
            />
            <LastModified route={route} page={page} ctx={ctx} label={ui.lastModified} lang={lang} />
          </article>
          {searchable ? <SearchFilters scope={scope} /> : null}
          {page.api ? <script type="application/json" id="sx-api" dangerouslySetInnerHTML={{ __html: scriptJson(page.api) }} /> : null}
          {page.api && hasPlayground(page.api.playground.display) ? <ToolText id="sx-api-text" ui={ui} words={ui.playground} /> : null}
          {page.channel ? (
            <script type="application/json" id="sx-channel" dangerouslySetInnerHTML={{ __html: scriptJson(page.channel) }} />
          ) : null}
          {hasChannelConsole(page) ? <ToolText id="sx-channel-text" ui={ui} words={ui.console} /> : null}
          {page.islands?.length ? <script type="module" dangerouslySetInnerHTML={{ __html: ISLANDS_LOADER }} /> : null}
          {bare || page.meta.hideFooterPagination ? null : <PrevNext route={route} labels={ctx.labels} ui={ui} />}
          {mode === 'custom' ? null : <Footer footer={footer} siteName={site.name} ui={ui} />}
        </main>
        {showToc ? (
          <aside id="table-of-contents" class="sx-aside">
            {menuAtToc ? menu : null}
            {page.panel ? (
              <div id="panel" class="sx-panel panel" dangerouslySetInnerHTML={{ __html: page.panel }} />
            ) : (
              <Toc
                toc={page.toc}
                title={ui.onThisPage}
                tags={[...new Set(page.feed?.flatMap((u) => u.tags ?? []))]}
                filterLabel={ui.filterByTag}
              />
            )}
          </aside>
        ) : null}
      </div>
    </>
  );
  const title = documentTitle(site, route, page);
  // A description written in Markdown goes to meta tags as its plain text.
  const description = (page.descriptionHtml ? page.headDescription : page.description) ?? page.headDescription ?? site.settings.description;
  const noindex = visibility.noindex;
  const head = {
    title,
    ...(description ? { description } : {}),
    lang,
    ...(textDirection(lang) === 'rtl' ? { dir: 'rtl' as const } : {}),
    noindex,
    ...(page.meta.keywords ? { keywords: page.meta.keywords } : {}),
    seo: seoHead(site, route, page, title, description, noindex, generatedCard(site, route, page, ctx.ogCardSeed)),
    // A noindex page gets no feed (output/outputs/rss-feeds.ts).
    ...(page.feed?.length && !page.meta.noindex ? { feed: feedUrl(route.path) } : {}),
    css: [
      ...ctx.assets.css,
      // docs.json styling.latex: true loads KaTeX's styles on every page (math drawn by a page's own code).
      ...(page.needs.math || site.settings.styling.latex === true ? ctx.assets.math : []),
      ...(page.classes?.length && ctx.assets.utilities ? [ctx.assets.utilities] : []),
    ],
    customCss: ctx.assets.customCss ?? [],
    customScripts: ctx.assets.customJs ?? [],
    ...(ctx.dev && !ctx.integrations ? {} : withIntegrations(site.settings.integrations)),
    scripts: [
      ...ctx.assets.scripts,
      // The API views' runtime (schema tree variants, lazy levels) serves channel pages' schema trees too
      // (and data model pages' schema trees: frontmatter `openapi-schema`).
      ...(page.api || page.channel || page.html.includes(' sx-data-model"') ? (ctx.assets.api ?? []) : []),
      ...(needsComponentRuntime(page) ? (ctx.assets.components ?? []) : []),
      ...(page.api && hasPlayground(page.api.playground.display) ? (ctx.assets.playground ?? []) : []),
      ...(hasChannelConsole(page) ? (ctx.assets.channelConsole ?? []) : []),
      ...(ctx.dev ? ctx.assets.devScripts : []),
    ],
    diagrams: page.needs.mermaid ? ctx.assets.mermaid : [],
    ...(page.needs.elk && ctx.assets.mermaidElk ? { diagramLayout: ctx.assets.mermaidElk } : {}),
    ...(page.islands?.length ? { islands: page.islands.map((i) => islandEntry(i.id)) } : {}),
    ...(banner?.dismissible ? { bannerKey: banner.key } : {}),
    canonicalPath: route.path,
    // Handed to the runtime once, on <html>; English pages carry nothing (the runtime's own words are English).
    ...(ui.runtime === ENGLISH.runtime ? {} : { runtimeText: JSON.stringify(ui.runtime) }),
  };
  // API pages with an examples column widen the article and drop the table of contents: said on <body>, not
  // found by `:has()` in the content, so the first paint (before the content is all parsed) has the final grid.
  const apiColumns = page.html.includes('<div class="sx-api-layout">') ? ' sx-api-columns' : '';
  // styling.codeblocks dark (or one dark theme): code blocks' headers, tabs and buttons are dark in light mode too;
  // one light theme: they stay light in dark mode.
  const codeDark = site.codeScheme ? ` sx-code-${site.codeScheme}` : '';
  const layoutClass = `sx-layout-${site.layout} sx-mode-${mode}${showSidebar ? '' : ' sx-no-sidebar'}${apiColumns}${codeDark}`;
  const html =
    '<!doctype html>' +
    renderToString(
      <RenderStateContext.Provider value={drawing}>
        <Document site={site} head={head} layoutClass={layoutClass}>
          {body}
        </Document>
      </RenderStateContext.Provider>,
    );
  return trailingSlash(site) ? slashedLinks(html, index.routes) : html;
}

/** JSON inside `<script>` (see script-json.ts). */
export const scriptJson = scriptJsonText;

/** Global links of the site plus those added by `global` on the divisions above the page. */
function mergeGlobals(site: GlobalLinks, path: Division[]): GlobalLinks {
  const out: GlobalLinks = { ...site };
  for (const d of path) {
    if (!d.global) continue;
    for (const k of Object.keys(out) as (keyof GlobalLinks)[]) out[k] = [...out[k], ...(d.global[k] as GlobalLink[])];
  }
  return out;
}

/**
 * The playground's or the console's words (with their schema check's) beside the tool's data island, read by
 * runtime/island-text.ts: only on pages that have the tool, and not in English (the runtime's own words are English).
 */
function ToolText({ id, ui, words }: { id: string; ui: UiStrings; words: UiStrings['playground'] | UiStrings['console'] }) {
  if (ui === ENGLISH) return null;
  return <script type="application/json" id={id} dangerouslySetInnerHTML={{ __html: scriptJson({ ...ui.schemaCheck, ...words }) }} />;
}

/** Displays that draw the Try-it panel (`auth` behaves as `interactive` on a static site). */
export function hasPlayground(display: PlaygroundDisplay): boolean {
  return display === 'interactive' || display === 'auth';
}

/** Channel pages whose channel is served over WebSocket get the live console (the others say why there is none). */
export function hasChannelConsole(page: Pick<Page, 'channel'>): boolean {
  return (page.channel?.servers.length ?? 0) > 0;
}

/** Where a changelog page's RSS feed is written: `<page>/rss.xml`. */
export function feedUrl(routePath: string): string {
  return `${routePath.replace(/\/$/, '')}/rss.xml`;
}

function withIntegrations(integrations: SiteModel['settings']['integrations']): { integrations?: string } {
  const script = integrationsScript(integrations);
  return script ? { integrations: script } : {};
}

/** "Last modified on November 28, 2026" under the content, when docs.json `metadata.timestamp` or the page's `timestamp` says so. */
function LastModified({ route, page, ctx, label, lang }: { route: Route; page: Page; ctx: RenderContext; label: string; lang: string }) {
  if (!(page.meta.timestamp ?? ctx.index.site.settings.metadata?.timestamp ?? false)) return null;
  const file = route.page.kind === 'mdx' ? route.page.file : undefined;
  const iso = page.meta.lastUpdated ?? (file ? ctx.lastModified?.(file) : undefined);
  if (!iso) return null;
  const day = iso.slice(0, 10);
  // The date in the page's language, computed at build time (UTC, so every build and machine writes the same).
  const date = new Date(`${day}T00:00:00Z`);
  let text: string;
  try {
    text = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  } catch {
    text = day; // a language code Intl does not take
  }
  return (
    <p class="sx-last-modified">
      {label} <time dateTime={day}>{text}</time>
    </p>
  );
}

/** The h1 `html` opens with: its id, its inner HTML, and where it ends. */
function openingH1(html: string): { id?: string; html: string; end: number } | undefined {
  const m = /^\s*<h1(\s[^>]*)?>([\s\S]*?)<\/h1>/.exec(html);
  if (!m) return undefined;
  const id = /\sid="([^"]*)"/.exec(m[1] ?? '')?.[1];
  return { ...(id ? { id } : {}), html: m[2] ?? '', end: m[0].length };
}
