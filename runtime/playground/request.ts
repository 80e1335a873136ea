/**
 * What the reader typed (PlayState) turned into the request to send: URL with path and query
 * parameters, headers, cookies (sent through the proxy: browsers cannot set Cookie) and body, and
 * the same request as a SampleRequest for the live code sample (credentials masked unless shown).
 */
import type { ApiBodyContent, ApiPageData, ApiParameter, ApiSecurityScheme, FormSchema } from '../../src/model/api-page.js';
import type { SampleRequest } from '../../src/samples/sample-request.js';
import { fill, playgroundText } from './text.js';

type SampleParam = Extract<NonNullable<SampleRequest['body']>, { params: unknown }>['params'][number];

/** A parameter's input: text, a list (arrays), or nothing. */
export type ParamValue = string | string[];

/** A credential as typed: a token/key, or a username and password. */
export interface Credential {
  token?: string;
  username?: string;
  password?: string;
}

export interface PlayState {
  /** Index into `servers`. */
  server: number;
  variables: Record<string, string>;
  /** The base URL typed when the operation declares no server. */
  base: string;
  /** By `paramKey()`. */
  params: Record<string, ParamValue>;
  /** Index into `body.contents`. */
  media: number;
  /** Index into the media type's named `examples` the body started from (absent: the first). */
  example?: number;
  /** JSON or text body as typed. */
  raw: string;
  /** Why the JSON the reader is typing in the body editor does not parse (`raw` keeps the last that did). */
  rawError?: string;
  /** Form fields (urlencoded and multipart) as typed. */
  fields: Record<string, string>;
  /** Security alternative chosen (index into `security`). */
  auth: number;
}

export interface Header {
  name: string;
  value: string;
}

export interface BuiltRequest {
  method: string;
  url: string;
  headers: Header[];
  cookies: Header[];
  body?: BodyInit;
  sampleBody?: SampleRequest['body'];
  /** Why the request cannot be sent as is (a required value missing, JSON that does not parse …). */
  problems: string[];
}

export const MASK = '••••••';

export const paramKey = (p: Pick<ApiParameter, 'in' | 'name'>): string => `${p.in}:${p.name}`;

/** The body kinds the playground offers an input for. */
export type BodyKind = 'json' | 'urlencoded' | 'multipart' | 'binary' | 'text';

