import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../src/output/build.js';
import { checkSiteAndPages } from '../src/site/check.js';
import type { Diagnostic } from '../src/diagnostics/diagnostic.js';
import type { SiteManifest } from '../src/output/outputs/site-manifest.js';
import { fixture } from './helpers/built-site.js';
import { copySite, removeTree, tmpSite } from './helpers/tmp-site.js';
import { externalLinkDiagnostics } from '../src/site/external-links.js';
import { startDevServer } from '../src/dev/dev-server.js';

const SITE = fixture('links');

/** The planted broken links of the fixture, as `file:line:column code`. */
const PLANTED = [
  'guide.mdx:12:47 broken-anchor',
  'index.mdx:10:32 broken-anchor',
  'index.mdx:12:29 broken-anchor',
  'index.mdx:14:14 broken-link',
  'index.mdx:16:1 broken-anchor',
  'reference/pet-guide.mdx:6:71 broken-anchor',
  'reference/pets.yaml:9:90 broken-anchor',
  'snippets/shared.mdx:1:20 broken-anchor',
];

const linkProblems = (list: Diagnostic[], severity: 'error' | 'warning') =>
  list.filter((d) => d.code.startsWith('broken-') && d.severity === severity).map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`);

/** A copy of the fixture to build into (the build cache is written inside the docs folder). */
function copyOfFixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-links-'));
  copySite(SITE, dir);
  return dir;
}

/** sextant-manifest.json of the fixture: every route in navigation order, with its source and place. */
function expectManifest(out: string): void {
  const manifest = JSON.parse(fs.readFileSync(path.join(out, 'sextant-manifest.json'), 'utf8')) as SiteManifest;
  expect(manifest).toMatchObject({ version: 1, name: 'Links', description: 'A site with planted broken links and anchors' });
  expect(manifest.routes.map((r) => r.path)).toEqual([
    '/',
    '/guide',
    '/components',
    '/hidden-page',
    '/api-reference/get-pet',
    '/reference/pet-guide',
  ]);
  const [home, , , hidden, api, guide] = manifest.routes;
  expect(home).toEqual({
    path: '/',
    title: 'Welcome',
    description: 'Links of every kind, some going nowhere.',
    kind: 'page',
    source: 'index.mdx',
    tab: 'Guides',
    groups: ['Start'],
    breadcrumbs: ['Guides', 'Start'],
    lastModified: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
  });
  expect(hidden).toMatchObject({ path: '/hidden-page', hidden: true, noindex: true, groups: ['More'] });
  expect(api).toMatchObject({
    kind: 'openapi',
    title: 'Get pet',
    source: 'reference/pets.yaml',
    operation: { method: 'GET', path: '/pets/{petId}' },
    tab: 'API',
    groups: ['Pets'],
  });
  expect(guide).toMatchObject({ kind: 'page', source: 'reference/pet-guide.mdx', operation: { method: 'GET', path: '/pets/{petId}' } });
  expect(home!.hidden).toBeUndefined();
}

describe('broken links and anchors', () => {
  it('build warns about each with file:line:column and the nearest anchor, and finds every valid anchor kind', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-links-out-'));
    try {
      const result = await build(SITE, { outDir: out, cache: false });
      expect(result.ok).toBe(true);
      expect(linkProblems(result.diagnostics, 'warning')).toEqual(PLANTED);
      expect(linkProblems(result.diagnostics, 'error')).toEqual([]);
      const byPlace = new Map(result.diagnostics.map((d) => [`${d.file}:${d.line}:${d.column}`, d]));
      expect(byPlace.get('index.mdx:10:32')).toMatchObject({
        message: 'Link to "/guide#instal" names no heading or anchor of that page',
        hint: 'the nearest anchor is `/guide#install`',
      });
      expect(byPlace.get('index.mdx:12:29')).toMatchObject({ hint: 'the nearest anchor is `#getting-started`' });
      // A link in a spec description is placed where the spec writes it.
      expect(byPlace.get('reference/pets.yaml:9:90')?.message).toContain('/guide#pets-section');
      expectManifest(out);
    } finally {
      await removeTree(out);
    }
  });

  it('fails `build --strict` and `check` with the same problems as errors', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-links-out-'));
    try {
      const strict = await build(SITE, { outDir: out, cache: false, strict: true });
      expect(strict.ok).toBe(false);
      expect(linkProblems(strict.diagnostics, 'error')).toEqual(PLANTED);
    } finally {
      await removeTree(out);
    }
    const checked = await checkSiteAndPages(SITE);
    expect(linkProblems(checked.diagnostics, 'error')).toEqual(PLANTED);
  });

  it('a rebuild reports the anchors of the pages it reused, and a heading removed since', async () => {
    const dir = copyOfFixture();
    const out = path.join(dir, 'dist');
    try {
      const first = await build(dir, { outDir: out });
      expect(linkProblems(first.diagnostics, 'warning')).toEqual(PLANTED);
      // Only guide.mdx changes: index.mdx's valid link to /guide#install now goes nowhere.
      const guide = path.join(dir, 'guide.mdx');
      fs.writeFileSync(guide, fs.readFileSync(guide, 'utf8').replace('## Install', '## Installation'));
      const again = await build(dir, { outDir: out });
      expect(again.compiled).toBe(1);
      const found = linkProblems(again.diagnostics, 'warning');
      expect(found).toContain('index.mdx:8:8 broken-anchor');
      expect(found).toContain('reference/pets.yaml:9:50 broken-anchor');
      expect(again.diagnostics.find((d) => d.file === 'index.mdx' && d.line === 8)?.hint).toBe(
        'the nearest anchor is `/guide#installation`',
      );
    } finally {
      await removeTree(dir);
    }
  });
});

