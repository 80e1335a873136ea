/**
 * docs.json `styling.codeblocks: "css-variables"`: code blocks take their colours from the `--mint-*`
 * properties the site's own CSS sets, as trigger.dev's docs do; those it leaves unset fall back to
 * Sextant's palette for the colour scheme.
 */
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { startSites, type Sites } from '../helpers/built-site.js';
import { tmpSite } from '../helpers/tmp-site.js';

let sites: Sites;

beforeAll(async () => {
  const docs = tmpSite({
    'docs.json': { name: 'Variables', navigation: { pages: ['index'] }, styling: { codeblocks: { theme: 'css-variables' } } },
    'index.mdx': '---\ntitle: Home\n---\n\n```js\nconst a = "x"; // note\n```\n',
    // The site sets the background, keywords and strings; comments keep Sextant's colour.
    'style.css':
      ':root {\n  --mint-color-background: #121317;\n  --mint-token-keyword: #e888f8;\n  --mint-token-string-expression: #afec73;\n}\n',
  });
  sites = await startSites({ site: docs });
});
afterEach(() => sites.closePages());
afterAll(() => sites?.close());

for (const scheme of ['light', 'dark'] as const) {
  it(`colours code from the site's --mint-* properties, the rest from the ${scheme} palette`, async () => {
    const page = await sites.open('site', '/', { colorScheme: scheme });
    const colour = (text: string) =>
      page
        .locator('pre.shiki span', { hasText: text })
        .last()
        .evaluate((e) => getComputedStyle(e).color);
    expect(await colour('const')).toBe('rgb(232, 136, 248)');
    expect(await colour('"x"')).toBe('rgb(175, 236, 115)');
    // github-light's and github-dark-default's comment colours.
    expect(await colour('// note')).toBe(scheme === 'light' ? 'rgb(106, 115, 125)' : 'rgb(139, 148, 158)');
    expect(await page.locator('pre.shiki').evaluate((e) => getComputedStyle(e).backgroundColor)).toBe('rgb(18, 19, 23)');
  });
}
