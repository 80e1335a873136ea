import * as z from 'zod';
import { isSafeHref } from '../../common/external-href.js';

/** `#RGB` or `#RRGGBB`. */
export const HexColorSchema = z
  .string()
  .regex(/^#([a-fA-F0-9]{6}|[a-fA-F0-9]{3})$/, 'expected a hex colour such as `#0D9373`')
  .describe('A hex colour: `#RGB` or `#RRGGBB`.')
  .meta({ id: 'HexColor' });

/** Light and dark variants of a colour. */
export const ColorPairSchema = z.strictObject({
  light: HexColorSchema.optional().describe('Colour in light mode.'),
  dark: HexColorSchema.optional().describe('Colour in dark mode.'),
}).meta({ id: 'ColorPair' });

export const ICON_LIBRARIES = ['fontawesome', 'lucide', 'tabler'] as const;
export const ICON_STYLES = ['brands', 'duotone', 'light', 'regular', 'sharp-duotone-solid', 'sharp-light', 'sharp-regular', 'sharp-solid', 'sharp-thin', 'solid', 'thin'] as const;

const IconNameSchema = z
  .string()
  .min(1)
  .refine((s) => !s.startsWith('fa-'), { message: 'icon names do not start with `fa-`: write `house`, not `fa-house`' });

/** An icon: a name from the site's icon library, a URL or a project path; or `{ name, style, library }`. */
export const IconSchema = z
  .union([
    IconNameSchema,
    z.strictObject({
      name: IconNameSchema.describe('Icon name, URL or path.'),
      style: z.enum(ICON_STYLES).optional().describe('Font Awesome style.'),
      library: z.enum(ICON_LIBRARIES).optional().describe('Icon library for this icon.'),
    }),
  ])
  .describe('Icon name from the icon library (Font Awesome by default), a URL, or a path in the project.')
  .meta({ id: 'Icon' });


/**
 * A link target: `/relative`, `#hash`, `mailto:`, `tel:` or an absolute URL. The one rule for every
 * href in docs.json: `javascript:`, `data:` and `vbscript:` links are refused.
 */
export const HrefSchema = z
  .string()
  .min(1)
  .refine(isSafeHref, {
    message: 'links cannot use `javascript:`, `data:` or `vbscript:` URLs',
    params: { hint: 'link to a page path (`/guides/setup`), an anchor (`#install`) or an https:// URL' },
  })
  .describe('A link: `/path`, `#anchor`, `mailto:…`, `tel:…` or an absolute URL (not `javascript:`, `data:` or `vbscript:`).');

/** A path or URL with light and dark variants. */
export const LightDarkPathSchema = z.strictObject({
  light: z.string().min(1).describe('Used on light backgrounds.'),
  dark: z.string().min(1).describe('Used on dark backgrounds.'),
});
