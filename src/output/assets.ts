import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INTER_FILES } from '../render/layout/fonts.js';
import { PACKAGE_ROOT } from '../source/package-root.js';

/** A file the site serves under `/_sextant/`, from the package. */
export interface SiteAsset {
  /** URL path, content-hashed for long-lived caching. */
  url: string;
  file: string;
}

export interface SiteAssets {
  css: SiteAsset[];
  scripts: SiteAsset[];
  /** Loaded only by pages with math. */
  math: SiteAsset[];
  /** The diagram library, loaded only by pages with a mermaid diagram. */
  mermaid: SiteAsset[];
  /** Mermaid's ELK layout: its module (first) and the chunks it imports, loaded only by pages with an ELK diagram. */
  mermaidElk: SiteAsset[];
  /** Loaded only in `sextant dev`. */
  dev: SiteAsset[];
  /** The bundled font's files (site.css declares them; pages use them unless docs.json `fonts` replaces them). */
  fonts: SiteAsset[];
  /** The playground's ES module and its chunks (names already content-hashed), for pages that show one. */
  playground: SiteAsset[];
  /** The WebSocket console's ES module and its chunks (content-hashed names), for channel pages with a `ws`/`wss` server. */
  channelConsole: SiteAsset[];
  /** The search dialog's module, loaded when the reader opens search (Pagefind's own files are the search-index output's). */
  search: SiteAsset[];
}

function hashed(file: string, name: string, ext: string): SiteAsset {
  const digest = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 10);
  return { url: `/_sextant/${name}.${digest}.${ext}`, file };
}

/** The package's stylesheet, runtime and (when asked) KaTeX with its fonts. */
export function siteAssets(options: { math: boolean; dev: boolean }): SiteAssets {
  const runtime = path.join(PACKAGE_ROOT, 'lib/runtime/app.js');
  const devClient = path.join(PACKAGE_ROOT, 'lib/runtime/dev-client.js');
  // API pages' runtime: listed with the scripts (so builds copy it and dev serves it), linked only by API pages.
  const apiRuntime = path.join(PACKAGE_ROOT, 'lib/runtime/api-reference.js');
  // Content components' runtime: listed with the scripts too, linked only by pages that show such a component.
  const componentsRuntime = path.join(PACKAGE_ROOT, 'lib/runtime/components.js');
  const mermaidRuntime = path.join(PACKAGE_ROOT, 'lib/runtime/mermaid.js');
  const searchDialog = path.join(PACKAGE_ROOT, 'lib/runtime/search.js');
  const math: SiteAsset[] = [];
  if (options.math) {
    const katex = path.dirname(fileURLToPath(import.meta.resolve('katex/dist/katex.min.css')));
    math.push({ url: '/_sextant/katex/katex.min.css', file: path.join(katex, 'katex.min.css') });
    for (const font of fs.readdirSync(path.join(katex, 'fonts')))
      math.push({ url: `/_sextant/katex/fonts/${font}`, file: path.join(katex, 'fonts', font) });
  }
  return {
    css: [hashed(path.join(PACKAGE_ROOT, 'assets/site.css'), 'site', 'css')],
    scripts: [
      ...(fs.existsSync(runtime) ? [hashed(runtime, 'app', 'js')] : []),
      ...(fs.existsSync(apiRuntime) ? [hashed(apiRuntime, API_RUNTIME, 'js')] : []),
      ...(fs.existsSync(componentsRuntime) ? [hashed(componentsRuntime, COMPONENTS_RUNTIME, 'js')] : []),
    ],
    math,
    // The library, then what draws the diagrams with it (and their zoom controls).
    mermaid: [
      hashed(fileURLToPath(import.meta.resolve('mermaid/dist/mermaid.min.js')), 'mermaid', 'js'),
      ...(fs.existsSync(mermaidRuntime) ? [hashed(mermaidRuntime, 'mermaid-init', 'js')] : []),
    ],
    mermaidElk: elkLayoutFiles(),
    dev: options.dev && fs.existsSync(devClient) ? [hashed(devClient, 'dev-client', 'js')] : [],
    playground: splitBundleFiles('playground'),
    channelConsole: splitBundleFiles('asyncapi-console'),
    search: fs.existsSync(searchDialog) ? [hashed(searchDialog, 'search', 'js')] : [],
    fonts: fontFiles(),
  };
}

