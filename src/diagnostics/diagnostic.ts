/** One problem found in the user's files, located and explained; the one shape every stage reports. */
export interface Diagnostic {
  severity: 'error' | 'warning';
  /** Stable kebab-case rule id, e.g. `nav-page-not-found`. */
  code: string;
  /** What was found and what was expected. */
  message: string;
  /** Path relative to the docs folder, with `/` separators. */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  /** RFC 6901 JSON pointer into `file` (`""` for the whole document or a syntax error). */
  pointer: string;
  /** The suggested fix, e.g. "did you mean `dropdowns`?". */
  hint?: string;
}

/** Count errors and warnings in a list of diagnostics. */
export function countDiagnostics(diagnostics: readonly Diagnostic[]): { errors: number; warnings: number } {
  let errors = 0;
  for (const d of diagnostics) if (d.severity === 'error') errors++;
  return { errors, warnings: diagnostics.length - errors };
}

/** Sort diagnostics by file, then position, keeping the original order for ties. */
export function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  return diagnostics
    .map((d, i) => [d, i] as const)
    .sort(([a, i], [b, j]) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column || i - j))
    .map(([d]) => d);
}
