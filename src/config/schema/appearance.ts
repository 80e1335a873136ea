import * as z from 'zod';
import { ColorPairSchema, HexColorSchema, HrefSchema, ICON_LIBRARIES, LightDarkPathSchema } from './common.js';

/** Every theme name of the reference product (each maps to a layout and defaults in ../themes.ts). */
export const THEME_NAMES = ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia'] as const;

export const ThemeSchema = z.enum(THEME_NAMES).describe('Site theme; every name is accepted and maps to one of Sextant\'s layouts.');

export const ColorsSchema = z
  .strictObject({
    primary: HexColorSchema.describe('Emphasis colour in light mode (and everywhere when it is the only one).'),
    light: HexColorSchema.optional().describe('Emphasis colour in dark mode.'),
    dark: HexColorSchema.optional().describe('Buttons and hover states.'),
  })
  .describe('Brand colours.');

export const LogoSchema = z
  .union([z.string().min(3), LightDarkPathSchema.extend({ href: HrefSchema.optional().describe('Where the logo links (default: home).') })])
  .describe('Logo image path, or `{ light, dark, href }`.');

export const FaviconSchema = z.union([z.string().min(1), LightDarkPathSchema]).describe('Favicon path, or `{ light, dark }`.');

const FontSchema = z.strictObject({
  family: z.string().min(1).describe('Font family: loaded from `source` when given, else from its Fontsource package when the docs folder has one installed (`@fontsource-variable/<name>`), else used when the reader has it installed (nothing is fetched from a font service).'),
  weight: z.number().optional(),
  source: z.string().optional().describe('URL or path of the font file.'),
  format: z.enum(['woff', 'woff2']).optional().describe('Required with `source`.'),
});

export const FontsSchema = z
  .union([FontSchema, z.strictObject({ heading: FontSchema.optional(), body: FontSchema.optional() })])
  .describe('One font, or `{ heading, body }`.');

export const SHIKI_THEMES = [
  'andromeeda', 'aurora-x', 'ayu-dark', 'catppuccin-frappe', 'catppuccin-latte', 'catppuccin-macchiato', 'catppuccin-mocha', 'dark-plus',
  'dracula', 'dracula-soft', 'everforest-dark', 'everforest-light', 'github-dark', 'github-dark-default', 'github-dark-dimmed',
  'github-dark-high-contrast', 'github-light', 'github-light-default', 'github-light-high-contrast', 'gruvbox-dark-hard', 'gruvbox-dark-medium',
  'gruvbox-dark-soft', 'gruvbox-light-hard', 'gruvbox-light-medium', 'gruvbox-light-soft', 'houston', 'kanagawa-dragon', 'kanagawa-lotus',
  'kanagawa-wave', 'laserwave', 'light-plus', 'material-theme', 'material-theme-darker', 'material-theme-lighter', 'material-theme-ocean',
  'material-theme-palenight', 'min-dark', 'min-light', 'monokai', 'night-owl', 'nord', 'one-dark-pro', 'one-light', 'plastic', 'poimandres',
  'red', 'rose-pine', 'rose-pine-dawn', 'rose-pine-moon', 'slack-dark', 'slack-ochin', 'snazzy-light', 'solarized-dark', 'solarized-light',
  'synthwave-84', 'tokyo-night', 'vesper', 'vitesse-black', 'vitesse-dark', 'vitesse-light', 'css-variables',
] as const;

const ShikiThemeSchema = z.enum(SHIKI_THEMES);

export const StylingSchema = z
  .strictObject({
    eyebrows: z.enum(['section', 'breadcrumbs']).optional().describe('Above page titles: the group name, or the full navigation path. Default: the theme\'s.'),
    latex: z.boolean().optional().describe('Force KaTeX on (true) or off (false); detected by default.'),
    codeblocks: z
      .union([
        z.enum(['system', 'dark']),
        ShikiThemeSchema,
        z.strictObject({
          theme: z.union([ShikiThemeSchema, z.strictObject({ light: ShikiThemeSchema, dark: ShikiThemeSchema })]).optional(),
          languages: z.strictObject({ custom: z.array(z.string()).optional() }).optional(),
        }),
      ])
      .optional()
      .describe('Code block theme.'),
  })
  .describe('Styling switches.');

export const InteractionSchema = z
  .strictObject({
    drilldown: z.boolean().optional().describe('true: selecting a group opens its first page; false: it only expands. Default: the theme\'s.'),
  })
  .describe('Navigation behaviour.');

export const AppearanceSchema = z.strictObject({
  default: z.enum(['system', 'light', 'dark']).optional().describe('Initial colour mode (default `system`).'),
  strict: z.boolean().optional().describe('Hide the light/dark toggle.'),
});

export const BackgroundSchema = z.strictObject({
  image: z.union([z.string(), LightDarkPathSchema]).optional(),
  decoration: z.enum(['gradient', 'grid', 'windows']).optional(),
  color: ColorPairSchema.optional(),
});

export const IconsSchema = z.strictObject({ library: z.enum(ICON_LIBRARIES).describe('Icon library for every icon name.') });

export const ThumbnailsSchema = z.strictObject({
  appearance: z.enum(['light', 'dark']).optional(),
  background: z.string().optional(),
  fonts: z.strictObject({ family: z.string() }).optional(),
});
