import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Config } from '../config/schema/config.js';
import type { FileIndex } from '../source/scan-files.js';
import type { SpecRegistry } from '../specs/registry.js';
import type { Division, Route, SiteModel, SpecSummary } from '../model/site-model.js';
import type { SiteSettings } from '../model/settings.js';
import { readSpecSources } from './api-pages.js';
import type { ConfigLocator, ResolveContext } from './context.js';
import { emptyGlobalLinks, readGlobalLinks } from './global-links.js';
import { forEachDivision } from '../common/divisions.js';
import { linkPrevNext, setFirstRoutes } from './prev-next.js';
import { resolveNavigation } from './resolve-navigation.js';
import { RouteTable } from './route-table.js';
import { logoSizes } from './logo-sizes.js';
import { siteImages } from './site-images.js';
import { checkConfigLinks } from './config-links.js';
import { readCodeLanguages } from './code-languages.js';
import { codeScheme } from './code-scheme.js';
import { readFontPackages } from './font-packages.js';
import { resolvePageOperations } from './page-operations.js';
import { checkRedirects, unlistedPageRedirected } from './redirect-checks.js';

export interface BuildSiteInput {
  root: string;
  /** docs.json, validated and with defaults applied (config/resolveConfig). */
  config: Config;
  /** Where each path of docs.json was written, for diagnostics. */
  locator: ConfigLocator;
  files: FileIndex;
  specs: SpecRegistry;
}

/** Resolve the typed Config plus the project's files into the SiteModel. */
export function buildSiteModel(input: BuildSiteInput): { model: SiteModel; diagnostics: Diagnostic[] } {
  const { config } = input;
  const ctx: ResolveContext = {
    locator: input.locator,
    files: input.files,
    specs: input.specs,
    routes: new RouteTable(),
    diagnostics: [],
    apiDefaults: { openapi: [], asyncapi: [], unreadOpenapi: [] },
  };
  for (const [a, b] of ctx.routes.reservePages(input.files.pages)) {
    ctx.diagnostics.push({
      severity: 'error',
      code: 'route-collision',
      message: `${b} and ${a} would both be served at the same URL`,
      file: b,
      line: 1,
      column: 1,
      pointer: '',
      hint: `rename or remove one of them`,
    });
  }
  for (const [md, mdx] of input.files.shadowed) {
    ctx.diagnostics.push({
      severity: 'error',
      code: 'route-collision',
      message: `${md} and ${mdx} would both be served at the same URL; ${mdx} is used`,
      file: md,
      line: 1,
      column: 1,
      pointer: '',
      hint: 'rename or remove one of them',
    });
  }
  const api = config.api ?? {};
  if (api.playground?.display) ctx.playgroundDefault = api.playground.display;
  if (api.openapi !== undefined)
    ctx.apiDefaults.openapi = readSpecSources(ctx, api.openapi, ['api', 'openapi'], 'openapi', ctx.apiDefaults.unreadOpenapi);
  if (api.asyncapi !== undefined) ctx.apiDefaults.asyncapi = readSpecSources(ctx, api.asyncapi, ['api', 'asyncapi'], 'asyncapi');

  // The tree's element shapes are recursive (typed loosely by the schema); the resolver checks each element.
  const navigation = config.navigation as Record<string, unknown>;
  const root = resolveNavigation(ctx, navigation);
  const global =
    navigation['global'] !== undefined ? readGlobalLinks(ctx, navigation['global'], ['navigation', 'global']) : emptyGlobalLinks();

  addUnlistedPages(ctx, root, unlistedPageRedirected(ctx, config.redirects));
  resolvePageOperations(ctx, input.root);
  const byPath = new Map(ctx.routes.ordered.map((r) => [r.path, r]));
  linkPrevNext(root, byPath);
  setFirstRoutes(root, byPath);
  checkRedirects(ctx, config.redirects, ctx.routes.ordered, input.files.files);

  const images = siteImages(siteSettings(config), input.files.files, input.locator);
  ctx.diagnostics.push(...images.diagnostics);
  const model: SiteModel = {
    modelVersion: 1,
    name: config.name,
    theme: config.theme,
    layout: config.layout,
    eyebrows: config.styling.eyebrows,
    drilldown: config.interaction.drilldown,
    settings: images.settings,
    root,
    global,
    routes: ctx.routes.ordered,
    specs: summarizeSpecs(input.specs),
  };
  ctx.diagnostics.push(...checkConfigLinks(model, input.locator));
  const logos = logoSizes(input.root, model.settings.logo);
  if (logos) model.logoSizes = logos;
  const fonts = readFontPackages(input.root, config.fonts, input.locator);
  if (fonts.packages.length) model.fontPackages = fonts.packages;
  ctx.diagnostics.push(...fonts.diagnostics);
  const codeblocks = config.styling.codeblocks;
  const scheme = codeScheme(codeblocks);
  if (scheme) model.codeScheme = scheme;
  const custom = typeof codeblocks === 'object' ? codeblocks.languages?.custom : undefined;
  if (custom?.length) {
    const { languages, diagnostics } = readCodeLanguages(input.root, custom, input.files.files, input.locator);
    if (languages.length) model.codeLanguages = languages;
    ctx.diagnostics.push(...diagnostics);
  }
  return { model, diagnostics: ctx.diagnostics };
}

