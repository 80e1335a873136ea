/**
 * Schemes that run code or smuggle a document when a link is followed. Browsers skip leading
 * whitespace and control characters and ignore case before the scheme, so the test does too.
 */
// eslint-disable-next-line no-control-regex -- control characters are what browsers skip
const UNSAFE_SCHEME = /^[\u0000-\u0020]*(javascript|data|vbscript):/i;

/** True for a link a browser would follow without running anything. */
export function isSafeHref(href: string): boolean {
  return !UNSAFE_SCHEME.test(href.replace(/[\t\n\r]/g, ''));
}

/** True for links that leave the site: a URL scheme other than script ones, or `//host`. */
export function isExternalHref(href: string): boolean {
  if (!isSafeHref(href)) return false;
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}
