/**
 * Describing a schema for display: its types, a short type label, its validation keywords and
 * inline values, and the key that names its place in the spec (for cycles and fragment URLs).
 */
import { isObject } from '../../common/is-object.js';
import type { At, Obj, SchemaNode, SchemaReader } from '../../model/api-endpoint.js';

/** A schema's place as one string: `file#pointer`. */
export const atKey = (at: At): string => `${at.file}#${at.pointer}`;

/** The types a schema allows, with `null` split off (3.0 `nullable`, 3.1 type arrays). */
export function typesOf(s: Obj): { types: string[]; nullable: boolean } {
  const raw = s['type'];
  let types = Array.isArray(raw) ? raw.filter((t): t is string => typeof t === 'string') : typeof raw === 'string' ? [raw] : [];
  let nullable = s['nullable'] === true;
  if (types.includes('null')) {
    nullable = true;
    types = types.filter((t) => t !== 'null');
  }
  if (types.length === 0) {
    if (isObject(s['properties']) || isObject(s['additionalProperties'])) types = ['object'];
    else if (s['items'] !== undefined) types = ['array'];
  }
  return { types, nullable };
}

/** The array a schema is: itself, or the non-null branch of `anyOf/oneOf: [X, null]`; undefined for anything else. */
export function asArray(view: SchemaReader, node: SchemaNode): SchemaNode | undefined {
  const n = view.nullableBranch(node) ?? node;
  const { types } = typesOf(view.merged(n));
  return types.length === 1 && types[0] === 'array' ? n : undefined;
}

/**
 * The values a schema allows: its own `enum`, else, for an array (of arrays …), its items' (`string[]`
 * of `text`, `image`, `audio`). Undefined when it names none.
 */
export function allowedValues(view: SchemaReader, node: SchemaNode): unknown[] | undefined {
  let n: SchemaNode | undefined = node;
  for (let depth = 0; n && depth < 4; depth++) {
    const s = view.merged(n);
    if (Array.isArray(s['enum'])) return s['enum'].length ? s['enum'] : undefined;
    const array = asArray(view, n);
    n = array && view.items(array);
  }
  return undefined;
}

/** A short type label: `string<date-time>`, `Pet[]`, `integer | null`, `object`, `any`. */
export function typeLabel(view: SchemaReader, node: SchemaNode, depth = 0): string {
  const s = view.merged(node);
  const { types, nullable } = typesOf(s);
  let label: string;
  const branch = view.nullableBranch(node);
  if (branch && depth < 4) return typeLabel(view, branch, depth + 1) + ' | null';
  const variants = view.variants(node);
  if (types.length === 0 && variants) label = variants.kind === 'oneOf' ? 'one of' : 'any of';
  else if (types.includes('array') && types.length === 1) {
    const items = view.items(node);
    label = items && depth < 4 ? `${items.name ?? typeLabel(view, items, depth + 1)}[]` : 'array';
    if (items && items.name === undefined && /\s/.test(label)) label = `array of ${label.slice(0, -2)}`;
  } else if (types.length === 0) {
    if (nullable && s['type'] !== undefined) return 'null';
    label = s['const'] !== undefined ? 'const' : s['enum'] !== undefined ? 'enum' : 'any';
  } else if (types.length === 1 && types[0] === 'object' && node.name) {
    label = node.name;
  } else {
    label = types.join(' | ');
  }
  if (typeof s['format'] === 'string' && types.length === 1 && types[0] !== 'array' && types[0] !== 'object') label += `<${s['format']}>`;
  return nullable ? `${label} | null` : label;
}

/** Validation keywords shown beside a field, as readable pairs. */
export function constraints(s: Obj): [string, string][] {
  const out: [string, string][] = [];
  const num = (k: string) => (typeof s[k] === 'number' ? String(s[k]) : undefined);
  const exMin = s['exclusiveMinimum'];
  const exMax = s['exclusiveMaximum'];
  if (num('minimum') !== undefined) out.push([exMin === true ? '>' : '>=', num('minimum')!]);
  if (typeof exMin === 'number') out.push(['>', String(exMin)]);
  if (num('maximum') !== undefined) out.push([exMax === true ? '<' : '<=', num('maximum')!]);
  if (typeof exMax === 'number') out.push(['<', String(exMax)]);
  if (num('multipleOf')) out.push(['multiple of', num('multipleOf')!]);
  if (num('minLength')) out.push(['min length', num('minLength')!]);
  if (num('maxLength')) out.push(['max length', num('maxLength')!]);
  if (typeof s['pattern'] === 'string') out.push(['pattern', s['pattern']]);
  if (num('minItems')) out.push(['min items', num('minItems')!]);
  if (num('maxItems')) out.push(['max items', num('maxItems')!]);
  if (s['uniqueItems'] === true) out.push(['unique items', 'yes']);
  if (num('minProperties')) out.push(['min properties', num('minProperties')!]);
  if (num('maxProperties')) out.push(['max properties', num('maxProperties')!]);
  return out;
}

/** A value shown inline (`"text"`, `3`, `true`, `{…}`), bounded in length. */
export function showValue(v: unknown): string {
  let text: string;
  try {
    text = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
  } catch {
    text = String(v);
  }
  return text.length > 120 ? text.slice(0, 117) + '…' : text;
}
