/**
 * Themes. Every theme name of the reference product is accepted; each maps to one of Sextant's
 * layouts and sets the defaults for `styling.eyebrows` and `interaction.drilldown`.
 */

export const THEME_NAMES = ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/** `sidebar`: tabs in the top bar, navigation on the left. `topnav`: sections in a top bar, group pages as cards. */
export type LayoutName = 'sidebar' | 'topnav';

export interface ThemeDefaults {
  layout: LayoutName;
  eyebrows: 'section' | 'breadcrumbs';
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
