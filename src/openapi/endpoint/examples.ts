/**
 * Example values for a page: from the spec when it has them, else generated from the schema with
 * openapi-sampler; and the one HAR-like request that every code sample is written from.
 */
import * as sampler from 'openapi-sampler';
import { isObject } from '../../common/is-object.js';
import type { ApiPageData, ApiSecurity, ApiSecurityScheme, FormSchema } from '../../model/api-page.js';
import type { SampleRequest } from '../../samples/index.js';
import type { Endpoint, Example, Media, Parameter, SchemaNode } from '../../model/api-endpoint.js';
import type { SpecView } from './schema.js';

/**
 * Nesting generated examples go to: deep enough to show the shape (a chat completion's `choices[].message.role`
 * is at 4), small enough for every page (GitHub's 995 JSON responses: 3.3 MB at 8, 2.4 MB at 4, the same at 10).
 */
const SAMPLE_DEPTH = 8;

type StringSampler = (schema: Record<string, unknown>, ...rest: unknown[]) => unknown;
/** openapi-sampler's internal registry of samplers by type (exported, not typed). */
const registry = sampler as unknown as {
  _samplers?: Record<string, StringSampler>;
  _registerSampler?: (type: string, s: StringSampler) => void;
};
/**
 * openapi-sampler meets a plain string's `minLength` by repeating "string" (`code_challenge=stringstringst…`),
 * noise in every sample, and has no option against it. Its string sampler, which runs only for a string with
 * no example, default, enum or const of its own, is wrapped: a value that is only that padding is "string",
 * the placeholder of every other plain string. Formats (`date-time`, `password` …) keep their samples.
 */
const PLAIN = 'string';
const original = registry._samplers?.['string'];
if (original && registry._registerSampler && !(original as { plain?: true }).plain) {
  const plain: StringSampler = (...args) => {
    const v = original(...args);
    return typeof v === 'string' && v.length > PLAIN.length && PLAIN.repeat(Math.ceil(v.length / PLAIN.length)).startsWith(v) ? PLAIN : v;
  };
  registry._registerSampler('string', Object.assign(plain, { plain: true as const }));
}

/** Generate an example from a schema; undefined when the sampler cannot (external refs, bad input). */
export function sampleSchema(view: SpecView, node: SchemaNode | undefined, mode: 'request' | 'response', requiredOnly = false): unknown {
  if (!node) return undefined;
  try {
    return sampler.sample(
      node.s as never,
      {
        skipReadOnly: mode === 'request',
        skipWriteOnly: mode === 'response',
        skipNonRequired: requiredOnly,
        quiet: true,
        maxSampleDepth: SAMPLE_DEPTH,
      },
      view.root,
    );
  } catch {
    return undefined;
  }
}

/** The example of a body or response media type: the spec's first (or its `index`th), else a generated one. */
export function mediaExample(view: SpecView, media: Media, mode: 'request' | 'response', requiredOnly = false, index = 0): unknown {
  if (media.examples.length) return (media.examples[index] ?? media.examples[0]!).value;
  return sampleSchema(view, media.node, mode, requiredOnly);
}

/** Named request examples a page offers at most (ActivitySmith's push notification has 5). */
const MAX_REQUEST_EXAMPLES = 8;
/**
 * Characters of JSON the offered examples after the first may take together: each is written once per
 * sample language (and once more in the playground's data), so large ones would make the page heavy.
 */
const REQUEST_EXAMPLES_TEXT = 8000;

/** A named example's label: its `summary`, else its key. */
export const exampleLabel = (e: Example, i: number): string => e.summary?.trim() || e.name || `Example ${i + 1}`;

/**
 * The named examples of a request body's media type that its page offers to choose from (the samples
 * written once per example, the playground's body prefilled with the one chosen): all of them when there
 * are several, up to a count and a size that keep the page light, the first always; none when the media
 * type has one example or none (the page shows that one, as it always did). The Markdown twin lists them all.
 */
export function requestExamples(media: Media | undefined): { label: string; value: unknown }[] {
  const list = media?.examples ?? [];
  if (list.length < 2) return [];
  const out: { label: string; value: unknown }[] = [];
  let left = REQUEST_EXAMPLES_TEXT;
  for (const [i, e] of list.entries()) {
    if (out.length >= MAX_REQUEST_EXAMPLES) break;
    if (i > 0) {
      left -= (JSON.stringify(e.value) ?? '').length;
      if (left < 0) break;
    }
    out.push({ label: exampleLabel(e, i), value: e.value });
  }
  return out.length > 1 ? out : [];
}

