/** True for a plain JSON object (not null, not an array). Isomorphic. */
export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
