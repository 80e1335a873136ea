import path from 'node:path';

/** Resolve an href found in a page; undefined for external links, anchors and protocol links. */
export function resolveHref(href: string, dir: string): { url: string; route: string; file?: string } | undefined {
  if (!href || /^[a-z][a-z0-9+.-]*:|^\/\/|^#|^\?/i.test(href)) return undefined;
  const m = /^([^?#]*)(.*)$/.exec(href)!;
  let pathname = decodeSafe(m[1]!);
  const rest = m[2]!;
  const abs = pathname.startsWith('/') ? path.posix.normalize(pathname) : path.posix.normalize(path.posix.join('/', dir, pathname));
  pathname = abs.replace(/\/+$/, '') || '/';
  if (/\.mdx?$/.test(pathname)) {
    const route = pathname.replace(/\.mdx?$/, '').replace(/\/index$/, '') || '/';
    return { url: route + rest, route };
  }
  // `/dir/index` is the page of `dir/index.mdx`, whose URL is `/dir` (a trailing `/` was dropped above).
  if (/(^|\/)index$/.test(pathname)) pathname = pathname.replace(/\/?index$/, '') || '/';
  const file = /\.[A-Za-z0-9]+$/.test(pathname) ? pathname.slice(1) : undefined;
  return { url: encodeURI(pathname) + rest, route: pathname, ...(file ? { file } : {}) };
}

export function decodeSafe(s: string): string {
  try {
    return decodeURI(s);
  } catch {
    return s;
  }
}
