import { describe, expect, it } from 'vitest';
import { tmpSite } from '../../test/helpers/tmp-site.js';
import { loadAsyncApi } from '../specs/asyncapi/asyncapi-document.js';
import { SpecView } from '../openapi/endpoint/schema.js';
import { readChannel } from './channel-model.js';
import { channelConsoleData, consoleAuth } from './console-data.js';
import { channelMarkdown } from './channel-markdown.js';

function view(text: string, extra: Record<string, string> = {}): SpecView {
  const dir = tmpSite({ 'spec.yaml': text, ...extra });
  const loaded = loadAsyncApi(dir, 'spec.yaml');
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
  return new SpecView(loaded.doc);
}

const V26 = `
asyncapi: '2.6.0'
info: { title: Chat, version: '1' }
defaultContentType: application/json
servers:
  live:
    url: wss://chat.example.com/ws
    protocol: wss
    security: [{ token: [] }]
  broker: { url: 'mqtt.example.com:{port}', protocol: mqtt, variables: { port: { default: '1883', enum: ['1883', '8883'] } } }
channels:
  /rooms/{roomId}:
    description: A chat room.
    servers: [live]
    parameters:
      roomId: { description: The room., schema: { type: string, enum: [lobby, dev] } }
    bindings:
      ws:
        query:
          type: object
          required: [since]
          properties:
            since: { type: integer, default: 0, description: Replay from here. }
    publish:
      operationId: postMessage
      summary: Post to the room.
      traits: [{ $ref: '#/components/operationTraits/tagged' }]
      message: { $ref: '#/components/messages/chatMessage' }
    subscribe:
      operationId: roomEvents
      message:
        oneOf:
          - $ref: '#/components/messages/chatMessage'
          - { name: presence, payload: { type: object, properties: { user: { type: string } } } }
components:
  securitySchemes:
    token: { type: httpApiKey, in: query, name: token, description: Your token. }
  operationTraits:
    tagged: { tags: [{ name: Rooms }] }
  messageTraits:
    common: { headers: { type: object, properties: { trace: { type: string } } }, contentType: text/plain }
  messages:
    chatMessage:
      name: chatMessage
      title: Chat message
      traits: [{ $ref: '#/components/messageTraits/common' }]
      contentType: application/json
      payload: { $ref: '#/components/schemas/Chat' }
      examples: [{ name: hello, payload: { text: hi } }]
  schemas:
    Chat: { type: object, required: [text], properties: { text: { type: string } } }
`;

const V30 = `
asyncapi: 3.0.0
info: { title: Trades, version: '1' }
servers:
  prod: { host: ws.example.com, pathname: /v2, protocol: wss, security: [{ $ref: '#/components/securitySchemes/bearer' }] }
  local: { host: 'localhost:{port}', protocol: ws, variables: { port: { default: '8080' } } }
  kafka: { host: kafka.example.com, protocol: kafka }
channels:
  trades:
    address: /trades/{pair}
    title: Trades
    servers: [{ $ref: '#/servers/prod' }, { $ref: '#/servers/local' }]
    parameters: { pair: { enum: [btcusd, ethusd], default: btcusd, description: The pair. } }
    messages:
      subscribe: { $ref: '#/components/messages/subscribe' }
      trade: { $ref: '#/components/messages/trade' }
  acks:
    address: /trades/{pair}
    messages:
      ack: { name: ack, payload: { type: object, properties: { ok: { type: boolean } } } }
operations:
  subscribe:
    action: receive
    channel: { $ref: '#/channels/trades' }
    messages: [{ $ref: '#/channels/trades/messages/subscribe' }]
    reply:
      channel: { $ref: '#/channels/acks' }
  onTrade:
    action: send
    channel: { $ref: '#/channels/trades' }
    messages: [{ $ref: '#/channels/trades/messages/trade' }]
  other:
    action: send
    channel: { $ref: '#/channels/acks' }
components:
  securitySchemes:
    bearer: { type: http, scheme: bearer, bearerFormat: JWT }
  messages:
    subscribe:
      name: subscribe
      headers: { type: object, properties: { 'x-id': { type: string } } }
      payload: { type: object, required: [pair], properties: { pair: { type: string }, id: { type: integer } } }
      correlationId: { location: '$message.payload#/id' }
    trade:
      title: A trade
      payload: { schemaFormat: 'application/vnd.aai.asyncapi+json;version=3.0.0', schema: { type: object, properties: { price: { type: number } } } }
`;

