/**
 * Does an example value contradict its schema? A small interpreter of the JSON Schema keywords OpenAPI
 * uses, following `$ref`s through the description lazily. Ajv would compile every schema an example
 * touches: on GitHub's description that is ~900 component schemas and about 5 s, where this walks only
 * the parts each example reaches. Each schema object is read once into a fixed-shape descriptor
 * (descriptions reuse schemas across thousands of examples).
 *
 * Deliberately lenient where real descriptions are loose and a false alarm would be noise: `oneOf` is
 * read as `anyOf`, `additionalProperties: false` inside `allOf` members is ignored, formats are not
 * checked, and `readOnly` (in requests) / `writeOnly` (in responses) properties need not be present.
 * Anything it cannot interpret (a bad pattern, an unresolvable `$ref`) counts as valid.
 */
import { isObject } from '../../common/is-object.js';
import { isJsonSchema2020 } from './meta-schemas.js';
import type { CheckContext, Located } from './context.js';
import type { RefFile } from './refs.js';
import { typeName } from '../../diagnostics/type-name.js';
import { toPointer } from '../../common/json-pointer.js';

export type ExampleMode = 'request' | 'response' | 'any';

const MAX_DEPTH = 256;

/**
 * A schema object's keywords, read once. `undefined` members are absent keywords; subschemas stay as
 * written (maybe `$ref`s) and are resolved when a value reaches them.
 */
interface Schema {
  /** The file the schema is written in (its `$ref`s resolve from there). */
  file: RefFile | undefined;
  /** `false` schema: nothing is allowed. */
  never: boolean;
  nullable: boolean;
  types: string[] | undefined;
  enumValues: unknown[] | undefined;
  hasConst: boolean;
  constValue: unknown;
  minLength: number | undefined;
  maxLength: number | undefined;
  pattern: RegExp | undefined;
  minimum: number | undefined;
  maximum: number | undefined;
  exclusiveMinimum: boolean | number | undefined;
  exclusiveMaximum: boolean | number | undefined;
  multipleOf: number | undefined;
  minItems: number | undefined;
  maxItems: number | undefined;
  items: unknown;
  required: string[] | undefined;
  minProperties: number | undefined;
  maxProperties: number | undefined;
  properties: Record<string, unknown> | undefined;
  patternProperties: RegExp[] | undefined;
  /** `false`, a schema, or undefined (anything). */
  additional: unknown;
  allOf: unknown[] | undefined;
  anyOf: unknown[] | undefined;
  oneOf: unknown[] | undefined;
  not: unknown;
  readOnly: boolean;
  writeOnly: boolean;
}

interface Compiler {
  ctx: CheckContext;
  /** Schema object as written (a `$ref` or not) → what it resolves to; a written object lives in one file. */
  cache: WeakMap<object, Schema | null>;
  patterns: Map<string, RegExp | null>;
  /** 3.0 / 2.0 `nullable` / `x-nullable`; 3.1 uses type arrays. */
  nullable: boolean;
}

const compilers = new WeakMap<CheckContext, Compiler>();

function compilerFor(ctx: CheckContext): Compiler {
  let c = compilers.get(ctx);
  if (!c) compilers.set(ctx, (c = { ctx, cache: new WeakMap(), patterns: new Map(), nullable: !isJsonSchema2020(ctx.version) }));
  return c;
}

interface State {
  c: Compiler;
  mode: ExampleMode;
  /** The instance path being checked (pushed and popped; copied only into a problem). */
  path: string[];
  /** (schema, value) pairs being checked, so schemas that reach themselves without consuming the value end. */
  activeSchemas: Schema[];
  activeValues: unknown[];
}

/** The first way `value` contradicts the schema at `schema`, as "at `/a/0`: must be …", or undefined. */
export function exampleProblem(ctx: CheckContext, schema: Located, value: unknown, mode: ExampleMode): string | undefined {
  const st: State = { c: compilerFor(ctx), mode, path: [], activeSchemas: [], activeValues: [] };
  const problem = check(st, schema.value, schema.file, value, 0, false);
  return problem ? (problem.at ? `at \`${problem.at}\`: ${problem.message()}` : problem.message()) : undefined;
}

