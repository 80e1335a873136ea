/**
 * Read one JSON or YAML document (an API description, or a file it references): size-checked,
 * parsed, its syntax errors located, and a way to turn paths inside it into line:column. Locating is
 * lazy (one scan of the JSON text, or a walk of the YAML nodes, only for paths with findings), so a
 * valid file costs one parse. The spec loader keeps only the value; openapi-check also locates.
 */
import fs from 'node:fs';
import type { Document } from 'yaml';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { SourceText } from '../diagnostics/source-text.js';
import type { PathSegment } from '../common/json-pointer.js';
import { findExcessiveNesting, parseJsonFile, MAX_CONFIG_BYTES } from './parse-json.js';
import { isJsonText, loadYaml } from './json-or-yaml.js';
import { jsonSpots, spotOffset, yamlSpot, type LocateRequest } from './locate.js';

/** Documents larger than this are refused with a diagnostic rather than parsed. */
export const MAX_SPEC_BYTES = 64 * 1024 * 1024;
/** YAML costs ~50× its size in memory while parsed: larger YAML files are refused (JSON goes to MAX_SPEC_BYTES). */
export const MAX_YAML_BYTES = 32 * 1024 * 1024;
/** YAML alias expansions allowed in one document (guards against alias bombs). */
export const MAX_YAML_ALIASES = 10_000;
/** Nesting deeper than this is refused before recursive code (validators, renderers) sees it; real specs stay under 40. */
export const MAX_SPEC_DEPTH = 200;

export interface Position {
  line: number;
  column: number;
}

export interface SourceDocument {
  /** The file as diagnostics name it. */
  readonly file: string;
  readonly value: unknown;
  /** The value may reach one object by several paths (YAML aliases). */
  readonly shared: boolean;
  /** Where a path is (its value, or with `atKey` its property name); a missing path resolves to its deepest existing ancestor. */
  locate(path: readonly PathSegment[], atKey?: boolean): Position;
  /** `locate` for many paths at once (one scan of a JSON text). */
  locateMany(requests: readonly LocateRequest[]): Position[];
}

export type ReadDocumentResult =
  { ok: true; document: SourceDocument; unreadable?: undefined } | { ok: false; diagnostics: Diagnostic[]; unreadable?: boolean };

export interface ReadOptions {
  /**
   * Refuse JSON nesting deeper than MAX_SPEC_DEPTH before parsing (`spec-too-deep`), for callers whose
   * later code recurses; openapi-check guards nesting itself, in its `$ref` walk.
   */
  checkJsonDepth?: boolean;
  /**
   * The caller keeps only the parsed value (the spec loader): the document cannot locate paths, and so
   * holds no reference to the text (which kept tens of MB alive per thread on large specs).
   */
  valueOnly?: boolean;
}

type Fail = (code: string, message: string, pos?: Position) => ReadDocumentResult;

