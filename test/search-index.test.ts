/**
 * What the search index holds (Pagefind's fragments, one per indexed page, read back from the built
 * output): hidden, noindex and `searchable: false` pages stay out, every page carries its language and
 * version filters, API pages their method, path and parameter names, and after a rebuild that
 * compiled one page the index still covers every page, with the edited page's new text.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { build } from '../src/output/build.js';
import { fixture } from './helpers/built-site.js';
import { copySite, tmpSite } from './helpers/tmp-site.js';

interface Fragment {
  url: string;
  content: string;
  filters: Record<string, string[]>;
  meta: Record<string, string>;
  anchors: { element: string; id: string; text: string }[];
}

/** The indexed pages of a built site, by URL (Pagefind's fragments are gzipped JSON after a signature). */
function indexed(outDir: string): Map<string, Fragment> {
  const dir = path.join(outDir, '_sextant/search/fragment');
  const out = new Map<string, Fragment>();
  for (const name of fs.readdirSync(dir)) {
    const text = zlib.gunzipSync(fs.readFileSync(path.join(dir, name))).toString('utf8');
    const fragment = JSON.parse(text.slice(text.indexOf('{'))) as Fragment;
    // Pagefind names a page by the file of the document it read (`/en/v1.html`, output/search-bundle.ts).
    out.set(fragment.url.replace(/\.html$/, ''), fragment);
  }
  return out;
}

/** A copy of the search fixture in a throw-away folder (the rebuild edits it). */
function copyOfFixture(): string {
  const root = tmpSite({});
  copySite(fixture('search'), root);
  return root;
}

