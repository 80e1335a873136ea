/**
 * Themes. Every theme name of the reference product is accepted; each maps to one of Sextant's
 * layouts and sets the defaults for `styling.eyebrows` and `interaction.drilldown`.
 */
import type { Eyebrows, LayoutName } from './schema/config.js';
import { THEME_NAMES } from './schema/appearance.js';

export type { LayoutName };
export { THEME_NAMES };
export type ThemeName = (typeof THEME_NAMES)[number];

export interface ThemeDefaults {
  layout: LayoutName;
  eyebrows: Eyebrows;
  drilldown: boolean;
}

export const THEMES: Readonly<Record<ThemeName, ThemeDefaults>> = {
  mint: { layout: 'sidebar', eyebrows: 'section', drilldown: false },
  maple: { layout: 'sidebar', eyebrows: 'section', drilldown: false },
  palm: { layout: 'sidebar', eyebrows: 'breadcrumbs', drilldown: false },
  willow: { layout: 'sidebar', eyebrows: 'section', drilldown: false },
  linden: { layout: 'sidebar', eyebrows: 'section', drilldown: false },
  almond: { layout: 'topnav', eyebrows: 'breadcrumbs', drilldown: true },
  aspen: { layout: 'topnav', eyebrows: 'breadcrumbs', drilldown: true },
  luma: { layout: 'topnav', eyebrows: 'section', drilldown: true },
  sequoia: { layout: 'topnav', eyebrows: 'breadcrumbs', drilldown: true },
};

export const DEFAULT_THEME: ThemeName = 'mint';
