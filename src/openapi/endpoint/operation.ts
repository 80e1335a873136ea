/**
 * One operation (or webhook) of a spec as the reference page shows it: parameters merged from the
 * path item and the operation, bodies and responses per media type, servers, security and
 * callbacks (the shapes are in model/api-endpoint.ts). Schemas stay where they are in the spec
 * (SchemaNode), read lazily while rendering.
 */
import { isObject } from '../../common/is-object.js';
import type {
  At,
  Body,
  Callback,
  CodeSampleSpec,
  Endpoint,
  Example,
  Media,
  Obj,
  Parameter,
  QueryString,
  Response,
  SchemaNode,
} from '../../model/api-endpoint.js';
import type { ApiSecurity, ApiSecurityScheme, ApiServer, ApiServerVariable, ParameterLocation } from '../../model/api-page.js';
import { pathItemOperation, pathItemOperations } from '../../specs/index-operations.js';
import { readXDocs } from '../../specs/x-docs.js';
import { child, type SpecView } from './schema.js';
import { leadText } from '../../specs/summary-title.js';

const LOCATIONS = new Set(['path', 'query', 'header', 'cookie']);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/** The operation `method` at `path` (or the webhook `path`), or undefined when the spec lacks it. */
export function readEndpoint(view: SpecView, kind: 'operation' | 'webhook', method: string, path: string): Endpoint | undefined {
  const root = view.root;
  const containers = kind === 'operation' ? ['paths'] : ['webhooks', 'x-webhooks'];
  for (const c of containers) {
    const items = root[c];
    if (!isObject(items)) continue;
    const key = kind === 'operation' ? findPathKey(items, path) : Object.hasOwn(items, path) ? path : undefined;
    if (key === undefined) continue;
    const itemAt = child({ file: view.doc.source, pointer: '' }, c, key);
    const item = view.deref(items[key], itemAt);
    if (!item) continue;
    // A webhook's method is whatever the path item holds (usually post).
    const chosen = pathItemOperation(item.v, method) ?? (kind === 'webhook' ? pathItemOperations(item.v)[0] : undefined);
    if (!chosen) continue;
    return endpointOf(view, kind, chosen.method, chosen.key, key, item.v, item.at, 0);
  }
  return undefined;
}

function findPathKey(paths: Obj, path: string): string | undefined {
  if (Object.hasOwn(paths, path)) return path;
  const want = path.replace(/\/+$/, '') || '/';
  return Object.keys(paths).find((k) => (k.replace(/\/+$/, '') || '/') === want);
}

function endpointOf(
  view: SpecView,
  kind: 'operation' | 'webhook',
  method: string,
  /** Where the operation is in its path item (`['get']`, `['additionalOperations', 'COPY']`). */
  opKey: string[],
  path: string,
  item: Obj,
  itemAt: At,
  depth: number,
): Endpoint {
  const root = view.root;
  const opAt = child(itemAt, ...opKey);
  const op = opKey.reduce<unknown>((o, k) => (isObject(o) ? o[k] : undefined), item) as Obj;
  const servers =
    readServers(op['servers']) ?? readServers(item['servers']) ?? (kind === 'webhook' ? [] : (readServers(root['servers']) ?? []));
  const securityRaw = Array.isArray(op['security'])
    ? op['security']
    : kind === 'webhook'
      ? []
      : Array.isArray(root['security'])
        ? root['security']
        : [];
  const written = readSecurity(securityRaw);
  const schemes = readSchemes(view, written);
  const security = declaredOnly(written, schemes);
  const summary = str(op['summary']) ? (op['summary'] as string).trim() : undefined;
  const described = str(op['description'])
    ? (op['description'] as string)
    : str(item['description'])
      ? (item['description'] as string)
      : undefined;
  // A summary written as paragraphs opens the description rather than titling the page (see summary-title.ts).
  const lead = leadText(summary);
  const description = lead && described ? `${lead}\n\n${described}` : (lead ?? described);
  const endpoint: Endpoint = {
    kind,
    method,
    path,
    at: opAt,
    ...(summary ? { summary } : {}),
    ...(description ? { description } : {}),
    deprecated: op['deprecated'] === true,
    ...(str(op['operationId']) ? { operationId: op['operationId'] as string } : {}),
    servers,
    parameters: readParameters(view, item, itemAt, op, opAt),
    ...querystringOf(view, item, itemAt, op, opAt),
    responses: readResponses(view, op, opAt),
    security,
    schemes,
    callbacks: depth > 0 ? [] : readCallbacks(view, op, opAt),
    codeSamples: readCodeSamples(op),
    xdocs: readXDocs(op) ?? { metadata: {} },
  };
  const body = readBody(view, op, opAt);
  if (body) endpoint.body = body;
  return endpoint;
}

