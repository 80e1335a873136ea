/**
 * The origins the playground proxy may forward to for a site: what its OpenAPI specs declare
 * (servers, OAuth2 and OpenID Connect URLs), `api.mdx.server`, and `api.playground.allow`.
 * `sextant build` writes the list to `_sextant/proxy.json`; `sextant dev` computes it on each reload.
 */
import { formatOriginPattern, parseOriginPattern } from '../common/origin-pattern.js';
import { serverOrigins, specOrigins } from '../openapi/declared-origins.js';
import { cachedOpenApi } from '../specs/openapi/document-cache.js';
import type { Site } from './site.js';
import type { Page } from '../model/page.js';

/** The file `sextant build` writes the allow-list to, inside the output folder. */
export const PROXY_ALLOW_FILE = '_sextant/proxy.json';

/** The allow-list file's content. */
export interface ProxyAllowFile {
  /** Origin patterns (see common/origin-pattern.ts), sorted. */
  allow: string[];
}

/**
 * The origins one page's playground sends to: its operation's servers (a hand-written `api:` page
 * that writes a full URL declares that URL's origin). The build and the dev server add them to the
 * site's list as pages are compiled.
 */
export function pageOrigins(page: Page): string[] {
  if (!page.api) return [];
  return [...new Set(page.api.servers.flatMap((s) => serverOrigins(s.url, s.variables ?? {})))];
}

/** The site's declared origins, sorted and unique (empty without a model). */
export function proxyAllowList(site: Site): string[] {
  const model = site.model;
  if (!model) return [];
  const out = new Set<string>();
  for (const spec of model.specs) {
    if (spec.kind !== 'openapi') continue;
    const loaded = cachedOpenApi(site.root, spec.source);
    if (loaded.ok) for (const o of specOrigins(loaded.doc)) out.add(o);
  }
  const api = model.settings.api;
  const mdx = api?.mdx?.server;
  for (const url of typeof mdx === 'string' ? [mdx] : (mdx ?? [])) for (const o of serverOrigins(url, {})) out.add(o);
  for (const entry of api?.playground?.allow ?? []) {
    const p = parseOriginPattern(entry);
    if (p) out.add(formatOriginPattern(p));
  }
  return [...out].sort();
}