/** A parameter's example value: its own, else its schema's example, default, first enum value or a generated one. */
export function parameterExample(view: SpecView, p: Parameter): unknown {
  return writtenExample(view, p) ?? sampleSchema(view, p.node, 'request') ?? 'string';
}

/** The value a spec gives a parameter (its example, its schema's example, default or first enum value), if any. */
function writtenExample(view: SpecView, p: Parameter): unknown {
  if (p.examples.length) return p.examples[0]!.value;
  const s = p.node ? view.merged(p.node) : undefined;
  if (!s) return undefined;
  if (s['example'] !== undefined) return s['example'];
  if (Array.isArray(s['examples']) && s['examples'].length) return s['examples'][0];
  if (s['default'] !== undefined) return s['default'];
  if (Array.isArray(s['enum']) && s['enum'].length) return s['enum'][0];
  return undefined;
}

const FALLBACK_BASE = 'https://api.example.com';
/** Where a webhook's samples send it: a placeholder for the reader's own endpoint. */
const WEBHOOK_URL = 'https://your-server.example.com/webhook';

/** The base URL of the first server, variables set to their defaults; a placeholder host when there is none. */
export function baseUrl(endpoint: Pick<Endpoint, 'servers'>): string {
  const server = endpoint.servers[0];
  if (!server) return FALLBACK_BASE;
  const url = server.url.replace(/\{([^}]+)\}/g, (m, name: string) => server.variables?.[name]?.default ?? m);
  try {
    return new URL(url, FALLBACK_BASE).href.replace(/\/$/, '');
  } catch {
    return FALLBACK_BASE;
  }
}

const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

function credential(scheme: ApiSecurityScheme): string {
  if (scheme.type === 'http' && scheme.scheme === 'basic') return 'Basic <credentials>';
  if (scheme.type === 'http') return `${scheme.scheme === 'bearer' ? 'Bearer' : scheme.scheme} <token>`;
  if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect') return 'Bearer <token>';
  return '<api-key>';
}

/** The first security alternative's credentials as placeholders (`<api-key>`, `Bearer <token>` …), then the cookies in one header. */
function withCredentials(
  security: ApiSecurity,
  schemes: Record<string, ApiSecurityScheme>,
  query: URLSearchParams,
  headers: { name: string; value: string }[],
  cookies: string[],
): void {
  for (const { scheme: name } of security[0] ?? []) {
    const scheme = schemes[name];
    if (!scheme) continue;
    if (scheme.type === 'apiKey' && scheme.in === 'query') query.append(scheme.name, '<api-key>');
    else if (scheme.type === 'apiKey' && scheme.in === 'cookie') cookies.push(`${scheme.name}=<api-key>`);
    else if (scheme.type === 'apiKey') headers.push({ name: scheme.name, value: '<api-key>' });
    else if (scheme.type !== 'cobo') headers.push({ name: 'Authorization', value: credential(scheme) });
  }
  if (cookies.length) headers.push({ name: 'Cookie', value: cookies.join('; ') });
}

const isJson = (mt: string) => /[/+]json\b|^application\/json/i.test(mt) || mt === '*/*';

/**
 * The request a code sample shows: the first server, example values for the parameters (only the
 * required ones with `api.examples.defaults: required`), the first security alternative, and the
 * first body media type (multipart and form bodies as their fields) with its first example, or its
 * `exampleIndex`th named one.
 */
