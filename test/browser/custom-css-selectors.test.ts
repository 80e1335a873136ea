/**
 * The identifiers, classes and data attributes the reference documents for custom CSS and JavaScript
 * (docs/en/v1/guides/custom-css-js.mdx), on a built site in Chromium: each on the part of the layout it
 * names, ids once per page, a site's own stylesheet and script reaching them, and the marks the runtime
 * keeps current (the table of contents' entry being read).
 */
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSites, type Sites } from '../helpers/built-site.js';
import { tmpSite } from '../helpers/tmp-site.js';

const PARAGRAPH = 'A paragraph of text that takes some room on the page. '.repeat(12);
const section = (i: number) => `## Section ${i}\n\n${PARAGRAPH}\n\n### Detail ${i}\n\n${PARAGRAPH}\n`;

/**
 * Rules written as sites written for Mintlify write them (dify's, NangoHQ's, antasphere's, Starry-cbz's), each
 * leaving a trace to read.
 */
const CUSTOM_CSS = `
html[data-current-path="/"] .nav-tabs { display: none; }
#content > h2 { color: rgb(200, 0, 0); }
#content blockquote { background-color: rgb(255, 240, 200); }
.prose a { color: rgb(0, 150, 0); }
#content-area:has(.hero) #header .prose { display: none; }
#navbar-transition { background: rgb(255, 220, 220); }
#topbar-cta-button { background: transparent !important; }
#topbar-cta-button > a { background: rgb(40, 41, 42); }
#sidebar-content li[data-active] > a { outline: 3px solid rgb(1, 2, 3); }
.nav-logo { height: 36px; }
.navbar-link { color: rgb(7, 8, 9); }
.navbar-link:hover { color: rgb(25, 26, 27); }
.nav-tabs-item { color: rgb(10, 11, 12); }
.nav-anchor { color: rgb(13, 14, 15); }
.sidebar-group-header { color: rgb(16, 17, 18); }
.toc { padding-left: 5px; }
.pagination-next { border-color: rgb(19, 20, 21); }
.card { margin-top: 30px; }
.accordion { border: 2px solid rgb(28, 29, 30); }
.step { border-left-color: rgb(31, 32, 33); }
.update { border-bottom: 3px solid rgb(22, 23, 24); }
.dark .eyebrow { color: rgb(34, 35, 36); }
.dark .callout { background-color: rgb(37, 38, 39); }
.toc-item[data-depth="1"] > a { padding-left: 24px !important; }
.toc-item[data-active-deepest] > a { color: rgb(4, 5, 6) !important; }
#content-area table { width: 100%; border: 1px solid rgb(40, 41, 42); }
.card p { color: rgb(43, 44, 45) !important; }
.card h2, [data-component-part="card-title"] { color: rgb(46, 47, 48); }
.brand-box { background-color: rgb(var(--primary)); border-color: rgb(var(--primary-light) / 0.5); border-style: solid; }
`;

/** A script that finds the table of contents' entries, as NangoHQ's does, and says what it found. */
const CUSTOM_JS = `document.documentElement.dataset.tocItems = String(document.querySelectorAll('#table-of-contents .toc-item').length);`;

/** The cells of a table wider than any phone: long words that do not break. */
const WIDE_ROW = Array.from({ length: 8 }, (_, i) => `column_${i}_with_a_long_unbreakable_name`);

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="30"><rect width="120" height="30"/></svg>';

