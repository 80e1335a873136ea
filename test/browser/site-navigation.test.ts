/**
 * Navigation of real built sites in Chromium: tabs (with a menu), sidebar anchors, global links,
 * product and dropdown switchers, version and language switchers (landing on the equivalent page
 * when there is one), and the per-language banner.
 * Each fixture is built once and served by the production static server; one browser per file.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixture, follow, reachable, startSites } from '../helpers/built-site.js';
import type { Sites } from '../helpers/built-site.js';

let sites: Sites;

beforeAll(async () => {
  sites = await startSites({
    tabs: fixture('tabs-anchors'),
    products: fixture('products-dropdowns'),
    versions: fixture('versions-languages'),
    menu: fixture('switchers-menu'),
    pages: fixture('pages-root'),
  });
});

afterEach(() => sites.closePages());
afterAll(() => sites?.close());

function title(page: Page): Promise<string | null> {
  return page.locator('main h1').first().textContent();
}

/** Texts of the elements a locator matches, trimmed. */
async function texts(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
}

/** The tab bar, named in the page's language (German pages of the `menu` site call it "Bereiche"). */
const tabsBar = (page: Page) => page.getByRole('navigation', { name: /^(Sections|Bereiche)$/ });
const anchors = (page: Page) => page.locator('#sidebar .sx-anchors');
const isOpen = (details: Locator) => details.evaluate((d) => (d as HTMLDetailsElement).open);

describe('tabs', () => {
  it('marks the active tab, links a link-only tab to its href, and lists global tabs', async () => {
    const page = await sites.open('tabs', '/guides/a');
    const bar = tabsBar(page);
    expect(await bar.getByRole('link', { name: 'Guides' }).getAttribute('aria-current')).toBe('true');
    expect(await bar.locator('.sx-tab-menu > summary').getAttribute('aria-current')).toBeNull();
    expect(await bar.getByRole('link', { name: 'GitHub' }).getAttribute('href')).toBe('https://github.com/example');
    expect(await bar.getByRole('link', { name: 'Changelog' }).getAttribute('href')).toBe('https://example.com/changelog');
    expect(await texts(bar.locator(':scope > ul > li > a, :scope > ul > li > details > summary'))).toEqual([
      'Guides',
      'More',
      'GitHub',
      'Changelog',
    ]);
  });

  it('opens a tab menu that lists its items, and clicking an item goes to its first page', async () => {
    const page = await sites.open('tabs', '/guides/a');
    const menu = tabsBar(page).locator('details.sx-tab-menu');
    const summary = menu.locator('summary');
    expect(await menu.getByRole('link', { name: /One/ }).isVisible()).toBe(false);
    await expect.poll(() => summary.getAttribute('aria-expanded')).toBe('false');

    await summary.click();
    expect(await isOpen(menu)).toBe(true);
    await expect.poll(() => summary.getAttribute('aria-expanded')).toBe('true');
    const items = menu.locator('li a');
    expect(await texts(items.locator('.sx-switcher-label'))).toEqual(['One', 'Two', 'Website']);
    expect(await items.first().locator('.sx-switcher-description').textContent()).toBe('First menu item');
    expect(await menu.getByRole('link', { name: 'Website' }).getAttribute('href')).toBe('https://example.com');
    // Every item shows over the page, not clipped by the tab bar.
    for (const item of await items.all()) expect(await reachable(item), (await item.textContent()) ?? '').toBe(true);

    await page.keyboard.press('Escape');
    expect(await isOpen(menu)).toBe(false);
    await expect.poll(() => summary.getAttribute('aria-expanded')).toBe('false');

    await summary.click();
    await follow(page, menu.getByRole('link', { name: /^Two/ }), '/menu/two');
    expect(await title(page)).toBe('two');
    // Now the menu's tab is the active one.
    expect(await tabsBar(page).locator('.sx-tab-menu > summary').getAttribute('aria-current')).toBe('true');
    expect(await tabsBar(page).getByRole('link', { name: 'Guides' }).getAttribute('aria-current')).toBeNull();
    expect(await texts(page.locator('#sidebar .sx-pages a'))).toEqual(['two', 'forum']);
  });

  it('a plain tab link goes to the first page of its tab', async () => {
    const page = await sites.open('tabs', '/menu/one');
    await follow(page, tabsBar(page).getByRole('link', { name: 'Guides' }), '/');
    expect(await title(page)).toBe('index');
    expect(await tabsBar(page).getByRole('link', { name: 'Guides' }).getAttribute('aria-current')).toBe('true');
  });

  it('a clicked menu in a language + version site goes to the item, and the item’s tab becomes active', async () => {
    const page = await sites.open('menu', '/en/v2/setup');
    const menu = tabsBar(page).locator('details.sx-tab-menu');
    await menu.locator('summary').click();
    expect(await texts(menu.locator('li a .sx-switcher-label'))).toEqual(['Widgets', 'Gadgets', 'Status']);
    expect(await texts(menu.locator('li a .sx-switcher-description'))).toEqual(['Build widgets', 'Use gadgets']);
    for (const item of await menu.locator('li a').all()) expect(await reachable(item)).toBe(true);
    await follow(page, menu.getByRole('link', { name: /Gadgets/ }), '/en/v2/gadgets');
    expect(await title(page)).toBe('Gadgets');
    expect(await tabsBar(page).locator('.sx-tab-menu > summary').getAttribute('aria-current')).toBe('true');
  });
});

