/**
 * Generated endpoint pages in Chromium: nested schema levels open (also without JavaScript), a
 * oneOf/anyOf selector switches branches, a shared schema level loads when opened, and axe finds
 * nothing on an endpoint page in light or dark mode.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from '../helpers/axe.js';
import { fixture, startSites } from '../helpers/built-site.js';
import type { Sites } from '../helpers/built-site.js';

let sites: Sites;

beforeAll(async () => {
  sites = await startSites({ api: fixture('api-reference') });
});

afterEach(() => sites.closePages());
afterAll(() => sites?.close());

const WIDE = { viewport: { width: 1440, height: 900 } };
const CREATE = '/api-reference/pets/create-a-pet';
/** The request body section (the response repeats the same fields). */
const body = 'section:has(> h2#body)';

describe('schema trees', () => {
  it('open a nested level on a click, and work without JavaScript', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const page = await sites.open('api', CREATE, { ...WIDE, javaScriptEnabled });
      const labels = page.locator(body).locator('.sx-field-name', { hasText: /^labels$/ });
      expect(await labels.isVisible()).toBe(false);
      await page.locator(body).getByText('Show metadata attributes', { exact: true }).click();
      expect(await labels.isVisible()).toBe(true);
    }
  });

  it('switch oneOf/anyOf branches with a selector', async () => {
    const page = await sites.open('api', CREATE, WIDE);
    await page.locator(body).getByText('Show metadata attributes', { exact: true }).click();
    const variants = page.locator(body).locator('[data-sx-variants="Any of"]');
    const select = variants.getByLabel('Any of');
    expect(await select.locator('option').allTextContents()).toEqual(['Labels', 'Note']);
    const labels = variants.locator('.sx-variant[data-title="Labels"]');
    const note = variants.locator('.sx-variant[data-title="Note"]');
    expect([await labels.isVisible(), await note.isVisible()]).toEqual([true, false]);
    await select.selectOption({ label: 'Note' });
    expect([await labels.isVisible(), await note.isVisible()]).toEqual([false, true]);
    expect(await note.textContent()).toContain('string');
  });

  it('load a shared schema level when it is opened, and recursion one level at a time', async () => {
    const page = await sites.open('api', CREATE, WIDE);
    const owner = page
      .locator(body)
      .locator('li.sx-field', { has: page.locator('> .sx-field-head .sx-field-name', { hasText: /^owner$/ }) });
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/_sextant/api/')) fetched.push(r.url());
    });
    await owner.getByText('Show owner attributes', { exact: true }).click();
    await owner.locator('.sx-field-name', { hasText: /^address$/ }).waitFor();
    expect(fetched).toHaveLength(1);
    expect(await owner.locator('.sx-lazy').count()).toBe(2); // Owner.address and Owner.pets are levels of their own…
    // …and Owner.pets (Pet[]) loads Pet, whose own `friends` stays lazy: recursion never expands by itself.
    const pets = owner.locator('li.sx-field', { has: page.locator('> .sx-field-head .sx-field-name', { hasText: /^pets$/ }) });
    await pets.getByText('Show pets attributes', { exact: true }).click();
    await pets.locator('.sx-field-name', { hasText: /^friends$/ }).waitFor();
    expect(await pets.locator('details[data-sx-schema]').count()).toBeGreaterThan(0);
    expect(fetched).toHaveLength(2);
  });
});

describe('accessibility', () => {
  it.each(['light', 'dark'] as const)('axe finds no violations on an endpoint page (%s)', async (colorScheme) => {
    const page = await sites.open('api', CREATE, { ...WIDE, colorScheme });
    await page.locator(body).getByText('Show metadata attributes', { exact: true }).click();
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  });
});
