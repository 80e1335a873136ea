import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IconLibrary } from './components/render-state.js';

/**
 * Icons by name from the site's library (Font Awesome Free by default, or Lucide), drawn as
 * references into one SVG sprite per site (`/_sextant/icons.svg`) that holds only the icons used.
 */

export const ICON_SPRITE_URL = '/_sextant/icons.svg';

type Library = IconLibrary;

interface Symbol {
  viewBox: string;
  /** Presentation attributes the icon's root carried (Lucide strokes). */
  attrs: string;
  body: string;
}

const FA_STYLES = ['solid', 'regular', 'brands'];
const PRESENTATION = ['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin'];
const found = new Map<string, Symbol | null>();

function packageDir(name: string): string | undefined {
  try {
    return path.dirname(fileURLToPath(import.meta.resolve(`${name}/package.json`)));
  } catch {
    return undefined;
  }
}

const roots: Record<string, string | undefined> = {};
const root = (name: string) => (name in roots ? roots[name] : (roots[name] = packageDir(name)));

/** Read one icon file of a library into a symbol (these packages ship one plain SVG per icon). */
function load(file: string): Symbol | null {
  let svg: string;
  try {
    svg = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const open = /<svg\b([^>]*)>/.exec(svg);
  if (!open) return null;
  const viewBox = /viewBox="([^"]+)"/.exec(open[1]!)?.[1] ?? '0 0 24 24';
  const attrs = PRESENTATION.map((a) => {
    const m = new RegExp(`\\s${a}="([^"]*)"`).exec(open[1]!);
    return m ? ` ${a}="${m[1]}"` : '';
  }).join('');
  const body = svg
    .slice(open.index + open[0].length, svg.lastIndexOf('</svg>'))
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim();
  return { viewBox, attrs, body };
}

/**
 * The symbol id of an icon name in `library` (the site's, docs.json `icons.library`, unless the
 * icon names its own), or undefined when the library has no such icon.
 */
export function iconId(name: string, library: Library, style?: string): string | undefined {
  const clean = name.trim().toLowerCase();
  if (!/^[a-z0-9-]+$/.test(clean)) return undefined;
  const candidates: [string, string][] =
    library === 'lucide' || library === 'tabler'
      ? [[`lucide-${clean}`, path.join(root('lucide-static') ?? '', 'icons', `${clean}.svg`)]]
      : [style, ...FA_STYLES]
          .filter((s): s is string => !!s && FA_STYLES.includes(s))
          .map((s) => [`fa-${s}-${clean}`, path.join(root('@fortawesome/fontawesome-free') ?? '', 'svgs', s, `${clean}.svg`)]);
  for (const [id, file] of candidates) {
    if (!found.has(id)) found.set(id, load(file));
    if (found.get(id)) return id;
  }
  return undefined;
}

/** The sprite holding the given icons, sorted so the same set always gives the same file. */
export function iconSprite(ids: Iterable<string>): string {
  const symbols = [...new Set(ids)].sort().flatMap((id) => {
    const s = found.get(id) ?? reload(id);
    return s ? [`<symbol id="${id}" viewBox="${s.viewBox}"${s.attrs}>${s.body}</symbol>`] : [];
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

/** Load an icon another thread found (the main thread writes the sprite). */
function reload(id: string): Symbol | null {
  const fa = /^fa-(solid|regular|brands)-(.+)$/.exec(id);
  const file = fa
    ? path.join(root('@fortawesome/fontawesome-free') ?? '', 'svgs', fa[1]!, `${fa[2]}.svg`)
    : path.join(root('lucide-static') ?? '', 'icons', `${id.replace(/^lucide-/, '')}.svg`);
  const s = load(file);
  found.set(id, s);
  return s;
}
