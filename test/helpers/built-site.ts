/**
 * End-to-end helpers: build real docs folders with `build()`, serve the output with the production
 * static server, and open pages in headless Chromium.
 *
 *   const sites = await startSites({ nav: fixture('tabs-anchors') });   // beforeAll
 *   const page = await sites.open('nav', '/guides/a');                  // a fresh context per call
 *   await sites.closePages();                                            // afterEach
 *   await sites.close();                                                 // afterAll
 *
 * Every `open` gets its own browser context, so storage (theme, banner, sidebar state) never leaks
 * from one test into the next, and a test can ask for a viewport, a colour scheme or no JavaScript.
 * Uncaught errors in a page and subresources that fail to load (a stylesheet, script, icon or image
 * the site does not have) are collected, and `closePages` fails the test when there were any.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { build } from '../../src/output/build.js';
import { startStaticServer } from '../../src/dev/static-server.js';
import { CHROMIUM_PATH, EXTRA_CHROMIUM_ARGS } from './browser.js';
import type { ApiPageData } from '../../src/model/api-page.js';
import type { BuiltPage } from '../../src/output/outputs/output.js';
import { withoutMarks } from './content.js';

export const FIXTURE_SITES = path.resolve(import.meta.dirname, '../fixtures/sites');
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** The folder of a fixture site under test/fixtures/sites. */
export function fixture(name: string): string {
  return path.join(FIXTURE_SITES, name);
}

/**
 * Launch one headless Chromium (the same binary and switches as launchBrowser) that hands out
 * isolated contexts. Closing it removes everything it made.
 */
export async function launchChromium(): Promise<Browser> {
  try {
    return await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, chromiumSandbox: false, args: [...EXTRA_CHROMIUM_ARGS] });
  } catch (error) {
    const hint = fs.existsSync(CHROMIUM_PATH)
      ? ''
      : `\n${CHROMIUM_PATH} does not exist: run \`node scripts/ensure-chromium.mjs\` (as root).`;
    throw new Error(`could not launch ${CHROMIUM_PATH}: ${(error as Error).message}${hint}`, { cause: error });
  }
}

/** Build a docs folder into a new temporary folder; throws with the diagnostics when it fails. */
export async function buildToTemp(dir: string): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-e2e-'));
  const result = await build(dir, { outDir: path.join(outDir, 'site') }).catch((error: unknown) => {
    fs.rmSync(outDir, { recursive: true, force: true });
    throw error;
  });
  if (!result.ok) {
    fs.rmSync(outDir, { recursive: true, force: true });
    const lines = result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`);
    throw new Error(`build of ${dir} failed:\n${lines.join('\n')}`);
  }
  return result.outDir;
}

export interface Sites {
  browser: Browser;
  /** Base URL of each site, without a trailing slash (`http://127.0.0.1:41234`). */
  base: Record<string, string>;
  /**
   * Open `route` (e.g. `/guides/a`) of a site in a new context of its own, and wait for it to load.
   * `colorScheme` and `viewport` are applied to the page; other options make a context with them.
   */
  open(site: string, route: string, options?: BrowserContextOptions): Promise<Page>;
  /** Uncaught page errors and missing subresources seen in pages opened since the last `closePages`. */
  errors: string[];
  /** Close the contexts opened since the last call; throws if a page had an error (see `errors`). */
  closePages(): Promise<void>;
  close(): Promise<void>;
}

/** Options that can be applied to a page made in advance (the rest need a context made with them). */
const PAGE_OPTIONS: ReadonlySet<string> = new Set(['colorScheme', 'viewport']);

