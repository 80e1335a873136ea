import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { ConfigDocument } from '../config/load.js';
import { DEFAULT_THEME, THEMES, THEME_NAMES, type ThemeName } from '../config/themes.js';
import type { FileIndex } from '../source/scan-files.js';
import type { SpecRegistry } from '../specs/registry.js';
import type { Division, Route, SiteModel, SpecSummary } from '../model/site-model.js';
import type { SiteSettings } from '../model/settings.js';
import { readSpecSources } from './api-pages.js';
import { isObject, type ResolveContext } from './context.js';
import { emptyGlobalLinks, readGlobalLinks } from './global-links.js';
import { forEachDivision } from '../common/divisions.js';
import { linkPrevNext, setFirstRoutes } from './prev-next.js';
import { resolveNavigation } from './resolve-navigation.js';
import { RouteTable } from './route-table.js';

/** Neutral default for `colors.primary`. */
export const DEFAULT_PRIMARY = '#52525B';

export interface BuildSiteInput {
  root: string;
  document: ConfigDocument;
  files: FileIndex;
  specs: SpecRegistry;
}

/** Resolve validated docs.json plus the project's files into the SiteModel. */
export function buildSiteModel(input: BuildSiteInput): { model: SiteModel; diagnostics: Diagnostic[] } {
  const config = (isObject(input.document.value) ? input.document.value : {}) as Record<string, unknown>;
  const ctx: ResolveContext = {
    doc: input.document,
    files: input.files,
    specs: input.specs,
    routes: new RouteTable(),
    diagnostics: [],
    apiDefaults: { openapi: [], asyncapi: [] },
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
  const api = isObject(config['api']) ? config['api'] : {};
  if (api['openapi'] !== undefined) ctx.apiDefaults.openapi = readSpecSources(ctx, api['openapi'], ['api', 'openapi'], 'openapi');
  if (api['asyncapi'] !== undefined) ctx.apiDefaults.asyncapi = readSpecSources(ctx, api['asyncapi'], ['api', 'asyncapi'], 'asyncapi');

  const navigation = isObject(config['navigation']) ? config['navigation'] : {};
  const root = resolveNavigation(ctx, navigation);
  const global =
    navigation['global'] !== undefined ? readGlobalLinks(ctx, navigation['global'], ['navigation', 'global']) : emptyGlobalLinks();

  addUnlistedPages(ctx, root);
  const byPath = new Map(ctx.routes.ordered.map((r) => [r.path, r]));
  linkPrevNext(root, byPath);
  setFirstRoutes(root, byPath);

  const theme: ThemeName = (THEME_NAMES as readonly unknown[]).includes(config['theme']) ? (config['theme'] as ThemeName) : DEFAULT_THEME;
  const styling = isObject(config['styling']) ? config['styling'] : {};
  const interaction = isObject(config['interaction']) ? config['interaction'] : {};
  const model: SiteModel = {
    modelVersion: 1,
    name: typeof config['name'] === 'string' && config['name'].trim() ? config['name'].trim() : path.basename(path.resolve(input.root)),
    theme,
    layout: THEMES[theme].layout,
    eyebrows: styling['eyebrows'] === 'section' || styling['eyebrows'] === 'breadcrumbs' ? styling['eyebrows'] : THEMES[theme].eyebrows,
    drilldown: typeof interaction['drilldown'] === 'boolean' ? interaction['drilldown'] : THEMES[theme].drilldown,
    settings: readSettings(config, input.root),
    root,
    global,
    routes: ctx.routes.ordered,
    specs: summarizeSpecs(input.specs),
  };
  return { model, diagnostics: ctx.diagnostics };
}

/**
 * Page files the navigation does not list are still built (reachable by URL, hidden from the
 * sidebar). Each joins the division whose listed pages share the longest URL prefix with it.
 */
function addUnlistedPages(ctx: ResolveContext, root: Division): void {
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
    if (/(^|\/)_?snippets\//.test(file)) continue;
    let folder = url;
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
      source: { file, pointer: '' },
    };
    ctx.routes.add(`mdx:${file}`, route);
  }
}

/** docs.json minus `navigation`, with defaults applied. The schema has validated the shapes. */
function readSettings(config: Record<string, unknown>, root: string): SiteSettings {
  const { navigation: _navigation, $schema: _schema, theme: _theme, styling, interaction: _interaction, ...rest } = config;
  const colors =
    isObject(config['colors']) && typeof config['colors']['primary'] === 'string'
      ? (config['colors'] as SiteSettings['colors'])
      : { primary: DEFAULT_PRIMARY };
  const appearance = isObject(config['appearance']) ? config['appearance'] : {};
  const icons = isObject(config['icons']) ? config['icons'] : {};
  const { eyebrows: _eyebrows, ...stylingRest } = isObject(styling) ? styling : {};
  return {
    ...(rest as Partial<SiteSettings>),
    name: typeof config['name'] === 'string' && config['name'].trim() ? config['name'].trim() : path.basename(path.resolve(root)),
    colors,
    appearance: {
      default: appearance['default'] === 'light' || appearance['default'] === 'dark' ? appearance['default'] : 'system',
      strict: appearance['strict'] === true,
    },
    icons: { library: icons['library'] === 'lucide' || icons['library'] === 'tabler' ? icons['library'] : 'fontawesome' },
    styling: stylingRest as SiteSettings['styling'],
    redirects: Array.isArray(config['redirects']) ? (config['redirects'] as SiteSettings['redirects']) : [],
    variables: isObject(config['variables']) ? (config['variables'] as Record<string, string>) : {},
  };
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
