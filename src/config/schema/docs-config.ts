import * as z from 'zod';
import { ApiSchema } from './api.js';
import { AppearanceSchema, BackgroundSchema, ColorsSchema, FaviconSchema, FontsSchema, IconsSchema, InteractionSchema, LogoSchema, StylingSchema, ThemeSchema, ThumbnailsSchema } from './appearance.js';
import { NavigationSchema } from './navigation.js';
import { BannerSchema, ContextualSchema, ErrorsSchema, FooterSchema, IntegrationsSchema, NavbarSchema, RedirectsSchema, SeoSchema } from './site.js';

/**
 * docs.json. Only `navigation` is required; `name` defaults to the folder name, `theme` to `mint`.
 * Documentation: docs/reference/docs-json.mdx
 */
export const DocsConfigSchema = z
  .strictObject({
    $schema: z.string().optional().describe('JSON Schema URL or path, for editor completion.'),
    theme: ThemeSchema.optional(),
    name: z.string().trim().min(1).optional().describe('Site name (default: the folder name).'),
    description: z.string().optional().describe('Site description for search engines and llms.txt.'),
    public: z.boolean().optional(),
    colors: ColorsSchema.optional(),
    logo: LogoSchema.optional(),
    favicon: FaviconSchema.optional(),
    appearance: AppearanceSchema.optional(),
    background: BackgroundSchema.optional(),
    fonts: FontsSchema.optional(),
    icons: IconsSchema.optional(),
    thumbnails: ThumbnailsSchema.optional(),
    styling: StylingSchema.optional(),
    interaction: InteractionSchema.optional(),
    navigation: NavigationSchema,
    navbar: NavbarSchema.optional(),
    footer: FooterSchema.optional(),
    banner: BannerSchema.optional(),
    redirects: RedirectsSchema.optional(),
    seo: SeoSchema.optional(),
    search: z.strictObject({ prompt: z.string().optional().describe('Search box placeholder.') }).optional(),
    api: ApiSchema.optional(),
    contextual: ContextualSchema.optional(),
    errors: ErrorsSchema.optional(),
    metadata: z.strictObject({ timestamp: z.boolean().optional().describe('Show "last modified" on pages.') }).optional(),
    variables: z
      .record(z.string().regex(/^[A-Za-z0-9-]+$/, 'variable names use letters, digits and hyphens'), z.string())
      .optional()
      .describe('Values substituted for `{{name}}` in pages and snippets.'),
    integrations: IntegrationsSchema.optional(),
    markdown: z
      .strictObject({
        schema: z.boolean().optional().describe('Include the full spec in the Markdown twin of API pages.'),
        instructions: z.union([z.string(), z.array(z.string())]).optional().describe('Instructions appended for agents.'),
      })
      .optional(),
    variations: z
      .strictObject({ options: z.array(z.strictObject({ id: z.string(), label: z.string() })).min(1) })
      .optional()
      .describe('Content variations (willow theme).'),
  })
  .describe('Sextant docs.json: site settings and navigation.');

export type DocsConfigInput = z.input<typeof DocsConfigSchema>;
