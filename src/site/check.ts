// The names `check` and `checkSite` of the programmatic API and the tests: loading a site (site/site.ts).
import { loadSite, loadSiteSync, type LoadOptions, type LoadSiteOptions, type Site } from './site.js';

export type CheckOptions = LoadOptions;
export type CheckSiteOptions = LoadSiteOptions;
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
