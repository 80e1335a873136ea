/**
 * Ajv's errors (allErrors mode) reduced to what a person fixes: for each failed `oneOf`/`anyOf`, only
 * the branch the value was closest to (its errors, recursively), not the whole cascade of every branch.
 */
import type { ErrorObject } from 'ajv';
import { didYouMean } from '../../diagnostics/did-you-mean.js';
import { fromPointer, valueAt } from '../../common/json-pointer.js';
import { typeName } from '../../diagnostics/type-name.js';

export interface SchemaFinding {
  /** Instance path segments. */
  path: string[];
  /** Locate the property name rather than the value (unknown properties). */
  atKey: boolean;
  message: string;
  hint?: string;
}

interface Node {
  e: ErrorObject;
  kids?: Node[];
}

/** Errors that only sum up their subschemas' errors (reported themselves). */
const SUMMARY = new Set(['if', 'then', 'else', 'allOf', 'propertyNames']);

/** Fields the 3.1 / 3.2 schemas forbid together (`not: { required: [a, b] }`). */
const EXCLUSIVE: readonly (readonly [string, string])[] = [
  ['example', 'examples'],
  ['value', 'externalValue'],
  ['value', 'dataValue'],
  ['value', 'serializedValue'],
  ['serializedValue', 'externalValue'],
  ['identifier', 'url'],
];

/** Fields people put where the schema does not take them, and what to do instead. */
const MISPLACED: Record<string, string> = {
  allowReserved: 'only `in: query` parameters (and 3.2 `querystring` / form encodings) take `allowReserved`',
};

