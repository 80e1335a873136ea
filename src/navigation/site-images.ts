import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { SiteSettings } from '../model/settings.js';
import type { ConfigLocator } from './context.js';

type LightDark = { light: string; dark: string };

/**
 * The images docs.json names for every page (logo, favicon, background image, social card background)
 * and its font files (`fonts.source`), read from the docs folder's root however they are written
 * (`./logo.svg`, `logo.svg` and `/logo.svg` are one file, as the reference reads them; written relative,
 * they broke on every page below the root), with a `missing-asset` warning for a file the docs folder
 * does not hold.
 */
export function siteImages(
  settings: SiteSettings,
  files: ReadonlySet<string>,
  locator: ConfigLocator,
): { settings: SiteSettings; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const rooted = (value: string, at: (string | number)[], what = 'Image'): string => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) return value;
    const [file = '', query = ''] = value.split(/(?=[?#])/, 2);
    const url = path.posix.normalize(`/${file.replace(/^(\.\/)+/, '')}`);
    let name = url.slice(1);
    try {
      name = decodeURIComponent(name);
    } catch {
      // A stray % names the file as written.
    }
    if (!files.has(name))
      diagnostics.push({
        severity: 'warning',
        code: 'missing-asset',
        message: `${what} "${name}" not found in the docs folder`,
        ...locator.locate(at),
        hint: 'docs.json paths are read from the docs folder (where docs.json is); check the file name and its case',
      });
    return url + query;
  };
  const pair = <T extends LightDark>(value: string | T, at: string[]): string | T =>
    typeof value === 'string'
      ? rooted(value, at)
      : { ...value, light: rooted(value.light, [...at, 'light']), dark: rooted(value.dark, [...at, 'dark']) };

  const out: SiteSettings = { ...settings };
  if (settings.logo !== undefined) out.logo = pair(settings.logo, ['logo']);
  if (settings.favicon !== undefined) out.favicon = pair(settings.favicon, ['favicon']);
  if (settings.background?.image !== undefined)
    out.background = { ...settings.background, image: pair(settings.background.image, ['background', 'image']) };
  const card = settings.thumbnails?.background;
  if (card !== undefined) out.thumbnails = { ...settings.thumbnails, background: rooted(card, ['thumbnails', 'background']) };
  const fonts = settings.fonts;
  if (fonts !== undefined) {
    const font = <T extends { source?: string | undefined }>(f: T, at: string[]): T =>
      f.source === undefined ? f : { ...f, source: rooted(f.source, [...at, 'source'], 'Font file') };
    if ('family' in fonts) out.fonts = font(fonts, ['fonts']);
    else
      out.fonts = {
        ...fonts,
        ...(fonts.heading ? { heading: font(fonts.heading, ['fonts', 'heading']) } : {}),
        ...(fonts.body ? { body: font(fonts.body, ['fonts', 'body']) } : {}),
      };
  }
  return { settings: out, diagnostics };
}
