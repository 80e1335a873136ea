import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { toPointer, type PathSegment } from '../common/json-pointer.js';
import { duplicateKeys, MAX_CONFIG_BYTES, parseJsonFile } from '../source/parse-json.js';
import type { JsonSource } from '../source/json-source.js';
import { upgradeMintJson } from './mint-json.js';

/** Where a part of the merged configuration came from. */
interface Origin {
  source: JsonSource;
  path: PathSegment[];
}

/** A located position in one of the configuration's files. */
export interface ConfigLocation {
  file: string;
  line: number;
  column: number;
  pointer: string;
}

/** docs.json with its `$ref` includes merged in, able to say where any path came from. */
export interface ConfigDocument {
  /** The merged JSON value (not yet validated). */
  value: unknown;
  /** Locate a path of the merged value in the file it came from. */
  locate(path: readonly PathSegment[], atKey?: boolean): ConfigLocation;
  /** The file and pointer a path came from, without computing line and column (cheap). */
  origin(path: readonly PathSegment[]): { file: string; pointer: string };
  /** Every file read: docs.json first, then included files. */
  files: string[];
  /** Objects whose `$ref` could not be included: what is beside it is incomplete, so not judged. */
  failedIncludes: { file: string; pointer: string }[];
}

export type LoadConfigResult = { document: ConfigDocument | undefined; diagnostics: Diagnostic[] };

const CONFIG_FILE = 'docs.json';
const LEGACY_FILE = 'mint.json';

/** Read `<root>/docs.json`, parse it with positions and resolve `$ref` includes. */
export function loadConfig(root: string): LoadConfigResult {
  const diagnostics: Diagnostic[] = [];
  const fileAbs = path.join(root, CONFIG_FILE);
  let text: string;
  try {
    const tooLarge = sizeDiagnostic(fileAbs, CONFIG_FILE);
    if (tooLarge) return { document: undefined, diagnostics: [tooLarge] };
    text = fs.readFileSync(fileAbs, 'utf8');
  } catch (err) {
    if (isNotFound(err) && fs.existsSync(path.join(root, LEGACY_FILE))) return loadMintJson(root);
    diagnostics.push({
      severity: 'error',
      code: 'config-not-found',
      message: isNotFound(err) ? `No ${CONFIG_FILE} in ${root}` : `Cannot read ${CONFIG_FILE}: ${(err as Error).message}`,
      file: CONFIG_FILE,
      line: 1,
      column: 1,
      pointer: '',
      hint: 'run `sextant init` to create one, or pass the docs folder: `sextant check path/to/docs`',
    });
    return { document: undefined, diagnostics };
  }
  const parsed = parseJsonFile(CONFIG_FILE, text);
  if (!parsed.ok) return { document: undefined, diagnostics: parsed.diagnostics };
  diagnostics.push(...duplicateKeys(CONFIG_FILE, text));

  const origins = new Map<string, Origin>([['', { source: parsed.source, path: [] }]]);
  const files = [CONFIG_FILE];
  const failedIncludes: ConfigDocument['failedIncludes'] = [];
  let value = parsed.source.value;
  if (text.includes('"$ref"')) {
    const resolver = new RefResolver(path.resolve(root), origins, diagnostics, files, failedIncludes);
    value = resolver.resolve(value, parsed.source, [], [], [fileAbs], 0);
  }

  return { document: located(value, origins, files, failedIncludes), diagnostics };
}

/**
 * The configuration document over `value`: each path is located in the file its nearest recorded origin
 * (keyed by JSON pointer, `''` for the main file) came from.
 */
function located(
  value: unknown,
  origins: Map<string, Origin>,
  files: string[],
  failedIncludes: ConfigDocument['failedIncludes'],
): ConfigDocument {
  const main = origins.get('')!;
  const find = (p: readonly PathSegment[]): { source: JsonSource; inFile: PathSegment[] } => {
    if (origins.size > 1) {
      for (let n = p.length; n >= 0; n--) {
        const origin = origins.get(toPointer(p.slice(0, n)));
        if (origin) return { source: origin.source, inFile: [...origin.path, ...p.slice(n)] };
      }
    }
    return { source: main.source, inFile: [...p] };
  };
  return {
    value,
    locate: (p, atKey = false) => {
      const { source, inFile } = find(p);
      return { file: source.file, ...source.locate(inFile, atKey), pointer: toPointer(inFile) };
    },
    origin: (p) => {
      const { source, inFile } = find(p);
      return { file: source.file, pointer: toPointer(inFile) };
    },
    files,
    failedIncludes,
  };
}

