/** True for links that leave the site: a URL scheme other than script ones, or `//host`. */
export function isExternalHref(href: string): boolean {
  if (isScriptHref(href)) return false;
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/** A URL that runs code when followed (`javascript:` and the like): never drawn as a link. */
export function isScriptHref(href: string): boolean {
  return /^(javascript|data|vbscript):/i.test(href.trim());
}