describe('readChannel: AsyncAPI 2.6', () => {
  const v = view(V26);
  const c = readChannel(v, '/rooms/{roomId}')!;

  it('reads the address, its parameters with their schema, and the servers the channel names', () => {
    expect(c.address).toBe('/rooms/{roomId}');
    expect(c.description).toBe('A chat room.');
    expect(c.parameters).toMatchObject([{ name: 'roomId', description: 'The room.', enum: ['lobby', 'dev'] }]);
    expect(c.parameters[0]!.node?.s).toMatchObject({ type: 'string' });
    expect(c.servers.map((s) => [s.id, s.url, s.host, s.pathname])).toEqual([
      ['live', 'wss://chat.example.com/ws', 'chat.example.com', '/ws'],
    ]);
    expect(c.servers[0]!.security).toEqual([
      [{ scheme: 'token', type: 'httpApiKey', in: 'query', name: 'token', description: 'Your token.', scopes: [] }],
    ]);
  });

  it('maps publish to what the client sends and subscribe to what it receives, with traits applied', () => {
    expect(c.operations.map((o) => [o.id, o.action, o.direction, o.tags])).toEqual([
      ['postMessage', 'publish', 'send', ['Rooms']],
      ['roomEvents', 'subscribe', 'receive', []],
    ]);
    // The same message in both operations is one message of the page; oneOf lists alternatives.
    expect(c.operations[0]!.messages).toEqual(['chatMessage']);
    expect(c.operations[1]!.messages).toEqual(['chatMessage', 'presence']);
    const chat = c.messages[0]!;
    expect(chat).toMatchObject({ id: 'chatMessage', title: 'Chat message', contentType: 'application/json' });
    expect(chat.headers?.s).toMatchObject({ properties: { trace: { type: 'string' } } });
    expect(chat.payload?.name).toBe('Chat');
    expect(chat.examples).toEqual([{ name: 'hello', payload: { text: 'hi' } }]);
    expect(c.messages[1]).toMatchObject({ id: 'presence', contentType: 'application/json' });
  });

  it('reads the WebSocket binding query as a schema', () => {
    expect(c.bindings).toHaveLength(1);
    expect(c.bindings[0]!.protocol).toBe('ws');
    expect(c.bindings[0]!.query?.s).toMatchObject({ required: ['since'] });
  });

  it('hands the console the ws server, the query credential, the binding query and messages each way', () => {
    const data = channelConsoleData(v, c, { chatMessage: [{ text: 'hi' }], presence: [{ user: 'x' }] });
    expect(data.servers).toMatchObject([
      { id: 'live', url: 'wss://chat.example.com/ws', protocol: 'wss', security: [[{ carry: 'query', name: 'token' }]] },
    ]);
    expect(data.query).toMatchObject([{ name: 'since', required: true, value: '0', schema: { type: 'integer' } }]);
    expect(data.channel.parameters).toMatchObject([{ name: 'roomId', value: 'lobby', enum: ['lobby', 'dev'] }]);
    expect(data.send.map((m) => m.id)).toEqual(['chatMessage']);
    expect(data.receive.map((m) => m.id)).toEqual(['chatMessage', 'presence']);
    expect(data.send[0]).toMatchObject({
      operation: 'postMessage',
      payload: { type: 'object', required: ['text'] },
      examples: [{ name: 'hello' }],
    });
    expect(data.unavailable).toBeUndefined();
  });

  it('gives no console to a channel served over MQTT only, and says why', () => {
    const mqtt = readChannel(view(V26.replace('servers: [live]', 'servers: [broker]')), '/rooms/{roomId}')!;
    expect(mqtt.servers.map((s) => s.url)).toEqual(['mqtt://mqtt.example.com:{port}']);
    const data = channelConsoleData(v, mqtt, {});
    expect(data.servers).toEqual([]);
    expect(data.unavailable).toMatch(/MQTT.*WebSocket/);
  });
});

