/**
 * Search in Chromium, on the built search fixture served by the production static server and on
 * `sextant dev`: nothing of search loads until the reader opens it; Ctrl+K, typing and the keyboard
 * alone reach a page and a heading; an API operation is found by its path; results are scoped to the
 * page's language and version until the everything switch is on; excluded pages are never found.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { fixture, startSites } from '../helpers/built-site.js';
import type { Sites } from '../helpers/built-site.js';
import { copySite } from '../helpers/tmp-site.js';

let sites: Sites;

beforeAll(async () => {
  sites = await startSites({ search: fixture('search') });
});

afterEach(() => sites.closePages());
afterAll(() => sites?.close());

const input = (page: Page) => page.getByRole('combobox', { name: 'Search' });

/** Type a query into the open dialog and wait for its answer; returns the options' hrefs. */
async function query(page: Page, text: string): Promise<string[]> {
  await input(page).fill(text);
  await page.waitForFunction((q) => {
    const list = document.getElementById('sx-search-results');
    return list?.dataset['query'] === q && (list.dataset['state'] === 'results' || list.dataset['state'] === 'empty');
  }, text);
  return page.$$eval('#sx-search-results [role="option"]', (els) => els.map((e) => (e as HTMLElement).dataset['href']!));
}

describe('search dialog', () => {
  it('loads nothing before it opens, then opens with Ctrl+K and reaches a heading by keyboard alone', async () => {
    const page = await sites.open('search', '/en/v2');
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.waitForLoadState('networkidle');
    expect(requests.filter((u) => u.includes('search'))).toEqual([]);
    expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('search')).length)).toBe(0);
    // The box shows docs.json's search.prompt.
    await expect.poll(() => page.locator('.sx-search-prompt').textContent()).toBe('Find in the docs');

    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.waitFor();
    expect(await input(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await input(page).getAttribute('placeholder')).toBe('Find in the docs');

    const hrefs = await query(page, 'flux capacitor');
    expect(requests.some((u) => u.endsWith('/_sextant/search/pagefind.js'))).toBe(true);
    expect(hrefs[0]).toBe('/en/v2/install');
    expect(hrefs).toContain('/en/v2/install#configure-the-flux-capacitor');
    // The first option is active; ArrowDown moves to the heading under it.
    expect(await input(page).getAttribute('aria-activedescendant')).toBe('sx-search-option-0');
    const sub = hrefs.indexOf('/en/v2/install#configure-the-flux-capacitor');
    for (let i = 0; i < sub; i++) await page.keyboard.press('ArrowDown');
    expect(await page.locator('[role="option"][aria-selected="true"]').getAttribute('data-href')).toBe(
      '/en/v2/install#configure-the-flux-capacitor',
    );
    // Highlighted snippets: Pagefind's marks, and nothing else of its HTML.
    expect(await page.locator('[role="option"] mark').first().textContent()).toMatch(/flux|capacitor/i);
    await Promise.all([page.waitForURL('**/en/v2/install#configure-the-flux-capacitor'), page.keyboard.press('Enter')]);
    expect(await page.locator('h1').textContent()).toBe('Install');
  });

  it('finds an API operation by its path, and by a parameter name', async () => {
    const page = await sites.open('search', '/en/v2/install');
    await page.getByRole('button', { name: 'Find in the docs' }).click();
    expect((await query(page, '/widgets/{widgetId}/parts'))[0]).toBe('/api-reference/list-the-parts-of-a-widget');
    expect((await query(page, 'sprocketFilter'))[0]).toBe('/api-reference/list-the-parts-of-a-widget');
    await Promise.all([page.waitForURL('**/api-reference/list-the-parts-of-a-widget'), page.keyboard.press('Enter')]);
  });

  it('is scoped to the page’s language and version, with a switch to search everything', async () => {
    const page = await sites.open('search', '/en/v2');
    await page.keyboard.press('/');
    const pages = (hrefs: string[]) => hrefs.filter((h) => !h.includes('#')).sort();
    expect(pages(await query(page, 'marmot'))).toEqual(['/en/v2']);
    // Keyboard only: Tab from the input reaches the switch (after the close button), Space turns it on.
    const everything = page.getByRole('switch', { name: 'All languages and versions' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await everything.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    expect(await everything.isChecked()).toBe(true);
    expect(pages(await query(page, 'marmot'))).toEqual(['/en/v1', '/en/v2', '/fr/v2']);
    // Tab stays in the dialog: Shift+Tab from the input wraps to the switch, Tab from there back to the input.
    await input(page).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await everything.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await input(page).evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('never finds hidden, noindex or searchable: false pages, says so, and ranks a boosted page first', async () => {
    const page = await sites.open('search', '/en/v2', { viewport: { width: 375, height: 700 }, colorScheme: 'dark' });
    await page.locator('.sx-search-button').click();
    // (A word none of whose beginnings is a word of the site: Pagefind falls back to those.)
    expect(await query(page, 'zeppelin')).toEqual([]);
    expect(await page.getByRole('status').textContent()).toContain('No results');
    // What was typed is said as typed: `$&` is not a replacement pattern.
    expect(await query(page, 'zeppelin$&')).toEqual([]);
    expect(await page.getByRole('status').textContent()).toContain('“zeppelin$&”');
    // Two pages with the same text: the one with boost: 5 comes first.
    const hrefs = (await query(page, 'lighthouse keeper')).filter((h) => !h.includes('#'));
    expect(hrefs.slice(0, 2)).toEqual(['/en/v2/boosted', '/en/v2/plain']);
    // At 375 px the dialog fits the viewport.
    const box = await page.getByRole('dialog', { name: 'Search' }).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    // Escape closes and gives focus back to the search button.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('sx-search-button'))).toBe(true);
  });

  it('draws the best matches while the others’ data still load, keeping the reader’s place as the list grows', async () => {
    const page = await sites.open('search', '/en/v2');
    // Each shown page's data is a fetch of its own: the first goes through, the others wait for the test.
    const held: (() => Promise<void>)[] = [];
    let first = true;
    await page.route('**/_sextant/search/fragment/*', async (route) => {
      if (first) {
        first = false;
        await route.continue();
      } else held.push(() => route.continue());
    });
    await page.keyboard.press('Control+k');
    await input(page).fill('lighthouse keeper');
    await page.waitForFunction(() => document.getElementById('sx-search-results')?.dataset['state'] === 'partial');
    const hrefs = () => page.$$eval('#sx-search-results [role="option"]', (els) => els.map((e) => (e as HTMLElement).dataset['href']!));
    const early = await hrefs();
    const top = () => page.locator('#sx-search-option-0').boundingBox();
    const earlyTop = await top();
    expect(early[0]).toBe('/en/v2/boosted');
    expect(early.some((h) => h.startsWith('/en/v2/plain'))).toBe(false);
    // Still loading: no count is announced yet.
    expect(await page.locator('.sx-search-status').textContent()).toBe('');
    // The reader moves down the partial list; the rest arriving does not move them back.
    const active = () => page.locator('[role="option"][aria-selected="true"]').getAttribute('data-href');
    if (early.length > 1) await page.keyboard.press('ArrowDown');
    const chosen = await active();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    for (const release of held.splice(0)) await release();
    await page.waitForFunction(() => document.getElementById('sx-search-results')?.dataset['state'] === 'results');
    const all = await hrefs();
    expect(all.slice(0, early.length)).toEqual(early);
    expect(all).toContain('/en/v2/plain');
    expect(await active()).toBe(chosen);
    expect(await page.getByRole('status').textContent()).toMatch(/\d+ results/);
    // Announcing the count did not move the list under the reader.
    expect((await top())!.y).toBe(earlyTop!.y);
    const ms = await page.locator('#sx-search-results').evaluate((el) => [Number(el.dataset['firstMs']), Number(el.dataset['ms'])]);
    expect(ms[0]).toBeLessThanOrEqual(ms[1]!);
  });

  it('says search is unavailable when a shown page’s data fails, and draws nothing of that query after', async () => {
    const page = await sites.open('search', '/en/v2');
    // The top page's data goes through, the second waits for the test, the others fail.
    let seen = 0;
    let second: (() => Promise<void>) | undefined;
    await page.route('**/_sextant/search/fragment/*', async (route) => {
      const n = seen++;
      if (n === 0) await route.continue();
      else if (n === 1) second = () => route.continue();
      else await route.abort();
    });
    await page.keyboard.press('Control+k');
    // Three pages (every language and version): the first arrives, the second is held, the third fails.
    await page.getByRole('switch', { name: 'All languages and versions' }).check();
    await input(page).fill('marmot');
    await expect.poll(() => page.locator('.sx-search-status').textContent()).toBe('Search is unavailable right now.');
    expect(second).toBeDefined();
    const response = page.waitForResponse((r) => r.url().includes('/_sextant/search/fragment/'));
    await second!();
    await response;
    // A page arriving after the failure must not bring the failed query's list back.
    await page.waitForTimeout(300);
    expect(await page.locator('#sx-search-results').getAttribute('data-state')).toBe('empty');
    expect(await page.locator('#sx-search-results [role="option"]').count()).toBe(0);
  });

  it('speaks the page’s language: a French page’s dialog is in French', async () => {
    const page = await sites.open('search', '/fr/v2');
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Rechercher' }).waitFor();
    const field = page.getByRole('combobox', { name: 'Rechercher' });
    expect(await page.getByRole('button', { name: 'Fermer la recherche' }).isVisible()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Toutes les langues et versions' }).isVisible()).toBe(true);
    await field.fill('zeppelin');
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Aucun résultat pour « zeppelin »');
    expect(await page.locator('#sx-search-results').getAttribute('aria-label')).toBe('Résultats de recherche');
    // An English page of the same site keeps the dialog's own English words.
    const english = await sites.open('search', '/en/v2');
    expect(await english.locator('.sx-search-button').getAttribute('data-sx-search-text')).toBeNull();
  });
});

describe('search in sextant dev', () => {
  let server: DevServer;
  let root: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-dev-search-'));
    copySite(fixture('search'), root);
    server = await startDevServer({ root, port: 0, host: '127.0.0.1', log: () => {} });
  });

  afterAll(async () => {
    await server?.close();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  it('finds text added after an edit', async () => {
    const context = await sites.browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(server.url + '/en/v2/plain');
      await page.keyboard.press('Control+k');
      expect(await query(page, 'lighthouse')).toContain('/en/v2/plain');
      expect(await query(page, 'quokka')).toEqual([]);
      fs.writeFileSync(path.join(root, 'en/v2/plain.mdx'), '---\ntitle: Plain page\n---\n\nA page about the quokka now.\n');
      // The index is made again in the background; a reader who searches again finds the new text.
      await expect
        .poll(
          async () => {
            await page.goto(server.url + '/en/v2/plain');
            await page.keyboard.press('Control+k');
            return query(page, 'quokka');
          },
          { timeout: 20_000, interval: 500 },
        )
        .toContain('/en/v2/plain');
    } finally {
      await context.close();
    }
  });
});
