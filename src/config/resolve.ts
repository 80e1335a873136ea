import path from 'node:path';
import { isObject } from '../common/is-object.js';
import type { PathSegment } from '../common/json-pointer.js';
import type { ConfigDocument } from './load.js';
import type { Config, DocsConfigOutput } from './schema/config.js';
import { DocsConfigSchema } from './schema/docs-config.js';
import { DEFAULT_THEME, THEMES, THEME_NAMES, type ThemeName } from './themes.js';
import { findUnknownKeys } from './unknown-keys.js';
import { redirectPath, rootedPath } from './redirect-path.js';

/** Neutral default for `colors.primary`. */
export const DEFAULT_PRIMARY = '#52525B';

/**
 * Everything but `navigation`: the navigation tree is checked element by element by the navigation
 * resolver (which explains misplaced children and suggests names), so it is passed on as written.
 */
const SettingsSchema = DocsConfigSchema.omit({ navigation: true });
type Settings = Omit<DocsConfigOutput, 'navigation'>;

/**
 * docs.json → the typed Config, leniently: unknown keys (warned about by validateConfig) are left
 * out, and a field that fails its schema (an error, so the build fails anyway) falls back to its
 * default, so the navigation can still be resolved and every other problem reported.
 */
export function resolveConfig(doc: ConfigDocument, root: string): Config {
  const value = isObject(doc.value) ? doc.value : {};
  const settings = parseSettings(value);
  const navigation = (isObject(value['navigation']) ? value['navigation'] : {}) as DocsConfigOutput['navigation'];
  return applyDefaults({ ...settings, navigation }, root);
}

function parseSettings(value: Record<string, unknown>): Settings {
  const input = withoutUnknownKeys(value);
  // Each round drops the top-level fields that failed; a handful of rounds always ends with none left.
  for (let round = 0; round < 50; round++) {
    const result = SettingsSchema.safeParse(input);
    if (result.success) return inInputOrder(result.data, input) as Settings;
    const failed = new Set(result.error.issues.map((i) => i.path[0]).filter((k) => typeof k === 'string'));
    if (failed.size === 0) break;
    for (const k of failed) delete input[k];
  }
  return {};
}

/** A copy of docs.json without `navigation` and without the keys the schema does not know. */
function withoutUnknownKeys(value: Record<string, unknown>): Record<string, unknown> {
  const { navigation: _navigation, ...rest } = value;
  const copy = structuredClone(rest);
  for (const u of findUnknownKeys(copy, SettingsSchema)) deleteAt(copy, u.path);
  return copy;
}

function deleteAt(root: unknown, at: PathSegment[]): void {
  let node = root;
  for (const seg of at.slice(0, -1)) node = isObject(node) || Array.isArray(node) ? (node as Record<PathSegment, unknown>)[seg] : undefined;
  if (isObject(node)) delete node[String(at[at.length - 1])];
}

/** zod lists object keys in schema order; keep the order they were written in (objects are emitted in that order). */
function inInputOrder(out: unknown, input: unknown): unknown {
  if (Array.isArray(out)) return out.map((v, i) => inInputOrder(v, Array.isArray(input) ? input[i] : undefined));
  if (!isObject(out) || !isObject(input)) return out;
  const ordered: Record<string, unknown> = {};
  for (const k of [...Object.keys(input), ...Object.keys(out)]) {
    if (Object.hasOwn(out, k) && !Object.hasOwn(ordered, k)) ordered[k] = inInputOrder(out[k], input[k]);
  }
  return ordered;
}

/** Theme defaults (layout, eyebrows, drilldown) and Sextant's defaults for the fields every stage reads. */
function applyDefaults(c: DocsConfigOutput, root: string): Config {
  const theme: ThemeName = c.theme && (THEME_NAMES as readonly string[]).includes(c.theme) ? c.theme : DEFAULT_THEME;
  const defaults = THEMES[theme];
  // `styling` goes after `icons` wherever it was written: the SiteModel's settings keep this order.
  const { styling, ...rest } = c;
  return {
    ...rest,
    theme,
    layout: defaults.layout,
    name: c.name || path.basename(path.resolve(root)),
    colors: c.colors ?? { primary: DEFAULT_PRIMARY },
    appearance: { default: c.appearance?.default ?? 'system', strict: c.appearance?.strict === true },
    icons: { library: c.icons?.library ?? 'fontawesome' },
    styling: { ...styling, eyebrows: styling?.eyebrows ?? defaults.eyebrows },
    interaction: { drilldown: c.interaction?.drilldown ?? defaults.drilldown },
    redirects: repairRedirects(c.redirects ?? []),
    variables: c.variables ?? {},
  };
}

/**
 * Drop the `#fragment`/`?query` of redirect sources (reported by validateConfig), and read paths written
 * without their leading slash from the root, as the reference product does. Every entry stays at its index
 * (diagnostics point into docs.json by it); of equal sources the first wins where they apply.
 */
function repairRedirects(list: NonNullable<DocsConfigOutput['redirects']>): NonNullable<DocsConfigOutput['redirects']> {
  return list.map((r) => ({ ...r, source: redirectPath(r.source), destination: rootedPath(r.destination) }));
}

export type { Config };