let sites: Sites;
beforeAll(async () => {
  const docs = tmpSite({
    'docs.json': {
      name: 'Selectors',
      logo: '/logo.svg',
      colors: { primary: '#123456', light: '#abcdef' },
      navbar: {
        links: [{ label: 'Blog', href: 'https://example.com/blog' }],
        primary: { type: 'button', label: 'Sign up', href: 'https://example.com' },
      },
      contextual: { options: ['copy', 'view'] },
      navigation: {
        tabs: [
          {
            tab: 'Guides',
            anchors: [
              {
                anchor: 'Docs',
                icon: 'book',
                groups: [
                  { group: 'Start', icon: 'rocket', pages: ['index', 'long', 'hero', { group: 'More', tag: 'NEW', pages: ['more'] }] },
                ],
              },
              { anchor: 'Changelog', icon: 'list', pages: ['changelog'] },
            ],
          },
          { tab: 'Reference', pages: ['reference'] },
        ],
      },
    },
    'logo.svg': SVG,
    'custom.css': CUSTOM_CSS,
    'custom.js': CUSTOM_JS,
    'index.mdx': `---\ntitle: Home\n---\n\nIntro with a [link](/long).\n\n${section(1)}\n\n\`\`\`bash\nnpm install\n\`\`\`\n\n<Steps>\n<Step title="First">One.</Step>\n</Steps>\n\n<Tabs>\n<Tab title="A">Panel A.</Tab>\n<Tab title="B">Panel B.</Tab>\n</Tabs>\n\n<ParamField path="id" type="string">The id.</ParamField>\n\n<Badge color="blue" size="sm">Beta</Badge>\n\n<CardGroup cols={2}>\n<Card title="A">a</Card>\n<Card title="B">b</Card>\n</CardGroup>\n\n<div className="brand-box">Brand.</div>\n\n<AccordionGroup>\n<Accordion title="One">1</Accordion>\n<Accordion title="Two">2</Accordion>\n</AccordionGroup>\n\n<Note>A note.</Note>\n`,
    'long.mdx': `---\ntitle: Long\ndescription: A page with [a link](/more) in its description.\n---\n\nIntro.\n\n> A quote.\n\n${[1, 2, 3, 4, 5].map(section).join('\n')}`,
    'hero.mdx': '---\ntitle: Hero\ndescription: Hidden by the site.\n---\n\n<div className="hero">A hero.</div>\n\n## Heading\n\nText.\n',
    'more.mdx': '---\ntitle: More\n---\n\nMore.\n',
    'changelog.mdx':
      '---\ntitle: Changelog\n---\n\n<Update label="v2" tags={["API"]}>Two.</Update>\n\n<Update label="v1" tags={["SDK"]}>One.</Update>\n',
    'reference.mdx': '---\ntitle: Reference\n---\n\nReference.\n',
    // Not in the navigation: built all the same. A short table, and one far wider than a phone, inside a component too.
    'tables.mdx': `---\ntitle: Tables\n---\n\n| Operation | Gas |\n| --- | --- |\n| Transfer | 65,000 |\n\n<Tabs>\n<Tab title="Wide">\n\n| ${WIDE_ROW.join(' | ')} |\n| ${WIDE_ROW.map(() => '---').join(' | ')} |\n| ${WIDE_ROW.join(' | ')} |\n\n</Tab>\n</Tabs>\n`,
  });
  sites = await startSites({ site: docs });
});
afterEach(() => sites.closePages());
afterAll(() => sites?.close());

/** How many elements each selector matches on the page. */
/** The computed value of `property` on the first element `selector` finds. */
const computed = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((e, p) => getComputedStyle(e).getPropertyValue(p), property);

const counts = (page: Page, selectors: string[]) =>
  page.evaluate((list) => Object.fromEntries(list.map((s) => [s, document.querySelectorAll(s).length])), selectors);

it('draws each documented id once, on the part of the layout it names, and keeps every id unique', async () => {
  const page = await sites.open('site', '/long', { viewport: { width: 1280, height: 800 } });
  const ids = [
    '#navbar',
    '#navbar-transition',
    '#search-bar-entry',
    '#topbar-cta-button',
    '#body-content',
    '#sidebar',
    '#sidebar-content',
    '#navigation-items',
    '#content-area',
    '#header',
    '#page-title',
    '#page-context-menu',
    '#page-context-menu-button',
    '#content',
    '#pagination',
    '#footer',
    '#table-of-contents',
    '#table-of-contents-content',
  ];
  expect(await counts(page, ids)).toEqual(Object.fromEntries(ids.map((id) => [id, 1])));
  // Nested as the reference nests them.
  expect(
    await counts(page, [
      '#navbar #search-bar-entry',
      '#navbar .topbar-right-container #topbar-cta-button > a.sx-button',
      '#body-content > #sidebar > #sidebar-content #navigation-items',
      '#body-content #content-area #header #page-title',
      '#header #page-context-menu #page-context-menu-button',
      '#header .prose > p',
      '#content-area #content.mdx-content.prose',
      '#navbar > #navbar-transition',
      '#content-area #pagination',
      '#table-of-contents #table-of-contents-content.toc',
    ]),
  ).toEqual({
    '#navbar #search-bar-entry': 1,
    '#navbar .topbar-right-container #topbar-cta-button > a.sx-button': 1,
    '#body-content > #sidebar > #sidebar-content #navigation-items': 1,
    '#body-content #content-area #header #page-title': 1,
    '#header #page-context-menu #page-context-menu-button': 1,
    '#header .prose > p': 1,
    '#content-area #content.mdx-content.prose': 1,
    '#navbar > #navbar-transition': 1,
    '#content-area #pagination': 1,
    '#table-of-contents #table-of-contents-content.toc': 1,
  });
  const repeated = await page.evaluate(() => {
    const seen = [...document.querySelectorAll('[id]')].map((e) => e.id);
    return seen.filter((id, i) => seen.indexOf(id) !== i);
  });
  expect(repeated).toEqual([]);
  // The search dialog's field, once the reader opens it.
  await page.locator('#search-bar-entry').click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('search-input');
});

