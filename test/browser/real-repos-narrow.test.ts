/**
 * A real repository (../shared/fixtures/real/pipecat-ai__docs) read on a phone, 375 px wide: no page scrolls
 * sideways (a title with no break, an API field's example token, a default URL did), the tab row scrolls inside
 * its own row, and the breadcrumbs stay on one line beside the page menu, which the title does not wrap around.
 * Skipped where the shared fixtures are absent.
 */
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/output/build.js';
import { startStaticServer } from '../../src/dev/static-server.js';
import { launchBrowser } from '../helpers/browser.js';
import { sharedFixtures, tmpSite } from '../helpers/tmp-site.js';

const shared = sharedFixtures();
const PAGES = [
  // A guide page: breadcrumbs and the page menu on one line.
  '/guides/fundamentals/context-summarization',
  // A title that is one long word: "LLMContextSummarizer".
  '/server/utilities/context-summarization',
  // An API page whose fields show a 100-character example token and a long default URL.
  '/api-reference/pipecat-cloud/rest-reference/endpoint/start',
  // A ParamField whose default is a long constructor call: `[TurnAnalyzerUserTurnStopStrategy(…)]`.
  '/api-reference/server/utilities/turn-management/filter-incomplete-turns',
];

let url = '';
let context: BrowserContext;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  if (!shared) return;
  const out = path.join(tmpSite({}), 'dist');
  const result = await build(path.join(shared, 'real', 'pipecat-ai__docs'), { outDir: out, cache: false });
  expect(result.ok).toBe(true);
  const server = await startStaticServer({ root: out, port: 0, host: '127.0.0.1' });
  cleanups.push(() => server.close());
  url = server.url.replace(/\/$/, '');
  context = await launchBrowser();
  cleanups.push(() => context.close());
}, 240_000);

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe.skipIf(!shared)('pipecat at 375 px', () => {
  it.each(PAGES)('%s: nothing scrolls sideways; the tabs scroll in their row; the breadcrumbs keep one line', async (route) => {
    const page = await context.newPage();
    try {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(url + route, { waitUntil: 'load' });
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBe(375);
      const row = await page.locator('.sx-tabs-bar > ul').evaluate((ul) => {
        const r = ul.getBoundingClientRect();
        return {
          left: r.left,
          right: r.right,
          scrolls: ul.scrollWidth > ul.clientWidth,
          rows: new Set([...ul.children].map((li) => li.getBoundingClientRect().top)).size,
        };
      });
      expect(row.left).toBeGreaterThanOrEqual(0);
      expect(row.right).toBeLessThanOrEqual(375);
      expect(row.scrolls).toBe(true);
      expect(row.rows).toBe(1);
      const crumbs = page.locator('#header .sx-breadcrumbs, #header .sx-eyebrow').first();
      if (await crumbs.count()) expect((await crumbs.boundingBox())!.height).toBeLessThanOrEqual(28);
      // The page menu floats beside the breadcrumbs; the title below must not wrap around it (a cut-short or pushed-down first line).
      const clear = await page.evaluate(() => {
        const menu = document.querySelector('#header .sx-contextual');
        const title = document.querySelector('#header h1');
        if (!menu || !title) return true;
        const bottom = menu.getBoundingClientRect().bottom + parseFloat(getComputedStyle(menu).marginBottom);
        return bottom <= title.getBoundingClientRect().top;
      });
      expect(clear).toBe(true);
    } finally {
      await page.close();
    }
  });
});
