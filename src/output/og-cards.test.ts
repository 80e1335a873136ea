import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tmpSite } from '../../test/helpers/tmp-site.js';
import { loadSiteSync } from '../site/site.js';
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
