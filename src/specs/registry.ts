import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { FileIndex } from '../content/scan-files.js';
import { indexOperations, isOpenApiDocument, type OpenApiIndex } from '../openapi/index-operations.js';
import { indexChannels, isAsyncApiDocument, type AsyncApiIndex } from '../asyncapi/index-channels.js';
import { readDocument } from './read-document.js';

export type SpecIndex = OpenApiIndex | AsyncApiIndex;

export type SpecLookup =
  | { status: 'ok'; index: SpecIndex }
  | { status: 'missing' }
  | { status: 'remote' }
  | { status: 'invalid'; diagnostics: Diagnostic[] };

/** Loads and indexes API descriptions on first use, once each. */
export class SpecRegistry {
  private readonly cache = new Map<string, SpecLookup>();
  private projectSpecs: Map<'openapi' | 'asyncapi', string[]> | undefined;

  constructor(
    private readonly root: string,
    private readonly files: FileIndex,
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

  /** The project's OpenAPI (or AsyncAPI) files, found by a look at each JSON/YAML file's first bytes. */
  projectFiles(kind: 'openapi' | 'asyncapi'): string[] {
    if (!this.projectSpecs) {
      this.projectSpecs = new Map([['openapi', []], ['asyncapi', []]]);
      for (const file of this.files.dataFiles) {
        const head = readHead(path.join(this.root, file));
        // A version-like value tells a spec from a navigation file that merely has an `openapi` key.
        if (/(^|[\n{,])\s*["']?(openapi|swagger)["']?\s*:\s*["']?\d/.test(head)) this.projectSpecs.get('openapi')!.push(file);
        else if (/(^|[\n{,])\s*["']?asyncapi["']?\s*:\s*["']?\d/.test(head)) this.projectSpecs.get('asyncapi')!.push(file);
      }
    }
    return this.projectSpecs.get(kind)!;
  }

  private load(source: string): SpecLookup {
    if (/^https?:\/\//i.test(source)) return { status: 'remote' };
    if (!this.files.files.has(source)) return { status: 'missing' };
    const read = readDocument(this.root, source);
    if (!read.ok) return { status: 'invalid', diagnostics: read.diagnostics };
    if (isOpenApiDocument(read.value)) return { status: 'ok', index: indexOperations(read.value) };
    if (isAsyncApiDocument(read.value)) return { status: 'ok', index: indexChannels(read.value) };
    return {
      status: 'invalid',
      diagnostics: [{ severity: 'error', code: 'spec-unknown-format', message: `${source} is neither an OpenAPI nor an AsyncAPI description (no \`openapi\`, \`swagger\` or \`asyncapi\` field)`, file: source, line: 1, column: 1, pointer: '' }],
    };
  }
}

function readHead(file: string): string {
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
