/**
 * The playground's merged parts working together in Chromium against a real node:http API on
 * 127.0.0.1: the body form (a discriminated oneOf edited through the form, switched to JSON and
 * back), prefill, live samples that follow the inputs in two languages, response validation (JSON
 * and SSE items against an OpenAPI 3.2 `itemSchema`), a 3.2 QUERY operation streamed event by
 * event, and the display modes (`simple`, `none`, `auth`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixture, startSites, type Sites } from '../helpers/built-site.js';
import { startRecordingApi, type Answer, type Received, type RecordingApi } from '../helpers/recording-api.js';
import { copySite } from '../helpers/tmp-site.js';

const received: Received[] = [];
let api: RecordingApi | undefined;
let sites: Sites;
const temps: string[] = [];

const answer: Answer = (request, res, cors) => {
  const url = new URL(request.url, 'http://x');
  const json = (value: unknown) => res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(value));
  const sse = (text: string) => res.writeHead(200, { ...cors, 'content-type': 'text/event-stream', 'cache-control': 'no-store' }).end(text);
  if (url.pathname === '/good') return json({ id: 1, name: 'ok', tags: ['a'] });
  if (url.pathname === '/bad') return json({ id: 1, name: 'ok', tags: ['a', 5] });
  if (url.pathname === '/deltas') return sse('data: {"delta":"he"}\n\ndata: {"delta":3}\n\ndata: {"delta":"llo"}\n\n');
  // The 3.2 QUERY: three events, each a JSON chunk in `data`.
  if (url.pathname === '/messages')
    return sse('event: hit\ndata: {"text":"one"}\n\nevent: hit\ndata: {"text":"two"}\n\nevent: done\ndata: end\n\n');
  json({ ok: true });
};

const SCHEMAS = {
  Cat: {
    type: 'object',
    required: ['petType'],
    properties: { petType: { type: 'string' }, name: { type: 'string' }, lives: { type: 'integer' } },
  },
  Dog: {
    type: 'object',
    required: ['petType', 'owner'],
    properties: {
      petType: { type: 'string' },
      name: { type: 'string' },
      owner: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, phone: { type: 'string' } } },
      tricks: { type: 'array', items: { type: 'string' } },
    },
  },
  Pet: {
    oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }],
    discriminator: { propertyName: 'petType', mapping: { cat: '#/components/schemas/Cat', dog: '#/components/schemas/Dog' } },
  },
  Item: {
    type: 'object',
    required: ['id', 'name'],
    properties: { id: { type: 'integer' }, name: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } },
  },
};

function spec(base: string): object {
  const item = { description: 'An item', content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } } };
  return {
    openapi: '3.2.0',
    info: { title: 'Flows', version: '1.0.0' },
    servers: [{ url: base }],
    components: { schemas: SCHEMAS, securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths: {
      '/pets/{petId}': {
        post: {
          summary: 'Save a pet',
          tags: ['Pets'],
          security: [{ bearer: [] }],
          parameters: [
            { name: 'petId', in: 'path', required: true, schema: { type: 'integer' }, example: 7 },
            { name: 'mode', in: 'query', schema: { type: 'string' }, example: 'fast' },
          ],
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/Pet' }, example: { petType: 'cat', name: 'Tom', lives: 9 } },
            },
          },
          responses: { '200': { description: 'Saved' } },
        },
      },
      '/settings': {
        put: {
          summary: 'Change settings',
          tags: ['Pets'],
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    theme: { type: 'string', default: 'dark' },
                    size: { type: 'integer' },
                    nested: { type: 'object', properties: { level: { type: 'integer', default: 2 } } },
                  },
                },
                example: { theme: 'light', size: 5 },
              },
            },
          },
          responses: { '200': { description: 'Changed' } },
        },
      },
      '/good': { get: { summary: 'Get a good item', tags: ['Items'], responses: { '200': item } } },
      '/bad': { get: { summary: 'Get a bad item', tags: ['Items'], responses: { '200': item } } },
      '/deltas': {
        get: {
          summary: 'Stream deltas',
          tags: ['Items'],
          responses: {
            '200': {
              description: 'Deltas',
              content: {
                'text/event-stream': { itemSchema: { type: 'object', required: ['delta'], properties: { delta: { type: 'string' } } } },
              },
            },
          },
        },
      },
    },
  };
}

const MODE_PAGES = ['simple', 'none', 'auth'];

/** A site around spec(base): generated pages, plus one MDX page per display mode. */
function flowsSite(base: string, prefill: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-flows-'));
  temps.push(dir);
  fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(spec(base)));
  fs.writeFileSync(path.join(dir, 'index.mdx'), '---\ntitle: Flows\n---\n\nThe flows fixture.\n');
  for (const mode of MODE_PAGES)
    fs.writeFileSync(
      path.join(dir, `mode-${mode}.mdx`),
      `---\ntitle: Mode ${mode}\nopenapi: "GET /good"\nplayground: ${mode}\n---\n\nMode ${mode}.\n`,
    );
  const docs = {
    name: 'Flows',
    api: { playground: { display: 'interactive', proxy: false }, examples: { languages: ['curl', 'python'], prefill } },
    navigation: {
      tabs: [
        { tab: 'Guides', groups: [{ group: 'Start', pages: ['index', ...MODE_PAGES.map((m) => `mode-${m}`)] }] },
        { tab: 'API', openapi: 'openapi.json' },
      ],
    },
  };
  fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify(docs));
  return dir;
}

