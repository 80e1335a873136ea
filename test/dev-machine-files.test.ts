/**
 * `sextant dev` answers the files machines read (llms.txt, llms-full.txt, their /.well-known/ copies,
 * sitemap.xml, robots.txt) with what `sextant build` writes for the same site, and they follow edits.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../src/output/build.js';
import { startDevServer, type DevServer } from '../src/dev/dev-server.js';
import { tmpSite } from './helpers/tmp-site.js';

const FILES = ['llms.txt', 'llms-full.txt', '.well-known/llms.txt', '.well-known/llms-full.txt', 'sitemap.xml', 'robots.txt'];

describe('sextant dev: llms.txt, sitemap.xml, robots.txt', () => {
  let server: DevServer;
  let root: string;
  beforeAll(async () => {
    root = tmpSite({
      'docs.json': {
        name: 'Dev machines',
        description: 'What machines read.',
        navigation: {
          tabs: [
            { tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'guide', 'secret'] }] },
            { tab: 'Reference', groups: [{ group: 'Ref', pages: ['reference/config'] }] },
          ],
        },
        seo: { metatags: { canonical: 'https://docs.example.com' } },
      },
      'index.mdx': '---\ntitle: Home\ndescription: The start.\n---\n\nWelcome.\n',
      'guide.mdx': '---\ntitle: Guide\n---\n\nGuide text.\n',
      'secret.mdx': '---\ntitle: Secret\nhidden: true\n---\n\nSecret text.\n',
      'reference/config.mdx': '---\ntitle: Config\n---\n\nConfig text.\n',
      'unlisted.mdx': '---\ntitle: Unlisted\n---\n\nUnlisted text.\n',
    });
    server = await startDevServer({ root, port: 0, host: '127.0.0.1', log: () => {} });
  }, 60_000);
  afterAll(() => server?.close());

  const get = async (file: string) => {
    const res = await fetch(`${server.url}/${file}`);
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  };

  it('answers each file with what the build writes', async () => {
    const out = path.join(root, 'dist');
    expect((await build(root, { outDir: out, cache: false })).ok).toBe(true);
    for (const file of [...FILES, 'guides/llms.txt', 'reference/llms.txt']) {
      const res = await get(file);
      expect([file, res.status]).toEqual([file, 200]);
      expect(res.text, file).toBe(fs.readFileSync(path.join(out, file), 'utf8'));
    }
    expect((await get('llms.txt')).type).toBe('text/plain; charset=utf-8');
    expect((await get('sitemap.xml')).type).toBe('application/xml; charset=utf-8');
    const llms = (await get('llms.txt')).text;
    expect(llms).toContain('- [Guide](/guide.md)');
    expect(llms).not.toMatch(/Secret|Unlisted/);
    expect((await get('nowhere/llms.txt')).status).toBe(404);
  });

  it('follows edits, and a file of the docs folder wins', async () => {
    fs.writeFileSync(path.join(root, 'guide.mdx'), '---\ntitle: Renamed guide\nnoindex: true\n---\n\nGuide text.\n');
    await expect.poll(async () => (await get('sitemap.xml')).text, { timeout: 10_000 }).not.toContain('/guide<');
    expect((await get('llms.txt')).text).not.toContain('guide');
    fs.writeFileSync(path.join(root, 'guide.mdx'), '---\ntitle: Renamed guide\n---\n\nGuide text.\n');
    await expect.poll(async () => (await get('llms.txt')).text, { timeout: 10_000 }).toContain('- [Renamed guide](/guide.md)');
    expect((await get('llms-full.txt')).text).toContain('# Renamed guide');

    fs.writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\nDisallow: /private\n');
    fs.writeFileSync(path.join(root, 'llms.txt'), '# Our own\n');
    await expect.poll(async () => (await get('robots.txt')).text, { timeout: 10_000 }).toBe('User-agent: *\nDisallow: /private\n');
    expect((await get('llms.txt')).text).toBe('# Our own\n');
    expect((await get('.well-known/llms.txt')).text).toBe('# Our own\n');
  });
});
