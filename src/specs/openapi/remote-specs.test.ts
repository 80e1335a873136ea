/**
 * Specs named by URL, against an HTTP server of the test's own on 127.0.0.1: fetched before the
 * navigation is resolved, cached under the project, reused (with a warning) when the URL fails,
 * and a clear error naming the URL when there is no cached copy.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { check, checkSite } from '../../site/check.js';
import { loadConfig } from '../../config/load.js';
import { resolveConfig } from '../../config/resolve.js';
import { tmpSite } from '../../../test/helpers/tmp-site.js';
import { loadOpenApi } from './openapi-document.js';
import { collectSpecUrls, RemoteSpecs, urlKey } from './remote-specs.js';

const PETS = `openapi: 3.0.3
info:
  title: Remote pets
  version: '1'
paths:
  /pets:
    get:
      summary: List pets
      tags: [pets]
      responses:
        '200':
          description: OK
`;
const WITH_STORE =
  PETS +
  `  /store:
    get:
      summary: Store info
      tags: [store]
      responses:
        '200':
          description: OK
`;

let server: http.Server;
let base = '';
let refusedBase = '';
/** What /pets.yaml answers: the body, or a status to fail with. */
let petsAnswer: { body: string } | { status: number } = { body: PETS };
const seen: { url: string; ifNoneMatch?: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', ...(req.headers['if-none-match'] ? { ifNoneMatch: String(req.headers['if-none-match']) } : {}) });
    if (req.url === '/pets.yaml') {
      if ('status' in petsAnswer) return void res.writeHead(petsAnswer.status).end('no');
      const etag = `"${urlKey(petsAnswer.body)}"`;
      if (req.headers['if-none-match'] === etag) return void res.writeHead(304).end();
      return void res.writeHead(200, { 'content-type': 'application/yaml', etag }).end(petsAnswer.body);
    }
    if (req.url === '/slow.yaml') return; // never answers
    if (req.url === '/big.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"openapi":"3.0.0","x":"' + 'x'.repeat(64 * 1024));
      return void res.end('"}');
    }
    res.writeHead(404, 'Not Found').end('missing');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A port nobody listens on: connection refused.
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  refusedBase = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A docs folder whose navigation takes its pages from `url`; docs.json line 6 names it. */
function siteFor(url: string): string {
  return tmpSite({
    'docs.json': `{
  "name": "Remote",
  "navigation": {
    "groups": [
      { "group": "Start", "pages": ["index"] },
      { "group": "API",
        "openapi": "${url}" }
    ]
  }
}
`,
    'index.mdx': '# Home\n',
  });
}

const routes = (r: Awaited<ReturnType<typeof checkSite>>) =>
  r.model?.routes.filter((x) => x.page.kind === 'openapi').map((x) => x.path) ?? [];
const codes = (r: Awaited<ReturnType<typeof checkSite>>) => r.diagnostics.map((d) => `${d.severity} ${d.code}`);

