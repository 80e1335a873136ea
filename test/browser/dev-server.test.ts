/**
 * `sextant dev` end to end: the real dev server (src/dev/dev-server.ts) on a temporary copy of a
 * fixture site, and a page open in Chromium while its files change: live reload after an edit,
 * the error overlay for a broken page or docs.json (the server keeps serving meanwhile), recovery
 * once the file is fixed, and navigation changes from docs.json.
 * Waits are for events (a reload, an element, a text), never fixed sleeps.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDevServer } from '../../src/dev/dev-server.js';
import type { DevServer } from '../../src/dev/dev-server.js';
import { fixture, launchChromium } from '../helpers/built-site.js';
import { copySite } from '../helpers/tmp-site.js';

let browser: Browser;
let server: DevServer;
let root: string;
let context: BrowserContext | undefined;
const log: string[] = [];

const QUICKSTART = '---\ntitle: quickstart\n---\n\nText of quickstart.mdx.\n';
const EXTRA = '---\ntitle: Extra page\n---\n\nText of extra.mdx.\n';

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-dev-e2e-'));
  copySite(fixture('pages-root'), root);
  // A page that exists but is not in the navigation yet (a docs.json edit adds it).
  fs.writeFileSync(path.join(root, 'extra.mdx'), EXTRA);
  [browser, server] = await Promise.all([
    launchChromium(),
    startDevServer({ root, port: 0, host: '127.0.0.1', log: (line) => log.push(line) }),
  ]);
});

afterAll(async () => {
  await Promise.allSettled([browser?.close(), server?.close()]);
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  log.length = 0;
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

function write(rel: string, text: string): void {
  fs.writeFileSync(path.join(root, rel), text);
}

function read(rel: string): string {
  return fs.readFileSync(path.join(root, rel), 'utf8');
}

/** Open a page of the dev site and wait until its live-reload stream is connected. */
async function open(route: string): Promise<Page> {
  context = await browser.newContext();
  const page = await context.newPage();
  await goto(page, route);
  return page;
}

async function goto(page: Page, route: string): Promise<void> {
  const connected = page.waitForResponse((r) => new URL(r.url()).pathname === '/_sextant/events' && r.status() === 200);
  await page.goto(server.url + route);
  await connected;
}

/** Mark the current document, so a later check can tell whether the page was reloaded. */
async function mark(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { sxMark?: boolean }).sxMark = true));
}

async function marked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { sxMark?: boolean }).sxMark === true);
}

/** Wait for a page load caused by the server (not by the test), and for the stream to reconnect. */
function nextReload(page: Page): Promise<unknown> {
  return Promise.all([
    page.waitForEvent('load'),
    page.waitForResponse((r) => new URL(r.url()).pathname === '/_sextant/events' && r.status() === 200),
  ]);
}

const overlay = (page: Page) => page.locator('sextant-error-overlay');

/** The text of the overlay's shadow DOM. */
function overlayText(page: Page): Promise<string> {
  return overlay(page).evaluate((el) => el.shadowRoot?.textContent ?? '');
}

