/**
 * The API playground in Chromium against a real HTTP API the test starts on 127.0.0.1 (it records
 * what it receives and answers with CORS headers): parameters of each location, auth, bodies,
 * prefill, direct send, SSE event by event, timeout and network errors, remembered credentials,
 * history, axe and a 375 px screen. Proxy-path tests need the proxy (`sextant dev`); they are left
 * for when it is merged.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from '../helpers/axe.js';
import { fixture, startSites, type Sites } from '../helpers/built-site.js';
import { closedPortUrl, startRecordingApi, type Answer, type Received, type RecordingApi } from '../helpers/recording-api.js';
import { copySite } from '../helpers/tmp-site.js';

const received: Received[] = [];
/** Resolves the SSE test's second event: the server holds the stream open until then. */
let releaseStream: (() => void) | undefined;
let api: RecordingApi | undefined;
let sites: Sites;
const temps: string[] = [];

const answer: Answer = (request, res, cors) => {
  const url = new URL(request.url, 'http://x');
  if (url.pathname === '/events') {
    res.writeHead(200, { ...cors, 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    res.write('event: greeting\ndata: {"n":1}\n\n');
    releaseStream = () => res.end('data: second\ndata: line\n\n');
    return;
  }
  if (url.pathname === '/slow') return; // never answers: the playground's timeout ends it
  if (url.pathname === '/broken') return void res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end('{"id":"seven"}');
  const status = url.pathname.startsWith('/things') ? 201 : 200;
  res.writeHead(status, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify({ id: 7, name: 'echo' }));
};

/** A temporary copy of the fixture with the API's URL written in (and docs.json changed by `edit`). */
function site(base: string, down: string, edit: (docs: { api: { examples: { prefill: boolean } } }) => void = () => undefined): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-playground-'));
  temps.push(dir);
  copySite(fixture('playground'), dir);
  const spec = path.join(dir, 'openapi.json');
  fs.writeFileSync(spec, fs.readFileSync(spec, 'utf8').replaceAll('__API__', base).replaceAll('__DOWN__', down));
  const docsFile = path.join(dir, 'docs.json');
  const docs = JSON.parse(fs.readFileSync(docsFile, 'utf8')) as { api: { examples: { prefill: boolean } } };
  edit(docs);
  fs.writeFileSync(docsFile, JSON.stringify(docs));
  return dir;
}

beforeAll(async () => {
  api = await startRecordingApi(answer, { corsMethods: 'GET, POST, PUT, PATCH, DELETE', into: received });
  const base = api.url;
  const down = await closedPortUrl();
  sites = await startSites({
    on: site(base, down),
    off: site(base, down, (d) => (d.api.examples.prefill = false)),
  });
}, 120_000);

afterEach(async () => {
  // A direct call that fails is retried through the proxy, which a static site does not have (404).
  sites.errors.splice(0, sites.errors.length, ...sites.errors.filter((e) => !e.includes('/_sextant/proxy')));
  await sites.closePages();
});

afterAll(async () => {
  await sites?.close();
  await api?.close();
  for (const d of temps) fs.rmSync(d, { recursive: true, force: true });
});

const WIDE = { viewport: { width: 1280, height: 900 } };
const ITEM = '/api-reference/items/get-an-item';
const THING = '/api-reference/things/create-a-thing';
const FORM = '/api-reference/things/send-a-form';
const BLOB = '/api-reference/things/upload-a-blob';
const EVENTS = '/api-reference/streams/stream-events';

async function openPlayground(name: string, route: string, options: Parameters<Sites['open']>[2] = WIDE): Promise<Page> {
  const page = await sites.open(name, route, options);
  await page.locator('html[data-sx-playground="ready"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Try it' }).click();
  await page.locator('dialog.sx-playground[open]').waitFor();
  return page;
}

const dialog = (page: Page) => page.locator('dialog.sx-playground');

