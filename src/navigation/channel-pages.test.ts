/** AsyncAPI in navigation: generated channel pages, listed channels, `api.asyncapi` and frontmatter `asyncapi:`. */
import { describe, expect, it } from 'vitest';
import { check } from '../site/check.js';
import { routeLabel } from '../render/site-context.js';
import type { Division, NavGroup, NavNode } from '../model/site-model.js';
import { tmpSite } from '../../test/helpers/tmp-site.js';

const PAGE = '---\ntitle: A page\n---\n\nText.\n';

const V3 = `asyncapi: 3.0.0
info: { title: Market, version: '1' }
servers: { live: { host: ws.example.com, protocol: wss } }
channels:
  trades: { address: /trades, title: Trades }
  book: { address: /book }
  status: { address: /status, x-hidden: true }
  internal: { address: /internal, x-excluded: true }
  ticker:
    address: /ticker
    x-docs: { href: /realtime/ticker, metadata: { title: Live ticker, sidebarTitle: Ticker } }
operations:
  onTrade: { action: send, channel: { $ref: '#/channels/trades' }, tags: [{ name: Market data }] }
  onBook: { action: send, channel: { $ref: '#/channels/book' }, tags: [{ name: Market data }] }
  onTicker: { action: send, channel: { $ref: '#/channels/ticker' } }
`;

const V26 = `asyncapi: '2.6.0'
info: { title: Lights, version: '1' }
channels:
  lights/on: { subscribe: { operationId: turnOn, tags: [{ name: Control }], message: { payload: { type: string } } } }
  lights/measured: { publish: { operationId: measured, message: { payload: { type: number } } } }
`;

function site(docs: object, files: Record<string, string> = {}): ReturnType<typeof check> {
  const dir = tmpSite({
    'docs.json': { name: 'T', ...docs },
    'index.mdx': PAGE,
    'specs/market.yaml': V3,
    'specs/lights.yaml': V26,
    ...files,
  });
  return check(dir);
}

const labels = (nodes: NavNode[] | undefined): unknown[] =>
  (nodes ?? []).map((n) => (n.type === 'group' ? { [n.label]: labels(n.children) } : n.type === 'page' ? n.route : 'link'));

function division(d: Division, label: string): Division {
  const hit = d.children.find((c) => c.label === label);
  if (!hit) throw new Error(`no division ${label}`);
  return hit;
}

const errors = (d: ReturnType<typeof check>['diagnostics']) => d.filter((x) => x.severity === 'error');

