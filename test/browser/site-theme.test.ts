/**
 * Dark mode on real built sites in Chromium: the toggle switches and its choice persists (applied
 * before paint by the head script), `appearance.default: "dark"` starts dark, the `system` default
 * follows the OS, and `appearance.strict: true` hides the toggle and ignores a stored choice.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixture, startSites } from '../helpers/built-site.js';
import type { Sites } from '../helpers/built-site.js';

let sites: Sites;

beforeAll(async () => {
  sites = await startSites({ system: fixture('pages-root'), dark: fixture('appearance-dark'), strict: fixture('appearance-strict') });
});

afterEach(() => sites.closePages());
afterAll(() => sites?.close());

const LIGHT_BG = 'rgb(255, 255, 255)';
const DARK_BG = 'rgb(15, 17, 21)';

/** Whether the page is dark: the class, and the background the reader actually sees. */
async function theme(page: Page): Promise<'dark' | 'light'> {
  const [dark, bg] = await page.evaluate(
    () => [document.documentElement.classList.contains('dark'), getComputedStyle(document.body).backgroundColor] as const,
  );
  expect(bg).toBe(dark ? DARK_BG : LIGHT_BG);
  return dark ? 'dark' : 'light';
}

const toggle = (page: Page) => page.getByRole('button', { name: 'Dark mode' });

describe('theme toggle', () => {
  it('switches between light and dark, and the choice persists across reloads and pages', async () => {
    const page = await sites.open('system', '/', { colorScheme: 'light' });
    expect(await theme(page)).toBe('light');
    expect(await toggle(page).getAttribute('aria-pressed')).toBe('false');

    await toggle(page).click();
    expect(await theme(page)).toBe('dark');
    expect(await toggle(page).getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('sx-theme'))).toBe('dark');

    await page.reload();
    expect(await theme(page)).toBe('dark');
    expect(await toggle(page).getAttribute('aria-pressed')).toBe('true');
    await page.goto(sites.base['system'] + '/guides/deploy');
    expect(await theme(page)).toBe('dark');

    await toggle(page).click();
    expect(await theme(page)).toBe('light');
    await page.reload();
    expect(await theme(page)).toBe('light');
    expect(await toggle(page).getAttribute('aria-pressed')).toBe('false');
  });

  it('a stored choice applies before the runtime loads (no flash)', async () => {
    const page = await sites.open('system', '/', { colorScheme: 'light' });
    await page.evaluate(() => localStorage.setItem('sx-theme', 'dark'));
    // Without the runtime only the inline head script can apply it.
    await page.route(/\/_sextant\/app\.[0-9a-f]+\.js$/, (route) => route.abort());
    await page.reload();
    expect(await theme(page)).toBe('dark');
    expect(await toggle(page).getAttribute('aria-pressed')).toBe('false'); // the runtime never ran
  });

  it('`system` (the default) follows the OS setting while there is no stored choice', async () => {
    const page = await sites.open('system', '/', { colorScheme: 'dark' });
    expect(await theme(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => theme(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => theme(page)).toBe('dark');
    // Once the reader chooses, the OS setting no longer matters.
    await toggle(page).click();
    expect(await theme(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    expect(await theme(page)).toBe('light');
  });
});

describe('appearance settings', () => {
  it('`default: "dark"` starts dark whatever the OS says, and the toggle still works', async () => {
    const page = await sites.open('dark', '/', { colorScheme: 'light' });
    expect(await theme(page)).toBe('dark');
    expect(await toggle(page).getAttribute('aria-pressed')).toBe('true');
    await toggle(page).click();
    expect(await theme(page)).toBe('light');
    await page.goto(sites.base['dark'] + '/second');
    expect(await theme(page)).toBe('light');
  });

  it('`strict: true` hides the toggle and ignores a stored choice', async () => {
    const page = await sites.open('strict', '/', { colorScheme: 'light' });
    expect(await page.locator('[data-sx-theme-toggle]').count()).toBe(0);
    expect(await theme(page)).toBe('dark');
    await page.evaluate(() => localStorage.setItem('sx-theme', 'light'));
    await page.reload();
    expect(await theme(page)).toBe('dark');
    await page.goto(sites.base['strict'] + '/second');
    expect(await theme(page)).toBe('dark');
    expect(await page.locator('[data-sx-theme-toggle]').count()).toBe(0);
  });
});
