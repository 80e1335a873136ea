/**
 * Checking a response against its documented schema (a lazy chunk of the playground: loaded with
 * `import('./validate.js')` once a response arrives). The page's trimmed `FormSchema` is turned into
 * a JSON Schema for @cfworker/json-schema (no eval, small), and its flat error list into a few
 * readable mismatches, each at a JSON pointer into the value. Pure: runs under Node as well.
 */
import { validate } from '@cfworker/json-schema';
import type { OutputUnit, Schema } from '@cfworker/json-schema';
import type { ApiResponse, FormSchema } from '../../src/model/api-page.js';
import { ENGLISH_SCHEMA_CHECK_TEXT, type SchemaCheckText } from '../../src/common/playground-text.js';
import { fill } from '../island-text.js';

export interface Mismatch {
  /** JSON pointer into the value (`""` is the value itself). */
  pointer: string;
  message: string;
}

// ---------------------------------------------------------------------------------------------
// Which documented schema applies

/** `application/JSON; charset=utf-8` → `application/json`. */
function bareType(mediaType: string): string {
  return mediaType.split(';')[0]!.trim().toLowerCase();
}

/** The structured-syntax view of a media type: `application/problem+json` and `application/*+json` → `application/json`. */
function structured(mediaType: string): string {
  const [type = '', sub = ''] = mediaType.split('/');
  const plus = sub.lastIndexOf('+');
  return `${type}/${plus >= 0 ? sub.slice(plus + 1) : sub}`;
}

/**
 * The schema documented for a response with this status and media type: status exact, then its
 * range (`4XX`), then `default`; media type exact, then by structured suffix (`+json` ↔ `json`),
 * then `type/*`, then `*\/*`. Undefined when nothing documented applies.
 */
export function responseSchema(
  responses: ApiResponse[] | undefined,
  status: number,
  mediaType: string,
): { schema?: FormSchema; itemSchema?: FormSchema } | undefined {
  if (!responses?.length) return undefined;
  const code = String(status);
  const range = `${code[0]}XX`;
  const response =
    responses.find((r) => r.status === code) ??
    responses.find((r) => r.status.toUpperCase() === range) ??
    responses.find((r) => r.status === 'default');
  if (!response) return undefined;
  const want = bareType(mediaType);
  const contents = response.contents.map((c) => ({ content: c, type: bareType(c.mediaType) }));
  const found =
    contents.find((c) => c.type === want) ??
    contents.find((c) => !c.type.includes('*/') && structured(c.type) === structured(want)) ??
    contents.find((c) => c.type === `${want.split('/')[0]}/*`) ??
    contents.find((c) => c.type === '*/*' || c.type === '*');
  if (!found) return undefined;
  const { schema, itemSchema } = found.content;
  return { ...(schema ? { schema } : {}), ...(itemSchema ? { itemSchema } : {}) };
}

// ---------------------------------------------------------------------------------------------
// FormSchema → JSON Schema

/** Formats checked; the rest (and vendor ones) are annotations only. */
const FORMATS = new Set(['date', 'date-time', 'time', 'email', 'uri', 'uuid', 'ipv4', 'ipv6', 'hostname']);

const SCALARS = ['const', 'minimum', 'maximum', 'minLength', 'maxLength'] as const;

function validPattern(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

/**
 * The JSON Schema a FormSchema stands for. `title` and `discriminator` stay as annotations (the
 * validator ignores them; the error summary below reads them). Below a `recursive` cut nothing is
 * checked: the tree was trimmed there, not the API.
 */
export function toJsonSchema(s: FormSchema): Schema {
  const out: Schema = {};
  const types = s.type === undefined ? [] : Array.isArray(s.type) ? [...s.type] : [s.type];
  if (s.nullable && types.length && !types.includes('null')) types.push('null');
  if (types.length) out.type = (types.length === 1 ? types[0] : types) as Schema['type'];
  for (const k of SCALARS) if (s[k] !== undefined) out[k] = s[k];
  if (s.enum) out.enum = s.nullable && !s.enum.includes(null) ? [...s.enum, null] : s.enum;
  if (s.pattern && validPattern(s.pattern)) out.pattern = s.pattern;
  if (s.format && FORMATS.has(s.format)) out.format = s.format;
  if (s.title) out.title = s.title;
  if (!s.recursive) {
    if (s.required?.length) out.required = s.required;
    if (s.properties) out.properties = Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, toJsonSchema(v)]));
    if (s.additionalProperties !== undefined)
      out.additionalProperties =
        typeof s.additionalProperties === 'boolean' ? s.additionalProperties : toJsonSchema(s.additionalProperties);
    if (s.items) out.items = toJsonSchema(s.items);
    if (s.allOf) out.allOf = s.allOf.map(toJsonSchema);
    if (s.oneOf) out.oneOf = s.oneOf.map(toJsonSchema);
    if (s.anyOf) out.anyOf = s.anyOf.map(toJsonSchema);
    if (s.discriminator) out.discriminator = s.discriminator;
  }
  // `nullable` without a type (only variants, say) allows null beside whatever the rest allows.
  if (s.nullable && !types.length && Object.keys(out).length) return { anyOf: [{ type: 'null' }, out] };
  return out;
}

