/**
 * The page around the content on real built sites in Chromium: eyebrows (section and breadcrumbs),
 * previous/next links, the table of contents, the mobile layout, and pages without JavaScript.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixture, follow, pathOf, reachable, startSites } from '../helpers/built-site.js';
import type { Sites } from '../helpers/built-site.js';
import { tmpSite } from '../helpers/tmp-site.js';

let sites: Sites;

beforeAll(async () => {
  sites = await startSites({
    groups: fixture('groups-root'),
    toggle: fixture('sidebar-toggle'),
    pages: fixture('pages-root'),
    tabs: fixture('tabs-anchors'),
    versions: fixture('versions-languages'),
    modes: tmpSite({
      'docs.json': { name: 'Modes', navigation: { pages: ['index', 'centred', 'wide', 'framed'] } },
      'index.mdx':
        '---\ntitle: Home\nmode: custom\n---\n\n<div className="relative"><div id="bg" className="absolute top-0 left-0 right-0 h-40 bg-blue-500"></div></div>\n\n<div id="band" className="w-screen h-10 bg-red-500"></div>\n\n<a id="card" className="block border p-4" href="/centred"><h3>Card title</h3><p>Text</p></a>\n',
      'centred.mdx':
        '---\ntitle: Centred\nmode: center\n---\n\nA paragraph long enough to fill the centred column from one side to the other, for measuring.\n',
      'wide.mdx': `---\ntitle: Wide\nmode: wide\n---\n\n${'A paragraph wider than the default column, for measuring. '.repeat(8)}\n`,
      'framed.mdx': `---\ntitle: Framed\nmode: frame\n---\n\n${'A paragraph wider than the default column, for measuring. '.repeat(8)}\n`,
    }),
    markdown: tmpSite({
      'docs.json': { name: 'Markdown', navigation: { pages: ['index'] } },
      'index.mdx': '---\ntitle: Markdown\n---\n\nPress <kbd>K</kbd>.\n\n---\n\nA claim[^1].\n\n[^1]: Its source.\n',
    }),
  });
});

afterEach(() => sites.closePages());
afterAll(() => sites?.close());

const h1 = (page: Page) => page.locator('main h1').first().textContent();

describe('eyebrows', () => {
  it('section: the name of the page’s innermost group above the title', async () => {
    const page = await sites.open('toggle', '/a/deep/x');
    const expected: [string, string][] = [
      ['/a/deep/x', 'Deep'],
      ['/a/one', 'Nested A'],
      ['/intro', 'Start'],
      ['/more/headings', 'More'],
    ];
    for (const [route, eyebrow] of expected) {
      await page.goto(sites.base['toggle'] + route);
      const shown = page.locator('.sx-page-header .sx-eyebrow');
      expect(await shown.evaluate((el) => el.tagName), route).toBe('P');
      expect(await shown.textContent(), route).toBe(eyebrow);
      expect(await shown.isVisible(), route).toBe(true);
      // Above the title.
      const [top, titleTop] = await Promise.all([shown.boundingBox(), page.locator('.sx-page-header h1').boundingBox()]);
      expect(top!.y, route).toBeLessThan(titleTop!.y);
    }
    await page.goto(sites.base['pages'] + '/guides/advanced/tuning');
    expect(await page.locator('.sx-eyebrow').textContent()).toBe('Advanced');
    // A page outside every group has no eyebrow.
    await page.goto(sites.base['pages'] + '/quickstart');
    expect(await page.locator('.sx-eyebrow').count()).toBe(0);
  });

  it('breadcrumbs: the whole navigation path (tabs, anchors, menu items, groups)', async () => {
    const page = await sites.open('groups', '/start/nested/one');
    const crumbs = async () => {
      const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
      expect(await nav.isVisible()).toBe(true);
      return (await nav.locator('li').allTextContents()).map((t) => t.trim());
    };
    expect(await crumbs()).toEqual(['Get started', 'Collapsed by default']);
    // Separated by a "/" drawn before every crumb but the first.
    const separators = await page
      .locator('.sx-breadcrumbs li')
      .evaluateAll((lis) => lis.map((li) => getComputedStyle(li, '::before').content));
    expect(separators).toEqual(['none', '"/"']);
    await page.goto(sites.base['groups'] + '/ref/cli');
    expect(await crumbs()).toEqual(['Reference']);
    await page.goto(sites.base['tabs'] + '/guides/a');
    expect(await crumbs()).toEqual(['Guides', 'Documentation', 'Basics']);
    await page.goto(sites.base['tabs'] + '/sdk/py');
    expect(await crumbs()).toEqual(['Guides', 'SDKs']);
    await page.goto(sites.base['tabs'] + '/menu/one');
    expect(await crumbs()).toEqual(['More', 'One', 'Menu group']);
  });
});

describe('previous and next', () => {
  it('walk the whole sidebar in order, forwards and back, with the pages’ titles', async () => {
    const order = [
      '/intro',
      '/start/install',
      '/start/configure',
      '/start/nested/one',
      '/start/nested/two',
      '/start/open/three',
      '/ref/overview',
      '/ref/cli',
    ];
    const page = await sites.open('groups', order[0]!);
    expect(await page.locator('.sx-prev').count()).toBe(0);
    for (const route of order.slice(1)) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const next = page.getByRole('navigation', { name: 'Previous and next pages' }).locator('a[rel="next"]');
      const label = (await next.locator('span').last().textContent())!;
      await follow(page, next, route);
      expect(await h1(page)).toBe(label);
    }
    expect(await page.locator('.sx-next').count()).toBe(0);
    for (const route of order.slice(0, -1).reverse()) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const prev = page.locator('a.sx-prev[rel="prev"]');
      const label = (await prev.locator('span').last().textContent())!;
      await follow(page, prev, route);
      expect(await h1(page)).toBe(label);
    }
  });

  it('stay inside the current version and language', async () => {
    const page = await sites.open('versions', '/en/v2/guide');
    expect(await page.locator('.sx-prev').getAttribute('href')).toBe('/en/v2');
    expect(await page.locator('.sx-next').count()).toBe(0);
    await page.goto(sites.base['versions'] + '/fr/v2');
    await follow(page, page.locator('.sx-next'), '/fr/v2/guide');
  });
});

describe('table of contents', () => {
  it('lists the h2/h3 headings and each link jumps to its heading', async () => {
    const page = await sites.open('toggle', '/more/headings', { viewport: { width: 1280, height: 700 } });
    const toc = page.getByRole('navigation', { name: 'On this page' });
    expect(await toc.isVisible()).toBe(true);
    const links = toc.locator('a');
    expect((await links.allTextContents()).map((t) => t.trim())).toEqual(['First section', 'A sub part', 'Second section', 'Last section']);
    expect(await toc.locator('li.sx-toc-3 a').textContent()).toBe('A sub part');

    for (const link of (await links.all()).reverse()) {
      const href = (await link.getAttribute('href'))!;
      const text = (await link.textContent())!;
      expect(await reachable(link), href).toBe(true);
      await link.click();
      await page.waitForURL((url) => url.hash === href);
      const heading = page.locator(href);
      expect(await heading.textContent()).toBe(text);
      expect(await heading.evaluate((el) => el.tagName)).toMatch(/^H[23]$/);
      // Scrolled to the heading: it sits near the top of the viewport, below the sticky top bar.
      const box = (await heading.boundingBox())!;
      const topBar = (await page.locator('.sx-topbar').boundingBox())!;
      expect(box.y, href).toBeGreaterThanOrEqual(topBar.y + topBar.height - 1);
      expect(box.y, href).toBeLessThan(350);
      expect(await page.evaluate(() => window.scrollY), href).toBeGreaterThan(0);
      // The TOC stays on screen (sticky) while the page scrolls.
      expect(await toc.isVisible()).toBe(true);
    }
  });

  it('wraps a heading that is one long word (a class name) inside its column', async () => {
    const page = await sites.open('toggle', '/more/headings', { viewport: { width: 1280, height: 700 } });
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const link = toc.locator('a').first();
    await link.evaluate((a) => (a.textContent = 'LLMAutoContextSummarizationConfigurationParameters'));
    const [column, box] = [(await toc.boundingBox())!, (await link.boundingBox())!];
    expect(box.x + box.width).toBeLessThanOrEqual(column.x + column.width + 0.5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1280);
  });
});

describe('mobile layout (390×844)', () => {
  const MOBILE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

  it('hides the sidebar behind the menu button; Escape closes it; a link in it navigates', async () => {
    const page = await sites.open('groups', '/intro', MOBILE);
    const sidebar = page.locator('#sidebar');
    const button = page.getByRole('button', { name: 'Open navigation' });
    expect(await sidebar.isVisible()).toBe(false);
    expect(await page.locator('.sx-aside').isVisible()).toBe(false);
    expect(await button.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    // The content uses the width of the screen.
    expect((await page.locator('main').boundingBox())!.width).toBeGreaterThan(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await button.click();
    expect(await sidebar.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await reachable(sidebar.getByRole('link', { name: 'install' }))).toBe(true);

    await page.keyboard.press('Escape');
    expect(await sidebar.isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

    await button.tap();
    expect(await sidebar.isVisible()).toBe(true);
    expect(await reachable(sidebar.getByRole('link', { name: 'install' }))).toBe(true);
    await sidebar.getByRole('link', { name: 'install' }).tap();
    await page.waitForURL((url) => url.pathname === '/start/install');
    expect(await h1(page)).toBe('install');
    expect(await page.locator('#sidebar').isVisible()).toBe(false);
  });

  it('a nested group opens inside the mobile menu', async () => {
    const page = await sites.open('toggle', '/intro', MOBILE);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const nested = page.locator('#sidebar details.sx-group[data-sx-group-id="g.0.1"]');
    await nested.locator(':scope > summary').click();
    expect(await nested.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await follow(page, page.locator('#sidebar a', { hasText: 'A two' }), '/a/two');
    expect(await page.locator('#sidebar').isVisible()).toBe(false);
  });
});

describe('without JavaScript', () => {
  const NO_JS = { javaScriptEnabled: false } as const;

  it('nested groups open natively and their links work', async () => {
    const page = await sites.open('groups', '/intro', NO_JS);
    // The runtime did not run: it would have added aria-expanded.
    expect(await page.locator('details.sx-group > summary[aria-expanded]').count()).toBe(0);
    const nested = page.locator('details.sx-group[data-sx-group-id="g.0.3"]');
    expect(await nested.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await nested.locator(':scope > summary').click();
    expect(await nested.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    // No drilldown without the runtime: the group just opened.
    expect(pathOf(page)).toBe('/intro');
    await follow(page, nested.getByRole('link', { name: 'two' }), '/start/nested/two');
    expect(await h1(page)).toBe('two');
    expect(await page.locator('details.sx-group[data-sx-group-id="g.0.3"]').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await follow(page, page.locator('.sx-next'), '/start/open/three');
  });

  it('switchers and tab menus open natively and their links work', async () => {
    const page = await sites.open('versions', '/en/v2/guide', NO_JS);
    const language = page.locator('details.sx-switcher-language');
    await language.locator('summary').click();
    await follow(page, language.locator('a[hreflang="fr"]'), '/fr/v2/guide');
    await page.goto(sites.base['tabs'] + '/guides/a');
    const menu = page.locator('details.sx-tab-menu');
    await menu.locator('summary').click();
    await follow(page, menu.getByRole('link', { name: /One/ }), '/menu/one');
  });

  it('the table of contents and the skip link work', async () => {
    const page = await sites.open('toggle', '/more/headings', { ...NO_JS, viewport: { width: 1280, height: 700 } });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.hash === '#content-area');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Last section' }).click();
    await page.waitForURL((url) => url.hash === '#last-section');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect((await page.locator('#last-section').boundingBox())!.y).toBeLessThan(350);
  });
});

describe('Markdown elements without a class', () => {
  it('draws `---` as a thin divider, <kbd> as a key, and keeps the footnotes label for screen readers', async () => {
    const page = await sites.open('markdown', '/');
    const hr = await page.locator('.sx-content hr').evaluate((el) => {
      const s = getComputedStyle(el);
      return { top: s.borderTopWidth, bottom: s.borderBottomWidth, style: s.borderTopStyle };
    });
    expect(hr).toEqual({ top: '1px', bottom: '0px', style: 'solid' });
    expect(await page.locator('.sx-content kbd').evaluate((el) => getComputedStyle(el).borderBottomWidth)).toBe('2px');
    const label = page.locator('#footnote-label');
    expect(await label.textContent()).toBe('Footnotes');
    expect((await label.boundingBox())!.height).toBeLessThanOrEqual(1);
    expect(await page.getByText('Its source.').isVisible()).toBe(true);
  });
});

describe('page modes', () => {
  it('custom: the page reaches both edges of the window, without sideways scrolling', async () => {
    for (const width of [1280, 375]) {
      const page = await sites.open('modes', '/');
      await page.setViewportSize({ width, height: 800 });
      const bg = (await page.locator('#bg').boundingBox())!;
      expect([bg.x, bg.width], `${width}`).toEqual([0, width]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}`).toBe(width);
    }
  });

  it('custom: no footer and no typography, as Tailwind’s reset leaves elements; a width-only border is the border colour', async () => {
    const page = await sites.open('modes', '/');
    expect(await page.locator('#footer').count()).toBe(0);
    const card = page.locator('#card');
    const look = await card.evaluate((a) => {
      const s = getComputedStyle(a);
      const h3 = getComputedStyle(a.querySelector('h3')!);
      const p = getComputedStyle(a.querySelector('p')!);
      const body = getComputedStyle(document.body);
      const border = getComputedStyle(document.documentElement).getPropertyValue('--sx-border').trim();
      const probe = document.createElement('i');
      probe.style.color = border;
      document.body.append(probe);
      const borderColour = getComputedStyle(probe).color;
      probe.remove();
      return {
        underline: s.textDecorationLine,
        colour: s.color === body.color,
        h3: [h3.marginTop, h3.fontSize === s.fontSize],
        p: p.marginTop,
        border: [s.borderTopWidth, s.borderTopColor === borderColour],
      };
    });
    expect(look).toEqual({ underline: 'none', colour: true, h3: ['0px', true], p: '0px', border: ['1px', true] });
  });

  it('center: the previous and next links and the footer line up with the centred text', async () => {
    const page = await sites.open('modes', '/centred');
    await page.setViewportSize({ width: 1280, height: 800 });
    const [article, prev, footer] = await Promise.all(
      ['.sx-article', '.sx-prev-next', '#footer'].map(async (s) => (await page.locator(s).boundingBox())!.x),
    );
    expect(article).toBeGreaterThan(100);
    expect(prev).toBe(article);
    expect(footer).toBe(article);
  });

  it('wide and frame: the previous and next links and the footer span the wide content', async () => {
    for (const route of ['/wide', '/framed']) {
      const page = await sites.open('modes', route, { viewport: { width: 1280, height: 800 } });
      const box = async (s: string) => (await page.locator(s).boundingBox())!;
      const article = await box('.sx-article');
      // Wider than the default column (760 px).
      expect(article.width, route).toBeGreaterThan(900);
      for (const s of route === '/wide' ? ['#pagination', '#footer'] : ['#footer']) {
        const part = await box(s);
        expect(part.x, `${route} ${s}`).toBeCloseTo(article.x, 0);
        expect(Math.abs(part.x + part.width - (article.x + article.width)), `${route} ${s}`).toBeLessThanOrEqual(2);
      }
    }
  });
});
