/**
 * A redirect path written without its leading slash (`features/extract`), as the reference product reads
 * it: from the site's root. URLs (`https:`, `mailto:`) and fragment- or query-only targets stay as written.
 */
export function rootedPath(p: string): string {
  return p === '' || /^(?:[a-z][a-z0-9+.-]*:|[/#?])/i.test(p) ? p : `/${p}`;
}

/**
 * A redirect source as a server sees it: from the root, without `#fragment` (never sent) and `?query` (not
 * matched). Real repositories write them; the reference product deploys them with the suffix dropped.
 */
export function redirectPath(source: string): string {
  const rooted = rootedPath(source);
  const cut = rooted.search(/[#?]/);
  return cut < 0 ? rooted : rooted.slice(0, cut) || '/';
}
