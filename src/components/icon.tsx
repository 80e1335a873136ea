/**
 * An icon reference. Icon fonts and SVG sets are not bundled yet: the name is kept as a data
 * attribute and shown as a neutral glyph, so layout does not shift when icons arrive.
 */
export function Icon({ icon, size }: { icon?: string; size?: number }) {
  if (!icon) return null;
  if (/^(https?:)?\/\/|^\//.test(icon)) return <img class="sx-icon" src={icon} alt="" width={size ?? 16} height={size ?? 16} />;
  return <span class="sx-icon" data-icon={icon} aria-hidden="true" />;
}
