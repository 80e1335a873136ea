/**
 * Hand-written API pages: frontmatter `api: "METHOD https://host/path"` (or `"METHOD /path"` joined
 * to `api.mdx.server`) plus the page's ParamFields become the request the playground sends
 * (ApiPageData), exactly like a page generated from a spec.
 */
import type { Page } from '../model/page.js';
import type { Root as MdastRoot } from 'mdast';
import { sample } from 'openapi-sampler';
import { createElement } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { ApiBody, ApiPageData, ApiParameter, ApiSecurity, ApiSecurityScheme, ApiServer, FormSchema } from '../model/api-page.js';
import type { ApiSettings } from '../model/settings.js';
import { mdxServers } from '../common/mdx-servers.js';
import { ApiEndpoint, type CollectedField } from '../render/components/api-fields.js';
import { PLAYGROUND_DISPLAYS } from '../config/schema/api.js';
import { isPlaygroundDisplay, playgroundDisplay } from '../config/playground-display.js';
import { hasPlayground } from '../render/render-page.js';
import { sampleSettings } from '../openapi/endpoint/api-data.js';
import { APART } from './render-hast.js';
import type { CodeThemes } from './highlight.js';
import { pageDataSamples } from '../openapi/endpoint/request-samples.js';
import { RequestSamples } from '../render/api/endpoint-view.js';
import { inWords } from '../render/components/render-state.js';
import type { UiStrings } from '../render/ui-strings.js';

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE']);
const AUTH_METHODS = new Set(['bearer', 'basic', 'key', 'cobo', 'none']);

/** Where the page's frontmatter is, to locate what is wrong in it. */
export interface FrontmatterPlace {
  file: string;
  /** The frontmatter's YAML text (between the `---` lines). */
  yaml: string;
  /** Line of the opening `---`. */
  line: number;
}

/** The endpoint of an `api:` line. */
export interface ApiTarget {
  method: string;
  path: string;
  servers: ApiServer[];
  /** The page wrote a full URL (its server is shown with the path). */
  fullUrl: boolean;
  /** No server to send to (a path and no `api.mdx.server`): the page shows no Try it (display `simple`). */
  noServer?: true;
}

/** True when the page is a hand-written API page. */
export function isApiPage(raw: Record<string, unknown>): boolean {
  return raw['api'] !== undefined && raw['openapi'] === undefined;
}

/** Line and column of a top-level frontmatter key (its value's line when the key spans lines). */
function keyPosition(place: FrontmatterPlace, key: string): { line: number; column: number } {
  const lines = place.yaml.split(/\r?\n/);
  const re = new RegExp(`^(["']?)${key}\\1\\s*:`);
  const i = lines.findIndex((l) => re.test(l));
  return { line: place.line + 1 + Math.max(i, 0), column: 1 };
}

function at(
  place: FrontmatterPlace,
  key: string,
  severity: Diagnostic['severity'],
  code: string,
  message: string,
  hint?: string,
): Diagnostic {
  return { severity, code, message, file: place.file, ...keyPosition(place, key), pointer: `/${key}`, ...(hint ? { hint } : {}) };
}

/** `{name}` placeholders of a URL or path template. */
function templateNames(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(/\{([^{}]+)\}/g), (m) => m[1]!))];
}

/** A server URL with a variable (empty by default: the reader fills it in) for each `{name}` in it. */
function server(url: string): ApiServer {
  const names = templateNames(url);
  return names.length ? { url, variables: Object.fromEntries(names.map((n) => [n, { default: '' }])) } : { url };
}

