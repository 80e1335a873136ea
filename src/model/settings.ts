/**
 * Site settings: the typed Config without `navigation` and what the SiteModel holds on its own
 * (theme, layout, interaction). Types only, derived from the zod schemas in config/schema
 * (documentation: docs/en/v1/reference/docs-json.mdx), so a docs.json field is declared once.
 */
import type { ApiConfig, Config } from '../config/schema/config.js';
import type { CONTEXTUAL_DRAWN } from '../config/schema/site.js';

export type SiteSettings = Omit<Config, 'navigation' | '$schema' | 'theme' | 'layout' | 'interaction' | 'styling'> & {
  /** `styling` but `eyebrows` (the SiteModel holds the effective value). */
  styling: Omit<Config['styling'], 'eyebrows'>;
};

export type ApiSettings = ApiConfig;

/** The built-in options of docs.json `contextual.options` that the page menu draws (config warns about the others). */
export type DrawnContextualOption = (typeof CONTEXTUAL_DRAWN)[number];
