/**
 * Right-to-left pages in a real browser (the rtl fixture: an English and an Arabic division with the same
 * pages): the Arabic page mirrors the shell, sidebar on the right and table of contents on the left, its
 * text runs right to left while code stays left to right, nothing overflows sideways at 375 or 1280 px,
 * and arrow keys follow the direction; the English page keeps its left-to-right layout.
 */
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatViolations, runAxe } from '../helpers/axe.js';
import { fixture, startSites, type Sites } from '../helpers/built-site.js';

let sites: Sites;
beforeAll(async () => {
  sites = await startSites({ rtl: fixture('rtl') });
});
afterEach(() => sites.closePages());
afterAll(() => sites?.close());

const WIDE = { viewport: { width: 1280, height: 800 } } as const;
const PHONE = { viewport: { width: 375, height: 700 }, isMobile: true, hasTouch: true } as const;

/** The box of the first element matching `selector`. */
async function box(page: Page, selector: string) {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not shown`);
  return b;
}

const direction = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).direction);

const overflow = (page: Page) =>
  page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));

it('ar at 1280 px: sidebar on the right, table of contents on the left, text right to left, code left to right', async () => {
  const page = await sites.open('rtl', '/ar', WIDE);
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  const [sidebar, main, toc] = [await box(page, '#sidebar'), await box(page, '.sx-main'), await box(page, '#table-of-contents')];
  expect(sidebar.x).toBeGreaterThan(main.x + main.width - 1);
  expect(toc.x + toc.width).toBeLessThan(main.x + 1);
  expect(await direction(page, '.sx-content > p')).toBe('rtl');
  expect(await direction(page, '.sx-content pre')).toBe('ltr');
  expect(await direction(page, '.sx-content figure.sx-code')).toBe('ltr');
  // Inline code keeps its dashes in front (`--out`), isolated from the Arabic around it.
  expect(await direction(page, '.sx-content td > code')).toBe('ltr');
  // The title ends on the right, under the breadcrumb, and the paragraph's lines start on the right.
  const title = await box(page, '.sx-title');
  expect(title.x + title.width).toBeCloseTo(main.x + (await box(page, '.sx-article')).width, 0);
  const { scroll, client } = await overflow(page);
  expect(scroll).toBeLessThanOrEqual(client);
});

it('ar at 1280 px: components mirror (step markers, quotation rule, callout icon, card arrow, next link)', async () => {
  const page = await sites.open('rtl', '/ar', WIDE);
  const marker = await box(page, '.sx-step-marker');
  const stepTitle = await box(page, '.sx-step-title');
  expect(marker.x).toBeGreaterThan(stepTitle.x + stepTitle.width - 1);
  const quote = await page.locator('.sx-content blockquote').evaluate((el) => {
    const s = getComputedStyle(el);
    return [s.borderRightWidth, s.borderLeftWidth];
  });
  expect(quote).toEqual(['3px', '0px']);
  const icon = await box(page, '.sx-callout-icon');
  const text = await box(page, '.sx-callout-content');
  expect(icon.x).toBeGreaterThan(text.x + text.width - 1);
  // The internal card's arrow points left (mirrored); the external one keeps its ↗.
  const arrows = await page.locator('.sx-card-arrow').evaluateAll((els) => els.map((el) => getComputedStyle(el).transform));
  expect(arrows).toEqual(['matrix(-1, 0, 0, 1, 0, 0)', 'none']);
  const next = await box(page, '.sx-next');
  expect(next.x).toBeCloseTo((await box(page, '.sx-article')).x, 0);
});

it('en at 1280 px keeps the left-to-right layout', async () => {
  const page = await sites.open('rtl', '/en', WIDE);
  expect(await page.locator('html').getAttribute('dir')).toBeNull();
  const [sidebar, main, toc] = [await box(page, '#sidebar'), await box(page, '.sx-main'), await box(page, '#table-of-contents')];
  expect(sidebar.x + sidebar.width).toBeLessThan(main.x + 1);
  expect(toc.x).toBeGreaterThan(main.x + main.width - 1);
  expect(await direction(page, '.sx-content > p')).toBe('ltr');
  const marker = await box(page, '.sx-step-marker');
  expect(marker.x).toBeLessThan((await box(page, '.sx-step-title')).x);
  expect(await page.locator('.sx-card-arrow').evaluateAll((els) => els.map((el) => getComputedStyle(el).transform))).toEqual([
    'none',
    'none',
  ]);
});

it('ar at 375 px: nothing overflows sideways, with the menu closed or open, and the drawer fills the screen', async () => {
  for (const route of ['/ar', '/ar/guide']) {
    const page = await sites.open('rtl', route, PHONE);
    let { scroll, client } = await overflow(page);
    expect(scroll, route).toBeLessThanOrEqual(client);
    await page.locator('[data-sx-menu-toggle]').first().click();
    const drawer = await box(page, '#sidebar');
    expect(drawer.x).toBeGreaterThanOrEqual(0);
    expect(drawer.x + drawer.width).toBeLessThanOrEqual(375);
    // Its links start on the right.
    const link = await box(page, '#sidebar .sx-pages a');
    expect(link.x + link.width).toBeGreaterThan(375 - 40);
    ({ scroll, client } = await overflow(page));
    expect(scroll, `${route} with the menu open`).toBeLessThanOrEqual(client);
  }
});

it('en at 375 px does not overflow sideways either', async () => {
  const page = await sites.open('rtl', '/en', PHONE);
  const { scroll, client } = await overflow(page);
  expect(scroll).toBeLessThanOrEqual(client);
});

it('tabs: the arrow key towards the end of the line selects the next tab (left in Arabic, right in English)', async () => {
  for (const [route, key] of [
    ['/ar/guide', 'ArrowLeft'],
    ['/en/guide', 'ArrowRight'],
  ] as const) {
    const page = await sites.open('rtl', route, WIDE);
    const tabs = page.locator('.sx-content [role="tab"]');
    await tabs.first().focus();
    await page.keyboard.press(key);
    // The second of three (not the third, where the other arrow wraps round to).
    await expect.poll(() => tabs.nth(1).getAttribute('aria-selected'), { message: route }).toBe('true');
    // The second tab lies at the end of the line: left of the first in Arabic, right of it in English.
    const [first, second] = [(await tabs.nth(0).boundingBox())!, (await tabs.nth(1).boundingBox())!];
    expect(route === '/ar/guide' ? second.x < first.x : second.x > first.x, route).toBe(true);
  }
});

it('the Arabic pages pass axe in light and dark mode', async () => {
  for (const colorScheme of ['light', 'dark'] as const)
    for (const route of ['/ar', '/ar/guide']) {
      const page = await sites.open('rtl', route, { ...WIDE, colorScheme });
      const violations = await runAxe(page);
      expect(violations, `${route} ${colorScheme}: ${formatViolations(violations)}`).toEqual([]);
    }
});