describe('anchors', () => {
  it('marks the current anchor, links a link-only anchor to its href, and switches section on click', async () => {
    const page = await sites.open('tabs', '/guides/b');
    const list = anchors(page);
    expect(await texts(list.locator('a'))).toEqual(['Documentation', 'SDKs', 'Forum', 'Blog', 'Status']);
    expect(await list.getByRole('link', { name: 'Documentation' }).getAttribute('aria-current')).toBe('true');
    expect(await list.getByRole('link', { name: 'SDKs' }).getAttribute('aria-current')).toBeNull();
    expect(await list.getByRole('link', { name: 'Forum' }).getAttribute('href')).toBe('https://forum.example.com');

    await follow(page, list.getByRole('link', { name: 'SDKs' }), '/sdk/js');
    expect(await title(page)).toBe('js');
    expect(await anchors(page).getByRole('link', { name: 'SDKs' }).getAttribute('aria-current')).toBe('true');
    expect(await anchors(page).getByRole('link', { name: 'Documentation' }).getAttribute('aria-current')).toBeNull();
    expect(await texts(page.locator('#sidebar .sx-pages a'))).toEqual(['js', 'py']);
  });

  it('shows the global anchors and the global tab on every page', async () => {
    const page = await sites.open('tabs', '/');
    for (const route of ['/', '/guides/a', '/guides/b', '/sdk/js', '/sdk/py', '/menu/one', '/menu/two', '/community/forum']) {
      await page.goto(sites.base['tabs'] + route);
      const list = anchors(page);
      expect(await list.getByRole('link', { name: 'Blog' }).getAttribute('href'), route).toBe('https://blog.example.com');
      expect(await list.getByRole('link', { name: 'Status' }).getAttribute('href'), route).toBe('https://status.example.com');
      expect(await list.getByRole('link', { name: 'Blog' }).isVisible(), route).toBe(true);
      expect(await tabsBar(page).getByRole('link', { name: 'Changelog' }).getAttribute('href'), route).toBe(
        'https://example.com/changelog',
      );
    }
  });

  it('the anchors of a language + version site mark the current one', async () => {
    const page = await sites.open('versions', '/en/v2/api/auth');
    expect(await anchors(page).getByRole('link', { name: 'API' }).getAttribute('aria-current')).toBe('true');
    await follow(page, anchors(page).getByRole('link', { name: 'Guides' }), '/en/v2');
    expect(await anchors(page).getByRole('link', { name: 'Guides' }).getAttribute('aria-current')).toBe('true');
  });
});

