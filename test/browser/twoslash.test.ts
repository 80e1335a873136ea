/** twoslash code blocks in the browser: type popups on hover and keyboard focus, Escape, no layout shift, copy, light/dark, 375 px. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fixture, startSites, type Sites } from '../helpers/built-site.js';

let sites: Sites;

beforeAll(async () => {
  sites = await startSites({ site: fixture('twoslash') });
});
afterEach(() => sites.closePages());
afterAll(() => sites?.close());

async function open(route = '/', options: Parameters<Sites['open']>[2] = {}): Promise<Page> {
  const page = await sites.open('site', route, options);
  await page.waitForSelector('figure.sx-code button');
  return page;
}

const token = (page: Page, text: string) => page.locator('.twoslash-hover', { hasText: text }).first();
const popup = (page: Page, text: string) => token(page, text).locator(':scope > .twoslash-popup-container');
/** Where every line of the first block sits: the same before and after a popup shows means no layout shift. */
const lineTops = (page: Page) =>
  page
    .locator('figure.sx-code')
    .first()
    .evaluate((f) => [...f.querySelectorAll('.line')].map((l) => l.getBoundingClientRect().top));

describe('twoslash', () => {
  it('hovering a name shows its type under it, over the code, moving nothing', async () => {
    const page = await open();
    const before = await lineTops(page);
    expect(await popup(page, 'adoptPet').isVisible()).toBe(false);
    await token(page, 'adoptPet').hover();
    await expect.poll(() => popup(page, 'adoptPet').isVisible()).toBe(true);
    expect(await popup(page, 'adoptPet').textContent()).toContain('function adoptPet(name: string, type: Pet): string');
    expect(await popup(page, 'adoptPet').textContent()).toContain('Adopts a pet and returns the announcement.');
    expect(await lineTops(page)).toEqual(before);
    // Below its token, not clipped by the code block's scrolling box.
    const [t, p] = await Promise.all([token(page, 'adoptPet').boundingBox(), popup(page, 'adoptPet').boundingBox()]);
    expect(p!.y).toBeGreaterThanOrEqual(t!.y + t!.height - 1);
    await page.mouse.move(0, 0);
    await expect.poll(() => popup(page, 'adoptPet').isVisible()).toBe(false);
  });

  it('names take keyboard focus, which shows the popup; Escape hides it until focus moves', async () => {
    const page = await open();
    await page.locator('figure.sx-code pre').first().focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('twoslash-hover'))).toBe(true);
    const focused = page.locator('.twoslash-hover:focus > .twoslash-popup-container');
    await expect.poll(() => focused.isVisible()).toBe(true);
    expect(await focused.textContent()).toContain('type Pet = "cat" | "dog" | "hamster"');
    await page.keyboard.press('Escape');
    await expect.poll(() => focused.isVisible()).toBe(false);
    await page.keyboard.press('Tab');
    await expect.poll(() => focused.isVisible()).toBe(true);
    expect(await focused.textContent()).toContain('function adoptPet');
  });

  it('queries and expected errors are lines of their own; copy takes the code without them', async () => {
    const page = await sites.open('site', '/');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.waitForSelector('figure.sx-code button');
    expect(await page.locator('.twoslash-query-line').first().textContent()).toContain('const message: string');
    expect(await page.locator('.twoslash-error-line').first().textContent()).toBe("Type 'string' is not assignable to type 'number'.");
    const first = page.locator('figure.sx-code').first();
    await first.hover();
    await first.getByRole('button', { name: 'Copy' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('const message = adoptPet("Mintie", "cat");');
    expect(copied).not.toContain('const message: string');
    expect(copied).not.toContain('function adoptPet(name: string, type: Pet): string');
    expect(copied.split('\n')).toHaveLength(8);
  });

  it('reads in dark mode, and a long popup at 375 px stays inside the window without making the page scroll sideways', async () => {
    const page = await open('/', { viewport: { width: 375, height: 800 }, colorScheme: 'dark' });
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    const long = token(page, 'aVeryLongVariableNameThatKeepsGoing');
    await long.scrollIntoViewIfNeeded();
    await long.focus();
    const box = await popup(page, 'aVeryLongVariableNameThatKeepsGoing').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const colours = await popup(page, 'aVeryLongVariableNameThatKeepsGoing').evaluate((el) => {
      const style = getComputedStyle(el);
      return { bg: style.backgroundColor, fg: getComputedStyle(el.querySelector('span')!).color };
    });
    expect(colours.bg).not.toBe('rgb(255, 255, 255)');
    expect(colours.fg).not.toBe(colours.bg);
  });

  it('a shown popup follows its word when the page scrolls, and hides when the block scrolls the word out of sight', async () => {
    const page = await open('/', { viewport: { width: 1280, height: 420 } });
    const word = token(page, 'adoptPet');
    await word.focus();
    await expect.poll(() => popup(page, 'adoptPet').isVisible()).toBe(true);
    const under = async () => {
      const [t, p] = await Promise.all([word.boundingBox(), popup(page, 'adoptPet').boundingBox()]);
      return { dy: Math.round(p!.y - (t!.y + t!.height)), dx: Math.round(p!.x - t!.x) };
    };
    const start = await under();
    expect(start.dy).toBeGreaterThanOrEqual(0);
    expect(start.dy).toBeLessThan(12);
    expect(start.dx).toBe(0);
    await page.evaluate(() => window.scrollBy(0, 90));
    await expect.poll(under).toEqual(start);

    // At 375 px the long line's block scrolls sideways: its popup goes with the word, and hides once the word is out of the block.
    await page.setViewportSize({ width: 375, height: 700 });
    // The word itself (the long name's popup text also holds "sixth").
    const long = page.locator('.twoslash-hover', { hasText: /^sixth/ });
    await long.scrollIntoViewIfNeeded();
    const pre = page.locator('figure.sx-code pre', { has: long });
    await pre.evaluate((p) => (p.scrollLeft = p.scrollWidth));
    await long.focus();
    const sixth = long.locator(':scope > .twoslash-popup-container');
    await expect.poll(() => sixth.isVisible()).toBe(true);
    await pre.evaluate((p) => (p.scrollLeft = 0));
    await expect.poll(() => sixth.evaluate((p) => getComputedStyle(p).visibility)).toBe('hidden');
  });

  it('a block TypeScript rejected shows highlighted, without popups', async () => {
    const page = await open();
    const broken = page.locator('figure.sx-code', { hasText: 'broken' });
    expect(await broken.locator('.shiki').count()).toBe(1);
    expect(await broken.locator('.twoslash-hover').count()).toBe(0);
  });
});
