/**
 * AsyncAPI from spec to live console, end to end: an AsyncAPI 3.0 document naming a WebSocket
 * server the test starts on 127.0.0.1 is built into a site by `build`; the generated channel page,
 * opened in Chromium, shows the reference and a console that connects with the query credential,
 * receives the server's push, sends the example the spec gives and shows the reply, and flags a
 * reply that breaks the spec's schema at its pointer. (asyncapi-console.test.ts tests the console's
 * every state against hand-written page data.)
 */
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { startStaticServer } from '../../src/dev/static-server.js';
import { buildToTemp, launchChromium } from '../helpers/built-site.js';
import { tmpSite } from '../helpers/tmp-site.js';

const handshakes: string[] = [];

function spec(port: number): string {
  return `asyncapi: 3.0.0
info:
  title: Counter
  version: '1.0'
servers:
  local:
    host: 127.0.0.1:${port}
    pathname: /live
    protocol: ws
    security:
      - $ref: '#/components/securitySchemes/accessKey'
channels:
  counter:
    title: Counter
    address: /count/{room}
    parameters:
      room:
        default: main
        description: The counter's room.
    messages:
      bump:
        $ref: '#/components/messages/bump'
      count:
        $ref: '#/components/messages/count'
operations:
  bumpCounter:
    action: receive
    channel:
      $ref: '#/channels/counter'
    messages:
      - $ref: '#/channels/counter/messages/bump'
    reply:
      channel:
        $ref: '#/channels/counter'
      messages:
        - $ref: '#/channels/counter/messages/count'
  pushCount:
    action: send
    channel:
      $ref: '#/channels/counter'
    messages:
      - $ref: '#/channels/counter/messages/count'
components:
  securitySchemes:
    accessKey:
      type: httpApiKey
      name: key
      in: query
  messages:
    bump:
      title: Bump
      payload:
        type: object
        required: [by]
        properties:
          by:
            type: integer
      examples:
        - payload:
            by: 2
    count:
      title: Count
      payload:
        type: object
        required: [total]
        properties:
          total:
            type: integer
`;
}

/** Pushes the count on connect; answers each bump with the new count, and with a broken count for a bump by 13. */
function startServer(): Promise<WebSocketServer> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    handshakes.push(req.url ?? '');
    let total = 10;
    ws.send(JSON.stringify({ total }));
    ws.on('message', (data) => {
      const { by } = JSON.parse(String(data)) as { by: number };
      total += by;
      ws.send(JSON.stringify({ total: by === 13 ? 'thirteen' : total }));
    });
  });
  return new Promise((resolve) => wss.on('listening', () => resolve(wss)));
}

/** The route of the built page that carries channel data. */
function channelRoute(out: string): string {
  const walk = (dir: string): string | undefined => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        const hit = walk(p);
        if (hit) return hit;
      } else if (e.name === 'index.html' && fs.readFileSync(p, 'utf8').includes('id="sx-channel"')) {
        return '/' + path.relative(out, dir).split(path.sep).join('/');
      }
    }
    return undefined;
  };
  const route = walk(out);
  if (!route) throw new Error('no built page carries channel data');
  return route;
}

let wss: WebSocketServer;
let browser: Browser;
let http: { url: string; close(): Promise<void> };
let route: string;
let out: string;

beforeAll(async () => {
  wss = await startServer();
  const port = (wss.address() as AddressInfo).port;
  const root = tmpSite({
    'docs.json': { name: 'Counter', navigation: { groups: [{ group: 'Live', asyncapi: 'counter.yaml' }] } },
    'counter.yaml': spec(port),
  });
  out = await buildToTemp(root);
  route = channelRoute(out);
  [http, browser] = await Promise.all([startStaticServer({ root: out, port: 0, host: '127.0.0.1' }), launchChromium()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await http?.close();
  await new Promise((resolve) => wss?.close(resolve));
  if (out) fs.rmSync(path.dirname(out), { recursive: true, force: true });
});

const timeline = (page: Page) => page.locator('.sxw-timeline > li');

describe('a channel page built from an AsyncAPI document', () => {
  it('draws the reference and a console that talks to the declared server', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(http.url.replace(/\/$/, '') + route);
    // The reference, drawn from the spec.
    const main = await page.locator('main').innerText();
    expect(main).toContain('/count/{room}');
    expect(main).toMatch(/Bump/);
    expect(main).toMatch(/Count/);
    await page.locator('html[data-sx-ws-console="ready"]').waitFor({ state: 'attached' });

    await page.getByLabel('accessKey').fill('s3cret');
    await page.getByRole('button', { name: 'Connect' }).click();
    // The push the server makes on connect.
    await expect.poll(() => timeline(page).count()).toBe(1);
    expect(handshakes.at(-1)).toBe('/live/count/main?key=s3cret');

    // The composer starts from the spec's example; the reply is matched to the reply message.
    expect(JSON.parse(await page.getByLabel('Payload').inputValue())).toEqual({ by: 2 });
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => timeline(page).count()).toBe(3);
    expect(await timeline(page).nth(2).textContent()).toContain('12');
    expect(await page.locator('.sxw-flagged').count()).toBe(0);

    // A reply that breaks the schema is flagged at its pointer.
    await page.getByLabel('Payload').fill('{"by": 13}');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.locator('.sxw-flagged').waitFor();
    expect(await page.locator('.sxw-flagged li').allTextContents()).toEqual(['/total expected integer, got string']);
    expect(errors).toEqual([]);
  });
});
