import type * as z from 'zod';
import type { PathSegment } from '../common/json-pointer.js';
import { ALL_CHILD_KEYS } from './schema/navigation-elements.js';
import { isObject } from '../common/is-object.js';

/** An object key the schema does not know, with the keys it does know at that place. */
export interface UnknownKey {
  path: PathSegment[];
  known: string[];
}

interface Internals {
  def: Def;
  /** For lazy schemas: the schema the getter built, cached by zod after first use. */
  innerType?: z.ZodType;
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  getter?: () => z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  keyType?: z.ZodType;
  /** An enum's values by name. */
  entries?: Record<string, string | number>;
  options?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
}

const internals = (s: z.ZodType): Internals => (s as unknown as { _zod: Internals })._zod;
const def = (s: z.ZodType): Def => internals(s).def;

/** Unwrap optional, lazy, default and pipe wrappers down to the schema that decides the shape. */
function unwrap(schema: z.ZodType): z.ZodType {
  for (let i = 0; i < 20; i++) {
    const d = def(schema);
    // A lazy schema's getter builds a new schema on every call; zod's cached `innerType` does not.
    const next = d.innerType ?? (d.type === 'lazy' ? internals(schema).innerType : undefined) ?? (d.type === 'pipe' ? d.in : undefined);
    if (!next) return schema;
    schema = next;
  }
  return schema;
}

/**
 * Walk `value` beside `schema` and list the object keys the schema does not declare. Child arrays of
 * navigation elements are left to the navigation resolver, which explains where they may go.
 */
export function findUnknownKeys(value: unknown, schema: z.ZodType, path: PathSegment[] = [], out: UnknownKey[] = []): UnknownKey[] {
  if (path.length > 300) return out;
  const s = unwrap(schema);
  const d = def(s);
  if (d.type === 'array' && Array.isArray(value) && d.element) {
    value.forEach((item, i) => findUnknownKeys(item, d.element!, [...path, i], out));
  } else if (d.type === 'record' && isObject(value) && d.valueType) {
    // A record keyed by an enum (footer.socials by network) knows only those keys.
    const keys =
      d.keyType && def(unwrap(d.keyType)).type === 'enum' ? Object.values(def(unwrap(d.keyType)).entries ?? {}).map(String) : undefined;
    for (const [k, v] of Object.entries(value)) {
      if (keys && !keys.includes(k)) out.push({ path: [...path, k], known: keys });
      else findUnknownKeys(v, d.valueType, [...path, k], out);
    }
  } else if (d.type === 'union' && d.options) {
    const branch = pickBranch(value, d.options);
    if (branch) findUnknownKeys(value, branch, path, out);
  } else if (d.type === 'object' && isObject(value) && d.shape) {
    const strict = d.catchall && def(d.catchall).type === 'never';
    const inNavigation = path[0] === 'navigation';
    for (const [k, v] of Object.entries(value)) {
      const field = Object.hasOwn(d.shape, k) ? d.shape[k] : undefined;
      if (field) findUnknownKeys(v, field, [...path, k], out);
      else if (strict && !(inNavigation && ALL_CHILD_KEYS.has(k))) out.push({ path: [...path, k], known: Object.keys(d.shape) });
    }
  }
  return out;
}

/** The union branch that matches the value's JSON type; among objects, the one sharing most keys. */
function pickBranch(value: unknown, options: z.ZodType[]): z.ZodType | undefined {
  let best: z.ZodType | undefined;
  let bestScore = -1;
  for (const option of options) {
    const d = def(unwrap(option));
    if (Array.isArray(value) ? d.type !== 'array' : isObject(value) ? d.type !== 'object' && d.type !== 'record' : true) continue;
    const score = isObject(value) && d.shape ? Object.keys(value).filter((k) => Object.hasOwn(d.shape!, k)).length : 0;
    if (score > bestScore) {
      best = option;
      bestScore = score;
    }
  }
  return best;
}
