/**
 * An AsyncAPI description loaded for rendering and checking: the root document as written (2.x or
 * 3.0) and the same lazy `$ref` following OpenAPI documents use (other files of the project, read
 * once on first use; URLs and paths leaving the docs folder refused). Loaded documents are kept per
 * thread while none of their files changed, as OpenAPI documents are (openapi/document-cache.ts).
 */
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { isObject } from '../../common/is-object.js';
import { fileStamp } from '../../source/file-stamp.js';
import { locatePath } from '../openapi/locate.js';
import { documentCache } from '../openapi/document-cache.js';
import { lazySpecDocument, type OpenApiDocument } from '../openapi/openapi-document.js';
import { readSpec, readSpecText, specPath } from '../openapi/spec-file.js';

/** `root` is the document as written; `resolve`/`deref` follow its `$ref`s. */
export type AsyncApiDocument = OpenApiDocument;

export type LoadAsyncApiResult = { ok: true; doc: AsyncApiDocument; diagnostics: Diagnostic[] } | { ok: false; diagnostics: Diagnostic[] };

/** Versions Sextant renders: AsyncAPI 2.0–2.6, 3.0 and 3.1 (a non-breaking minor release of 3.0). */
export const SUPPORTED_ASYNCAPI = /^(2\.[0-6]|3\.[01])\.\d+$/;

/** Load a project's AsyncAPI file (`file` relative to `root`, or a URL fetched before the build). */
export function loadAsyncApi(root: string, file: string): LoadAsyncApiResult {
  const stamp = fileStamp(specPath(root, file));
  const read = readSpec(root, file);
  if (!read.ok) return { ok: false, diagnostics: read.diagnostics };
  const value = read.value;
  const at = (code: string, message: string, where: string[]): Diagnostic => ({
    severity: 'error',
    code,
    message,
    file,
    ...locatePath(file, readSpecText(root, file), where),
  });
  if (!isObject(value) || typeof value['asyncapi'] !== 'string') {
    return {
      ok: false,
      diagnostics: [at('spec-unknown-format', `${file} is not an AsyncAPI description (no \`asyncapi\` version field)`, [])],
    };
  }
  const version = value['asyncapi'];
  if (!SUPPORTED_ASYNCAPI.test(version)) {
    return {
      ok: false,
      diagnostics: [
        at('spec-unsupported-version', `${file} declares asyncapi ${version}; supported: AsyncAPI 2.0 to 2.6, 3.0 and 3.1`, ['asyncapi']),
      ],
    };
  }
  return { ok: true, doc: lazySpecDocument(root, file, version, value, stamp), diagnostics: [] };
}

/** `loadAsyncApi`, reusing the previous result while its files are unchanged (spec documents' per-thread cache). */
export const cachedAsyncApi: (root: string, file: string) => LoadAsyncApiResult = documentCache(loadAsyncApi);
