/** The mobile drawer: below the top bar, as tall as the window below it, scrolling to its last link. */
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { fixture, reachable, startSites } from '../helpers/built-site.js';
import type { Sites } from '../helpers/built-site.js';
import { tmpSite } from '../helpers/tmp-site.js';

let sites: Sites;
const MOBILE = { viewport: { width: 390, height: 600 }, isMobile: true, hasTouch: true } as const;

beforeAll(async () => {
  const pages = Array.from({ length: 30 }, (_, i) => `p${i + 1}`);
  const files: Record<string, string | object> = {
    'docs.json': {
      name: 'Long sidebar',
      navbar: {
        links: [{ label: 'Community', href: 'https://community.example.com' }],
        primary: { type: 'button', label: 'Sign up', href: 'https://app.example.com' },
      },
      navigation: {
        tabs: [
          { tab: 'Guides', groups: [{ group: 'All', pages }] },
          { tab: 'Other', pages: ['other'] },
        ],
      },
    },
    'other.mdx': '---\ntitle: Other\n---\n\nOther.\n',
  };
  for (const p of pages) files[`${p}.mdx`] = `---\ntitle: Page ${p}\n---\n\nText of ${p}.\n`;
  sites = await startSites({ long: tmpSite(files), tabs: fixture('tabs-anchors') });
});
afterEach(() => sites.closePages());
afterAll(() => sites?.close());

for (const [site, route] of [
  ['long', '/p1'],
  ['tabs', '/guides/a'],
] as const) {
  it(`${site}: the open menu lies below the top bar, within the screen, and scrolls to its last link`, async () => {
    const page = await sites.open(site, route, MOBILE);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const sidebar = page.locator('#sidebar');
    const bar = (await page.locator('.sx-topbar').boundingBox())!;
    const box = (await sidebar.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
    expect(box.y + box.height).toBeCloseTo(600, 0);
    const links = sidebar.locator('a');
    expect(await reachable(links.first())).toBe(true);
    await links.last().scrollIntoViewIfNeeded();
    expect(await reachable(links.last())).toBe(true);
  });
}

it('the navbar links, hidden from the narrow top bar, are at the end of the open menu; the wide layout shows them only in the bar', async () => {
  const page = await sites.open('long', '/p1', MOBILE);
  const barLink = page.locator('.sx-topbar').getByRole('link', { name: 'Community' });
  await expect.poll(() => barLink.isVisible()).toBe(false);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawerLink = page.locator('#sidebar').getByRole('link', { name: 'Community' });
  await drawerLink.scrollIntoViewIfNeeded();
  expect(await reachable(drawerLink)).toBe(true);
  expect(await drawerLink.getAttribute('href')).toBe('https://community.example.com');
  // The primary button stays in the bar on narrow screens.
  expect(await page.locator('.sx-topbar').getByRole('link', { name: 'Sign up' }).isVisible()).toBe(true);

  const wide = await sites.open('long', '/p1', { viewport: { width: 1280, height: 800 } });
  expect(await wide.locator('.sx-topbar').getByRole('link', { name: 'Community' }).isVisible()).toBe(true);
  expect(await wide.locator('#sidebar').getByRole('link', { name: 'Community' }).isVisible()).toBe(false);
});
