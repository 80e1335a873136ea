/**
 * The sidebar state machine (runtime/sidebar-state.ts) on real built sites, row by row:
 * nested groups start collapsed unless `expanded: true`; top-level groups are always expanded and
 * not collapsible; drilldown true → selecting a group goes to its first page, where it is open;
 * drilldown false → selecting only toggles; the group holding the current page is open; the
 * reader's choices survive navigation; keyboard (Tab to the summary, Enter and Space); and
 * `aria-expanded` on every summary always equal to the group's open state.
 *
 * groups-root (theme maple, `interaction.drilldown: true`) and sidebar-toggle (drilldown false).
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixture, follow, pathOf, reachable, startSites } from '../helpers/built-site.js';
import type { Sites } from '../helpers/built-site.js';

let sites: Sites;

beforeAll(async () => {
  sites = await startSites({ drill: fixture('groups-root'), toggle: fixture('sidebar-toggle') });
});

afterEach(() => sites.closePages());
afterAll(() => sites?.close());

// Group ids (data-sx-group-id: position in the navigation) of the two fixtures.
/** groups-root: "Get started" › "Collapsed by default" (one, two) and "Open" (expanded: true; three). */
const COLLAPSED = 'g.0.3';
const OPEN = 'g.0.4';
/** sidebar-toggle: "Start" › "Nested A" (a/one, a/two, "Deep" (a/deep/x)) and "Nested B" (expanded: true; b/one). */
const NESTED_A = 'g.0.1';
const DEEP = 'g.0.1.2';
const NESTED_B = 'g.0.2';

const group = (page: Page, id: string) => page.locator(`#sidebar details.sx-group[data-sx-group-id="${id}"]`);
const summary = (page: Page, id: string) => group(page, id).locator(':scope > summary');

/** Open state of every nested group, by id; asserts each summary's aria-expanded matches it. */
async function groups(page: Page): Promise<Record<string, boolean>> {
  const rows = await page.$$eval('#sidebar details.sx-group', (all) =>
    all.map((d) => {
      const details = d as HTMLDetailsElement;
      return {
        id: details.dataset['sxGroupId'] ?? '',
        open: details.open,
        aria: details.querySelector(':scope > summary')?.getAttribute('aria-expanded') ?? null,
      };
    }),
  );
  for (const r of rows) expect(r.aria, `aria-expanded of ${r.id}`).toBe(String(r.open));
  return Object.fromEntries(rows.map((r) => [r.id, r.open]));
}

/** Whether a reader can see and click a link of the sidebar (its group is open). */
async function linkVisible(page: Page, name: string): Promise<boolean> {
  const link = page.locator('#sidebar .sx-pages a', { hasText: name }).first();
  return (await link.isVisible()) && reachable(link);
}