/** Read `api: "METHOD URL-or-path"`; a relative path takes the servers of `api.mdx.server`. */
export function readApiTarget(
  value: unknown,
  settings: ApiSettings | undefined,
  place: FrontmatterPlace,
): { target?: ApiTarget; diagnostics: Diagnostic[] } {
  const m = typeof value === 'string' ? /^\s*([A-Za-z]+)\s+(\S+)\s*$/.exec(value) : null;
  const method = m?.[1]!.toUpperCase();
  if (!m || !METHODS.has(method!)) {
    const message = `\`api\` should be "METHOD https://host/path" or "METHOD /path", found ${JSON.stringify(value)}; the page has no playground`;
    return {
      diagnostics: [
        at(place, 'api', 'warning', 'api-frontmatter-invalid', message, 'for example `api: "GET https://api.example.com/users/{id}"`'),
      ],
    };
  }
  const url = m[2]!;
  const full = /^(https?:\/\/[^/?#]+)([^?#]*)/i.exec(url);
  if (full) return { target: { method: method!, path: full[2] || '/', servers: [server(full[1]!)], fullUrl: true }, diagnostics: [] };
  const bases = mdxServers(settings?.mdx?.server);
  const path = url.startsWith('/') ? url : `/${url}`;
  if (bases.length === 0) {
    // The reference product deploys these pages without a playground: so does `build` (an error in `check`).
    const message = `\`api: "${method} ${url}"\` gives a path without a server, and docs.json sets no \`api.mdx.server\`: the page is built without Try it (display \`simple\`)`;
    return {
      target: { method: method!, path, servers: [], fullUrl: false, noServer: true },
      diagnostics: [
        at(
          place,
          'api',
          'error',
          'api-mdx-server-missing',
          message,
          'set `api.mdx.server` in docs.json (for example `"api": { "mdx": { "server": "https://api.example.com" } }`), or write the full URL in `api`',
        ),
      ],
    };
  }
  return { target: { method: method!, path, servers: bases.map((b) => server(b.replace(/\/+$/, ''))), fullUrl: false }, diagnostics: [] };
}

/** The JSON Schema a ParamField `type` stands for (`string`, `integer`, `string[]`, `array<object>`, `enum<string>` …). */
export function typeSchema(type: string | undefined): FormSchema {
  const t = (type ?? '').trim().toLowerCase();
  if (!t) return {};
  const list = /^(.+)\[\]$/.exec(t) ?? /^(?:array|list)\s*<(.+)>$/.exec(t);
  if (list) return { type: 'array', items: typeSchema(list[1]) };
  if (t === 'array' || t === 'list') return { type: 'array' };
  const inner = /^enum\s*<(.+)>$/.exec(t);
  if (inner) return typeSchema(inner[1]);
  if (/^(int|integer|int32|int64|long)$/.test(t)) return { type: 'integer' };
  if (/^(number|float|double|decimal)$/.test(t)) return { type: 'number' };
  if (/^(bool|boolean)$/.test(t)) return { type: 'boolean' };
  if (/^(string|str|text)$/.test(t)) return { type: 'string' };
  if (t === 'file' || t === 'binary') return { type: 'string', format: 'binary' };
  if (/^(object|json|dict|map|record\b)/.test(t)) return { type: 'object' };
  if (t === 'null') return { type: 'null' };
  return {};
}

/** A default written as a string (`default="10"`) read as the field's type. */
function typed(value: unknown, type: FormSchema['type']): unknown {
  if (typeof value !== 'string') return value;
  if ((type === 'integer' || type === 'number') && value.trim() && Number.isFinite(Number(value))) return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** The schema of a field, its nested fields as properties (of its items, for a list). */
export function fieldSchema(field: CollectedField): FormSchema {
  const schema = typeSchema(field.type);
  if (field.children.length) {
    const target = schema.type === 'array' ? (schema.items ??= {}) : schema;
    target.type ??= 'object';
    target.properties = Object.fromEntries(field.children.map((c) => [c.name, fieldSchema(c)]));
    const required = field.children.filter((c) => c.required).map((c) => c.name);
    if (required.length) target.required = required;
  }
  if (field.default !== undefined) schema.default = typed(field.default, schema.type);
  if (field.placeholder !== undefined) schema.example = typed(field.placeholder, schema.type);
  return schema;
}

/** `api.mdx.auth` (or the page's `authMethod`) as the playground's security. */
function security(
  method: string | undefined,
  keyName: string | undefined,
): { security: ApiSecurity; securitySchemes: Record<string, ApiSecurityScheme> } {
  const scheme: [string, ApiSecurityScheme] | undefined =
    method === 'bearer'
      ? ['bearerAuth', { type: 'http', scheme: 'bearer' }]
      : method === 'basic'
        ? ['basicAuth', { type: 'http', scheme: 'basic' }]
        : method === 'key'
          ? ['apiKeyAuth', { type: 'apiKey', in: 'header', name: keyName || 'Key' }]
          : method === 'cobo'
            ? ['coboAuth', { type: 'cobo' }]
            : undefined;
  if (!scheme) return { security: [], securitySchemes: {} };
  return { security: [[{ scheme: scheme[0], scopes: [] }]], securitySchemes: { [scheme[0]]: scheme[1] } };
}

/**
 * The request of a hand-written API page: method, path and servers from `api:`, parameters and JSON
 * body from its ParamFields, security from `api.mdx.auth` (frontmatter `authMethod` overrides it;
 * without either the page sends no credentials, with a warning per page), playground mode from
 * `api.playground` (frontmatter `playground` overrides it).
 */
export function apiPageData(
  raw: Record<string, unknown>,
  fields: readonly CollectedField[],
  settings: ApiSettings | undefined,
  place: FrontmatterPlace,
): { api?: ApiPageData; target?: ApiTarget; diagnostics: Diagnostic[] } {
  const { target, diagnostics } = readApiTarget(raw['api'], settings, place);
  if (!target) return { diagnostics };

  const parameters: ApiParameter[] = [];
  const body: CollectedField[] = [];
  for (const f of fields) {
    if (f.location === 'body') body.push(f);
    else if (!parameters.some((p) => p.name === f.name && p.in === f.location)) {
      const example = f.placeholder !== undefined ? { example: typed(f.placeholder, typeSchema(f.type).type) } : {};
      parameters.push({
        name: f.name,
        in: f.location,
        required: f.location === 'path' || f.required,
        ...(f.deprecated ? { deprecated: true } : {}),
        schema: fieldSchema(f),
        ...example,
      });
    }
  }
  // A `{name}` in the path is a path parameter even when no ParamField documents it.
  for (const name of templateNames(target.path)) {
    if (!parameters.some((p) => p.in === 'path' && p.name === name))
      parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  }

  let requestBody: ApiBody | undefined;
  if (body.length) {
    const schema = fieldSchema({ location: 'body', name: '', type: 'object', required: false, deprecated: false, children: body });
    requestBody = {
      required: body.some((f) => f.required),
      contents: [{ mediaType: 'application/json', schema, example: exampleOf(schema) }],
    };
  }

  const authMethod = typeof raw['authMethod'] === 'string' ? raw['authMethod'] : undefined;
  if (authMethod !== undefined && !AUTH_METHODS.has(authMethod)) {
    diagnostics.push(
      at(
        place,
        'authMethod',
        'warning',
        'api-auth-method-invalid',
        `\`authMethod: ${authMethod}\` is not one of bearer, basic, key, cobo, none; the page uses \`api.mdx.auth\``,
      ),
    );
  }
  const fmDisplay = raw['playground'];
  if (fmDisplay !== undefined && !isPlaygroundDisplay(fmDisplay)) {
    diagnostics.push(
      at(
        place,
        'playground',
        'warning',
        'api-playground-invalid',
        `\`playground: ${String(fmDisplay)}\` is not one of ${PLAYGROUND_DISPLAYS.join(', ')}; the site's default applies`,
      ),
    );
  }
  const chosen = playgroundDisplay([fmDisplay], settings?.playground);
  const display = target.noServer && chosen !== 'none' ? 'simple' : chosen;

  const method = authMethod !== undefined && AUTH_METHODS.has(authMethod) ? authMethod : settings?.mdx?.auth?.method;
  // Only a playground that sends requests (`interactive`, or `auth` for signed-in readers) needs credentials;
  // `simple` and `none` show no playground, so a missing method changes nothing there.
  if (method === undefined && (display === 'interactive' || display === 'auth')) {
    diagnostics.push(
      at(
        place,
        'api',
        'warning',
        'api-mdx-auth-missing',
        'This API page has no authentication: docs.json sets no `api.mdx.auth`, so the playground sends no credentials',
        'set `api.mdx.auth.method` (bearer, basic, key or cobo) in docs.json, or `authMethod: none` on the page when the endpoint is public',
      ),
    );
  }

  const api: ApiPageData = {
    source: 'mdx',
    method: target.method,
    path: target.path,
    servers: target.servers,
    parameters,
    ...(requestBody ? { body: requestBody } : {}),
    ...security(method, settings?.mdx?.auth?.name),
    playground: { display, proxy: settings?.playground?.proxy ?? true },
    ...sampleSettings(settings?.examples),
  };
  return { api, target, diagnostics };
}

function exampleOf(schema: FormSchema): unknown {
  try {
    return sample(schema as never, { skipReadOnly: true, quiet: true });
  } catch {
    return undefined;
  }
}

const EXAMPLE_COMPONENTS = new Set(['RequestExample', 'ResponseExample']);

/** Which kinds of examples a page writes itself (they replace the generated ones of that kind). */
export interface OwnExampleKinds {
  request: boolean;
  response: boolean;
}

/**
 * Mark a page's top-level RequestExample/ResponseExample blocks to be drawn apart from the rest of
 * the content (see APART), for an examples column beside it. Undefined: the page has none.
 */
export function markExamples(tree: MdastRoot): OwnExampleKinds | undefined {
  const kinds = { request: false, response: false };
  for (const n of tree.children) {
    if (n.type !== 'mdxJsxFlowElement' || !EXAMPLE_COMPONENTS.has(n.name ?? '')) continue;
    n.data = { ...n.data, [APART]: true } as typeof n.data;
    kinds[n.name === 'RequestExample' ? 'request' : 'response'] = true;
  }
  return kinds.request || kinds.response ? kinds : undefined;
}

/** A page's HTML split after its opening `<h1>`, if it opens with one: [title, rest]. */
export function splitTitle(html: string): [string, string] {
  const title = /^\s*<h1[\s>][^]*?<\/h1>/.exec(html)?.[0] ?? '';
  return [title, html.slice(title.length)];
}

/**
 * A hand-written API page's content with its examples in a column beside it (`.sx-api-layout`: the
 * examples, then the content, so that on narrow screens the examples come first; wide screens show
 * them on the right). A leading `#` title stays above the columns (the layout looks for the page's
 * own h1 first).
 */
export function withExamplesColumn(html: string, examples: string): string {
  const [title, rest] = splitTitle(html);
  return `${title}<div class="sx-api-layout"><div class="sx-api-examples">${examples}</div><div class="sx-api-main">${rest.trim()}</div></div>`;
}

/** A page whose own examples were drawn apart for a reference that did not join it: they go in a column beside its content again. */
export function withOwnExamplesPlaced(page: Page): Page {
  if (!page.ownExamples) return page;
  const { ownExamples, ...rest } = page;
  return { ...rest, html: withExamplesColumn(page.html, ownExamples.html) };
}

/** A hand-written page's rendered content: its HTML, and its own examples drawn apart (see markExamples). */
export interface DrawnContent {
  html: string;
  /** The page's own RequestExample/ResponseExample blocks, in page order. */
  apart?: string;
  /** Which of them it writes. */
  own?: OwnExampleKinds;
}

/**
 * The API part of a hand-written page once its content has rendered: its ApiPageData, and its HTML
 * with the endpoint line on top (after the page's own `#` title, if it starts with one) and the
 * examples column beside it: the request samples generated from its ParamFields as on a generated
 * endpoint page (unless it writes its own RequestExample), then its own examples as written. `themes`
 * undefined (`sextant check`): no samples are written. A page that is not an API page gets its own
 * examples in the column, as before.
 */
export async function handWrittenApi(
  raw: Record<string, unknown>,
  fields: readonly CollectedField[],
  settings: ApiSettings | undefined,
  place: FrontmatterPlace,
  content: DrawnContent,
  drawing: { themes?: CodeThemes; words: UiStrings },
  sink: Diagnostic[],
): Promise<{ data?: ApiPageData; html: string }> {
  const { api, target, diagnostics } = apiPageData(raw, fields, settings, place);
  sink.push(...diagnostics);
  const plain = content.apart === undefined ? content.html : withExamplesColumn(content.html, content.apart);
  if (!api || !target) return { html: plain };
  const samples = content.own?.request || !drawing.themes ? [] : await pageDataSamples(api, settings?.examples, drawing.themes);
  const column =
    (samples.length ? renderToString(inWords(drawing.words, createElement(RequestSamples, { samples }))) : '') + (content.apart ?? '');
  const drawn = column ? withExamplesColumn(content.html, column) : content.html;
  const showServer = target.fullUrl || settings?.url === 'full';
  const header = renderToString(
    createElement(ApiEndpoint, {
      method: api.method,
      path: api.path,
      ...(showServer ? { server: api.servers[0]!.url } : {}),
      tryIt: hasPlayground(api.playground.display),
    }),
  );
  const [title, rest] = splitTitle(drawn);
  return { data: api, html: title + header + rest };
}
