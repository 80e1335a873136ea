/**
 * The AsyncAPI channel page's live WebSocket console in Chromium, against a real WebSocket server
 * (the `ws` package) the test starts on 127.0.0.1: connect with a query and a subprotocol credential,
 * an unsolicited push, the prefilled example and its reply, a received message that breaks its
 * schema, a send held until "Send anyway", the server closing and refusing, reconnecting, axe and
 * a 375 px screen.
 *
 * The page is a small site built for real, with one page rendered again by the real layout from a
 * hand-written `page.channel` (what the channel page producer writes). Once channel pages are built
 * from specs, `consoleSite` can build a fixture with an AsyncAPI document instead: the tests only
 * need the site's base URL and the channel page's route.
 */
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { startDevServer } from '../../src/dev/dev-server.js';
import { DevSite } from '../../src/dev/dev-site.js';
import { startStaticServer } from '../../src/dev/static-server.js';
import type { ChannelConsoleData } from '../../src/model/channel-page.js';
import { renderPage } from '../../src/render/render-page.js';
import { SiteWriter } from '../../src/output/write-site.js';
import { formatViolations, runAxe } from '../helpers/axe.js';
import { buildToTemp, launchChromium } from '../helpers/built-site.js';
import { tmpSite } from '../helpers/tmp-site.js';

const TOKEN = 'secret-token';
const KEY = 'k1';
const CHANNEL = '/rooms';
const PLAIN = '/plain';

/** What the server saw of each connection: its URL and the subprotocols the browser offered. */
const handshakes: { url: string; protocols: string[] }[] = [];
const received: string[] = [];