/** A server on 127.0.0.1 answering each kind of link, counting requests and the most in flight at once. */
function linkServer() {
  const seen: string[] = [];
  let inFlight = 0;
  let peak = 0;
  const server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    inFlight++;
    peak = Math.max(peak, inFlight);
    res.on('close', () => inFlight--);
    const url = req.url ?? '';
    if (url === '/ok') res.end('fine');
    else if (url === '/moved') res.writeHead(301, { location: '/ok' }).end();
    else if (url === '/no-head') res.writeHead(req.method === 'HEAD' ? 405 : 200).end();
    else if (url === '/slow') setTimeout(() => res.end('late'), 3000);
    else if (url.startsWith('/held/')) setTimeout(() => res.end('ok'), 30);
    else res.writeHead(404).end();
  });
  return { server, seen, peak: () => peak };
}

describe('--external', () => {
  const s = linkServer();
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => s.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(s.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    s.server.closeAllConnections();
    await new Promise((resolve) => s.server.close(resolve));
  });

  const site = () =>
    tmpSite({
      'docs.json': {
        name: 'External',
        navigation: {
          groups: [
            { group: 'Pages', pages: ['index', 'other'] },
            { group: 'API', openapi: 'api.yaml', pages: ['GET /x'] },
          ],
        },
      },
      'api.yaml': `openapi: 3.1.0\ninfo: { title: X, version: '1' }\npaths:\n  /x:\n    get:\n      summary: X\n      description: See [the spec's page](${base}/spec-gone).\n      responses: { '200': { description: ok } }\n`,
      'index.mdx': `# Links\n\n[ok](${base}/ok) [gone](${base}/gone#part)\n\n[moved](${base}/moved) [no head](${base}/no-head)\n\n[slow](${base}/slow)\n`,
      'other.mdx': `# Other\n\n<Card title="Gone" href="${base}/gone">again</Card>\n`,
    });

  it('reports links that answer an error, fail or time out, once fetched per URL; follows redirects and falls back to GET', async () => {
    const dir = site();
    s.seen.length = 0;
    const { diagnostics } = await checkSiteAndPages(dir, { external: { timeoutMs: 500 } });
    const found = diagnostics.filter((d) => d.code === 'external-link-broken').map((d) => `${d.file}:${d.line} ${d.message}`);
    expect(found).toEqual([
      `api.yaml:7 External link ${base}/spec-gone answered 404`,
      `index.mdx:3 External link ${base}/gone answered 404`,
      `index.mdx:7 External link ${base}/slow could not be fetched: no answer within 0.5 s`,
      `other.mdx:3 External link ${base}/gone answered 404`,
    ]);
    expect(diagnostics.every((d) => d.code !== 'external-link-broken' || d.severity === 'warning')).toBe(true);
    // One request per URL (the fragment dropped), the redirect followed, GET only where HEAD was refused.
    expect(s.seen.filter((r) => r.endsWith('/gone'))).toEqual(['HEAD /gone']);
    expect(s.seen).toContain('HEAD /moved');
    expect(s.seen.filter((r) => r.endsWith('/ok'))).toEqual(['HEAD /ok', 'HEAD /ok']);
    expect(s.seen.filter((r) => r.endsWith('/no-head'))).toEqual(['HEAD /no-head', 'GET /no-head']);
  });

  it('is never fetched without the flag, and fails `build --strict` with it', async () => {
    const dir = site();
    s.seen.length = 0;
    const out = path.join(dir, 'out');
    const plain = await build(dir, { outDir: out, cache: false });
    expect(plain.ok).toBe(true);
    expect((await checkSiteAndPages(dir)).diagnostics.filter((d) => d.code === 'external-link-broken')).toEqual([]);
    expect(s.seen).toEqual([]);
    const strict = await build(dir, { outDir: out, cache: false, strict: true, external: { timeoutMs: 500 } });
    expect(strict.ok).toBe(false);
    expect(strict.diagnostics.filter((d) => d.code === 'external-link-broken' && d.severity === 'error')).toHaveLength(4);
  });

  it('keeps at most 4 requests in flight to one host, and counts what the overall time limit left unchecked', async () => {
    const links = Array.from({ length: 12 }, (_, i) => ({
      to: `${base}/held/${i}`,
      external: true as const,
      href: '',
      file: 'a.mdx',
      line: i + 1,
      column: 1,
    }));
    const before = s.peak();
    expect(await externalLinkDiagnostics([{ route: '/a', links }])).toEqual([]);
    expect(Math.max(before, s.peak())).toBeLessThanOrEqual(4);
    const capped = await externalLinkDiagnostics([{ route: '/a', links: [{ ...links[0]!, to: `${base}/slow` }, ...links.slice(1)] }], {
      concurrency: 1,
      totalMs: 200,
    });
    expect(capped.map((d) => d.code)).toContain('external-links-unchecked');
    expect(capped.find((d) => d.code === 'external-links-unchecked')?.message).toMatch(/^12 external links were not checked/);
  });
});

