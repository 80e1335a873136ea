import type { PageMeta } from '../model/page.js';
import type { Route, SiteModel } from '../model/site-model.js';

/** What navigation decided about a route that bears on where its page shows. */
export type RouteVisibility = Pick<Route, 'hidden' | 'unlisted' | 'searchable'>;

/** The frontmatter keys that bear on where a page shows. */
export type MetaVisibility = Pick<PageMeta, 'hidden' | 'noindex' | 'searchable' | 'url'>;

/** Where a page shows: each question the site's outputs ask about it. */
export interface PageVisibility {
  /** Listed in the sidebar. */
  navigation: boolean;
  /** In the site's search index. */
  search: boolean;
  /** In `sitemap.xml`. */
  sitemap: boolean;
  /** In `llms.txt` and `llms-full.txt`. */
  llms: boolean;
  /** The page asks search engines not to index it (`<meta name="robots" content="noindex">`). */
  noindex: boolean;
}

/**
 * The one rule for where a page shows, after the reference product's visibility table
 * (organize/hidden-pages): the sidebar, the site's search, the sitemap, llms.txt and the robots meta
 * all answer from here, so they cannot disagree.
 *
 * - `noindex: true` keeps a page out of everything but the sidebar, and says so to search engines.
 * - Pages hidden from the sidebar (frontmatter `hidden`, a hidden tab, group or division, `x-hidden`
 *   operations, files the navigation does not list) are left out of search, the sitemap and llms.txt,
 *   unless `seo.indexing` is `all`, or their hidden tab or group says `searchable: true` (which does
 *   not lift a page's own `hidden`). Those left out carry the noindex meta, except unlisted files: the
 *   reference leaves them out of the sitemap only.
 * - `searchable: false` (frontmatter, or the nearest tab or group) keeps a page out of search only.
 * - A page with a frontmatter `url` is a link in the navigation to that address, and nothing else.
 */
export function pageVisibility(route: RouteVisibility, meta: MetaVisibility, site: Pick<SiteModel, 'settings'>): PageVisibility {
  const navigation = !route.hidden && !meta.hidden;
  // A page that stands for another address (frontmatter `url`) is only its navigation entry.
  if (meta.noindex || meta.url) return { navigation, search: false, sitemap: false, llms: false, noindex: true };
  const indexAll = site.settings.seo?.indexing === 'all';
  const optedIn = route.hidden && route.searchable === true;
  const indexed = indexAll || (!meta.hidden && (!route.hidden || optedIn));
  const search = indexed && meta.searchable !== false && route.searchable !== false;
  return { navigation, search, sitemap: indexed, llms: indexed, noindex: !indexed && (meta.hidden === true || !route.unlisted) };
}

/** Only the frontmatter facts that are set (what a built page's summary keeps for the site-level outputs). */
export function metaVisibility(meta: MetaVisibility): MetaVisibility {
  return {
    ...(meta.hidden ? { hidden: true } : {}),
    ...(meta.noindex ? { noindex: true } : {}),
    ...(meta.searchable === false ? { searchable: false } : {}),
    ...(meta.url ? { url: meta.url } : {}),
  };
}
