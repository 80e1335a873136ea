/**
 * The playground's proxy paths in Chromium: the site (test/fixtures/sites/playground-proxy, the
 * API's and token endpoint's URLs written into a temp copy) runs under `sextant dev`, whose proxy
 * lets the declared local API through; one case runs `sextant build` + `sextant serve --proxy-private`.
 * The API and the token endpoint are real node:http servers on 127.0.0.1 that send NO CORS headers,
 * so a direct call from the page fails and only the proxy reaches them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { build } from '../../src/output/build.js';
import { fixture, launchChromium } from '../helpers/built-site.js';
import { closedPortUrl, startRecordingApi, type Answer, type Received, type RecordingApi } from '../helpers/recording-api.js';
import { copySite } from '../helpers/tmp-site.js';

const BIN = path.resolve(import.meta.dirname, '../../bin/sextant.js');

const received: Received[] = [];
const tokenRequests: Received[] = [];
/** Ends the SSE stream: the server holds it open (after one event) until the test says so. */
let releaseStream: (() => void) | undefined;
/** Set when the connection of a request to /slow (never answered) closes. */
let slowClosed = false;
let apis: RecordingApi[] = [];
let browser: Browser;
const devs: Record<string, DevServer> = {};
const temps: string[] = [];
const pages: Page[] = [];
/** Uncaught errors in the pages of the current test. */
const pageErrors: string[] = [];

/** The API: no CORS headers on any answer (an OPTIONS preflight gets a plain 204 without them). */
const apiAnswer: Answer = (request, res) => {
  const url = new URL(request.url, 'http://x');
  if (url.pathname === '/events') {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    res.write('event: greeting\ndata: {"n":1}\n\n');
    releaseStream = () => res.end('data: second\n\n');
    return;
  }
  if (url.pathname === '/slow') return void res.on('close', () => (slowClosed = true));
  if (url.pathname === '/broken') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"seven"}');
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, path: url.pathname }));
};

