import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';

export interface ExpectedDiagnostic {
  code: string;
  severity?: Diagnostic['severity'];
  pointer?: string;
  file?: string;
  /** Text whose first occurrence in the file marks where the diagnostic must point (line and column). */
  at?: string;
  hint?: RegExp | string;
  message?: RegExp;
}

/** Assert that `diagnostics` holds one matching `want`, located at the marker text. */
export function expectDiagnostic(root: string, diagnostics: Diagnostic[], want: ExpectedDiagnostic): Diagnostic {
  const found = diagnostics.find((d) => d.code === want.code && (want.pointer === undefined || d.pointer === want.pointer));
  expect(
    found,
    `expected ${want.code} at ${want.pointer ?? '?'}; got:\n${diagnostics.map((d) => `${d.code} ${d.pointer}`).join('\n')}`,
  ).toBeDefined();
  const d = found!;
  expect(d.severity).toBe(want.severity ?? 'error');
  expect(d.file).toBe(want.file ?? 'docs.json');
  if (want.at !== undefined) {
    const text = fs.readFileSync(path.join(root, d.file), 'utf8');
    const offset = text.indexOf(want.at);
    expect(offset, `marker ${want.at} not in ${d.file}`).toBeGreaterThanOrEqual(0);
    const before = text.slice(0, offset).split('\n');
    expect({ line: d.line, column: d.column }).toEqual({ line: before.length, column: before[before.length - 1]!.length + 1 });
  }
  if (want.hint !== undefined) expect(d.hint).toMatch(want.hint);
  if (want.message !== undefined) expect(d.message).toMatch(want.message);
  return d;
}
