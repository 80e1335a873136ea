import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tmpSite } from '../../test/helpers/tmp-site.js';
import { startStaticServer } from './static-server.js';

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

const SECRET = 'TOP SECRET outside the root';
const BIG_JS = `export const app = ${JSON.stringify('sextant '.repeat(400))};\n`;
const BIG_HTML = `<!doctype html><title>Setup</title><main>${'<p>Install it.</p>'.repeat(100)}</main>\n`;

let root: string;
let server: { url: string; close(): Promise<void> };

/** Send one request with the path exactly as given (no client-side normalisation) and collect the reply. */
function request(rawPath: string, options: { method?: string; headers?: http.OutgoingHttpHeaders; base?: string } = {}): Promise<Reply> {
  const { hostname, port } = new URL(options.base ?? server.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname, port, path: rawPath, method: options.method ?? 'GET', headers: options.headers ?? {}, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  const tmp = tmpSite({
    'outside/secret.txt': SECRET,
    'dist/index.html': '<!doctype html><title>Home</title>\n',
    'dist/404.html': '<!doctype html><title>Not found</title>\n',
    'dist/guides/setup/index.html': BIG_HTML,
    'dist/_sextant/app.3f2a1b9c.js': BIG_JS,
    'dist/_sextant/app.3f2a1b9c.css': 'body{margin:0}\n',
    'dist/_sextant/playground/main-QMCYVTMI.js': 'export {};\n',
    'dist/_sextant/playground/chunk-X.js': 'export {};\n',
    'dist/images/x.png': '\x89PNG fake',
    'dist/openapi.json': JSON.stringify({ openapi: '3.1.0', paths: {}, padding: 'x'.repeat(2000) }),
    'dist/page.md': '# Page\n',
    'dist/v1.2/index.html': '<!doctype html><title>Version folder</title>\n',
    'dist/llms.txt': 'small\n',
    'dist/empty-folder/.keep': '',
    'dist/.secret': SECRET,
    'dist/.git/config': SECRET,
    'dist/.well-known/security.txt': 'Contact: mailto:security@example.com\n',
  });
  root = path.join(tmp, 'dist');
  fs.symlinkSync(path.join(tmp, 'outside/secret.txt'), path.join(root, 'leak.txt'));
  fs.symlinkSync(path.join(tmp, 'outside'), path.join(root, 'leak-folder'));
  fs.symlinkSync(path.join(root, '.git/config'), path.join(root, 'git-config.txt'));
  fs.symlinkSync(path.join(root, 'images'), path.join(root, 'pictures'));
  server = await startStaticServer({ root, port: 0, host: '127.0.0.1' });
});

afterAll(() => server.close());

describe('routes', () => {
  it.each([
    ['/', 'Home'],
    ['/guides/setup', 'Setup'],
    ['/guides/setup/', 'Setup'],
    ['/guides/setup?tab=2', 'Setup'],
    ['/guides/./x/../setup', 'Setup'],
    ['/guides%2Fsetup', 'Setup'],
    // `/dir/index` names the page of `dir/index.mdx`, as links written for Mintlify do.
    ['/guides/setup/index', 'Setup'],
    ['/index', 'Home'],
  ])('%s serves its index.html', async (url, title) => {
    const r = await request(url);
    expect(r.status).toBe(200);
    expect(r.body.toString()).toContain(`<title>${title}</title>`);
  });

  it('serves a file at its own path, with or without a trailing slash', async () => {
    expect((await request('/page.md')).body.toString()).toBe('# Page\n');
    expect((await request('/page.md/')).body.toString()).toBe('# Page\n');
  });

  it('serves a folder whose name looks like a file name by its index.html', async () => {
    expect((await request('/v1.2')).body.toString()).toContain('<title>Version folder</title>');
  });

  it('sends binary files byte for byte, read at once when small and streamed when large', async () => {
    const bytes = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 7 + (i >> 8)) % 256));
    fs.writeFileSync(path.join(root, 'small.bin'), bytes(3000));
    fs.writeFileSync(path.join(root, 'large.bin'), bytes(300_000));
    for (const [url, n] of [
      ['/small.bin', 3000],
      ['/large.bin', 300_000],
    ] as const) {
      const r = await request(url);
      expect(r.status).toBe(200);
      expect(r.headers['content-length']).toBe(String(n));
      expect(r.body.equals(bytes(n)), url).toBe(true);
    }
  });

  it('follows a symlink that stays inside the root', async () => {
    expect((await request('/pictures/x.png')).status).toBe(200);
  });

  it('answers an unknown path with status 404 and the 404 page', async () => {
    for (const url of ['/nope', '/guides/nope/', '/empty-folder', '/index.html/x']) {
      const r = await request(url);
      expect(r.status, url).toBe(404);
      expect(r.body.toString()).toContain('<title>Not found</title>');
      expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(r.headers['etag']).toBeUndefined();
    }
  });

  it('answers 404 in plain text when the site has no 404.html', async () => {
    const bare = await startStaticServer({ root: tmpSite({ 'index.html': 'home' }), port: 0, host: '127.0.0.1' });
    try {
      const r = await request('/nope', { base: bare.url });
      expect(r.status).toBe(404);
      expect(r.headers['content-type']).toBe('text/plain; charset=utf-8');
    } finally {
      await bare.close();
    }
  });

  it('answers 500 and keeps running when the root folder is gone', async () => {
    const broken = await startStaticServer({ root: path.join(root, 'no-such-folder'), port: 0, host: '127.0.0.1' });
    try {
      expect((await request('/', { base: broken.url })).status).toBe(500);
      expect((await request('/', { base: broken.url })).body.toString()).toBe('500 Internal Server Error\n');
    } finally {
      await broken.close();
    }
  });
});