export function sampleRequest(view: SpecView, endpoint: Endpoint, requiredOnly: boolean, exampleIndex = 0): SampleRequest {
  const params = endpoint.parameters.filter((p) => !requiredOnly || p.required);
  let path = endpoint.path;
  const query = new URLSearchParams();
  const headers: { name: string; value: string }[] = [];
  const cookies: string[] = [];
  for (const p of params) {
    // A path parameter the spec gives no value stays `{name}`, for the reader to fill in (as the reference shows it).
    if (p.in === 'path') {
      const value = writtenExample(view, p);
      if (value !== undefined) path = path.split(`{${p.name}}`).join(encodeURIComponent(asText(value)));
      continue;
    }
    const value = parameterExample(view, p);
    if (p.in === 'query') {
      if (Array.isArray(value) && p.explode !== false) for (const v of value) query.append(p.name, asText(v));
      else query.append(p.name, Array.isArray(value) ? value.map(asText).join(',') : asText(value));
    } else if (p.in === 'header') headers.push({ name: p.name, value: asText(value) });
    else cookies.push(`${p.name}=${encodeURIComponent(asText(value))}`);
  }
  withCredentials(endpoint.security, endpoint.schemes, query, headers, cookies);
  const qs = query.toString();
  // A webhook's request goes to the subscriber's server, which the spec cannot name; its key is no path.
  const target = endpoint.kind === 'webhook' ? WEBHOOK_URL : baseUrl(endpoint) + path;
  const request: SampleRequest = { method: endpoint.method, url: target + (qs ? `?${qs}` : ''), headers };
  const media = endpoint.body?.contents[0];
  if (media && (!requiredOnly || endpoint.body!.required)) {
    const example = mediaExample(view, media, 'request', requiredOnly, exampleIndex);
    const mt = media.mediaType;
    if (mt === 'multipart/form-data' || mt === 'application/x-www-form-urlencoded') {
      const fields = isObject(example) ? example : {};
      const props = media.node ? view.properties(media.node) : [];
      const params = Object.entries(fields).map(([name, v]) => {
        const prop = props.find((p) => p.name === name);
        const s = prop ? view.merged(prop.node) : {};
        const file =
          mt === 'multipart/form-data' &&
          (s['format'] === 'binary' ||
            s['format'] === 'base64' ||
            typeof s['contentMediaType'] === 'string' ||
            s['contentEncoding'] !== undefined);
        return file
          ? {
              name,
              fileName: `${name}.bin`,
              contentType:
                media.encoding?.[name]?.contentType ??
                (typeof s['contentMediaType'] === 'string' ? s['contentMediaType'] : 'application/octet-stream'),
            }
          : { name, value: asText(v) };
      });
      request.body = { mimeType: mt, params };
    } else if (example !== undefined) {
      request.body = { mimeType: mt, text: isJson(mt) ? JSON.stringify(example, null, 2) : asText(example) };
    }
    if (request.body && mt !== 'multipart/form-data') headers.push({ name: 'Content-Type', value: mt });
  }
  return request;
}

/** A value for a hand-written page's field: its example or default, its first enum value, else one generated from its type. */
function fieldExample(schema: FormSchema | undefined, requiredOnly = false): unknown {
  if (!schema) return undefined;
  try {
    return sampler.sample(schema as never, {
      skipReadOnly: true,
      skipNonRequired: requiredOnly,
      quiet: true,
      maxSampleDepth: SAMPLE_DEPTH,
    });
  } catch {
    return undefined;
  }
}

/**
 * The request the code samples of a hand-written API page show (its ApiPageData, made from its
 * ParamFields), by sampleRequest's rules: the first server (a path without one goes to the placeholder
 * host, as an operation without servers does), example values for the parameters (only the required
 * ones when `requiredOnly`), the first security alternative, and the JSON body (left out when optional
 * and `requiredOnly`, then holding only the required fields).
 */
export function pageDataRequest(data: ApiPageData, requiredOnly: boolean): SampleRequest {
  let path = data.path;
  const query = new URLSearchParams();
  const headers: { name: string; value: string }[] = [];
  const cookies: string[] = [];
  for (const p of data.parameters) {
    if (requiredOnly && !p.required) continue;
    const written = p.example ?? p.schema?.example ?? p.schema?.default ?? p.schema?.enum?.[0];
    if (p.in === 'path') {
      if (written !== undefined) path = path.split(`{${p.name}}`).join(encodeURIComponent(asText(written)));
      continue;
    }
    const value = written ?? fieldExample(p.schema) ?? 'string';
    if (p.in === 'query') {
      if (Array.isArray(value)) for (const v of value) query.append(p.name, asText(v));
      else query.append(p.name, asText(value));
    } else if (p.in === 'header') headers.push({ name: p.name, value: asText(value) });
    else cookies.push(`${p.name}=${encodeURIComponent(asText(value))}`);
  }
  withCredentials(data.security, data.securitySchemes, query, headers, cookies);
  // A variable the page leaves empty (`https://{tenant}.example.com`) stays `{name}` for the reader to fill in.
  const servers = data.servers.map((s) => ({
    url: s.url,
    variables: Object.fromEntries(Object.entries(s.variables ?? {}).filter(([, v]) => v.default !== '')),
  }));
  const qs = query.toString();
  const request: SampleRequest = { method: data.method, url: baseUrl({ servers }) + path + (qs ? `?${qs}` : ''), headers };
  const media = data.body?.contents[0];
  if (media && (!requiredOnly || data.body!.required)) {
    const example = requiredOnly ? fieldExample(media.schema, true) : (media.example ?? fieldExample(media.schema));
    if (example !== undefined) {
      request.body = { mimeType: media.mediaType, text: isJson(media.mediaType) ? JSON.stringify(example, null, 2) : asText(example) };
      headers.push({ name: 'Content-Type', value: media.mediaType });
    }
  }
  return request;
}
