/**
 * One API description file read for checking: its parsed value, and a way to turn paths inside it
 * into line:column. Locating is lazy: one scan of the JSON text (json-locator.ts) or a walk of YAML
 * nodes, only for the paths that have findings, so a valid file costs one parse.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';
import type { Document } from 'yaml';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { SourceText } from '../../diagnostics/source-text.js';
import { locateJsonOffsets } from '../../source/json-locator.js';
import { yamlNodeAt } from '../../source/yaml-path.js';
import { parseJsonFile, MAX_CONFIG_BYTES } from '../../source/parse-json.js';
import type { PathSegment } from '../../common/json-pointer.js';
import { MAX_SPEC_BYTES, MAX_YAML_ALIASES, MAX_YAML_BYTES, MAX_SPEC_DEPTH, valueDepthExceeds } from '../../source/read-document.js';

/** The YAML parser is loaded only for YAML files (start-up counts for JSON checks). */
const loadYaml = () => createRequire(import.meta.url)('yaml') as typeof Yaml;

export interface Position {
  line: number;
  column: number;
}

export interface SpecSource {
  /** The file as diagnostics name it. */
  readonly file: string;
  readonly value: unknown;
  /** The value may reach one object by several paths (YAML aliases). */
  readonly shared: boolean;
  /** Where a path is (its value, or with `atKey` its property name); a missing path resolves to its deepest existing ancestor. */
  locate(path: readonly PathSegment[], atKey?: boolean): Position;
  /** `locate` for many paths at once (one scan of a JSON text). */
  locateMany(requests: readonly { path: readonly string[]; atKey?: boolean }[]): Position[];
}

export type ReadSpecResult =
  { ok: true; source: SpecSource; unreadable?: undefined } | { ok: false; diagnostics: Diagnostic[]; unreadable?: boolean };

/** Read and parse `abs` (JSON or YAML), named `file` in diagnostics. */
export function readSpecSource(abs: string, file: string): ReadSpecResult {
  const fail = (code: string, message: string, pos: Position = { line: 1, column: 1 }, unreadable = false): ReadSpecResult => ({
    ok: false,
    unreadable,
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
  const json = /\.json$/i.test(file) || /^\s*[{[]/.test(text.slice(0, 64));
  return json ? readJson(file, text, fail) : readYaml(file, text, fail);
}

type Fail = (code: string, message: string, pos?: Position) => ReadSpecResult;

/** JSON.parse is not recursive in V8: nesting is guarded after parsing, by the `$ref` walk (see walk.ts). */
function readJson(file: string, text: string, fail: Fail): ReadSpecResult {
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
  const src = new SourceText(file, text);
  const locateMany = (requests: readonly { path: readonly string[]; atKey?: boolean }[]) =>
    locateJsonOffsets(text, requests).map((o) => src.position(o));
  return {
    ok: true,
    source: {
      file,
      value,
      shared: false,
      locate: (path, atKey) => locateMany([{ path: path.map(String), ...(atKey ? { atKey } : {}) }])[0]!,
      locateMany,
    },
  };
}

function readYaml(file: string, text: string, fail: Fail): ReadSpecResult {
  if (text.length > MAX_YAML_BYTES)
    return fail(
      'spec-too-large',
      `${file} is a ${(text.length / 1048576).toFixed(1)} MB YAML file; the limit for YAML is ${MAX_YAML_BYTES / 1048576} MB (convert it to JSON)`,
    );
  const yaml = loadYaml();
  let doc: Document.Parsed;
  try {
    doc = yaml.parseDocument(text, { prettyErrors: false, uniqueKeys: false });
  } catch (err) {
    // The parser recurses per nesting level: absurd nesting ends here instead of crashing.
    return fail('spec-too-deep', `${file} cannot be parsed: ${(err as Error).message}`);
  }
  const src = new SourceText(file, text);
  if (doc.errors.length > 0) {
    return {
      ok: false,
      diagnostics: doc.errors.slice(0, 20).map((e) => ({
        severity: 'error' as const,
        ...(e instanceof Error && /call stack/i.test(e.message)
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
    const message = (err as Error).message;
    const firstAlias = /alias/i.test(message) ? /(^|[\s:[{,-])\*[^\s,\]}]+/m.exec(text) : null;
    return fail('yaml-syntax', `Invalid YAML: ${message}`, src.position(firstAlias ? firstAlias.index + firstAlias[1]!.length : 0));
  }
  if (valueDepthExceeds(value, MAX_SPEC_DEPTH))
    return fail('spec-too-deep', `${file} nests mappings and sequences more than ${MAX_SPEC_DEPTH} levels deep`);
  const locate = (path: readonly PathSegment[], atKey = false): Position => {
    for (let n = path.length; n >= 0; n--) {
      const found = yamlNodeAt(yaml, doc, path.slice(0, n));
      if (!found) continue;
      // A block mapping or sequence starts on the line after its key: point at the key people read.
      const block = (yaml.isMap(found.node) || yaml.isSeq(found.node)) && !found.node.flow;
      const node = found.key && ((atKey && n === path.length) || block) ? found.key : found.node;
      return src.position(node.range?.[0] ?? 0);
    }
    return { line: 1, column: 1 };
  };
  return {
    ok: true,
    source: { file, value, shared: true, locate, locateMany: (requests) => requests.map((r) => locate(r.path, r.atKey)) },
  };
}
