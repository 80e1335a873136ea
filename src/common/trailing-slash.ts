/** docs.json `seo.trailingSlash` for one link. Isomorphic: the build's drawn links and the browser's search results share it. */

/**
 * `href` with a `/` after its path when `isPage(path)` (a site-relative path that has none yet, not the
 * root); its query and fragment kept: `/guide#setup` → `/guide/#setup`.
 */
export function withTrailingSlash(href: string, isPage: (path: string) => boolean): string {
  const end = href.search(/[?#]/);
  const path = end < 0 ? href : href.slice(0, end);
  if (path === '/' || !path.startsWith('/') || path.endsWith('/') || !isPage(path)) return href;
  return `${path}/${end < 0 ? '' : href.slice(end)}`;
}
