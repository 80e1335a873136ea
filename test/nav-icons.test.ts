/**
 * Icons drawn with a stand-in (Font Awesome Pro names and styles, names no library has) are warned where
 * they are named: in docs.json's navigation and in a page's frontmatter, as in its content.
 */
import { describe, expect, it } from 'vitest';
import { build } from '../src/output/build.js';
import { checkSiteAndPages } from '../src/site/check.js';
import { tmpSite } from './helpers/tmp-site.js';

const DOCS = `{
  "name": "Icons",
  "navigation": {
    "tabs": [
      {
        "tab": "Guides",
        "icon": "rectangle-terminal",
        "groups": [
          { "group": "Start", "icon": "brackets-curly", "pages": ["index"] },
          { "group": "More", "icon": "brackets-curly", "pages": ["free"] }
        ]
      }
    ],
    "global": { "anchors": [{ "anchor": "Blog", "href": "https://example.com", "icon": { "name": "house", "style": "duotone" } }] }
  }
}
`;

function site(): string {
  return tmpSite({
    'docs.json': DOCS,
    'index.mdx': '---\ntitle: Home\nicon: "panels-top-left"\n---\n\nText.\n',
    'free.mdx': '---\ntitle: Free\nicon: rocket\n---\n\nText.\n',
  });
}

const found = (list: { code: string; file: string; line: number; column: number; message: string }[]) =>
  list.filter((d) => d.code === 'icon-substituted').map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`);

describe('icon stand-ins named outside page content', () => {
  it('are warned at their place in docs.json (once per name) and at the frontmatter line', async () => {
    const result = await build(site(), { cache: false });
    expect(result.ok).toBe(true);
    expect(found(result.diagnostics).sort()).toEqual([
      'docs.json:14:88 Icon `house` (duotone) is not in the free icon packages; drawn as solid house',
      'docs.json:7:17 Icon `rectangle-terminal` is not in the free icon packages; drawn as solid terminal',
      'docs.json:9:39 Icon `brackets-curly` is not in the free icon packages; drawn as solid code (in 2 places; the first is here)',
      'index.mdx:3:8 Icon `panels-top-left` is not in the free icon packages; drawn as the generic circle-question',
    ]);
  });

  it('are warnings in check too, and fail a strict build', async () => {
    const { diagnostics } = await checkSiteAndPages(site());
    expect(found(diagnostics)).toHaveLength(4);
    expect(diagnostics.filter((d) => d.code === 'icon-substituted').every((d) => d.severity === 'warning')).toBe(true);
    expect((await build(site(), { cache: false, strict: true })).ok).toBe(false);
  });
});