it('gives the navigation, page and components the documented classes', async () => {
  const page = await sites.open('site', '/', { viewport: { width: 1280, height: 800 } });
  expect(
    await counts(page, [
      'img.nav-logo',
      '.topbar-right-container a.navbar-link',
      '.nav-tabs .nav-tabs-item',
      '#sidebar-content .nav-anchors a.nav-anchor',
      '#navigation-items .sidebar-group > .sidebar-group-header .sidebar-title',
      '.sidebar-group-header .sidebar-group-icon',
      '.sidebar-group-header .nav-tag-pill',
      '#content-area .mdx-content',
      '.mdx-content a.link',
      '.mdx-content .code-block',
      '.steps .step',
      '.tabs .tab',
      '.field',
      '[data-badge][data-color="blue"][data-size="sm"]',
      '#pagination a.pagination-next .pagination-title',
    ]),
  ).toEqual({
    'img.nav-logo': 1,
    '.topbar-right-container a.navbar-link': 1,
    '.nav-tabs .nav-tabs-item': 2,
    '#sidebar-content .nav-anchors a.nav-anchor': 2,
    '#navigation-items .sidebar-group > .sidebar-group-header .sidebar-title': 2,
    '.sidebar-group-header .sidebar-group-icon': 1,
    '.sidebar-group-header .nav-tag-pill': 1,
    '#content-area .mdx-content': 1,
    '.mdx-content a.link': 1,
    '.mdx-content .code-block': 1,
    '.steps .step': 1,
    '.tabs .tab': 2,
    '.field': 1,
    '[data-badge][data-color="blue"][data-size="sm"]': 1,
    '#pagination a.pagination-next .pagination-title': 1,
  });
  // The site's stylesheet reaches them: the logo is 36 px high (the rule needs no !important), as wide as that makes it.
  expect(
    await page.locator('img.nav-logo').evaluate((img) => [img.getBoundingClientRect().height, img.getBoundingClientRect().width]),
  ).toEqual([36, 144]);
});

it('lets a site’s rule on one of these classes win over Sextant’s own rules for the same element, as a later rule of the same weight', async () => {
  const page = await sites.open('site', '/long', { viewport: { width: 1280, height: 800 } });
  const style = (selector: string, property: string) => computed(page, selector, property);
  expect(await style('.navbar-link', 'color')).toBe('rgb(7, 8, 9)');
  // The current tab and anchor too: the site's rule is the later one.
  expect(await style('.nav-tabs-item[aria-current]', 'color')).toBe('rgb(10, 11, 12)');
  expect(await style('.nav-anchor[aria-current]', 'color')).toBe('rgb(13, 14, 15)');
  // A nested group's header (a <summary>) as well as a top-level one.
  expect(await page.locator('.sidebar-group-header').evaluateAll((els) => els.map((e) => [e.tagName, getComputedStyle(e).color]))).toEqual([
    ['H2', 'rgb(16, 17, 18)'],
    ['SUMMARY', 'rgb(16, 17, 18)'],
  ]);
  expect(await style('#table-of-contents-content.toc', 'padding-left')).toBe('5px');
  expect(await style('.pagination-next', 'border-top-color')).toBe('rgb(19, 20, 21)');
  await page.locator('.navbar-link').hover();
  await expect.poll(() => style('.navbar-link', 'color')).toBe('rgb(25, 26, 27)');

  const home = await sites.open('site', '/', { viewport: { width: 1280, height: 800 } });
  const all = (selector: string, property: string) =>
    home.locator(selector).evaluateAll((els, p) => els.map((e) => getComputedStyle(e).getPropertyValue(p)), property);
  // Cards in a group, accordions in a group, the last step (where Sextant's own rules for them take the group into account).
  expect(await all('.card-group > .card', 'margin-top')).toEqual(['30px', '30px']);
  expect(await all('.accordion-group .accordion', 'border-top-width')).toEqual(['2px', '2px']);
  expect(await all('.step', 'border-left-color')).toEqual(['rgb(31, 32, 33)']);
  // A card's title is the reference's h2, its parts named: flowglad's `.card p { … !important }` is for the text, not the title.
  expect(await all('.card [data-component-part="card-title"]', 'color')).toEqual(['rgb(46, 47, 48)', 'rgb(46, 47, 48)']);
  // `--primary` and `--primary-light` as the reference sets them: channels for `rgb(var(--primary))` (grind's, celo's CSS).
  expect(await all('.brand-box', 'background-color')).toEqual(['rgb(18, 52, 86)']);
  expect(await all('.brand-box', 'border-top-color')).toEqual(['rgba(171, 205, 239, 0.5)']);
  // Dark mode: `.dark .x`, as a stylesheet written for the reference styles it.
  await home.evaluate(() => document.documentElement.classList.add('dark'));
  expect(await all('.eyebrow', 'color')).toEqual(['rgb(34, 35, 36)']);
  expect(await all('.callout', 'background-color')).toEqual(['rgb(37, 38, 39)']);

  const changelog = await sites.open('site', '/changelog', { viewport: { width: 1280, height: 800 } });
  expect(await changelog.locator('.update').evaluateAll((els) => els.map((e) => getComputedStyle(e).borderBottom))).toEqual([
    '3px solid rgb(22, 23, 24)',
    '3px solid rgb(22, 23, 24)',
  ]);
});