/** The 3.2 fixture with its server pointed at the test API and the QUERY answered as an event stream. */
function v32Site(base: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-flows32-'));
  temps.push(dir);
  copySite(fixture('openapi-3.2'), dir);
  const file = path.join(dir, 'openapi.yaml');
  const text = fs.readFileSync(file, 'utf8');
  const matching =
    /( +)description: Matching messages\n\s+content:\n\s+application\/json:\n\s+schema:\n\s+type: array\n\s+items: \{ type: string \}\n/;
  expect(text).toMatch(matching);
  const stream = (indent: string) =>
    [
      `${indent}description: Matching messages, one event each`,
      `${indent}content:`,
      `${indent}  text/event-stream:`,
      `${indent}    itemSchema:`,
      `${indent}      type: object`,
      `${indent}      required: [data]`,
      `${indent}      properties:`,
      `${indent}        event: { type: string, enum: [hit, done] }`,
      `${indent}        data: { type: string }`,
      '',
    ].join('\n');
  fs.writeFileSync(
    file,
    text.replace('https://api.streams.example', base).replace(matching, (_, indent: string) => stream(indent)),
  );
  // Sent directly: the static server has no proxy.
  const docsFile = path.join(dir, 'docs.json');
  const docs = JSON.parse(fs.readFileSync(docsFile, 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(docsFile, JSON.stringify({ ...docs, api: { playground: { proxy: false } } }));
  return dir;
}

beforeAll(async () => {
  api = await startRecordingApi(answer, { corsMethods: 'GET, POST, PUT, QUERY', into: received });
  const base = api.url;
  sites = await startSites({ on: flowsSite(base, true), off: flowsSite(base, false), v32: v32Site(base) });
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
/** A language's generator and grammar are chunks loaded on first use: slow on a busy machine. */
const SLOW = { timeout: 10_000 };
const PET = '/api-reference/pets/save-a-pet';
const SETTINGS = '/api-reference/pets/change-settings';

async function openPlayground(name: string, route: string): Promise<Page> {
  const page = await sites.open(name, route, WIDE);
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

/** The body's JSON as the raw editor shows it (switching to JSON and back to the form). */
async function bodyJson(page: Page): Promise<unknown> {
  const d = dialog(page);
  await d.getByRole('button', { name: 'JSON', exact: true }).click();
  const text = await d.getByLabel('Body (JSON)').inputValue();
  await d.getByRole('button', { name: 'Form', exact: true }).click();
  return JSON.parse(text);
}

describe('the body form', () => {
  it('edits a discriminated oneOf through the form; JSON and back keeps it; the API receives that value', async () => {
    const page = await openPlayground('on', PET);
    const d = dialog(page);
    await d.getByLabel('Bearer token').fill('t');
    const variant = d.getByLabel('Variant of Body');
    // Prefilled from the example, whose discriminator names the branch.
    expect(await variant.locator('option:checked').textContent()).toBe('Cat');
    expect(await d.getByLabel('lives').inputValue()).toBe('9');
    await variant.selectOption({ label: 'Dog' });
    // The shared name stays, the discriminator follows the branch, Cat's own field goes.
    expect(await bodyJson(page)).toEqual({ petType: 'dog', name: 'Tom' });
    await d.getByLabel('name', { exact: true }).first().fill('Rex');
    await d
      .getByRole('group', { name: /^owner/ })
      .getByRole('textbox', { name: /^name/ })
      .fill('Ann');
    await d.getByRole('button', { name: 'Add item to tricks' }).click();
    await d.getByRole('button', { name: 'Add item to tricks' }).click();
    await d.getByLabel('tricks[0]', { exact: true }).fill('sit');
    await d.getByLabel('tricks[1]', { exact: true }).fill('roll');
    await d.getByRole('button', { name: 'Remove tricks[0]' }).click();
    const expected = { petType: 'dog', name: 'Rex', owner: { name: 'Ann' }, tricks: ['roll'] };
    expect(await bodyJson(page)).toEqual(expected);
    // Back in the form the branch and fields are still there.
    expect(await variant.locator('option:checked').textContent()).toBe('Dog');
    const got = await sendAndWait(page);
    expect(got.method).toBe('POST');
    expect(JSON.parse(got.body.toString())).toEqual(expected);
  });

  it('prefills the body from the example when asked, else only the defaults', async () => {
    let page = await openPlayground('on', SETTINGS);
    expect(await bodyJson(page)).toEqual({ theme: 'light', size: 5 });
    let got = await sendAndWait(page);
    expect(JSON.parse(got.body.toString())).toEqual({ theme: 'light', size: 5 });
    page = await openPlayground('off', SETTINGS);
    expect(await bodyJson(page)).toEqual({ theme: 'dark', nested: { level: 2 } });
    got = await sendAndWait(page);
    expect(JSON.parse(got.body.toString())).toEqual({ theme: 'dark', nested: { level: 2 } });
  });
});

describe('live samples', () => {
  it('follow the path, query and body inputs in both languages, credentials masked until shown', async () => {
    const page = await openPlayground('on', PET);
    const d = dialog(page);
    const sample = d.locator('.sxp-sample .sxp-code');
    await d.getByLabel('Bearer token').fill('tok-123');
    await d.getByLabel('petId').fill('4242');
    await d.getByLabel('mode').fill('slowly');
    await d.getByLabel('name', { exact: true }).first().fill('Whiskers');
    const language = d.getByLabel('Sample language');
    for (const [lang, marker] of [
      ['curl', 'curl'],
      ['python', 'requests'],
    ] as const) {
      await language.selectOption(lang);
      // The sample is re-rendered asynchronously (its highlighter loads lazily), so the one
      // shown may still be the previous input's: wait for the marker and the typed values.
      await expect
        .poll(async () => {
          const text = (await sample.textContent())!;
          return [marker, '/pets/4242', 'slowly', 'Whiskers'].filter((m) => !text.includes(m));
        }, SLOW)
        .toEqual([]);
      expect(await sample.textContent()).not.toContain('tok-123');
    }
    await d.getByLabel('Show credentials').check();
    await expect.poll(() => sample.textContent(), SLOW).toContain('tok-123');
    await language.selectOption('curl');
    await expect.poll(() => sample.textContent(), SLOW).toMatch(/curl[\s\S]*tok-123/);
  });
});

describe('response validation', () => {
  it('lists a mismatch with its JSON pointer, and says a conforming response matches', async () => {
    let page = await openPlayground('on', '/api-reference/items/get-a-bad-item');
    await sendAndWait(page);
    await expect.poll(() => dialog(page).locator('.sxp-mismatches').textContent()).toContain('/tags/1');
    page = await openPlayground('on', '/api-reference/items/get-a-good-item');
    await sendAndWait(page);
    await expect.poll(() => dialog(page).locator('.sxp-response').textContent()).toContain('matches its documented schema');
    expect(await dialog(page).locator('.sxp-mismatches').count()).toBe(0);
  });

  it('flags the SSE event that breaks the itemSchema', async () => {
    const page = await openPlayground('on', '/api-reference/items/stream-deltas');
    const d = dialog(page);
    await sendAndWait(page);
    await expect.poll(() => d.locator('.sxp-stream').textContent()).toContain('stream ended');
    expect(await d.locator('.sxp-event').count()).toBe(3);
    const list = (await d.locator('.sxp-mismatches').textContent())!;
    expect(list).toContain('item 2');
    expect(list).toContain('/delta');
    expect(list).not.toContain('item 1:');
    expect(list).not.toContain('item 3');
  });
});

describe('OpenAPI 3.2', () => {
  it('sends the QUERY operation with its body and shows the stream event by event, checked against itemSchema', async () => {
    const page = await openPlayground('v32', '/api-reference/messages/search-messages');
    const d = dialog(page);
    await d.getByLabel('text').fill('needle');
    const got = await sendAndWait(page);
    expect(got.method).toBe('QUERY');
    expect(new URL(got.url, 'http://x').pathname).toBe('/messages');
    expect(JSON.parse(got.body.toString())).toEqual({ text: 'needle' });
    await expect.poll(() => d.locator('.sxp-stream').textContent()).toContain('stream ended');
    const events = d.locator('.sxp-event');
    expect(await events.count()).toBe(3);
    expect(await events.nth(0).textContent()).toContain('hit');
    expect(await events.nth(0).textContent()).toContain('one');
    expect(await events.nth(1).textContent()).toContain('two');
    expect(await events.nth(2).textContent()).toContain('done');
    // Each event (its `event` and `data` fields) fits the documented itemSchema.
    expect(await d.locator('.sxp-mismatches').count()).toBe(0);
    expect(await d.locator('.sxp-response').textContent()).toContain('matches its documented schema');
  });
});

describe('display modes', () => {
  it('simple and none draw no Try it and load no playground script; auth behaves as interactive', async () => {
    for (const mode of ['simple', 'none']) {
      const page = await sites.open('on', `/mode-${mode}`, WIDE);
      expect(await page.getByRole('button', { name: 'Try it' }).count()).toBe(0);
      const scripts = await page.evaluate(() =>
        [...document.querySelectorAll('script[src], link[rel=modulepreload]')]
          .map((s) => s.getAttribute('src') ?? s.getAttribute('href') ?? '')
          .filter((s) => s.includes('playground')),
      );
      expect(scripts, mode).toEqual([]);
      expect(await page.locator('html[data-sx-playground]').count()).toBe(0);
    }
    const page = await openPlayground('on', '/mode-auth');
    await sendAndWait(page);
    expect(new URL(received.at(-1)!.url, 'http://x').pathname).toBe('/good');
    await expect.poll(() => dialog(page).getByRole('status').textContent()).toContain('200');
  });
});
