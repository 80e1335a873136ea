/**
 * One visibility rule (src/render/visibility.ts) in a built site: the sidebar, the search index,
 * sitemap.xml, llms.txt, the robots meta and sextant-manifest.json agree on every page, with
 * `seo.indexing` left to its default and set to `all`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { build } from '../src/output/build.js';
import type { SiteManifest } from '../src/output/outputs/site-manifest.js';
import { tmpSite } from './helpers/tmp-site.js';

const page = (title: string, fm = '') => `---\ntitle: ${title}\n${fm}---\n\n${title} text.\n`;

function site(indexing?: 'all'): string {
  return tmpSite({
    'docs.json': {
      name: 'Visibility',
      navigation: {
        groups: [
          { group: 'Start', pages: ['index', 'plain', 'fm-hidden', 'quiet', 'unsearchable'] },
          { group: 'Hidden', hidden: true, pages: ['in-hidden-group'] },
          { group: 'Hidden searchable', hidden: true, searchable: true, pages: ['in-searchable-group'] },
        ],
      },
      seo: { metatags: { canonical: 'https://docs.example.com' }, ...(indexing ? { indexing } : {}) },
    },
    'index.mdx': page('Home'),
    'plain.mdx': page('Plain'),
    'fm-hidden.mdx': page('Frontmatter hidden', 'hidden: true\n'),
    'quiet.mdx': page('Quiet', 'noindex: true\n'),
    'unsearchable.mdx': page('Unsearchable', 'searchable: false\n'),
    'in-hidden-group.mdx': page('In a hidden group'),
    'in-searchable-group.mdx': page('In a searchable hidden group'),
    'unlisted.mdx': page('Unlisted'),
    'also-unlisted.mdx': page('Also unlisted'),
  });
}

/** For each page: [sidebar, search, sitemap, llms.txt, noindex meta], read back from the built files. */
function outputs(out: string): Record<string, boolean[]> {
  const read = (f: string) => fs.readFileSync(path.join(out, f), 'utf8');
  const searched = new Set(
    fs.readdirSync(path.join(out, '_sextant/search/fragment')).map((name) => {
      const text = zlib.gunzipSync(fs.readFileSync(path.join(out, '_sextant/search/fragment', name))).toString('utf8');
      // Pagefind names a page by the file of the document it read (`/plain.html`, output/search-bundle.ts).
      return (JSON.parse(text.slice(text.indexOf('{'))) as { url: string }).url.replace(/\.html$/, '');
    }),
  );
  const sitemap = new Set([...read('sitemap.xml').matchAll(/<loc>https:\/\/docs\.example\.com(.*?)<\/loc>/g)].map((m) => m[1] || '/'));
  const llms = new Set([...read('llms.txt').matchAll(/\]\((\/[^)]*)\.md\)/g)].map((m) => (m[1] === '/index' ? '/' : m[1])));
  const sidebar = read('plain/index.html').match(/<div id="navigation-items" class="sx-sidebar-tree">[^]*?<\/nav>/)![0];
  const manifest = JSON.parse(read('sextant-manifest.json')) as SiteManifest;
  const result: Record<string, boolean[]> = {};
  for (const entry of manifest.routes) {
    const file = entry.path === '/' ? 'index.html' : `${entry.path.slice(1)}/index.html`;
    const noindex = /<meta name="robots" content="noindex"\/>/.test(read(file));
    // The manifest says the same as the page and the sidebar.
    expect(entry.noindex === true, `${entry.path} manifest noindex`).toBe(noindex);
    const inSidebar = sidebar.includes(`href="${entry.path}"`);
    expect(entry.hidden !== true, `${entry.path} manifest hidden`).toBe(inSidebar);
    result[entry.path] = [inSidebar, searched.has(entry.path), sitemap.has(entry.path), llms.has(entry.path), noindex];
  }
  return result;
}

describe('visibility in a built site', () => {
  it('follows the visibility matrix in every output, with seo.indexing navigable and all', async () => {
    const navigable = site();
    expect((await build(navigable, { outDir: path.join(navigable, 'dist'), cache: false })).ok).toBe(true);
    //                       sidebar search sitemap llms  noindex
    expect(outputs(path.join(navigable, 'dist'))).toEqual({
      '/': [true, true, true, true, false],
      '/plain': [true, true, true, true, false],
      '/fm-hidden': [false, false, false, false, true],
      '/quiet': [true, false, false, false, true],
      '/unsearchable': [true, false, true, true, false],
      '/in-hidden-group': [false, false, false, false, true],
      '/in-searchable-group': [false, true, true, true, false],
      '/unlisted': [false, false, false, false, false],
      '/also-unlisted': [false, false, false, false, false],
    });

    const all = site('all');
    expect((await build(all, { outDir: path.join(all, 'dist'), cache: false })).ok).toBe(true);
    expect(outputs(path.join(all, 'dist'))).toEqual({
      '/': [true, true, true, true, false],
      '/plain': [true, true, true, true, false],
      '/fm-hidden': [false, true, true, true, false],
      '/quiet': [true, false, false, false, true],
      '/unsearchable': [true, false, true, true, false],
      '/in-hidden-group': [false, true, true, true, false],
      '/in-searchable-group': [false, true, true, true, false],
      '/unlisted': [false, true, true, true, false],
      '/also-unlisted': [false, true, true, true, false],
    });
    // llms.txt lists the pages outside the navigation last, by URL.
    const llms = fs.readFileSync(path.join(all, 'dist/llms.txt'), 'utf8');
    expect([...llms.matchAll(/\]\((\/[^)]*)\.md\)/g)].map((m) => m[1]).slice(-2)).toEqual(['/also-unlisted', '/unlisted']);
  });
});
