/**
 * The WebSocket console's pure parts (runtime/asyncapi-console/): the connection URL and subprotocols
 * from a channel's data and the reader's input, and the checking of messages against the channel's
 * send and receive messages.
 */
import { describe, expect, it } from 'vitest';
import { checkIncoming, checkOutgoing } from '../../runtime/asyncapi-console/check.js';
import { connectTarget, previewUrl, type ConnectInput } from '../../runtime/asyncapi-console/connection.js';
import type { ChannelConsoleData, ConsoleMessage } from '../../src/model/channel-page.js';

const data = (over: Partial<ChannelConsoleData> = {}): ChannelConsoleData => ({
  specVersion: '3.0.0',
  channel: { id: 'c', address: '/v1/{market}/ticker', parameters: [{ name: 'market' }] },
  servers: [
    {
      id: 'prod',
      url: 'wss://{region}.example.com/ws/',
      protocol: 'wss',
      variables: [{ name: 'region', value: 'eu' }],
      security: [
        [{ scheme: 'key', type: 'httpApiKey', carry: 'query', name: 'api_key' }],
        [{ scheme: 'bearer', type: 'http', carry: 'subprotocol', name: 'Authorization', prefix: 'Bearer ' }],
      ],
    },
  ],
  query: [
    { name: 'depth', value: '10' },
    { name: 'debug', value: '' },
  ],
  headers: [],
  send: [],
  receive: [],
  ...over,
});

const input = (over: Partial<ConnectInput> = {}): ConnectInput => ({
  server: 0,
  variables: {},
  parameters: { market: 'BTC/EUR' },
  query: { depth: '10', debug: '' },
  security: 0,
  credentials: { key: 'k 1', bearer: 'tok' },
  ...over,
});

describe('connectTarget', () => {
  it('joins the server (variables filled) and the address (parameters encoded), adds the query and query credentials', () => {
    expect(connectTarget(data(), input())).toEqual({
      target: { url: 'wss://eu.example.com/ws/v1/BTC%2FEUR/ticker?depth=10&api_key=k+1', protocols: [] },
    });
    expect(connectTarget(data(), input({ variables: { region: 'us' }, query: { depth: '' } }))).toEqual({
      target: { url: 'wss://us.example.com/ws/v1/BTC%2FEUR/ticker?api_key=k+1', protocols: [] },
    });
  });

  it('carries a header credential as a subprotocol, without a prefix no token may hold', () => {
    expect(connectTarget(data(), input({ security: 1 }))).toEqual({
      target: { url: 'wss://eu.example.com/ws/v1/BTC%2FEUR/ticker?depth=10', protocols: ['tok'] },
    });
    const bad = connectTarget(data(), input({ security: 1, credentials: { bearer: 'a b' } }));
    expect(bad).toEqual({ error: expect.stringContaining('a WebSocket subprotocol cannot carry') });
  });

  it('asks for what is missing: a parameter, a required query parameter, a credential', () => {
    expect(connectTarget(data(), input({ parameters: {} }))).toEqual({ error: expect.stringContaining('“market”') });
    const required = data({ query: [{ name: 'depth', required: true }] });
    expect(connectTarget(required, input({ query: {} }))).toEqual({ error: expect.stringContaining('“depth”') });
    expect(connectTarget(data(), input({ credentials: {} }))).toEqual({ error: expect.stringContaining('“key”') });
    // No credentials chosen: none asked for.
    expect(connectTarget(data(), input({ security: -1, credentials: {} }))).toHaveProperty('target');
  });

  it('previews the URL with query credentials masked, once the address is complete', () => {
    expect(previewUrl(data(), input({ credentials: {} }))).toBe('wss://eu.example.com/ws/v1/BTC%2FEUR/ticker?depth=10&api_key=••••');
    expect(previewUrl(data(), input({ security: 1 }))).toBe('wss://eu.example.com/ws/v1/BTC%2FEUR/ticker?depth=10');
    expect(previewUrl(data(), input({ parameters: {} }))).toBeUndefined();
  });

  it('uses the server URL alone when the address is empty, and refuses a URL that is not ws(s)', () => {
    const empty = data({ channel: { id: 'c', address: '', parameters: [] } });
    expect(connectTarget(empty, input({ security: -1 }))).toEqual({ target: { url: 'wss://eu.example.com/ws/?depth=10', protocols: [] } });
    const http = data({ servers: [{ ...data().servers[0]!, url: 'https://x.example.com' }] });
    expect(connectTarget(http, input({ security: -1 }))).toEqual({ error: expect.stringContaining('not a WebSocket URL') });
  });
});

const message = (id: string, payload: ConsoleMessage['payload']): ConsoleMessage => ({ id, payload, examples: [] });

describe('checking messages', () => {
  const ping = message('ping', { type: 'object', required: ['event'], properties: { event: { const: 'ping' }, id: { type: 'integer' } } });
  const pong = message('pong', {
    type: 'object',
    required: ['event', 'id'],
    properties: { event: { const: 'pong' }, id: { type: 'integer' } },
  });
  const text = message('text', { type: 'string', maxLength: 3 });

  it('checks what is sent against its payload; non-JSON text against a string schema as it is', () => {
    expect(checkOutgoing(ping, '{"event":"ping","id":1}')).toEqual([]);
    expect(checkOutgoing(ping, '{"event":"ping","id":"1"}')).toEqual([{ pointer: '/id', message: 'expected integer, got string' }]);
    expect(checkOutgoing(ping, 'hello')).toEqual([{ pointer: '', message: 'not valid JSON' }]);
    expect(checkOutgoing(text, 'abcd')).toEqual([{ pointer: '', message: 'expected at most 3 characters' }]);
    expect(checkOutgoing(message('free', undefined), 'anything')).toEqual([]);
  });

  it('matches what is received against any receive message, else flags the closest with its mismatches', () => {
    expect(checkIncoming([ping, pong], '{"event":"pong","id":2}')).toMatchObject({ kind: 'match', message: { id: 'pong' } });
    // pong is closer (one mismatch; ping has two).
    expect(checkIncoming([ping, pong], '{"event":"pong","id":"x"}')).toEqual({
      kind: 'mismatch',
      closest: pong,
      mismatches: [{ pointer: '/id', message: 'expected integer, got string' }],
    });
    const verdict = checkIncoming([pong], '{"event":"pong"}');
    expect(verdict).toEqual({ kind: 'mismatch', closest: pong, mismatches: [{ pointer: '', message: 'missing required property "id"' }] });
    expect(checkIncoming([message('free', undefined)], 'x')).toEqual({ kind: 'unchecked' });
  });
});
