/** A few lines of source around a position, with a caret under the column (for the terminal and the dev overlay). */
export function codeFrame(text: string, line: number, column: number, context = 2): string {
  const lines = text.split(/\r?\n/);
  const from = Math.max(1, line - context);
  const to = Math.min(lines.length, line + context);
  const width = String(to).length;
  const out: string[] = [];
  for (let n = from; n <= to; n++) {
    const marker = n === line ? '>' : ' ';
    out.push(`${marker} ${String(n).padStart(width)} | ${lines[n - 1] ?? ''}`);
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}