describe('sextant dev in a browser', () => {
  it('reloads the open page by itself when its file changes', async () => {
    const page = await open('/quickstart');
    expect(await page.locator('main h1').textContent()).toBe('quickstart');
    await mark(page);

    const reloaded = nextReload(page);
    write('quickstart.mdx', QUICKSTART.replace('title: quickstart', 'title: Quickstart, edited'));
    await reloaded;
    expect(await page.locator('main h1').textContent()).toBe('Quickstart, edited');
    expect(await page.title()).toBe('Quickstart, edited - Pages root');
    expect(await marked(page)).toBe(false);
    // The sidebar label follows the new title too.
    expect(await page.locator('#sidebar a[aria-current="page"]').textContent()).toBe('Quickstart, edited');

    const again = nextReload(page);
    write('quickstart.mdx', QUICKSTART);
    await again;
    expect(await page.locator('main h1').textContent()).toBe('quickstart');
  });

  it('shows the error overlay for a broken page, keeps serving, and recovers when it is fixed', async () => {
    const page = await open('/quickstart');
    await mark(page);
    write('quickstart.mdx', QUICKSTART + '\n<Card title="Broken">\n\nUnclosed card.\n');
    // line 7: the <Card> that is never closed
    await overlay(page).waitFor({ state: 'attached' });
    const text = await overlayText(page);
    expect(text).toContain('quickstart.mdx:7');
    expect(text).toContain('Build error');
    expect(text).toMatch(/closing tag for `<Card>`/);
    expect(await overlay(page).locator('.loc').textContent()).toBe('quickstart.mdx:7:1');
    expect(await overlay(page).locator('pre').textContent()).toContain('<Card title="Broken">');
    // No reload: the overlay covers the page the reader was on.
    expect(await marked(page)).toBe(true);
    expect(log.join('\n')).toContain('quickstart.mdx:7:1');

    // The server keeps running: other pages still load, the broken one explains itself.
    const other = await page.request.get(server.url + '/guides/setup');
    expect(other.status()).toBe(200);
    expect(await other.text()).toContain('Text of guides/setup.mdx.');
    const broken = await page.request.get(server.url + '/quickstart');
    expect(broken.status()).toBe(500);
    expect(await broken.text()).toContain('quickstart.mdx:7:1');

    const reloaded = nextReload(page);
    write('quickstart.mdx', QUICKSTART + '\n<Card title="Fixed">\n\nClosed card.\n\n</Card>\n');
    await reloaded;
    await page.locator('main', { hasText: 'Closed card.' }).waitFor();
    expect(await overlay(page).count()).toBe(0);
    expect(await page.locator('main .sx-card-title').textContent()).toBe('Fixed');
    expect(await marked(page)).toBe(false);
    write('quickstart.mdx', QUICKSTART);
    await page.locator('main', { hasText: 'Text of quickstart.mdx.' }).waitFor();
  });

  it('a page opened while it is broken shows the overlay, and reloads into the fixed page', async () => {
    const setup = read('guides/setup.mdx');
    write('guides/setup.mdx', setup + '\n<Card>\n');
    const page = await open('/guides/setup');
    await overlay(page).waitFor({ state: 'attached' });
    expect(await overlayText(page)).toContain('guides/setup.mdx:');
    const reloaded = nextReload(page);
    write('guides/setup.mdx', setup);
    await reloaded;
    expect(await overlay(page).count()).toBe(0);
    expect(await page.locator('main .sx-content').textContent()).toContain('Text of guides/setup.mdx.');
  });

  it('adding a page to the navigation in docs.json updates the sidebar', async () => {
    const docsJson = read('docs.json');
    const page = await open('/');
    const sidebarLinks = () => page.locator('#sidebar a').allTextContents();
    expect(await sidebarLinks()).not.toContain('Extra page');
    await mark(page);

    const reloaded = nextReload(page);
    write('docs.json', docsJson.replace('"/quickstart",', '"/quickstart",\n      "extra",'));
    await reloaded;
    expect(await marked(page)).toBe(false);
    const links = await sidebarLinks();
    expect(links.slice(0, 3)).toEqual(['index', 'quickstart', 'Extra page']);

    await page.locator('#sidebar a', { hasText: 'Extra page' }).click();
    await page.waitForURL((url) => url.pathname === '/extra');
    expect(await page.locator('main h1').textContent()).toBe('Extra page');
    expect(await page.locator('.sx-prev').getAttribute('href')).toBe('/quickstart');

    const back = nextReload(page);
    write('docs.json', docsJson);
    await back;
    expect(await page.locator('#sidebar a', { hasText: 'Extra page' }).count()).toBe(0);
  });

  it('a broken docs.json shows the overlay, the last good site keeps serving, and fixing it recovers', async () => {
    const docsJson = read('docs.json');
    const page = await open('/quickstart');
    await mark(page);
    write('docs.json', docsJson.replace('"/quickstart",', '"/quickstart" "oops",'));
    await overlay(page).waitFor({ state: 'attached' });
    const text = await overlayText(page);
    expect(text).toContain('docs.json:6');
    expect(text).toContain('Invalid JSON');
    expect(await marked(page)).toBe(true);

    // Still serving the last good site.
    const other = await page.request.get(server.url + '/guides/deploy');
    expect(other.status()).toBe(200);
    // A page loaded now shows the overlay too.
    const second = await context!.newPage();
    await goto(second, '/guides/deploy');
    await overlay(second).waitFor({ state: 'attached' });
    expect(await overlayText(second)).toContain('docs.json:6');

    const reloaded = Promise.all([nextReload(page), nextReload(second)]);
    write('docs.json', docsJson);
    await reloaded;
    expect(await overlay(page).count()).toBe(0);
    expect(await overlay(second).count()).toBe(0);
    expect(await page.locator('main h1').textContent()).toBe('quickstart');
    expect(await page.locator('#sidebar a', { hasText: 'deploy' }).count()).toBe(1);
  });

  it('Escape dismisses the overlay', async () => {
    const original = read('quickstart.mdx');
    const page = await open('/quickstart');
    write('quickstart.mdx', original + '\n<Card>\n');
    await overlay(page).waitFor({ state: 'attached' });
    await page.keyboard.press('Escape');
    expect(await overlay(page).count()).toBe(0);
    const reloaded = nextReload(page);
    write('quickstart.mdx', original);
    await reloaded;
    expect(await page.locator('main h1').textContent()).toBe('quickstart');
  });
});
