/**
 * Follow every `$ref` of a loaded AsyncAPI document once, into other files too, so that the ones that
 * dangle, loop or leave the docs folder are reported when the spec is loaded (the document records
 * them, located at the `$ref`), not only when a page happens to follow them.
 */
import type { AsyncApiDocument } from './asyncapi-document.js';

/** Keys whose values are data (examples, defaults), not description: never searched for `$ref`s… */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const']);
/** …except as names chosen by the author, in these maps (a schema property called `default`). */
const NAMED_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'schemas', 'messages', 'channels', 'parameters']);

export function followAllRefs(doc: AsyncApiDocument): void {
  const seen = new Set<object>();
  const stack: { value: unknown; file: string; named?: boolean }[] = [{ value: doc.root, file: doc.source }];
  while (stack.length) {
    const { value, file, named } = stack.pop()!;
    if (value === null || typeof value !== 'object' || seen.has(value)) continue;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const v of value) stack.push({ value: v, file });
      continue;
    }
    const obj = value as Record<string, unknown>;
    if (!named && typeof obj['$ref'] === 'string') {
      const target = doc.deref(obj, file);
      if (target) stack.push(target);
    }
    for (const [k, v] of Object.entries(obj)) {
      if (v === null || typeof v !== 'object') continue;
      if (!named && (DATA_KEYS.has(k) || k.startsWith('x-'))) continue;
      stack.push({ value: v, file, named: !named && NAMED_MAPS.has(k) });
    }
  }
}
