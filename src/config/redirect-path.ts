/**
 * A redirect source as a server sees it: without `#fragment` (never sent) and `?query` (not
 * matched). Real repositories write them; the reference product deploys them with the suffix dropped.
 */
export function redirectPath(source: string): string {
  const cut = source.search(/[#?]/);
  return cut < 0 ? source : source.slice(0, cut) || '/';
}
