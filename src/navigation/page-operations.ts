/**
 * Frontmatter `openapi: "[spec ]METHOD /path"` (or `"[spec ]webhook name"`) of MDX pages: which spec
 * and operation the page shows is decided here, where generated pages decide theirs (navigation
 * knows every spec), and kept on the route for the pages stage. A spec is named as the reference
 * product accepts it: by project path (with or without a leading `/` or extension), or by file stem
 * (`v2` for `restapi/versions/v2.json`). Without a spec, `api.openapi` is searched, then every
 * OpenAPI file of the project in path order.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { closestMatch } from '../diagnostics/did-you-mean.js';
import type { PageOperation, PageSchema } from '../model/site-model.js';
import { PATH_ITEM_METHODS, type OpenApiIndex } from '../specs/index-operations.js';
import type { ResolveContext } from './context.js';
import { nearestOperation } from './nearest-operation.js';
import { findPageChannel } from './page-channels.js';

const METHODS = new Set<string>(PATH_ITEM_METHODS);

/** Where `openapi:` is written in a page and what it says. */
export interface OpenapiField {
  value: string;
  line: number;
  column: number;
}

/**
 * Give every MDX route whose frontmatter names an operation that operation, and one that names an
 * AsyncAPI channel (`asyncapi:`, see page-channels.ts) that channel, or report why it cannot.
 */
export function resolvePageOperations(ctx: ResolveContext, root: string): void {
  for (const route of ctx.routes.ordered) {
    if (route.page.kind !== 'mdx') continue;
    const head = readHead(path.join(root, route.page.file));
    if (head === undefined) continue;
    const field = openapiField(head);
    if (field) {
      const operation = findPageOperation(ctx, field, route.page.file);
      if (operation) route.page = { ...route.page, operation };
      continue;
    }
    const model = openapiField(head, 'openapi-schema');
    if (model) {
      const schema = findPageSchema(ctx, model, route.page.file);
      if (schema) route.page = { ...route.page, schema };
      continue;
    }
    const asyncapi = openapiField(head, 'asyncapi');
    if (!asyncapi) continue;
    const channel = findPageChannel(ctx, asyncapi, route.page.file);
    if (channel) route.page = { ...route.page, channel };
  }
}

/** The `openapi:` line of a page's frontmatter (read from the first 8 KB), if it has one. */
export function readOpenapiField(abs: string): OpenapiField | undefined {
  const head = readHead(abs);
  return head === undefined ? undefined : openapiField(head);
}