/** lib/runtime/<folder>/ (the playground, the WebSocket console): esbuild names each file by its content hash, so they keep their names. */
function splitBundleFiles(folder: string): SiteAsset[] {
  const dir = path.join(PACKAGE_ROOT, 'lib/runtime', folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .sort()
    .map((f) => ({ url: `/_sextant/${folder}/${f}`, file: path.join(dir, f) }));
}

/**
 * @mermaid-js/layout-elk's browser build as it ships (a module importing content-hashed chunks by
 * relative paths), in a folder named by the module's hash so that a new version is fetched anew.
 */
function elkLayoutFiles(): SiteAsset[] {
  const dist = path.dirname(fileURLToPath(import.meta.resolve('@mermaid-js/layout-elk/dist/mermaid-layout-elk.esm.min.mjs')));
  const entry = 'mermaid-layout-elk.esm.min.mjs';
  const chunks = path.join('chunks', 'mermaid-layout-elk.esm.min');
  const { url } = hashed(path.join(dist, entry), 'mermaid-elk', 'mjs');
  const folder = url.slice(0, -'.mjs'.length);
  const file = (rel: string): SiteAsset => ({ url: `${folder}/${rel.split(path.sep).join('/')}`, file: path.join(dist, rel) });
  return [
    file(entry),
    ...fs
      .readdirSync(path.join(dist, chunks))
      .filter((f) => f.endsWith('.mjs'))
      .sort()
      .map((f) => file(path.join(chunks, f))),
  ];
}

/** Inter's Latin and Latin Extended files, from @fontsource-variable/inter. */
function fontFiles(): SiteAsset[] {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.resolve('@fontsource-variable/inter/package.json'))), 'files');
  return INTER_FILES.map((f) => ({ url: f.url, file: path.join(dir, f.file) }));
}

const API_RUNTIME = 'api-reference';
const COMPONENTS_RUNTIME = 'components';
const isApiRuntime = (a: SiteAsset) => a.url.startsWith(`/_sextant/${API_RUNTIME}.`);
const isComponentsRuntime = (a: SiteAsset) => a.url.startsWith(`/_sextant/${COMPONENTS_RUNTIME}.`);

/**
 * The URLs a page links for each kind of asset (math: only the stylesheet; fonts load from it; api: API
 * pages only; components: pages that show an interactive content component).
 */
export function assetUrls(assets: SiteAssets): {
  css: string[];
  scripts: string[];
  math: string[];
  mermaid: string[];
  /** Mermaid's ELK layout module, for pages with a diagram laid out by ELK. */
  mermaidElk?: string;
  devScripts: string[];
  api: string[];
  components: string[];
  playground: string[];
  channelConsole: string[];
  search?: string;
} {
  return {
    css: assets.css.map((a) => a.url),
    scripts: assets.scripts.filter((a) => !isApiRuntime(a) && !isComponentsRuntime(a)).map((a) => a.url),
    api: assets.scripts.filter(isApiRuntime).map((a) => a.url),
    components: assets.scripts.filter(isComponentsRuntime).map((a) => a.url),
    math: assets.math.filter((a) => a.url.endsWith('.css')).map((a) => a.url),
    mermaid: assets.mermaid.map((a) => a.url),
    ...(assets.mermaidElk[0] ? { mermaidElk: assets.mermaidElk[0].url } : {}),
    devScripts: assets.dev.map((a) => a.url),
    playground: assets.playground.filter((a) => a.url.startsWith('/_sextant/playground/main-')).map((a) => a.url),
    channelConsole: assets.channelConsole.filter((a) => a.url.startsWith('/_sextant/asyncapi-console/main-')).map((a) => a.url),
    ...(assets.search[0] ? { search: assets.search[0].url } : {}),
  };
}
