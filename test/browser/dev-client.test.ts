/**
 * The `sextant dev` client (runtime/dev-client.ts) in real Chromium against a stand-in for the dev
 * server's EventSource stream at /_sextant/events: reload, the error overlay (shown, dismissed with
 * Escape, removed on `ok`), and reconnecting (then reloading) when the server restarts.
 * One browser launch is shared by the whole file.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRuntime } from '../../scripts/build-runtime.mjs';
import { launchBrowser, withPage } from '../helpers/browser.js';

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev</title>
<script src="/_sextant/dev-client.js" defer></script></head>
<body><main><h1>Dev page</h1><button type="button">Something to focus</button></main></body></html>
`;

let browser: BrowserContext;
let server: http.Server;
let base: string;
let client: string;
/** Open event streams. */
const streams = new Set<http.ServerResponse>();
/** While true the stream answers 503, like a server that is restarting. */
let down = false;
let pageLoads = 0;

function send(event: string, data: string): void {
  for (const res of streams)
    res.write(
      `event: ${event}\n${data
        .split('\n')
        .map((l) => `data: ${l}`)
        .join('\n')}\n\n`,
    );
}

/** End every open stream, as a stopping server does. */
function dropStreams(): void {
  for (const res of streams) res.end();
  streams.clear();
}

beforeAll(async () => {
  const files = await buildRuntime({ write: false });
  client = files.find((f) => f.name === 'dev-client.js')!.contents;
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (url === '/') {
      pageLoads++;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(PAGE);
    } else if (url === '/_sextant/dev-client.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(client);
    } else if (url === '/_sextant/events') {
      if (down) {
        res.writeHead(503).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      res.write('retry: 100\n\n');
      streams.add(res);
      req.on('close', () => streams.delete(res));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  browser = await launchBrowser();
});

afterAll(async () => {
  dropStreams();
  server?.closeAllConnections();
  await Promise.all([browser?.close(), new Promise((resolve) => server?.close(resolve))]);
});

/** Open the dev page and wait until its event stream is connected. */
function onDevPage<T>(fn: (page: Page) => Promise<T>): Promise<T> {
  return withPage(browser, async (page) => {
    dropStreams();
    await page.goto(base);
    await expect.poll(() => streams.size).toBe(1);
    return fn(page);
  });
}

const ERROR = {
  message: 'Unexpected closing tag "</Card>"',
  file: 'docs/guide/intro.mdx',
  line: 12,
  column: 5,
  frame: '  11 | <Card title="x">\n> 12 | </Card>\n     |     ^',
};

describe('dev client', () => {
  it('shows the error overlay with file:line:column and the code frame, and Escape dismisses it', async () => {
    await onDevPage(async (page) => {
      send('error', JSON.stringify(ERROR));
      const overlay = page.locator('sextant-error-overlay');
      await overlay.waitFor();
      // The content lives in the element's shadow root (playwright's locators pierce open roots).
      expect(await overlay.evaluate((el) => el.shadowRoot !== null && el.childNodes.length === 0)).toBe(true);
      expect(await overlay.getByRole('alertdialog').isVisible()).toBe(true);
      expect(await overlay.getByText(ERROR.message).isVisible()).toBe(true);
      expect(await overlay.getByText('docs/guide/intro.mdx:12:5').isVisible()).toBe(true);
      expect(await overlay.locator('pre').textContent()).toBe(ERROR.frame);
      // Covers the whole viewport.
      const box = (await overlay.boundingBox())!;
      expect(box).toEqual({ x: 0, y: 0, width: page.viewportSize()!.width, height: page.viewportSize()!.height });
      await page.keyboard.press('Escape');
      expect(await overlay.count()).toBe(0);
    });
  });

  it('replaces the overlay on a new error, removes it on ok, and shows non-JSON data as the message', async () => {
    await onDevPage(async (page) => {
      const overlay = page.locator('sextant-error-overlay');
      send('error', JSON.stringify(ERROR));
      await overlay.waitFor();
      send('error', 'plain text failure');
      await overlay.getByText('plain text failure').waitFor();
      expect(await overlay.count()).toBe(1);
      send('ok', '');
      await overlay.waitFor({ state: 'detached' });
      // The close button works too.
      send('error', JSON.stringify({ ...ERROR, frame: undefined }));
      await overlay.waitFor();
      expect(await overlay.locator('pre').count()).toBe(0);
      await overlay.getByRole('button', { name: 'Close error overlay' }).click();
      expect(await overlay.count()).toBe(0);
    });
  });

  it('reloads the page on reload', async () => {
    await onDevPage(async (page) => {
      const before = pageLoads;
      await Promise.all([page.waitForEvent('load'), send('reload', '')]);
      expect(pageLoads).toBe(before + 1);
    });
  });

  it('reconnects after the connection drops, and reloads once it is back', async () => {
    await onDevPage(async (page) => {
      const before = pageLoads;
      const loaded = page.waitForEvent('load', { timeout: 30_000 });
      dropStreams();
      await loaded;
      expect(pageLoads).toBe(before + 1);
      await expect.poll(() => streams.size).toBe(1);
    });
  });

  it('keeps trying while the restarting server refuses the stream', async () => {
    await onDevPage(async (page) => {
      const before = pageLoads;
      down = true;
      dropStreams();
      // EventSource gives up on an error status; the client starts it again after a delay.
      await page.waitForTimeout(1500);
      expect(pageLoads).toBe(before);
      const loaded = page.waitForEvent('load', { timeout: 30_000 });
      down = false;
      await loaded;
      expect(pageLoads).toBe(before + 1);
      await expect.poll(() => streams.size).toBe(1);
    });
  });
});