// ---------------------------------------------------------------------------------------------
// Errors → mismatches

type Json = unknown;

function kindOf(v: Json): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

/** Follow a cfworker location (`#/a/b%20c/0`, URI- and pointer-escaped) into a value or schema. */
function at(root: unknown, location: string): unknown {
  let node = root;
  for (const raw of location.replace(/^#/, '').split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node;
}

/** `#/a/b%20c` → `/a/b c` (a JSON pointer, still `~`-escaped). */
function pointerOf(location: string): string {
  return location
    .replace(/^#/, '')
    .split('/')
    .map((p) => decodeURIComponent(p))
    .join('/');
}

function within(location: string, base: string): boolean {
  return location === base || location.startsWith(base + '/');
}

/** Whether a schema could describe this value at its top level (type, const, enum only). */
function fits(s: Schema, v: Json): boolean {
  const kind = kindOf(v);
  if (s.type !== undefined) {
    const types = Array.isArray(s.type) ? s.type : [s.type];
    const ok = types.some((t) => t === kind || (kind === 'number' && t === 'integer' && Number.isInteger(v)));
    if (!ok) return false;
  }
  if ('const' in s && JSON.stringify(s.const) !== JSON.stringify(v)) return false;
  const variants = s.oneOf ?? s.anyOf;
  return variants ? variants.some((b: Schema) => fits(b, v)) : true;
}

function nameOf(s: Schema, i: number, w: SchemaCheckText): string {
  if (typeof s.title === 'string') return s.title;
  if (s.type) return Array.isArray(s.type) ? s.type.join(` ${w.or} `) : s.type;
  return fill(w.variantNumber, { n: i + 1 });
}

/** The branch a discriminator names, by its mapping or by the branch's name. */
function discriminated(s: Schema, branches: Schema[], v: Json): number | undefined {
  const d = s.discriminator as FormSchema['discriminator'];
  if (!d || kindOf(v) !== 'object') return undefined;
  const named = (v as Record<string, unknown>)[d.propertyName];
  if (typeof named !== 'string') return undefined;
  const target = (d.mapping?.[named] ?? named).split('/').pop();
  const i = branches.findIndex((b) => b.title === target || (b.properties?.[d.propertyName] as Schema | undefined)?.const === named);
  return i >= 0 ? i : undefined;
}

const WRAPPERS = new Set(['properties', 'items', 'prefixItems', 'additionalProperties', 'allOf', '$ref']);

function describe(e: OutputUnit, schema: Schema, value: Json, w: SchemaCheckText): string {
  const s = at(schema, e.keywordLocation.replace(/\/[^/]+$/, '')) as Schema | undefined;
  const v = at(value, e.instanceLocation);
  const quoted = /"([^"]*)"/.exec(e.error)?.[1];
  switch (e.keyword) {
    case 'type': {
      const t = s?.type;
      return fill(w.expectedType, { type: Array.isArray(t) ? t.join(` ${w.or} `) : String(t), got: kindOf(v) });
    }
    case 'required':
      return fill(w.missingProperty, { name: quoted ?? '' });
    case 'enum':
      return fill(w.expectedOneOf, { values: (s?.enum ?? []).map((x: unknown) => JSON.stringify(x)).join(', '), value: JSON.stringify(v) });
    case 'const':
      return fill(w.expectedValue, { expected: JSON.stringify(s?.const), value: JSON.stringify(v) });
    case 'format':
      return fill(w.expectedFormat, { format: String(s?.format) });
    case 'minimum':
      return fill(w.atLeast, { min: String(s?.minimum), value: String(v) });
    case 'maximum':
      return fill(w.atMost, { max: String(s?.maximum), value: String(v) });
    case 'minLength':
      return fill(w.atLeastChars, { n: String(s?.minLength) });
    case 'maxLength':
      return fill(w.atMostChars, { n: String(s?.maxLength) });
    case 'pattern':
      return fill(w.expectedPattern, { pattern: String(s?.pattern) });
    case 'false':
      return w.unexpectedProperty;
    case 'oneOf':
    case 'anyOf': {
      const branches = (s?.[e.keyword] ?? []) as Schema[];
      const many = /\((\d+) matches\)/.exec(e.error);
      if (many && Number(many[1]) > 1) return fill(w.matchesMany, { n: many[1]! });
      return fill(w.matchesNone, { names: branches.map((b, i) => nameOf(b, i, w)).join(', ') });
    }
    default:
      return e.error;
  }
}

/** The fields of a server-sent event (sse.ts's SseEvent: `event` is `message` when the stream named none). */
export interface StreamEvent {
  event: string;
  data: string;
  id?: string;
}

const EVENT_FIELDS = ['event', 'data', 'id', 'retry'];

/**
 * What an SSE event is checked as against an `itemSchema`. OpenAPI 3.2 describes a `text/event-stream`
 * item as the event itself (`{event, data, id, retry}`, `data` a string); a schema naming none of those
 * fields describes the JSON in `data`, as many specs write it. Undefined when there is nothing to check
 * (that JSON does not parse).
 */
export function sseItemValue(itemSchema: FormSchema, e: StreamEvent): { value: unknown } | undefined {
  const props = Object.keys(itemSchema.properties ?? {});
  if (props.some((p) => EVENT_FIELDS.includes(p)))
    return { value: { ...(e.event !== 'message' ? { event: e.event } : {}), data: e.data, ...(e.id !== undefined ? { id: e.id } : {}) } };
  try {
    return { value: JSON.parse(e.data) as unknown };
  } catch {
    return undefined;
  }
}

/**
 * The mismatches between a value and a schema, each at its JSON pointer. Where a value fits no
 * branch of a `oneOf`/`anyOf`, the branch the discriminator names (else the only branch of the
 * value's type, else the closest) explains why; when none stands out, one line says so. The
 * mismatches are written in `words` (the page's language: the playground's or the console's).
 */
export function checkValue(schema: FormSchema, value: unknown, words: SchemaCheckText = ENGLISH_SCHEMA_CHECK_TEXT): Mismatch[] {
  if (value === undefined) return [];
  const json = toJsonSchema(schema);
  const { errors } = validate(value, json, '2020-12', undefined, false);
  const dropped = new Set<OutputUnit>();
  for (const e of errors) {
    if (e.keyword !== 'oneOf' && e.keyword !== 'anyOf') continue;
    const s = at(json, e.keywordLocation.replace(/\/[^/]+$/, '')) as Schema;
    const branches = s[e.keyword] as Schema[];
    const v = at(value, e.instanceLocation);
    const byBranch = branches.map((_, i) =>
      errors.filter(
        (x) => x !== e && x.keywordLocation.startsWith(`${e.keywordLocation}/${i}/`) && within(x.instanceLocation, e.instanceLocation),
      ),
    );
    let pick: number | undefined;
    if (!/\(([2-9]|\d\d+) matches\)/.test(e.error)) {
      pick = discriminated(s, branches, v);
      if (pick === undefined) {
        const candidates = branches.map((b, i) => i).filter((i) => fits(branches[i]!, v));
        const fewest = Math.min(...candidates.map((i) => byBranch[i]!.length));
        const best = candidates.filter((i) => byBranch[i]!.length === fewest);
        if (best.length === 1) pick = best[0];
      }
    }
    byBranch.forEach((list, i) => {
      if (i !== pick) for (const x of list) dropped.add(x);
    });
    if (pick !== undefined) dropped.add(e);
  }
  const seen = new Set<string>();
  const out: Mismatch[] = [];
  for (const e of errors) {
    if (dropped.has(e) || WRAPPERS.has(e.keyword)) continue;
    const m = { pointer: pointerOf(e.instanceLocation), message: describe(e, json, value, words) };
    const key = `${m.pointer}\n${m.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(m);
  }
  return out;
}
