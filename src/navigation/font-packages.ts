/**
 * Fonts docs.json names without a `source` (other than Inter, which Sextant ships), self-hosted from a
 * Fontsource package installed where the docs folder resolves packages: `@fontsource-variable/<id>`,
 * else `@fontsource/<id>`. The reference product fetches such fonts from Google Fonts; a Sextant site
 * fetches nothing from font services, and Fontsource publishes every Google font on npm, so installing
 * one package honours the name. A family with no package gets `font-not-shipped`, naming the package.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { FontPackage } from '../model/site-model.js';
import type { SiteSettings } from '../model/settings.js';
import { isObject } from '../common/is-object.js';
import { isBundledFont } from '../common/bundled-font.js';
import { cssString } from '../common/css-string.js';
import type { PathSegment } from '../common/json-pointer.js';
import type { ConfigLocator } from './context.js';

/** Weights the site's stylesheet draws text in; a static font ships these (and the one docs.json names). */
const STATIC_WEIGHTS = [400, 500, 600, 700];

/**
 * Families readers' systems already have (the web-safe fonts, Apple's and Microsoft's UI fonts, CSS's
 * generic names): there is nothing to ship, so nothing to warn about.
 */
const SYSTEM_FAMILY =
  /^(arial|helvetica( neue)?|georgia|times( new roman)?|verdana|tahoma|trebuchet ms|courier( new)?|segoe ui|sf pro( text| display)?|sf mono|menlo|monaco|consolas|-apple-system|blinkmacsystemfont|system-ui|ui-(sans-serif|serif|monospace)|sans-serif|serif|monospace)$/i;

/** Families whose Fontsource id is not their name's: Vercel's "Geist Sans" is published as `geist`. */
const FONTSOURCE_ALIASES: Readonly<Record<string, string>> = { 'geist-sans': 'geist' };

