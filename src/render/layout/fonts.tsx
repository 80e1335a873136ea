/**
 * Fonts: Inter (from @fontsource-variable/inter, served by the site itself under /_sextant/fonts/) is the
 * default; docs.json `fonts` replaces it for headings, body text or both. A family with a `source` gets an
 * @font-face; one without is served from its Fontsource package when the docs folder has one installed
 * (navigation/font-packages.ts), else used if the reader has it installed, else the system stack (nothing
 * is fetched from a font service: a static site should not call third parties, and the page must not
 * depend on them).
 */
import type { FontPackage } from '../../model/site-model.js';
import type { SiteSettings } from '../../model/settings.js';
import { isBundledFont } from '../../common/bundled-font.js';
import { cssString } from '../../common/css-string.js';

/** The bundled font's files: the URL each is served at and its file in @fontsource-variable/inter/files. */
export const INTER_FILES = [
  { url: '/_sextant/fonts/inter-latin-wght-normal.woff2', file: 'inter-latin-wght-normal.woff2' },
  { url: '/_sextant/fonts/inter-latin-ext-wght-normal.woff2', file: 'inter-latin-ext-wght-normal.woff2' },
] as const;

interface Font {
  family: string;
  weight?: number;
  source?: string;
  format?: 'woff' | 'woff2';
}

/** docs.json `fonts`: one font, or `{ heading, body }`. */
function fontsOf(fonts: SiteSettings['fonts']): { heading?: Font; body?: Font } {
  if (!fonts) return {};
  return 'family' in fonts
    ? { heading: fonts, body: fonts }
    : { ...(fonts.heading ? { heading: fonts.heading } : {}), ...(fonts.body ? { body: fonts.body } : {}) };
}

/** "Inter" without a source is the bundled one. */
const isBundled = (f: Font) => !f.source && isBundledFont(f.family);

/** The font-family value for one docs.json font: the family, then the system stack. */
function stack(f: Font): string {
  return isBundled(f) ? 'var(--sx-font)' : `${cssString(f.family)},var(--sx-font-system)`;
}

/** CSS for docs.json fonts: @font-face for files the site names, and the families (and weights) for headings and text. */
export function fontCss(fonts: SiteSettings['fonts'], packages: readonly FontPackage[] = []): string {
  const { heading, body } = fontsOf(fonts);
  let css = packages.map((p) => p.css).join('');
  for (const f of new Set([heading, body].filter((x): x is Font => !!x))) {
    if (f.source)
      css += `@font-face{font-family:${cssString(f.family)};src:url(${cssString(f.source)})${f.format ? ` format(${cssString(f.format)})` : ''};${f.weight ? `font-weight:${Number(f.weight)};` : ''}font-display:swap}`;
  }
  const weight = (f: Font) => (f.weight ? `;font-weight:${Number(f.weight)}` : '');
  if (body) css += `body{font-family:${stack(body)}${weight(body)}}`;
  // The top bar's Inter that never swaps in late (site.css) is only for Inter: another body font reaches the bar too.
  if (body && !isBundled(body)) css += `.sx-topbar{font-family:inherit}`;
  if (heading) css += `h1,h2,h3,h4,.sx-title{font-family:${stack(heading)}${weight(heading)}}`;
  return css;
}

/** Whether the body text is the bundled Inter (its main file is then preloaded). */
export function bodyUsesInter(fonts: SiteSettings['fonts']): boolean {
  const { body } = fontsOf(fonts);
  return !body || isBundled(body);
}

/** Preload of the body font's Latin file (Inter's, or its Fontsource package's), so text is drawn in it from the start (no swap, no shift). */
export function FontPreload({ fonts, packages = [] }: { fonts: SiteSettings['fonts']; packages?: readonly FontPackage[] | undefined }) {
  const body = fontsOf(fonts).body;
  const href = bodyUsesInter(fonts) ? INTER_FILES[0].url : packages.find((p) => p.family === body?.family)?.preload;
  if (!href) return null;
  return <link rel="preload" href={href} as="font" type="font/woff2" crossorigin="anonymous" />;
}