/** Turn Ajv's error list into one finding per real problem. */
export function reduceSchemaErrors(errors: readonly ErrorObject[], root: unknown): SchemaFinding[] {
  let leaves = reduce(buildTree(errors), root);
  // `type` and `enum` failing at one place (`type: [string, "null"]` in 3.0): the enum says more.
  const specific = new Set(leaves.filter((e) => e.keyword !== 'type').map((e) => e.instancePath));
  leaves = leaves.filter((e) => e.keyword !== 'type' || !specific.has(e.instancePath));
  // 2020-12 `unevaluatedProperties`: a property whose subschema failed counts as unevaluated, so the real
  // error (deeper, or a `not` forbidding two fields together) also surfaces as "not allowed here". Keep the real one.
  const explained = new Set<string>();
  for (const e of leaves) {
    if (e.keyword === 'unevaluatedProperties') continue;
    if (e.keyword === 'not')
      for (const prop of exclusivePair(valueAt(root, fromPointer(e.instancePath))) ?? []) explained.add(`${e.instancePath}/${prop}`);
    for (let p = e.instancePath; p.includes('/'); p = p.slice(0, p.lastIndexOf('/'))) if (p !== e.instancePath) explained.add(p);
  }
  leaves = leaves.filter(
    (e) => e.keyword !== 'unevaluatedProperties' || !explained.has(`${e.instancePath}/${String(e.params['unevaluatedProperty'])}`),
  );
  // Responses whose only key is not a status code: the 3.1+ "then `default` is required" follows from the bad key.
  const badKeys = new Set(leaves.filter((e) => e.keyword === 'unevaluatedProperties').map((e) => e.instancePath));
  leaves = leaves.filter(
    (e) =>
      !(
        e.keyword === 'required' &&
        e.params['missingProperty'] === 'default' &&
        badKeys.has(e.instancePath) &&
        e.instancePath.endsWith('/responses')
      ),
  );
  const seen = new Set<string>();
  const out: SchemaFinding[] = [];
  for (const e of leaves) {
    const f = describe(e, root);
    const key = `${f.path.join('\u0000')}\u0001${f.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(f);
  }
  return out;
}

const isWithin = (inner: string, outer: string) => inner === outer || inner.startsWith(outer + '/');
const dirOf = (schemaPath: string) => schemaPath.slice(0, schemaPath.lastIndexOf('/'));

/**
 * Ajv pushes a branch's errors before the `oneOf`/`anyOf` error that sums them up: each such error adopts
 * the errors just before it that lie at or below its instance path (stopping at a sibling keyword of the
 * same schema object, which is not part of any branch).
 */
function buildTree(errors: readonly ErrorObject[]): Node[] {
  const stack: Node[] = [];
  for (const e of errors) {
    if (SUMMARY.has(e.keyword)) continue;
    if (e.keyword === 'oneOf' || e.keyword === 'anyOf') {
      const kids: Node[] = [];
      const own = dirOf(e.schemaPath);
      while (stack.length) {
        const top = stack[stack.length - 1]!;
        if (!isWithin(top.e.instancePath, e.instancePath)) break;
        if (dirOf(top.e.schemaPath) === own && !top.e.schemaPath.startsWith(e.schemaPath + '/')) break;
        kids.unshift(stack.pop()!);
      }
      stack.push({ e, kids });
    } else stack.push({ e });
  }
  return stack;
}

function reduce(nodes: readonly Node[], root: unknown): ErrorObject[] {
  const out: ErrorObject[] = [];
  for (const n of nodes) {
    if (!n.kids) out.push(n.e);
    else out.push(...pickBranch(n, root));
  }
  return out;
}

/** The errors of the branch the value came closest to matching. */
function pickBranch(n: Node, root: unknown): ErrorObject[] {
  if (!n.kids || n.kids.length === 0) return [n.e];
  const prefix = n.e.schemaPath + '/';
  const groups = new Map<string, Node[]>();
  for (const k of n.kids) {
    let key: string;
    if (k.e.schemaPath.startsWith(prefix)) key = k.e.schemaPath.slice(prefix.length).split('/')[0]!;
    else key = /^#\/(?:definitions|\$defs)\/[^/]+/.exec(k.e.schemaPath)?.[0] ?? '#';
    let g = groups.get(key);
    if (!g) groups.set(key, (g = []));
    g.push(k);
  }
  const at = n.e.instancePath;
  const value = valueAt(root, fromPointer(at));
  const hasRef = value !== null && typeof value === 'object' && '$ref' in value;
  const list = [...groups.values()];
  // The property whose value tells the branches apart (a parameter's `in`): the one most branches reject by `enum`/`const`.
  const rejected = list.map(
    (g) =>
      new Set(
        g
          .filter((k) => (k.e.keyword === 'enum' || k.e.keyword === 'const') && dirOfPath(k.e.instancePath) === at)
          .map((k) => k.e.instancePath),
      ),
  );
  const counts = new Map<string, number>();
  for (const r of rejected) for (const p of r) counts.set(p, (counts.get(p) ?? 0) + 1);
  let discriminator: string | undefined;
  for (const [p, c] of counts)
    if (list.length >= 2 && c >= list.length - 1 && c > (discriminator ? counts.get(discriminator)! : 0)) discriminator = p;
  const scored = list.map((g, i) => {
    let rank = 0;
    let depth = 0;
    for (const k of g) {
      const e = k.e;
      depth = Math.max(depth, e.instancePath.split('/').length);
      if (
        e.instancePath === at &&
        (e.keyword === 'type' || (e.keyword === 'required' && e.params['missingProperty'] === '$ref' && !hasRef))
      )
        rank = 2;
    }
    if (rank < 2 && discriminator && rejected[i]!.has(discriminator)) rank = 1;
    return { g, rank, depth, count: g.length };
  });
  const byBranch = [...scored];
  scored.sort((a, b) => a.rank - b.rank || b.depth - a.depth || a.count - b.count);
  const best = scored[0]!;
  if (best.rank === 1 && discriminator) {
    // Every branch rejects the discriminating value: name all its allowed values, in branch order.
    const merged = mergeDiscriminators(byBranch.flatMap((s) => s.g.map((k) => k.e)).filter((e) => e.instancePath === discriminator));
    if (merged) return [merged];
  }
  if (best.rank === 2) return [n.e];
  return reduce(best.g, root);
}

/** One `enum` error listing every allowed value when all branches failed on the same property's value. */
function mergeDiscriminators(errors: ErrorObject[]): ErrorObject | undefined {
  const discriminating = errors.filter((e) => e.keyword === 'enum' || e.keyword === 'const');
  const paths = new Set(discriminating.map((e) => e.instancePath));
  if (paths.size !== 1) return undefined;
  const allowed = new Set<unknown>();
  for (const e of discriminating) {
    if (e.keyword === 'const') allowed.add(e.params['allowedValue']);
    else for (const v of e.params['allowedValues'] as unknown[]) allowed.add(v);
  }
  return { ...discriminating[0]!, keyword: 'enum', params: { allowedValues: [...allowed] } };
}

function dirOfPath(instancePath: string): string {
  return instancePath.slice(0, instancePath.lastIndexOf('/'));
}

const code = (v: unknown) => `\`${String(v)}\``;
const list = (values: readonly unknown[]) =>
  values.length > 12 ? values.slice(0, 12).map(code).join(', ') + ' …' : values.map(code).join(', ');

/** The two fields of `value` that the schema forbids together, if it has such a pair. */
function exclusivePair(value: unknown): readonly [string, string] | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return EXCLUSIVE.find(([a, b]) => Object.hasOwn(value, a) && Object.hasOwn(value, b));
}

function describe(e: ErrorObject, root: unknown): SchemaFinding {
  const path = fromPointer(e.instancePath);
  if (e.propertyName !== undefined) {
    // A property name refused by `propertyNames` (3.2 `additionalOperations: { POST: … }`).
    const fixed = path[path.length - 1] === 'additionalOperations' && /^[A-Z]+$/.test(e.propertyName);
    return {
      path: [...path, e.propertyName],
      atKey: true,
      message: `Property name \`${e.propertyName}\` is not allowed here`,
      ...(fixed ? { hint: `${e.propertyName} has its own field: use \`${e.propertyName.toLowerCase()}\` on the path item` } : {}),
    };
  }
  const name = path.length ? code(path[path.length - 1]) : 'The document';
  const value = valueAt(root, fromPointer(e.instancePath));
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return {
        path,
        atKey: false,
        message: `${path.length ? `${name} is missing` : 'The document is missing'} the required property \`${String(p['missingProperty'])}\``,
      };
    case 'not': {
      const pair = exclusivePair(value);
      if (pair) return { path, atKey: false, message: `\`${pair[0]}\` and \`${pair[1]}\` cannot be used together; keep one` };
      if (Array.isArray(value) && path[path.length - 1] === 'parameters')
        return { path, atKey: false, message: 'A `querystring` parameter cannot be combined with `query` parameters' };
      return { path, atKey: false, message: `${name} ${e.message ?? 'is invalid'}` };
    }
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const prop = String(p['additionalProperty'] ?? p['unevaluatedProperty']);
      const hint =
        path[path.length - 1] === 'responses'
          ? 'a response key is `default`, a status code from 100 to 599, or a range such as `4XX`'
          : path[path.length - 2] === 'links' && prop === 'body'
            ? 'a Link passes a request body with `requestBody`'
            : MISPLACED[prop]
              ? MISPLACED[prop]
              : prop.startsWith('x-') || prop.startsWith('X-')
                ? undefined
                : 'extensions must start with `x-`';
      return { path: [...path, prop], atKey: true, message: `Property \`${prop}\` is not allowed here`, ...(hint ? { hint } : {}) };
    }
    case 'enum': {
      const allowed = p['allowedValues'] as unknown[];
      const hint =
        typeof value === 'string'
          ? didYouMean(
              value,
              allowed.filter((a): a is string => typeof a === 'string'),
            )
          : undefined;
      return {
        path,
        atKey: false,
        message: `${name} must be one of ${list(allowed)}; found ${JSON.stringify(value)}`,
        ...(hint ? { hint } : {}),
      };
    }
    case 'const':
      return { path, atKey: false, message: `${name} must be ${JSON.stringify(p['allowedValue'])}; found ${JSON.stringify(value)}` };
    case 'type':
      return { path, atKey: false, message: `${name} must be ${article(String(p['type']))}, found ${typeName(value)}` };
    case 'pattern':
      if (path.length === 1 && (path[0] === 'openapi' || path[0] === 'swagger')) {
        return {
          path,
          atKey: false,
          message: `${name} must be a version matching ${String(p['pattern'])}; found ${JSON.stringify(value)}`,
        };
      }
      return { path, atKey: false, message: `${name} must match the pattern ${String(p['pattern'])}; found ${JSON.stringify(value)}` };
    case 'format':
      return { path, atKey: false, message: `${name} must be a valid ${String(p['format'])}; found ${JSON.stringify(value)}` };
    case 'oneOf':
      return {
        path,
        atKey: false,
        message: `${name} does not match any allowed form${p['passingSchemas'] ? ' (it matches more than one)' : ''}`,
      };
    case 'anyOf':
      return { path, atKey: false, message: `${name} does not match any allowed form` };
    default:
      return { path, atKey: false, message: `${name} ${e.message ?? 'is invalid'}` };
  }
}

function article(types: string): string {
  return types
    .split(',')
    .map((t) => (t === 'array' || t === 'object' || t === 'integer' ? `an ${t}` : t === 'null' ? 'null' : `a ${t}`))
    .join(' or ');
}
