/**
 * One normalised view of a SampleRequest that every generator reads: the URL split from its query
 * (decoded pairs, repeated keys kept in order), headers without the multipart Content-Type (the
 * client must add its own boundary, a fixed header would break the body), and the body classified.
 */
import type { SampleRequest } from './sample-request.js';

export type FormParam = { name: string; value?: string; fileName?: string; contentType?: string };

export type NormalBody =
  | { kind: 'json'; mimeType: string; value: unknown; text: string }
  | { kind: 'text'; mimeType: string; text: string }
  | { kind: 'urlencoded'; params: FormParam[] }
  | { kind: 'multipart'; params: FormParam[] };

export interface NormalRequest {
  method: string;
  /** Without query or fragment. */
  baseUrl: string;
  /** Base URL plus the query re-encoded (RFC 3986 percent-encoding). */
  fullUrl: string;
  query: { name: string; value: string }[];
  headers: { name: string; value: string }[];
  body?: NormalBody;
}

const JSON_MIME = /^application\/(?:[\w.+-]+\+)?json\b|^text\/(?:x-)?json\b/i;

export function normalizeRequest(request: SampleRequest): NormalRequest {
  const { baseUrl, search } = splitUrl(request.url);
  const query = [...new URLSearchParams(search)].map(([name, value]) => ({ name, value }));
  const fullUrl = query.length ? `${baseUrl}?${query.map((q) => `${encodeQuery(q.name)}=${encodeQuery(q.value)}`).join('&')}` : baseUrl;

  const body = normalizeBody(request.body);
  const headers = request.headers.filter((h) => !(body?.kind === 'multipart' && h.name.toLowerCase() === 'content-type'));
  // Without it curl would label any --data as a form, so every sample states the body's type.
  if (body && body.kind !== 'multipart' && !headers.some((h) => h.name.toLowerCase() === 'content-type')) {
    headers.push({ name: 'Content-Type', value: body.kind === 'urlencoded' ? 'application/x-www-form-urlencoded' : body.mimeType });
  }
  return { method: request.method.toUpperCase(), baseUrl, fullUrl, query, headers, body };
}

/** The URL without query and fragment, and its query; a URL that does not parse is split as written. */
function splitUrl(raw: string): { baseUrl: string; search: string } {
  try {
    const url = new URL(raw);
    const search = url.search;
    url.search = '';
    url.hash = '';
    // A path's `{name}` (a parameter for the reader to fill in) stays as written, not `%7Bname%7D`.
    return { baseUrl: url.href.replace(/%7B([A-Za-z_][\w.-]*)%7D/g, '{$1}'), search };
  } catch {
    const [beforeHash = ''] = raw.split('#');
    const at = beforeHash.indexOf('?');
    return at < 0 ? { baseUrl: beforeHash, search: '' } : { baseUrl: beforeHash.slice(0, at), search: beforeHash.slice(at + 1) };
  }
}

/** encodeURIComponent leaves `!'()*` alone; quoting them keeps the URL safe inside shell and code strings. */
export function encodeQuery(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function normalizeBody(body: SampleRequest['body']): NormalBody | undefined {
  if (!body) return undefined;
  if ('params' in body) {
    return body.mimeType === 'multipart/form-data'
      ? { kind: 'multipart', params: body.params }
      : { kind: 'urlencoded', params: body.params };
  }
  if (JSON_MIME.test(body.mimeType)) {
    try {
      return { kind: 'json', mimeType: body.mimeType, value: JSON.parse(body.text), text: body.text };
    } catch {
      // Not valid JSON after all: send it as the text it is.
    }
  }
  return { kind: 'text', mimeType: body.mimeType, text: body.text };
}
