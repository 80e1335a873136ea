/**
 * The programmatic API of the package (`import { build } from 'sextant-docs'`): a thin facade over
 * the functions the CLI runs, with the same results and diagnostics and nothing printed.
 */
import { checkSiteAndPages } from './site/check.js';
import type { Diagnostic } from './diagnostics/diagnostic.js';
import { formatText } from './diagnostics/format.js';
import type { BuildResult } from './output/build.js';
import type { SiteModel } from './model/site-model.js';

export type { Diagnostic } from './diagnostics/diagnostic.js';
export type { BuildResult } from './output/build.js';
export type { SiteModel, Route, PageSource, Division, NavNode, NavGroup, NavPage, SpecSummary } from './model/site-model.js';
export type { Page, PageMeta, TocEntry } from './model/page.js';
export type { SiteSettings, ApiSettings } from './model/settings.js';
export type { ApiPageData } from './model/api-page.js';
export { createProxyHandler, ProxyError } from './dev/proxy/proxy-handler.js';
export type { ProxyHandlerOptions, ProxyTransport, UpstreamRequest, UpstreamResponse, LookupFunction } from './dev/proxy/proxy-handler.js';

export interface CheckOptions {
  /** Output folder to leave out of the scan (default `<dir>/dist`). */
  out?: string;
  /** Use and update the cache of URL specs in `<dir>/.sextant/specs` (default true). */
  cache?: boolean;
}

export interface CheckResult {
  /** Every problem found, sorted by file and position. */
  diagnostics: Diagnostic[];
  /** The site: settings, divisions, navigation and routes. Undefined when docs.json could not be read. */
  model?: SiteModel;
}

/** Validate a docs folder as `sextant check` does: docs.json, its includes, the navigation, pages, endpoint references. */
export async function check(dir: string, options: CheckOptions = {}): Promise<CheckResult> {
  const { site, diagnostics } = await checkSiteAndPages(dir, {
    ...(options.out ? { outDir: options.out } : {}),
    cache: options.cache !== false,
  });
  return { diagnostics, ...(site.model ? { model: site.model } : {}) };
}

export interface BuildOptions {
  /** Output folder (default `<dir>/dist`). */
  out?: string;
  /** Every warning fails the build. */
  strict?: boolean;
  /** Keep and reuse the build cache in `<dir>/.sextant/cache` (default true). */
  cache?: boolean;
  /** Worker threads (default: one per core for large sites, none for small ones). */
  workers?: number;
  /** Called as pages finish. */
  onProgress?: (done: number, total: number) => void;
}

/** Build a docs folder into a static site as `sextant build` does; `ok` is false when it failed (the previous output is kept). */
export async function build(dir: string, options: BuildOptions = {}): Promise<BuildResult> {
  const { build: buildSite } = await import('./output/build.js');
  const { out, ...rest } = options;
  return buildSite(dir, { ...rest, ...(out ? { outDir: out } : {}) });
}

export interface DevOptions {
  /** Default 3000; 0 picks a free port. */
  port?: number;
  /** Default `localhost`. */
  host?: string;
  /** Receives the status lines and diagnostics the server reports as files change (default: dropped). */
  log?: (line: string) => void;
}

export interface DevServer {
  /** The address the server listens on. */
  url: string;
  /** The problems found at start. */
  diagnostics: Diagnostic[];
  /** Stop watching and close the server. */
  close(): Promise<void>;
}

/** Serve a docs folder with live reload as `sextant dev` does, until `close()`. */
export async function dev(dir: string, options: DevOptions = {}): Promise<DevServer> {
  const { startDevServer } = await import('./dev/dev-server.js');
  const server = await startDevServer({
    root: dir,
    port: options.port ?? 3000,
    host: options.host ?? 'localhost',
    log: options.log ?? (() => {}),
  });
  return { url: server.url, diagnostics: server.diagnostics, close: () => server.close() };
}

/** Diagnostics as `sextant check` prints them: `docs.json:41:9  error  code  message  (pointer)`, hints below. */
export function formatDiagnostics(diagnostics: readonly Diagnostic[], options: { color?: boolean } = {}): string {
  return formatText(diagnostics, options);
}