/** Messages are built only for the problem reported, not for every failed `anyOf` branch. */
interface Problem {
  at: string;
  message: () => string;
}

function fail(st: State, message: () => string): Problem {
  return { at: toPointer(st.path), message };
}

/** Resolve (following `$ref`s) and read a schema as written; null when it cannot be interpreted (counts as valid). */
function resolve(c: Compiler, raw: unknown, file: RefFile): Schema | null {
  if (raw === false) return NEVER;
  if (!isObject(raw)) return null;
  const hit = c.cache.get(raw);
  if (hit !== undefined) return hit;
  c.cache.set(raw, null); // a `$ref` loop resolves to nothing
  let out: Schema | null = null;
  const ref = raw['$ref'];
  if (typeof ref !== 'string') out = read(c, raw, file);
  else {
    const r = c.ctx.files.resolve(file, ref);
    if (r && r.ok) out = resolve(c, r.value, r.file);
  }
  c.cache.set(raw, out);
  return out;
}

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
const list = (v: unknown) => (Array.isArray(v) && v.length ? v : undefined);

function read(c: Compiler, s: Record<string, unknown>, file: RefFile): Schema {
  const type = s['type'];
  const types =
    typeof type === 'string' ? [type] : Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : undefined;
  const additional = s['additionalProperties'];
  const items = s['items'];
  return {
    file,
    never: false,
    nullable: c.nullable && (s['nullable'] === true || s['x-nullable'] === true),
    types: types?.length ? types : undefined,
    enumValues: Array.isArray(s['enum']) ? s['enum'] : undefined,
    hasConst: 'const' in s,
    constValue: s['const'],
    minLength: num(s['minLength']),
    maxLength: num(s['maxLength']),
    pattern: typeof s['pattern'] === 'string' ? (pattern(c, s['pattern']) ?? undefined) : undefined,
    minimum: num(s['minimum']),
    maximum: num(s['maximum']),
    exclusiveMinimum:
      typeof s['exclusiveMinimum'] === 'boolean' || typeof s['exclusiveMinimum'] === 'number' ? s['exclusiveMinimum'] : undefined,
    exclusiveMaximum:
      typeof s['exclusiveMaximum'] === 'boolean' || typeof s['exclusiveMaximum'] === 'number' ? s['exclusiveMaximum'] : undefined,
    multipleOf: num(s['multipleOf']),
    minItems: num(s['minItems']),
    maxItems: num(s['maxItems']),
    items: isObject(items) || typeof items === 'boolean' ? items : undefined,
    required: Array.isArray(s['required']) ? s['required'].filter((r): r is string => typeof r === 'string') : undefined,
    minProperties: num(s['minProperties']),
    maxProperties: num(s['maxProperties']),
    properties: isObject(s['properties']) ? s['properties'] : undefined,
    patternProperties: isObject(s['patternProperties'])
      ? Object.keys(s['patternProperties']).flatMap((p) => pattern(c, p) ?? [])
      : undefined,
    additional: additional === false || isObject(additional) ? additional : undefined,
    allOf: list(s['allOf']),
    anyOf: list(s['anyOf']),
    oneOf: list(s['oneOf']),
    not: isObject(s['not']) ? s['not'] : undefined,
    readOnly: s['readOnly'] === true,
    writeOnly: s['writeOnly'] === true,
  };
}

/** The `false` schema. */
const NEVER: Schema = {
  file: undefined,
  never: true,
  nullable: false,
  types: undefined,
  enumValues: undefined,
  hasConst: false,
  constValue: undefined,
  minLength: undefined,
  maxLength: undefined,
  pattern: undefined,
  minimum: undefined,
  maximum: undefined,
  exclusiveMinimum: undefined,
  exclusiveMaximum: undefined,
  multipleOf: undefined,
  minItems: undefined,
  maxItems: undefined,
  items: undefined,
  required: undefined,
  minProperties: undefined,
  maxProperties: undefined,
  properties: undefined,
  patternProperties: undefined,
  additional: undefined,
  allOf: undefined,
  anyOf: undefined,
  oneOf: undefined,
  not: undefined,
  readOnly: false,
  writeOnly: false,
};