/** A token endpoint for the client-credentials grant, without CORS either. */
const tokenAnswer: Answer = (request, res) => {
  const form = new URLSearchParams(request.body.toString());
  const basic = Buffer.from((request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
  const good = form.get('grant_type') === 'client_credentials' && basic === 'cli:sec';
  res.writeHead(good ? 200 : 401, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(good ? { access_token: 'tok-77', token_type: 'Bearer', expires_in: 600 } : { error: 'invalid_client' }));
};

/** A temp copy of the fixture with the servers' URLs written in and `playground.proxy` set. */
function site(apiBase: string, tokenBase: string, down: string, proxy: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-pgproxy-'));
  temps.push(dir);
  copySite(fixture('playground-proxy'), dir);
  const spec = path.join(dir, 'openapi.json');
  const port = new URL(apiBase).port;
  fs.writeFileSync(
    spec,
    fs
      .readFileSync(spec, 'utf8')
      .replaceAll('__API__', apiBase)
      .replaceAll('__TOKEN__', tokenBase)
      .replaceAll('__PORT__', port)
      .replaceAll('__DOWN__', down),
  );
  const docsFile = path.join(dir, 'docs.json');
  const docs = JSON.parse(fs.readFileSync(docsFile, 'utf8')) as { api: { playground: { proxy: boolean } } };
  docs.api.playground.proxy = proxy;
  fs.writeFileSync(docsFile, JSON.stringify(docs));
  return dir;
}

beforeAll(async () => {
  apis = await Promise.all([startRecordingApi(apiAnswer, { into: received }), startRecordingApi(tokenAnswer, { into: tokenRequests })]);
  const [apiBase, tokenBase] = apis.map((a) => a.url) as [string, string];
  const down = await closedPortUrl();
  browser = await launchChromium();
  for (const [name, proxy] of [
    ['on', true],
    ['off', false],
  ] as const) {
    devs[name] = await startDevServer({ root: site(apiBase, tokenBase, down, proxy), port: 0, host: '127.0.0.1', log: () => {} });
  }
}, 120_000);

afterEach(async () => {
  await Promise.allSettled(pages.splice(0).map((p) => p.context().close()));
  expect(pageErrors.splice(0)).toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.allSettled(Object.values(devs).map((d) => d.close()));
  await Promise.allSettled(apis.map((a) => a.close()));
  for (const d of temps) fs.rmSync(d, { recursive: true, force: true });
});

const ECHO = '/api-reference/things/echo-a-thing';
const EVENTS = '/api-reference/streams/stream-events';

async function openPlayground(base: string, route: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  pages.push(page);
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto(base.replace(/\/$/, '') + route);
  await page.locator('html[data-sx-playground="ready"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Try it' }).click();
  await page.locator('dialog.sx-playground[open]').waitFor();
  return page;
}

const dialog = (page: Page) => page.locator('dialog.sx-playground');
const status = (page: Page) => dialog(page).locator('.sxp-status');

async function sendAndWait(page: Page, count = received.length + 1): Promise<Received> {
  await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect.poll(() => received.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  await status(page).waitFor();
  return received[received.length - 1]!;
}

describe('the playground through the docs proxy (sextant dev)', () => {
  it('sends through the proxy by default, headers and body intact, and says so', async () => {
    const page = await openPlayground(devs['on']!.url, ECHO);
    const got = await sendAndWait(page);
    expect(got.method).toBe('POST');
    expect(new URL(got.url, 'http://x').searchParams.get('q')).toBe('hello');
    expect(got.headers['x-trace']).toBe('trace-9');
    expect(got.headers['content-type']).toBe('application/json');
    expect(JSON.parse(got.body.toString())).toEqual({ name: 'Ann', n: 2 });
    // The proxy's own header stays between the page and the proxy.
    expect(got.headers['x-sextant-target']).toBeUndefined();
    await expect.poll(() => status(page).textContent()).toContain('200');
    expect(await dialog(page).locator('.sxp-via').textContent()).toBe('Sent through the docs proxy.');
    expect(await dialog(page).locator('.sxp-path-note').count()).toBe(0);
  });

  it('with proxy: false, retries through the proxy when the direct call fails on CORS, and says why', async () => {
    const page = await openPlayground(devs['off']!.url, ECHO);
    const before = received.length;
    const got = await sendAndWait(page);
    await expect.poll(() => status(page).textContent()).toContain('200');
    // The direct POST with application/json was preflighted: the API saw the OPTIONS (not recorded)
    // and then exactly one request, from the proxy.
    expect(received.length).toBe(before + 1);
    expect(JSON.parse(got.body.toString())).toEqual({ name: 'Ann', n: 2 });
    expect(await dialog(page).locator('.sxp-via').textContent()).toBe('Sent through the docs proxy.');
    expect(await dialog(page).locator('.sxp-path-note').textContent()).toBe(
      'The API did not allow a direct call from this page (CORS); sent through the docs proxy.',
    );
  });

  it('shows server-sent events through the proxy as they arrive, before the stream ends', async () => {
    const page = await openPlayground(devs['on']!.url, EVENTS);
    const d = dialog(page);
    releaseStream = undefined;
    await d.getByRole('button', { name: 'Send', exact: true }).click();
    const events = d.locator('.sxp-event');
    await events.first().waitFor();
    expect(await events.count()).toBe(1);
    expect(await events.first().textContent()).toContain('greeting');
    expect(releaseStream).toBeDefined();
    expect(await d.locator('.sxp-stream').textContent()).toContain('receiving');
    expect(await d.locator('.sxp-via').textContent()).toBe('Sent through the docs proxy.');
    releaseStream!();
    await expect.poll(() => events.count()).toBe(2);
    expect(await events.nth(1).textContent()).toContain('second');
    await expect.poll(() => d.locator('.sxp-stream').textContent()).toContain('stream ended');
  });

  it('sends a cookie API key and a cookie parameter as one Cookie header', async () => {
    for (const name of ['on', 'off']) {
      const page = await openPlayground(devs[name]!.url, '/api-reference/things/read-the-session');
      const d = dialog(page);
      await d.getByLabel('sid (API key in cookie)').fill('s-123');
      const got = await sendAndWait(page);
      expect(new URL(got.url, 'http://x').pathname).toBe('/session');
      expect(got.headers.cookie?.split('; ').sort()).toEqual(['sid=s-123', 'theme=dark']);
      expect(got.headers['x-sextant-cookie']).toBeUndefined();
      await expect.poll(() => status(page).textContent()).toContain('200');
      expect(await d.locator('.sxp-via').textContent()).toBe('Sent through the docs proxy.');
      // Without the proxy by default, the page says why this one went through it.
      if (name === 'off')
        expect(await d.locator('.sxp-path-note').textContent()).toContain('Cookies can only be sent through the docs proxy');
    }
  });

  it('refuses a target the docs do not declare, with the proxy’s reason in the panel', async () => {
    const page = await openPlayground(devs['on']!.url, '/api-reference/things/call-a-chosen-host');
    const d = dialog(page);
    const before = received.length;
    await d.getByLabel('host').fill('localhost');
    await d.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => status(page).textContent()).toContain('The docs proxy refused the request (origin-not-allowed)');
    const text = (await status(page).textContent())!;
    expect(text).toContain('localhost');
    expect(text).toContain('api.playground.allow');
    expect(received.length).toBe(before);
    // The declared default still goes through.
    await d.getByLabel('host').fill('127.0.0.1');
    const got = await sendAndWait(page, before + 1);
    expect(new URL(got.url, 'http://x').pathname).toBe('/elsewhere');
  });

  it('shows an API that is down as a network error through the proxy, without blaming CORS', async () => {
    for (const name of ['on', 'off']) {
      const page = await openPlayground(devs[name]!.url, '/api-reference/things/call-a-server-that-is-down');
      const d = dialog(page);
      await d.getByRole('button', { name: 'Send', exact: true }).click();
      await expect.poll(() => status(page).textContent(), { timeout: 10_000 }).toMatch(/^Network error/);
      const text = (await status(page).textContent())!;
      expect(text).toContain('the connection was refused');
      expect(text).not.toContain('refused the request');
      expect(await d.locator('.sxp-via').textContent()).toBe('Sent through the docs proxy.');
      // The direct call (proxy: false) failed the same way: that was no CORS refusal.
      expect(await d.locator('.sxp-path-note').count()).toBe(0);
    }
  });

  it('times out a request through the proxy, and the proxy lets go of the API', async () => {
    const page = await openPlayground(devs['on']!.url, '/api-reference/streams/answer-slowly');
    const d = dialog(page);
    slowClosed = false;
    await d.getByLabel('Timeout (seconds)').fill('1');
    await d.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => d.locator('[role=status]').first().textContent(), { timeout: 5000 }).toContain('timed out');
    expect(await d.locator('.sxp-via').textContent()).toBe('Sent through the docs proxy.');
    await expect.poll(() => slowClosed, { timeout: 5000 }).toBe(true);
  });

  it('gets an OAuth2 client-credentials token through the proxy, then sends it as a bearer token', async () => {
    const page = await openPlayground(devs['off']!.url, '/api-reference/things/who-am-i');
    const d = dialog(page);
    await d.getByText('Get a token').click();
    await d.getByLabel('Client ID').fill('cli');
    await d.getByLabel('Client secret').fill('sec');
    await d.getByRole('button', { name: 'Get token' }).click();
    await expect
      .poll(() => d.locator('.sx-oauth-status').textContent(), { timeout: 10_000 })
      .toContain('Token received through the docs proxy');
    const tokenReq = tokenRequests.at(-1)!;
    expect(tokenReq.method).toBe('POST');
    expect(new URLSearchParams(tokenReq.body.toString()).get('grant_type')).toBe('client_credentials');
    expect(await d.getByLabel('Access token').inputValue()).toBe('tok-77');
    const got = await sendAndWait(page);
    expect(new URL(got.url, 'http://x').pathname).toBe('/me');
    expect(got.headers.authorization).toBe('Bearer tok-77');
  });

  it('flags a response that breaks its documented schema, with the JSON pointer', async () => {
    const page = await openPlayground(devs['on']!.url, '/api-reference/things/get-a-broken-item');
    await sendAndWait(page);
    await expect.poll(() => status(page).textContent()).toContain('200');
    await expect.poll(() => dialog(page).locator('.sxp-mismatches code').first().textContent()).toBe('/id');
    expect(await dialog(page).locator('.sxp-mismatches').textContent()).toContain('does not match its documented schema');
  });
});

describe('the playground through the docs proxy (sextant build + serve --proxy-private)', () => {
  let child: ChildProcess | undefined;
  afterAll(() => void child?.kill('SIGTERM'));

  it('sends a request to the CORS-less API through the served proxy', async () => {
    const dir = temps[0]!;
    const dist = path.join(dir, 'dist');
    const result = await build(dir, { outDir: dist, cache: false });
    expect(result.ok).toBe(true);
    child = spawn(process.execPath, [BIN, 'serve', dist, '--port', '0', '--host', '127.0.0.1', '--proxy-private'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child!.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /at (http:\/\/127\.0\.0\.1:\d+)$/m.exec(out);
        if (match) resolve(match[1]!);
      });
      child!.on('exit', () => reject(new Error(`exited before serving: ${out}`)));
    });
    const page = await openPlayground(url, ECHO);
    const got = await sendAndWait(page);
    expect(got.headers['x-trace']).toBe('trace-9');
    expect(JSON.parse(got.body.toString())).toEqual({ name: 'Ann', n: 2 });
    await expect.poll(() => status(page).textContent()).toContain('200');
    expect(await dialog(page).locator('.sxp-via').textContent()).toBe('Sent through the docs proxy.');
  }, 60_000);
});
