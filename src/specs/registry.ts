import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { FileIndex } from '../source/scan-files.js';
import { isObject } from '../common/is-object.js';
import { indexOperations, type OpenApiIndex } from './index-operations.js';
import { indexChannels, type AsyncApiIndex } from './asyncapi/index-channels.js';
import { cachedAsyncApi } from './asyncapi/asyncapi-document.js';
import { followAllRefs } from './asyncapi/follow-refs.js';
import type { OpenApiDocument } from './openapi/openapi-document.js';
import { cachedOpenApi } from './openapi/document-cache.js';
import { remoteCopy, type RemoteSpecs } from './openapi/remote-specs.js';
import { isUrlSource, specPath } from './openapi/spec-file.js';

export type SpecIndex = OpenApiIndex | AsyncApiIndex;

export type SpecLookup =
  { status: 'ok'; index: SpecIndex } | { status: 'missing' } | { status: 'remote' } | { status: 'invalid'; diagnostics: Diagnostic[] };

const ASYNCAPI_HEAD = /(^|[\n{,])\s*["']?asyncapi["']?\s*:\s*["']?\d/;
const OPENAPI_HEAD = /(^|[\n{,])\s*["']?(openapi|swagger)["']?\s*:\s*["']?\d/;

/** Loads and indexes API descriptions on first use, once each. */
export class SpecRegistry {
  private readonly cache = new Map<string, SpecLookup>();
  /** Warnings of specs that loaded (missing `info`, broken path-item `$ref`s …). */
  private readonly warnings = new Map<string, Diagnostic[]>();
  private projectSpecs: Map<'openapi' | 'asyncapi', string[]> | undefined;

  constructor(
    private readonly root: string,
    private readonly files: FileIndex,
    /** URL specs fetched before navigation is resolved; without it, URLs read a cached copy if any. */
    private readonly remote?: RemoteSpecs,
  ) {}

  /** Look a spec up by its normalised project path or URL. */
  get(source: string): SpecLookup {
    let hit = this.cache.get(source);
    if (!hit) {
      hit = this.load(source);
      this.cache.set(source, hit);
    }
    return hit;
  }

  /** Every spec looked up so far that loaded. */
  loaded(): [string, SpecIndex][] {
    return [...this.cache].flatMap(([source, l]) => (l.status === 'ok' ? [[source, l.index] as [string, SpecIndex]] : []));
  }

  /** Warnings about the specs looked up so far that loaded, and about stale copies of URL specs. */
  diagnostics(): Diagnostic[] {
    return [...(this.remote?.diagnostics() ?? []), ...[...this.warnings.values()].flat()];
  }

  /** The project's OpenAPI (or AsyncAPI) files, found by a look at each JSON/YAML file's first bytes. */
  projectFiles(kind: 'openapi' | 'asyncapi'): string[] {
    if (!this.projectSpecs) {
      this.projectSpecs = new Map([
        ['openapi', []],
        ['asyncapi', []],
      ]);
      for (const file of this.files.dataFiles) {
        const head = readHead(path.join(this.root, file));
        // A version-like value tells a spec from a navigation file that merely has an `openapi` key.
        if (OPENAPI_HEAD.test(head)) this.projectSpecs.get('openapi')!.push(file);
        else if (ASYNCAPI_HEAD.test(head)) this.projectSpecs.get('asyncapi')!.push(file);
      }
    }
    return this.projectSpecs.get(kind)!;
  }

  private load(source: string): SpecLookup {
    if (isUrlSource(source)) {
      const fetched = this.remote?.get(source);
      if (fetched?.status === 'failed') return { status: 'invalid', diagnostics: fetched.diagnostic ? [fetched.diagnostic] : [] };
      if (!fetched?.copy && !remoteCopy(this.root, source)) return { status: 'remote' };
    } else if (!this.files.files.has(source)) return { status: 'missing' };
    const head = readHead(specPath(this.root, source));
    if (!OPENAPI_HEAD.test(head) && ASYNCAPI_HEAD.test(head)) return this.loadAsyncApi(source);
    const loaded = cachedOpenApi(this.root, source);
    if (!loaded.ok) {
      // Not an OpenAPI description: perhaps AsyncAPI with its version beyond the first bytes.
      return loaded.diagnostics.some((d) => d.code === 'spec-unknown-format')
        ? this.loadAsyncApi(source)
        : { status: 'invalid', diagnostics: loaded.diagnostics };
    }
    const index = indexDocument(loaded.doc);
    // A broken `$ref` only loses its operations: the spec's other pages still build.
    const warnings = [...loaded.diagnostics, ...loaded.doc.diagnostics()].map((d): Diagnostic =>
      d.severity === 'error' ? { ...d, severity: 'warning' } : d,
    );
    if (warnings.length) this.warnings.set(source, warnings);
    return { status: 'ok', index };
  }

  private loadAsyncApi(source: string): SpecLookup {
    const loaded = cachedAsyncApi(this.root, source);
    if (!loaded.ok) {
      // Reached from either kind of field: a file with no version field of either kind says so.
      return {
        status: 'invalid',
        diagnostics: loaded.diagnostics.map((d) =>
          d.code === 'spec-unknown-format'
            ? {
                ...d,
                message: `${source} is neither an OpenAPI nor an AsyncAPI description (no \`openapi\`, \`swagger\` or \`asyncapi\` field)`,
              }
            : d,
        ),
      };
    }
    // As for OpenAPI, a broken `$ref` only loses what it points to: the spec's pages still build.
    followAllRefs(loaded.doc);
    const warnings = [...loaded.diagnostics, ...loaded.doc.diagnostics()].map((d): Diagnostic =>
      d.severity === 'error' ? { ...d, severity: 'warning' } : d,
    );
    if (warnings.length) this.warnings.set(source, warnings);
    return { status: 'ok', index: indexChannels(loaded.doc.root) };
  }
}

/** Index a loaded document; path items written as `$ref`s (split specs) are followed first. */
function indexDocument(doc: OpenApiDocument): OpenApiIndex {
  const view: Record<string, unknown> = { ...doc.root };
  for (const field of ['paths', 'webhooks', 'x-webhooks']) {
    const items = doc.root[field];
    if (!isObject(items) || !Object.values(items).some(isRef)) continue;
    const resolved: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(items)) resolved[key] = isRef(item) ? doc.deref(item)?.value : item;
    view[field] = resolved;
  }
  const index = indexOperations(view);
  index.version = doc.version;
  return index;
}

function isRef(v: unknown): boolean {
  return isObject(v) && typeof v['$ref'] === 'string';
}

function readHead(file: string | undefined): string {
  if (!file) return '';
  let fd: number | undefined;
  try {
    fd = fs.openSync(file, 'r');
    const buf = Buffer.alloc(4096);
    const n = fs.readSync(fd, buf, 0, buf.length, 0);
    return buf.toString('utf8', 0, n);
  } catch {
    return '';
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}
