/**
 * Request target → path segments inside the served folder. Everything a client sends is treated as
 * hostile: escapes are decoded exactly once, backslashes count as separators, `..` may never climb
 * above the root, and hidden files are never named.
 */

export type RequestPath = { ok: true; segments: string[] } | { ok: false; status: 400 | 404 };

/** Turn a raw request target (`/a/b%20c?x=1`) into path segments, or the status that refuses it. */
export function parseRequestPath(target: string): RequestPath {
  let pathname = target.replace(/[?#].*$/s, '');
  // Absolute-form targets (`GET http://host/path HTTP/1.1`) are legal; only their path matters.
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(pathname);
  if (origin) pathname = pathname.slice(origin[0].length) || '/';
  if (!pathname.startsWith('/')) return { ok: false, status: 400 };
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { ok: false, status: 400 };
  }
  if (decoded.includes('\0')) return { ok: false, status: 400 };
  const segments: string[] = [];
  for (const segment of decoded.replaceAll('\\', '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment !== '..') segments.push(segment);
    // A browser never sends a `..` that climbs above the root: only an attacker does.
    else if (segments.pop() === undefined) return { ok: false, status: 400 };
  }
  if (segments.some(isHiddenSegment)) return { ok: false, status: 404 };
  return { ok: true, segments };
}

/** Whether a path segment is a dotfile or dot-folder (`.git`, `.env`); `.well-known` is public by design. */
export function isHiddenSegment(segment: string): boolean {
  return segment.startsWith('.') && segment !== '.well-known';
}
