/** RFC 6901 JSON pointers: segment arrays to strings and back. Isomorphic (no node:*). */

export type PathSegment = string | number;

/** Encode path segments as a JSON pointer (`[]` → `""`, `['a','b/c']` → `/a/b~1c`). */
export function toPointer(path: readonly PathSegment[]): string {
  let out = '';
  for (const seg of path) out += '/' + String(seg).replace(/~/g, '~0').replace(/\//g, '~1');
  return out;
}

/**
 * The value at a path of segments, or undefined where the path leaves the data. Only own properties
 * count (a key such as `constructor` is not found on a plain object), and array items only by index.
 */
export function valueAt(root: unknown, path: readonly PathSegment[]): unknown {
  let node = root;
  for (const seg of path) {
    const key = String(seg);
    if (Array.isArray(node)) node = /^(0|[1-9]\d*)$/.test(key) ? node[Number(key)] : undefined;
    else if (node !== null && typeof node === 'object' && Object.hasOwn(node, key)) node = (node as Record<string, unknown>)[key];
    else return undefined;
    if (node === undefined) return undefined;
  }
  return node;
}

/** Decode a JSON pointer into path segments (numeric segments stay strings). */
export function fromPointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}
