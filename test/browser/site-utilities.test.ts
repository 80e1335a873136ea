/** Tailwind utility classes written in pages get their CSS, with `dark:` following the site's dark mode. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { buildToTemp, startSites, type Sites } from '../helpers/built-site.js';
import { tmpSite } from '../helpers/tmp-site.js';

const SVG = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="${fill}"/></svg>`;
let sites: Sites;
let docs: string;

beforeAll(async () => {
  docs = tmpSite({
    'docs.json': { name: 'Utilities', navigation: { pages: ['index', 'plain', 'html'] } },
    'index.mdx':
      '---\ntitle: Home\n---\n\n<img className="block dark:hidden" src="/light.svg" alt="Light screenshot" />\n<img className="hidden dark:block" src="/dark.svg" alt="Dark screenshot" />\n\n<div className="mt-8 rounded-xl">Boxed</div>\n',
    'plain.mdx': '---\ntitle: Plain\n---\n\nNo classes here.\n',
    'html.md': '---\ntitle: HTML\n---\n\n<p class="text-3xl font-bold">Big</p>\n',
    'light.svg': SVG('#eee'),
    'dark.svg': SVG('#222'),
  });
  sites = await startSites({ site: docs });
});
afterEach(() => sites.closePages());
afterAll(() => sites?.close());

it('builds one stylesheet of the utilities the pages use, linked only from pages that use them', async () => {
  const out = await buildToTemp(docs);
  try {
    const css = fs.readFileSync(path.join(out, '_sextant/utilities.css'), 'utf8');
    for (const rule of [
      '.block',
      '.hidden',
      '.dark\\:hidden:where(.dark, .dark *)',
      '.dark\\:block:where(.dark, .dark *)',
      '.mt-8',
      '.rounded-xl',
      '.text-3xl',
      '.font-bold',
    ])
      expect(css).toContain(rule);
    // No preflight reset: the site keeps its own base styles.
    expect(css).not.toMatch(/^\s*\*,\s*::after,\s*::before/m);
    const link = '<link rel="stylesheet" href="/_sextant/utilities.css"/>';
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toContain(link);
    expect(fs.readFileSync(path.join(out, 'html/index.html'), 'utf8')).toContain(link);
    expect(fs.readFileSync(path.join(out, 'plain/index.html'), 'utf8')).not.toContain('utilities.css');
  } finally {
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  }
});

for (const scheme of ['light', 'dark'] as const) {
  it(`in ${scheme} mode only the ${scheme} screenshot shows`, async () => {
    const page = await sites.open('site', '/', { colorScheme: scheme });
    expect(await page.getByAltText('Light screenshot').isVisible()).toBe(scheme === 'light');
    expect(await page.getByAltText('Dark screenshot').isVisible()).toBe(scheme === 'dark');
    expect(await page.getByText('Boxed').evaluate((e) => getComputedStyle(e).marginTop)).toBe('32px');
  });
}

it('the theme toggle switches the screenshots too (dark: follows the site, not only the system)', async () => {
  const page = await sites.open('site', '/', { colorScheme: 'light' });
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect.poll(() => page.getByAltText('Dark screenshot').isVisible()).toBe(true);
  expect(await page.getByAltText('Light screenshot').isVisible()).toBe(false);
});
