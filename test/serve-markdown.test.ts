import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../src/output/build.js';
import { startStaticServer } from '../src/dev/static-server.js';
import { startDevServer, type DevServer } from '../src/dev/dev-server.js';
import { fixture } from './helpers/built-site.js';
import { tmpSite } from './helpers/tmp-site.js';

const EXPECTED = path.resolve(import.meta.dirname, 'fixtures/twins-expected');
const MARKDOWN = { accept: 'text/markdown, text/html;q=0.9' };

describe('sextant serve: Accept: text/markdown', () => {
  let server: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-serve-md-'));
    expect((await build(fixture('twins'), { outDir: out, cache: false })).ok).toBe(true);
    server = await startStaticServer({ root: out, port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(() => server?.close());

  it('answers a page URL with its twin when Markdown is preferred, and with HTML otherwise', async () => {
    const md = await fetch(server.url + '/components', { headers: MARKDOWN });
    expect(md.status).toBe(200);
    expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(md.headers.get('vary')).toContain('Accept');
    expect(await md.text()).toBe(fs.readFileSync(path.join(EXPECTED, 'components.md'), 'utf8'));
    const html = await fetch(server.url + '/components', { headers: { accept: 'text/html,*/*;q=0.8' } });
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html.headers.get('vary')).toContain('Accept');
    // Pages say where the llms.txt files are, as the reference's do.
    expect(html.headers.get('link')).toBe('</llms.txt>; rel="llms-txt", </llms-full.txt>; rel="llms-full-txt"');
    expect(html.headers.get('x-llms-txt')).toBe('/llms.txt');
    expect((await fetch(server.url + '/llms.txt')).headers.get('x-llms-txt')).toBeNull();
  });

  it('answers Accept: text/plain with the twin too, as the reference does', async () => {
    const plain = await fetch(server.url + '/components', { headers: { accept: 'text/plain' } });
    expect(plain.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await plain.text()).toBe(fs.readFileSync(path.join(EXPECTED, 'components.md'), 'utf8'));
  });

  it('serves the root page and API pages the same way, and /<page>.md directly', async () => {
    expect(await (await fetch(server.url + '/', { headers: MARKDOWN })).text()).toMatch(/^# Welcome\n/);
    const api = await fetch(server.url + '/api-reference/update-a-pet.md');
    expect(api.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await api.text()).toBe(fs.readFileSync(path.join(EXPECTED, 'update-a-pet.md'), 'utf8'));
    const llms = await fetch(server.url + '/.well-known/llms.txt');
    expect(llms.status).toBe(200);
    expect(await llms.text()).toMatch(/^# Twins\n/);
  });
});

describe('sextant dev: Markdown twins', () => {
  let server: DevServer;
  let root: string;
  beforeAll(async () => {
    root = tmpSite({
      'docs.json': { name: 'Dev twins', navigation: { pages: ['index', 'guide'] } },
      'index.mdx': '# Home\n',
      'guide.mdx': '---\ntitle: Guide\n---\n\n<Note>First text.</Note>\n',
    });
    server = await startDevServer({ root, port: 0, host: '127.0.0.1', log: () => {} });
  }, 60_000);
  afterAll(() => server?.close());

  it('answers Accept: text/markdown and /<page>.md with the twin, which follows an edit', async () => {
    const viaAccept = await fetch(server.url + '/guide', { headers: MARKDOWN });
    expect(viaAccept.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(viaAccept.headers.get('vary')).toBe('Accept');
    expect(await viaAccept.text()).toBe('# Guide\n\n> **Note**\n>\n> First text.\n');
    expect(await (await fetch(server.url + '/index.md')).text()).toBe('# Home\n');
    fs.writeFileSync(path.join(root, 'guide.mdx'), '---\ntitle: Guide\n---\n\n<Tip>Edited text.</Tip>\n');
    await expect
      // The watcher and the recompile can take seconds on a loaded machine (CI runs test files side by side).
      .poll(async () => (await fetch(server.url + '/guide.md')).text(), { timeout: 30_000 })
      .toBe('# Guide\n\n> **Tip**\n>\n> Edited text.\n');
    const html = await fetch(server.url + '/guide');
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html.headers.get('x-llms-txt')).toBe('/llms.txt');
  });
});
