import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cachedOpenApi } from '../../specs/openapi/document-cache.js';
import type { LoadOpenApiResult, OpenApiDocument } from '../../specs/openapi/openapi-document.js';

export type LoadedSpec = LoadOpenApiResult & {
  /** Short hash of the spec's bytes: names the shared schema fragments of this version of the spec. */
  hash: string;
};

const hashes = new WeakMap<OpenApiDocument, string>();

/**
 * A project's OpenAPI file through the per-thread document cache (a build's worker renders hundreds
 * of pages from one parse; an edited file loads again), with the hash of its content.
 */
export function specFor(root: string, source: string): LoadedSpec {
  const result = cachedOpenApi(root, source);
  if (!result.ok) return { ...result, hash: '' };
  let hash = hashes.get(result.doc);
  if (!hash) {
    const h = crypto.createHash('sha256').update(source);
    for (const file of result.doc.files()) {
      try {
        if (!/^https?:\/\//i.test(file)) h.update(fs.readFileSync(path.join(root, file)));
      } catch {
        h.update('(missing)');
      }
    }
    hash = h.digest('hex').slice(0, 10);
    hashes.set(result.doc, hash);
  }
  return { ...result, hash };
}