/** Build every site (name → docs folder), serve each on 127.0.0.1, and launch one browser. */
export async function startSites(sources: Record<string, string>): Promise<Sites> {
  const temps: string[] = [];
  const servers: { close(): Promise<void> }[] = [];
  const base: Record<string, string> = {};
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];
  // A fresh context with its page, made while the previous test runs (making a page is the slow part).
  let spare: Promise<{ context: BrowserContext; page: Page } | undefined> | undefined;
  const makeSpare = () => {
    const made = (async () => {
      const context = await browser!.newContext();
      return { context, page: await context.newPage() };
    })();
    return made.catch(() => undefined);
  };

  const close = async () => {
    const left = await spare;
    spare = undefined;
    await Promise.allSettled([...contexts.splice(0), ...(left ? [left.context] : [])].map((c) => c.close()));
    await Promise.allSettled([browser?.close(), ...servers.map((s) => s.close())]);
    await Promise.all(temps.map((dir) => fs.promises.rm(path.dirname(dir), { recursive: true, force: true, maxRetries: 3 })));
  };

  try {
    const [launched, ...built] = await Promise.allSettled([launchChromium(), ...Object.values(sources).map((dir) => buildToTemp(dir))]);
    if (launched.status === 'fulfilled') browser = launched.value;
    // Keep every folder that was made, so close() removes them even when another build failed.
    const outDirs = built.map((b) => (b.status === 'fulfilled' ? b.value : ''));
    temps.push(...outDirs.filter(Boolean));
    const failed = [launched, ...built].find((r) => r.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    const names = Object.keys(sources);
    for (const [i, outDir] of outDirs.entries()) {
      const server = await startStaticServer({ root: outDir, port: 0, host: '127.0.0.1' });
      servers.push(server);
      base[names[i]!] = server.url.replace(/\/$/, '');
    }
  } catch (error) {
    await close();
    throw error;
  }
  spare = makeSpare();

  return {
    browser: browser!,
    base,
    errors,
    async open(site, route, options = {}) {
      if (!(site in base)) throw new Error(`no site ${site}`);
      let page: Page;
      const made = Object.keys(options).every((k) => PAGE_OPTIONS.has(k)) ? await spare : undefined;
      if (made) {
        spare = makeSpare();
        contexts.push(made.context);
        page = made.page;
        if (options.colorScheme !== undefined) await page.emulateMedia({ colorScheme: options.colorScheme });
        if (options.viewport) await page.setViewportSize(options.viewport);
      } else {
        const context = await browser!.newContext(options);
        contexts.push(context);
        page = await context.newPage();
      }
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      // A stylesheet, script, icon or image the page refers to and the site does not have.
      page.on('response', (response) => {
        if (response.status() >= 400 && response.request().resourceType() !== 'document')
          errors.push(`${page.url()}: ${response.status()} for ${response.url()}`);
      });
      await page.goto(base[site] + route);
      return page;
    },
    async closePages() {
      await Promise.allSettled(contexts.splice(0).map((c) => c.close()));
      const seen = errors.splice(0);
      if (seen.length) throw new Error(`uncaught errors in the page:\n${seen.join('\n')}`);
    },
    close,
  };
}

/** The path of a page's URL (`/guides/a`), for comparing where a click led. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/**
 * Whether a reader can see and click the element where it is now, without scrolling anything: it
 * lies inside the viewport and is the topmost element at its centre (not clipped by an overflowing
 * ancestor, nor covered by another element). Playwright's own visibility check and click scroll
 * clipped elements into view, which a reader would not do.
 */
export function reachable(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

/**
 * Click a link a reader can reach where it is (see `reachable`) and wait until the browser has
 * loaded `route` of the same site.
 */
export async function follow(page: Page, link: Locator, route: string): Promise<void> {
  if (!(await reachable(link))) throw new Error(`${link} cannot be reached: hidden, clipped, covered or off screen`);
  await link.click();
  await page.waitForURL((url) => url.pathname === route);
}

/**
 * Readers of one built output folder (`out()`: read when a page is, so a test may build in beforeAll):
 * a route's whole HTML, its content (without the layout, and without the reference's marks, which
 * test/api-reference/endpoint-pages.test.ts checks on their own), and its playground data.
 */
export function builtPages(out: () => string): {
  html: (route: string) => string;
  content: (route: string) => string;
  apiData: (route: string) => ApiPageData;
} {
  const html = (route: string) => fs.readFileSync(path.join(out(), route, 'index.html'), 'utf8');
  return {
    html,
    content: (route) => withoutMarks(/<div id="content" class="sx-content mdx-content[^"]*">([^]*?)<\/article>/.exec(html(route))![1]!),
    apiData: (route) => JSON.parse(/<script type="application\/json" id="sx-api">([^]*?)<\/script>/.exec(html(route))![1]!) as ApiPageData,
  };
}

/** A page as the build's outputs see it (outputs' tests collect these), with `over` replacing fields. */
export function builtPage(route: string, over: Partial<BuiltPage> = {}): BuiltPage {
  return {
    route,
    title: route,
    inputHash: '',
    dependencies: [],
    label: { title: route },
    math: false,
    mermaid: false,
    diagnostics: [],
    labelDeps: [],
    icons: [],
    ...over,
  };
}
