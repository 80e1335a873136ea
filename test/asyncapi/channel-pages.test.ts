/**
 * AsyncAPI channel pages, built from the asyncapi fixture (a 2.6 chat over WebSocket, a 3.0 trades
 * API with request/reply, security and headers, an MQTT broker): what each page shows, the console's
 * mount and data, the Markdown twin and search words, golden HTML of a 2.6 and a 3.0 page, and every
 * channel of the shared fixture documents.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/output/build.js';
import { checkSite } from '../../src/site/check.js';
import { compileContext } from '../../src/site/compile-context.js';
import { compileRoute } from '../../src/pages/compile-route.js';
import type { Page } from '../../src/model/page.js';
import { sharedFixtures, tmpSite } from '../helpers/tmp-site.js';
import { builtPages } from '../helpers/built-site.js';

const SITE = path.join(import.meta.dirname, '../fixtures/sites/asyncapi');
let out: string;
let result: BuildResult;

beforeAll(async () => {
  out = path.join(tmpSite({}), 'dist');
  result = await build(SITE, { outDir: out, cache: false });
});

const { html, content } = builtPages(() => out);
const normalize = (s: string) => s.replace(/(?<=>)(?=<)/g, '\n');

/** Pages compiled as the build compiles them, for what they hand to the layout (`page.channel`). */
async function compiled(dir: string): Promise<Map<string, Page>> {
  const { model, files } = await checkSite(dir);
  const ctx = compileContext(dir, model!, files!.files, false);
  const pages = new Map<string, Page>();
  for (const route of model!.routes) pages.set(route.path, await compileRoute(route, ctx, model!));
  return pages;
}

