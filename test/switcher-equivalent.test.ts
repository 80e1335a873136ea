/**
 * The language and version switchers' equivalent page (render/site-index.ts, equivalentRoute) for the
 * layouts authors use: every language in its own folder, and the default language (or version) at the
 * root with the others in folders (`guide/start` ↔ `zh/guide/start`), as the reference's i18n guide
 * recommends; and switchers with a single option, which are not drawn.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../src/site/check.js';
import { build } from '../src/output/build.js';
import { SiteIndex } from '../src/render/site-index.js';
import type { Division } from '../src/model/site-model.js';
import { tmpSite } from './helpers/tmp-site.js';

const page = (title: string) => `---\ntitle: ${title}\n---\n\n${title}.\n`;

/** Pages named in `pages` lists, each with a file. */
function files(pages: string[]): Record<string, string> {
  return Object.fromEntries(pages.map((p) => [`${p}.mdx`, page(p)]));
}

/** Default language at the root, Chinese in `zh/` (the reference's i18n guide). */
const ROOT_LANGUAGE = {
  'docs.json': {
    name: 'T',
    navigation: {
      languages: [
        { language: 'en', groups: [{ group: 'G', pages: ['index', 'guide/start', 'only-en'] }] },
        { language: 'zh', groups: [{ group: 'G', pages: ['zh/index', 'zh/guide/start'] }] },
      ],
    },
  },
  ...files(['index', 'guide/start', 'only-en', 'zh/index', 'zh/guide/start']),
};

/** Default version at the root, v1 in `v1/`, inside language folders. */
const ROOT_VERSION = {
  'docs.json': {
    name: 'T',
    navigation: {
      languages: [
        {
          language: 'en',
          versions: [
            { version: 'v2', groups: [{ group: 'G', pages: ['en/index', 'en/guide'] }] },
            { version: 'v1', groups: [{ group: 'G', pages: ['en/v1/index', 'en/v1/guide'] }] },
          ],
        },
        {
          language: 'fr',
          versions: [
            { version: 'v2', groups: [{ group: 'G', pages: ['fr/index', 'fr/guide'] }] },
            { version: 'v1', groups: [{ group: 'G', pages: ['fr/v1/index', 'fr/v1/guide'] }] },
          ],
        },
      ],
    },
  },
  ...files(['en/index', 'en/guide', 'en/v1/index', 'en/v1/guide', 'fr/index', 'fr/guide', 'fr/v1/index', 'fr/v1/guide']),
};

/** The site's index and a lookup of its divisions by kind and code. */
function indexOf(site: Record<string, string | object>): {
  index: SiteIndex;
  division: (kind: string, code: string, under?: Division) => Division;
} {
  const { model, diagnostics } = check(tmpSite(site));
  expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const index = new SiteIndex(model!);
  const division = (kind: string, code: string, under?: Division) =>
    [...index.divisions.values()].find((d) => d.kind === kind && d.code === code && (!under || index.pathTo(d.id).includes(under)))!;
  return { index, division };
}

describe('equivalentRoute', () => {
  it('adds or removes the language folder when the default language sits at the root', () => {
    const { index, division } = indexOf(ROOT_LANGUAGE);
    const en = division('language', 'en');
    const zh = division('language', 'zh');
    expect(index.equivalentRoute('/guide/start', en, zh)).toBe('/zh/guide/start');
    expect(index.equivalentRoute('/zh/guide/start', zh, en)).toBe('/guide/start');
    expect(index.equivalentRoute('/', en, zh)).toBe('/zh');
    expect(index.equivalentRoute('/zh', zh, en)).toBe('/');
    // No translation: the target's first page; the current language: this page.
    expect(index.equivalentRoute('/only-en', en, zh)).toBe('/zh');
    expect(index.equivalentRoute('/guide/start', en, en)).toBe('/guide/start');
  });

  it('adds or removes the version folder when the default version sits at the root (of a language folder)', () => {
    const { index, division } = indexOf(ROOT_VERSION);
    const en = division('language', 'en');
    const fr = division('language', 'fr');
    const v2 = division('version', 'v2', en);
    const v1 = division('version', 'v1', en);
    expect(index.equivalentRoute('/en/guide', v2, v1)).toBe('/en/v1/guide');
    expect(index.equivalentRoute('/en/v1/guide', v1, v2)).toBe('/en/guide');
    // Languages in folders: the folder replaced, as before.
    expect(index.equivalentRoute('/en/v1/guide', en, fr)).toBe('/fr/v1/guide');
    expect(index.equivalentRoute('/fr/guide', fr, en)).toBe('/en/guide');
  });
});

/** The hrefs of a built page's switcher of `kind`, or undefined when the page has none. */
function switcherHrefs(out: string, route: string, kind: string): string[] | undefined {
  const html = fs.readFileSync(path.join(out, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`), 'utf8');
  const m = new RegExp(`<details class="sx-switcher sx-switcher-${kind}"[\\s\\S]*?</details>`).exec(html);
  return m ? [...m[0].matchAll(/<a href="([^"]*)"/g)].map((a) => a[1]!) : undefined;
}

async function built(site: Record<string, string | object>): Promise<string> {
  const dir = tmpSite(site);
  const out = path.join(dir, 'dist');
  const result = await build(dir, { outDir: out, cache: false });
  expect(result.ok).toBe(true);
  return out;
}

describe('built switchers', () => {
  it('open the translated page with the default language at the root', async () => {
    const out = await built(ROOT_LANGUAGE);
    expect(switcherHrefs(out, '/guide/start', 'language')).toEqual(['/guide/start', '/zh/guide/start']);
    expect(switcherHrefs(out, '/zh/guide/start', 'language')).toEqual(['/guide/start', '/zh/guide/start']);
    expect(switcherHrefs(out, '/zh', 'language')).toEqual(['/', '/zh']);
  });

  it('are not drawn with a single language, version or product', async () => {
    const out = await built({
      'docs.json': {
        name: 'T',
        navigation: {
          languages: [
            {
              language: 'en',
              products: [{ product: 'P', versions: [{ version: 'v1', groups: [{ group: 'G', pages: ['index'] }] }] }],
            },
          ],
        },
      },
      ...files(['index']),
    });
    expect(switcherHrefs(out, '/', 'language')).toBeUndefined();
    expect(switcherHrefs(out, '/', 'product')).toBeUndefined();
    expect(switcherHrefs(out, '/', 'version')).toBeUndefined();
  });
});