/**
 * Page files the navigation does not list are still built (reachable by URL, hidden from the
 * sidebar), but those whose URL a redirect takes. Each joins the division whose listed pages share the
 * longest URL prefix with it.
 */
function addUnlistedPages(ctx: ResolveContext, root: Division, redirected: (url: string, file: string) => boolean): void {
  const divisionByFolder = new Map<string, string>();
  for (const r of ctx.routes.ordered) {
    const folder = r.path.slice(0, r.path.lastIndexOf('/'));
    if (!divisionByFolder.has(folder)) divisionByFolder.set(folder, r.division);
  }
  let fallback = '';
  forEachDivision(root, (d) => {
    if (!fallback && d.sidebar) fallback = d.id;
  });
  for (const [url, file] of ctx.routes.unlisted()) {
    if (/(^|\/)_?snippets\//.test(file) || redirected(url, file)) continue;
    // From the URL itself: a folder's index page (`fr/index.mdx`, at `/fr`) joins the pages below it (`/fr/…`).
    let folder = `${url}/`;
    let division: string | undefined;
    while (folder && division === undefined) {
      folder = folder.slice(0, folder.lastIndexOf('/'));
      division = divisionByFolder.get(folder);
    }
    const route: Route = {
      path: url,
      page: { kind: 'mdx', file },
      division: division ?? fallback,
      groups: [],
      breadcrumbs: [],
      hidden: true,
      unlisted: true,
      source: { file, pointer: '' },
    };
    ctx.routes.add(`mdx:${file}`, route);
  }
}

const NOT_SETTINGS = new Set(['navigation', '$schema', 'theme', 'layout', 'interaction']);

/** The Config minus `navigation` and what the model holds on its own, in the Config's key order. */
function siteSettings(config: Config): SiteSettings {
  const { eyebrows: _eyebrows, ...styling } = config.styling;
  const entries = Object.entries(config).filter(([k]) => !NOT_SETTINGS.has(k));
  return Object.fromEntries(entries.map(([k, v]) => [k, k === 'styling' ? styling : v])) as SiteSettings;
}

function summarizeSpecs(specs: SpecRegistry): SpecSummary[] {
  return specs.loaded().map(([source, index]) => ({
    kind: index.kind,
    source,
    version: index.version,
    ...(index.title ? { title: index.title } : {}),
    operations: index.kind === 'openapi' ? index.operations.length : 0,
    webhooks: index.kind === 'openapi' ? index.webhooks.length : 0,
    channels: index.kind === 'asyncapi' ? index.channels.length : 0,
  }));
}
