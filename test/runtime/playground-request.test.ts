/**
 * The playground's request building (runtime/playground/request.ts): parameter serialisation by
 * location and style, where each credential goes (masked for the sample), cookies kept apart for
 * the proxy, problems that stop a send, and the curl fallback sample.
 */
import { describe, expect, it } from 'vitest';
import type { ApiPageData } from '../../src/model/api-page.js';
import { buildRequest, curl, initialParam, sampleOf, type PlayState } from '../../runtime/playground/request.js';

const DATA: ApiPageData = {
  source: 'openapi',
  method: 'GET',
  path: '/v/{id}',
  servers: [{ url: 'https://{host}/api', variables: { host: { default: 'example.org' } } }],
  parameters: [
    { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    { name: 'ids', in: 'query', required: false, schema: { type: 'array', items: { type: 'integer' } }, explode: false },
    { name: 'pipe', in: 'query', required: false, schema: { type: 'array' }, style: 'pipeDelimited', explode: false },
    { name: 'filter', in: 'query', required: false, schema: { type: 'object' }, style: 'deepObject', explode: true },
    { name: 'X-Tags', in: 'header', required: false, schema: { type: 'array' } },
    { name: 'theme', in: 'cookie', required: false, schema: { type: 'string' } },
  ],
  security: [
    [{ scheme: 'basic', scopes: [] }],
    [
      { scheme: 'cookieKey', scopes: [] },
      { scheme: 'bearer', scopes: [] },
    ],
  ],
  securitySchemes: {
    basic: { type: 'http', scheme: 'basic' },
    cookieKey: { type: 'apiKey', in: 'cookie', name: 'sid' },
    bearer: { type: 'http', scheme: 'bearer' },
  },
  playground: { display: 'interactive', proxy: true },
};

const state = (p: Partial<PlayState> = {}): PlayState => ({
  server: 0,
  variables: {},
  base: '',
  params: {},
  media: 0,
  raw: '',
  fields: {},
  auth: 0,
  ...p,
});

describe('buildRequest', () => {
  it('serialises parameters by location and style, and fills server variables', () => {
    const req = buildRequest(
      DATA,
      state({
        variables: { host: 'h.test' },
        params: {
          'path:id': 'a b/c',
          'query:ids': ['1', '2'],
          'query:pipe': ['x', 'y'],
          'query:filter': '{"color":"red","size":2}',
          'header:X-Tags': ['t1', 't2'],
          'cookie:theme': 'dark',
        },
      }),
      {},
      {},
    );
    expect(req.problems).toEqual([]);
    const url = new URL(req.url);
    expect(url.origin + url.pathname).toBe('https://h.test/api/v/a%20b%2Fc');
    expect([...url.searchParams]).toEqual([
      ['ids', '1,2'],
      ['pipe', 'x|y'],
      ['filter[color]', 'red'],
      ['filter[size]', '2'],
    ]);
    expect(req.headers).toEqual([{ name: 'X-Tags', value: 't1,t2' }]);
    expect(req.cookies).toEqual([{ name: 'theme', value: 'dark' }]);
    // The sample shows cookies as a Cookie header, as a client would send them.
    expect(sampleOf(req).headers).toContainEqual({ name: 'Cookie', value: 'theme=dark' });
  });

  it('places credentials per scheme, UTF-8 safe for basic, masked for the sample', () => {
    const basic = buildRequest(DATA, state({ params: { 'path:id': '1' } }), { basic: { username: 'zoë', password: 'pä' } }, {});
    expect(basic.headers).toEqual([{ name: 'Authorization', value: `Basic ${Buffer.from('zoë:pä').toString('base64')}` }]);
    const both = { cookieKey: { token: 'c-secret' }, bearer: { token: 'b-secret' } };
    const req = buildRequest(DATA, state({ auth: 1, params: { 'path:id': '1' } }), both, {});
    expect(req.headers).toEqual([{ name: 'Authorization', value: 'Bearer b-secret' }]);
    expect(req.cookies).toEqual([{ name: 'sid', value: 'c-secret' }]);
    const masked = curl(sampleOf(buildRequest(DATA, state({ auth: 1, params: { 'path:id': '1' } }), both, {}, true)));
    expect(masked).not.toMatch(/secret/);
    expect(masked).toContain("--header 'Authorization: Bearer ••••••'");
  });

  it('names what is missing: a required parameter, a server URL, a body that does not parse', () => {
    expect(buildRequest(DATA, state(), {}, {}).problems).toEqual(['id (path) is required']);
    const noServer = { ...DATA, servers: [], parameters: [] };
    expect(buildRequest(noServer, state(), {}, {}).problems).toEqual(['a server URL is required']);
    expect(buildRequest(noServer, state({ base: 'https://typed.test/' }), {}, {}).url).toBe('https://typed.test/v/{id}');
    const json = { ...noServer, method: 'POST', body: { required: true, contents: [{ mediaType: 'application/json' }] } };
    const bad = buildRequest(json, state({ base: 'https://t.test', raw: '{"a":' }), {}, {});
    expect(bad.problems[0]).toMatch(/^the JSON body does not parse/);
  });

  it('starts parameters from defaults, and from examples only with prefill', () => {
    const p = { name: 'n', in: 'query' as const, required: false, schema: { type: 'integer', default: 5 }, example: 9 };
    expect([initialParam(p, false), initialParam(p, true)]).toEqual(['5', '5']);
    const q = { ...p, schema: { type: 'array', items: { type: 'string' } }, example: ['a', 'b'] };
    expect([initialParam(q, false), initialParam(q, true)]).toEqual([[], ['a', 'b']]);
  });
});
