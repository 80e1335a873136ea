/**
 * Loaded spec documents kept per thread, so the pages of one spec share one parse. An entry is
 * reused while none of the files it read (the spec and the files its `$ref`s reached) changed, so
 * `sextant dev` sees an edited spec on the next request without being told.
 */

import path from 'node:path';
import { isCurrent, loadOpenApi, type LoadOpenApiResult, type OpenApiDocument } from './openapi-document.js';
import { fileStamp } from '../../source/file-stamp.js';
import { specPath } from './spec-file.js';

/** Large specs take tens of MB parsed; a handful covers any site's pages in one thread. */
const MAX_ENTRIES = 8;

type Loaded = { ok: true; doc: OpenApiDocument } | { ok: false };

const clears: (() => void)[] = [];

/** A per-thread cache in front of `load` (most recently used kept, at most MAX_ENTRIES). */
export function documentCache<R extends Loaded>(load: (root: string, file: string) => R): (root: string, file: string) => R {
  const entries = new Map<string, { result: R; stamp: string }>();
  clears.push(() => entries.clear());
  return (root, file) => {
    const key = `${path.resolve(root)}\n${file}`;
    const hit = entries.get(key);
    if (hit && (hit.result.ok ? isCurrent(hit.result.doc) : fileStamp(specPath(root, file)) === hit.stamp)) {
      // Most recently used last, so the oldest entry is the one dropped.
      entries.delete(key);
      entries.set(key, hit);
      return hit.result;
    }
    const stamp = fileStamp(specPath(root, file));
    const result = load(root, file);
    entries.delete(key);
    entries.set(key, { result, stamp });
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    return result;
  };
}

/** `loadOpenApi`, reusing the previous result while its files are unchanged. */
export const cachedOpenApi: (root: string, file: string) => LoadOpenApiResult = documentCache(loadOpenApi);

/** Forget every loaded document (tests; memory). */
export function clearOpenApiCache(): void {
  for (const clear of clears) clear();
}
