import { ICON_SPRITE_URL, iconId } from '../icons.js';
import { useRenderState } from './render-state.js';

export type IconValue = string | { name: string; style?: string; library?: string };

/**
 * An icon: a name from the site's icon library (a reference into the site's sprite), or an image
 * when the value is a URL or a path. Unknown names draw nothing, keeping the name for styling.
 */
export function Icon({ icon, size, iconType }: { icon?: IconValue; size?: number; iconType?: string }) {
  const name = typeof icon === 'string' ? icon : typeof icon === 'object' && icon !== null ? icon.name : undefined;
  if (typeof name !== 'string' || !name) return null;
  if (/^(https?:)?\/\/|^\/|\.(svg|png|jpe?g|webp|gif)$/i.test(name))
    return <img class="sx-icon" src={name} alt="" width={size ?? 16} height={size ?? 16} />;
  const library =
    typeof icon === 'object' && (icon.library === 'lucide' || icon.library === 'tabler' || icon.library === 'fontawesome')
      ? icon.library
      : undefined;
  const state = useRenderState();
  const id = iconId(name, library ?? state.iconLibrary, typeof icon === 'object' ? icon.style : iconType);
  if (id) state.icons.add(id);
  if (!id) return <span class="sx-icon sx-icon-missing" data-icon={name} aria-hidden="true" />;
  return (
    <svg class="sx-icon" aria-hidden="true" focusable="false" style={size ? `width:${size}px;height:${size}px` : undefined}>
      <use href={`${ICON_SPRITE_URL}#${id}`} />
    </svg>
  );
}
