/**
 * The component gallery (test/fixtures/sites/gallery: one page per component family) in Chromium, light and
 * dark, at 375 px and 1280 px: a screenshot of each page goes to the artifacts folder (SEXTANT_ARTIFACTS, else
 * <tmp>/sextant-gallery; never committed), and no page may scroll sideways. To cover a new component, add a
 * page to the fixture (and to its docs.json): this test picks up every page the site builds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/output/build.js';
import { startStaticServer } from '../../src/dev/static-server.js';
import { launchBrowser } from '../helpers/browser.js';
import { tmpSite } from '../helpers/tmp-site.js';

const FIXTURE = path.join(import.meta.dirname, '../fixtures/sites/gallery');
const ARTIFACTS = process.env['SEXTANT_ARTIFACTS'] ?? path.join(os.tmpdir(), 'sextant-gallery');
const WIDTHS = [375, 1280];
const THEMES = ['light', 'dark'] as const;
/** States a full-page screenshot does not show, each drawn once more when its page has one. */
const INTERACTIVE = [
  ['popup', '.twoslash-hover'],
  ['toolbar', '.sx-img:has(.sx-img-bar)'],
] as const;

/** The pages of the built site: every folder holding an index.html (the root and _sextant/ aside). */
function builtPages(out: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!e.isDirectory() || e.name.startsWith('_')) continue;
      const sub = path.join(dir, e.name);
      if (fs.existsSync(path.join(sub, 'index.html'))) pages.push('/' + path.relative(out, sub).split(path.sep).join('/'));
      walk(sub);
    }
  };
  walk(out);
  return pages.sort();
}

let url = '';
let context: BrowserContext;
let pages: string[] = [];
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  const out = path.join(tmpSite({}), 'dist');
  const result = await build(FIXTURE, { outDir: out, cache: false });
  expect(result.diagnostics).toEqual([]);
  pages = builtPages(out);
  const server = await startStaticServer({ root: out, port: 0, host: '127.0.0.1' });
  cleanups.push(() => server.close());
  url = server.url;
  context = await launchBrowser();
  cleanups.push(() => context.close());
  fs.mkdirSync(ARTIFACTS, { recursive: true });
}, 180_000);

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe('component gallery', () => {
  it('builds a page per component family', () => {
    expect(pages.length).toBeGreaterThanOrEqual(9);
  });

  for (const width of WIDTHS) {
    it(`no page scrolls sideways at ${width} px, light and dark (screenshots in the artifacts folder)`, async () => {
      const page = await context.newPage();
      try {
        await page.setViewportSize({ width, height: 900 });
        const overflowing: string[] = [];
        for (const route of pages) {
          for (const theme of THEMES) {
            await page.emulateMedia({ colorScheme: theme });
            await page.goto(url + route, { waitUntil: 'load' });
            // Diagrams are drawn after load: measure what the reader finally sees.
            if (await page.locator('pre.mermaid').count())
              await page.waitForFunction(() => !document.querySelector('pre.mermaid:not([data-processed])'), null, { timeout: 15_000 });
            expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
            const size = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));
            if (size.scroll > size.inner) {
              // Name what sticks out (not what a scrolling box around it clips), for the failure message.
              const wide = await page.evaluate((w) => {
                const clipped = (el: Element) => {
                  for (let a = el.parentElement; a; a = a.parentElement) if (getComputedStyle(a).overflowX !== 'visible') return true;
                  return false;
                };
                const out: string[] = [];
                for (const el of Array.from(document.body.querySelectorAll('*'))) {
                  const r = el.getBoundingClientRect();
                  if (r.right > w + 1 && out.length < 5 && !clipped(el))
                    out.push(`${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} (${Math.round(r.right)})`);
                }
                return out;
              }, size.inner);
              overflowing.push(`${route} ${theme}: ${size.scroll} > ${size.inner}: ${wide.join(', ')}`);
            }
            const name = `${route.slice(1).replace(/\//g, '_') || 'index'}-${width}-${theme}.png`;
            await page.screenshot({ path: path.join(ARTIFACTS, name), fullPage: true });
            // What shows only on hover or focus: the first twoslash popup, the first image toolbar.
            for (const [what, selector] of INTERACTIVE) {
              const target = page.locator(selector).first();
              if (!(await target.count())) continue;
              await target.scrollIntoViewIfNeeded();
              if (what === 'popup') await target.focus();
              else await target.hover();
              await page.waitForTimeout(250); // past the toolbar's fade-in
              await page.screenshot({ path: path.join(ARTIFACTS, name.replace(/\.png$/, `-${what}.png`)) });
              await page.mouse.move(0, 0);
            }
          }
        }
        expect(overflowing).toEqual([]);
      } finally {
        await page.close();
      }
    }, 240_000);
  }
});
