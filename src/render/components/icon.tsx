import { isValidElement, type VNode } from 'preact';
import { ICON_SPRITE_URL, resolveIcon, type ResolvedIcon } from '../icons.js';
import { escapeHtml } from '../../common/escape-html.js';
import type { IconLibrary, IconStandIn, RenderState } from './render-state.js';
import { useRenderState } from './render-state.js';
import { cssColor } from './css-color.js';

/** An icon prop: a name, docs.json's `{ name, style, library }`, a URL or path, inline SVG markup or an `<svg>` element. */
export type IconValue = string | { name: string; style?: string; library?: string } | VNode;

export interface IconProps {
  icon?: IconValue;
  /** The image drawn when there is no `icon` (`<Icon src="/logo.svg" />`). */
  src?: string;
  /** Font Awesome style (`solid`, `regular`, `light`, `duotone`, `brands`…); `filled` for Tabler. */
  iconType?: string;
  /** CSS colour of the icon. */
  color?: string;
  /** Width and height in pixels. */
  size?: number | string;
  className?: string;
  class?: string;
}

const LIBRARIES: readonly string[] = ['fontawesome', 'lucide', 'tabler'];

/**
 * In the browser (an `<Icon>` inside an island's code) the icon packages are not at hand: names resolve
 * through the table the server wrote on the island (`data-icons`, see content/custom/island.tsx).
 */
const browserIcons: Record<string, string> | undefined =
  typeof document === 'undefined' ? undefined : ((globalThis as { __sxIcons?: Record<string, string> }).__sxIcons ??= {});

/** How an island's icon table names an icon: its name, and the style and library it asks for. */
export function islandIconKey(name: string, type?: string, library?: string): string {
  return `${name}|${type ?? ''}|${library ?? ''}`;
}

function inBrowser(name: string, type: string | undefined, library: string | undefined): { id: string; substitute?: string } | undefined {
  const id = browserIcons![islandIconKey(name, type, library)] ?? browserIcons![islandIconKey(name)];
  if (!id) console.warn(`Sextant: the icon "${name}" is not in this page's sprite (only icon names written in the component's code are).`);
  return id ? { id } : undefined;
}

function isUrl(value: string): boolean {
  return /^(https?:)?\/\/|^\/|^\.{1,2}\/|^data:image\/|\.(svg|png|jpe?g|webp|gif|avif)(\?.*)?$/i.test(value);
}

/**
 * An icon: a name from the site's icon library (a reference into the site's sprite), an image when the
 * value is a URL or a path, or the inline SVG written in the page. A name the free libraries lack is
 * drawn with its nearest free icon (recorded for a warning); a value that is no name draws nothing,
 * keeping the name for styling.
 */
export function Icon({ icon, src, iconType, color, size, className, class: cls }: IconProps) {
  const px = typeof size === 'number' || (typeof size === 'string' && /^\d+(\.\d+)?$/.test(size)) ? Number(size) : undefined;
  const style =
    [cssColor(color) ? `color:${cssColor(color)}` : '', px ? `width:${px}px;height:${px}px` : ''].filter(Boolean).join(';') || undefined;
  const classes = ['sx-icon', className ?? cls].filter(Boolean).join(' ');
  const state = useRenderState();
  if (isValidElement(icon)) {
    return (
      <span class={classes} style={style} aria-hidden="true">
        {icon}
      </span>
    );
  }
  const name = typeof icon === 'string' ? icon.trim() : typeof icon === 'object' && icon !== null ? icon.name : src;
  if (typeof name !== 'string' || !name) return null;
  if (name.startsWith('<svg')) return <span class={classes} style={style} aria-hidden="true" dangerouslySetInnerHTML={{ __html: name }} />;
  if (isUrl(name) || name === src)
    return (
      <img class={classes} src={name} alt="" width={px ?? 16} height={px ?? 16} style={px ? `width:${px}px;height:${px}px` : undefined} />
    );
  const own = typeof icon === 'object' && icon !== null && 'name' in icon ? icon : undefined;
  const library = own?.library && LIBRARIES.includes(own.library) ? (own.library as IconLibrary) : state.iconLibrary;
  const type = own?.style ?? iconType;
  const found = browserIcons ? inBrowser(name, type, own?.library) : resolveIcon(name, library, type);
  if (!found) return <span class="sx-icon sx-icon-missing" data-icon={name} aria-hidden="true" />;
  state.icons.add(found.id);
  if (found.substitute) (state.iconStandIns ??= []).push(standIn(name, type, found));
  return (
    <svg class={classes} aria-hidden="true" focusable="false" style={style}>
      <use href={`${ICON_SPRITE_URL}#${found.id}`} />
    </svg>
  );
}

/**
 * The stand-in an icon given by name (a string, or `{ name, style, library }` as docs.json writes it) is
 * drawn with, as `<Icon>` records it; undefined when it is drawn as asked, or is a URL or an SVG.
 */
export function iconStandIn(
  icon: string | { name: string; style?: string; library?: string },
  library: IconLibrary,
  iconType?: string,
): IconStandIn | undefined {
  const own = typeof icon === 'object' ? icon : undefined;
  const name = (typeof icon === 'object' ? icon.name : icon).trim();
  if (!name || name.startsWith('<svg') || isUrl(name)) return undefined;
  const lib = own?.library && LIBRARIES.includes(own.library) ? (own.library as IconLibrary) : library;
  const style = own?.style ?? iconType;
  const found = resolveIcon(name, lib, style);
  return found?.substitute ? standIn(name, style, found) : undefined;
}

/** The record of an icon drawn with a stand-in, for its warning. */
function standIn(name: string, style: string | undefined, found: ResolvedIcon): IconStandIn {
  return {
    name,
    ...(style ? { style } : {}),
    drawn: found.substitute ?? '',
    ...(found.suggestion ? { suggestion: found.suggestion } : {}),
  };
}

/**
 * The markup of a named icon (or an image for a URL) for components that write HTML strings, such as
 * code block titles: the same resolution, sprite entry and stand-in record as `<Icon>`.
 */
export function iconHtml(name: string, state: RenderState, iconType?: string): string {
  if (isUrl(name)) return `<img class="sx-icon" src="${escapeHtml(name)}" alt="" width="16" height="16">`;
  const found = resolveIcon(name, state.iconLibrary, iconType);
  if (!found) return '';
  state.icons.add(found.id);
  if (found.substitute) (state.iconStandIns ??= []).push(standIn(name, iconType, found));
  return spriteIconHtml(found.id);
}

/** An icon of the sprite by symbol id, as HTML. */
export function spriteIconHtml(id: string): string {
  return `<svg class="sx-icon" aria-hidden="true" focusable="false"><use href="${ICON_SPRITE_URL}#${id}"></use></svg>`;
}