describe('generated channel pages', () => {
  it('an element with `asyncapi` and no pages gets every channel, grouped by its operations’ first tag', () => {
    const { model, diagnostics } = site({
      navigation: {
        tabs: [
          { tab: 'Home', pages: ['index'] },
          { tab: 'Market', asyncapi: 'specs/market.yaml' },
          { tab: 'Lights', asyncapi: { source: '/specs/lights.yaml', directory: 'lights' } },
        ],
      },
    });
    expect(errors(diagnostics)).toEqual([]);
    // Tagged channels in their tag's group; untagged ones in "Websockets"; x-hidden routed but not listed; x-excluded absent.
    expect(labels(division(model!.root, 'Market').sidebar)).toEqual([
      { 'Market data': ['/api-reference/trades', '/api-reference/book'] },
      { Websockets: ['/realtime/ticker'] },
    ]);
    const channels = model!.routes.filter((r) => r.page.kind === 'asyncapi');
    expect(channels.map((r) => [r.path, r.title, r.sidebarTitle, r.hidden])).toEqual([
      ['/api-reference/trades', 'Trades', undefined, false],
      ['/api-reference/book', 'book', undefined, false],
      ['/api-reference/status', 'status', undefined, true],
      ['/realtime/ticker', 'Live ticker', 'Ticker', false],
      ['/lights/lightson', 'lights/on', undefined, false],
      ['/lights/lightsmeasured', 'lights/measured', undefined, false],
    ]);
    expect(labels(division(model!.root, 'Lights').sidebar)).toEqual([
      { Control: ['/lights/lightson'] },
      { Websockets: ['/lights/lightsmeasured'] },
    ]);
  });

  it('children inherit the nearest `asyncapi`; a group with one resulting group holds its pages', () => {
    const { model, diagnostics } = site({
      navigation: {
        asyncapi: 'specs/lights.yaml',
        tabs: [
          { tab: 'Home', pages: ['index'] },
          { tab: 'Realtime', groups: [{ group: 'Lights' }, { group: 'Market', asyncapi: 'specs/market.yaml' }] },
        ],
      },
    });
    expect(errors(diagnostics)).toEqual([]);
    const sidebar = division(model!.root, 'Realtime').sidebar as NavGroup[];
    expect(labels(sidebar)).toEqual([
      { Lights: [{ Control: ['/api-reference/lightson'] }, { Websockets: ['/api-reference/lightsmeasured'] }] },
      { Market: [{ 'Market data': ['/api-reference/trades', '/api-reference/book'] }, { Websockets: ['/realtime/ticker'] }] },
    ]);
  });

  it('with `pages`, only the listed channels: by id of the spec in scope or `spec-file channel`', () => {
    const { model, diagnostics } = site({
      navigation: {
        groups: [{ group: 'Market', asyncapi: 'specs/market.yaml', pages: ['index', 'book', 'specs/lights.yaml lights/on'] }],
      },
    });
    expect(errors(diagnostics)).toEqual([]);
    expect(labels(model!.root.sidebar)).toEqual([{ Market: ['/', '/api-reference/book', '/api-reference/lightson'] }]);
    expect(model!.routes.filter((r) => r.page.kind === 'asyncapi').map((r) => r.page)).toEqual([
      { kind: 'asyncapi', spec: 'specs/market.yaml', channel: 'book', protocol: 'WS' },
      { kind: 'asyncapi', spec: 'specs/lights.yaml', channel: 'lights/on', protocol: 'WS' },
    ]);
  });

  it('an operation id stands for its channel’s page (bare, or after its spec file)', () => {
    const { model, diagnostics } = site({
      navigation: { groups: [{ group: 'Market', asyncapi: 'specs/market.yaml', pages: ['onBook', 'specs/lights.yaml measured'] }] },
    });
    expect(errors(diagnostics)).toEqual([]);
    expect(model!.routes.filter((r) => r.page.kind === 'asyncapi').map((r) => r.page)).toEqual([
      { kind: 'asyncapi', spec: 'specs/market.yaml', channel: 'book', protocol: 'WS' },
      { kind: 'asyncapi', spec: 'specs/lights.yaml', channel: 'lights/measured', protocol: 'WS' },
    ]);
  });

  it('a channel page carries its servers’ protocol for its sidebar badge: the servers it names, else every one', () => {
    const v3 = `asyncapi: 3.0.0
info: { title: Mixed, version: '1' }
servers:
  socket: { host: ws.example.com, protocol: wss }
  broker: { host: mq.example.com, protocol: mqtt }
channels:
  live: { address: /live, servers: [{ $ref: '#/servers/socket' }] }
  sensors: { address: sensors, servers: [{ $ref: '#/servers/broker' }] }
  both: { address: both }
`;
    const v2 = `asyncapi: '2.6.0'
info: { title: Kafka, version: '1' }
servers: { prod: { url: kafka.example.com, protocol: kafka }, socket: { url: ws.example.com, protocol: ws } }
channels:
  orders: { servers: [prod], subscribe: { deprecated: true, message: { payload: { type: string } } } }
  updates: { servers: [socket], subscribe: { message: { payload: { type: string } } } }
`;
    const { model, diagnostics } = site(
      {
        navigation: {
          tabs: [
            { tab: 'Home', pages: ['index'] },
            { tab: 'Mixed', asyncapi: 'specs/mixed.yaml' },
            { tab: 'Kafka', asyncapi: 'specs/kafka.yaml' },
          ],
        },
      },
      { 'specs/mixed.yaml': v3, 'specs/kafka.yaml': v2 },
    );
    expect(errors(diagnostics)).toEqual([]);
    const badges = model!.routes.flatMap((r) => (r.page.kind === 'asyncapi' ? [[r.page.channel, r.page.protocol, r.page.deprecated]] : []));
    expect(badges).toEqual([
      ['live', 'WS', undefined],
      ['sensors', 'MQTT', undefined],
      ['both', 'WSS / MQTT', undefined],
      ['orders', 'KAFKA', true],
      ['updates', 'WS', undefined],
    ]);
    // The sidebar label: the badge, and struck through when every operation is deprecated.
    const orders = model!.routes.find((r) => r.page.kind === 'asyncapi' && r.page.channel === 'orders')!;
    expect(routeLabel(orders, undefined)).toMatchObject({ method: 'KAFKA', channel: true, deprecated: true });
  });

  it('an unknown listed channel is a located error with a suggestion', () => {
    const { diagnostics } = site({
      navigation: {
        groups: [{ group: 'Market', asyncapi: 'specs/market.yaml', pages: ['bok', 'specs/market.yaml trade', 'specs/markt.yaml trades'] }],
      },
    });
    expect(errors(diagnostics).map((d) => [d.code, d.pointer, d.hint])).toEqual([
      ['nav-page-not-found', '/navigation/groups/0/pages/0', 'did you mean `book`?'],
      ['nav-channel-not-found', '/navigation/groups/0/pages/1', 'did you mean `trades`?'],
      ['nav-spec-not-found', '/navigation/groups/0/pages/2', 'did you mean `specs/market.yaml`?'],
    ]);
    expect(errors(diagnostics)[1]!.line).toBeGreaterThan(1);
  });
});