/** Read and parse `abs` (JSON or YAML), named `file` in diagnostics. */
export function readDocument(abs: string, file: string, options: ReadOptions = {}): ReadDocumentResult {
  const fail = (code: string, message: string, pos: Position = { line: 1, column: 1 }, unreadable = false): ReadDocumentResult => ({
    ok: false,
    ...(unreadable ? { unreadable } : {}),
    diagnostics: [{ severity: 'error', code, message, file, ...pos, pointer: '' }],
  });
  let text: string;
  try {
    const size = fs.statSync(abs).size;
    if (size > MAX_SPEC_BYTES)
      return fail('spec-too-large', `${file} is ${(size / 1048576).toFixed(1)} MB; the limit is ${MAX_SPEC_BYTES / 1048576} MB`);
    text = fs.readFileSync(abs, 'utf8');
  } catch (err) {
    return fail('spec-unreadable', `Cannot read ${file}: ${(err as Error).message}`, undefined, true);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return isJsonText(file, text) ? readJson(file, text, fail, options) : readYaml(file, text, fail, options);
}

function readJson(file: string, text: string, fail: Fail, options: ReadOptions): ReadDocumentResult {
  if (options.checkJsonDepth) {
    const deep = findExcessiveNesting(text, MAX_SPEC_DEPTH);
    if (deep !== -1)
      return fail(
        'spec-too-deep',
        `${file} nests arrays and objects more than ${MAX_SPEC_DEPTH} levels deep`,
        new SourceText(file, text).position(deep),
      );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    if (text.length <= MAX_CONFIG_BYTES) {
      const parsed = parseJsonFile(file, text);
      if (!parsed.ok) return { ok: false, diagnostics: parsed.diagnostics };
    }
    // Too large for the detailed report: V8's message carries the offset.
    const at = /position (\d+)/.exec((err as Error).message);
    return fail(
      'json-syntax',
      `Invalid JSON: ${(err as Error).message.split('\n')[0]}`,
      new SourceText(file, text).position(at ? Number(at[1]) : 0),
    );
  }
  if (options.valueOnly) return { ok: true, document: documentOf(file, value, false, cannotLocate) };
  const src = new SourceText(file, text);
  const locateMany = (requests: readonly LocateRequest[]): Position[] => {
    const spots = jsonSpots(
      text,
      requests.map((r) => r.path),
    );
    return spots.map((spot, i) => src.position(spotOffset(spot, requests[i]!)));
  };
  return { ok: true, document: documentOf(file, value, false, locateMany) };
}

function readYaml(file: string, text: string, fail: Fail, options: ReadOptions): ReadDocumentResult {
  if (text.length > MAX_YAML_BYTES)
    return fail(
      'spec-too-large',
      `${file} is a ${(text.length / 1048576).toFixed(1)} MB YAML file; the limit for YAML is ${MAX_YAML_BYTES / 1048576} MB (convert it to JSON)`,
    );
  let doc: Document.Parsed;
  try {
    doc = loadYaml().parseDocument(text, { prettyErrors: false, uniqueKeys: false });
  } catch (err) {
    // The composer recurses per nesting level: absurd nesting ends here instead of crashing.
    return fail('spec-too-deep', `${file} cannot be parsed: ${(err as Error).message}`);
  }
  const src = new SourceText(file, text);
  if (doc.errors.length > 0) {
    // `linePos` is only filled with `prettyErrors`; the offset is always there.
    return {
      ok: false,
      diagnostics: doc.errors.slice(0, 20).map((e) => ({
        severity: 'error' as const,
        ...(/call stack/i.test(e.message)
          ? { code: 'spec-too-deep', message: `${file} nests too deeply to be parsed` }
          : { code: 'yaml-syntax', message: `Invalid YAML: ${e.message.split('\n')[0]}` }),
        file,
        ...src.position(e.pos[0]),
        pointer: '',
      })),
    };
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  } catch (err) {
    // Too many alias expansions: point at the first alias.
    const message = (err as Error).message;
    const firstAlias = /alias/i.test(message) ? /(^|[\s:[{,-])\*[^\s,\]}]+/m.exec(text) : null;
    return fail('yaml-syntax', `Invalid YAML: ${message}`, src.position(firstAlias ? firstAlias.index + firstAlias[1]!.length : 0));
  }
  if (valueDepthExceeds(value, MAX_SPEC_DEPTH))
    return fail('spec-too-deep', `${file} nests mappings and sequences more than ${MAX_SPEC_DEPTH} levels deep`);
  if (options.valueOnly) return { ok: true, document: documentOf(file, value, true, cannotLocate) };
  const locateMany = (requests: readonly LocateRequest[]): Position[] =>
    requests.map((r) => src.position(spotOffset(yamlSpot(doc, r.path), r)));
  return { ok: true, document: documentOf(file, value, true, locateMany) };
}

/** The locator of a document read with `valueOnly`. */
function cannotLocate(): Position[] {
  throw new Error('this document was read with valueOnly: it cannot locate paths');
}

function documentOf(file: string, value: unknown, shared: boolean, locateMany: SourceDocument['locateMany']): SourceDocument {
  return {
    file,
    value,
    shared,
    locate: (path, atKey) => locateMany([{ path, ...(atKey ? { atKey } : {}) }])[0]!,
    locateMany,
  };
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