export function bodyKind(content: ApiBodyContent): BodyKind {
  const t = content.mediaType.toLowerCase();
  if (/^application\/x-www-form-urlencoded/.test(t)) return 'urlencoded';
  if (/^multipart\//.test(t)) return 'multipart';
  if (/[/+]json\b|^\*\/\*$/.test(t) && !/ndjson|jsonl|json-seq/.test(t)) return 'json';
  if (/^(image|audio|video|font)\//.test(t) || /octet-stream|\/pdf|\/zip|\/gzip/.test(t) || content.schema?.format === 'binary')
    return 'binary';
  return 'text';
}

/** Whether a form property takes a file. */
export function isFileSchema(s: FormSchema | undefined): boolean {
  return !!s && (s.format === 'binary' || (s.type === 'array' && s.items?.format === 'binary'));
}

function asText(v: unknown): string {
  if (v === undefined || v === null) return '';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/** The value a parameter starts with: its default, else (with `prefill`) its example. */
export function initialParam(p: ApiParameter, prefill: boolean): ParamValue {
  const v = p.schema?.default !== undefined ? p.schema.default : prefill ? (p.example ?? p.schema?.example) : undefined;
  if (p.schema?.type === 'array') return Array.isArray(v) ? v.map(asText) : v === undefined ? [] : [asText(v)];
  return asText(v);
}

/** The example a media type's body starts from: its `example`th named one, else its only one. */
function exampleOf(content: ApiBodyContent, example: number): unknown {
  return content.examples?.[example]?.value ?? content.example;
}

/** The body text a media type starts with: its example (the `example`th named one) with `prefill`, else the defaults of its schema. */
export function initialRaw(content: ApiBodyContent | undefined, prefill: boolean, example = 0): string {
  if (!content) return '';
  const kind = bodyKind(content);
  const chosen = exampleOf(content, example);
  const value = prefill && chosen !== undefined ? chosen : defaults(content.schema);
  if (value === undefined) return kind === 'json' ? '' : '';
  if (kind === 'json') return JSON.stringify(value, null, 2);
  return typeof value === 'string' ? value : '';
}

export function initialFields(content: ApiBodyContent | undefined, prefill: boolean, index = 0): Record<string, string> {
  const out: Record<string, string> = {};
  if (!content) return out;
  const chosen = exampleOf(content, index);
  const example = prefill && chosen && typeof chosen === 'object' ? (chosen as Record<string, unknown>) : {};
  for (const [name, s] of Object.entries(content.schema?.properties ?? {})) {
    if (isFileSchema(s)) continue;
    const v = s.default !== undefined ? s.default : example[name];
    if (v !== undefined) out[name] = asText(v);
  }
  return out;
}

/** An object of the schema's defaults (nested), or undefined when it declares none. */
function defaults(s: FormSchema | undefined): unknown {
  if (!s) return undefined;
  if (s.default !== undefined) return s.default;
  if (!s.properties) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, p] of Object.entries(s.properties)) {
    const d = defaults(p);
    if (d !== undefined) out[k] = d;
  }
  return Object.keys(out).length ? out : undefined;
}

/** The server's URL with its variables filled, or the typed base when there is none. */
export function baseUrl(data: ApiPageData, state: PlayState): string {
  const server = data.servers[state.server];
  if (!server) return state.base.trim().replace(/\/+$/, '');
  const url = server.url.replace(/\{([^{}]+)\}/g, (_, name: string) => state.variables[name] ?? server.variables?.[name]?.default ?? '');
  // A relative server URL is relative to the page (OpenAPI: to the document's location).
  try {
    return new URL(url, location.href).href.replace(/\/+$/, '');
  } catch {
    return url.replace(/\/+$/, '');
  }
}

const filled = (v: ParamValue | undefined): v is ParamValue => (Array.isArray(v) ? v.some((x) => x !== '') : v !== undefined && v !== '');
const list = (v: ParamValue): string[] => (Array.isArray(v) ? v.filter((x) => x !== '') : [v]);

function objectOf(text: string): Record<string, unknown> | undefined {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** `name=value` pairs of a query parameter per its style (OpenAPI: form, explode by default). */
function queryPairs(p: ApiParameter, v: ParamValue): [string, string][] {
  const style = p.style ?? 'form';
  const explode = p.explode ?? style === 'form';
  const obj = !Array.isArray(v) && p.schema?.type === 'object' ? objectOf(v) : undefined;
  if (obj) {
    if (style === 'deepObject') return Object.entries(obj).map(([k, x]) => [`${p.name}[${k}]`, asText(x)]);
    if (explode) return Object.entries(obj).map(([k, x]) => [k, asText(x)]);
    return [
      [
        p.name,
        Object.entries(obj)
          .flatMap(([k, x]) => [k, asText(x)])
          .join(','),
      ],
    ];
  }
  const items = list(v);
  if (Array.isArray(v) && !explode) {
    const sep = style === 'spaceDelimited' ? ' ' : style === 'pipeDelimited' ? '|' : ',';
    return [[p.name, items.join(sep)]];
  }
  return items.map((x) => [p.name, x]);
}

function basic(user: string, password: string): string {
  const bytes = new TextEncoder().encode(`${user}:${password}`);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

/** Where each scheme of the chosen alternative puts its credential. */
function applyAuth(
  schemes: Record<string, ApiSecurityScheme>,
  names: string[],
  creds: Record<string, Credential>,
  mask: boolean,
  out: { headers: Header[]; query: [string, string][]; cookies: Header[] },
): void {
  for (const name of names) {
    const s = schemes[name];
    const c = creds[name] ?? {};
    if (!s) continue;
    const secret = (v: string) => (mask && v ? MASK : v);
    if (s.type === 'http') {
      const scheme = s.scheme.toLowerCase();
      if (scheme === 'basic') {
        if (c.username || c.password)
          out.headers.push({ name: 'Authorization', value: `Basic ${mask ? MASK : basic(c.username ?? '', c.password ?? '')}` });
      } else if (c.token)
        out.headers.push({ name: 'Authorization', value: `${scheme === 'bearer' ? 'Bearer' : s.scheme} ${secret(c.token)}` });
    } else if (s.type === 'apiKey') {
      if (!c.token) continue;
      if (s.in === 'header') out.headers.push({ name: s.name, value: secret(c.token) });
      else if (s.in === 'query') out.query.push([s.name, secret(c.token)]);
      else out.cookies.push({ name: s.name, value: secret(c.token) });
    } else if ((s.type === 'oauth2' || s.type === 'openIdConnect') && c.token) {
      out.headers.push({ name: 'Authorization', value: `Bearer ${secret(c.token)}` });
    }
  }
}

/** Build the request from the page data and the reader's input. Files come from the form's file inputs. */
export function buildRequest(
  data: ApiPageData,
  state: PlayState,
  creds: Record<string, Credential>,
  files: Record<string, File | undefined>,
  mask = false,
): BuiltRequest {
  const t = playgroundText();
  const problems: string[] = [];
  const headers: Header[] = [];
  const cookies: Header[] = [];
  const query: [string, string][] = [];
  let path = data.path;
  for (const p of data.parameters) {
    const v = state.params[paramKey(p)];
    if (!filled(v)) {
      if (p.required) problems.push(fill(t.paramRequired, { name: p.name, location: p.in }));
      continue;
    }
    if (p.in === 'path') path = path.split(`{${p.name}}`).join(list(v).map(encodeURIComponent).join(','));
    else if (p.in === 'query') query.push(...queryPairs(p, v));
    else if (p.in === 'header') headers.push({ name: p.name, value: list(v).join(',') });
    else cookies.push({ name: p.name, value: list(v).join(',') });
  }
  const alternative = data.security[state.auth] ?? [];
  applyAuth(
    data.securitySchemes,
    alternative.map((s) => s.scheme),
    creds,
    mask,
    { headers, query, cookies },
  );

  const base = baseUrl(data, state);
  if (!base) problems.push(t.serverUrlRequired);
  else if (!/^https?:\/\//i.test(base)) problems.push(fill(t.serverUrlNotHttp, { url: base }));
  const search = new URLSearchParams(query).toString();
  const url = `${base}${path}${search ? `?${search}` : ''}`;

  const out: BuiltRequest = { method: data.method, url, headers, cookies, problems };
  const content = data.body?.contents[state.media];
  if (content) {
    const kind = bodyKind(content);
    const typeHeader = (type: string) => headers.push({ name: 'Content-Type', value: type });
    if (kind === 'json' || kind === 'text') {
      if (kind === 'json' && state.rawError) problems.push(fill(t.jsonBodyInvalid, { reason: state.rawError }));
      if (state.raw.trim()) {
        if (kind === 'json' && !state.rawError) {
          try {
            JSON.parse(state.raw);
          } catch (e) {
            problems.push(fill(t.jsonBodyInvalid, { reason: (e as Error).message }));
          }
        }
        const type = content.mediaType === '*/*' ? 'application/json' : content.mediaType;
        typeHeader(type);
        out.body = state.raw;
        out.sampleBody = { mimeType: type, text: state.raw };
      } else if (data.body?.required) problems.push(t.bodyRequired);
    } else if (kind === 'binary') {
      const file = files[''];
      if (file) {
        const type = content.mediaType.includes('*') ? file.type || 'application/octet-stream' : content.mediaType;
        typeHeader(type);
        out.body = file;
        out.sampleBody = { mimeType: type, text: `@${file.name}` };
      } else if (data.body?.required) problems.push(t.chooseBodyFile);
    } else {
      const props = content.schema?.properties ?? {};
      const params: SampleParam[] = [];
      const names = new Set([...Object.keys(props), ...Object.keys(state.fields)]);
      if (kind === 'urlencoded') {
        const form = new URLSearchParams();
        for (const name of names) {
          const v = state.fields[name];
          if (v === undefined || v === '') continue;
          form.append(name, v);
          params.push({ name, value: v });
        }
        typeHeader('application/x-www-form-urlencoded');
        out.body = form.toString();
        out.sampleBody = { mimeType: 'application/x-www-form-urlencoded', params };
      } else {
        const form = new FormData();
        for (const name of names) {
          if (isFileSchema(props[name])) {
            const file = files[name];
            if (!file) continue;
            form.append(name, file, file.name);
            params.push({ name, fileName: file.name, ...(file.type ? { contentType: file.type } : {}) });
          } else {
            const v = state.fields[name];
            if (v === undefined || v === '') continue;
            form.append(name, v);
            params.push({ name, value: v });
          }
        }
        // The browser writes multipart's Content-Type itself (it holds the boundary).
        out.body = form;
        out.sampleBody = { mimeType: 'multipart/form-data', params };
      }
      for (const r of content.schema?.required ?? []) {
        const present = isFileSchema(props[r]) ? files[r] : state.fields[r];
        if (!present) problems.push(fill(t.fieldRequired, { name: r }));
      }
    }
  }
  return out;
}

/** The request as the live code sample shows it (cookies as a Cookie header, as a client would send them). */
export function sampleOf(req: BuiltRequest): SampleRequest {
  const headers = [...req.headers];
  if (req.cookies.length) headers.push({ name: 'Cookie', value: req.cookies.map((c) => `${c.name}=${c.value}`).join('; ') });
  return { method: req.method, url: req.url, headers, ...(req.sampleBody ? { body: req.sampleBody } : {}) };
}

const shellQuote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

/** A curl command for a request: the sample shown until the samples module is there. */
export function curl(s: SampleRequest): string {
  const lines = [`curl --request ${s.method}`, `  --url ${shellQuote(s.url)}`];
  for (const h of s.headers) lines.push(`  --header ${shellQuote(`${h.name}: ${h.value}`)}`);
  const b = s.body;
  if (b && 'text' in b) lines.push(b.text.startsWith('@') ? `  --data-binary ${shellQuote(b.text)}` : `  --data ${shellQuote(b.text)}`);
  else if (b?.mimeType === 'multipart/form-data')
    for (const p of b.params)
      lines.push(`  --form ${shellQuote(p.fileName !== undefined ? `${p.name}=@${p.fileName}` : `${p.name}=${p.value ?? ''}`)}`);
  else if (b) for (const p of b.params) lines.push(`  --data-urlencode ${shellQuote(`${p.name}=${p.value ?? ''}`)}`);
  return lines.join(' \\\n');
}
