/**
 * docs.json `seo.trailingSlash`: the site's own links to its pages end with `/` (`/guide/`, `/guide/#setup`),
 * as its canonical URLs and sitemap do, so a host that answers `/guide` with a redirect to `/guide/` is not
 * asked for it. Routes do not change: `guide/index.html` answers both. Only hrefs that name a page of the
 * site are rewritten (not its files, feeds or Markdown twins).
 */
import type { SiteModel } from '../model/site-model.js';

/** The site's routes, by path (a Set, or SiteIndex's map). */
export interface Routes {
  has(path: string): boolean;
}

/** Whether the site asks for trailing slashes. */
export function trailingSlash(site: Pick<SiteModel, 'settings'>): boolean {
  return site.settings.seo?.trailingSlash === true;
}

/** `href` with a `/` after its path when that path is a page of the site (its query and fragment kept). */
export function slashed(href: string, routes: Routes): string {
  const end = href.search(/[?#]/);
  const path = end < 0 ? href : href.slice(0, end);
  if (path === '/' || !path.startsWith('/') || path.endsWith('/') || !routes.has(path)) return href;
  return `${path}/${end < 0 ? '' : href.slice(end)}`;
}

/** Drawn HTML with its links to pages slashed: `href` attributes, and the first page a sidebar group opens (`data-sx-first`). */
export function slashedLinks(html: string, routes: Routes): string {
  return html.replace(/(\s(?:href|data-sx-first)=")(\/[^"]*)"/g, (all, attr: string, href: string) => {
    const next = slashed(href, routes);
    return next === href ? all : `${attr}${next}"`;
  });
}
