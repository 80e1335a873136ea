/**
 * Proves the real-browser test setup works: Debian's headless Chromium through playwright-core
 * with the required switches, a fixture server, keyboard and mouse interaction, and axe-core.
 * One browser launch is shared by the whole file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from '../helpers/axe.js';
import { launchBrowser, REQUIRED_CHROMIUM_FLAGS, serveStatic, withPage } from '../helpers/browser.js';
import type { StaticServer } from '../helpers/browser.js';

const GOOD_PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Smoke test</title>
</head>
<body>
  <main>
    <h1>Smoke test</h1>
    <button type="button" id="toggle" aria-expanded="false" aria-controls="details">Show details</button>
    <div id="details" hidden><p>The details.</p></div>
  </main>
  <script>
    const button = document.getElementById('toggle');
    const details = document.getElementById('details');
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(open));
      details.hidden = !open;
    });
  </script>
</body>
</html>
`;

/** Clean apart from two deliberate mistakes: an image without alt text and a button without a name. */
const BAD_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Bad page</title></head>
<body>
  <main>
    <h1>Bad page</h1>
    <img src="logo.svg" width="16" height="16">
    <button type="button" id="nameless"></button>
  </main>
</body>
</html>
`;

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><rect width="16" height="16"/></svg>';

let browser: BrowserContext;
let server: StaticServer;
let userDataDir: string;

beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    serveStatic({ 'index.html': GOOD_PAGE, 'bad.html': BAD_PAGE, 'logo.svg': LOGO }),
  ]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
  // launchBrowser's fresh profile directory is gone once the browser is closed.
  if (userDataDir !== undefined) expect(fs.existsSync(userDataDir)).toBe(false);
});

/** Open the fixture page at `rel` in a new page, run `fn`, close the page. */
function onPage<T>(rel: string, fn: (page: Page) => Promise<T>): Promise<T> {
  return withPage(browser, async (page) => {
    await page.goto(server.url + rel);
    return fn(page);
  });
}

describe('browser test setup', () => {
  it('runs /usr/bin/chromium headless with each required switch exactly once and a fresh profile', async () => {
    const commandLine = await withPage(browser, async (page) => {
      await page.goto('chrome://version');
      return (await page.locator('#command_line').textContent()) ?? '';
    });
    const args = commandLine.trim().split(/\s+/);
    for (const flag of REQUIRED_CHROMIUM_FLAGS) {
      expect(
        args.filter((arg) => arg === flag),
        `${flag} in: ${commandLine}`,
      ).toHaveLength(1);
    }
    const dirArg = args.find((arg) => arg.startsWith('--user-data-dir='));
    userDataDir = dirArg!.slice('--user-data-dir='.length);
    expect(path.dirname(userDataDir)).toBe(os.tmpdir());
    expect(path.basename(userDataDir)).toMatch(/^sextant-chromium-/);
  });

  it('serves the fixtures on 127.0.0.1 and answers 404 for anything else', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const index = await fetch(server.url);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await index.text()).toBe(GOOD_PAGE);
    expect((await fetch(server.url + 'logo.svg')).headers.get('content-type')).toBe('image/svg+xml');
    expect((await fetch(server.url + 'missing.html')).status).toBe(404);
  });

  it('toggles aria-expanded when the button is clicked', async () => {
    await onPage('', async (page) => {
      expect(await page.title()).toBe('Smoke test');
      const button = page.getByRole('button', { name: 'Show details' });
      const details = page.getByText('The details.');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await details.isVisible()).toBe(false);
      await button.click();
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      expect(await details.isVisible()).toBe(true);
      await button.click();
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await details.isVisible()).toBe(false);
    });
  });

  it('toggles with Enter and Space on the button reached by Tab', async () => {
    await onPage('', async (page) => {
      const button = page.getByRole('button', { name: 'Show details' });
      await page.keyboard.press('Tab');
      expect(await page.evaluate('document.activeElement && document.activeElement.id')).toBe('toggle');
      await page.keyboard.press('Enter');
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Space');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('Space');
      expect(await button.getAttribute('aria-expanded')).toBe('true');
    });
  });

  it('finds no axe violations on the accessible page, before and after opening the details', async () => {
    await onPage('', async (page) => {
      const closed = await runAxe(page);
      expect(closed, formatViolations(closed)).toEqual([]);
      await page.getByRole('button', { name: 'Show details' }).click();
      const open = await runAxe(page);
      expect(open, formatViolations(open)).toEqual([]);
    });
  });

  it('reports image-alt and button-name on the deliberately bad page', async () => {
    const violations = await onPage('bad.html', (page) => runAxe(page));
    const message = formatViolations(violations);
    expect(violations.map((v) => v.id).sort(), message).toEqual(['button-name', 'image-alt']);
    const byId = new Map(violations.map((v) => [v.id, v]));
    expect(byId.get('image-alt')!.nodes.map((n) => n.target)).toEqual([['img']]);
    expect(byId.get('button-name')!.nodes.map((n) => n.target)).toEqual([['#nameless']]);
    expect(byId.get('image-alt')!.impact).toBe('critical');
    expect(message).toMatch(/^image-alt \(critical\): Images must have alternative text/m);
    expect(message).toMatch(/^button-name \(critical\): Buttons must have discernible text/m);
  });
});