describe('search index', () => {
  it('indexes searchable pages with their filters, and leaves hidden, noindex and searchable: false pages (and groups) out', async () => {
    const root = copyOfFixture();
    const out = path.join(root, 'dist');
    const first = await build(root, { outDir: out });
    expect(first.ok).toBe(true);
    const pages = indexed(out);
    expect([...pages.keys()].sort()).toEqual([
      '/api-reference/create-a-widget',
      '/api-reference/list-the-parts-of-a-widget',
      '/en/v1',
      '/en/v2',
      '/en/v2/boosted',
      '/en/v2/hidden-but-searchable',
      '/en/v2/install',
      '/en/v2/plain',
      '/fr/v2',
    ]);
    expect(pages.get('/fr/v2')!.filters).toEqual({ language: ['fr'], version: ['v2'] });
    expect(pages.get('/en/v1')!.filters).toEqual({ language: ['en'], version: ['v1'] });
    expect(pages.get('/api-reference/create-a-widget')!.filters).toEqual({ language: ['en'], version: ['v2'] });
    for (const page of pages.values()) expect(page.content).not.toContain('zeppelin');

    // Only the article: the sidebar's labels and the footer are not in the text.
    const install = pages.get('/en/v2/install')!;
    expect(install.meta['title']).toBe('Install');
    expect(install.content).not.toMatch(/Plain page|Built with/);
    expect(install.anchors.map((a) => [a.element, a.id])).toEqual(
      expect.arrayContaining([
        ['h2', 'configure-the-flux-capacitor'],
        ['h2', 'uninstall'],
      ]),
    );
    // API operations: the method, the path whole and by segment, and the parameters' names as words of their own.
    const api = pages.get('/api-reference/list-the-parts-of-a-widget')!;
    expect(api.meta['title']).toBe('List the parts of a widget');
    expect(api.content).toContain('GET /widgets/{widgetId}/parts widgets widgetId parts sprocketFilter');
    // An operation's record holds its description, parameters and the body's top-level field names; its
    // code samples, responses and nested schema fields stay out (render/search-document.ts).
    const create = pages.get('/api-reference/create-a-widget')!;
    expect(create.content).toContain('POST /widgets');
    expect(create.content).toContain('Registers a widget with the gyroscope registry.');
    expect(create.content).toMatch(/\bname\b/);
    expect(create.content).toMatch(/\bdimensions\b/);
    expect(create.content).not.toMatch(/heightMillimetres|marmot|serialNumber|narwhal|curl/);
    expect(api.content).toContain('Only parts of this kind.');
    expect(api.anchors.map((a) => a.id)).toContain('query-parameters');
    // Keywords are indexed (hidden on the page).
    expect(pages.get('/en/v2/boosted')!.content).toContain('beacon');
    expect(JSON.parse(fs.readFileSync(path.join(out, '_sextant/search/pagefind-entry.json'), 'utf8'))).toMatchObject({
      languages: { en: { page_count: 9 } },
    });
    // Pagefind's own UIs are not shipped: the dialog is Sextant's.
    expect(fs.readdirSync(path.join(out, '_sextant/search')).filter((f) => /ui|highlight/.test(f))).toEqual([]);

    // A rebuild compiles only the edited page; the index still covers every page and has its new text.
    fs.writeFileSync(path.join(root, 'en/v2/plain.mdx'), '---\ntitle: Plain page\n---\n\nA page about the albatross now.\n');
    const second = await build(root, { outDir: out });
    expect([second.ok, second.compiled]).toEqual([true, 1]);
    const after = indexed(out);
    expect([...after.keys()].sort()).toEqual([...pages.keys()].sort());
    expect(after.get('/en/v2/plain')!.content).toContain('albatross');
    expect(after.get('/en/v2/install')!.content).toBe(install.content);
    // Pages the rebuild did not render again are indexed from the documents the first build kept.
    expect(after.get('/api-reference/create-a-widget')!.content).toBe(create.content);
    // The previous index's files that the new one does not have are gone.
    const files = fs.readdirSync(path.join(out, '_sextant/search'));
    expect(files.filter((f) => f.endsWith('.pf_meta'))).toHaveLength(1);
    expect(fs.readdirSync(path.join(out, '_sextant/search/fragment'))).toHaveLength(9);

    // Built again with no page's text changed (a new image): the index it has is kept, not made again.
    const stamps = () =>
      Object.fromEntries(
        fs
          .readdirSync(path.join(out, '_sextant/search'), { recursive: true })
          .map(String)
          .sort()
          .map((f) => [f, fs.statSync(path.join(out, '_sextant/search', f)).mtimeMs]),
      );
    const before = stamps();
    fs.writeFileSync(path.join(root, 'new-image.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const third = await build(root, { outDir: out });
    expect([third.ok, third.compiled]).toEqual([true, 0]);
    expect(fs.existsSync(path.join(out, 'new-image.svg'))).toBe(true);
    expect(stamps()).toEqual(before);
    expect(indexed(out)).toEqual(after);

    // One page's text changes again: the index is made again, with the new text.
    fs.writeFileSync(path.join(root, 'en/v2/plain.mdx'), '---\ntitle: Plain page\n---\n\nA page about the pelican now.\n');
    expect((await build(root, { outDir: out })).ok).toBe(true);
    expect(indexed(out).get('/en/v2/plain')!.content).toContain('pelican');
  });

  it('removes the scratch folder of a build killed before it could', async () => {
    // The pid of a process that has exited.
    const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const abandoned = path.join(os.tmpdir(), `sextant-search-${child.stdout}-test`);
    fs.mkdirSync(abandoned, { recursive: true });
    fs.writeFileSync(path.join(abandoned, 'index.html'), '<html></html>');
    const root = copyOfFixture();
    expect((await build(root, { outDir: path.join(root, 'dist') })).ok).toBe(true);
    expect(fs.existsSync(abandoned)).toBe(false);
    // This build's own is gone too.
    expect(fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith(`sextant-search-${process.pid}-`))).toEqual([]);
  });

  it('writes no index for a site without a searchable page, and its pages mark no indexed body', async () => {
    const root = tmpSite({
      'docs.json': { name: 'Quiet', navigation: { pages: ['index'] } },
      'index.mdx': '---\ntitle: Home\nsearchable: false\n---\n\nNothing to find.\n',
    });
    const out = path.join(root, 'dist');
    expect((await build(root, { outDir: out })).ok).toBe(true);
    expect(fs.existsSync(path.join(out, '_sextant/search'))).toBe(false);
    const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).not.toContain('data-pagefind-body');
    // The box is still there (it says so when there is nothing to search).
    expect(html).toContain('data-sx-search=');
  });
});
