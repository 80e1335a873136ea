import type { SiteSettings } from '../../model/settings.js';
import { cssString } from '../../common/css-string.js';

/**
 * docs.json `background`: the page's colour in light and dark mode (`--sx-bg` in each, which the top bar and
 * everything drawn on the page's colour follow), an image behind the page (one, or one per mode), and a
 * decoration drawn behind the content at the top of the window: `gradient` (a glow of the primary colour),
 * `grid` (fine lines) or `windows` (the same lines, wider apart), fading out downwards.
 */
export function backgroundCss(background: SiteSettings['background']): string {
  if (!background) return '';
  let css = '';
  const { color, image, decoration } = background;
  // Colours are hex (the schema checks), so they are written as they are.
  // Each mode's colour, which `--sx-bg` follows in that mode (site.css); Tailwind's bg-background-light/-dark use them too.
  const modes = [color?.light && `--sx-background-light:${color.light}`, color?.dark && `--sx-background-dark:${color.dark}`].filter(
    Boolean,
  );
  if (modes.length) css += `:root{${modes.join(';')}}`;
  const light = typeof image === 'string' ? image : image?.light;
  const dark = typeof image === 'string' ? undefined : image?.dark;
  if (light)
    css += `body{background-image:url(${cssString(light)});background-size:cover;background-position:top center;background-repeat:no-repeat;background-attachment:fixed}`;
  if (dark) css += `html.dark body{background-image:url(${cssString(dark)})}`;
  if (decoration) {
    const line = 'color-mix(in srgb,var(--sx-fg) 7%,transparent)';
    const drawing =
      decoration === 'gradient'
        ? 'background:radial-gradient(70rem 32rem at 50% -8rem,color-mix(in srgb,var(--sx-primary) 22%,transparent),transparent 70%)'
        : `background-image:linear-gradient(to right,${line} 1px,transparent 1px),linear-gradient(to bottom,${line} 1px,transparent 1px);background-size:${decoration === 'grid' ? 32 : 96}px ${decoration === 'grid' ? 32 : 96}px;mask-image:linear-gradient(to bottom,#000,transparent 28rem)`;
    css += `body::before{content:"";position:fixed;inset:0;z-index:-1;pointer-events:none;${drawing}}`;
  }
  return css;
}