export function readServers(raw: unknown): ApiServer[] | undefined {
  if (!Array.isArray(raw) || raw.length === 0) return undefined;
  const out: ApiServer[] = [];
  for (const s of raw) {
    if (!isObject(s) || typeof s['url'] !== 'string') continue;
    const server: ApiServer = { url: s['url'] };
    if (str(s['description'])) server.description = s['description'] as string;
    if (isObject(s['variables'])) {
      const vars: Record<string, ApiServerVariable> = {};
      for (const [name, v] of Object.entries(s['variables'])) {
        if (!isObject(v)) continue;
        const variable: ApiServerVariable = { default: v['default'] === undefined ? '' : String(v['default']) };
        if (Array.isArray(v['enum'])) variable.enum = v['enum'].map(String);
        if (str(v['description'])) variable.description = v['description'] as string;
        vars[name] = variable;
      }
      server.variables = vars;
    }
    out.push(server);
  }
  return out.length ? out : undefined;
}

function readExamples(view: SpecView, holder: Obj, at: At): Example[] {
  const out: Example[] = [];
  if (isObject(holder['examples'])) {
    for (const [name, raw] of Object.entries(holder['examples'])) {
      const ex = view.deref(raw, child(at, 'examples', name));
      if (!ex) continue;
      if (Object.hasOwn(ex.v, 'value'))
        out.push({
          name,
          ...(str(ex.v['summary']) ? { summary: ex.v['summary'] as string } : {}),
          value: withRefs(view, ex.v['value'], ex.at),
        });
      else if (str(ex.v['externalValue'])) out.push({ name, summary: `See ${ex.v['externalValue'] as string}`, value: undefined });
    }
  }
  if (out.length === 0 && Object.hasOwn(holder, 'example')) out.push({ value: withRefs(view, holder['example'], at) });
  return out.filter((e) => e.value !== undefined);
}

/**
 * An example value with the `{ "$ref": "#/…" }` objects inside it replaced by what they point to, as the
 * reference product's parser resolves every `$ref` of a document (Phonic's examples list agents by
 * `#/components/examples/AgentExample/value`). A `$ref` that resolves to nothing stays as written (it may be
 * data: an API about JSON Schema); loops and depth are bounded.
 */
function withRefs(view: SpecView, value: unknown, at: At, depth = 0, seen: ReadonlySet<string> = new Set()): unknown {
  if (depth > 32 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => withRefs(view, v, at, depth + 1, seen));
  const obj = value as Obj;
  const ref = obj['$ref'];
  if (typeof ref === 'string' && ref.startsWith('#/') && Object.keys(obj).length === 1 && !seen.has(ref)) {
    const hit = view.deref(obj, at);
    if (hit) return withRefs(view, hit.v, hit.at, depth + 1, new Set([...seen, ref]));
    return value;
  }
  let changed = false;
  const out: Obj = {};
  for (const [k, v] of Object.entries(obj)) {
    out[k] = withRefs(view, v, at, depth + 1, seen);
    if (out[k] !== v) changed = true;
  }
  return changed ? out : value;
}

function readParameter(view: SpecView, raw: unknown, at: At, location?: ParameterLocation): Parameter | undefined {
  const p = view.deref(raw, at);
  if (!p) return undefined;
  const name = p.v['name'];
  const where = location ?? p.v['in'];
  if (typeof name !== 'string' || typeof where !== 'string' || !LOCATIONS.has(where)) return undefined;
  let node: SchemaNode | undefined;
  let examples = readExamples(view, p.v, p.at);
  if (p.v['schema'] !== undefined) node = view.node(p.v['schema'], child(p.at, 'schema'));
  else if (isObject(p.v['content'])) {
    // `content` instead of `schema`: the first media type's schema and examples.
    const [mt, media] = Object.entries(p.v['content'])[0] ?? [];
    if (mt && isObject(media)) {
      node = view.node(media['schema'], child(p.at, 'content', mt, 'schema'));
      if (examples.length === 0) examples = readExamples(view, media, child(p.at, 'content', mt));
    }
  }
  const param: Parameter = {
    name,
    in: where as ParameterLocation,
    required: where === 'path' || p.v['required'] === true,
    deprecated: p.v['deprecated'] === true,
    examples,
    at: p.at,
  };
  if (str(p.v['description'])) param.description = p.v['description'] as string;
  if (node) param.node = node;
  if (typeof p.v['style'] === 'string') param.style = p.v['style'];
  if (typeof p.v['explode'] === 'boolean') param.explode = p.v['explode'];
  return param;
}