it('lets rules written for the reference’s #content, #header .prose and #navbar-transition style the page', async () => {
  const page = await sites.open('site', '/long', { viewport: { width: 1280, height: 800 } });
  const style = (selector: string, property: string) => computed(page, selector, property);
  expect(await style('#content > h2', 'color')).toBe('rgb(200, 0, 0)');
  expect(await style('#content blockquote', 'background-color')).toBe('rgb(255, 240, 200)');
  // `.prose a`: the content's links and the description's.
  expect(await style('#content a', 'color')).toBe('rgb(0, 150, 0)');
  expect(await style('#header .prose a', 'color')).toBe('rgb(0, 150, 0)');
  expect(await style('#header .prose', 'display')).toBe('block');
  // The bar's background is the layer's, which covers the whole bar.
  expect(await style('#navbar-transition', 'background-color')).toBe('rgb(255, 220, 220)');
  const [bar, layer] = await Promise.all(['#navbar', '#navbar-transition'].map(async (s) => (await page.locator(s).boundingBox())!));
  expect(layer).toEqual(bar);
  // 0xmythril's button: the id is a wrapper's, the link inside it styled (DeepL's script finds it the same way).
  expect(await style('#topbar-cta-button > a', 'background-color')).toBe('rgb(40, 41, 42)');
  // antasphere's rule: no description on a page with a hero.
  const hero = await sites.open('site', '/hero', { viewport: { width: 1280, height: 800 } });
  expect(await hero.locator('#header .prose').evaluate((e) => getComputedStyle(e).display)).toBe('none');
  // Sextant's own stylesheets give `.prose` no rules: the class changes nothing but what the site writes for it.
  const own = await page.evaluate(() =>
    [...document.styleSheets]
      .filter((sheet) => sheet.href && new URL(sheet.href).pathname.startsWith('/_sextant/'))
      .flatMap((sheet) => {
        const texts: string[] = [];
        const walk = (rules: CSSRuleList) => {
          for (const r of rules) {
            if (r instanceof CSSStyleRule) texts.push(r.selectorText);
            else if ('cssRules' in r) walk((r as CSSGroupingRule).cssRules);
          }
        };
        walk(sheet.cssRules);
        return texts;
      })
      .filter((selector) => /(^|[^-\w])prose\b/.test(selector)),
  );
  expect(own).toEqual([]);
});

it('marks the current route on <html> and the current page in the sidebar', async () => {
  const home = await sites.open('site', '/', { viewport: { width: 1280, height: 800 } });
  expect(await home.evaluate(() => document.documentElement.dataset['currentPath'])).toBe('/');
  // dify's rule: no tabs bar on the home page…
  expect(await home.locator('.nav-tabs').evaluate((nav) => getComputedStyle(nav).display)).toBe('none');
  const page = await sites.open('site', '/more', { viewport: { width: 1280, height: 800 } });
  expect(await page.evaluate(() => document.documentElement.dataset['currentPath'])).toBe('/more');
  // … and one on every other page.
  expect(await page.locator('.nav-tabs').evaluate((nav) => getComputedStyle(nav).display)).not.toBe('none');
  const active = page.locator('#sidebar-content li[data-active]');
  await expect.poll(() => active.count()).toBe(1);
  expect(await active.getAttribute('data-active')).toBe('true');
  expect(await active.locator('a').getAttribute('aria-current')).toBe('page');
  expect(await active.locator('a').evaluate((a) => getComputedStyle(a).outlineColor)).toBe('rgb(1, 2, 3)');
  // The groups that hold it: the top-level group and the nested one.
  expect(await page.locator('.sidebar-group[data-active] > .sidebar-group-header .sidebar-title').allTextContents()).toEqual([
    'Start',
    'More',
  ]);
});

