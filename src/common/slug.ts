/** URL slugs for generated API pages (SPEC.md, "API pages"). Isomorphic. */

/**
 * Slug a tag, summary or path: lower case; spaces and `{param}` to `-`; `{}(),.'`, newlines and `/`
 * removed; `--` collapsed; no leading or trailing `-`. Beyond the reference rule, any other
 * character that is not a letter, digit, `-` or `_` (quotes, brackets, backticks) is removed too, so
 * every slug is a clean URL segment.
 */
export function apiSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/\{[^}]*\}/g, '-')
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{N}_-]/gu, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Join URL path segments into a route: `/a/b`, never a trailing slash, `/` for none. */
export function joinRoute(...segments: (string | undefined)[]): string {
  const parts = segments.flatMap((s) => (s ? s.split('/') : [])).filter(Boolean);
  return '/' + parts.join('/');
}