describe('product and dropdown switchers', () => {
  it('lists products with their descriptions and switches product', async () => {
    const page = await sites.open('products', '/db/sql');
    const product = page.locator('#sidebar details.sx-switcher-product');
    expect(await product.locator('summary').textContent()).toMatch(/^Product: Database(\b|$)/);
    expect(await product.locator('li').first().isVisible()).toBe(false);
    await product.locator('summary').click();
    await expect.poll(() => product.locator('summary').getAttribute('aria-expanded')).toBe('true');
    expect(await texts(product.locator('li a .sx-switcher-label'))).toEqual(['Cloud', 'Database', 'status']);
    expect(await texts(product.locator('li a .sx-switcher-description'))).toEqual(['The hosted platform', 'The embedded database']);
    expect(await product.getByRole('link', { name: /Database/ }).getAttribute('aria-current')).toBe('true');
    expect(await product.getByRole('link', { name: 'status' }).getAttribute('href')).toBe('https://status.example.com');
    for (const item of await product.locator('li a').all()) expect(await reachable(item)).toBe(true);

    await follow(page, product.getByRole('link', { name: /Cloud/ }), '/cloud');
    expect(await title(page)).toBe('index');
    expect(await page.locator('details.sx-switcher-product > summary').textContent()).toMatch(/^Product: Cloud(\b|$)/);
    // Cloud has no dropdowns.
    expect(await page.locator('details.sx-switcher-dropdown').count()).toBe(0);
    expect(await texts(page.locator('#sidebar .sx-pages a'))).toEqual(['index', 'billing']);
  });

  it('lists the dropdowns of a product with their descriptions and switches section', async () => {
    const page = await sites.open('products', '/db');
    const dropdown = page.locator('#sidebar details.sx-switcher-dropdown');
    expect(await dropdown.locator('summary').textContent()).toMatch(/^Section: Core(\b|$)/);
    await dropdown.locator('summary').click();
    expect(await texts(dropdown.locator('li a .sx-switcher-label'))).toEqual(['Core', 'Drivers', 'Source']);
    expect(await texts(dropdown.locator('li a .sx-switcher-description'))).toEqual(['Engine and SQL']);
    expect(await dropdown.getByRole('link', { name: 'Source' }).getAttribute('href')).toBe('https://github.com/example/db');
    for (const item of await dropdown.locator('li a').all()) expect(await reachable(item)).toBe(true);

    await follow(page, dropdown.getByRole('link', { name: 'Drivers' }), '/db/drivers/js');
    expect(await page.locator('details.sx-switcher-dropdown > summary').textContent()).toMatch(/^Section: Drivers(\b|$)/);
    expect(await page.locator('details.sx-switcher-product > summary').textContent()).toMatch(/^Product: Database(\b|$)/);
    expect(await texts(page.locator('#sidebar .sx-group-label'))).toEqual(['Drivers']);
  });

  it('opening one switcher closes the other; a click outside closes it', async () => {
    const page = await sites.open('products', '/db');
    const product = page.locator('details.sx-switcher-product');
    const dropdown = page.locator('details.sx-switcher-dropdown');
    await product.locator('summary').click();
    // The open product list covers the dropdown's summary: reach it with the keyboard.
    await dropdown.locator('summary').focus();
    await page.keyboard.press('Enter');
    // The other one closes on the (asynchronous) toggle event.
    await expect.poll(async () => [await isOpen(product), await isOpen(dropdown)]).toEqual([false, true]);
    await page.locator('main h1').click();
    expect([await isOpen(product), await isOpen(dropdown)]).toEqual([false, false]);
  });
});

describe('version switcher', () => {
  const versionSwitcher = (page: Page) => page.locator('#sidebar details.sx-switcher-version');

  it('shows the current version with its tag and keeps the reader on the equivalent page', async () => {
    const page = await sites.open('versions', '/en/v2/guide');
    const switcher = versionSwitcher(page);
    expect(await switcher.locator('summary').textContent()).toMatch(/^Version: v2(\b|$)/);
    expect(await texts(switcher.locator('summary .sx-tag'))).toEqual(['Latest']);
    await switcher.locator('summary').click();
    expect(await texts(switcher.locator('li a .sx-switcher-label'))).toEqual(['v2', 'v1']);
    expect(await switcher.getByRole('link', { name: /v2/ }).getAttribute('aria-current')).toBe('true');

    await follow(page, switcher.getByRole('link', { name: 'v1' }), '/en/v1/guide');
    expect(await versionSwitcher(page).locator('summary').textContent()).toMatch(/^Version: v1(\b|$)/);
    expect(await page.locator('main .sx-content').textContent()).toContain('Text of en/v1/guide.mdx.');

    await versionSwitcher(page).locator('summary').click();
    await follow(page, versionSwitcher(page).getByRole('link', { name: /v2/ }), '/en/v2/guide');
  });

  it('goes to the first page of the version when the page has no equivalent there', async () => {
    const page = await sites.open('versions', '/en/v2/api/auth');
    await versionSwitcher(page).locator('summary').click();
    await follow(page, versionSwitcher(page).getByRole('link', { name: 'v1' }), '/en/v1');
    expect(await page.locator('main .sx-content').textContent()).toContain('Text of en/v1/index.mdx.');
  });

  it('does not offer a hidden version: with only the current one left, draws no version switcher', async () => {
    const page = await sites.open('versions', '/fr/v2/guide');
    expect(await versionSwitcher(page).count()).toBe(0);
    expect(await page.locator('.sx-switcher-version').count()).toBe(0);
  });

  it('in a site with tab menus: equivalent page, else the first page of the version', async () => {
    const page = await sites.open('menu', '/en/v2/setup');
    await versionSwitcher(page).locator('summary').click();
    await follow(page, versionSwitcher(page).getByRole('link', { name: 'v1' }), '/en/v1/setup');
    expect(await title(page)).toBe('Setup v1');

    await page.goto(sites.base['menu'] + '/en/v2/widgets/api');
    await versionSwitcher(page).locator('summary').click();
    await follow(page, versionSwitcher(page).getByRole('link', { name: 'v1' }), '/en/v1');
    expect(await title(page)).toBe('Welcome v1');
  });
});

