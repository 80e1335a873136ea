import fs from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { parseJsonFile } from '../config/parse-json.js';

/** Specs larger than this are refused with a diagnostic rather than parsed. */
export const MAX_SPEC_BYTES = 64 * 1024 * 1024;
/** YAML alias expansions allowed in one document (guards against alias bombs). */
const MAX_YAML_ALIASES = 10_000;

export type ReadDocumentResult = { ok: true; value: unknown } | { ok: false; diagnostics: Diagnostic[] };

/** Read and parse a JSON or YAML API description, reporting located syntax errors. */
export function readDocument(root: string, file: string): ReadDocumentResult {
  const fail = (code: string, message: string, line = 1, column = 1): ReadDocumentResult => ({
    ok: false,
    diagnostics: [{ severity: 'error', code, message, file, line, column, pointer: '' }],
  });
  let text: string;
  try {
    const abs = path.join(root, file);
    if (fs.statSync(abs).size > MAX_SPEC_BYTES) return fail('spec-too-large', `${file} is larger than ${MAX_SPEC_BYTES / 1048576} MB`);
    text = fs.readFileSync(abs, 'utf8');
  } catch (err) {
    return fail('spec-unreadable', `Cannot read ${file}: ${(err as Error).message}`);
  }
  if (/\.json$/i.test(file) || /^\s*[{[]/.test(text.slice(0, 64))) {
    const parsed = parseJsonFile(file, text);
    if (!parsed.ok) return { ok: false, diagnostics: parsed.diagnostics.map((d) => (d.code === 'config-too-large' ? { ...d, code: 'spec-too-large' } : d)) };
    return { ok: true, value: parsed.source.value };
  }
  const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: false });
  if (doc.errors.length > 0) {
    return {
      ok: false,
      diagnostics: doc.errors.slice(0, 20).map((e) => {
        const pos = e.linePos?.[0];
        return { severity: 'error' as const, code: 'yaml-syntax', message: `Invalid YAML: ${e.message.split('\n')[0]}`, file, line: pos?.line ?? 1, column: pos?.col ?? 1, pointer: '' };
      }),
    };
  }
  try {
    return { ok: true, value: doc.toJS({ maxAliasCount: MAX_YAML_ALIASES }) };
  } catch (err) {
    return fail('yaml-syntax', `Invalid YAML: ${(err as Error).message}`);
  }
}
