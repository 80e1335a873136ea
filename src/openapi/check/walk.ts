/**
 * The `$ref`s of a parsed description, found by an iterative walk (no recursion: nesting depth cannot
 * overflow the stack) that keeps one path array and copies it only for the objects holding a `$ref`.
 */

/** Maps whose keys are names chosen by the author, so a key such as `example` there is not the keyword. */
const NAMED_MAPS = new Set([
  'properties',
  'patternProperties',
  'definitions',
  '$defs',
  'schemas',
  'responses',
  'parameters',
  'examples',
  'headers',
  'callbacks',
  'links',
  'securitySchemes',
  'requestBodies',
  'pathItems',
  'paths',
  'webhooks',
  'x-webhooks',
  'content',
  'encoding',
  'variables',
  'mapping',
  'securityDefinitions',
  'dependentSchemas',
]);
/** Keys whose values are instance data, not description: never searched for `$ref`s. */
const DATA_KEYS = new Set(['example', 'default', 'enum', 'const']);

const EXIT = Symbol('exit');

export interface FoundRefs {
  refs: { path: string[]; ref: string }[];
  /** Objects with `example` or `examples` (schemas, media types, parameters, headers, 2.0 responses), with their paths. */
  examples: { path: string[]; holder: Record<string, unknown> }[];
  /** The first path nesting deeper than the limit (the walk stops there). */
  tooDeep?: string[];
}

/**
 * Every object holding a `$ref` string (skipping example data and `x-` extensions), with its path, and
 * every object holding examples (checked against their schemas later).
 * `shared`: the value may reach one object by several paths (YAML aliases); each is then walked once.
 * The walk also guards the nesting depth, for the recursive code that runs after it (Ajv's validators).
 */
export function findRefs(root: unknown, shared: boolean, maxDepth = Infinity): FoundRefs {
  const out: { path: string[]; ref: string }[] = [];
  const examples: FoundRefs['examples'] = [];
  const seen = shared ? new Set<object>() : undefined;
  const path: string[] = [];
  // Flat stack of (key, value) pairs; EXIT pops the path when a container's children are done.
  const keys: (string | typeof EXIT)[] = [''];
  const values: unknown[] = [root];
  let first = true;
  while (keys.length) {
    const key = keys.pop()!;
    const value = values.pop();
    if (key === EXIT) {
      path.pop();
      continue;
    }
    if (seen) {
      if (seen.has(value as object)) continue;
      seen.add(value as object);
    }
    const parentKey = path.length ? path[path.length - 1]! : '';
    if (!first) path.push(key);
    first = false;
    if (path.length > maxDepth) return { refs: out, examples, tooDeep: [...path] };
    keys.push(EXIT);
    values.push(undefined);
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) {
        const child: unknown = value[i];
        if (child !== null && typeof child === 'object') {
          keys.push(String(i));
          values.push(child);
        }
      }
      continue;
    }
    const obj = value as Record<string, unknown>;
    const ref = obj['$ref'];
    if (typeof ref === 'string') out.push({ path: [...path], ref });
    // Inside an author-named map every key is a name; elsewhere, data keys and extensions are skipped.
    const named = NAMED_MAPS.has(key) && !/^\d+$/.test(key);
    if (!named && ('example' in obj || 'examples' in obj)) examples.push({ path: [...path], holder: obj });
    const exampleObject = parentKey === 'examples';
    for (const k in obj) {
      const child = obj[k];
      if (child === null || typeof child !== 'object') continue;
      if (
        !named &&
        (DATA_KEYS.has(k) ||
          (k.startsWith('x-') && k !== 'x-webhooks') ||
          (exampleObject && k === 'value') ||
          (k === 'examples' && Array.isArray(child)))
      )
        continue;
      keys.push(k);
      values.push(child);
    }
  }
  return { refs: out, examples };
}