/** The first 8 KB of a file (where its frontmatter is), or undefined when it cannot be read. */
function readHead(abs: string): string | undefined {
  let head: string;
  try {
    const fd = fs.openSync(abs, 'r');
    try {
      const buf = Buffer.alloc(8192);
      head = buf.toString('utf8', 0, fs.readSync(fd, buf, 0, buf.length, 0));
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return undefined;
  }
  return head;
}

/** The `openapi:` field (or another one-line string field: `asyncapi:`) of a page's text (its frontmatter only). */
export function openapiField(text: string, key: 'openapi' | 'openapi-schema' | 'asyncapi' = 'openapi'): OpenapiField | undefined {
  const fm = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!fm) return undefined;
  const lines = fm[1]!.split(/\r?\n/);
  const field = new RegExp(`^${key}[ \\t]*:[ \\t]*(.*?)[ \\t]*$`);
  for (let i = 0; i < lines.length; i++) {
    const m = field.exec(lines[i]!);
    if (!m) continue;
    const written = m[1]!.replace(/[ \t]+#.*$/, '');
    const value = /^(["'])(.*)\1$/.exec(written)?.[2] ?? written;
    if (!value) return undefined;
    return { value, line: i + 2, column: lines[i]!.length - m[1]!.length + 1 };
  }
  return undefined;
}

/** The spec and operation a field names, or undefined with a located diagnostic. */
export function findPageOperation(ctx: ResolveContext, field: OpenapiField, file: string): PageOperation | undefined {
  const fail = fieldFailure(ctx, field, file, 'openapi');
  const parsed = parseOperationRef(field.value);
  const ref = parsed && { spec: parsed.spec, operation: { kind: parsed.kind, method: parsed.method, path: parsed.path } };
  if (!ref)
    return fail(
      'api-frontmatter-invalid',
      `openapi: "${field.value}" is not "[spec-file ]METHOD /path" or "[spec-file ]webhook name"; the page shows its content only`,
      'for example `openapi: "openapi.json GET /users"`',
      'warning',
    );
  const candidates = fieldSpecs(ctx, ref.spec, field, 'openapi', fail);
  if (!candidates) return undefined;
  const known: string[] = [];
  const unreadable: { spec: string; diagnostic: Diagnostic }[] = [];
  for (const spec of candidates) {
    const lookup = ctx.specs.get(spec);
    // A URL spec not fetched: the pages stage loads it (and says so if the operation is not there).
    if (lookup.status === 'remote') return { spec, ...ref.operation };
    if (lookup.status === 'invalid') {
      const first = lookup.diagnostics.find((d) => d.severity === 'error') ?? lookup.diagnostics[0];
      if (first) unreadable.push({ spec, diagnostic: first });
    }
    if (lookup.status !== 'ok' || lookup.index.kind !== 'openapi') continue;
    const found = findIn(lookup.index, ref.operation);
    if (found) return { spec, ...found };
    if (known.length < 5000) known.push(...entries(lookup.index, ref.operation.kind));
  }
  const wanted = ref.operation.kind === 'webhook' ? `webhook ${ref.operation.path}` : `${ref.operation.method} ${ref.operation.path}`;
  const where = ref.spec ? candidates.join(' or ') : 'any OpenAPI file of the project';
  // An OpenAPI file of the project that could not be read may be the one meant: say where it breaks,
  // unless a near spelling is known (an operation that is merely the nearest is then no better guess).
  const broken = unreadable[0];
  const near = broken ? closestMatch(wanted, known) : nearestOperation(wanted, known);
  return fail(
    'nav-endpoint-not-found',
    `openapi: "${field.value}" is not ${ref.operation.kind === 'webhook' ? 'a webhook' : 'an operation'} of ${where}; the page shows its content only`,
    near ? `did you mean \`${near}\`?` : broken ? unreadableHint(broken.spec, broken.diagnostic) : undefined,
  );
}

/** Why a spec's operations are not known: where its file breaks, or why its URL could not be fetched. */
function unreadableHint(spec: string, d: Diagnostic): string {
  if (/^https?:/i.test(spec)) return `${d.message}: its operations are not known until it can be fetched`;
  return `${d.file} could not be read (${d.file}:${d.line}:${d.column} ${d.message}); its operations are not known until it is fixed`;
}

type FieldFailure = (code: string, message: string, hint?: string, severity?: Diagnostic['severity']) => undefined;

/** Report a problem of a frontmatter field at its value: an entry-level one, an error for `check` and a warning in `build` (the page shows its content only). */
function fieldFailure(ctx: ResolveContext, field: OpenapiField, file: string, key: string): FieldFailure {
  return (code, message, hint, severity = 'error') => {
    ctx.diagnostics.push({
      severity,
      code,
      message,
      file,
      line: field.line,
      column: field.column,
      pointer: `/${key}`,
      ...(hint ? { hint } : {}),
    });
    return undefined;
  };
}

/**
 * The specs a frontmatter field searches: those its `named` spec may mean, else `api.openapi`'s, then every
 * OpenAPI file of the project; undefined (reported, with the nearest file) when a named spec is none.
 */
function fieldSpecs(
  ctx: ResolveContext,
  named: string | undefined,
  field: OpenapiField,
  key: string,
  fail: FieldFailure,
): string[] | undefined {
  // `api.openapi`'s unreadable specs too: the one that failed is likely the one meant, and the hint says why.
  if (!named)
    return [
      ...new Set([...ctx.apiDefaults.openapi.map((s) => s.source), ...ctx.apiDefaults.unreadOpenapi, ...ctx.specs.projectFiles('openapi')]),
    ];
  const candidates = specsNamed(ctx, named);
  if (candidates.length) return candidates;
  const known = ctx.specs.projectFiles('openapi');
  const near = closestMatch(named, [...known, ...known.map(stem)]);
  return fail(
    'nav-spec-not-found',
    `${key}: "${field.value}" names the spec "${named}", which is no OpenAPI file of the project; the page shows its content only`,
    near ? `did you mean \`${near}\`?` : known.length ? `OpenAPI files: ${known.slice(0, 5).join(', ')}` : undefined,
  );
}

/**
 * The spec and schema `openapi-schema: "[spec ]Name"` names (specs searched as for `openapi:`), or
 * undefined with a located diagnostic (an error for `check`, a warning in `build`: the page shows its content only).
 */
export function findPageSchema(ctx: ResolveContext, field: OpenapiField, file: string): PageSchema | undefined {
  const words = field.value.trim().split(/\s+/);
  const name = words.pop()!;
  const named = words.join(' ');
  const fail = fieldFailure(ctx, field, file, 'openapi-schema');
  const candidates = fieldSpecs(ctx, named || undefined, field, 'openapi-schema', fail);
  if (!candidates) return undefined;
  const known: string[] = [];
  for (const spec of candidates) {
    const lookup = ctx.specs.get(spec);
    // A URL spec not fetched: the pages stage loads it (and says so if the schema is not there).
    if (lookup.status === 'remote') return { spec, name };
    if (lookup.status !== 'ok' || lookup.index.kind !== 'openapi') continue;
    if (lookup.index.schemas.includes(name)) return { spec, name };
    known.push(...lookup.index.schemas);
  }
  const near = closestMatch(name, known);
  return fail(
    'nav-schema-not-found',
    `openapi-schema: "${field.value}" is not a schema of ${named ? candidates.join(' or ') : 'any OpenAPI file of the project'}; the page shows its content only`,
    near ? `did you mean \`${near}\`?` : undefined,
  );
}

/** `[spec ]METHOD /path` or `[spec ]webhook name` (methods in any case) → the spec name, if any, and the operation. */
export function parseOperationRef(value: string): (Omit<PageOperation, 'spec'> & { spec?: string }) | undefined {
  const words = value.trim().split(/\s+/);
  if (words.length < 2) return undefined;
  const first = words[0]!.toLowerCase();
  const spec = METHODS.has(first) || first === 'webhook' ? undefined : words.shift();
  const [kind, ...rest] = words;
  if (!kind || rest.length === 0) return undefined;
  const named = spec ? { spec } : {};
  if (kind.toLowerCase() === 'webhook') return { ...named, kind: 'webhook', method: 'POST', path: rest.join(' ') };
  if (!METHODS.has(kind.toLowerCase())) return undefined;
  return { ...named, kind: 'operation', method: kind.toUpperCase(), path: rest.join(' ') };
}

/** The specs a name may mean: a declared URL, a project path (with or without extension), else a file stem. */
function specsNamed(ctx: ResolveContext, name: string): string[] {
  if (/^https?:\/\//i.test(name)) return [name];
  const wanted = path.posix.normalize(name.replace(/^\.?\/+/, ''));
  const files = ctx.specs.projectFiles('openapi');
  const declared = [...ctx.apiDefaults.openapi.map((s) => s.source)];
  const all = [...new Set([...declared, ...files])];
  const exact = all.filter((f) => f === wanted || f.replace(/\.(json|ya?ml)$/i, '') === wanted);
  if (exact.length) return exact;
  // A stem (`v2`) or a path's tail (`versions/v2`): declared specs first, then in path order.
  return all.filter((f) => {
    const bare = f.replace(/\.(json|ya?ml)$/i, '');
    return bare.endsWith('/' + wanted) || stem(f) === wanted;
  });
}

function stem(file: string): string {
  return path.posix.basename(file).replace(/\.(json|ya?ml)$/i, '');
}

function findIn(index: OpenApiIndex, op: Omit<PageOperation, 'spec'>): Omit<PageOperation, 'spec'> | undefined {
  if (op.kind === 'webhook') return index.webhooks.some((w) => w.path === op.path) ? op : undefined;
  // The spec's own spelling of the path (trailing-slash differences are tolerated).
  const want = op.path.replace(/\/+$/, '') || '/';
  const hit = index.operations.find((o) => o.method === op.method && (o.path.replace(/\/+$/, '') || '/') === want);
  return hit ? { ...op, path: hit.path } : undefined;
}

function entries(index: OpenApiIndex, kind: PageOperation['kind']): string[] {
  return kind === 'webhook' ? index.webhooks.map((w) => `webhook ${w.path}`) : index.operations.map((o) => `${o.method} ${o.path}`);
}