/** Fontsource's id for a family as written: "IBM Plex Sans" → "ibm-plex-sans". */
function writtenId(family: string): string {
  return family
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Fontsource's id for a family: "IBM Plex Sans" → "ibm-plex-sans", "Geist Sans" → "geist". */
export function fontsourceId(family: string): string {
  const id = writtenId(family);
  return FONTSOURCE_ALIASES[id] ?? id;
}

interface NamedFont {
  family: string;
  weight?: number;
  at: PathSegment[];
}

/** The fonts of docs.json `fonts` (one font, or `heading`/`body`) with where each is written. */
function namedFonts(fonts: SiteSettings['fonts']): NamedFont[] {
  if (!fonts) return [];
  const entries: [unknown, PathSegment[]][] =
    'family' in fonts ? [[fonts, ['fonts']]] : (['heading', 'body'] as const).map((k) => [fonts[k], ['fonts', k]]);
  return entries.flatMap(([f, at]) =>
    isObject(f) &&
    typeof f['family'] === 'string' &&
    f['source'] === undefined &&
    !isBundledFont(f['family']) &&
    !SYSTEM_FAMILY.test(f['family'].trim())
      ? [{ family: f['family'], ...(typeof f['weight'] === 'number' ? { weight: f['weight'] } : {}), at }]
      : [],
  );
}

export function readFontPackages(
  root: string,
  fonts: SiteSettings['fonts'],
  locator: ConfigLocator,
): { packages: FontPackage[]; diagnostics: Diagnostic[] } {
  const packages = new Map<string, FontPackage>();
  const diagnostics: Diagnostic[] = [];
  // A family named for both headings and body is reported once, at its first place.
  const unshipped = new Set<string>();
  const require = createRequire(path.join(root, 'package.json'));
  for (const font of namedFonts(fonts)) {
    const id = fontsourceId(font.family);
    if (unshipped.has(font.family)) continue;
    const known = packages.get(font.family);
    if (known) {
      if (font.weight && !known.weights.includes(font.weight))
        packages.set(font.family, fontPackage(known.dir, font.family, [...known.weights, font.weight])!);
      continue;
    }
    // The written id too: a package installed under the family's own name (`@fontsource/geist-sans`) counts.
    const ids = [...new Set([id, writtenId(font.family)])].filter(Boolean);
    const names = ids.flatMap((i) => [`@fontsource-variable/${i}`, `@fontsource/${i}`]);
    const dir = names.reduce<string | undefined>((found, name) => found ?? packageDir(require, name), undefined);
    const found = dir ? fontPackage(dir, font.family, font.weight ? [font.weight] : []) : undefined;
    if (found) {
      packages.set(font.family, found);
      continue;
    }
    unshipped.add(font.family);
    diagnostics.push({
      severity: 'warning',
      code: 'font-not-shipped',
      message: `Font \`${font.family}\` has no \`source\` and no Fontsource package is installed for it, so the site does not ship it: readers who do not have it installed see the system font (Sextant fetches nothing from font services such as Google Fonts)`,
      ...locator.locate([...font.at, 'family']),
      hint: id
        ? `run \`npm install @fontsource-variable/${id}\` (or \`@fontsource/${id}\` for a font with no variable version) in the docs folder, or add \`source\` and \`format\`, or leave \`fonts\` out to use Inter`
        : 'add `source` (a .woff2 file in the docs folder, or its URL) and `format`, or leave `fonts` out to use Inter',
    });
  }
  return { packages: [...packages.values()], diagnostics };
}

function packageDir(require: NodeJS.Require, name: string): string | undefined {
  try {
    return path.dirname(require.resolve(`${name}/package.json`));
  } catch {
    return undefined;
  }
}

/**
 * The @font-face rules and files of a Fontsource package: every subset (the browser fetches only those
 * whose unicode-range the page uses), the normal style (italics are synthesised, as for Inter), one file
 * per subset for a variable font, else the weights the site draws.
 */
function fontPackage(dir: string, family: string, extraWeights: number[]): FontPackage | undefined {
  let meta: unknown;
  let ranges: unknown;
  let version = '';
  try {
    meta = JSON.parse(fs.readFileSync(path.join(dir, 'metadata.json'), 'utf8'));
    ranges = JSON.parse(fs.readFileSync(path.join(dir, 'unicode.json'), 'utf8'));
    const pkg: unknown = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    if (isObject(pkg) && typeof pkg['version'] === 'string') version = pkg['version'];
  } catch {
    return undefined;
  }
  if (!isObject(meta) || !isObject(ranges) || typeof meta['id'] !== 'string' || !/^[a-z0-9-]+$/.test(meta['id'])) return undefined;
  const id = meta['id'];
  const variable = isObject(meta['variable']) && isObject(meta['variable']['wght']) ? meta['variable']['wght'] : undefined;
  const available = Array.isArray(meta['weights']) ? meta['weights'].filter((w): w is number => typeof w === 'number') : [];
  const weights = variable
    ? []
    : [...new Set([...STATIC_WEIGHTS, ...extraWeights])].filter((w) => available.includes(w)).sort((a, b) => a - b);
  const folder = `/_sextant/fonts/${id}-${variable ? 'variable-' : ''}${version.replace(/[^0-9a-z.-]/gi, '')}`;
  const files: FontPackage['files'] = [];
  let css = '';
  let preload: string | undefined;
  const face = (name: string, weight: string, range: string) => {
    const file = path.join(dir, 'files', name);
    if (!fs.existsSync(file)) return undefined;
    const url = `${folder}/${name}`;
    files.push({ url, file });
    css += `@font-face{font-family:${cssString(family)};font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format("woff2");unicode-range:${range}}`;
    return url;
  };
  for (const [subset, range] of Object.entries(ranges)) {
    if (typeof range !== 'string' || !/^[\dA-Fa-fU+,\s?-]+$/.test(range)) continue;
    if (variable) {
      const url = face(`${id}-${subset}-wght-normal.woff2`, `${Number(variable['min']) || 100} ${Number(variable['max']) || 900}`, range);
      if (subset === 'latin' && url) preload = url;
    } else
      for (const w of weights) {
        const url = face(`${id}-${subset}-${w}-normal.woff2`, String(w), range);
        if (subset === 'latin' && w === 400 && url) preload = url;
      }
  }
  if (!files.length) return undefined;
  return { family, dir, weights: variable ? [] : weights, css, files, ...(preload ? { preload } : {}) };
}