async function sendAndWait(page: Page, count = received.length + 1): Promise<Received> {
  await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect.poll(() => received.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  await dialog(page).locator('.sxp-status').waitFor();
  return received[received.length - 1]!;
}

describe('the playground', () => {
  it('sends path, query and header parameters with a bearer token, prefilled from examples', async () => {
    const page = await openPlayground('on', ITEM);
    const d = dialog(page);
    expect(await d.getByLabel('itemId').inputValue()).toBe('7');
    expect(await d.getByLabel('limit').inputValue()).toBe('10');
    await d.getByLabel('sort').selectOption('desc');
    await d.getByLabel('Bearer token').fill('s3cret');
    const got = await sendAndWait(page);
    const url = new URL(got.url, 'http://x');
    expect(url.pathname).toBe('/items/7');
    expect(url.searchParams.getAll('tags')).toEqual(['a', 'b']);
    expect(url.searchParams.get('limit')).toBe('10');
    expect(url.searchParams.get('sort')).toBe('desc');
    expect(got.headers['x-trace']).toBe('trace-1');
    expect(got.headers.authorization).toBe('Bearer s3cret');
    await expect.poll(() => d.getByRole('status').textContent()).toContain('200');
    expect(await d.locator('.sxp-via').textContent()).toContain('directly');
    // The sample follows the input, with the token masked until shown.
    const sample = d.locator('.sxp-sample .sxp-code');
    expect(await sample.textContent()).not.toContain('s3cret');
    await d.getByLabel('Show credentials').check();
    await expect.poll(() => sample.textContent()).toContain('Bearer s3cret');
  });

  it('adds and removes array items, and without prefill fills only defaults', async () => {
    const page = await openPlayground('off', ITEM);
    const d = dialog(page);
    expect(await d.getByLabel('itemId').inputValue()).toBe('');
    expect(await d.getByLabel('limit').inputValue()).toBe('10');
    expect(await d.getByLabel('X-Trace').inputValue()).toBe('');
    // A required parameter left empty stops the send with a reason.
    await d.getByRole('button', { name: 'Send', exact: true }).click();
    expect(await d.locator('.sxp-problems').textContent()).toContain('itemId (path) is required');
    await d.getByLabel('itemId').fill('42');
    await d.getByRole('button', { name: 'Add tags item' }).click();
    await d.getByRole('button', { name: 'Add tags item' }).click();
    await d.getByLabel('tags item 1', { exact: true }).fill('x');
    await d.getByLabel('tags item 2', { exact: true }).fill('y');
    await d.getByRole('button', { name: 'Remove tags item 1' }).click();
    const got = await sendAndWait(page);
    const url = new URL(got.url, 'http://x');
    expect(url.pathname).toBe('/items/42');
    expect(url.searchParams.getAll('tags')).toEqual(['y']);
    expect(url.searchParams.has('sort')).toBe(false);
  });

  it('sends a oneOf JSON body with basic auth, an API key in a header and one in the query', async () => {
    const page = await openPlayground('off', THING);
    const d = dialog(page);
    // The body form's raw JSON editor (the form and it edit one value).
    await d.getByRole('button', { name: 'JSON', exact: true }).click();
    const editor = d.getByLabel('Body (JSON)');
    await editor.fill('{"kind":"dog","barks":3}');
    await d.getByLabel('Username').fill('ann');
    await d.getByLabel('Password').fill('pw');
    let got = await sendAndWait(page);
    expect(got.method).toBe('POST');
    expect(JSON.parse(got.body.toString())).toEqual({ kind: 'dog', barks: 3 });
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers.authorization).toBe(`Basic ${Buffer.from('ann:pw').toString('base64')}`);

    await d.getByLabel('Authentication').selectOption({ label: 'headerKey' });
    await d.getByLabel('X-Api-Key (API key in header)').fill('hk');
    got = await sendAndWait(page);
    expect(got.headers['x-api-key']).toBe('hk');
    expect(got.headers.authorization).toBeUndefined();

    await d.getByLabel('Authentication').selectOption({ label: 'queryKey' });
    await d.getByLabel('api_key (API key in query)').fill('qk');
    got = await sendAndWait(page);
    expect(new URL(got.url, 'http://x').searchParams.get('api_key')).toBe('qk');

    // JSON that does not parse is flagged where it is typed.
    await editor.fill('{"kind":');
    await expect.poll(() => d.locator('.sx-bf-error').textContent()).toMatch(/^Line 1, column \d+: /);
    const before = received.length;
    await d.getByRole('button', { name: 'Send', exact: true }).click();
    expect(await d.locator('.sxp-problems').textContent()).toContain('the JSON body does not parse');
    expect(received.length).toBe(before);
    // Back in the form, the last body that parsed is what is sent.
    await d.getByRole('button', { name: 'Form', exact: true }).click();
    const got2 = await sendAndWait(page);
    expect(JSON.parse(got2.body.toString())).toEqual({ kind: 'dog', barks: 3 });
  });

  it('sends url-encoded and multipart forms, and a binary body from a file', async () => {
    let page = await openPlayground('off', FORM);
    let d = dialog(page);
    await d.getByLabel('name').fill('Ann & Bo');
    await d.getByLabel('count').fill('3');
    let got = await sendAndWait(page);
    expect(got.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(got.body.toString()))).toEqual({ name: 'Ann & Bo', count: '3' });

    await d.getByLabel('Content type').selectOption('multipart/form-data');
    await d.getByLabel('title').fill('hello');
    await d.getByLabel('file').setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('file body') });
    got = await sendAndWait(page);
    expect(got.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const text = got.body.toString();
    expect(text).toContain('name="title"\r\n\r\nhello');
    expect(text).toContain('filename="note.txt"');
    expect(text).toContain('file body');

    page = await openPlayground('off', BLOB);
    d = dialog(page);
    const bytes = Buffer.from([0, 1, 2, 250, 255]);
    await d.getByLabel('Body file').setInputFiles({ name: 'b.bin', mimeType: 'application/octet-stream', buffer: bytes });
    got = await sendAndWait(page);
    expect(got.method).toBe('PUT');
    expect(got.headers['content-type']).toBe('application/octet-stream');
    expect(got.body.equals(bytes)).toBe(true);
  });

  it('shows server-sent events as they arrive, before the stream ends', async () => {
    const page = await openPlayground('off', EVENTS);
    const d = dialog(page);
    await d.getByRole('button', { name: 'Send', exact: true }).click();
    const events = d.locator('.sxp-event');
    await events.first().waitFor();
    expect(await events.count()).toBe(1);
    expect(await events.first().textContent()).toContain('greeting');
    expect(await d.getByRole('button', { name: 'Stop' }).isVisible()).toBe(true);
    releaseStream!();
    await expect.poll(() => events.count()).toBe(2);
    expect(await events.nth(1).textContent()).toContain('second\nline');
    await expect.poll(() => d.locator('.sxp-stream').textContent()).toContain('stream ended');
  });

  it('shows a timeout and a network error as such', async () => {
    let page = await openPlayground('off', '/api-reference/streams/answer-slowly');
    let d = dialog(page);
    await d.getByLabel('Timeout (seconds)').fill('1');
    await d.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => d.getByRole('status').textContent(), { timeout: 5000 }).toContain('timed out');

    page = await openPlayground('off', '/api-reference/streams/call-a-server-that-is-down');
    d = dialog(page);
    await d.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => d.getByRole('status').textContent(), { timeout: 5000 }).toContain('Network error');
  });

  it('flags a response that breaks its schema (when validation is there)', async () => {
    const hasValidate = fs.existsSync(path.resolve(import.meta.dirname, '../../runtime/playground/validate.ts'));
    const page = await openPlayground('off', '/api-reference/items/get-a-broken-item');
    const d = dialog(page);
    await sendAndWait(page);
    await expect.poll(() => d.getByRole('status').textContent()).toContain('200');
    if (hasValidate) await expect.poll(() => d.locator('.sxp-mismatches').textContent()).toContain('/id');
    else expect(await d.locator('.sxp-mismatches').count()).toBe(0);
  });

  it('remembers credentials only when asked, and forgets them when unticked', async () => {
    let page = await openPlayground('off', ITEM);
    await dialog(page).getByLabel('Bearer token').fill('keep-me');
    await page.reload();
    page = await reopen(page);
    expect(await dialog(page).getByLabel('Bearer token').inputValue()).toBe('');
    await dialog(page).getByLabel('Bearer token').fill('keep-me');
    await dialog(page).getByLabel('Remember credentials').check();
    await page.reload();
    page = await reopen(page);
    expect(await dialog(page).getByLabel('Bearer token').inputValue()).toBe('keep-me');
    expect(await dialog(page).getByLabel('Remember credentials').isChecked()).toBe(true);
    await dialog(page).getByLabel('Remember credentials').uncheck();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('credential')))).toEqual([]);
  });

  it('keeps a history per endpoint that re-sends a request, without credentials', async () => {
    const page = await openPlayground('on', ITEM);
    const d = dialog(page);
    await d.getByLabel('Bearer token').fill('hist-secret');
    await d.getByLabel('itemId').fill('99');
    await sendAndWait(page);
    await d.getByLabel('itemId').fill('100');
    await d.getByText('History (1)').click();
    const before = received.length;
    await d.getByRole('button', { name: 'Send request 1 again' }).click();
    await expect.poll(() => received.length).toBe(before + 1);
    expect(new URL(received.at(-1)!.url, 'http://x').pathname).toBe('/items/99');
    expect(await d.getByLabel('itemId').inputValue()).toBe('99');
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).toContain('/items/99');
    expect(stored).not.toContain('hist-secret');
  });

  it('moves focus in, closes on Escape and returns focus to Try it', async () => {
    const page = await openPlayground('on', ITEM);
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).getAttribute('open')).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Try it');
  });

  it('has no axe violations on the open dialog, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await openPlayground('on', THING, { ...WIDE, colorScheme });
      const violations = await runAxe(page, { context: 'dialog.sx-playground' });
      expect(violations, formatViolations(violations)).toEqual([]);
    }
  });

  it('fits a 375 px screen (full screen dialog, no sideways scroll)', async () => {
    const page = await openPlayground('on', ITEM, { viewport: { width: 375, height: 740 } });
    const box = await dialog(page).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(375);
    expect(box?.x).toBe(0);
    const overflow = await page.evaluate(() => {
      const el = document.querySelector('.sxp-cols')!;
      return el.scrollWidth - el.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await dialog(page).getByLabel('Bearer token').fill('t');
    await sendAndWait(page);
    await expect.poll(() => dialog(page).getByRole('status').textContent()).toContain('200');
  });
});

async function reopen(page: Page): Promise<Page> {
  await page.locator('html[data-sx-playground="ready"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Try it' }).click();
  await page.locator('dialog.sx-playground[open]').waitFor();
  return page;
}
