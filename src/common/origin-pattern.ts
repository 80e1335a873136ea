/**
 * Origin patterns: the entries of the playground proxy's allow-list (`api.playground.allow`, and
 * the origins a site's specs declare). An entry is `scheme://host[:port]` with http or https; a
 * host label may be `*`, standing for exactly one label (as in a TLS wildcard certificate), and the
 * port may be `*`. Isomorphic (config validation, spec reading and the proxy share it).
 */

export interface OriginPattern {
  scheme: 'http' | 'https';
  /** Lower-case, punycoded; IPv6 literals in brackets; `*` labels are wildcards. */
  host: string;
  /** '' for the scheme's default port, digits, or `*` for any port. */
  port: string;
}

const SHAPE = /^(https?):\/\/(\[[0-9a-fA-F:.]+\]|[^/?#:@[\]\s]+)(?::(\d{1,5}|\*))?\/?$/i;
/** Stands in for a `*` label while the URL parser normalises the rest of the host. */
const WILDCARD_LABEL = 'sx-wildcard-label';

/** Parse an origin pattern (see the module comment); undefined when it is not one. */
export function parseOriginPattern(text: string): OriginPattern | undefined {
  const m = SHAPE.exec(text.trim());
  if (!m) return undefined;
  const scheme = m[1]!.toLowerCase() as OriginPattern['scheme'];
  const labels = m[2]!.split('.');
  if (labels.some((l) => l.includes('*') && l !== '*')) return undefined;
  let url: URL;
  try {
    url = new URL(`${scheme}://${labels.map((l) => (l === '*' ? WILDCARD_LABEL : l)).join('.')}`);
  } catch {
    return undefined;
  }
  const host = url.hostname
    .split('.')
    .map((l) => (l === WILDCARD_LABEL ? '*' : l))
    .join('.');
  const port = m[3] === '*' ? '*' : m[3] ? normalPort(scheme, Number(m[3])) : '';
  if (port === undefined) return undefined;
  return { scheme, host, port };
}

/** The pattern as text, in its canonical form (`https://*.example.com`, `http://localhost:4010`). */
export function formatOriginPattern(p: OriginPattern): string {
  return `${p.scheme}://${p.host}${p.port ? `:${p.port}` : ''}`;
}

/** True when the host has a wildcard label (a declared host of its own has none). */
export function hasWildcardHost(p: OriginPattern): boolean {
  return p.host.split('.').includes('*');
}

/** '' for the scheme's default port; undefined past 65535. */
function normalPort(scheme: string, port: number): string | undefined {
  if (port > 65535) return undefined;
  return (scheme === 'https' && port === 443) || (scheme === 'http' && port === 80) ? '' : String(port);
}