/** Press Tab until `target` has focus (at most 40 times). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

describe('initial state', () => {
  it('nested groups start collapsed unless `expanded: true`', async () => {
    const page = await sites.open('drill', '/intro');
    expect(await groups(page)).toEqual({ [COLLAPSED]: false, [OPEN]: true });
    expect(await summary(page, COLLAPSED).textContent()).toBe('Collapsed by default');
    expect(await linkVisible(page, 'one')).toBe(false);
    expect(await linkVisible(page, 'three')).toBe(true);

    const toggle = await sites.open('toggle', '/intro');
    expect(await groups(toggle)).toEqual({ [NESTED_A]: false, [DEEP]: false, [NESTED_B]: true });
    expect(await linkVisible(toggle, 'A one')).toBe(false);
    expect(await linkVisible(toggle, 'B one')).toBe(true);
  });

  it('top-level groups are always expanded and cannot be collapsed', async () => {
    for (const [site, route] of [
      ['drill', '/intro'],
      ['toggle', '/more/headings'],
    ] as const) {
      const page = await sites.open(site, route);
      const tops = page.locator('#sidebar section.sx-group-top');
      expect(await tops.count()).toBeGreaterThan(1);
      expect(await tops.locator(':scope > summary').count()).toBe(0);
      expect(await page.locator('#sidebar details.sx-group-top').count()).toBe(0);
      for (const heading of await tops.locator(':scope > h2').all()) {
        expect(await heading.getAttribute('aria-expanded')).toBeNull();
        await heading.click();
      }
      // Clicking the headings changed nothing: every top-level page link is still shown.
      for (const link of await tops.locator(':scope > ul.sx-pages a').all()) expect(await link.isVisible()).toBe(true);
    }
  });

  it('the group holding the current page is open, at every depth', async () => {
    const page = await sites.open('drill', '/start/nested/two');
    expect(await groups(page)).toEqual({ [COLLAPSED]: true, [OPEN]: true });
    expect(await page.locator('#sidebar a[aria-current="page"]').textContent()).toBe('two');

    const toggle = await sites.open('toggle', '/a/deep/x');
    expect(await groups(toggle)).toEqual({ [NESTED_A]: true, [DEEP]: true, [NESTED_B]: true });
    expect(await linkVisible(toggle, 'Deep x')).toBe(true);
  });
});

describe('drilldown: true (groups-root)', () => {
  it('selecting a closed group goes to its first page, where the group is open', async () => {
    const page = await sites.open('drill', '/intro');
    await summary(page, COLLAPSED).click();
    await page.waitForURL((url) => url.pathname === '/start/nested/one');
    expect(await page.locator('main h1').textContent()).toBe('one');
    expect(await groups(page)).toEqual({ [COLLAPSED]: true, [OPEN]: true });
    expect(await page.locator('#sidebar a[aria-current="page"]').textContent()).toBe('one');
  });

  it('selecting an open group (expanded: true) also goes to its first page', async () => {
    const page = await sites.open('drill', '/intro');
    await summary(page, OPEN).click();
    await page.waitForURL((url) => url.pathname === '/start/open/three');
    expect(await groups(page)).toEqual({ [COLLAPSED]: false, [OPEN]: true });
  });

  it('selecting the group of the current page on its first page stays there, open', async () => {
    const page = await sites.open('drill', '/start/nested/one');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await summary(page, COLLAPSED).click();
    expect(await groups(page)).toEqual({ [COLLAPSED]: true, [OPEN]: true });
    expect(pathOf(page)).toBe('/start/nested/one');
    // Same document: no navigation happened.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  it('Enter on a group reached with Tab drills down too', async () => {
    const page = await sites.open('drill', '/intro');
    await tabTo(page, summary(page, COLLAPSED));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/start/nested/one');
    expect(await groups(page)).toEqual({ [COLLAPSED]: true, [OPEN]: true });
  });

  it('Space on a group reached with Tab drills down too', async () => {
    const page = await sites.open('drill', '/intro');
    await tabTo(page, summary(page, OPEN));
    await page.keyboard.press(' ');
    await page.waitForURL((url) => url.pathname === '/start/open/three');
    expect(await groups(page)).toEqual({ [COLLAPSED]: false, [OPEN]: true });
  });
});

describe('drilldown: false (sidebar-toggle)', () => {
  it('selecting a group only toggles it; the URL stays', async () => {
    const page = await sites.open('toggle', '/intro');
    await summary(page, NESTED_A).click();
    expect(await groups(page)).toEqual({ [NESTED_A]: true, [DEEP]: false, [NESTED_B]: true });
    expect(await linkVisible(page, 'A one')).toBe(true);
    await summary(page, DEEP).click();
    expect(await groups(page)).toEqual({ [NESTED_A]: true, [DEEP]: true, [NESTED_B]: true });
    await summary(page, NESTED_B).click();
    expect(await groups(page)).toEqual({ [NESTED_A]: true, [DEEP]: true, [NESTED_B]: false });
    await summary(page, NESTED_A).click();
    expect(await groups(page)).toEqual({ [NESTED_A]: false, [DEEP]: true, [NESTED_B]: false });
    expect(await linkVisible(page, 'Deep x')).toBe(false);
    expect(pathOf(page)).toBe('/intro');
  });

  it('the group of the current page can be closed, and opens again on its pages', async () => {
    const page = await sites.open('toggle', '/a/one');
    await summary(page, NESTED_A).click();
    expect((await groups(page))[NESTED_A]).toBe(false);
    await summary(page, NESTED_A).click();
    await follow(page, page.locator('#sidebar a', { hasText: 'A two' }), '/a/two');
    expect((await groups(page))[NESTED_A]).toBe(true);
  });

  it('keyboard: Tab reaches the summary, Enter and Space toggle, focus stays', async () => {
    const page = await sites.open('toggle', '/intro');
    const target = summary(page, NESTED_A);
    await tabTo(page, target);
    await page.keyboard.press('Enter');
    expect(await groups(page)).toEqual({ [NESTED_A]: true, [DEEP]: false, [NESTED_B]: true });
    await page.keyboard.press(' ');
    expect(await groups(page)).toEqual({ [NESTED_A]: false, [DEEP]: false, [NESTED_B]: true });
    await page.keyboard.press(' ');
    expect((await groups(page))[NESTED_A]).toBe(true);
    expect(await target.evaluate((el) => el === document.activeElement)).toBe(true);
    // Tab moves on into the group just opened.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('A one');
    expect(pathOf(page)).toBe('/intro');
  });
});

describe('state across pages', () => {
  it('the reader’s choices survive navigation and reload', async () => {
    const page = await sites.open('toggle', '/intro');
    await summary(page, NESTED_A).click();
    await summary(page, DEEP).click();
    await summary(page, NESTED_B).click();
    const chosen = { [NESTED_A]: true, [DEEP]: true, [NESTED_B]: false };
    expect(await groups(page)).toEqual(chosen);

    await follow(page, page.locator('#sidebar a', { hasText: 'Headings' }), '/more/headings');
    expect(await groups(page)).toEqual(chosen);
    await page.reload();
    expect(await groups(page)).toEqual(chosen);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await follow(page, page.locator('.sx-prev'), '/b/one');
    // b/one lives in Nested B: open there, although the reader closed it...
    expect(await groups(page)).toEqual({ ...chosen, [NESTED_B]: true });
    // ...and closed again once the reader leaves it.
    await follow(page, page.locator('#sidebar a', { hasText: 'Introduction' }), '/intro');
    expect(await groups(page)).toEqual(chosen);
  });

  it('a group opened only because it held the current page closes again on other pages', async () => {
    const page = await sites.open('toggle', '/a/deep/x');
    expect(await groups(page)).toEqual({ [NESTED_A]: true, [DEEP]: true, [NESTED_B]: true });
    await follow(page, page.locator('#sidebar a', { hasText: 'Introduction' }), '/intro');
    expect(await groups(page)).toEqual({ [NESTED_A]: false, [DEEP]: false, [NESTED_B]: true });
  });

  it('drilldown choices survive navigation too', async () => {
    const page = await sites.open('drill', '/intro');
    await summary(page, COLLAPSED).click();
    await page.waitForURL((url) => url.pathname === '/start/nested/one');
    await follow(page, page.locator('#sidebar a', { hasText: 'cli' }), '/ref/cli');
    // Opened by the reader (drilling into it), so it stays open.
    expect(await groups(page)).toEqual({ [COLLAPSED]: true, [OPEN]: true });
  });
});