/** A chat room: a welcome push on connect, `said` replies, a broken reply on "break", a close on "bye", 320 replies on "flood". */
function startServer(): Promise<{ wss: WebSocketServer; url: string }> {
  const wss = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    // Refuses connections without the right credential (the browser sees a failed handshake).
    verifyClient: ({ req }: { req: IncomingMessage }) => {
      const protocols = (req.headers['sec-websocket-protocol'] ?? '').split(',').map((p) => p.trim());
      handshakes.push({ url: req.url ?? '', protocols });
      return protocols.includes(TOKEN);
    },
  });
  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    const room = /\/rooms\/([^/?]+)/.exec(req.url ?? '')?.[1] ?? '?';
    ws.send(JSON.stringify({ type: 'welcome', room }));
    ws.on('message', (data) => {
      const text = String(data);
      received.push(text);
      const message = JSON.parse(text) as { text?: unknown };
      if (message.text === 'bye') return ws.close(4000, 'bye now');
      if (message.text === 'flood') {
        for (let i = 0; i < 320; i++) ws.send(JSON.stringify({ type: 'said', text: `#${i}`, at: '2026-01-01T00:00:00Z' }));
        return;
      }
      if (message.text === 'break') return ws.send(JSON.stringify({ type: 'said', text: 42, at: '2026-01-01T00:00:00Z' }));
      ws.send(JSON.stringify({ type: 'said', text: message.text, at: '2026-01-01T00:00:00Z' }));
    });
  });
  return new Promise((resolve) =>
    wss.on('listening', () => resolve({ wss, url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}` })),
  );
}

/** The channel as the channel page producer describes it (model/channel-page.ts). */
function channelData(server: string): ChannelConsoleData {
  return {
    specVersion: '3.0.0',
    channel: { id: 'room', address: '/rooms/{roomId}', parameters: [{ name: 'roomId', value: 'lobby', description: 'The room to join.' }] },
    servers: [
      {
        id: 'local',
        url: server,
        protocol: 'ws',
        variables: [],
        security: [
          [
            { scheme: 'apiKey', type: 'httpApiKey', carry: 'query', name: 'key' },
            { scheme: 'token', type: 'http', carry: 'subprotocol', name: 'Authorization', prefix: 'Bearer ' },
          ],
        ],
      },
    ],
    query: [{ name: 'format', value: 'json', enum: ['json', 'text'] }],
    headers: [{ name: 'X-Client' }],
    send: [
      {
        id: 'say',
        title: 'Say',
        payload: {
          type: 'object',
          required: ['type', 'text'],
          properties: { type: { type: 'string', const: 'say' }, text: { type: 'string' } },
        },
        examples: [{ payload: { type: 'say', text: 'hello' } }],
        replies: ['said'],
      },
    ],
    receive: [
      {
        id: 'welcome',
        title: 'Welcome',
        payload: { type: 'object', required: ['type', 'room'], properties: { type: { const: 'welcome' }, room: { type: 'string' } } },
        examples: [],
      },
      {
        id: 'said',
        title: 'Said',
        payload: {
          type: 'object',
          required: ['type', 'text', 'at'],
          properties: { type: { const: 'said' }, text: { type: 'string' }, at: { type: 'string', format: 'date-time' } },
        },
        examples: [],
      },
    ],
  };
}

/**
 * A built site with a channel page at CHANNEL (its console pointed at `server`) and a plain page at
 * PLAIN; served by the production static server. Returns its base URL.
 */
async function consoleSite(server: string): Promise<{
  base: string;
  out: string;
  /** The docs folder, and the console module's URL as the layout links it. */
  root: string;
  module: string;
  /** The channel page's HTML with other channel data. */
  render(channel: ChannelConsoleData): string;
  close(): Promise<void>;
}> {
  const root = tmpSite({
    'docs.json': { name: 'Console', navigation: { pages: ['rooms', 'plain'] } },
    'rooms.mdx': '---\ntitle: Rooms\n---\n\nPlaceholder.\n',
    'plain.mdx': '---\ntitle: Plain\n---\n\nNo console here.\n',
  });
  const out = await buildToTemp(root);
  // The channel page again, rendered by the real layout with what the producer will write.
  const dev = new DevSite(root);
  await dev.reload();
  const ctx = { ...dev.renderContext!, dev: false };
  const route = ctx.index.routes.get(CHANNEL)!;
  const compiled = await dev.page(route);
  const render = (channel: ChannelConsoleData) =>
    renderPage(ctx, route, {
      ...compiled,
      html: '<h2 id="console">Try it</h2><div id="sx-ws-console" class="sx-ws-console"></div>',
      channel,
    });
  fs.writeFileSync(path.join(out, SiteWriter.routeFile(route.path)), render(channelData(server)));
  for (const a of dev.assets.channelConsole) {
    fs.mkdirSync(path.dirname(path.join(out, a.url)), { recursive: true });
    fs.copyFileSync(a.file, path.join(out, a.url));
  }
  const http = await startStaticServer({ root: out, port: 0, host: '127.0.0.1' });
  return { base: http.url.replace(/\/$/, ''), out, root, module: ctx.assets.channelConsole![0]!, render, close: http.close };
}

let ws: { wss: WebSocketServer; url: string };
let site: Awaited<ReturnType<typeof consoleSite>>;
let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  ws = await startServer();
  [site, browser] = await Promise.all([consoleSite(ws.url), launchChromium()]);
}, 120_000);

afterEach(async () => {
  for (const c of browser.contexts()) await c.close();
  const seen = errors.splice(0);
  expect(seen, seen.join('\n')).toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await new Promise((resolve) => ws?.wss.close(resolve));
  if (site) fs.rmSync(path.dirname(site.out), { recursive: true, force: true });
});

async function open(route: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, ...options });
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(site.base + route);
  return page;
}

async function openConsole(options: BrowserContextOptions = {}): Promise<Page> {
  const page = await open(CHANNEL, options);
  await page.locator('html[data-sx-ws-console="ready"]').waitFor({ state: 'attached' });
  return page;
}

const status = (page: Page) => page.locator('.sxw').getByRole('status');
const timeline = (page: Page) => page.locator('.sxw-timeline > li');

async function connect(page: Page, token = TOKEN): Promise<void> {
  await page.getByLabel('apiKey').fill(KEY);
  await page.getByLabel('token').fill(token);
  await page.getByRole('button', { name: 'Connect' }).click();
}

describe('WebSocket console', () => {
  it('connects with the query and subprotocol credentials, shows the push, sends the example and shows the reply', async () => {
    const page = await openConsole();
    const before = handshakes.length;
    await connect(page);
    await expect.poll(() => status(page).textContent()).toContain('Connected to');
    // The state line (announced to screen readers) masks the query credential, as the preview does.
    expect(await status(page).textContent()).toContain('key=••••');
    expect(await status(page).textContent()).not.toContain(`key=${KEY}`);
    // The server saw the channel address with its parameter, the binding's query and the query credential,
    // and the header credential as a subprotocol.
    const hs = handshakes[before]!;
    expect(hs.url).toBe('/rooms/lobby?format=json&key=k1');
    expect(hs.protocols).toEqual([TOKEN]);
    // The unsolicited push, checked against the receive messages.
    await expect.poll(() => timeline(page).count()).toBe(1);
    await expect(timeline(page).first().textContent()).resolves.toMatch(/Received.*Welcome/);
    // The composer starts from the example, pretty-printed.
    expect(await page.getByLabel('Payload').inputValue()).toBe('{\n  "type": "say",\n  "text": "hello"\n}');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => timeline(page).count()).toBe(3);
    expect(received.at(-1)).toBe('{"type":"say","text":"hello"}');
    const [sent, reply] = [timeline(page).nth(1), timeline(page).nth(2)];
    expect(await sent.textContent()).toMatch(/Sent.*\d\d:\d\d:\d\d\.\d{3}.*Say/);
    expect(await reply.textContent()).toMatch(/Received.*Said/);
    expect(await reply.locator('pre').textContent()).toContain('"text": "hello"');
    expect(await page.locator('.sxw-flagged').count()).toBe(0);
  });

  it('flags a received message that breaks its schema, with the pointer', async () => {
    const page = await openConsole();
    await connect(page);
    await expect.poll(() => timeline(page).count()).toBe(1);
    await page.getByLabel('Payload').fill('{"type":"say","text":"break"}');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const flagged = page.locator('.sxw-flagged');
    await flagged.waitFor();
    expect(await flagged.textContent()).toContain('closest is Said');
    expect(await flagged.locator('li').allTextContents()).toEqual(['/text expected string, got number']);
  });

  it('holds a send that breaks the schema until “Send anyway”', async () => {
    const page = await openConsole();
    await connect(page);
    await expect.poll(() => timeline(page).count()).toBe(1);
    const count = received.length;
    await page.getByLabel('Payload').fill('{"type":"say","text":5}');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.locator('.sxw-held').waitFor();
    expect(await page.locator('.sxw-held li').allTextContents()).toEqual(['/text expected string, got number']);
    expect(received.length).toBe(count);
    expect(await timeline(page).count()).toBe(1);
    await page.getByRole('button', { name: 'Send anyway' }).click();
    await expect.poll(() => received.length).toBe(count + 1);
    expect(received.at(-1)).toBe('{"type":"say","text":5}');
    expect(await page.locator('.sxw-held').count()).toBe(0);
    await expect.poll(() => timeline(page).nth(1).textContent()).toContain('sent despite schema mismatches');
  });

  it('shows the server closing the connection, then connects again; Disconnect and Clear', async () => {
    const page = await openConsole();
    await connect(page);
    await expect.poll(() => timeline(page).count()).toBe(1);
    await page.getByLabel('Payload').fill('{"type":"say","text":"bye"}');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => status(page).textContent()).toContain('The server closed the connection: code 4000, reason “bye now”');
    expect(await page.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => status(page).textContent()).toContain('Connected to');
    await expect.poll(() => timeline(page).count()).toBe(3);
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await expect.poll(() => status(page).textContent()).toContain('Disconnected (code 1000');
    await page.getByRole('button', { name: 'Clear' }).click();
    expect(await timeline(page).count()).toBe(0);
  });

  it('keeps the latest 300 messages of a busy feed', async () => {
    const page = await openConsole();
    await connect(page);
    await expect.poll(() => timeline(page).count()).toBe(1);
    await page.getByLabel('Payload').fill('{"type":"say","text":"flood"}');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => timeline(page).last().textContent(), { timeout: 20_000 }).toContain('"#319"');
    expect(await timeline(page).count()).toBe(300);
    expect(await page.locator('.sxw').textContent()).toContain('Showing the latest 300 messages.');
  });

  it('says clearly when the server refuses the connection', async () => {
    const page = await openConsole();
    await connect(page, 'wrong-token');
    await expect.poll(() => status(page).textContent()).toContain('Could not connect to ws://127.0.0.1:');
    expect(await status(page).textContent()).toContain('the server refused the connection or could not be reached (code 1006');
    expect(await page.getByRole('button', { name: 'Connect' }).isVisible()).toBe(true);
  });

  it('asks for a missing credential instead of connecting, and says how the subprotocol one travels', async () => {
    const page = await openConsole();
    const before = handshakes.length;
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Fill in the credential for “apiKey”');
    expect(handshakes.length).toBe(before);
    expect(await page.locator('#sxw-cred-token-note').textContent()).toContain('browsers cannot set headers on a WebSocket connection');
    // What Connect would open, the query credential masked.
    expect(await page.locator('.sxw').textContent()).toContain(
      `Connects to ${ws.url}/rooms/lobby?format=json&key=•••• with the token as its subprotocol`,
    );
  });

  it('works with the keyboard alone', async () => {
    const page = await openConsole();
    await page.getByLabel('apiKey').fill(KEY);
    await page.getByLabel('token').fill(TOKEN);
    await page.getByLabel('token').focus();
    // From the last credential, Tab reaches Connect (the channel's header note is text).
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Connect');
    await page.keyboard.press('Enter');
    await expect.poll(() => status(page).textContent()).toContain('Connected to');
    await expect.poll(() => timeline(page).count()).toBe(1);
    // Ctrl+Enter in the payload sends it.
    await page.getByLabel('Payload').focus();
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => timeline(page).count()).toBe(3);
  });

  it('has no axe violations, light and dark, and fits a 375 px screen', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await openConsole({ colorScheme });
      await connect(page);
      await expect.poll(() => timeline(page).count()).toBe(1);
      const violations = await runAxe(page, { context: '.sxw' });
      expect(violations, formatViolations(violations)).toEqual([]);
    }
    const page = await openConsole({ viewport: { width: 375, height: 740 } });
    await connect(page);
    await expect.poll(() => timeline(page).count()).toBe(1);
    const widths = await page.evaluate(() => ({
      doc: document.documentElement.scrollWidth,
      console: document.querySelector('.sxw')!.getBoundingClientRect().right,
    }));
    expect(widths.doc).toBeLessThanOrEqual(375);
    expect(widths.console).toBeLessThanOrEqual(375);
  });

  it('loads no console script on a page without a channel', async () => {
    const page = await open(PLAIN);
    const scripts = await page.locator('script[src]').evaluateAll((els) => els.map((e) => e.getAttribute('src')));
    expect(scripts.some((s) => s?.includes('asyncapi-console'))).toBe(false);
    expect(await page.locator('#sx-channel').count()).toBe(0);
    const channel = await open(CHANNEL);
    const onChannel = await channel.locator('script[src]').evaluateAll((els) => els.map((e) => e.getAttribute('src')));
    expect(onChannel.filter((s) => s?.includes('/_sextant/asyncapi-console/main-'))).toHaveLength(1);
    // A channel no WebSocket server serves: its data, but no console.
    const mqtt = site.render({ ...channelData(ws.url), servers: [], unavailable: 'The channel is served over MQTT.' });
    expect(mqtt).toContain('<script type="application/json" id="sx-channel">');
    expect(mqtt).not.toContain('asyncapi-console');
  });

  it('is served by `sextant dev` at the URL the layout links, with its lazy chunk', async () => {
    const dev = await startDevServer({ root: site.root, port: 0, host: '127.0.0.1', log: () => undefined });
    try {
      const base = dev.url.replace(/\/$/, '');
      const entry = await fetch(base + site.module);
      expect(entry.status).toBe(200);
      expect(entry.headers.get('content-type')).toMatch(/javascript/);
      const chunks = [...(await entry.text()).matchAll(/import\(["']\.\/(chunk-[^"']+)["']\)/g)].map((m) => m[1]);
      expect(chunks).toHaveLength(1);
      const chunk = await fetch(new URL(chunks[0]!, base + site.module));
      expect(chunk.status).toBe(200);
    } finally {
      await dev.close();
    }
  });
});
