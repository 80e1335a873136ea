import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IconLibrary } from './components/render-state.js';
import { closestMatch } from '../diagnostics/did-you-mean.js';
import { PRO_ALIASES, freeStyleFor } from './icon-aliases.js';

/**
 * Icons by name from the site's library (Font Awesome Free by default, Lucide or Tabler), drawn as
 * references into one SVG sprite per site (`/_sextant/icons.svg`) that holds only the icons used.
 * Everything is read from the installed npm packages, never fetched.
 */

export const ICON_SPRITE_URL = '/_sextant/icons.svg';

type Library = IconLibrary;

interface Symbol {
  viewBox: string;
  /** Presentation attributes the icon's root carried (Lucide and Tabler strokes). */
  attrs: string;
  body: string;
}

/** What a name resolved to: the sprite symbol, and why it is not the icon asked for when it is not. */
export interface ResolvedIcon {
  id: string;
  /** Set when a stand-in was drawn: what was drawn instead (for the author's warning). */
  substitute?: string;
  /** For a name no library has: the library's name nearest to it, a likely typo's fix. */
  suggestion?: string;
}

const FA_STYLES = ['solid', 'regular', 'brands'] as const;
/** Drawn for a name no library has, so the layout keeps its icon slot. */
const GENERIC = 'circle-question';
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

/** The file of a sprite id (`fa-<style>-<name>`, `lucide-<name>`, `tabler-<outline|filled>-<name>`). */
function fileOf(id: string): string | undefined {
  let m = /^fa-(solid|regular|brands)-(.+)$/.exec(id);
  if (m) return path.join(root('@fortawesome/fontawesome-free') ?? '', 'svgs', m[1]!, `${m[2]}.svg`);
  m = /^tabler-(outline|filled)-(.+)$/.exec(id);
  if (m) return path.join(root('@tabler/icons') ?? '', 'icons', m[1]!, `${m[2]}.svg`);
  m = /^lucide-(.+)$/.exec(id);
  if (m) return path.join(root('lucide-static') ?? '', 'icons', `${m[1]}.svg`);
  return undefined;
}

/** Read one icon file of a library into a symbol (these packages ship one plain SVG per icon). */
function load(file: string | undefined): Symbol | null {
  if (!file) return null;
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
    // Tabler's invisible bounding-box path: nothing to draw.
    .replace(/<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*\/>/, '')
    .replace(/>\s+</g, '><')
    .trim();
  return { viewBox, attrs, body };
}

/** Whether the packages hold the icon of a sprite id (loading it for the sprite). */
export function iconExists(id: string): boolean {
  if (!found.has(id)) found.set(id, load(fileOf(id)));
  return !!found.get(id);
}

/** The first Font Awesome Free symbol of `name`, trying `styles` in order. */
function faFree(name: string, styles: readonly string[]): string | undefined {
  for (const s of styles) if (iconExists(`fa-${s}-${name}`)) return `fa-${s}-${name}`;
  return undefined;
}

/**
 * Font Awesome: the style asked for when the free package has it; else the same name in another free
 * style (Pro styles such as light or duotone have no free files); else a Pro-only name's nearest free
 * icon (the alias table, then the name with its trailing words dropped: `rocket-launch` → `rocket`);
 * else a generic icon. Every stand-in says what it is.
 */
function resolveFontAwesome(name: string, style: string | undefined): ResolvedIcon | undefined {
  const want = style?.trim().toLowerCase();
  const free = want ? freeStyleFor(want) : undefined;
  const order = [...new Set([free ?? 'solid', ...FA_STYLES])];
  const exact = faFree(name, order);
  if (exact) {
    // No style asked, the one asked for, or a brand (brands come in one style only).
    if (!want || exact.startsWith(`fa-${want}-`) || exact.startsWith('fa-brands-')) return { id: exact };
    return { id: exact, substitute: `${exact.split('-')[1]} ${name}` };
  }
  const candidates = [PRO_ALIASES[name], ...shorterNames(name)].filter((n): n is string => !!n);
  for (const n of candidates) {
    const id = faFree(n, order);
    if (id) return { id, substitute: `${id.split('-')[1]} ${n}` };
  }
  return undefined;
}

