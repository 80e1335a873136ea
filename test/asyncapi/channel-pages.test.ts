/**
 * AsyncAPI channel pages, built from the asyncapi fixture (a 2.6 chat over WebSocket, a 3.0 trades
 * API with request/reply, security and headers, an MQTT broker): what each page shows, the console's
 * mount and data, the Markdown twin and search words, golden HTML of a 2.6 and a 3.0 page, and every
 * channel of the shared fixture documents.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/output/build.js';
import { checkSite } from '../../src/site/check.js';
import { compileContext } from '../../src/site/compile-context.js';
import { compileRoute } from '../../src/pages/compile-route.js';
import type { Page } from '../../src/model/page.js';
import type { SiteModel } from '../../src/model/site-model.js';
import { searchDocument } from '../../src/render/search-document.js';
import { SiteIndex } from '../../src/render/site-index.js';
import { copySite, sharedFixtures, tmpSite } from '../helpers/tmp-site.js';
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
    expect(c).toContain('<span class="sx-method sx-method-ws">WS</span> <code class="sx-path">rooms/{roomId}</code>');
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
      /id="message-chatMessage"[^]*?<code class="sx-field-name">text<\/code> <span class="sx-type">string<\/span> <span class="sx-pill sx-pill-required">required<\/span>/,
    );
    expect(c).toMatch(/<figcaption>hello<\/figcaption>[^]*?Hello, room!/);
    // A message that also arrives shows its read-only fields.
    expect(c).toMatch(
      /<code class="sx-field-name">author<\/code> <span class="sx-type">string<\/span> <span class="sx-pill">read-only<\/span>/,
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

  it('sidebar links carry the badge their page shows: WS, or the protocol', () => {
    expect(html('chat/rooms')).toContain('<a href="/chat/rooms" aria-current="page" data-m="WS" data-channel>');
    expect(html('lights/lights-measured')).toContain('<a href="/lights/lights-measured" aria-current="page" data-m="MQTT" data-channel>');
    expect(html('api-reference/settlements')).toContain(
      '<a href="/api-reference/settlements" aria-current="page" data-m="KAFKA" data-channel>',
    );
  });

  it('x-docs on a channel: its metadata and its MDX content above the reference', () => {
    const page = html('api-reference/acks');
    expect(page).toContain('<div class="sx-description prose"><p>Acknowledgements of subscriptions.</p></div>');
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

describe('what search and machines read of a channel page', () => {
  let model: SiteModel;
  let pages: Map<string, Page>;
  beforeAll(async () => {
    const checked = await checkSite(SITE);
    model = checked.model!;
    pages = await compiled(SITE);
  });
  const doc = (route: string) =>
    searchDocument(
      new SiteIndex(model),
      model.routes.find((r) => r.path === route)!,
      pages.get(route)!,
    )!;

  it('a search document as lean as an operation’s: names, summaries and top-level payload fields, no schema trees or examples', () => {
    const d = doc('/chat/rooms');
    // The page's reference is many times larger: its schema trees, servers, bindings and highlighted examples.
    expect(d.length).toBeLessThan(1600);
    expect(pages.get('/chat/rooms')!.html.length).toBeGreaterThan(5 * d.length);
    expect(d).toContain('<p hidden data-pagefind-weight="7">rooms/{roomId} rooms roomId chatMessage Chat message presence Presence</p>');
    expect(d).toContain('A chat room. Messages you post are <strong>broadcast</strong> to everyone in it.');
    expect(d).toMatch(
      /<h3 id="operation-postMessage">You send: postMessage<\/h3><div class="sx-api-desc"><p>Post a message to the room.<\/p>/,
    );
    expect(d).toMatch(
      /<h3 id="message-chatMessage">Chat message<\/h3><p><code>chatMessage<\/code><\/p><div class="sx-api-desc"><p>A message in the room.<\/p>/,
    );
    expect(d).toContain('<ul><li><code>text</code></li><li><code>author</code></li><li><code>attachments</code></li></ul>');
    // Nested fields (attachments[].url), examples, servers and the binding's query schema stay out.
    expect(d).not.toMatch(/<code>url<\/code>|Hello, room!|wss:\/\/|Replay the messages|maxLength|sx-field|shiki/);
    // 3.0: an operation titled otherwise keeps its id; the MDX page naming a channel gets the same terms after its own text.
    expect(doc('/api-reference/trades')).toMatch(
      /You send: Subscribe<\/h3><p><code>subscribe<\/code><\/p><div class="sx-api-desc"><p>Ask for the trades of a pair.<\/p>/,
    );
    const live = doc('/live-trades');
    expect(live.indexOf('This page is written in MDX')).toBeLessThan(live.indexOf('id="operation-subscribe"'));
    expect(live).not.toMatch(/sx-field|shiki/);
  });

  /** The JSON excerpt under a twin's `## AsyncAPI`. */
  const excerpt = (twin: string, spec: string, channel: string) => {
    const head = `## AsyncAPI\n\n\`\`\`json ${spec} channel ${channel}\n`;
    const at = twin.indexOf(head);
    return at < 0 ? null : (JSON.parse(twin.slice(at + head.length, twin.indexOf('\n```', at + head.length))) as Record<string, unknown>);
  };

  it('twins end with the channel’s excerpt of its spec: its servers, operations and what they reach by $ref', async () => {
    const spec = parseYaml(fs.readFileSync(path.join(SITE, 'specs/trades-3.0.yaml'), 'utf8')) as Record<string, Record<string, unknown>>;
    const trades = pages.get('/api-reference/trades')!.markdown!;
    expect(trades.trimEnd().endsWith('```')).toBe(true);
    const components = spec['components'] as Record<string, Record<string, unknown>>;
    expect(excerpt(trades, 'specs/trades-3.0.yaml', 'trades')).toEqual({
      asyncapi: '3.0.0',
      info: { title: 'Trades', version: '2.0.0' },
      // Only the server the channel names (not kafka), with the security schemes it refers to.
      servers: { production: spec['servers']!['production'] },
      // The reply channel comes with the operation that names it; settlements and its operation do not.
      channels: { trades: spec['channels']!['trades'], acks: spec['channels']!['acks'] },
      operations: { subscribe: spec['operations']!['subscribe'], onTrade: spec['operations']!['onTrade'] },
      components: { securitySchemes: components['securitySchemes'], messages: components['messages'] },
    });
    // 2.6: operations sit in the channel; the security scheme a server names (not refers to) comes along.
    const chat = parseYaml(fs.readFileSync(path.join(SITE, 'specs/chat-2.6.yaml'), 'utf8')) as Record<string, Record<string, unknown>>;
    const rooms = excerpt(pages.get('/chat/rooms')!.markdown!, 'specs/chat-2.6.yaml', 'rooms/{roomId}')!;
    expect(Object.keys(rooms)).toEqual(['asyncapi', 'info', 'defaultContentType', 'servers', 'channels', 'components']);
    expect(rooms['channels']).toEqual({ 'rooms/{roomId}': chat['channels']!['rooms/{roomId}'] });
    expect(rooms['components']).toEqual(chat['components']);
    // An MDX page naming a channel: its own text, the reference, then the excerpt.
    const live = pages.get('/live-trades')!.markdown!;
    expect(live.indexOf('This page is written in MDX')).toBeLessThan(live.indexOf('## AsyncAPI'));
    expect(excerpt(live, 'specs/trades-3.0.yaml', 'trades')).toEqual(excerpt(trades, 'specs/trades-3.0.yaml', 'trades'));
  });

  it('markdown.schema: false leaves the excerpt out of channel twins', async () => {
    const root = tmpSite({});
    copySite(SITE, root);
    const config = JSON.parse(fs.readFileSync(path.join(root, 'docs.json'), 'utf8')) as object;
    fs.writeFileSync(path.join(root, 'docs.json'), JSON.stringify({ ...config, markdown: { schema: false } }));
    const off = await compiled(root);
    for (const route of ['/chat/rooms', '/api-reference/trades', '/live-trades']) {
      const twin = off.get(route)!.markdown!;
      expect(twin, route).toContain('## Messages');
      expect(twin, route).not.toContain('## AsyncAPI');
    }
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

describe('descriptions written as Markdown', () => {
  let pages: Map<string, Page>;
  beforeAll(async () => {
    const dir = tmpSite({
      'docs.json': { name: 'D', navigation: { groups: [{ group: 'Live', asyncapi: 'live.json' }] } },
      'live.json': {
        asyncapi: '3.0.0',
        info: { title: 'Live', version: '1' },
        servers: {
          prod: {
            host: '{region}.example.com',
            protocol: 'wss',
            description: 'Server `srvdesc` **bold** <script>alert(1)</script>',
            variables: { region: { default: 'eu', description: 'Var `vardesc` [see](javascript:alert(1))' } },
          },
        },
        channels: {
          feed: {
            address: '/feed',
            description: 'Channel `chandesc`',
            messages: { tick: { description: 'Message `msgdesc` **bold**', payload: { type: 'object' } } },
          },
        },
        operations: {
          read: {
            action: 'send',
            channel: { $ref: '#/channels/feed' },
            description: 'Operation `opdesc`',
            messages: [{ $ref: '#/channels/feed/messages/tick' }],
          },
        },
      },
    });
    pages = await compiled(dir);
  });
  const page = () => [...pages.values()].find((p) => p.channel)!;

  it('draws server, variable, channel, operation and message descriptions as sanitised Markdown', () => {
    const { html } = page();
    expect(html).toContain('Server <code>srvdesc</code> <strong>bold</strong>');
    expect(html).toContain('<span class="sx-server-var-desc">Var <code>vardesc</code> <a>see</a></span>');
    for (const word of ['chandesc', 'opdesc', 'msgdesc']) expect(html).toContain(`<code>${word}</code>`);
    expect(html).not.toMatch(/<script>alert|javascript:/);
  });

  it('hands the console their plain text, and keeps them as Markdown in the twin', () => {
    const { channel, markdown } = page();
    expect(channel!.servers[0]!.description).toBe('Server srvdesc bold alert(1)');
    expect(channel!.servers[0]!.variables[0]!.description).toBe('Var vardesc see');
    expect(markdown).toContain('Message `msgdesc` **bold**');
    expect(markdown).not.toContain('<code>');
  });
});

describe('AsyncAPI 3.1 (a non-breaking minor release of 3.0)', () => {
  it('is read like 3.0: a page per channel with its message, and no diagnostics', async () => {
    const dir = tmpSite({
      'docs.json': { name: 'E', navigation: { groups: [{ group: 'Events', asyncapi: 'asyncapi.yaml' }] } },
      'asyncapi.yaml': [
        'asyncapi: "3.1.0"',
        'info: { title: Events queue, version: "1.0.0" }',
        'channels:',
        '  events:',
        '    description: Queue receiving event messages',
        '    messages:',
        '      HistoryItemEvent:',
        "        $ref: '#/components/messages/HistoryItemEvent'",
        'components:',
        '  messages:',
        '    HistoryItemEvent:',
        '      payload: { type: object, properties: { id: { type: string } } }',
        '',
      ].join('\n'),
    });
    const { diagnostics } = await checkSite(dir);
    expect(diagnostics).toEqual([]);
    const pages = [...(await compiled(dir)).values()].filter((p) => p.channel);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.html).toContain('HistoryItemEvent');
  });
});
