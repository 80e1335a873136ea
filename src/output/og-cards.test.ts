import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tmpSite } from '../../test/helpers/tmp-site.js';
import { loadSiteSync } from '../site/site.js';
import { build } from './build.js';
import { cardSeed } from './og-cards.js';

const files = {
  'docs.json': {
    name: 'Acme',
    logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' },
    seo: { metatags: { canonical: 'https://docs.acme.example' } },
    navigation: { pages: ['index'] },
  },
  'index.mdx': '# Home\n',
  'logo/light.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
  'logo/dark.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"/>',
};

const seedOf = (root: string) => cardSeed(root, loadSiteSync(root).model!);

describe("the seed of a site's card design", () => {
  it("is the same wherever the docs folder sits, and follows the logo's bytes", () => {
    const a = tmpSite(files);
    const b = tmpSite(files);
    expect(seedOf(a)).toBeDefined();
    expect(seedOf(a)).toBe(seedOf(b));
    fs.writeFileSync(path.join(b, 'logo/dark.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="10"/>');
    expect(seedOf(b)).not.toBe(seedOf(a));
  });
});

describe('cards of a site whose logo file is missing', () => {
  it('are drawn with the site name, and the build says nothing per page about it', async () => {
    const { 'logo/dark.svg': _gone, ...rest } = files;
    const dir = tmpSite({ ...rest, 'docs.json': { ...files['docs.json'], navigation: { pages: ['index', 'two'] } }, 'two.mdx': '# Two\n' });
    const out = path.join(dir, 'dist');
    const result = await build(dir, { outDir: out, cache: false });
    expect(result.ok).toBe(true);
    expect(result.diagnostics.filter((d) => d.code === 'og-card-failed')).toEqual([]);
    expect(fs.readdirSync(path.join(out, '_sextant/og')).filter((f) => f.endsWith('.jpg'))).toHaveLength(2);
  });
});
