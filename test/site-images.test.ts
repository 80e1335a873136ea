/**
 * The logo, favicon, background image and font files docs.json names are read from the docs folder's root
 * however they are written, and a missing one is warned at its place in docs.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../src/output/build.js';
import { tmpSite } from './helpers/tmp-site.js';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="20"></svg>';

describe('site images named in docs.json', () => {
  it('are rooted when written relative, so pages below the root find them; a missing one is warned at its place', async () => {
    const root = tmpSite({
      'docs.json': `{
  "name": "Images",
  "logo": { "light": "./logo/light.svg", "dark": "logo/dark.svg" },
  "favicon": "./favicon.svg",
  "background": { "image": "/images/missing.png" },
  "navigation": { "pages": ["index", "guide/page"] }
}
`,
      'logo/light.svg': SVG,
      'logo/dark.svg': SVG,
      'favicon.svg': SVG,
      'index.mdx': '---\ntitle: Home\n---\n\nText.\n',
      'guide/page.mdx': '---\ntitle: Page\n---\n\nText.\n',
    });
    const out = path.join(root, '_out');
    const result = await build(root, { outDir: out, cache: false });
    expect(result.ok).toBe(true);
    const html = fs.readFileSync(path.join(out, 'guide/page/index.html'), 'utf8');
    // Sized as well: the file was found.
    expect(html).toMatch(/<img class="sx-logo-light[^"]*" src="\/logo\/light.svg" alt="Images" height="28" width="140"\/>/);
    expect(html).toMatch(/<img class="sx-logo-dark[^"]*" src="\/logo\/dark.svg"/);
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(result.diagnostics.filter((d) => d.code === 'missing-asset')).toEqual([
      expect.objectContaining({
        severity: 'warning',
        file: 'docs.json',
        line: 5,
        column: 28,
        pointer: '/background/image',
        message: 'Image "images/missing.png" not found in the docs folder',
      }),
    ]);
  });
  it('font files too: a missing one is warned at its source, a present one is loaded from the root on every page', async () => {
    const root = tmpSite({
      'docs.json': `{
  "name": "Fonts",
  "fonts": {
    "heading": { "family": "Sentient", "weight": 300, "source": "/fonts/Sentient-Light.woff2", "format": "woff2" },
    "body": { "family": "Brand", "source": "fonts/brand.woff2", "format": "woff2" }
  },
  "navigation": { "pages": ["index", "guide/page"] }
}
`,
      'fonts/brand.woff2': 'wOF2',
      'index.mdx': '---\ntitle: Home\n---\n\nText.\n',
      'guide/page.mdx': '---\ntitle: Page\n---\n\nText.\n',
    });
    const out = path.join(root, '_out');
    const result = await build(root, { outDir: out, cache: false });
    expect(result.ok).toBe(true);
    expect(result.diagnostics.filter((d) => d.code === 'missing-asset')).toEqual([
      expect.objectContaining({
        severity: 'warning',
        file: 'docs.json',
        line: 4,
        column: 65,
        pointer: '/fonts/heading/source',
        message: 'Font file "fonts/Sentient-Light.woff2" not found in the docs folder',
      }),
    ]);
    const html = fs.readFileSync(path.join(out, 'guide/page/index.html'), 'utf8');
    expect(html).toContain('src:url("/fonts/brand.woff2") format("woff2")');
  });
});
