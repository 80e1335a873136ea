import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createProxyHandler, type LookupFunction, type ProxyHandlerOptions, type ProxyTransport } from './proxy-handler.js';
import { serveWithHandler } from './node-adapter.js';

/** What a test upstream received. */
interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((s) => {
      s.closeAllConnections();
      return new Promise((resolve) => s.close(resolve));
    }),
  );
});

/** A real upstream on 127.0.0.1 that records every request and answers with `answer`. */
async function upstream(answer: (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      answer(req, res, body);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { port, url: `http://127.0.0.1:${port}`, received };
}

/** Call the handler as the browser would: the real request's method, headers and body, and the target. */
function call(options: ProxyHandlerOptions, target: string | undefined, init: RequestInit & { duplex?: 'half' } = {}) {
  const headers = new Headers(init.headers);
  if (target) headers.set('x-sextant-target', target);
  return createProxyHandler(options)(new Request('http://docs.test/_sextant/proxy', { ...init, headers }));
}

async function errorOf(res: Response): Promise<{ code: string; message: string }> {
  expect(res.headers.get('x-sextant-proxy')).toBe('1');
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(res.headers.get('x-sextant-proxy-error')).toBe(body.error.code);
  return body.error;
}

/** A lookup that answers every name with this address (a name "resolving" where the test says). */
const resolvesTo =
  (address: string): LookupFunction =>
  (_name, _options, callback) =>
    callback(null, [{ address, family: address.includes(':') ? 6 : 4 }]);

describe('createProxyHandler', () => {
  it('forwards any token method with its body, strips hop-by-hop headers and the docs origin’s cookies, and renames set-cookie', async () => {
    const api = await upstream((_req, res) => {
      res.setHeader('set-cookie', ['session=abc; HttpOnly', 'theme=dark']);
      res.setHeader('www-authenticate', 'Basic realm="api"');
      res.setHeader('connection', 'keep-alive, x-hop');
      res.setHeader('x-hop', 'gone');
      res.setHeader('keep-alive', 'timeout=5');
      res.setHeader('strict-transport-security', 'max-age=63072000');
      res.setHeader('x-api', 'kept');
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    const res = await call({ allow: [api.url], privateAddresses: 'declared' }, `${api.url}/search?q=1`, {
      method: 'QUERY',
      body: '{"filter":"x"}',
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer secret',
        cookie: 'docs_session=private',
        'x-sextant-cookie': 'a=1; b=2',
        'x-sextant-other': 'proxy-only',
        origin: 'http://docs.test',
        referer: 'http://docs.test/page',
        connection: 'x-listed',
        'x-listed': 'hop',
        te: 'trailers',
        'x-custom': 'kept',
      },
    });
    expect(res.status).toBe(201);
    expect(await res.text()).toBe('{"ok":true}');
    expect(res.headers.get('x-sextant-proxy')).toBe('1');
    expect(res.headers.get('x-api')).toBe('kept');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('x-sextant-set-cookie')).toBe('session=abc; HttpOnly, theme=dark');
    // A 401's challenge would make the browser prompt for the docs origin's credentials.
    expect(res.headers.get('www-authenticate')).toBeNull();
    expect(res.headers.get('x-sextant-www-authenticate')).toBe('Basic realm="api"');
    for (const h of ['x-hop', 'keep-alive', 'strict-transport-security']) expect(res.headers.get(h)).toBeNull();

    const [got] = api.received;
    expect(got).toMatchObject({ method: 'QUERY', url: '/search?q=1', body: '{"filter":"x"}' });
    expect(got!.headers).toMatchObject({
      authorization: 'Bearer secret',
      cookie: 'a=1; b=2',
      'x-custom': 'kept',
      'content-type': 'application/json',
    });
    expect(got!.headers['host']).toBe(`127.0.0.1:${api.port}`);
    for (const h of ['origin', 'referer', 'x-sextant-other', 'x-sextant-cookie', 'x-sextant-target', 'x-listed', 'te'])
      expect(got!.headers[h]).toBeUndefined();
  });

  it('refuses an origin the site does not declare, naming it and what declares origins', async () => {
    const api = await upstream((_req, res) => res.end('reached'));
    const other = await upstream((_req, res) => res.end('reached'));
    const res = await call({ allow: [api.url], privateAddresses: 'declared' }, `${other.url}/x`);
    expect(res.status).toBe(403);
    const error = await errorOf(res);
    expect(error.code).toBe('origin-not-allowed');
    expect(error.message).toContain(other.url);
    expect(error.message).toContain('api.playground.allow');
    expect(other.received).toHaveLength(0);
  });

  it('answers 400 without a target or with one that is not absolute http(s), 405 for TRACE', async () => {
    const options = { allow: ['https://api.example.com'] };
    for (const target of [undefined, '/relative', 'ftp://api.example.com/x', 'https://user:pw@api.example.com/']) {
      const res = await call(options, target);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).code).toBe('bad-target');
    }
    // `Request` refuses TRACE, so it is checked where node:http requests become Requests.
    const proxy = http.createServer((req, res) => void serveWithHandler(createProxyHandler(options), req, res));
    servers.push(proxy);
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const status = await new Promise<number>((resolve) =>
      http
        .request({ host: '127.0.0.1', port: (proxy.address() as AddressInfo).port, path: '/_sextant/proxy', method: 'TRACE' }, (r) => {
          r.resume();
          resolve(r.statusCode!);
        })
        .end(),
    );
    expect(status).toBe(405);
  });

  it('matches `*` host labels and enumerated server origins, one label per `*`', async () => {
    const seen: string[] = [];
    // A transport that reports a public address for every name, so only the allow-list decides.
    const transport: ProxyTransport = async (req) => {
      req.checkAddress('93.184.215.14');
      seen.push(req.url.href);
      return { status: 200, headers: [['content-type', 'text/plain']], body: new Response('ok').body };
    };
    const options = { allow: ['https://*.example.com', 'https://eu.api.acme.test', 'https://us.api.acme.test:8443'], transport };
    for (const target of ['https://tenant.example.com/v1', 'https://eu.api.acme.test/x', 'https://us.api.acme.test:8443/x'])
      expect((await call(options, target)).status).toBe(200);
    for (const target of ['https://example.com/', 'https://a.b.example.com/', 'http://tenant.example.com/', 'https://us.api.acme.test/x']) {
      const res = await call(options, target);
      expect(res.status, target).toBe(403);
      expect((await errorOf(res)).code).toBe('origin-not-allowed');
    }
    expect(seen).toEqual(['https://tenant.example.com/v1', 'https://eu.api.acme.test/x', 'https://us.api.acme.test:8443/x']);
  });

  it('refuses private addresses: literals, names resolving to them, and always in `never` mode', async () => {
    const api = await upstream((_req, res) => res.end('reached'));
    // Declared by IP, but this proxy refuses every private address (as `sextant serve` does by default).
    let res = await call({ allow: [api.url] }, `${api.url}/`);
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toContain('127.0.0.1 is a loopback address');
    // A declared name that resolves to loopback: refused after DNS in `never` mode.
    res = await call({ allow: [`http://localhost:${api.port}`] }, `http://localhost:${api.port}/`);
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toMatch(/localhost resolves to (127\.0\.0\.1|::1), a loopback address/);
    // Allowed through a wildcard only: a name that resolves to a private address is refused even in `declared` mode.
    res = await call(
      { allow: [`http://*.corp.test:${api.port}`], privateAddresses: 'declared', lookup: resolvesTo('127.0.0.1') },
      `http://db.corp.test:${api.port}/`,
    );
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toContain('db.corp.test resolves to 127.0.0.1, a loopback address');
    // IPv4-mapped IPv6 and CGNAT, through the same check.
    res = await call(
      { allow: [`http://*.corp.test:${api.port}`], privateAddresses: 'declared', lookup: resolvesTo('::ffff:10.1.2.3') },
      `http://db.corp.test:${api.port}/`,
    );
    expect((await errorOf(res)).message).toContain('a private address');
    res = await call({ allow: ['http://100.64.1.2'] }, 'http://100.64.1.2/');
    expect((await errorOf(res)).message).toContain('shared (CGNAT)');
    expect(api.received).toHaveLength(0);
    // Declared by name, in `declared` mode (as `sextant dev`): reached, at the address the check saw.
    res = await call(
      { allow: [`http://api.corp.test:${api.port}`], privateAddresses: 'declared', lookup: resolvesTo('127.0.0.1') },
      `http://api.corp.test:${api.port}/ok`,
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('reached');
  });

  it('re-checks every redirect hop: a redirect from a declared host to 127.0.0.1 is refused, one to the same origin is followed', async () => {
    const secret = await upstream((_req, res) => res.end('secret'));
    const api = await upstream((req, res, body) => {
      if (req.url === '/to-private') res.writeHead(302, { location: `${secret.url}/admin` }).end();
      else if (req.url === '/moved') res.writeHead(307, { location: '/final' }).end();
      else res.end(`final ${req.method} ${body}`);
    });
    const options: ProxyHandlerOptions = { allow: [`http://localhost:${api.port}`], privateAddresses: 'declared' };
    let res = await call(options, `http://localhost:${api.port}/to-private`);
    expect(res.status).toBe(403);
    const error = await errorOf(res);
    expect(error.code).toBe('private-address');
    expect(error.message).toContain('127.0.0.1 is a loopback address');
    expect(secret.received).toHaveLength(0);

    res = await call(options, `http://localhost:${api.port}/moved`, { method: 'POST', body: 'payload' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('final POST payload');
    expect(res.headers.get('x-sextant-final-url')).toBe(`http://localhost:${api.port}/final`);
  });

  it('caps the request body (413, nothing sent) and the response body (refused when declared, cut off when streamed)', async () => {
    const api = await upstream((req, res) => {
      if (req.url === '/declared') res.writeHead(200, { 'content-length': '5000' }).end('x'.repeat(5000));
      else {
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        for (let i = 0; i < 10; i++) res.write('y'.repeat(1000));
        res.end();
      }
    });
    const options: ProxyHandlerOptions = { allow: [api.url], privateAddresses: 'declared', maxRequestBytes: 1000, maxResponseBytes: 4000 };
    let res = await call(options, `${api.url}/in`, { method: 'POST', body: 'z'.repeat(1001) });
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe('body-too-large');
    // A streamed body with no length: 413 once the cap is passed.
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < 3; i++) c.enqueue(new Uint8Array(600));
        c.close();
      },
    });
    res = await call(options, `${api.url}/in`, { method: 'POST', body: stream, duplex: 'half' });
    expect(res.status).toBe(413);
    expect(api.received).toHaveLength(0);

    res = await call(options, `${api.url}/declared`);
    expect(res.status).toBe(502);
    expect((await errorOf(res)).code).toBe('response-too-large');
    res = await call(options, `${api.url}/streamed`);
    expect(res.status).toBe(200);
    await expect(res.arrayBuffer()).rejects.toThrow(/4000 bytes and was cut off/);
  });

  it('times out an upstream that does not answer (504) and cuts off one that streams too long', async () => {
    const api = await upstream((req, res) => {
      if (req.url === '/stall') return; // never answers
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first');
      // …and never ends.
    });
    const options: ProxyHandlerOptions = { allow: [api.url], privateAddresses: 'declared', headersTimeoutMs: 200, totalTimeoutMs: 600 };
    const started = Date.now();
    let res = await call(options, `${api.url}/stall`);
    expect(res.status).toBe(504);
    expect((await errorOf(res)).code).toBe('upstream-timeout');
    expect(Date.now() - started).toBeLessThan(2000);
    res = await call(options, `${api.url}/slow`);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('first');
    await expect(reader.read()).rejects.toThrow(/within 600 ms/);
  });

  it('answers 502 naming the reason when the upstream cannot be reached', async () => {
    const gone = await upstream(() => {});
    const port = gone.port;
    servers.pop()!.close();
    const res = await call({ allow: [`http://127.0.0.1:${port}`], privateAddresses: 'declared' }, `http://127.0.0.1:${port}/`);
    expect(res.status).toBe(502);
    const error = await errorOf(res);
    expect(error.code).toBe('upstream-unreachable');
    expect(error.message).toContain('refused');
  });

  it('streams server-sent events through as they arrive', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let ended = false;
    const api = await upstream((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write('event: token\ndata: {"n":1}\n\n');
      // The second event waits until the test has seen the first come through the proxy.
      void released.then(() => {
        res.write('event: token\ndata: {"n":2}\n\n');
        ended = true;
        res.end();
      });
    });
    // Through a node:http server, as `sextant dev` and `serve` mount it.
    const handler = createProxyHandler({ allow: [api.url], privateAddresses: 'declared' });
    const proxy = http.createServer((req, res) => void serveWithHandler(handler, req, res));
    servers.push(proxy);
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const res = await fetch(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}/_sextant/proxy`, {
      headers: { 'x-sextant-target': `${api.url}/stream`, accept: 'text/event-stream' },
    });
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    const first = await reader.read();
    expect(first.value).toBe('event: token\ndata: {"n":1}\n\n');
    expect(ended).toBe(false);
    release();
    let rest = '';
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest += r.value;
    expect(rest).toBe('event: token\ndata: {"n":2}\n\n');
  });

  it('logs method, origin and path only: never query strings or headers', async () => {
    const api = await upstream((_req, res) => res.end('ok'));
    const lines: string[] = [];
    await call({ allow: [api.url], privateAddresses: 'declared', log: (l) => lines.push(l) }, `${api.url}/v1/items?api_key=SECRET1`, {
      headers: { authorization: 'Bearer SECRET2', 'x-sextant-cookie': 'sid=SECRET3' },
    });
    await call({ allow: [], log: (l) => lines.push(l) }, 'https://api.example.com/x?token=SECRET4');
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`^proxy GET ${api.url}/v1/items → 200 \\(\\d+ ms\\)$`)),
      expect.stringMatching(/^proxy GET https:\/\/api\.example\.com\/x → 403 origin-not-allowed/),
    ]);
    expect(lines.join('\n')).not.toMatch(/SECRET/);
  });
});
