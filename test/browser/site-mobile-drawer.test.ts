/**
 * The mobile drawer: below the top bar, as tall as the window below it, scrolling to its last link; on a
 * phone (375 px) the top bar and the page header each stay on one line, the primary button in the drawer.
 */
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
      contextual: { options: ['copy', 'view'] },
      styling: { eyebrows: 'breadcrumbs' },
      navigation: {
        tabs: [
          {
            tab: 'Guides',
            groups: [
              {
                group: 'All',
                pages: [
                  ...pages,
                  { group: 'A group with a rather long name', pages: ['deep', { group: 'Nested level', pages: ['deeper'] }] },
                ],
              },
            ],
          },
          { tab: 'Other', pages: ['other'] },
        ],
      },
    },
    'other.mdx': '---\ntitle: Other\n---\n\nOther.\n',
    'deep.mdx': '---\ntitle: Deep\n---\n\nDeep.\n',
    'deeper.mdx': '---\ntitle: Deeper\n---\n\nDeeper.\n',
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
  // On a phone the primary button is in the menu (see below); on a tablet it stays in the bar.
  expect(await page.locator('.sx-topbar').getByRole('link', { name: 'Sign up' }).isVisible()).toBe(false);
  const tablet = await sites.open('long', '/p1', { viewport: { width: 768, height: 800 } });
  expect(await tablet.locator('.sx-topbar').getByRole('link', { name: 'Sign up' }).isVisible()).toBe(true);
  expect(await tablet.locator('#sidebar').getByRole('link', { name: 'Sign up' }).isVisible()).toBe(false);

  const wide = await sites.open('long', '/p1', { viewport: { width: 1280, height: 800 } });
  expect(await wide.locator('.sx-topbar').getByRole('link', { name: 'Community' }).isVisible()).toBe(true);
  expect(await wide.locator('#sidebar').getByRole('link', { name: 'Community' }).isVisible()).toBe(false);
});

/** Whether every visible child of an element sits on one line (their boxes overlap vertically), and none is cut. */
const oneLine = (root: Element, selector: string) => {
  const boxes = [...root.querySelectorAll(selector)]
    .filter((e) => e.getClientRects().length > 0 && getComputedStyle(e).position !== 'absolute')
    .map((e) => e.getBoundingClientRect());
  return boxes.every((b) => b.top < boxes[0]!.bottom && b.bottom > boxes[0]!.top);
};

it('at 375 px the top bar and the page header each stay on one line, and the primary button is whole in the menu', async () => {
  const page = await sites.open('long', '/deep', { ...MOBILE, viewport: { width: 375, height: 700 } });
  const row = page.locator('.sx-topbar-row');
  expect((await row.boundingBox())!.height).toBeLessThanOrEqual(56);
  expect(await row.evaluate(oneLine, ':scope > *, .sx-navbar > *')).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);

  // The page header: "Copy page" is drawn as its icon (its name kept), beside the breadcrumbs on one line.
  const copy = page.getByRole('button', { name: 'Copy page' });
  expect(await copy.isVisible()).toBe(true);
  expect((await copy.boundingBox())!.width).toBeLessThan(48);
  const header = page.locator('.sx-page-header');
  expect(await header.evaluate(oneLine, '.sx-contextual, .sx-breadcrumbs li')).toBe(true);
  const crumbs = (await page.locator('.sx-breadcrumbs').boundingBox())!;
  expect(crumbs.height).toBeLessThanOrEqual(28);
  expect(await page.locator('.sx-breadcrumbs li').allTextContents()).toEqual(['Guides', 'All', 'A group with a rather long name']);
  // The short crumbs are whole, with no empty space after their text (a crumb's box once kept a minimum
  // width wider than "All", which left a gap before the next "/"); the long one is cut.
  const crumbFit = await page.locator('.sx-breadcrumbs li').evaluateAll((lis) =>
    lis.map((li) => {
      const range = document.createRange();
      range.selectNodeContents(li);
      return { cut: li.scrollWidth > li.clientWidth, spare: li.getBoundingClientRect().right - range.getBoundingClientRect().right };
    }),
  );
  expect(crumbFit.map((c) => c.cut)).toEqual([false, false, true]);
  for (const c of crumbFit.slice(0, 2)) expect(c.spare).toBeLessThanOrEqual(1);

  // Four crumbs would each be cut to a few letters: the two nearest show, after an ellipsis (the short one whole).
  const deeper = await sites.open('long', '/deeper', { ...MOBILE, viewport: { width: 375, height: 700 } });
  const shownCrumbs = await deeper
    .locator('.sx-breadcrumbs li')
    .evaluateAll((lis) =>
      lis.filter((li) => li.getClientRects().length > 0).map((li) => ({ text: li.textContent, cut: li.scrollWidth > li.clientWidth })),
    );
  expect(shownCrumbs.map((c) => c.text)).toEqual(['A group with a rather long name', 'Nested level']);
  expect(shownCrumbs[1]!.cut).toBe(false);
  const before = await deeper
    .locator('.sx-breadcrumbs li')
    .nth(2)
    .evaluate((li) => getComputedStyle(li, '::before').content);
  expect(before).toContain('\u2026');
  expect((await deeper.locator('.sx-breadcrumbs').boundingBox())!.height).toBeLessThanOrEqual(28);

  // The primary button: not in the bar, where it would be cut, but whole and reachable in the open menu.
  expect(await page.locator('#topbar-cta-button').isVisible()).toBe(false);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const cta = page.locator('#sidebar').getByRole('link', { name: 'Sign up' });
  await cta.scrollIntoViewIfNeeded();
  expect(await reachable(cta)).toBe(true);
  expect(await cta.evaluate((e) => e.scrollWidth <= e.clientWidth && e.textContent === 'Sign up')).toBe(true);
  expect(await cta.getAttribute('href')).toBe('https://app.example.com');
});
