/** JavaScript source literals: single-quoted strings and readable object/array literals. */

/** A single-quoted JS string literal; JSON's escaping covers backslashes and control characters. */
export function jsString(value: string): string {
  const body = JSON.stringify(value).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'");
  return `'${body}'`;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

export function jsKey(key: string): string {
  // `__proto__: x` (quoted or not) sets the prototype; only a computed key makes it a property.
  if (key === '__proto__') return `['__proto__']`;
  return IDENTIFIER.test(key) ? key : jsString(key);
}

/** A JSON value as a JS literal, indented by two spaces per level, starting at `depth`. */
export function jsLiteral(value: unknown, depth = 0): string {
  if (typeof value === 'string') return jsString(value);
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  const pad = '  '.repeat(depth + 1);
  const end = '  '.repeat(depth);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const inline = inlineArray(value.map((item) => jsLiteral(item)));
    if (inline) return inline;
    return `[\n${value.map((item) => pad + jsLiteral(item, depth + 1)).join(',\n')}\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${pad}${jsKey(k)}: ${jsLiteral(v, depth + 1)}`).join(',\n')}\n${end}}`;
}

/** Short lists of scalars read best on one line (`['a', 'b']`); shared with the Python printer. */
export function inlineArray(items: string[]): string | undefined {
  if (items.some((item) => item.includes('\n') || item.startsWith('{') || item.startsWith('['))) return undefined;
  const line = `[${items.join(', ')}]`;
  return line.length <= 60 ? line : undefined;
}
