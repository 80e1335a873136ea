/** Where a page's Markdown twin lives. Isomorphic. */

/** A route's twin inside the output folder: `/` → `index.md`, `/a/b` → `a/b.md`. */
export function twinFile(route: string): string {
  return route === '/' ? 'index.md' : `${route.replace(/^\/+/, '')}.md`;
}

/** A route's twin URL: `/index.md`, `/a/b.md`. */
export function twinUrl(route: string): string {
  return '/' + twinFile(route);
}
