import path from 'node:path';
import { sortDiagnostics, type Diagnostic } from './diagnostics/diagnostic.js';
import { loadConfig, type LoadConfigResult } from './config/load.js';
import { validateConfig } from './config/validate.js';
import { resolveConfig } from './config/resolve.js';
import { scanFiles, type FileIndex } from './source/scan-files.js';
import { SpecRegistry } from './specs/registry.js';
import { buildSiteModel } from './navigation/build-site.js';
import type { SiteModel } from './model/site-model.js';
import { collectSpecUrls, RemoteSpecs } from './specs/openapi/remote-specs.js';

export interface CheckOptions {
  /** Output folder to leave out of the scan (default `dist`). */
  outDir?: string;
  /** URL specs fetched already (see checkSite); without it a URL spec reads its cached copy, if any. */
  remote?: RemoteSpecs;
}

export interface CheckSiteOptions extends CheckOptions {
  /** Use and update the cache of URL specs in `<dir>/.sextant/specs` (default true). */
  cache?: boolean;
  /** Per URL spec (default 30 s). */
  fetchTimeoutMs?: number;
}

export interface CheckResult {
  diagnostics: Diagnostic[];
  /** docs.json and the files it includes with `$ref`. */
  configFiles: string[];
  /** Undefined when docs.json could not be read or parsed. */
  model?: SiteModel;
  /** The docs folder's files, as scanned for the check (build and dev reuse them). */
  files?: FileIndex;
}

/**
 * Validate a docs folder: docs.json, its includes, the navigation, page files and endpoint
 * references. Returns every problem found; throws only on internal faults.
 */
export function check(dir: string, options: CheckOptions = {}): CheckResult {
  const root = path.resolve(dir);
  return checkLoaded(root, loadConfig(root), options);
}

/**
 * `check`, after fetching every spec docs.json names by URL (what build, dev and `sextant check`
 * use): a URL that cannot be fetched falls back to its cached copy with a warning, else is an error.
 */
export async function checkSite(dir: string, options: CheckSiteOptions = {}): Promise<CheckResult> {
  const root = path.resolve(dir);
  const loaded = loadConfig(root);
  const remote =
    options.remote ??
    new RemoteSpecs(root, { cache: options.cache !== false, ...(options.fetchTimeoutMs ? { timeoutMs: options.fetchTimeoutMs } : {}) });
  if (loaded.document) await remote.prefetch(collectSpecUrls(loaded.document));
  return checkLoaded(root, loaded, { ...options, remote });
}

function checkLoaded(root: string, loaded: LoadConfigResult, options: CheckOptions): CheckResult {
  const document = loaded.document;
  if (!document) return { diagnostics: sortDiagnostics(loaded.diagnostics), configFiles: ['docs.json'] };
  const diagnostics = [...loaded.diagnostics, ...validateConfig(document)];
  const files = scanFiles(root, options);
  const specs = new SpecRegistry(root, files, options.remote);
  const config = resolveConfig(document, root);
  const site = buildSiteModel({ root, config, locator: document, files, specs });
  diagnostics.push(...site.diagnostics, ...specs.diagnostics());
  const judged = diagnostics.filter((d) => d.code.startsWith('config-ref-') || !insideFailedInclude(d, document.failedIncludes));
  return { diagnostics: sortDiagnostics(dedupe(judged)), configFiles: document.files, model: site.model, files };
}

/** True for a diagnostic about an object whose include failed (its content is incomplete, so the finding is a knock-on). */
function insideFailedInclude(d: Diagnostic, failed: { file: string; pointer: string }[]): boolean {
  return failed.some((f) => d.file === f.file && (d.pointer === f.pointer || d.pointer.startsWith(f.pointer + '/')));
}

/** Drop exact repeats (a shared spec's errors reached from several fields). */
function dedupe(list: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return list.filter((d) => {
    const key = `${d.file}:${d.line}:${d.column}:${d.code}:${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
