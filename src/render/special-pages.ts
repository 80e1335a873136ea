import { escapeHtml } from '../common/escape-html.js';
import { siteLink } from './trailing-slash.js';
import type { Page } from '../model/page.js';
import type { Route } from '../model/site-model.js';
import { renderPage, type RenderContext } from './render-page.js';
import { firstLeaf } from './site-context.js';
import { pageLang, uiStrings, type NotFoundText } from './ui-strings.js';
import { faviconHref, redirectPage } from './redirect-page.js';
import type { RenderState } from './components/render-state.js';

/** Where the 404 page finds the pages it may suggest (written by the build, served by `sextant dev`). */
export const NOT_FOUND_ROUTES_URL = '/_sextant/not-found-routes.json';

/** The pages the 404 page may suggest, as `[path, title]`: those in the navigation. */
export function notFoundRoutes(ctx: RenderContext): [string, string][] {
  return ctx.index.site.routes.flatMap((r) => {
    const label = ctx.labels.get(r.path);
    return r.hidden || label?.hidden ? [] : [[r.path, label?.title ?? r.path] as [string, string]];
  });
}

/**
 * The 404 page, in the site's layout (docs.json `errors.404` sets its title and text), in the default
 * language (the home page's: a static host serves one 404 page whatever the path); its layout draws
 * into `state`. With `suggest` (the browser code of runtime/not-found.ts), it lists the pages nearest
 * to the path asked for. `description`: `errors.404.description` as HTML (it is Markdown; the caller renders it).
 */
export function renderNotFound(ctx: RenderContext, state?: RenderState, suggest?: string, description?: string): string {
  const site = ctx.index.site;
  const errors = site.settings.errors?.['404'];
  // `redirect: true` sends readers of an unknown path to the home page at once (the host still answers 404).
  if (errors?.redirect === true)
    return redirectPage(siteLink(site, ctx.index.home(), ctx.index.routes), faviconHref(site.settings.favicon));
  const home = ctx.index.home();
  // The home page's division: the default language and version, and their first section.
  const division = ctx.index.routes.get(home)?.division ?? firstLeaf(site.root) ?? '';
  const text = uiStrings(pageLang(ctx.index.pathTo(division))).notFound;
  const route: Route = {
    path: '/404',
    page: { kind: 'mdx', file: '404' },
    division,
    groups: [],
    breadcrumbs: [],
    hidden: true,
    source: { file: 'docs.json', pointer: '' },
  };
  const page: Page = {
    route: '/404',
    title: errors?.title ?? text.title,
    meta: { social: {}, raw: {}, noindex: true },
    html: `${description?.startsWith('<p>') ? description : `<p>${description ?? escapeHtml(errors?.description ?? text.description)}</p>`}<p><a href="${escapeHtml(home)}">${escapeHtml(text.home)}</a></p>${suggest ? suggestions(suggest, text) : ''}`,
    toc: [],
    needs: { math: false, mermaid: false },
    dependencies: [],
    assets: [],
    diagnostics: [],
  };
  return renderPage(ctx, route, page, state);
}

/** The 404 page's suggestion list, filled in the browser, and its code (small: inlined rather than fetched). */
function suggestions(script: string, text: NotFoundText): string {
  return `<nav id="sx-suggestions" class="sx-suggestions" aria-label="${escapeHtml(text.suggestionsLabel)}" data-routes="${NOT_FOUND_ROUTES_URL}" hidden><p>${escapeHtml(text.suggestions)}</p><ul></ul></nav><script type="module">${script.replace(/<\/(script)/gi, '<\\/$1')}</script>`;
}
