/**
 * The interactive built-in components in Chromium, on the fixture site test/fixtures/sites/components:
 * tooltips (hover, keyboard focus, Escape), trees, views (switched and remembered), prompt copy,
 * accordions (defaultOpen, deep links, keyboard) and expandables; axe on every component page in both
 * colour schemes, and no sideways overflow at 375 px and 1280 px.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from '../helpers/axe.js';
import { fixture, startSites } from '../helpers/built-site.js';
import type { Sites } from '../helpers/built-site.js';
import type { Page } from 'playwright-core';

let sites: Sites;

beforeAll(async () => {
  sites = await startSites({ c: fixture('components') });
}, 120_000);

afterEach(() => sites.closePages());
afterAll(() => sites?.close());

const ROUTES = ['/', '/layout', '/inline', '/changelog', '/views', '/panel', '/trees', '/images'];

describe('tooltip', () => {
  it('shows on keyboard focus and on hover, hides on Escape, and is described by the tip', async () => {
    const page = await sites.open('c', '/inline');
    const trigger = page.locator('.sx-tooltip-trigger');
    const tip = page.getByRole('tooltip');
    expect(await tip.isVisible()).toBe(false);
    // Tab until the trigger has focus (it is focusable from the keyboard).
    for (let i = 0; i < 40 && !(await trigger.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await tip.isVisible()).toBe(true);
    expect(await trigger.getAttribute('aria-describedby')).toBe(await tip.getAttribute('id'));
    await page.keyboard.press('Escape');
    expect(await tip.isVisible()).toBe(false);
    // Moving focus away and back shows it again; so does hovering.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await tip.isVisible()).toBe(true);
    await page.locator('h1').click();
    expect(await tip.isVisible()).toBe(false);
    await trigger.hover();
    expect(await tip.isVisible()).toBe(true);
    expect(await tip.getByRole('link', { name: 'Read more' }).isVisible()).toBe(true);
  });
});

describe('tree', () => {
  it('folders expand and collapse with the mouse and the keyboard', async () => {
    const page = await sites.open('c', '/trees');
    const util = page.getByText('util.ts');
    expect(await page.getByText('index.ts').isVisible()).toBe(true);
    expect(await util.isVisible()).toBe(false);
    // A closed folder shows the closed folder's icon, an open one the open folder's.
    const lib = page.locator('summary', { hasText: 'lib' });
    const shown = () =>
      lib.evaluate((s) => [...s.querySelectorAll('svg')].filter((i) => i.getClientRects().length).map((i) => i.getAttribute('class')));
    expect(await shown()).toEqual(['sx-icon sx-tree-shut']);
    await page.locator('summary', { hasText: 'lib' }).click();
    expect(await util.isVisible()).toBe(true);
    expect(await shown()).toEqual(['sx-icon sx-tree-opened']);
    await page.locator('summary', { hasText: 'lib' }).focus();
    await page.keyboard.press('Enter');
    expect(await util.isVisible()).toBe(false);
    await page.keyboard.press('Space');
    expect(await util.isVisible()).toBe(true);
    // A folder that cannot be closed shows its files.
    expect(await page.getByText('always.md').isVisible()).toBe(true);
  });
});

describe('tree keyboard', () => {
  it('arrow keys, Home, End and a letter move through the names shown; Right and Left open and close folders', async () => {
    const page = await sites.open('c', '/trees');
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    const tree = page.locator('.sx-tree').first();
    await tree.locator('summary', { hasText: 'src' }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('index.ts');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('lib');
    // lib is closed: Down skips its files; Right opens it, Right again enters it.
    await page.keyboard.press('ArrowRight');
    expect(await page.getByText('util.ts').isVisible()).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('util.ts');
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toBe('lib');
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByText('util.ts').isVisible()).toBe(false);
    await page.keyboard.press('End');
    expect(await focused()).toBe('package.json');
    await page.keyboard.press('Home');
    expect(await focused()).toBe('src');
    await page.keyboard.press('f');
    expect(await focused()).toBe('fixed');
    // `*` on index.ts opens lib beside it.
    await tree.getByText('index.ts').focus();
    await page.keyboard.press('*');
    expect(await page.getByText('util.ts').isVisible()).toBe(true);
    await tree.locator('summary', { hasText: 'src' }).focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('fixed');
    // One Tab stop per tree: Tab leaves it.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.sx-tree') === document.querySelector('.sx-tree'))).toBe(false);
  });
});

describe('view', () => {
  it('one selector switches the views and the choice is remembered', async () => {
    const page = await sites.open('c', '/views');
    const select = page.getByLabel('View');
    expect(await select.isVisible()).toBe(true);
    expect(await page.getByText('React content.').isVisible()).toBe(true);
    expect(await page.getByText('Vue content.').isVisible()).toBe(false);
    // The titles drawn for pages without JavaScript give way to the selector.
    expect(await page.locator('.sx-view-title').first().isVisible()).toBe(false);
    const toc = () => page.locator('.sx-toc li:visible').allInnerTexts();
    expect(await toc()).toEqual(['React setup', 'Shared']);
    await select.selectOption('Vue');
    expect(await toc()).toEqual(['Vue setup', 'Shared']);
    expect(await page.getByText('Vue content.').isVisible()).toBe(true);
    expect(await page.getByText('React content.').isVisible()).toBe(false);
    expect(await page.getByText('Text for every view.').isVisible()).toBe(true);
    await page.reload();
    expect(await page.getByLabel('View').inputValue()).toBe('Vue');
    expect(await page.getByText('Vue content.').isVisible()).toBe(true);
    expect(await page.getByText('React content.').isVisible()).toBe(false);
  });

  it('the selector sits in the right column above the table of contents; narrow windows have that same selector before the first view', async () => {
    const page = await sites.open('c', '/views', { viewport: { width: 1280, height: 800 } });
    const select = page.getByLabel('View');
    const where = () =>
      select.evaluate((el) => ({
        column: !!el.closest('#table-of-contents'),
        aboveToc: !!(el.compareDocumentPosition(document.querySelector('.sx-toc')!) & Node.DOCUMENT_POSITION_FOLLOWING),
        beforeFirstView: el.parentElement!.nextElementSibling === document.querySelector('.sx-view'),
        selectors: document.querySelectorAll('select#sx-view-select').length,
      }));
    expect(await where()).toEqual({ column: true, aboveToc: true, beforeFirstView: false, selectors: 1 });
    expect(await select.isVisible()).toBe(true);
    await page.setViewportSize({ width: 800, height: 800 });
    await expect.poll(where).toEqual({ column: false, aboveToc: true, beforeFirstView: true, selectors: 1 });
    expect(await select.isVisible()).toBe(true);
    // The keyboard drives it where it is, and the table of contents follows.
    await select.focus();
    await page.keyboard.press('ArrowDown');
    expect(await select.inputValue()).toBe('Vue');
    expect(await page.getByText('Vue content.').isVisible()).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(where).toEqual({ column: true, aboveToc: true, beforeFirstView: false, selectors: 1 });
    expect(await page.locator('.sx-toc li:visible').allInnerTexts()).toEqual(['Vue setup', 'Shared']);
  });

  it('without JavaScript every view shows under its title', async () => {
    const page = await sites.open('c', '/views', { javaScriptEnabled: false });
    expect(await page.getByText('React content.').isVisible()).toBe(true);
    expect(await page.getByText('Vue content.').isVisible()).toBe(true);
    expect(await page.locator('.sx-view-title').count()).toBe(2);
  });
});

describe('image actions', () => {
  const bar = (page: Page, alt: string) => page.locator('.sx-img', { has: page.getByAltText(alt, { exact: true }) }).locator('.sx-img-bar');
  const shown = (page: Page, alt: string) => bar(page, alt).evaluate((el) => getComputedStyle(el).opacity === '1');

  it('the toolbar shows over the image on hover, at its placement, moving nothing', async () => {
    const page = await sites.open('c', '/images');
    const cover = page.getByAltText('Cover', { exact: true });
    const before = await cover.boundingBox();
    expect(await shown(page, 'Cover')).toBe(false);
    await cover.hover();
    await expect.poll(() => shown(page, 'Cover')).toBe(true);
    expect(await cover.boundingBox()).toEqual(before);
    // bottom-center by default; top-right when asked.
    const b = (await bar(page, 'Cover').boundingBox())!;
    expect(Math.abs(b.x + b.width / 2 - (before!.x + before!.width / 2))).toBeLessThan(2);
    expect(before!.y + before!.height - (b.y + b.height)).toBeCloseTo(8, 0);
    const tile = (await page.getByAltText('Tile', { exact: true }).boundingBox())!;
    const t = (await bar(page, 'Tile').boundingBox())!;
    expect(tile.x + tile.width - (t.x + t.width)).toBeCloseTo(8, 0);
    expect(t.y - tile.y).toBeCloseTo(8, 0);
    expect(await bar(page, 'Tile').getByRole('button').count()).toBe(0);
  });

  it('from the keyboard: Tab reaches the actions, which show; Enter copies the picture as a PNG and says so', async () => {
    const page = await sites.open('c', '/images');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const copy = page.getByRole('button', { name: 'Copy image' });
    for (let i = 0; i < 40 && !(await copy.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    expect(await copy.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => shown(page, 'Cover')).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Copied' }).count()).toBe(1);
    const types = await page.evaluate(async () => (await navigator.clipboard.read()).flatMap((item) => item.types));
    expect(types).toEqual(['image/png']);
    await page.keyboard.press('Tab');
    const download = page.getByRole('link', { name: 'Download image' }).first();
    expect(await download.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await download.getAttribute('href')).toBe('/images/cover.svg');
    expect(await download.getAttribute('download')).toBe('');
    // The image itself still zooms.
    await page.getByAltText('Cover', { exact: true }).click();
    expect(await page.locator('dialog.sx-zoom[open]').count()).toBe(1);
  });

  it('without JavaScript the download link works and the copy button, which needs it, stays hidden', async () => {
    const page = await sites.open('c', '/images', { javaScriptEnabled: false });
    expect(await page.getByRole('link', { name: 'Download image' }).count()).toBe(2);
    expect(await page.locator('[data-sx-img-copy]').isVisible()).toBe(false);
  });
});

describe('changelog', () => {
  it('lists its entries in the table of contents and filters them by tag', async () => {
    const page = await sites.open('c', '/changelog');
    const toc = page.locator('.sx-toc');
    expect(await toc.locator('li').allInnerTexts()).toEqual(['v2.0', 'v1.1', 'Quickstart & more']);
    const entries = page.locator('section.sx-update');
    const feature = page.getByRole('button', { name: 'Feature' });
    await feature.click();
    expect(await feature.getAttribute('aria-pressed')).toBe('true');
    expect(await entries.evaluateAll((els) => els.map((e) => !(e as HTMLElement).hidden))).toEqual([true, false, false]);
    expect(await toc.locator('li:visible').allInnerTexts()).toEqual(['v2.0']);
    // A second tag widens the choice; pressing both again shows everything.
    await page.getByRole('button', { name: 'Getting Started' }).click();
    expect(await entries.evaluateAll((els) => els.map((e) => !(e as HTMLElement).hidden))).toEqual([true, false, true]);
    await feature.click();
    await page.getByRole('button', { name: 'Getting Started' }).click();
    expect(await entries.evaluateAll((els) => els.every((e) => !(e as HTMLElement).hidden))).toBe(true);
  });
});

describe('GitHub.Repo', () => {
  it('shows the stars and forks GitHub answers, and stays a plain link when it cannot be asked', async () => {
    // GitHub's API answered by the test (this machine reaches no outside network).
    const page = await sites.open('c', '/inline');
    await page.route('https://api.github.com/repos/example/sextant-demo', (r) =>
      r.fulfill({ json: { stargazers_count: 12345, forks_count: 67 } }),
    );
    await page.reload();
    const card = page.locator('.sx-github-repo');
    await expect.poll(() => card.locator('.sx-github-repo-stats').isVisible()).toBe(true);
    expect(await card.locator('.sx-github-repo-stars').innerText()).toMatch(/^★ 12(\.3)?K$/);
    expect(await card.locator('.sx-github-repo-forks').innerText()).toBe('⑂ 67');
    const offline = await sites.open('c', '/inline');
    await offline.route('https://api.github.com/**', (r) => r.abort('failed'));
    await offline.reload();
    await offline.waitForLoadState('networkidle');
    expect(await offline.locator('.sx-github-repo-stats').isVisible()).toBe(false);
    expect(await offline.locator('.sx-github-repo').getAttribute('href')).toBe('https://github.com/example/sextant-demo');
  });
});

describe('heading links', () => {
  it('headings with an id get a link chip to their section, noAnchor headings none', async () => {
    const page = await sites.open('c', '/layout');
    const chip = page.getByRole('link', { name: 'Link to section: Linked heading' });
    expect(await chip.getAttribute('href')).toBe('#linked-heading');
    expect(await page.locator('h3#quiet-heading .sx-heading-anchor').count()).toBe(0);
    await page.locator('h3#linked-heading').hover();
    expect(await chip.evaluate((a) => getComputedStyle(a).opacity)).toBe('1');
  });
});

describe('image zoom', () => {
  it('opens a content image full size from the mouse and the keyboard, and leaves noZoom images alone', async () => {
    const page = await sites.open('c', '/layout');
    const image = page.getByRole('button', { name: 'Enlarge image: Cover' });
    const dialog = page.locator('dialog.sx-zoom');
    await image.click();
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.locator('img').getAttribute('alt')).toBe('Cover');
    expect(await dialog.locator('img').evaluate((img) => (img as HTMLImageElement).src.endsWith('/images/cover.svg'))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(false);
    // From the keyboard: focus is on the image again after closing, and Enter opens it.
    expect(await image.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await dialog.isVisible()).toBe(true);
    await dialog.click();
    expect(await dialog.isVisible()).toBe(false);
    const plain = page.locator('img[alt="Not zoomed"]');
    expect(await plain.getAttribute('role')).toBeNull();
    expect(await plain.getAttribute('tabindex')).toBeNull();
  });
});

describe('tabs in the URL', () => {
  it('a chosen tab is written into the fragment, and a fragment naming a tab opens it', async () => {
    const page = await sites.open('c', '/layout');
    // The heading "Alpha" keeps its id; the tab of the same title gets the next one.
    expect(await page.locator('h2#alpha').count()).toBe(1);
    await page.getByRole('tab', { name: 'Beta' }).click();
    expect(new URL(page.url()).hash).toBe('#beta');
    await page.getByRole('tab', { name: 'Alpha' }).click();
    expect(new URL(page.url()).hash).toBe('#alpha-2');
    await page.goto(new URL('/layout#beta', page.url()).href);
    await page.reload();
    expect(await page.getByRole('tab', { name: 'Beta' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByText('Second tab.').isVisible()).toBe(true);
    expect(await page.getByText('First tab.').isVisible()).toBe(false);
  });
});

describe('prompt', () => {
  it('copies the prompt text and says so', async () => {
    const page = await sites.open('c', '/inline', { permissions: ['clipboard-read', 'clipboard-write'] });
    const copy = page.getByRole('button', { name: 'Copy prompt' });
    expect(await copy.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Open in Cursor' }).isVisible()).toBe(true);
    await copy.click();
    await expect.poll(() => page.locator('.sx-prompt [role="status"]').textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Write a haiku about documentation.');
  });
});

describe('accordion and expandable', () => {
  it('defaultOpen, keyboard, and deep links', async () => {
    const page = await sites.open('c', '/layout');
    expect(await page.getByText('Open body.').isVisible()).toBe(true);
    expect(await page.getByText('Closed body.').isVisible()).toBe(false);
    // The icon and description are drawn in the summary.
    const summary = page.locator('#closed-one > summary');
    expect(await summary.locator('svg.sx-icon').count()).toBe(1);
    expect(await summary.textContent()).toContain('A short description');
    await summary.focus();
    await page.keyboard.press('Enter');
    expect(await page.getByText('Closed body.').isVisible()).toBe(true);
    expect(new URL(page.url()).hash).toBe('#closed-one');
    // A link to an accordion opens it.
    const other = await sites.open('c', '/layout#closed-one');
    expect(await other.getByText('Closed body.').isVisible()).toBe(true);
    // Expandable: closed until opened.
    expect(await page.getByText('Nested content.').isVisible()).toBe(false);
    await page.locator('.sx-expandable > summary').click();
    expect(await page.getByText('Nested content.').isVisible()).toBe(true);
  });
});

describe('panel', () => {
  it.each([375, 900, 1280])('at %i px the panel sits beside the article, or under it and above the previous/next links', async (width) => {
    const page = await sites.open('c', '/panel', { viewport: { width, height: 800 } });
    const box = async (selector: string) => (await page.locator(selector).boundingBox())!;
    const article = await box('.sx-article');
    const panel = await box('.sx-panel');
    const prevNext = await box('.sx-prev-next');
    if (width > 1100) {
      expect(panel.x).toBeGreaterThanOrEqual(article.x + article.width);
    } else {
      expect(panel.y).toBeGreaterThanOrEqual(article.y + article.height - 1);
      expect(panel.y + panel.height).toBeLessThanOrEqual(prevNext.y);
      expect(panel.x).toBeCloseTo(article.x, 0);
      expect(panel.width).toBeCloseTo(article.width, 0);
    }
  });
});

describe('accessibility and layout', () => {
  it.each(['light', 'dark'] as const)('axe finds nothing on the component pages (%s)', async (scheme) => {
    const page = await sites.open('c', '/', { colorScheme: scheme });
    for (const route of ROUTES) {
      await page.goto(sites.base['c'] + route);
      const violations = await runAxe(page);
      expect(violations, `${route}: ${formatViolations(violations)}`).toEqual([]);
    }
  });

  it.each([375, 1280])('no page is wider than a %i px window', async (width) => {
    const page = await sites.open('c', '/', { viewport: { width, height: 800 } });
    for (const route of ROUTES) {
      await page.goto(sites.base['c'] + route);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(wide, route).toBeLessThanOrEqual(width);
    }
  });
});
