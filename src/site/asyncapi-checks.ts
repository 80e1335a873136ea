/**
 * `sextant check` (and build) run asyncapi-check's rules on every AsyncAPI file the navigation uses:
 * the official schema, operations and replies on channels and messages that exist, servers, security
 * schemes, address parameters, examples. Loading problems and `$ref`s that dangle, loop or leave the
 * docs folder are the spec loader's to report (specs/registry.ts), as for OpenAPI: they are left out
 * here so each problem is reported once.
 */
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { SiteModel } from '../model/site-model.js';
import { isUrlSource, specPath } from '../specs/openapi/spec-file.js';
import { ASYNCAPI_CONTENT_CODES } from '../asyncapi/check/codes.js';

/** The findings of asyncapi-check on the site's AsyncAPI files, named as the project names them. */
export async function asyncApiDiagnostics(root: string, model: SiteModel | undefined): Promise<Diagnostic[]> {
  const sources = (model?.specs ?? []).filter((s) => s.kind === 'asyncapi').map((s) => s.source);
  if (!sources.length) return [];
  // The checker and its validators load only for sites with AsyncAPI specs.
  const { checkAsyncApiFile } = await import('../asyncapi/check/check-asyncapi.js');
  const out: Diagnostic[] = [];
  for (const source of sources) {
    const abs = specPath(root, source);
    if (!abs) continue;
    // A URL spec's findings name the URL (its fetched copy is the file checked); other files are project paths.
    const display = (file: string) => (file === abs && isUrlSource(source) ? source : path.relative(root, file).split(path.sep).join('/'));
    const result = await checkAsyncApiFile(abs, display);
    out.push(...result.diagnostics.filter((d) => ASYNCAPI_CONTENT_CODES.has(d.code)));
  }
  return out;
}

/** Findings that say in their rule's words what a dangling `$ref` at the same place means. */
const EXPLAINS_REF = new Set(['asyncapi-operation-channel', 'asyncapi-operation-message', 'asyncapi-channel-server-unknown']);

/**
 * The site's diagnostics with the AsyncAPI findings added: the loader's "points to nothing" at a `$ref`
 * a finding explains (an operation on a channel that does not exist) is dropped, so it is said once.
 */
export function withAsyncApiFindings(site: readonly Diagnostic[], found: readonly Diagnostic[]): Diagnostic[] {
  const explained = new Set(found.filter((d) => EXPLAINS_REF.has(d.code)).map((d) => `${d.file}:${d.line}`));
  return [...site.filter((d) => d.code !== 'spec-ref-dangling' || !explained.has(`${d.file}:${d.line}`)), ...found];
}
