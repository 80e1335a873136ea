// Formatting helpers shared by the bench sections: numbers, sizes, tables and PASS/FAIL verdicts.
import path from 'node:path';
import { REPO_ROOT } from './make-i18n-corpus.mjs';

/** Kilobytes (KiB) to megabytes (MiB). */
export const mb = (kb) => (kb === undefined ? undefined : kb / 1024);
/** A number with `digits` decimals, or "n/a". */
export const fmt = (x, digits) => (x === undefined || x === null || !Number.isFinite(x) ? 'n/a' : x.toFixed(digits));
/** An integer with thousands separators. */
export const num = (n) => n.toLocaleString('en-US');
/** A path relative to the repository root. */
export const rel = (p) => path.relative(REPO_ROOT, p) || '.';
/** Bytes as MB (MiB) with one decimal. */
export const bytesMb = (b) => fmt(b === undefined ? undefined : b / 1024 / 1024, 1);
/** Bytes as KB (KiB) with one decimal. */
export const bytesKb = (b) => fmt(b === undefined ? undefined : b / 1024, 1);

/** "PASS" when `value` is defined and satisfies `ok`, else "FAIL" ("n/a" when there is no value). */
export function verdict(value, ok) {
  if (value === undefined || value === null || Number.isNaN(value)) return 'n/a';
  return ok(value) ? 'PASS' : 'FAIL';
}

/**
 * Print a table: `columns` is a list of `{ title, align? }` ('left' for the first column by default,
 * 'right' for the others), `rows` a list of arrays of strings. Indented by two spaces.
 */
export function table(columns, rows) {
  const widths = columns.map((c, i) => Math.max(c.title.length, ...rows.map((r) => String(r[i] ?? '').length)));
  const cell = (text, i) => {
    const align = columns[i].align ?? (i === 0 ? 'left' : 'right');
    return align === 'left' ? String(text ?? '').padEnd(widths[i]) : String(text ?? '').padStart(widths[i]);
  };
  const line = (cells) => `  ${cells.map(cell).join('  ')}`.trimEnd();
  console.log(line(columns.map((c) => c.title)));
  console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const r of rows) console.log(line(r));
}

/** Print a section heading. */
export function heading(title) {
  console.log(`\n=== ${title} ===`);
}
