/** "On this page" follows the section being read, and a list taller than the window scrolls on its own. */
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSites, type Sites } from '../helpers/built-site.js';
import { tmpSite } from '../helpers/tmp-site.js';

const PARAGRAPH = 'A paragraph of text that takes some room on the page. '.repeat(12);
const section = (i: number) => `## Section ${i}\n\n${PARAGRAPH}\n\n### Detail ${i}\n\n${PARAGRAPH}\n`;

let sites: Sites;
beforeAll(async () => {
  const docs = tmpSite({
    'docs.json': { name: 'Toc', navigation: { pages: ['index', 'long'] } },
    'index.mdx': `---\ntitle: Home\n---\n\nIntro.\n\n${[1, 2, 3, 4, 5].map(section).join('\n')}\n## 100% done\n\n${PARAGRAPH}\n`,
    // 80 entries: far taller than the window.
    'long.mdx': `---\ntitle: Long\n---\n\n${Array.from({ length: 40 }, (_, i) => section(i + 1)).join('\n')}`,
  });
  sites = await startSites({ site: docs });
});
afterEach(() => sites.closePages());
afterAll(() => sites?.close());

const current = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('.sx-toc a[aria-current="location"]')].map((a) => a.textContent));

/** Scroll the window so the heading's top sits `below` pixels under the line linked headings land on. */
async function scrollToHeading(page: Page, id: string, below = 0): Promise<void> {
  await page.evaluate(
    ([id, below]) => {
      const line = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
      const top = document.getElementById(id as string)!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - line - (below as number));
    },
    [id, below] as const,
  );
}

it('marks the section being read as the page scrolls, one link at a time', async () => {
  const page = await sites.open('site', '/', { viewport: { width: 1280, height: 700 } });
  // Above the first heading, no section is being read.
  expect(await current(page)).toEqual([]);
  await scrollToHeading(page, 'detail-2', -2);
  await expect.poll(() => current(page)).toEqual(['Detail 2']);
  // Its heading still below the line: the section before it is the one being read.
  await scrollToHeading(page, 'section-4', 60);
  await expect.poll(() => current(page)).toEqual(['Detail 3']);
  // Following a link makes its section current.
  await page.locator('.sx-toc').getByRole('link', { name: 'Section 2' }).click();
  await expect.poll(() => current(page)).toEqual(['Section 2']);
  // At the end of the page the last heading is, though it never reaches the line.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => current(page)).toEqual(['100% done']);
});

it('scrolls a list taller than the window under its title, keeping the current link in view', async () => {
  const page = await sites.open('site', '/long', { viewport: { width: 1280, height: 700 } });
  const list = page.locator('.sx-toc > ul');
  const box = await list.evaluate((ul) => ({
    scroll: ul.scrollHeight,
    client: ul.clientHeight,
    bottom: ul.getBoundingClientRect().bottom,
  }));
  expect(box.scroll).toBeGreaterThan(box.client);
  expect(box.bottom).toBeLessThanOrEqual(700);
  await scrollToHeading(page, 'detail-35', 30);
  await expect.poll(() => current(page)).toEqual(['Section 35']);
  const inView = () =>
    page.evaluate(() => {
      const ul = document.querySelector('.sx-toc > ul')!.getBoundingClientRect();
      const a = document.querySelector('.sx-toc a[aria-current="location"]')!.getBoundingClientRect();
      return a.top >= ul.top && a.bottom <= ul.bottom;
    });
  await expect.poll(inView).toBe(true);
  // The title stays where it was.
  expect(await page.locator('.sx-toc-title').isVisible()).toBe(true);
  expect(await page.locator('.sx-toc-title').evaluate((t) => t.getBoundingClientRect().top)).toBeGreaterThan(0);
});
