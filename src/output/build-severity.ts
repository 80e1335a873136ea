import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { REPAIRED_CODES } from '../diagnostics/repaired.js';
import { ASYNCAPI_CONTENT_CODES } from '../asyncapi/check/codes.js';

/**
 * SPEC.md "What fails a build": problems with one entry or one page (a missing page file, an
 * endpoint or spec that cannot be used, an unknown component, a broken link or asset) only warn in
 * `build`, where the entry is skipped or marked, and so do the seed rules `build` repairs
 * (diagnostics/repaired.ts); `--strict` turns every warning into an error.
 */
const ENTRY_LEVEL = new Set([
  'nav-page-not-found',
  'nav-endpoint-not-found',
  'nav-schema-not-found',
  'nav-endpoint-no-spec',
  'nav-endpoint-ambiguous',
  'nav-channel-not-found',
  'nav-channel-no-spec',
  'nav-spec-not-found',
  'nav-spec-invalid',
  'nav-spec-wrong-kind',
  'spec-too-large',
  'spec-unreadable',
  'spec-unknown-format',
  'spec-invalid-shape',
  'spec-unsupported-version',
  'spec-upgrade-failed',
  'snippet-not-found',
  // the page is built with its body, without its frontmatter
  'frontmatter-syntax',
]);

/** Whether a diagnostic found while building is about a spec file (its own syntax errors). */
function inSpecFile(d: Diagnostic, configFiles: ReadonlySet<string>): boolean {
  return (d.code === 'json-syntax' || d.code === 'yaml-syntax' || d.code === 'json-too-deep') && !configFiles.has(d.file);
}

/** The severity a diagnostic has in `sextant build`. */
export function buildSeverity(d: Diagnostic, strict: boolean, configFiles: ReadonlySet<string>): Diagnostic {
  if (strict) return d.severity === 'error' ? d : { ...d, severity: 'error' };
  if (
    d.severity === 'error' &&
    (ENTRY_LEVEL.has(d.code) || REPAIRED_CODES.has(d.code) || ASYNCAPI_CONTENT_CODES.has(d.code) || inSpecFile(d, configFiles))
  )
    return { ...d, severity: 'warning' };
  return d;
}
