/**
 * Large sidebars (over 250 links): each page carries only the links near it; the rest — closed
 * nested groups and the top-level groups away from the page — come from one shared fragment.
 */
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { startSites, type Sites } from '../helpers/built-site.js';
import { tmpSite } from '../helpers/tmp-site.js';

let sites: Sites;

// Two top-level groups of 160 pages each: 150 direct pages and a nested group of 10.
const pages = (g: string, n: number, from = 1) => Array.from({ length: n }, (_, i) => `${g}/p${from + i}`);

beforeAll(async () => {
  const files: Record<string, string | object> = {
    'docs.json': {
      name: 'Large',
      navigation: {
        groups: [
          { group: 'Alpha', pages: [...pages('alpha', 150), { group: 'Alpha more', pages: pages('alpha', 10, 151) }] },
          { group: 'Beta', pages: [...pages('beta', 150), { group: 'Beta more', pages: pages('beta', 10, 151) }] },
        ],
      },
    },
  };
  for (const g of ['alpha', 'beta'])
    for (const p of pages(g, 160)) files[`${p}.mdx`] = `---\ntitle: ${g} ${p.split('/p')[1]}\n---\n\nText.\n`;
  sites = await startSites({ large: tmpSite(files) });
});
afterEach(() => sites.closePages());
afterAll(() => sites?.close());

it('without JavaScript, a top-level group away from the page links to its section; the page’s own group is complete', async () => {
  const page = await sites.open('large', '/alpha/p3', { javaScriptEnabled: false });
  const sidebar = page.locator('#sidebar');
  expect(await sidebar.locator('.sx-pages a[href^="/alpha/p"]').count()).toBe(150);
  expect(await sidebar.locator('.sx-pages a[href^="/beta/p"]').count()).toBe(0);
  expect(await sidebar.getByRole('link', { name: 'Open Beta' }).getAttribute('href')).toBe('/beta/p1');
});

it('with JavaScript, the other top-level group fills as the page loads, its nested group closed until opened', async () => {
  const page = await sites.open('large', '/alpha/p3');
  const sidebar = page.locator('#sidebar');
  // The fragment brings Beta's whole body, its nested group (closed) included.
  await expect.poll(() => sidebar.locator('.sx-pages a[href^="/beta/p"]').count()).toBe(160);
  await expect.poll(() => sidebar.getByRole('link', { name: 'Open Beta' }).count()).toBe(0);
  expect(await sidebar.getByRole('heading', { name: 'Beta' }).isVisible()).toBe(true);
  // The nested group that arrived with Beta is closed; opening it shows its links.
  expect(await sidebar.locator('a[href="/beta/p160"]').isVisible()).toBe(false);
  await sidebar.getByText('Beta more').click();
  await expect.poll(() => sidebar.locator('a[href="/beta/p160"]').isVisible()).toBe(true);
  await sidebar.locator('a[href="/beta/p140"]').click();
  await page.waitForURL('**/beta/p140');
  expect(await page.locator('#sidebar a[aria-current="page"]').textContent()).toContain('beta 140');
});
