/**
 * Which headers cross the proxy. Upstream: the browser's request headers without hop-by-hop ones,
 * the docs origin's own cookies and addressing (`host`, `origin`, `referer`, `sec-fetch-*`, what a
 * platform in front adds), or the proxy's own `x-sextant-*`; `x-sextant-cookie` becomes `Cookie`
 * (a page cannot set Cookie itself). Back: the upstream headers without hop-by-hop ones, with
 * `set-cookie` renamed so the docs origin does not store the API's cookies, `www-authenticate` renamed
 * so an API's 401 does not make the browser prompt for the docs origin's credentials, and without the
 * ones that would act on the docs origin itself.
 */

/** Hop-by-hop headers (RFC 9110 §7.6.1), plus the ones a `Connection` header names. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
const REQUEST_DROPPED = new Set(['host', 'origin', 'referer', 'cookie', 'content-length', 'forwarded', 'x-real-ip']);
const REQUEST_DROPPED_PREFIXES = ['x-sextant-', 'sec-fetch-', 'x-forwarded-'];
/** Response headers that would change how the browser treats the docs origin (HSTS, clearing its storage). */
const RESPONSE_DROPPED = new Set(['strict-transport-security', 'clear-site-data', 'alt-svc', 'content-length']);

/** Response headers passed on under another name (the playground shows them as received). */
const RENAMED = new Map([
  ['set-cookie', 'x-sextant-set-cookie'],
  ['www-authenticate', 'x-sextant-www-authenticate'],
]);

/** The header names a `Connection` header lists (they are hop-by-hop too). */
function connectionNames(value: string | null): Set<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** The headers to send upstream, from the browser's request to the proxy. */
export function upstreamHeaders(incoming: Headers): Headers {
  const listed = connectionNames(incoming.get('connection'));
  const out = new Headers();
  for (const [name, value] of incoming) {
    if (HOP_BY_HOP.has(name) || listed.has(name) || REQUEST_DROPPED.has(name)) continue;
    if (REQUEST_DROPPED_PREFIXES.some((p) => name.startsWith(p))) continue;
    out.append(name, value);
  }
  const cookie = incoming.get('x-sextant-cookie');
  if (cookie) out.set('cookie', cookie);
  return out;
}

/**
 * The headers to answer with, from the upstream's (name/value pairs, repeats kept). `keepLength`
 * keeps `content-length` (the body passes unchanged and whole).
 */
export function downstreamHeaders(pairs: readonly [string, string][], keepLength: boolean): Headers {
  const listed = connectionNames(
    pairs
      .filter(([n]) => n.toLowerCase() === 'connection')
      .map(([, v]) => v)
      .join(','),
  );
  const out = new Headers();
  for (const [raw, value] of pairs) {
    const name = raw.toLowerCase();
    if (HOP_BY_HOP.has(name) || listed.has(name) || (RESPONSE_DROPPED.has(name) && !(keepLength && name === 'content-length'))) continue;
    if (name.startsWith('x-sextant-')) continue;
    out.append(RENAMED.get(name) ?? name, value);
  }
  out.set('x-sextant-proxy', '1');
  return out;
}