describe('sextant dev', () => {
  it('reports the broken anchors of the page in view against the pages compiled so far, once per compile', async () => {
    const log: string[] = [];
    const server = await startDevServer({ root: SITE, port: 0, host: '127.0.0.1', log: (line) => log.push(line) });
    try {
      expect((await fetch(server.url + '/guide')).status).toBe(200);
      expect((await fetch(server.url + '/')).status).toBe(200);
      const anchors = () => log.filter((l) => l.includes('broken-anchor'));
      // `/` links to /guide (compiled: checked) and /components (not compiled yet: left alone).
      expect(anchors().some((l) => l.startsWith('index.mdx:10:32'))).toBe(true);
      expect(anchors().some((l) => l.includes('/components#no-such-card'))).toBe(false);
      const count = anchors().length;
      await fetch(server.url + '/');
      expect(anchors()).toHaveLength(count);
    } finally {
      await server.close();
    }
  });
});

describe('the command line', () => {
  const BIN = path.join(import.meta.dirname, '../bin/sextant.js');
  const run = (args: string[]) => spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

  it('`check` fails on broken anchors; `--external` reports a link nothing answers, and fails `build --strict`', async () => {
    const checked = run(['check', SITE]);
    expect(checked.status).toBe(1);
    expect(checked.stdout).toContain('index.mdx:10:32  error  broken-anchor  Link to "/guide#instal"');
    // A port just given back on the loopback refuses connections: no server is needed to see a failure reported.
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const url = `http://127.0.0.1:${port}/page`;
    const dir = tmpSite({ 'docs.json': { name: 'X', navigation: { pages: ['index'] } }, 'index.mdx': `# X\n\n[down](${url})\n` });
    const external = run(['check', dir, '--external', '--format', 'json']);
    const found = (JSON.parse(external.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
    expect(found.map((d) => [d.code, d.file, d.line, d.severity])).toEqual([['external-link-broken', 'index.mdx', 3, 'warning']]);
    expect(found[0]!.message).toBe(`External link ${url} could not be fetched: ECONNREFUSED`);
    expect(external.status).toBe(0);
    expect(run(['build', dir, '--external', '--strict', '--out', path.join(dir, 'out')]).status).toBe(1);
  });
});

describe('links to a folder without an index page', () => {
  it('lead to its first page; an anchor that page lacks is reported with the href as written', async () => {
    const docs = tmpSite({
      'docs.json': { name: 'Folders', navigation: { pages: ['index', 'guides/one', 'guides/two'] } },
      'index.mdx': '---\ntitle: Home\n---\n\nSee [setup](/guides#setup) and [install](/guides/index#install).\n',
      'guides/one.mdx': '---\ntitle: One\n---\n\n## Setup\n\nText.\n',
      'guides/two.mdx': '---\ntitle: Two\n---\n\n## Install\n\nText.\n',
    });
    const r = await build(docs, { cache: false });
    expect(r.ok).toBe(true);
    const home = fs.readFileSync(path.join(docs, 'dist', 'index.html'), 'utf8');
    expect(home).toContain('<a href="/guides/one#setup" class="link">setup</a>');
    expect(r.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`)).toEqual([
      'index.mdx:5:32 broken-anchor Link to "/guides/index#install" leads to "/guides/one", the first page of a folder without an index page, which has no heading or anchor "#install"',
    ]);
  });
});
