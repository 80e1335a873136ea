/** RFC 6901 JSON pointers: segment arrays to strings and back. Isomorphic (no node:*). */

export type PathSegment = string | number;

/** Encode path segments as a JSON pointer (`[]` → `""`, `['a','b/c']` → `/a/b~1c`). */
export function toPointer(path: readonly PathSegment[]): string {
  let out = '';
  for (const seg of path) out += '/' + String(seg).replace(/~/g, '~0').replace(/\//g, '~1');
  return out;
}

/** Decode a JSON pointer into path segments (numeric segments stay strings). */
export function fromPointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}