/**
 * A folder with only Mintlify's older mint.json: read as the docs.json it upgrades to (config/mint-json.ts),
 * each part located at the mint.json line it came from. Reported as `config-mint-json`, a warning when
 * building (the reference product deploys such repositories) and an error in `check` and `--strict`.
 */
function loadMintJson(root: string): LoadConfigResult {
  const fileAbs = path.join(root, LEGACY_FILE);
  const tooLarge = sizeDiagnostic(fileAbs, LEGACY_FILE);
  if (tooLarge) return { document: undefined, diagnostics: [tooLarge] };
  let text: string;
  try {
    text = fs.readFileSync(fileAbs, 'utf8');
  } catch (err) {
    const message = `Cannot read ${LEGACY_FILE}: ${(err as Error).message}`;
    return {
      document: undefined,
      diagnostics: [{ severity: 'error', code: 'config-not-found', message, file: LEGACY_FILE, line: 1, column: 1, pointer: '' }],
    };
  }
  const parsed = parseJsonFile(LEGACY_FILE, text);
  if (!parsed.ok) return { document: undefined, diagnostics: parsed.diagnostics };
  const mint = parsed.source.value;
  if (!mint || typeof mint !== 'object' || Array.isArray(mint))
    return {
      document: undefined,
      diagnostics: [
        {
          severity: 'error',
          code: 'config-invalid-type',
          message: `${LEGACY_FILE} must hold an object`,
          file: LEGACY_FILE,
          line: 1,
          column: 1,
          pointer: '',
        },
      ],
    };
  const upgraded = upgradeMintJson(mint as Record<string, unknown>);
  const origins = new Map<string, Origin>([['', { source: parsed.source, path: [] }]]);
  for (const o of upgraded.origins) origins.set(toPointer(o.at), { source: parsed.source, path: o.from });
  const document = located(upgraded.value, origins, [LEGACY_FILE], []);
  const notice: Diagnostic = {
    severity: 'error',
    code: 'config-mint-json',
    message: `This folder has no ${CONFIG_FILE}, only Mintlify's older ${LEGACY_FILE}: it is read as the ${CONFIG_FILE} it upgrades to, as the reference product does`,
    file: LEGACY_FILE,
    line: 1,
    column: 1,
    pointer: '',
    hint: `run \`sextant upgrade\` to write that ${CONFIG_FILE} (tabs, anchors and groups move inside \`navigation\`)`,
  };
  return { document, diagnostics: [notice] };
}

/** Resolves `{ "$ref": "./file.json" }` includes, recording where each merged part came from. */
class RefResolver {
  private readonly cache = new Map<string, JsonSource | null>();

  constructor(
    private readonly root: string,
    private readonly origins: Map<string, Origin>,
    private readonly diagnostics: Diagnostic[],
    private readonly files: string[],
    private readonly failed: ConfigDocument['failedIncludes'],
  ) {}

  resolve(value: unknown, source: JsonSource, filePath: PathSegment[], merged: PathSegment[], stack: string[], depth: number): unknown {
    if (depth > 400) return undefined; // each file is depth-checked; this bounds chains of includes
    if (Array.isArray(value)) {
      return value.map((item, i) => this.resolve(item, source, [...filePath, i], [...merged, i], stack, depth + 1));
    }
    if (!value || typeof value !== 'object') return value;
    const obj = value as Record<string, unknown>;
    const ref = obj['$ref'];
    const out: Record<string, unknown> = {};
    if (typeof ref === 'string') {
      const target = this.include(ref, source, filePath, stack);
      if (!target) this.failed.push({ file: source.file, pointer: toPointer(filePath) });
      if (target) {
        this.origins.set(toPointer(merged), { source: target, path: [] });
        const resolved = this.resolve(target.value, target, [], merged, [...stack, this.abs(target)], depth + 1);
        const siblings = Object.keys(obj).filter((k) => k !== '$ref');
        if (!resolved || typeof resolved !== 'object' || Array.isArray(resolved)) {
          if (siblings.length > 0)
            this.report(
              'warning',
              'config-ref-siblings-ignored',
              source,
              [...filePath, siblings[0]!],
              `Keys beside "$ref" are ignored because ${target.file} does not hold an object`,
            );
          return resolved;
        }
        for (const [k, v] of Object.entries(resolved)) define(out, k, v);
      }
    }
    for (const [k, v] of Object.entries(obj)) {
      if (k === '$ref' && typeof ref === 'string') continue;
      if (typeof ref === 'string') this.origins.set(toPointer([...merged, k]), { source, path: [...filePath, k] });
      define(out, k, this.resolve(v, source, [...filePath, k], [...merged, k], stack, depth + 1));
    }
    return out;
  }