function readParameters(view: SpecView, item: Obj, itemAt: At, op: Obj, opAt: At): Parameter[] {
  const byKey = new Map<string, Parameter>();
  const add = (list: unknown, at: At) => {
    if (!Array.isArray(list)) return;
    list.forEach((raw, i) => {
      const p = readParameter(view, raw, child(at, 'parameters', i));
      // Operation parameters override path-level ones with the same name and location.
      if (p) byKey.set(`${p.in}:${p.name}`, p);
    });
  };
  add(item['parameters'], itemAt);
  add(op['parameters'], opAt);
  return [...byKey.values()];
}

/** The 3.2 `in: querystring` parameter (at most one; the operation's wins over the path item's). */
function querystringOf(view: SpecView, item: Obj, itemAt: At, op: Obj, opAt: At): { querystring?: QueryString } {
  let found: QueryString | undefined;
  for (const [owner, at] of [
    [item, itemAt],
    [op, opAt],
  ] as const) {
    if (!Array.isArray(owner['parameters'])) continue;
    owner['parameters'].forEach((raw, i) => {
      const p = view.deref(raw, child(at, 'parameters', i));
      if (!p || p.v['in'] !== 'querystring' || typeof p.v['name'] !== 'string') return;
      const [media] = readMedia(view, p.v['content'], p.at);
      if (!media) return;
      found = {
        name: p.v['name'],
        required: p.v['required'] === true,
        deprecated: p.v['deprecated'] === true,
        ...(str(p.v['description']) ? { description: p.v['description'] as string } : {}),
        media,
        at: p.at,
      };
    });
  }
  return found ? { querystring: found } : {};
}

function readMedia(view: SpecView, content: unknown, at: At): Media[] {
  if (!isObject(content)) return [];
  const out: Media[] = [];
  for (const [mediaType, raw] of Object.entries(content)) {
    if (!isObject(raw)) continue;
    const mAt = child(at, 'content', mediaType);
    const media: Media = { mediaType, examples: readExamples(view, raw, mAt) };
    if (raw['schema'] !== undefined) {
      const node = view.node(raw['schema'], child(mAt, 'schema'));
      if (node) media.node = node;
    }
    if (raw['itemSchema'] !== undefined) {
      const node = view.node(raw['itemSchema'], child(mAt, 'itemSchema'));
      if (node) media.itemNode = node;
    }
    if (isObject(raw['encoding'])) {
      media.encoding = Object.fromEntries(
        Object.entries(raw['encoding']).flatMap(([k, e]) =>
          isObject(e) ? [[k, typeof e['contentType'] === 'string' ? { contentType: e['contentType'] } : {}]] : [],
        ),
      );
    }
    out.push(media);
  }
  return out;
}

function readBody(view: SpecView, op: Obj, opAt: At): Body | undefined {
  if (op['requestBody'] === undefined) return undefined;
  const b = view.deref(op['requestBody'], child(opAt, 'requestBody'));
  if (!b) return undefined;
  const contents = readMedia(view, b.v['content'], b.at);
  if (contents.length === 0) return undefined;
  return {
    required: b.v['required'] === true,
    ...(str(b.v['description']) ? { description: b.v['description'] as string } : {}),
    contents,
  };
}

function readResponses(view: SpecView, op: Obj, opAt: At): Response[] {
  const responses = op['responses'];
  if (!isObject(responses)) return [];
  const out: Response[] = [];
  for (const [status, raw] of Object.entries(responses)) {
    if (status.startsWith('x-')) continue;
    const r = view.deref(raw, child(opAt, 'responses', status));
    if (!r) continue;
    const headers: Parameter[] = [];
    if (isObject(r.v['headers'])) {
      for (const [name, h] of Object.entries(r.v['headers'])) {
        const hd = view.deref(h, child(r.at, 'headers', name));
        if (!hd) continue;
        const p = readParameter(view, { ...hd.v, name, in: 'header' }, hd.at, 'header');
        if (p) headers.push({ ...p, required: hd.v['required'] === true });
      }
    }
    out.push({
      status,
      ...(str(r.v['description']) ? { description: r.v['description'] as string } : {}),
      headers,
      contents: readMedia(view, r.v['content'], r.at),
    });
  }
  // 2XX before 4XX, `default` last, as readers expect.
  return out.sort((a, b) => statusRank(a.status) - statusRank(b.status));
}

function statusRank(s: string): number {
  if (s === 'default') return 1000;
  const n = Number.parseInt(s.replace(/X/gi, '0'), 10);
  return Number.isFinite(n) ? n : 999;
}

