/**
 * A linked card whose body holds links (test/helpers/card-links-site.ts), in Chromium: one card in the
 * DOM, its empty area leading to its href, its inner links to theirs, named and hovered as a plain
 * linked card is; the same for a tile.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pathOf, startSites, type Sites } from '../helpers/built-site.js';
import { tmpSite } from '../helpers/tmp-site.js';
import { CARD_LINKS_SITE } from '../helpers/card-links-site.js';

let sites: Sites;

beforeAll(async () => {
  sites = await startSites({ c: tmpSite(CARD_LINKS_SITE) });
}, 120_000);

afterEach(() => sites.closePages());
afterAll(() => sites?.close());

/** Click where `locator` is drawn, as a reader does: on whatever lies on top there (the stretched link over a title). */
async function clickAt(page: Page, locator: ReturnType<Page['locator']>): Promise<void> {
  const b = (await locator.boundingBox())!;
  await page.mouse.click(b.x + b.width / 2, b.y + b.height / 2);
}

const cardOne = (page: Page) => page.locator('.sx-card', { has: page.locator('.sx-card-title', { hasText: 'One' }) });

describe('a linked card holding links', () => {
  it('is one card in the DOM, holding its inner links, named as the whole card', async () => {
    const page = await sites.open('c', '/');
    expect(await cardOne(page).count()).toBe(1);
    expect(await cardOne(page).getByRole('link', { name: 'write-up', exact: true }).count()).toBe(1);
    expect(await cardOne(page).getByRole('link', { name: 'blog', exact: true }).count()).toBe(1);
    // One link to the card's page, named by the card's text as a plain linked card is ("Two Plain body.").
    const cardLink = page.getByRole('link', { name: 'One Read the write-up and the blog for more.', exact: true });
    expect(await cardLink.count()).toBe(1);
    expect(await cardLink.getAttribute('href')).toBe('/target');
    expect(await page.getByRole('link', { name: 'Two Plain body.', exact: true }).count()).toBe(1);
  });

  it('leads to its href from its empty area and to the inner link from the inner link', async () => {
    const page = await sites.open('c', '/');
    const card = cardOne(page);
    const box = (await card.boundingBox())!;
    // The bottom-right corner: padding, no text.
    await page.mouse.click(box.x + box.width - 12, box.y + box.height - 8);
    await page.waitForURL((url) => url.pathname === '/target');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await clickAt(page, cardOne(page).locator('.sx-card-title'));
    await page.waitForURL((url) => url.pathname === '/target');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await cardOne(page).getByRole('link', { name: 'write-up', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/other');
    expect(pathOf(page)).toBe('/other');
  });

  it('looks like a plain linked card: hover border and keyboard focus ring', async () => {
    const page = await sites.open('c', '/');
    const card = cardOne(page);
    const plain = page.locator('a.sx-card', { hasText: 'Two' });
    const border = (l: typeof card) => l.evaluate((el) => getComputedStyle(el).borderTopColor);
    const outline = (l: typeof card) => l.evaluate((el) => `${getComputedStyle(el).outlineStyle} ${getComputedStyle(el).outlineWidth}`);
    const resting = await border(card);
    expect(resting).toBe(await border(plain));
    await card.hover({ position: { x: 10, y: 10 } });
    await plain.hover({ position: { x: 10, y: 10 } });
    const plainHover = await border(plain);
    await card.hover({ position: { x: 10, y: 10 } });
    expect(await border(card)).toBe(plainHover);
    expect(plainHover).not.toBe(resting);
    await card.locator('.sx-card-link').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await outline(card)).toBe('solid 2px');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await plain.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await outline(plain)).toBe('solid 2px');
  });

  it('a tile holding a link: one tile, its area leads to its href, the inner link to its own', async () => {
    const page = await sites.open('c', '/');
    const tile = page.locator('.sx-tile');
    expect(await tile.count()).toBe(1);
    await clickAt(page, page.locator('.sx-tile-title'));
    await page.waitForURL((url) => url.pathname === '/tile-target');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.sx-tile').getByRole('link', { name: 'docs', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/other');
  });
});