/** `a-b-c` → `a-b`, `a` (a Pro variant is usually its free base icon with a qualifier added). */
function shorterNames(name: string): string[] {
  const parts = name.split('-');
  const out: string[] = [];
  for (let n = parts.length - 1; n >= 1; n--) out.push(parts.slice(0, n).join('-'));
  return out;
}

/**
 * Resolve an icon name in `library` (the site's, docs.json `icons.library`, unless the icon names its
 * own) with an optional style (`iconType`). Lucide and Tabler names that their library lacks are tried
 * as Font Awesome names; a name nothing has draws the generic icon. Undefined only for a value that
 * is not an icon name at all.
 */
export function resolveIcon(name: string, library: Library, style?: string): ResolvedIcon | undefined {
  const clean = name.trim().toLowerCase();
  if (!/^[a-z0-9][a-z0-9-]*$/.test(clean)) return undefined;
  if (library === 'lucide' && iconExists(`lucide-${clean}`)) return { id: `lucide-${clean}` };
  if (library === 'tabler') {
    const filled = style === 'filled' || style === 'solid';
    const ids = [`tabler-${filled ? 'filled' : 'outline'}-${clean}`, `tabler-${filled ? 'outline' : 'filled'}-${clean}`];
    const id = ids.find(iconExists);
    if (id) return { id };
  }
  const fa = resolveFontAwesome(clean, library === 'fontawesome' ? style : undefined);
  if (fa && library !== 'fontawesome')
    return { id: fa.id, substitute: `Font Awesome ${fa.id.split('-')[1]} ${fa.id.split('-').slice(2).join('-')}` };
  if (fa) return fa;
  const generic = `fa-regular-${GENERIC}`;
  iconExists(generic);
  const suggestion = closestMatch(clean, iconNames(library));
  return { id: generic, substitute: `the generic ${GENERIC}`, ...(suggestion ? { suggestion } : {}) };
}

const names: Partial<Record<Library, string[]>> = {};

/** Every icon name `library` draws (Font Awesome Free's too for Lucide and Tabler, which fall back to it). */
function iconNames(library: Library): string[] {
  const list = (dir: string | undefined) => {
    try {
      return dir ? fs.readdirSync(dir).flatMap((f) => (f.endsWith('.svg') ? [f.slice(0, -4)] : [])) : [];
    } catch {
      return [];
    }
  };
  const fa = () => FA_STYLES.flatMap((s) => list(path.join(root('@fortawesome/fontawesome-free') ?? '', 'svgs', s)));
  return (names[library] ??= [
    ...new Set([
      ...(library === 'lucide' ? list(path.join(root('lucide-static') ?? '', 'icons')) : []),
      ...(library === 'tabler' ? list(path.join(root('@tabler/icons') ?? '', 'icons', 'outline')) : []),
      ...fa(),
    ]),
  ]);
}

/** The symbol id of an icon name, or undefined when no library has it (no stand-ins). */
export function iconId(name: string, library: Library, style?: string): string | undefined {
  const r = resolveIcon(name, library, style);
  return r && !r.substitute ? r.id : undefined;
}

/** The sprite holding the given icons, sorted so the same set always gives the same file. */
export function iconSprite(ids: Iterable<string>): string {
  const symbols = [...new Set(ids)].sort().flatMap((id) => {
    // Another thread may have found it: the main thread writes the sprite.
    const s = found.get(id) ?? (iconExists(id) ? found.get(id) : null);
    return s ? [`<symbol id="${id}" viewBox="${s.viewBox}"${s.attrs}>${s.body}</symbol>`] : [];
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
