import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { SourceText } from '../diagnostics/source-text.js';
import { findExcessiveNesting, parseJsonFile, MAX_CONFIG_BYTES } from './parse-json.js';

/** Specs larger than this are refused with a diagnostic rather than parsed. */
export const MAX_SPEC_BYTES = 64 * 1024 * 1024;
/** YAML costs ~50× its size in memory while parsed: larger YAML files are refused (JSON goes to MAX_SPEC_BYTES). */
export const MAX_YAML_BYTES = 32 * 1024 * 1024;
/** YAML alias expansions allowed in one document (guards against alias bombs). */
export const MAX_YAML_ALIASES = 10_000;
/** Nesting deeper than this is refused before recursive code (validators, renderers) sees it; real specs stay under 40. */
export const MAX_SPEC_DEPTH = 200;

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
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (/\.json$/i.test(file) || /^\s*[{[]/.test(text.slice(0, 64))) {
    const deep = findExcessiveNesting(text, MAX_SPEC_DEPTH);
    if (deep !== -1) {
      const pos = new SourceText(file, text).position(deep);
      return fail('spec-too-deep', `${file} nests arrays and objects more than ${MAX_SPEC_DEPTH} levels deep`, pos.line, pos.column);
    }
    try {
      return { ok: true, value: JSON.parse(text) };
    } catch (err) {
      if (text.length <= MAX_CONFIG_BYTES) {
        const parsed = parseJsonFile(file, text);
        if (!parsed.ok) return { ok: false, diagnostics: parsed.diagnostics };
      }
      const at = /position (\d+)/.exec((err as Error).message);
      const pos = new SourceText(file, text).position(at ? Number(at[1]) : 0);
      return fail('json-syntax', `Invalid JSON: ${(err as Error).message.split('\n')[0]}`, pos.line, pos.column);
    }
  }
  if (text.length > MAX_YAML_BYTES)
    return fail('spec-too-large', `${file} is a YAML file larger than ${MAX_YAML_BYTES / 1048576} MB (convert it to JSON)`);
  // Loaded on demand: JSON-only commands (openapi-check on a .json file) skip the YAML parser's start-up.
  const { parseDocument } = createRequire(import.meta.url)('yaml') as typeof Yaml;
  let doc: ReturnType<typeof parseDocument>;
  try {
    doc = parseDocument(text, { prettyErrors: false, uniqueKeys: false });
  } catch (err) {
    // The YAML composer recurses per nesting level: absurd nesting ends here rather than crashing.
    return fail('spec-too-deep', `${file} cannot be parsed: ${(err as Error).message}`);
  }
  if (doc.errors.length > 0) {
    // `linePos` is only filled with `prettyErrors`; the offset is always there.
    const src = new SourceText(file, text);
    return {
      ok: false,
      diagnostics: doc.errors.slice(0, 20).map((e) => {
        const tooDeep = /call stack/i.test(e.message);
        return {
          severity: 'error' as const,
          code: tooDeep ? 'spec-too-deep' : 'yaml-syntax',
          message: tooDeep ? `${file} nests too deeply to be parsed` : `Invalid YAML: ${e.message.split('\n')[0]}`,
          file,
          ...src.position(e.pos[0]),
          pointer: '',
        };
      }),
    };
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  } catch (err) {
    return fail('yaml-syntax', `Invalid YAML: ${(err as Error).message}`);
  }
  if (valueDepthExceeds(value, MAX_SPEC_DEPTH))
    return fail('spec-too-deep', `${file} nests mappings and sequences more than ${MAX_SPEC_DEPTH} levels deep`);
  return { ok: true, value };
}

/** Whether a parsed value nests deeper than `max` (iterative; shared subtrees from YAML aliases are visited once). */
export function valueDepthExceeds(value: unknown, max: number): boolean {
  const seen = new Set<object>();
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object' || seen.has(v)) continue;
    if (depth >= max) return true;
    seen.add(v);
    for (const child of Array.isArray(v) ? v : Object.values(v))
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}
