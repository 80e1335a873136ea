import * as z from 'zod';
import { ColorPairSchema, HrefSchema, IconSchema } from './common.js';

const NavbarLinkSchema = z.strictObject({
  label: z.string().optional().describe('Link text (generated for `github` and `discord` links when omitted).'),
  href: HrefSchema,
  icon: IconSchema.optional(),
  type: z.enum(['link', 'github', 'discord']).optional().describe('`github` shows the star count, `discord` the online count.'),
});

/** Top bar links and primary button. */
export const NavbarSchema = z
  .strictObject({
    links: z.array(NavbarLinkSchema).optional().describe('Links in the top bar.'),
    primary: z
      .strictObject({
        type: z.enum(['button', 'github', 'discord']).describe('Button kind.'),
        label: z.string().optional().describe('Button text (required for `button`).'),
        href: HrefSchema,
      })
      // A `button` has no text of its own to fall back on (the reference requires it too).
      .superRefine((p, ctx) => {
        if (p.type === 'button' && !p.label) ctx.addIssue({ code: 'invalid_type', expected: 'string', path: ['label'], input: undefined });
      })
      .optional()
      .describe('The call-to-action button at the right of the top bar.'),
  })
  .describe('Top bar links and button.')
  .meta({ id: 'Navbar' });

export const FOOTER_SOCIALS = ['x', 'website', 'facebook', 'youtube', 'discord', 'slack', 'github', 'linkedin', 'instagram', 'hacker-news', 'medium', 'telegram', 'twitter', 'x-twitter', 'earth-americas', 'bluesky', 'threads', 'reddit', 'podcast'] as const;

/** Footer social links and link columns. */
export const FooterSchema = z
  .strictObject({
    socials: z.partialRecord(z.enum(FOOTER_SOCIALS), z.url({ protocol: /^https$/ })).optional().describe('Social profile URLs (https) by network.'),
    links: z
      .array(
        z.strictObject({
          header: z.string().min(1).optional().describe('Column heading.'),
          items: z.array(z.strictObject({ label: z.string().min(1), href: HrefSchema })).min(1).describe('Links in the column.'),
        }),
      )
      .min(1)
      .max(4)
      .optional()
      .describe('One to four columns of links.'),
  })
  .describe('Footer contents.')
  .meta({ id: 'Footer' });

/** A site-wide announcement above the top bar. */
export const BannerSchema = z
  .strictObject({
    content: z.string().min(1).describe('Banner text: Markdown with links, bold and italics.'),
    dismissible: z.boolean().optional().describe('Show a close button; a dismissed banner stays hidden until its content changes.'),
    type: z.enum(['info', 'warning', 'critical']).optional().describe('Colour scheme (default `info`).'),
    color: ColorPairSchema.optional().describe('Background colours overriding `type`.'),
  })
  .describe('A banner shown above the top bar.')
  .meta({ id: 'Banner' });

export const RedirectsSchema = z
  .array(
    z.strictObject({
      source: z
        .string()
        .min(1)
        .describe('Old path; `:slug*` and `*` wildcards allowed. A `#fragment` or `?query` is dropped (an error under `check` and `--strict`).'),
      destination: HrefSchema.describe('New path or URL; captured wildcards may be reused.'),
      permanent: z.boolean().optional().describe('308 when true (default), 307 when false.'),
    }),
  )
  .describe('Redirects from old paths.');

export const SeoSchema = z
  .strictObject({
    metatags: z.record(z.string(), z.string().min(1)).optional().describe('Meta tags added to every page.'),
    paths: z
      .array(z.strictObject({ path: z.string(), metatags: z.record(z.string(), z.string().min(1)) }))
      .optional()
      .describe('Meta tags for the pages under a folder.'),
    organization: z
      .strictObject({
        id: z.string().optional(),
        name: z.string().optional(),
        legalName: z.string().optional(),
        url: z.string().optional(),
        logo: z.string().optional(),
        sameAs: z.array(z.string()).optional(),
      })
      .optional()
      .describe('JSON-LD publisher.'),
    indexing: z.enum(['navigable', 'all']).optional().describe('Which pages search engines and llms.txt see (default `navigable`).'),
    trailingSlash: z.boolean().optional().describe("End the site's URLs of its pages with /: canonical links, the sitemap and its own links."),
  })
  .describe('Search-engine settings.');

export const CONTEXTUAL_OPTIONS = ['copy', 'assistant', 'view', 'download-pdf', 'download-spec', 'chatgpt', 'claude', 'perplexity', 'grok', 'aistudio', 'devin', 'windsurf', 'mcp', 'add-mcp', 'cursor', 'vscode', 'devin-mcp', 'devin-desktop'] as const;