  /** Load the file a `$ref` names, or report why it cannot be included. */
  private include(ref: string, from: JsonSource, filePath: PathSegment[], stack: string[]): JsonSource | undefined {
    const at = [...filePath, '$ref'];
    if (/^[a-z][a-z0-9+.-]*:/i.test(ref) || ref.startsWith('#')) {
      this.report('error', 'config-ref-invalid', from, at, `"$ref" must name a JSON file of the project by relative path; found "${ref}"`);
      return undefined;
    }
    const abs = path.resolve(path.dirname(path.join(this.root, from.file)), ref);
    const rel = path.relative(this.root, abs);
    if (rel.startsWith('..') || path.isAbsolute(rel)) {
      this.report('error', 'config-ref-outside-project', from, at, `"$ref" points outside the project: ${ref}`);
      return undefined;
    }
    if (stack.includes(abs)) {
      const chain = [...stack.slice(stack.indexOf(abs)), abs].map((f) => path.relative(this.root, f).split(path.sep).join('/'));
      this.report('error', 'config-ref-cycle', from, at, `"$ref" includes form a cycle: ${chain.join(' → ')}`);
      return undefined;
    }
    if (!this.cache.has(abs)) this.cache.set(abs, this.read(abs, rel.split(path.sep).join('/'), from, at));
    return this.cache.get(abs) ?? undefined;
  }

  private read(abs: string, rel: string, from: JsonSource, at: PathSegment[]): JsonSource | null {
    let text: string;
    try {
      const tooLarge = sizeDiagnostic(abs, rel);
      if (tooLarge) {
        this.diagnostics.push(tooLarge);
        return null;
      }
      text = fs.readFileSync(abs, 'utf8');
    } catch (err) {
      this.report(
        'error',
        'config-ref-not-found',
        from,
        at,
        isNotFound(err) ? `"$ref" file not found: ${rel}` : `Cannot read ${rel}: ${(err as Error).message}`,
      );
      return null;
    }
    const parsed = parseJsonFile(rel, text);
    if (!parsed.ok) {
      this.diagnostics.push(...parsed.diagnostics);
      return null;
    }
    this.files.push(rel);
    return parsed.source;
  }

  private abs(source: JsonSource): string {
    return path.join(this.root, source.file);
  }

  private report(severity: Diagnostic['severity'], code: string, source: JsonSource, at: PathSegment[], message: string): void {
    const { line, column } = source.locate(at);
    this.diagnostics.push({ severity, code, message, file: source.file, line, column, pointer: toPointer(at) });
  }
}

/** Refuse an oversized file before reading it, so memory stays bounded. */
function sizeDiagnostic(abs: string, file: string): Diagnostic | undefined {
  const size = fs.statSync(abs).size;
  if (size <= MAX_CONFIG_BYTES) return undefined;
  return {
    severity: 'error',
    code: 'config-too-large',
    message: `${file} is ${(size / 1048576).toFixed(1)} MB; the limit is ${MAX_CONFIG_BYTES / 1048576} MB`,
    file,
    line: 1,
    column: 1,
    pointer: '',
    hint: 'split large parts into other files with `{ "$ref": "./part.json" }`',
  };
}

/** Set a key without invoking `__proto__` setters on hostile input. */
function define(obj: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

function isNotFound(err: unknown): boolean {
  return (err as NodeJS.ErrnoException)?.code === 'ENOENT';
}
