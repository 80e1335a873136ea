import { describe, expect, expectTypeOf, it } from 'vitest';
import { tmpSite } from '../../test/helpers/tmp-site.js';
import { loadConfig } from './load.js';
import { DEFAULT_PRIMARY, resolveConfig } from './resolve.js';
import type { Config } from './schema/config.js';
import type { BuildSiteInput } from '../navigation/build-site.js';
import type { SiteSettings } from '../model/settings.js';

function resolve(docs: object): Config {
  const root = tmpSite({ 'docs.json': docs, 'index.mdx': '# Home\n' });
  return resolveConfig(loadConfig(root).document!, root);
}

const nav = { pages: ['index'] };

describe('resolveConfig', () => {
  it('applies the defaults every stage reads', () => {
    const c = resolve({ navigation: nav });
    expect(c).toMatchObject({
      theme: 'mint',
      layout: 'sidebar',
      colors: { primary: DEFAULT_PRIMARY },
      appearance: { default: 'system', strict: false },
      icons: { library: 'fontawesome' },
      styling: { eyebrows: 'section' },
      interaction: { drilldown: false },
      redirects: [],
      variables: {},
    });
    expect(c.name).toMatch(/.+/); // the folder's name
  });

  it.each([
    ['almond', 'topnav', 'breadcrumbs', true],
    ['palm', 'sidebar', 'breadcrumbs', false],
    ['luma', 'topnav', 'section', true],
  ] as const)('takes layout, eyebrows and drilldown from the %s theme', (theme, layout, eyebrows, drilldown) => {
    const c = resolve({ theme, navigation: nav });
    expect([c.layout, c.styling.eyebrows, c.interaction.drilldown]).toEqual([layout, eyebrows, drilldown]);
  });

  it('lets docs.json override the theme defaults', () => {
    const c = resolve({ theme: 'almond', styling: { eyebrows: 'section' }, interaction: { drilldown: false }, navigation: nav });
    expect([c.layout, c.styling.eyebrows, c.interaction.drilldown]).toEqual(['topnav', 'section', false]);
  });

  it('gives the fields that were `unknown` their schema types', () => {
    const c = resolve({
      name: '  Acme  ',
      fonts: { heading: { family: 'Inter' } },
      seo: { indexing: 'all', metatags: { 'og:site_name': 'Acme' } },
      styling: { codeblocks: { theme: { light: 'min-light', dark: 'nord' } } },
      integrations: { plausible: { domain: 'acme.example' } },
      contextual: { options: ['copy', { title: 'T', description: 'D', href: 'https://x.example' }] },
      api: { openapi: [{ source: 'a.yaml', directory: 'api' }, 'b.yaml'] },
      navigation: nav,
    });
    expect(c.name).toBe('Acme');
    const fonts = c.fonts;
    expect(fonts && !('family' in fonts) ? fonts.heading?.family : undefined).toBe('Inter');
    expect(c.seo?.indexing).toBe('all');
    const codeblocks = c.styling.codeblocks;
    expect(typeof codeblocks === 'object' ? codeblocks.theme : undefined).toEqual({ light: 'min-light', dark: 'nord' });
    expect(c.integrations?.plausible?.domain).toBe('acme.example');
    expect(c.contextual?.options[1]).toEqual({ title: 'T', description: 'D', href: 'https://x.example' });
    expectTypeOf(c.seo?.indexing).toEqualTypeOf<'navigable' | 'all' | undefined>();
  });

  it('leaves unknown keys out (they were warned about) and keeps keys in the order written', () => {
    const c = resolve({ footer: { socials: { x: 'https://x.com/a', github: 'https://github.com/a' }, colour: 1 }, navigation: nav });
    expect(c.footer).toEqual({ socials: { x: 'https://x.com/a', github: 'https://github.com/a' } });
    expect(Object.keys(c.footer!.socials!)).toEqual(['x', 'github']);
    // An unknown network leaves out that entry, not the footer.
    const links = [{ items: [{ label: 'Blog', href: 'https://blog.example' }] }];
    const footer = resolve({
      footer: { socials: { github: 'https://github.com/a', mastodon: 'https://m.example/@a' }, links },
      navigation: nav,
    });
    expect(footer.footer).toEqual({ socials: { github: 'https://github.com/a' }, links });
    const ordered = resolve({ integrations: { plausible: { domain: 'a.example' }, amplitude: { apiKey: 'k' } }, navigation: nav });
    expect(Object.keys(ordered.integrations!)).toEqual(['plausible', 'amplitude']);
  });

  it('falls back to the default for a field that fails its schema, and keeps the rest', () => {
    const c = resolve({ colors: { primary: 'red' }, banner: { content: 'Hi' }, navigation: nav });
    expect(c.colors).toEqual({ primary: DEFAULT_PRIMARY });
    expect(c.banner).toEqual({ content: 'Hi' });
  });

  it('passes the navigation on as written, for the resolver to judge element by element', () => {
    const navigation = { tabs: [{ tab: 'T', pages: ['index'], typo: 1 }], page: ['x'] };
    expect(resolve({ navigation }).navigation).toEqual(navigation);
  });
});

describe('the layers', () => {
  it('navigation takes the typed Config and a locator, not the raw document', () => {
    expectTypeOf<BuildSiteInput['config']>().toEqualTypeOf<Config>();
    expectTypeOf<BuildSiteInput>().not.toHaveProperty('document');
    expectTypeOf<BuildSiteInput['locator']>().not.toHaveProperty('value');
  });

  it('SiteSettings is the Config without navigation', () => {
    expectTypeOf<SiteSettings['fonts']>().toEqualTypeOf<Config['fonts']>();
    expectTypeOf<SiteSettings['styling']['codeblocks']>().toEqualTypeOf<Config['styling']['codeblocks']>();
    expectTypeOf<SiteSettings>().not.toHaveProperty('navigation');
  });
});
