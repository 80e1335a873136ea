/**
 * The logo in the top bar at a phone's width: a wordmark too wide for the bar narrows (drawn whole, at a smaller
 * scale) so the bar never scrolls sideways and its buttons stay on the screen, after the navbar's button has given
 * way; a logo that fits keeps its size. Its box is known before the image arrives (width and height attributes).
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { startSites, type Sites } from '../helpers/built-site.js';
import { tmpSite } from '../helpers/tmp-site.js';

/** A 252×24 wordmark: 294 px wide at the bar's 28 px. */
const WIDE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="252" height="24" viewBox="0 0 252 24"><rect width="252" height="24" rx="4" fill="#D67516"/></svg>';
const NARROW = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="30"><rect width="120" height="30"/></svg>';
const page = (title: string, mode = 'default') => `---\ntitle: ${title}\nmode: ${mode}\n---\n\n${title}.\n`;

let sites: Sites;
beforeAll(async () => {
  const files = (logo: string, extra: object = {}) => ({
    'docs.json': {
      name: 'Logo',
      theme: 'maple',
      logo: { light: '/logo.svg', dark: '/logo.svg' },
      ...extra,
      navigation: { groups: [{ group: 'G', pages: ['index', 'landing'] }] },
    },
    'logo.svg': logo,
    'index.mdx': page('Home'),
    // No sidebar: the navbar's button stays in the bar on a phone.
    'landing.mdx': page('Landing', 'center'),
  });
  const button = { navbar: { primary: { type: 'button', label: 'Get started for free', href: 'https://example.com' } } };
  sites = await startSites({
    wide: tmpSite(files(WIDE)),
    wideButton: tmpSite(files(WIDE, button)),
    narrowButton: tmpSite(files(NARROW, button)),
    name: tmpSite({
      'docs.json': { name: 'A documentation site with a rather long name', navigation: { pages: ['index'] } },
      'index.mdx': page('Home'),
    }),
  });
});
afterEach(() => sites.closePages());
afterAll(() => sites?.close());

type Box = { left: number; right: number; width: number; height: number };

/** The top bar's parts that show, by name, and how far the document scrolls sideways. */
const bar = (page: Page) =>
  page.evaluate(() => {
    const box = (selector: string) => {
      const el = [...document.querySelectorAll(selector)].find((e) => e.getClientRects().length > 0);
      if (!el) return undefined;
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, width: r.width, height: r.height };
    };
    return {
      scrollWidth: document.documentElement.scrollWidth,
      parts: {
        menu: box('.sx-menu-button'),
        logo: box('.sx-logo img, .sx-site-name'),
        search: box('#search-bar-entry'),
        button: box('#topbar-cta-button'),
        theme: box('.sx-theme-toggle'),
      },
    };
  });

/** Each part inside the window, and after the one before it (no overlap), from left to right. */
function expectInRow(parts: Record<string, Box | undefined>, width: number): void {
  const shown = Object.entries(parts).filter((e): e is [string, Box] => e[1] !== undefined);
  for (const [name, b] of shown) {
    expect(b.left, name).toBeGreaterThanOrEqual(0);
    expect(b.right, name).toBeLessThanOrEqual(width);
  }
  for (let i = 1; i < shown.length; i++)
    expect(shown[i]![1].left, `${shown[i - 1]![0]} | ${shown[i]![0]}`).toBeGreaterThanOrEqual(shown[i - 1]![1].right);
}

it('a wide logo narrows on a phone, drawn whole, and the bar’s buttons stay on the screen', async () => {
  const phone = await sites.open('wide', '/', { viewport: { width: 375, height: 700 } });
  const { scrollWidth, parts } = await bar(phone);
  expect(scrollWidth).toBe(375);
  expectInRow(parts, 375);
  expect(parts.logo!.height).toBe(28);
  expect(parts.logo!.width).toBeLessThan(294);
  expect(parts.logo!.width).toBeGreaterThan(150);
  const img = phone.locator('.sx-logo-light');
  // The whole wordmark, scaled down (not cut), in a box known before the image arrives.
  expect(await img.evaluate((e) => getComputedStyle(e).objectFit)).toBe('contain');
  expect([await img.getAttribute('width'), await img.getAttribute('height')]).toEqual(['294', '28']);
  // On a wide screen it keeps its size.
  const wide = await sites.open('wide', '/', { viewport: { width: 1280, height: 800 } });
  expect((await bar(wide)).parts.logo).toMatchObject({ width: 294, height: 28 });
});

it('the navbar’s button gives way before the logo, and a logo that fits keeps its size', async () => {
  // A logo that fits: the button's label is cut, the logo stays 112 px wide.
  const fits = await sites.open('narrowButton', '/landing', { viewport: { width: 375, height: 700 } });
  const narrow = await bar(fits);
  expect(narrow.scrollWidth).toBe(375);
  expectInRow(narrow.parts, 375);
  expect(narrow.parts.logo).toMatchObject({ width: 112, height: 28 });
  expect(await fits.locator('#topbar-cta-button > a').evaluate((a) => a.scrollWidth > a.clientWidth)).toBe(true);
  // A wide logo beside a button: both give way, the button first (to a letter), and nothing overlaps.
  for (const width of [375, 500, 700]) {
    const p = await sites.open('wideButton', '/landing', { viewport: { width, height: 700 } });
    const { scrollWidth, parts } = await bar(p);
    expect(scrollWidth, `${width}`).toBe(width);
    expectInRow(parts, width);
    expect(parts.button!.width, `${width}`).toBeGreaterThan(30);
  }
});

it('a long site name, without a logo, ends in an ellipsis on a phone', async () => {
  const p = await sites.open('name', '/', { viewport: { width: 375, height: 700 } });
  const { scrollWidth, parts } = await bar(p);
  expect(scrollWidth).toBe(375);
  expectInRow(parts, 375);
  expect(await p.locator('.sx-site-name').evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
});