describe('methods', () => {
  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS'])('refuses %s with 405 and Allow: GET, HEAD', async (method) => {
    const r = await request('/', { method });
    expect(r.status).toBe(405);
    expect(r.headers['allow']).toBe('GET, HEAD');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await request('/guides/setup');
    const head = await request('/guides/setup', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers['etag']).toBe(get.headers['etag']);
  });
});

describe('headers', () => {
  it.each([
    ['/', 'text/html; charset=utf-8', 'no-cache'],
    ['/_sextant/app.3f2a1b9c.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/_sextant/app.3f2a1b9c.css', 'text/css; charset=utf-8', 'public, max-age=31536000, immutable'],
    // esbuild's split chunks carry their content hash as `-` and eight upper-case letters or digits.
    ['/_sextant/playground/main-QMCYVTMI.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/_sextant/playground/chunk-X.js', 'text/javascript; charset=utf-8', 'no-cache'],
    ['/images/x.png', 'image/png', 'public, max-age=3600'],
    ['/openapi.json', 'application/json; charset=utf-8', 'public, max-age=3600'],
    ['/page.md', 'text/markdown; charset=utf-8', 'public, max-age=3600'],
  ])('%s is %s with Cache-Control %s', async (url, type, cache) => {
    const r = await request(url);
    expect(r.headers['content-type']).toBe(type);
    expect(r.headers['cache-control']).toBe(cache);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(r.headers['content-length'])).toBe(r.body.length);
  });

  it('answers 304 to a matching If-None-Match, and 200 to a stale one', async () => {
    const { headers } = await request('/_sextant/app.3f2a1b9c.js');
    expect(headers['etag']).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    const fresh = await request('/_sextant/app.3f2a1b9c.js', { headers: { 'If-None-Match': `"other", ${headers['etag']}` } });
    expect(fresh.status).toBe(304);
    expect(fresh.body.length).toBe(0);
    expect(fresh.headers['etag']).toBe(headers['etag']);
    expect((await request('/_sextant/app.3f2a1b9c.js', { headers: { 'If-None-Match': 'W/"0-0"' } })).status).toBe(200);
  });
});

describe('compression', () => {
  it('gzips a large text file when the client accepts gzip', async () => {
    const r = await request('/_sextant/app.3f2a1b9c.js', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers['vary']).toBe('Accept-Encoding');
    expect(Number(r.headers['content-length'])).toBe(r.body.length);
    expect(zlib.gunzipSync(r.body).toString()).toBe(BIG_JS);
  });

  it('prefers brotli when accepted, and serves the same body from its cache', async () => {
    const first = await request('/guides/setup', { headers: { 'Accept-Encoding': 'gzip, br' } });
    const second = await request('/guides/setup', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(first.body).toString()).toBe(BIG_HTML);
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('leaves small files, binary files and clients without Accept-Encoding uncompressed', async () => {
    for (const [url, accept] of [
      ['/llms.txt', 'gzip'],
      ['/images/x.png', 'gzip'],
      ['/openapi.json', undefined],
      ['/openapi.json', 'gzip;q=0, br;q=0'],
    ] as const) {
      const r = await request(url, { headers: accept ? { 'Accept-Encoding': accept } : {} });
      expect(r.headers['content-encoding'], `${url} ${accept}`).toBeUndefined();
    }
  });

  it('compresses a changed file again instead of serving the cached old version', async () => {
    const file = path.join(root, 'changing.txt');
    fs.writeFileSync(file, 'a'.repeat(2000));
    await request('/changing.txt', { headers: { 'Accept-Encoding': 'gzip' } });
    fs.writeFileSync(file, 'b'.repeat(2000));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const r = await request('/changing.txt', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zlib.gunzipSync(r.body).toString()).toBe('b'.repeat(2000));
  });
});

describe('path safety', () => {
  it.each([
    '/../package.json',
    '/../outside/secret.txt',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/%2e%2e/outside/secret.txt',
    '/..%2f..%2fetc/passwd',
    '/..%2foutside%2fsecret.txt',
    '/foo/..%5c..%5c',
    '/..%5coutside%5csecret.txt',
    '/..\\outside\\secret.txt',
    '//etc/passwd',
    '/%00',
    '/index.html%00.png',
    '/%E0%A4%A',
    '/%',
    '/leak.txt',
    '/leak-folder/secret.txt',
    '/.secret',
    '/.git/config',
    '/%2egit/config',
    '/git-config.txt',
    '/images/../.secret',
  ])('refuses %s without revealing anything outside the root', async (url) => {
    const r = await request(url);
    expect([400, 404]).toContain(r.status);
    expect(r.body.toString()).not.toContain(SECRET);
    expect(r.body.toString()).not.toContain('root:');
  });

  it('serves the public .well-known folder', async () => {
    expect((await request('/.well-known/security.txt')).status).toBe(200);
  });
});
