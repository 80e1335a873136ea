/**
 * SPEC.md's seed rules that real repositories break and the reference product deploys anyway (a group
 * without `pages` or with an empty name, a redirect source with `#` or `?`, an `api:` page without a server, frontmatter
 * only a lenient YAML reading accepts, a global anchor linking to a page of the site, a folder with only the older
 * mint.json, a menu item holding dropdowns or tabs): `check` and `build --strict` report them as errors, `build`
 * repairs them as documented and warns, and dev shows the page.
 */
export const REPAIRED_CODES: ReadonlySet<string> = new Set([
  'config-redirect-source-suffix',
  'nav-group-pages-required',
  'nav-group-name-empty',
  'frontmatter-lenient',
  'api-mdx-server-missing',
  'nav-global-href-not-external',
  'config-mint-json',
  'nav-menu-invalid-child',
]);

/** An error that stops a page (or a build), as opposed to one `build` repairs. */
export function isBlockingError(d: { severity: string; code: string }): boolean {
  return d.severity === 'error' && !REPAIRED_CODES.has(d.code);
}