describe('frontmatter `asyncapi:`', () => {
  it('names a channel with or without its spec (`api.asyncapi` first); the route keeps it', () => {
    const { model, diagnostics } = site(
      { api: { asyncapi: 'specs/lights.yaml' }, navigation: { pages: ['index', 'ws/trades', 'ws/lights'] } },
      {
        'ws/trades.mdx': '---\ntitle: Trades\nasyncapi: "specs/market.yaml trades"\n---\n\nBody.\n',
        'ws/lights.mdx': '---\nasyncapi: lights/on\n---\n',
      },
    );
    expect(errors(diagnostics)).toEqual([]);
    const page = (p: string) => model!.routes.find((r) => r.path === p)!.page;
    expect(page('/ws/trades')).toEqual({
      kind: 'mdx',
      file: 'ws/trades.mdx',
      channel: { spec: 'specs/market.yaml', channel: 'trades', line: 3 },
    });
    expect(page('/ws/lights')).toEqual({
      kind: 'mdx',
      file: 'ws/lights.mdx',
      channel: { spec: 'specs/lights.yaml', channel: 'lights/on', line: 2 },
    });
  });

  it('an unknown channel or spec is an error at the frontmatter line, with a suggestion', () => {
    const { diagnostics } = site(
      { navigation: { pages: ['index', 'a', 'b'] } },
      { 'a.mdx': '---\ntitle: A\nasyncapi: "market trade"\n---\n', 'b.mdx': '---\nasyncapi: "specs/markt.yaml trades"\n---\n' },
    );
    expect(errors(diagnostics).map((d) => [d.file, d.line, d.code, d.pointer, d.hint])).toEqual([
      ['a.mdx', 3, 'nav-channel-not-found', '/asyncapi', 'did you mean `market trades`?'],
      ['b.mdx', 2, 'nav-spec-not-found', '/asyncapi', 'did you mean `specs/market.yaml`?'],
    ]);
  });
});
