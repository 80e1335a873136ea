/** How a value reads in a message: "a string ("abc")", "an array", "null". */
export function typeName(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'string') return `a string (${JSON.stringify(v.length > 40 ? v.slice(0, 40) + '…' : v)})`;
  return `${typeof v === 'number' ? 'a number' : typeof v === 'boolean' ? 'a boolean' : typeof v} (${String(v)})`;
}