describe('readChannel: a channel whose messages are one $ref', () => {
  it('reads the one message it names, not that message’s fields as messages (OpenDonationAssistant)', () => {
    const v = view(
      [
        'asyncapi: 3.0.0',
        'info: { title: T, version: "1" }',
        'channels:',
        '  events:',
        "    messages: { $ref: '#/components/messages/HistoryItemEvent' }",
        'components:',
        '  messages:',
        '    HistoryItemEvent:',
        '      payload: { type: object, properties: { id: { type: string } } }',
        '',
      ].join('\n'),
    );
    const c = readChannel(v, 'events')!;
    expect(c.messages.map((m) => m.title ?? m.id)).toEqual(['HistoryItemEvent']);
  });
});

describe('readChannel: AsyncAPI 3.0', () => {
  const v = view(V30);
  const c = readChannel(v, 'trades')!;

  it('reads the address, 3.0 parameters (enum, default) and the servers named by $ref', () => {
    expect(c).toMatchObject({ id: 'trades', address: '/trades/{pair}', title: 'Trades' });
    expect(c.parameters).toEqual([{ name: 'pair', description: 'The pair.', enum: ['btcusd', 'ethusd'], default: 'btcusd' }]);
    expect(c.servers.map((s) => [s.id, s.url])).toEqual([
      ['prod', 'wss://ws.example.com/v2'],
      ['local', 'ws://localhost:{port}'],
    ]);
    expect(c.servers[0]!.security).toEqual([[{ scheme: 'bearer', type: 'http', httpScheme: 'bearer', bearerFormat: 'JWT', scopes: [] }]]);
  });

  it('maps receive to what the client sends and send to what it receives, with the reply on another channel', () => {
    expect(c.operations.map((o) => [o.id, o.action, o.direction])).toEqual([
      ['subscribe', 'receive', 'send'],
      ['onTrade', 'send', 'receive'],
    ]);
    expect(c.operations[0]!.messages).toEqual(['subscribe']);
    expect(c.operations[0]!.reply).toEqual({ messages: ['ack'], channel: 'acks', address: '/trades/{pair}' });
    expect(c.messages.map((m) => [m.id, m.channel])).toEqual([
      ['subscribe', undefined],
      ['trade', undefined],
      ['ack', 'acks'],
    ]);
    expect(c.messages[0]).toMatchObject({ correlationId: { location: '$message.payload#/id' } });
    expect(c.messages[0]!.headers?.s).toMatchObject({ properties: { 'x-id': { type: 'string' } } });
    // A multi-format schema in the AsyncAPI format is drawn as a schema.
    expect(c.messages[1]!.payload?.s).toMatchObject({ properties: { price: { type: 'number' } } });
  });

  it('tells the console which messages answer which, and carries a bearer token as a subprotocol', () => {
    const data = channelConsoleData(v, c, {});
    expect(data.send).toMatchObject([{ id: 'subscribe', replies: ['ack'] }]);
    expect(data.receive.map((m) => m.id)).toEqual(['ack', 'trade']);
    expect(data.servers[0]!.security).toEqual([
      [{ scheme: 'bearer', type: 'http', carry: 'subprotocol', name: 'Authorization', prefix: 'Bearer ' }],
    ]);
    expect(data.servers[1]!.variables).toEqual([{ name: 'port', value: '8080' }]);
  });

  it('an unknown channel is undefined; a channel with no operations has its messages but none moved', () => {
    expect(readChannel(v, 'nope')).toBeUndefined();
    const acks = readChannel(v, 'acks')!;
    expect(acks.operations.map((o) => o.id)).toEqual(['other']);
    expect(acks.messages.map((m) => m.id)).toEqual(['ack']);
  });

  it('follows a $ref loop without hanging', () => {
    const loop = view(V30.replace("trade: { $ref: '#/components/messages/trade' }", "trade: { $ref: '#/channels/trades/messages/trade' }"));
    const t = readChannel(loop, 'trades')!;
    // The looping message is left out (and reported for the page), the others stay.
    expect(t.messages.map((m) => m.id)).toEqual(['subscribe', 'ack']);
    expect(loop.takeProblems().map((p) => p.code)).toEqual(['spec-ref-circular']);
  });
});

