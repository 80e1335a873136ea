/**
 * Where the logo leads: the site's home page when it has one (a page at `/`, which the navigation need
 * not list), a language's own home page on that language's pages, else the navigation's first page;
 * docs.json `logo.href` over all of them. The 404 page's "home page" link is the same page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../src/output/build.js';
import { tmpSite } from './helpers/tmp-site.js';

const page = (title: string) => `---\ntitle: ${title}\n---\n\n${title}.\n`;

/** The logo's link on each page, by route (and on the 404 page); `out`: the built site. */
async function logoLinks(files: Record<string, string | object>, routes: string[]): Promise<Record<string, string | undefined>> {
  const root = tmpSite(files);
  const out = path.join(root, '_out');
  const result = await build(root, { outDir: out, cache: false });
  expect(result.ok).toBe(true);
  const href = (file: string) => /<a class="sx-logo" href="([^"]*)"/.exec(fs.readFileSync(path.join(out, file), 'utf8'))?.[1];
  built = out;
  return Object.fromEntries([...routes.map((r) => [r, href(path.join(r, 'index.html'))]), ['404', href('404.html')]]);
}
let built = '';

/** The 404 page's link to the home page. */
const notFoundHome = (root: string) =>
  /<a href="([^"]*)">Go to the home page/.exec(fs.readFileSync(path.join(root, '404.html'), 'utf8'))?.[1];

describe('the logo link', () => {
  it('leads to the page at / when the site has one, though the navigation does not list it', async () => {
    const files = {
      'docs.json': {
        name: 'Logo home',
        navigation: {
          versions: [
            { version: 'v1', groups: [{ group: 'Start', pages: ['v1/introduction'] }] },
            { version: 'v2', groups: [{ group: 'Start', pages: ['v2/introduction'] }] },
          ],
        },
      },
      'index.mdx': page('Welcome'),
      'v1/introduction.mdx': page('V1 intro'),
      'v2/introduction.mdx': page('V2 intro'),
    };
    expect(await logoLinks(files, ['/', '/v1/introduction', '/v2/introduction'])).toEqual({
      '/': '/',
      '/v1/introduction': '/',
      '/v2/introduction': '/',
      '404': '/',
    });
  });

  it('leads to the navigation’s first page when no page is at /, and to logo.href when docs.json sets it', async () => {
    const files = {
      'docs.json': {
        name: 'No home',
        navigation: { groups: [{ group: 'Start', pages: ['intro', 'next'] }] },
      },
      'intro.mdx': page('Intro'),
      'next.mdx': page('Next'),
    };
    expect(await logoLinks(files, ['/intro', '/next'])).toEqual({ '/intro': '/intro', '/next': '/intro', '404': '/intro' });
    const root = tmpSite({
      ...files,
      'docs.json': { ...files['docs.json'], logo: { light: '/logo.svg', dark: '/logo.svg', href: 'https://example.com' } },
      'index.mdx': page('Home'),
      'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="20"></svg>',
    });
    const out = path.join(root, '_out');
    expect((await build(root, { outDir: out, cache: false })).ok).toBe(true);
    expect(fs.readFileSync(path.join(out, 'next/index.html'), 'utf8')).toContain('<a class="sx-logo" href="https://example.com">');
    // The 404 page's own link still goes home.
    expect(notFoundHome(out)).toBe('/');
  });

  it('leads to a language’s own home page on its pages, else to the site’s', async () => {
    const files = {
      'docs.json': {
        name: 'Languages',
        navigation: {
          languages: [
            { language: 'en', groups: [{ group: 'Start', pages: ['guide'] }] },
            { language: 'fr', groups: [{ group: 'Début', pages: ['fr/guide'] }] },
            { language: 'es', groups: [{ group: 'Inicio', pages: ['es/guide'] }] },
          ],
        },
      },
      'index.mdx': page('Home'),
      'guide.mdx': page('Guide'),
      'fr/index.mdx': page('Accueil'),
      'fr/guide.mdx': page('Guide FR'),
      'es/guide.mdx': page('Guía'),
    };
    expect(await logoLinks(files, ['/', '/guide', '/fr', '/fr/guide', '/es/guide'])).toEqual({
      '/': '/',
      '/guide': '/',
      '/fr': '/fr',
      '/fr/guide': '/fr',
      '/es/guide': '/',
      '404': '/',
    });
    // The French home page is one of the French pages (the navigation does not list it): French sidebar and language.
    const fr = fs.readFileSync(path.join(built, 'fr/index.html'), 'utf8');
    expect(fr).toContain('<html lang="fr"');
    expect(fr).toContain('data-sx-sidebar-key="language:fr"');
  });
});