describe('URL specs', () => {
  it('fetches a URL spec, builds its pages and caches it with the URL, ETag and fetch time', async () => {
    petsAnswer = { body: PETS };
    const root = siteFor(`${base}/pets.yaml`);
    const r = await checkSite(root);
    expect(codes(r)).toEqual([]);
    expect(routes(r)).toEqual(['/api-reference/pets/list-pets']);
    const key = urlKey(`${base}/pets.yaml`);
    expect(fs.readFileSync(path.join(root, '.sextant/specs', key + '.spec'), 'utf8')).toBe(PETS);
    const meta = JSON.parse(fs.readFileSync(path.join(root, '.sextant/specs', key + '.json'), 'utf8'));
    expect(meta).toMatchObject({ url: `${base}/pets.yaml`, etag: `"${urlKey(PETS)}"` });
    expect(Date.now() - Date.parse(meta.fetchedAt)).toBeLessThan(60_000);
    // The renderer loads the same URL from the fetched copy.
    const loaded = loadOpenApi(root, `${base}/pets.yaml`);
    expect(loaded.ok && (loaded.doc.root['info'] as { title: string }).title).toBe('Remote pets');
    // Without a fetch (plain check), the cached copy is read.
    expect(routes(check(root) as Awaited<ReturnType<typeof checkSite>>)).toEqual(['/api-reference/pets/list-pets']);

    // Next build: a conditional request; unchanged → 304, the copy is used as fresh.
    seen.length = 0;
    const again = await checkSite(root);
    expect(seen).toEqual([{ url: '/pets.yaml', ifNoneMatch: `"${urlKey(PETS)}"` }]);
    expect(codes(again)).toEqual([]);

    // The spec changes upstream: the new operation appears.
    petsAnswer = { body: WITH_STORE };
    expect(routes(await checkSite(root))).toEqual(['/api-reference/pets/list-pets', '/api-reference/store/store-info']);

    // The URL fails: the cached copy is used, with a warning naming the URL, the error and the cache's age.
    petsAnswer = { status: 503 };
    const stale = await checkSite(root);
    expect(routes(stale)).toEqual(['/api-reference/pets/list-pets', '/api-reference/store/store-info']);
    expect(stale.diagnostics).toMatchObject([
      { severity: 'warning', code: 'spec-fetch-stale', file: 'docs.json', line: 7, column: 20, pointer: '/navigation/groups/1/openapi' },
    ]);
    expect(stale.diagnostics[0]!.message).toMatch(
      new RegExp(`^Cannot fetch ${base}/pets\\.yaml \\(HTTP 503[^)]*\\); using the cached copy from less than a minute ago$`),
    );
  });

  const failures: [string, () => string, RegExp][] = [
    ['a 404', () => `${base}/missing.yaml`, /\(HTTP 404 Not Found\); no cached copy$/],
    ['connection refused', () => `${refusedBase}/pets.yaml`, /\(ECONNREFUSED[^)]*\); no cached copy$/],
    ['a timeout', () => `${base}/slow.yaml`, /\(timed out after 0\.3 s\); no cached copy$/],
  ];
  for (const [name, url, message] of failures) {
    it(`${name} without a cached copy is an error naming the URL, located at the field`, async () => {
      const root = siteFor(url());
      const started = performance.now();
      const r = await checkSite(root, { fetchTimeoutMs: 300 });
      expect(performance.now() - started).toBeLessThan(5000);
      const fetchError = r.diagnostics.find((d) => d.code === 'spec-unreadable');
      expect(fetchError).toMatchObject({ severity: 'error', file: 'docs.json', line: 7, column: 20 });
      expect(fetchError!.message.startsWith(`Cannot fetch ${url()} (`)).toBe(true);
      expect(fetchError!.message).toMatch(message);
      expect(codes(r)).toContain('error nav-spec-invalid');
      expect(routes(r)).toEqual([]);
      expect(fs.existsSync(path.join(root, '.sextant/specs'))).toBe(false);
    });
  }

  it('refuses a body over the size limit', async () => {
    const root = siteFor(`${base}/big.json`);
    const remote = new RemoteSpecs(root, { maxBytes: 10_000 });
    await remote.prefetch([{ url: `${base}/big.json`, at: { file: 'docs.json', line: 7, column: 20, pointer: '' } }]);
    expect(remote.get(`${base}/big.json`)).toMatchObject({
      status: 'failed',
      diagnostic: { message: expect.stringContaining('larger than 10000 bytes') },
    });
  });

  it('without the cache (--no-cache), or when the project cannot be written, keeps the copy out of the project', async () => {
    petsAnswer = { body: PETS };
    const root = siteFor(`${base}/pets.yaml`);
    const r = await checkSite(root, { cache: false });
    expect(codes(r)).toEqual([]);
    expect(routes(r)).toEqual(['/api-reference/pets/list-pets']);
    expect(fs.existsSync(path.join(root, '.sextant'))).toBe(false);
    expect(loadOpenApi(root, `${base}/pets.yaml`).ok).toBe(true);

    // A project folder where `.sextant` cannot be created (a file is in the way; tests run as root,
    // so permissions cannot make a folder read-only).
    const blocked = siteFor(`${base}/pets.yaml`);
    fs.writeFileSync(path.join(blocked, '.sextant'), '');
    const b = await checkSite(blocked);
    expect(codes(b)).toEqual([]);
    expect(routes(b)).toEqual(['/api-reference/pets/list-pets']);
    expect(fs.statSync(path.join(blocked, '.sextant')).isFile()).toBe(true);
    const loaded = loadOpenApi(blocked, `${base}/pets.yaml`);
    expect(loaded.ok && (loaded.doc.root['info'] as { title: string }).title).toBe('Remote pets');
  });

  it('with --no-cache, a failing URL does not fall back to an old cached copy', async () => {
    petsAnswer = { body: PETS };
    const root = siteFor(`${base}/pets.yaml`);
    await checkSite(root);
    petsAnswer = { status: 500 };
    const r = await checkSite(root, { cache: false });
    expect(r.diagnostics.find((d) => d.code === 'spec-unreadable')?.message).toMatch(/HTTP 500.*no cached copy$/);
    petsAnswer = { body: PETS };
  });

  it('says why a page’s operation is unknown when api.openapi names a URL that cannot be fetched', async () => {
    const root = tmpSite({
      'docs.json': `{ "name": "Remote", "api": { "openapi": "${refusedBase}/openapi.json" }, "navigation": { "pages": ["create"] } }\n`,
      'create.mdx': '---\nopenapi: post /keys\n---\n',
    });
    const r = await checkSite(root, { cache: false });
    expect(r.diagnostics.find((d) => d.code === 'nav-endpoint-not-found')).toMatchObject({
      file: 'create.mdx',
      hint: expect.stringMatching(
        new RegExp(`^Cannot fetch ${refusedBase}/openapi.json .*: its operations are not known until it can be fetched$`),
      ),
    });
  });

  it('finds URLs in api.openapi, navigation objects with a source, and arrays', () => {
    const root = tmpSite({
      'docs.json': {
        name: 'x',
        api: { openapi: 'https://a.example/one.yaml' },
        navigation: {
          tabs: [
            { tab: 'A', openapi: { source: 'https://a.example/two.json', directory: 'two' } },
            { tab: 'B', openapi: ['local.yaml', 'https://a.example/three.yaml', 'https://a.example/one.yaml'] },
            { tab: 'C', asyncapi: 'http://a.example/ws.yaml' },
          ],
        },
      },
    });
    const document = loadConfig(root).document!;
    const urls = collectSpecUrls(resolveConfig(document, root), document.locate);
    expect(urls.map((u) => `${u.url} ${u.at.pointer}`)).toEqual([
      'https://a.example/one.yaml /api/openapi',
      'https://a.example/two.json /navigation/tabs/0/openapi/source',
      'https://a.example/three.yaml /navigation/tabs/1/openapi/1',
      'http://a.example/ws.yaml /navigation/tabs/2/asyncapi',
    ]);
  });
});
