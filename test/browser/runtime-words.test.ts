/**
 * The words the runtime writes follow the page's language (the rtl fixture: an English and an Arabic division
 * with the same pages): on the Arabic page a code block's copy button is named in Arabic and announces that the
 * code was copied in Arabic; the English page keeps English and carries no words for the runtime.
 */
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { fixture, startSites, type Sites } from '../helpers/built-site.js';

let sites: Sites;
beforeAll(async () => {
  sites = await startSites({ rtl: fixture('rtl') });
});
afterEach(() => sites.closePages());
afterAll(() => sites?.close());

const CLIPBOARD = { permissions: ['clipboard-read', 'clipboard-write'] };

it('names an Arabic page’s copy button in Arabic and announces the copy in Arabic', async () => {
  const page = await sites.open('rtl', '/ar', CLIPBOARD);
  const figure = page.locator('figure.sx-code').first();
  const button = figure.locator(':scope > .sx-copy');
  expect(await button.getAttribute('aria-label')).toBe('نسخ الشيفرة');
  expect(await button.getAttribute('title')).toBe('نسخ');
  await figure.getByRole('button', { name: 'نسخ الشيفرة' }).click();
  await expect.poll(() => figure.locator('[role=status]').textContent()).toBe('تم النسخ');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('npm install --save-dev sextant-docs');
  // The heading links are named in Arabic too.
  expect(await page.locator('.sx-heading-anchor').first().getAttribute('aria-label')).toBe('رابط إلى القسم: التثبيت');
});

it('keeps English on the English page, which hands the runtime no words', async () => {
  const page = await sites.open('rtl', '/en', CLIPBOARD);
  expect(await page.locator('html').getAttribute('data-sx-text')).toBeNull();
  const figure = page.locator('figure.sx-code').first();
  await figure.getByRole('button', { name: 'Copy code' }).click();
  await expect.poll(() => figure.locator('[role=status]').textContent()).toBe('Copied');
});