function check(st: State, raw: unknown, file: RefFile, value: unknown, depth: number, inAllOf: boolean): Problem | undefined {
  if (depth > MAX_DEPTH) return undefined;
  const s = resolve(st.c, raw, file);
  if (!s) return undefined;
  if (s.never) return fail(st, () => 'no value is allowed here');
  // A schema reaching itself (allOf: [itself]) with the same value would never end.
  for (let i = st.activeSchemas.length - 1; i >= 0; i--) if (st.activeSchemas[i] === s && st.activeValues[i] === value) return undefined;
  st.activeSchemas.push(s);
  st.activeValues.push(value);
  const p = checkKeywords(st, s, value, depth, inAllOf);
  st.activeSchemas.pop();
  st.activeValues.pop();
  return p;
}

/** Check `value` against a subschema of `s`, at a child instance path when `key` is given. */
function descend(st: State, s: Schema, raw: unknown, value: unknown, depth: number, key?: string): Problem | undefined {
  if (key === undefined) return check(st, raw, s.file!, value, depth + 1, false);
  st.path.push(key);
  const p = check(st, raw, s.file!, value, depth + 1, false);
  st.path.pop();
  return p;
}

function checkKeywords(st: State, s: Schema, value: unknown, depth: number, inAllOf: boolean): Problem | undefined {
  if (value === null && s.nullable) return undefined;
  const types = s.types;
  if (types) {
    let ok = false;
    for (let i = 0; i < types.length && !ok; i++) ok = hasType(value, types[i]!);
    if (!ok) return fail(st, () => `must be ${types.join(' or ')}, found ${typeName(value)}`);
  }
  const allowed = s.enumValues;
  if (allowed && !includesValue(allowed, value)) {
    return fail(
      st,
      () =>
        `must be one of ${allowed
          .slice(0, 8)
          .map((e) => JSON.stringify(e))
          .join(', ')}${allowed.length > 8 ? ' …' : ''}, found ${JSON.stringify(value)}`,
    );
  }
  if (s.hasConst && !deepEqual(s.constValue, value))
    return fail(st, () => `must be ${JSON.stringify(s.constValue)}, found ${JSON.stringify(value)}`);
  if (typeof value === 'string') {
    // Lengths count code points; UTF-16 length is an upper bound, so most strings need no counting.
    if (s.minLength !== undefined && (value.length < s.minLength || codePoints(value, s.minLength) < s.minLength))
      return fail(st, () => `must have at least ${s.minLength} characters`);
    if (s.maxLength !== undefined && value.length > s.maxLength && codePoints(value, Infinity) > s.maxLength)
      return fail(st, () => `must have at most ${s.maxLength} characters`);
    const re = s.pattern;
    if (re && !re.test(value)) return fail(st, () => `must match the pattern ${re.source}, found ${JSON.stringify(value)}`);
  } else if (typeof value === 'number') {
    const p = numberProblem(s, value);
    if (p) return fail(st, () => p);
  } else if (Array.isArray(value)) {
    if (s.minItems !== undefined && value.length < s.minItems) return fail(st, () => `must have at least ${s.minItems} items`);
    if (s.maxItems !== undefined && value.length > s.maxItems) return fail(st, () => `must have at most ${s.maxItems} items`);
    if (s.items) {
      for (let i = 0; i < value.length; i++) {
        const p = descend(st, s, s.items, value[i], depth, String(i));
        if (p) return p;
      }
    }
  } else if (isObject(value)) {
    const p = objectProblem(st, s, value, depth, inAllOf);
    if (p) return p;
  }
  if (s.allOf) {
    for (const member of s.allOf) {
      const p = check(st, member, s.file!, value, depth + 1, true);
      if (p) return p;
    }
  }
  if (s.anyOf) {
    const p = someBranch(st, s, s.anyOf, 'anyOf', value, depth);
    if (p) return p;
  }
  if (s.oneOf) {
    const p = someBranch(st, s, s.oneOf, 'oneOf', value, depth);
    if (p) return p;
  }
  if (s.not && !descend(st, s, s.not, value, depth)) return fail(st, () => 'must not match the `not` schema');
  return undefined;
}