describe('the asyncapi fixture', () => {
  it('builds every channel into a page, with no diagnostics', () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
    for (const r of ['chat/rooms', 'api-reference/trades', 'api-reference/acks', 'api-reference/settlements', 'lights/lights-measured']) {
      expect(fs.existsSync(path.join(out, r, 'index.html')), r).toBe(true);
    }
  });

  it('2.6: address, parameters, servers with security, the ws query binding, publish as "You send" and subscribe as "You receive"', () => {
    const c = content('chat/rooms');
    expect(c).toContain('<span class="sx-method sx-method-ws">WS</span><code class="sx-path">rooms/{roomId}</code>');
    expect(c).toContain('<strong>broadcast</strong>');
    expect(c).toMatch(/id="param-roomId"[^]*?Allowed: <code>&quot;lobby&quot;<\/code>/);
    expect(c).toContain('URL: <code>wss://chat.example.com/ws</code>');
    expect(c).toMatch(/<code>\{host\}<\/code> default <code>localhost:8080<\/code>/);
    expect(c).toContain('API key in the query parameter token');
    expect(c).toMatch(/Query parameters[^]*?since[^]*?integer[^]*?required[^]*?compact/);
    expect(c).toMatch(
      /sx-direction-send">You send<\/span> postMessage[^]*?AsyncAPI 2 <code>publish<\/code>: the application receives these, so your client sends them/,
    );
    expect(c).toMatch(
      /sx-direction-receive">You receive<\/span> roomEvents[^]*?Messages \(one of\): <a href="#message-chatMessage">Chat message<\/a>, <a href="#message-presence">Presence<\/a>/,
    );
    // The console mounts after the servers and bindings, before the operations and messages.
    expect(c.indexOf('id="sx-ws-console"')).toBeGreaterThan(c.indexOf('id="bindings"'));
    expect(c.indexOf('id="sx-ws-console"')).toBeLessThan(c.indexOf('id="operations"'));
    // Payloads as the API pages' schema tree, and the spec's example.
    expect(c).toMatch(
      /id="message-chatMessage"[^]*?<code class="sx-field-name">text<\/code><span class="sx-type">string<\/span><span class="sx-pill sx-pill-required">required<\/span>/,
    );
    expect(c).toMatch(/<figcaption>hello<\/figcaption>[^]*?Hello, room!/);
    // A message that also arrives shows its read-only fields.
    expect(c).toMatch(
      /<code class="sx-field-name">author<\/code><span class="sx-type">string<\/span><span class="sx-pill">read-only<\/span>/,
    );
  });

  it('3.0: send/receive, the reply on another channel, headers, correlation ids and security carried as a subprotocol', () => {
    const c = content('api-reference/trades');
    expect(c).toMatch(
      /sx-direction-send">You send<\/span> Subscribe[^]*?AsyncAPI 3 <code>receive<\/code>: the API receives these, so your client sends them/,
    );
    expect(c).toMatch(/Reply \(you receive\): <a href="#message-ack">Acknowledgement<\/a> on channel <code>acks<\/code>/);
    expect(c).toMatch(/sx-direction-receive">You receive<\/span> Trade/);
    expect(c).toMatch(/id="message-subscribe"[^]*?Correlation id: <code>\$message\.payload#\/id<\/code>[^]*?Headers[^]*?x-request-id/);
    expect(c).toContain('Bearer token (JWT) in the Authorization header');
    expect(c).toContain('API key in the header X-Api-Key');
    expect(c).toContain('Sec-WebSocket-Protocol subprotocol');
    // Only the server the channel names: not the Kafka one.
    expect(c).not.toContain('kafka.example.com');
    expect(c).toContain('id="sx-ws-console"');
  });

  it('non-WebSocket protocols get the whole reference, their bindings as data, and no console (saying why)', () => {
    const mqtt = content('lights/lights-measured');
    expect(mqtt).toContain('<span class="sx-method sx-method-channel">MQTT</span>');
    expect(mqtt).toContain('URL: <code>mqtt://mqtt.example.com:{port}</code>');
    expect(mqtt).toContain('User name and password');
    expect(mqtt).toMatch(/<th scope="row"><code>qos<\/code><\/th><td><code>1<\/code><\/td>/);
    expect(mqtt).not.toContain('id="sx-ws-console"');
    expect(mqtt).toContain('served over MQTT: the live console is for WebSocket (ws, wss) servers.');
    const kafka = content('api-reference/settlements');
    expect(kafka).toMatch(/<code>partitions<\/code><\/th><td><code>12<\/code>/);
    expect(kafka).toContain('served over KAFKA');
  });

  it('x-docs on a channel: its metadata and its MDX content above the reference', () => {
    const page = html('api-reference/acks');
    expect(page).toContain('<p class="sx-description">Acknowledgements of subscriptions.</p>');
    const c = content('api-reference/acks');
    expect(c).toMatch(/sx-callout[^]*?Acknowledgements arrive on the connection that subscribed\.[^]*?sx-channel-reference/);
  });

  it("channel pages load the API views' runtime (oneOf selectors in the schema tree), not the playground", () => {
    const page = html('chat/rooms');
    expect(page).toMatch(/<script type="module" src="\/_sextant\/api-reference\.[0-9a-f]{10}\.js">/);
    expect(page).not.toContain('/_sextant/playground/');
    expect(html('')).not.toContain('api-reference.');
  });

  it('an MDX page whose frontmatter names a channel shows its body, then the reference', () => {
    const page = html('live-trades');
    expect(page).toContain('data-pagefind-meta="title">Live trades</h1>');
    const c = content('live-trades');
    expect(c.indexOf('This page is written in MDX')).toBeLessThan(c.indexOf('sx-channel-reference'));
    expect(c).toContain('id="sx-ws-console"');
  });

  it('channel pages have a table of contents, search words and a Markdown twin', () => {
    const page = html('chat/rooms');
    expect(page).toMatch(/<a href="#operation-postMessage">You send: postMessage<\/a>/);
    expect(page).toMatch(/<a href="#message-presence">Presence<\/a>/);
    expect(page).toMatch(
      /<p hidden data-pagefind-weight="7">rooms\/\{roomId\} rooms roomId chatMessage Chat message presence Presence<\/p>/,
    );
    expect(page).toContain('<meta name="description" content="A chat room. Messages you post are broadcast to everyone in it."/>');
    // Without a channel description: its first operation's.
    expect(html('lights/lights-measured')).toContain('<meta name="description" content="Report the measured light."/>');
    const twin = fs.readFileSync(path.join(out, 'chat/rooms.md'), 'utf8');
    expect(twin).toContain('# rooms/{roomId}');
    expect(twin).toContain('- `since` (integer, required, default: 0): Replay the messages posted after this one.');
    expect(twin).toContain('### You send: postMessage');
    expect(twin).toMatch(/### Chat message[^]*?- `text` \(string, required, max length 2000\)[^]*?"text": "Hello, room!"/);
    expect(fs.readFileSync(path.join(out, 'llms.txt'), 'utf8')).toContain('[Trades](/api-reference/trades.md)');
  });

  it.each([
    ['chat-2.6', 'chat/rooms'],
    ['trades-3.0', 'api-reference/trades'],
  ])('renders %s to its golden HTML', async (name, route) => {
    await expect(normalize(content(route))).toMatchFileSnapshot(path.join(import.meta.dirname, '../golden/html', `channel-${name}.html`));
  });
});

describe('page.channel: what the live console gets', () => {
  let pages: Map<string, Page>;
  beforeAll(async () => {
    pages = await compiled(SITE);
  });

  it('2.6: the WebSocket servers, the query credential, the binding query and messages each way', () => {
    const data = pages.get('/chat/rooms')!.channel!;
    expect(data.servers.map((s) => [s.id, s.url, s.protocol])).toEqual([
      ['live', 'wss://chat.example.com/ws', 'wss'],
      ['staging', 'ws://{host}/ws', 'ws'],
    ]);
    expect(data.servers[0]!.security).toEqual([
      [{ scheme: 'token', type: 'httpApiKey', carry: 'query', name: 'token', description: 'Your chat token, from the account page.' }],
    ]);
    expect(data.query.map((q) => [q.name, q.required, q.value])).toEqual([
      ['since', true, '0'],
      ['compact', undefined, undefined],
    ]);
    expect(data.send.map((m) => m.id)).toEqual(['chatMessage']);
    expect(data.receive.map((m) => m.id)).toEqual(['chatMessage', 'presence']);
    // Read-only fields are not in the form of a message the client sends.
    expect(Object.keys(data.send[0]!.payload!.properties!)).toEqual(['text', 'attachments']);
    expect(data.send[0]!.examples).toEqual([{ name: 'hello', payload: { text: 'Hello, room!', author: 'ada' } }]);
    expect(data.unavailable).toBeUndefined();
  });

  it('3.0: which message answers which, generated examples, and credentials carried as subprotocols', () => {
    const data = pages.get('/api-reference/trades')!.channel!;
    expect(data.channel).toMatchObject({
      id: 'trades',
      address: '/trades/{pair}',
      parameters: [{ name: 'pair', value: 'btcusd', schema: { type: 'string', enum: ['btcusd', 'ethusd'], default: 'btcusd' } }],
    });
    expect(data.send).toMatchObject([{ id: 'subscribe', operation: 'subscribe', replies: ['ack'] }]);
    expect(data.receive.map((m) => m.id)).toEqual(['ack', 'trade']);
    expect(data.receive[1]!.examples[0]!.payload).toEqual({ price: 0, size: 0, side: 'buy' });
    expect(data.servers[0]!.security).toEqual([
      [{ scheme: 'bearer', type: 'http', carry: 'subprotocol', name: 'Authorization', prefix: 'Bearer ' }],
      [{ scheme: 'apiKey', type: 'httpApiKey', carry: 'subprotocol', name: 'X-Api-Key' }],
    ]);
    expect(pages.get('/live-trades')!.channel?.channel.id).toBe('trades');
  });

  it('a channel that left its spec: the page says so, with a warning', async () => {
    const { model, files } = await checkSite(SITE);
    const ctx = compileContext(SITE, model!, files!.files, false);
    const route = {
      ...model!.routes.find((r) => r.path === '/chat/rooms')!,
      page: { kind: 'asyncapi', spec: 'specs/chat-2.6.yaml', channel: 'gone' },
    } as const;
    const page = await compileRoute(route, ctx, model!);
    expect(page.channel).toBeUndefined();
    expect(page.html).toContain('<code>gone</code>');
    expect(page.diagnostics).toMatchObject([{ severity: 'warning', code: 'nav-channel-not-found', file: 'specs/chat-2.6.yaml' }]);
  });

  it('no WebSocket server: no servers for the console, and the reason', () => {
    expect(pages.get('/lights/lights-measured')!.channel).toMatchObject({ servers: [], unavailable: expect.stringMatching(/MQTT/) });
  });
});

describe('the shared AsyncAPI fixtures', () => {
  const shared = sharedFixtures();
  const specs = shared ? fs.readdirSync(path.join(shared, 'specs')).filter((f) => f.startsWith('asyncapi-')) : [];

  it.skipIf(!shared || specs.length === 0)('every channel of every document renders, quickly', async () => {
    const files: Record<string, string | object> = { 'index.mdx': '---\ntitle: Home\n---\n' };
    for (const f of specs) files[`specs/${f}`] = fs.readFileSync(path.join(shared!, 'specs', f), 'utf8');
    files['docs.json'] = {
      name: 'Shared',
      navigation: {
        tabs: [
          { tab: 'Home', pages: ['index'] },
          ...specs.map((f) => ({ tab: f, asyncapi: { source: `specs/${f}`, directory: f.replace(/\.yml$/, '') } })),
        ],
      },
    };
    const dir = tmpSite(files);
    const pages = await compiled(dir);
    const channels = [...pages.values()].filter((p) => p.html.includes('sx-channel-reference'));
    expect(channels.length).toBeGreaterThanOrEqual(12);
    for (const p of channels) {
      expect(p.diagnostics, p.route).toEqual([]);
      expect(p.channel, p.route).toBeDefined();
      expect(p.markdown, p.route).toContain(p.channel!.channel.address || '/');
    }
    // The Gemini market data: a wss server, so a console; the streetlights: MQTT, so none.
    const gemini = channels.find((p) => p.route.includes('websocket-gemini'))!;
    expect(gemini.channel!.servers.map((s) => s.url)).toEqual(['wss://api.gemini.com']);
    expect(gemini.channel!.query.length).toBeGreaterThan(3);
    const lights = channels.filter((p) => p.route.includes('streetlights'));
    expect(lights.every((p) => p.channel!.unavailable !== undefined)).toBe(true);
  });
});