describe('language switcher', () => {
  const languageSwitcher = (page: Page) => page.locator('.sx-topbar details.sx-switcher-language');

  it('keeps the reader on the equivalent page in the other language', async () => {
    const page = await sites.open('versions', '/en/v2/guide');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const switcher = languageSwitcher(page);
    // Labels may be codes or language names: check the attributes that say which language is which.
    expect(await switcher.locator('summary').textContent()).toMatch(/^Language: /);
    await switcher.locator('summary').click();
    expect(await switcher.locator('li a').evaluateAll((as) => as.map((a) => a.getAttribute('hreflang')))).toEqual(['en', 'fr']);
    expect(await switcher.locator('a[hreflang="en"]').getAttribute('aria-current')).toBe('true');
    expect(await switcher.locator('a[hreflang="fr"]').getAttribute('aria-current')).toBeNull();
    expect(await switcher.locator('a[hreflang="fr"]').getAttribute('lang')).toBe('fr');
    // The menu opens inside the window although the switcher sits at the right end of the top bar.
    for (const item of await switcher.locator('li a').all()) expect(await reachable(item)).toBe(true);

    await follow(page, switcher.locator('a[hreflang="fr"]'), '/fr/v2/guide');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await languageSwitcher(page).locator('a[hreflang="fr"]').getAttribute('aria-current')).toBe('true');
    expect(await page.locator('main .sx-content').textContent()).toContain('Text of fr/v2/guide.mdx.');
    // The French navbar replaces the site's.
    expect(await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Aide' }).getAttribute('href')).toBe(
      'https://example.com/aide',
    );

    await languageSwitcher(page).locator('summary').click();
    await follow(page, languageSwitcher(page).locator('a[hreflang="en"]'), '/en/v2/guide');
  });

  it('goes to the first page of the language when the page has no equivalent there', async () => {
    const page = await sites.open('versions', '/en/v2/api/auth');
    await languageSwitcher(page).locator('summary').click();
    await follow(page, languageSwitcher(page).locator('a[hreflang="fr"]'), '/fr/v2');
    expect(await page.locator('main .sx-content').textContent()).toContain('Text of fr/v2/index.mdx.');
  });

  it('in a site with tab menus: a menu page with an equivalent keeps it, one without goes to the first page', async () => {
    const page = await sites.open('menu', '/en/v2/widgets');
    await languageSwitcher(page).locator('summary').click();
    await follow(page, languageSwitcher(page).locator('a[hreflang="de"]'), '/de/v2/widgets');
    expect(await title(page)).toBe('Widgets DE');
    expect(await tabsBar(page).locator('.sx-tab-menu > summary').textContent()).toBe('Produkte');
    expect(await tabsBar(page).locator('.sx-tab-menu > summary').getAttribute('aria-current')).toBe('true');

    for (const from of ['/en/v2/widgets/api', '/en/v2/only-en', '/en/v2/gadgets']) {
      await page.goto(sites.base['menu'] + from);
      await languageSwitcher(page).locator('summary').click();
      await follow(page, languageSwitcher(page).locator('a[hreflang="de"]'), '/de/v2');
      expect(await title(page), from).toBe('Willkommen v2');
    }

    await page.goto(sites.base['menu'] + '/en/v1/setup');
    await languageSwitcher(page).locator('summary').click();
    await follow(page, languageSwitcher(page).locator('a[hreflang="de"]'), '/de/v2');
  });

  it('sites without languages or versions have no switchers', async () => {
    const page = await sites.open('pages', '/');
    expect(await page.locator('details.sx-switcher').count()).toBe(0);
  });
});

describe('language banner', () => {
  it('shows the language’s banner, and dismissing it lasts across reloads and pages', async () => {
    const page = await sites.open('versions', '/en/v2');
    const banner = page.getByRole('region', { name: 'Announcement' });
    expect(await banner.isVisible()).toBe(true);
    expect((await banner.textContent())?.replace('×', '').trim()).toBe('Read the v2 migration guide.');
    expect(await banner.getByRole('link', { name: 'v2 migration guide' }).getAttribute('href')).toBe('/en/v2/guide');

    expect(await reachable(banner.getByRole('button', { name: 'Dismiss' }))).toBe(true);
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    expect(await banner.isVisible()).toBe(false);

    await page.reload();
    expect(await page.locator('html').getAttribute('class')).toContain('sx-banner-dismissed');
    expect(await page.locator('[data-sx-banner]').isVisible()).toBe(false);

    await page.goto(sites.base['versions'] + '/en/v1/guide');
    expect(await page.locator('[data-sx-banner]').count()).toBe(1);
    expect(await page.locator('[data-sx-banner]').isVisible()).toBe(false);
  });

  it('shows no banner in a language without one', async () => {
    const page = await sites.open('versions', '/fr/v2');
    expect(await page.locator('[data-sx-banner]').count()).toBe(0);
  });
});