/** The table of contents' entries: text, data-depth, data-active and data-active-deepest. */
const entries = (page: Page) =>
  page.$$eval('#table-of-contents .toc-item', (items) =>
    items.map((li) => [
      li.textContent,
      li.getAttribute('data-depth'),
      li.getAttribute('data-active'),
      li.getAttribute('data-active-deepest'),
    ]),
  );

/** Scroll the window so the heading sits just under the line linked headings land on. */
async function scrollToHeading(page: Page, id: string): Promise<void> {
  await page.evaluate((id) => {
    const line = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
    window.scrollTo(0, document.getElementById(id)!.getBoundingClientRect().top + window.scrollY - line + 2);
  }, id);
}

it('keeps data-active on the table of contents current as the page scrolls, for the site’s own scripts and styles', async () => {
  const page = await sites.open('site', '/long', { viewport: { width: 1280, height: 700 } });
  // The site's script found every entry; each carries its level.
  expect(await page.evaluate(() => document.documentElement.dataset['tocItems'])).toBe('10');
  const start = await entries(page);
  expect(start.map(([text, depth]) => [text, depth]).slice(0, 2)).toEqual([
    ['Section 1', '0'],
    ['Detail 1', '1'],
  ]);
  // Above the first heading, nothing is being read.
  expect(start.filter(([, , active]) => active !== null)).toEqual([]);
  expect(
    await page
      .locator('.toc-item[data-depth="1"] > a')
      .first()
      .evaluate((a) => getComputedStyle(a).paddingLeft),
  ).toBe('24px');

  // In an h3's section: it is the deepest, and its h2 is active too.
  await scrollToHeading(page, 'detail-3');
  await expect
    .poll(async () => (await entries(page)).filter(([, , active]) => active !== null))
    .toEqual([
      ['Section 3', '0', 'true', null],
      ['Detail 3', '1', 'true', 'true'],
    ]);
  expect(await page.locator('.toc-item[data-active-deepest] > a').evaluate((a) => getComputedStyle(a).color)).toBe('rgb(4, 5, 6)');

  // In an h2's section: only it.
  await scrollToHeading(page, 'section-4');
  await expect
    .poll(async () => (await entries(page)).filter(([, , active]) => active !== null))
    .toEqual([['Section 4', '0', 'true', 'true']]);
});

it('names a changelog’s tag filter', async () => {
  const page = await sites.open('site', '/changelog', { viewport: { width: 1280, height: 800 } });
  expect(await counts(page, ['#table-of-contents #changelog-filters', '.update'])).toEqual({
    '#table-of-contents #changelog-filters': 1,
    '.update': 2,
  });
});

it('sizes a content table by a site’s `table { width: 100% }`, and scrolls a wide one inside its wrapper, not the page', async () => {
  const page = await sites.open('site', '/tables', { viewport: { width: 1280, height: 800 } });
  const boxes = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('#content .sx-table-wrap'), (wrap) => {
        const table = wrap.querySelector('table')!;
        return {
          display: getComputedStyle(table).display,
          table: Math.round(table.getBoundingClientRect().width),
          wrap: wrap.clientWidth,
          scroll: wrap.scrollWidth,
          overflowX: getComputedStyle(wrap).overflowX,
        };
      }),
    );
  const [short] = await boxes();
  // A real table (not a scrolling block): the site's width: 100% is the table's own width, its border spans its cells.
  expect(short).toMatchObject({ display: 'table', overflowX: 'auto' });
  expect(short!.table).toBe(short!.wrap);
  expect(await computed(page, '#content table', 'border-top-color')).toBe('rgb(40, 41, 42)');

  const phone = await sites.open('site', '/tables', { viewport: { width: 375, height: 800 } });
  const [, wide] = await phone.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('#content .sx-table-wrap'), (wrap) => ({
      wrap: wrap.clientWidth,
      scroll: wrap.scrollWidth,
    })),
  );
  expect(wide!.scroll).toBeGreaterThan(wide!.wrap);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});