export type ContextualOption = (typeof CONTEXTUAL_OPTIONS)[number];

/** The built-in options the page menu draws (render/layout/contextual-menu.tsx). */
export const CONTEXTUAL_DRAWN = ['copy', 'view', 'chatgpt', 'claude', 'perplexity', 'grok', 'mcp'] as const;

/** What each of the other built-in options needs that Sextant lacks (a `config-contextual-not-drawn` warning says so). */
export const CONTEXTUAL_NOT_DRAWN: Record<Exclude<ContextualOption, (typeof CONTEXTUAL_DRAWN)[number]>, string> = {
  assistant: "Mintlify's hosted assistant",
  'download-pdf': 'a PDF export service',
  'download-spec': 'a link to the page\'s spec, not drawn yet',
  cursor: 'an MCP server hosted with the site, which Sextant does not run',
  vscode: 'an MCP server hosted with the site, which Sextant does not run',
  'add-mcp': 'an MCP server hosted with the site, which Sextant does not run',
  'devin-mcp': 'an MCP server hosted with the site, which Sextant does not run',
  aistudio: 'the address Mintlify opens, which is not documented',
  devin: 'the address Mintlify opens, which is not documented',
  'devin-desktop': 'the address Mintlify opens, which is not documented',
  windsurf: 'the address Mintlify opens, which is not documented',
};

export const ContextualSchema = z
  .strictObject({
    options: z
      .array(
        z.union([
          z.enum(CONTEXTUAL_OPTIONS),
          z.strictObject({
            title: z.string(),
            description: z.string(),
            icon: IconSchema.optional(),
            href: z.union([HrefSchema, z.strictObject({ base: HrefSchema, query: z.array(z.strictObject({ key: z.string(), value: z.string() })).optional() })]),
          }),
        ]),
      )
      .describe('Built-in actions and custom links of the page menu; the first is the default action.'),
    display: z.enum(['header', 'toc']).optional().describe('Where the menu shows.'),
  })
  .describe('The contextual page menu (copy page, open in an assistant …).');

export const ErrorsSchema = z.strictObject({
  '404': z.strictObject({
    redirect: z.boolean().optional().describe('Redirect unknown paths to the home page.'),
    title: z.string().optional(),
    description: z.string().optional().describe('MDX shown on the 404 page.'),
  }),
});

const str = (what: string) => z.string().describe(what);

/** Analytics and support widgets. */
export const IntegrationsSchema = z
  .strictObject({
    adobe: z.strictObject({ launchUrl: str('Launch script URL.') }),
    amplitude: z.strictObject({ apiKey: str('API key.') }),
    clarity: z.strictObject({ projectId: str('Project id.') }),
    clearbit: z.strictObject({ publicApiKey: str('Public API key.') }),
    fathom: z.strictObject({ siteId: str('Site id.') }),
    frontchat: z.strictObject({ snippetId: z.string().min(6) }),
    ga4: z.strictObject({ measurementId: z.string().regex(/^G/, 'GA4 measurement ids start with `G`') }),
    gtm: z.strictObject({ tagId: z.string().regex(/^G/, 'GTM tag ids start with `G`') }),
    heap: z.strictObject({ appId: str('App id.') }),
    hightouch: z.strictObject({ writeKey: z.string(), apiHost: z.string().optional() }),
    hotjar: z.strictObject({ hjid: z.string(), hjsv: z.string() }),
    intercom: z.strictObject({ appId: z.string().min(6) }),
    koala: z.strictObject({ publicApiKey: z.string().min(2) }),
    logrocket: z.strictObject({ appId: z.string() }),
    mixpanel: z.strictObject({ projectToken: z.string(), region: z.enum(['us', 'eu', 'in']).optional() }),
    onetrust: z.strictObject({ domainScript: z.string(), categoryId: z.string().optional(), scriptSource: z.string().optional() }),
    pirsch: z.strictObject({ id: z.string() }),
    posthog: z.strictObject({ apiKey: z.string().regex(/^phc_/, 'PostHog keys start with `phc_`'), apiHost: z.string().optional(), sessionRecording: z.boolean().optional() }),
    plausible: z.strictObject({ domain: z.string().refine((s) => !s.startsWith('http'), 'write the domain without `https://`'), server: z.string().optional() }),
    segment: z.strictObject({ key: z.string(), cdnUrl: z.string().optional() }),
    telemetry: z.strictObject({ enabled: z.boolean().optional() }),
    cookies: z.strictObject({ key: z.string().optional(), value: z.string().optional() }),
    transcend: z.strictObject({ bundleId: z.string().regex(/^[A-Za-z0-9_-]+$/), analyticsPurpose: z.string().optional() }),
  })
  .partial()
  .describe('Third-party integrations.');
