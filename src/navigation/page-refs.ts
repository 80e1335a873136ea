/** Classify the strings of a `pages` array (SPEC.md navigation rule 8). Pure. */

export type PageRef =
  | { kind: 'page'; key: string }
  | { kind: 'endpoint'; spec?: string; method: string; path: string }
  | { kind: 'webhook'; spec?: string; name: string };

// QUERY: OpenAPI 3.2. Methods of `additionalOperations` get pages from the spec's generated navigation.
const METHODS = 'GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE|QUERY';
const ENDPOINT = new RegExp(`^(?:(\\S+)\\s+)?(${METHODS})\\s+(/\\S*)$`);
const WEBHOOK = /^(?:(\S+)\s+)?webhook\s+(\S+)$/;
const LOWER_ENDPOINT = new RegExp(`^(?:\\S+\\s+)?(${METHODS})\\s+/`, 'i');

/** Parse a page reference; strings that are not endpoint or webhook references are page paths. */
export function parsePageRef(raw: string): PageRef {
  const s = raw.trim();
  const endpoint = ENDPOINT.exec(s);
  if (endpoint)
    return { kind: 'endpoint', ...(endpoint[1] ? { spec: normalizePath(endpoint[1]) } : {}), method: endpoint[2]!, path: endpoint[3]! };
  const webhook = WEBHOOK.exec(s);
  if (webhook) return { kind: 'webhook', ...(webhook[1] ? { spec: normalizePath(webhook[1]) } : {}), name: webhook[2]! };
  return { kind: 'page', key: normalizePath(s).replace(/\.mdx?$/, '') };
}

/** True for `get /users`-style strings: an endpoint reference with a lower-case method. */
export function looksLikeLowerCaseEndpoint(raw: string): boolean {
  return LOWER_ENDPOINT.test(raw.trim()) && !ENDPOINT.test(raw.trim());
}

/** Normalise a project path: no leading `/` or `./`, `/` separators. */
export function normalizePath(p: string): string {
  return p.replace(/\\/g, '/').replace(/^(\.\/|\/)+/, '');
}

/** The URL path of a page file key: `guides/index` → `/guides`, `index` → `/`. */
export function pageRoute(key: string): string {
  const k = key.replace(/(^|\/)index$/, '');
  return '/' + k;
}
