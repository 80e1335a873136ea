/**
 * Read one spec file (a project path, or a URL's fetched copy) with source/read-document, guarded so that
 * no input crashes the caller: every failure is a located diagnostic naming the project path or URL.
 */

import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { readDocument } from '../../source/read-document.js';
import { remoteCopy } from './remote-specs.js';

export const isUrlSource = (source: string): boolean => /^https?:\/\//i.test(source);

/** The absolute path a source is read from, or undefined for a URL that was never fetched. */
export function specPath(root: string, source: string): string | undefined {
  return isUrlSource(source) ? remoteCopy(root, source) : path.join(root, source);
}

export type ReadSpecResult = { ok: true; value: unknown } | { ok: false; diagnostics: Diagnostic[] };

/** Parse a spec; diagnostics name `source` (the URL for fetched copies). Only the value is kept. */
export function readSpec(root: string, source: string): ReadSpecResult {
  const fail = (code: string, message: string): ReadSpecResult => ({
    ok: false,
    diagnostics: [{ severity: 'error', code, message, file: source, line: 1, column: 1, pointer: '' }],
  });
  const abs = specPath(root, source);
  if (!abs) return fail('spec-unreadable', `${source} has not been fetched (it is fetched before a build, dev or check)`);
  const name = isUrlSource(source) ? path.basename(abs) : source;
  let read: ReturnType<typeof readDocument>;
  try {
    // Renderers and the $ref walk recurse: JSON nesting is refused before parsing.
    read = readDocument(abs, name, { checkJsonDepth: true, valueOnly: true });
  } catch (err) {
    // A pathological document (nesting deep enough to exhaust the stack) must not stop the build.
    return fail('spec-unreadable', `Cannot read ${source}: ${(err as Error).message}`);
  }
  if (read.ok) return { ok: true, value: read.document.value };
  if (!isUrlSource(source)) return { ok: false, diagnostics: read.diagnostics };
  return {
    ok: false,
    diagnostics: read.diagnostics.map((d): Diagnostic => ({ ...d, file: source, message: d.message.split(name).join(source) })),
  };
}

/** The text of a spec for locating diagnostics ('' when it cannot be read). */
export function readSpecText(root: string, source: string): string {
  const abs = specPath(root, source);
  try {
    // Without a byte-order mark, like the text readDocument parsed: offsets are the same.
    return abs ? fs.readFileSync(abs, 'utf8').replace(/^\uFEFF/, '') : '';
  } catch {
    return '';
  }
}
