// The names `check` and `checkSite` of the programmatic API and the tests: loading a site (site/site.ts).
import { sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import { loadSite, loadSiteSync, type LoadOptions, type LoadSiteOptions, type Site } from './site.js';
import { pageDiagnostics } from './page-diagnostics.js';
import { asyncApiDiagnostics, withAsyncApiFindings } from './asyncapi-checks.js';
import { grammarDiagnostics } from './grammar-checks.js';
import { navIconDiagnostics } from './icon-checks.js';
import type { ExternalLinkOptions } from './external-links.js';

export type CheckOptions = LoadOptions;
export type CheckSiteOptions = LoadSiteOptions;
/** `sextant check`'s options: loading, and `--external`. */
export type CheckPagesOptions = LoadSiteOptions & { external?: ExternalLinkOptions };
/** A loaded site: its diagnostics, config files, model and files. */
export type CheckResult = Site;

/**
 * Validate a docs folder: docs.json, its includes, the navigation, page files and endpoint
 * references. Returns every problem found; throws only on internal faults.
 */
export function check(dir: string, options: CheckOptions = {}): CheckResult {
  return loadSiteSync(dir, options);
}

/** `check`, after fetching every spec docs.json names by URL (see loadSite). */
export function checkSite(dir: string, options: CheckSiteOptions = {}): Promise<CheckResult> {
  return loadSite(dir, options);
}

/**
 * What `sextant check` reports: the site's problems and its pages' (each page compiled, nothing
 * written), together in one run, whatever the config's errors.
 */
export async function checkSiteAndPages(dir: string, options: CheckPagesOptions = {}): Promise<{ site: Site; diagnostics: Diagnostic[] }> {
  const { external, ...load } = options;
  const site = await loadSite(dir, load);
  const failLinks = (d: Diagnostic) => (LINK_CODES.has(d.code) ? { ...d, severity: 'error' as const } : d);
  const pages = (await pageDiagnostics(site, external ? { external } : {})).map(failLinks);
  // docs.json's own links (navbar, footer) are the site's.
  const specs = withAsyncApiFindings(site.diagnostics.map(failLinks), await asyncApiDiagnostics(site.root, site.model));
  const grammars = await grammarDiagnostics(site.root, site.model);
  const icons = navIconDiagnostics(site.root, site.model);
  return { site, diagnostics: sortDiagnostics(dedupe([...specs, ...grammars, ...icons, ...pages])) };
}

/** Links that go nowhere only warn in `build` (the page is built); `check` is where they fail (SPEC.md "What fails a build"). */
const LINK_CODES: ReadonlySet<string> = new Set(['broken-link', 'broken-anchor']);

/** A page compiled twice (a shared snippet) reports its problems once. */
function dedupe(list: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return list.filter((d) => {
    const key = `${d.file}:${d.line}:${d.column}:${d.code}:${d.message}`;
    return !seen.has(key) && !!seen.add(key);
  });
}