describe('consoleAuth', () => {
  it('query keys ride the URL, header keys and bearer tokens a subprotocol, others cannot be carried', () => {
    expect(consoleAuth({ scheme: 'k', type: 'httpApiKey', in: 'header', name: 'X-Key', scopes: [] })).toMatchObject({
      carry: 'subprotocol',
      name: 'X-Key',
    });
    expect(consoleAuth({ scheme: 'k', type: 'apiKey', in: 'query', name: 'key', scopes: [] })).toMatchObject({
      carry: 'query',
      name: 'key',
    });
    expect(consoleAuth({ scheme: 'u', type: 'userPassword', scopes: [] })).toBeUndefined();
    expect(consoleAuth({ scheme: 'c', type: 'httpApiKey', in: 'cookie', name: 'sid', scopes: [] })).toBeUndefined();
    expect(consoleAuth({ scheme: 'a', type: 'apiKey', in: 'user', scopes: [] })).toBeUndefined();
    expect(consoleAuth({ scheme: 'b', type: 'http', httpScheme: 'basic', scopes: [] })).toBeUndefined();
  });
});

describe('readChannel: a 3.0 payload written { schema } without schemaFormat', () => {
  const v = view(`
asyncapi: 3.0.0
info: { title: T, version: '1' }
channels:
  chat:
    address: /chat
    messages:
      wrapped:
        headers: { schema: { type: object, properties: { trace: { type: string } } } }
        payload: { schema: { type: object, properties: { text: { type: string } } } }
      shared: { payload: { $ref: '#/components/schemas/Wrapped' } }
      plain: { payload: { type: object, schema: { type: string } } }
components:
  schemas:
    Wrapped: { schema: { type: integer }, x-note: kept }
`);
  const c = readChannel(v, 'chat')!;
  const message = (id: string) => c.messages.find((m) => m.id === id)!;

  it('reads it as a schema of the default (AsyncAPI) format: its fields, where they are written', () => {
    expect(message('wrapped').payload).toMatchObject({
      s: { properties: { text: { type: 'string' } } },
      at: { pointer: '/channels/chat/messages/wrapped/payload/schema' },
    });
    expect(message('wrapped').headers?.s).toMatchObject({ properties: { trace: { type: 'string' } } });
    expect(message('shared').payload).toMatchObject({ s: { type: 'integer' }, at: { pointer: '/components/schemas/Wrapped/schema' } });
    expect(message('wrapped').otherFormat).toBeUndefined();
  });

  it('is a plain schema when Schema-Object keywords stand beside `schema`', () => {
    expect(message('plain').payload).toMatchObject({ s: { type: 'object' }, at: { pointer: '/channels/chat/messages/plain/payload' } });
  });
});

describe('channelMarkdown', () => {
  it('names an array payload by its type above its items’ fields', () => {
    const v = view(`
asyncapi: 3.0.0
info: { title: T, version: '1' }
channels:
  fills:
    address: /fills
    messages:
      batch:
        payload: { type: array, items: { type: object, properties: { price: { type: number } } } }
`);
    const md = channelMarkdown(v, readChannel(v, 'fills')!, {}, {});
    expect(md).toContain('Payload:\n\nType: object\\[]\n\n- `price` (number)');
  });
});
