/**
 * The typed Config: what config/ hands the rest of the pipeline. Types only, derived from the zod
 * schemas, so a docs.json field is declared once; model/ may import these types.
 */
import type * as z from 'zod';
import type { DocsConfigSchema } from './docs-config.js';
import type { ThemeSchema } from './appearance.js';

/** docs.json as the schema validates it. */
export type DocsConfigOutput = z.output<typeof DocsConfigSchema>;

export type ThemeName = z.output<typeof ThemeSchema>;
/** `sidebar`: tabs in the top bar, navigation on the left. `topnav`: sections in a top bar, group pages as cards. */
export type LayoutName = 'sidebar' | 'topnav';
export type Eyebrows = 'section' | 'breadcrumbs';

type Out = DocsConfigOutput;

/** docs.json, validated, with the theme's and Sextant's defaults applied. */
export type Config = Omit<Out, 'theme' | 'name' | 'colors' | 'appearance' | 'icons' | 'styling' | 'interaction' | 'redirects' | 'variables'> & {
  theme: ThemeName;
  /** The theme's layout. */
  layout: LayoutName;
  /** `name`, trimmed, or the docs folder's name. */
  name: string;
  colors: NonNullable<Out['colors']>;
  appearance: { default: NonNullable<NonNullable<Out['appearance']>['default']>; strict: boolean };
  icons: NonNullable<Out['icons']>;
  /** `styling`, with `eyebrows` the theme's when unset. */
  styling: Omit<NonNullable<Out['styling']>, 'eyebrows'> & { eyebrows: Eyebrows };
  /** `interaction`, with `drilldown` the theme's when unset. */
  interaction: { drilldown: boolean };
  redirects: NonNullable<Out['redirects']>;
  variables: NonNullable<Out['variables']>;
};

/** The `api` block. */
export type ApiConfig = NonNullable<Out['api']>;
/** `styling.codeblocks`. */
export type CodeblocksConfig = NonNullable<Out['styling']>['codeblocks'];
/** `fonts`. */
export type FontsConfig = NonNullable<Out['fonts']>;
