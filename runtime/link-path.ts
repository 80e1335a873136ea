import { withTrailingSlash } from '../src/common/trailing-slash.js';

/**
 * A page's path as the site links to it: with a `/` after it when the site asks for trailing slashes
 * (docs.json `seo.trailingSlash`, said on `<html>`; the server-drawn links have it already, see
 * src/render/trailing-slash.ts). Its query and fragment are kept.
 */
export function linkPath(
  path: string,
  slash = typeof document !== 'undefined' && document.documentElement.hasAttribute('data-sx-trailing-slash'),
): string {
  return slash ? withTrailingSlash(path, () => true) : path;
}
