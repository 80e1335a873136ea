/**
 * The layout's own controls (menu, theme, menu arrows) drawn as inline SVG from lucide-static at build
 * time: no glyph that depends on the reader's fonts, nothing fetched, no sprite request before they show.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const ICONS = path.join(path.dirname(require.resolve('lucide-static/package.json')), 'icons');

export type UiIconName =
  'menu' | 'sun' | 'moon' | 'chevron-down' | 'x' | 'languages' | 'search' | 'copy' | 'file-text' | 'external-link' | 'plug';

const inner = new Map<UiIconName, string>();

/** The icon's shapes (the children of its <svg>), read once. */
function shapes(name: UiIconName): string {
  let s = inner.get(name);
  if (s === undefined) {
    const text = fs.readFileSync(path.join(ICONS, `${name}.svg`), 'utf8');
    s = text
      .slice(text.indexOf('>', text.indexOf('<svg')) + 1, text.lastIndexOf('</svg>'))
      .trim()
      .replace(/>\s+</g, '><');
    inner.set(name, s);
  }
  return s;
}

/** A decorative 24×24 stroke icon, sized by CSS (`.sx-ui-icon`). */
export function UiIcon({ name, class: cls }: { name: UiIconName; class?: string }) {
  return (
    <svg
      class={cls ? `sx-ui-icon ${cls}` : 'sx-ui-icon'}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: shapes(name) }}
    />
  );
}
