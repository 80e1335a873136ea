import type { SiteModel } from '../model/site-model.js';

/** Where internal links may lead: routes and redirect sources, wildcard sources' fixed prefixes, folders of pages. */
export interface LinkTargets {
  routes: Set<string>;
  redirectPrefixes: string[];
  folderPages: Map<string, string>;
}

/** Routes and redirect sources a page may link to; wildcard sources count by their fixed prefix. */
export function linkTargets(site: SiteModel): LinkTargets {
  const routes = new Set(site.routes.map((r) => r.path));
  const redirectPrefixes: string[] = [];
  for (const { source } of site.settings.redirects) {
    const wild = source.search(/[:*]/);
    if (wild === -1) routes.add(source.replace(/\/+$/, '') || '/');
    else if (wild > 1) redirectPrefixes.push(source.slice(0, wild));
  }
  return {
    routes,
    redirectPrefixes,
    folderPages: folderPages(
      site.routes.map((r) => r.path),
      routes,
    ),
  };
}

/**
 * A folder of pages without an index page (`/sdk/ts` for `sdk/ts/quickstart.mdx` …) leads to its first
 * page in navigation order, as in the reference product: real repositories link to folders.
 */
export function folderPages(routes: readonly string[], taken: ReadonlySet<string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const route of routes) {
    for (let cut = route.lastIndexOf('/'); cut > 0; cut = route.lastIndexOf('/', cut - 1)) {
      const folder = route.slice(0, cut);
      if (!taken.has(folder) && !out.has(folder)) out.set(folder, route);
    }
  }
  return out;
}
