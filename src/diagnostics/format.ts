import pc from 'picocolors';
import { countDiagnostics, type Diagnostic } from './diagnostic.js';

/** `docs.json:41:9  error  nav-page-not-found  message  (pointer)` lines, hints indented below. */
export function formatText(diagnostics: readonly Diagnostic[], options: { color?: boolean } = {}): string {
  const c = options.color ? pc : pc.createColors(false);
  const lines: string[] = [];
  for (const d of diagnostics) {
    const sev = d.severity === 'error' ? c.red('error') : c.yellow('warning');
    const pointer = d.pointer ? c.dim(`  (${d.pointer})`) : '';
    lines.push(`${c.bold(`${d.file}:${d.line}:${d.column}`)}  ${sev}  ${c.dim(d.code)}  ${d.message}${pointer}`);
    if (d.hint) lines.push(`    ${c.cyan('hint:')} ${d.hint}`);
  }
  return lines.join('\n');
}

/** The closing line: counts of errors and warnings. */
export function formatSummary(diagnostics: readonly Diagnostic[], what: string, options: { color?: boolean } = {}): string {
  const c = options.color ? pc : pc.createColors(false);
  const { errors, warnings } = countDiagnostics(diagnostics);
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
  if (errors > 0) return c.red(`✖ ${what}: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}`);
  return c.green(`✔ ${what}: no errors`) + (warnings ? c.yellow(`, ${plural(warnings, 'warning')}`) : '');
}

/** The machine-readable form: exactly one JSON object. */
export function formatJson(diagnostics: readonly Diagnostic[], extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ ...extra, diagnostics }, null, 2);
}
