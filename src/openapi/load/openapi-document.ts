/**
 * An OpenAPI description loaded for rendering: the root document (in OpenAPI 3.x shape) and a way
 * to follow `$ref`s lazily, so schemas are never dereferenced in full (large specs stay small).
 *
 * First version: internal `#/…` references only. Relative-file references, Swagger 2.0 upgrade and
 * URL sources are added behind this same interface.
 */
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { readDocument } from '../../specs/read-document.js';
import { isObject } from '../../common/is-object.js';

export interface ResolvedRef {
  value: unknown;
  /** Project path of the file the target lives in. */
  file: string;
  /** JSON pointer of the target in that file. */
  pointer: string;
}

export interface OpenApiDocument {
  /** Project path of the root file (or its URL). */
  source: string;
  /** The version as written (`2.0`, `3.0.3`, `3.1.0` …). */
  version: string;
  /** The root document, in OpenAPI 3.x shape (Swagger 2.0 is upgraded on load). */
  root: Record<string, unknown>;
  /**
   * Follow a `$ref` written in file `base` (default: the root file): `#/pointer`, `other.yaml` or
   * `other.yaml#/pointer`. Undefined when it dangles.
   */
  resolve(ref: string, base?: string): ResolvedRef | undefined;
}

export type LoadOpenApiResult = { ok: true; doc: OpenApiDocument; diagnostics: Diagnostic[] } | { ok: false; diagnostics: Diagnostic[] };

/** Load a project's OpenAPI file (`file` relative to `root`). */
export function loadOpenApi(root: string, file: string): LoadOpenApiResult {
  const read = readDocument(root, file);
  if (!read.ok) return { ok: false, diagnostics: read.diagnostics };
  if (!isObject(read.value)) {
    return { ok: false, diagnostics: [{ severity: 'error', code: 'spec-unknown-format', message: `${file} is not an OpenAPI description`, file, line: 1, column: 1, pointer: '' }] };
  }
  const doc = read.value;
  return {
    ok: true,
    diagnostics: [],
    doc: {
      source: file,
      version: String(doc['openapi'] ?? doc['swagger'] ?? ''),
      root: doc,
      resolve(ref) {
        if (!ref.startsWith('#')) return undefined;
        const value = followPointer(doc, ref.slice(1));
        return value === undefined ? undefined : { value, file, pointer: ref.slice(1) };
      },
    },
  };
}

/** The value at a JSON pointer (RFC 6901, percent-decoded as in URI fragments), or undefined. */
export function followPointer(doc: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return pointer === '' ? doc : isObject(doc) ? doc[''] : undefined;
  let node: unknown = doc;
  for (const raw of pointer.slice(1).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) node = node[Number(key)];
    else if (isObject(node) && Object.hasOwn(node, key)) node = node[key];
    else return undefined;
  }
  return node;
}
