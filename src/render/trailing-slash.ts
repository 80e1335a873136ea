/**
 * docs.json `seo.trailingSlash`: the site's own links to its pages end with `/` (`/guide/`, `/guide/#setup`),
 * as its canonical URLs and sitemap do, so a host that answers `/guide` with a redirect to `/guide/` is not
 * asked for it. Routes do not change: `guide/index.html` answers both. Only hrefs that name a page of the
 * site are rewritten (not its files, feeds or Markdown twins).
 */
import { withTrailingSlash } from '../common/trailing-slash.js';
import type { SiteModel } from '../model/site-model.js';

/** The site's routes, by path (a Set, or SiteIndex's map). */
export interface Routes {
  has(path: string): boolean;
}

/** Whether the site asks for trailing slashes. */
export function trailingSlash(site: Pick<SiteModel, 'settings'>): boolean {
  return site.settings.seo?.trailingSlash === true;
}

/** A link to `href` as the site writes it: slashed when the site asks for it and `href` is one of its pages. */
export function siteLink(site: Pick<SiteModel, 'settings'>, href: string, routes: Routes): string {
  return trailingSlash(site) ? withTrailingSlash(href, (p) => routes.has(p)) : href;
}

/** Drawn HTML with its links to pages slashed: `href` attributes, and the first page a sidebar group opens (`data-sx-first`). */
export function slashedLinks(html: string, routes: Routes): string {
  return html.replace(/(\s(?:href|data-sx-first)=")(\/[^"]*)"/g, (all, attr: string, href: string) => {
    const next = withTrailingSlash(href, (p) => routes.has(p));
    return next === href ? all : `${attr}${next}"`;
  });
}