function readSecurity(raw: unknown[]): ApiSecurity {
  return raw
    .filter(isObject)
    .map((req) => Object.entries(req).map(([scheme, scopes]) => ({ scheme, scopes: Array.isArray(scopes) ? scopes.map(String) : [] })));
}

/**
 * The requirements without the schemes the spec does not declare (reported once per spec when it loads):
 * the page and the playground show no "undefined scheme" and send nothing for it. An alternative left
 * empty goes too; one written empty (`{}`, authentication optional) stays.
 */
function declaredOnly(security: ApiSecurity, schemes: Record<string, ApiSecurityScheme>): ApiSecurity {
  return security.flatMap((alt) => {
    const kept = alt.filter((s) => Object.hasOwn(schemes, s.scheme));
    return kept.length || alt.length === 0 ? [kept] : [];
  });
}

function readSchemes(view: SpecView, security: ApiSecurity): Record<string, ApiSecurityScheme> {
  const components = view.root['components'];
  const all = isObject(components) && isObject(components['securitySchemes']) ? components['securitySchemes'] : {};
  const out: Record<string, ApiSecurityScheme> = {};
  for (const name of new Set(security.flat().map((s) => s.scheme))) {
    const s = view.deref(all[name], {
      file: view.doc.source,
      pointer: `/components/securitySchemes/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`,
    });
    if (!s) continue;
    const scheme = toScheme(s.v);
    if (scheme) out[name] = scheme;
  }
  return out;
}

function toScheme(s: Obj): ApiSecurityScheme | undefined {
  const description = str(s['description']) ? { description: s['description'] as string } : {};
  switch (s['type']) {
    case 'http':
      return {
        type: 'http',
        scheme: String(s['scheme'] ?? 'bearer').toLowerCase(),
        ...(str(s['bearerFormat']) ? { bearerFormat: s['bearerFormat'] as string } : {}),
        ...description,
      };
    case 'apiKey': {
      const where = s['in'] === 'query' || s['in'] === 'cookie' ? s['in'] : 'header';
      return { type: 'apiKey', in: where, name: String(s['name'] ?? 'Authorization'), ...description };
    }
    case 'oauth2': {
      const flows: Extract<ApiSecurityScheme, { type: 'oauth2' }>['flows'] = {};
      if (isObject(s['flows'])) {
        for (const [flow, f] of Object.entries(s['flows'])) {
          if (!isObject(f)) continue;
          flows[flow] = {
            ...(str(f['authorizationUrl']) ? { authorizationUrl: f['authorizationUrl'] as string } : {}),
            ...(str(f['tokenUrl']) ? { tokenUrl: f['tokenUrl'] as string } : {}),
            ...(str(f['refreshUrl']) ? { refreshUrl: f['refreshUrl'] as string } : {}),
            ...(str(f['deviceAuthorizationUrl']) ? { deviceAuthorizationUrl: f['deviceAuthorizationUrl'] as string } : {}),
            scopes: isObject(f['scopes']) ? Object.fromEntries(Object.entries(f['scopes']).map(([k, v]) => [k, String(v)])) : {},
          };
        }
      }
      return { type: 'oauth2', flows, ...description };
    }
    case 'openIdConnect':
      return { type: 'openIdConnect', openIdConnectUrl: String(s['openIdConnectUrl'] ?? ''), ...description };
    default:
      return undefined;
  }
}

function readCallbacks(view: SpecView, op: Obj, opAt: At): Callback[] {
  if (!isObject(op['callbacks'])) return [];
  const out: Callback[] = [];
  for (const [name, raw] of Object.entries(op['callbacks'])) {
    const cb = view.deref(raw, child(opAt, 'callbacks', name));
    if (!cb) continue;
    for (const [expression, itemRaw] of Object.entries(cb.v)) {
      const item = view.deref(itemRaw, child(cb.at, expression));
      if (!item) continue;
      for (const o of pathItemOperations(item.v))
        out.push({ name, expression, endpoint: endpointOf(view, 'webhook', o.method, o.key, expression, item.v, item.at, 1) });
    }
  }
  return out;
}

function readCodeSamples(op: Obj): CodeSampleSpec[] {
  const list = Array.isArray(op['x-codeSamples']) ? op['x-codeSamples'] : Array.isArray(op['x-code-samples']) ? op['x-code-samples'] : [];
  return list.flatMap((s): CodeSampleSpec[] =>
    isObject(s) && typeof s['lang'] === 'string' && typeof s['source'] === 'string'
      ? [{ lang: s['lang'], source: s['source'], ...(str(s['label']) ? { label: s['label'] as string } : {}) }]
      : [],
  );
}