/** `anyOf` (and, leniently, `oneOf`): a problem unless one branch accepts the value. */
function someBranch(st: State, s: Schema, branches: unknown[], kw: string, value: unknown, depth: number): Problem | undefined {
  let first: Problem | undefined;
  for (let i = 0; i < branches.length; i++) {
    const p = descend(st, s, branches[i], value, depth);
    if (!p) return undefined;
    first ??= p;
  }
  return branches.length === 1 && first ? first : fail(st, () => `matches none of the ${branches.length} \`${kw}\` alternatives`);
}

/** Code points in `v`, counting stops early once `enough` is reached. */
function codePoints(v: string, enough: number): number {
  let n = 0;
  for (let i = 0; i < v.length && n < enough; i++, n++) {
    const c = v.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < v.length) i++;
  }
  return n;
}

function includesValue(list: unknown[], value: unknown): boolean {
  for (let i = 0; i < list.length; i++) if (list[i] === value || deepEqual(list[i], value)) return true;
  return false;
}

function objectProblem(st: State, s: Schema, value: Record<string, unknown>, depth: number, inAllOf: boolean): Problem | undefined {
  const props = s.properties;
  if (s.required) {
    for (const name of s.required) {
      if (name in value) continue;
      if (st.mode !== 'any') {
        const p = props && Object.prototype.hasOwnProperty.call(props, name) ? resolve(st.c, props[name], s.file!) : null;
        if (p && ((st.mode === 'request' && p.readOnly) || (st.mode === 'response' && p.writeOnly))) continue;
      }
      return fail(st, () => `is missing the required property \`${name}\``);
    }
  }
  if (s.minProperties !== undefined || s.maxProperties !== undefined) {
    const count = Object.keys(value).length;
    if (s.minProperties !== undefined && count < s.minProperties) return fail(st, () => `must have at least ${s.minProperties} properties`);
    if (s.maxProperties !== undefined && count > s.maxProperties) return fail(st, () => `must have at most ${s.maxProperties} properties`);
  }
  const extra = s.additional;
  if (!props && extra === undefined) return undefined;
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const sub = props ? props[key] : undefined;
    if (sub !== undefined && Object.prototype.hasOwnProperty.call(props, key)) {
      const p = descend(st, s, sub, value[key], depth, key);
      if (p) return p;
      continue;
    }
    if (s.patternProperties && s.patternProperties.some((re) => re.test(key))) continue;
    if (extra === false) {
      if (!inAllOf) return fail(st, () => `has the property \`${key}\`, which the schema does not allow`);
    } else if (extra) {
      const p = descend(st, s, extra, value[key], depth, key);
      if (p) return p;
    }
  }
  return undefined;
}

function numberProblem(s: Schema, v: number): string | undefined {
  const { minimum: min, maximum: max, exclusiveMinimum: exMin, exclusiveMaximum: exMax } = s;
  if (min !== undefined && (exMin === true ? v <= min : v < min)) return `must be ${exMin === true ? '>' : '>='} ${min}, found ${v}`;
  if (max !== undefined && (exMax === true ? v >= max : v > max)) return `must be ${exMax === true ? '<' : '<='} ${max}, found ${v}`;
  if (typeof exMin === 'number' && v <= exMin) return `must be > ${exMin}, found ${v}`;
  if (typeof exMax === 'number' && v >= exMax) return `must be < ${exMax}, found ${v}`;
  const m = s.multipleOf;
  if (m !== undefined && m > 0) {
    const q = v / m;
    if (Math.abs(q - Math.round(q)) > 1e-9) return `must be a multiple of ${m}, found ${v}`;
  }
  return undefined;
}

function hasType(v: unknown, t: string): boolean {
  switch (t) {
    case 'null':
      return v === null;
    case 'boolean':
      return typeof v === 'boolean';
    case 'string':
      return typeof v === 'string';
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'number':
      return typeof v === 'number';
    case 'array':
      return Array.isArray(v);
    case 'object':
      return isObject(v);
    default: // `file` (Swagger 2.0 uploads) and unknown names: not checked
      return true;
  }
}

function pattern(c: Compiler, source: string): RegExp | null {
  let re = c.patterns.get(source);
  if (re === undefined) {
    try {
      re = new RegExp(source, 'u');
    } catch {
      try {
        re = new RegExp(source);
      } catch {
        re = null;
      }
    }
    c.patterns.set(source, re);
  }
  return re;
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
