/**
 * The search dialog's links: Pagefind names each page by the file its document was written to for it
 * (output/search-bundle.ts, `stagedFile`), and the dialog turns that name back into the page's route.
 */
import { describe, expect, it } from 'vitest';
import { route } from '../../runtime/search/dialog.js';
import { stagedFile } from '../../src/output/search-bundle.js';

/** Pagefind's URL for a file of the folder it read: `/` and the path, `index.html` dropped. */
const pagefindUrl = (file: string) => '/' + file.replace(/(^|\/)index\.html$/, '$1');

describe('search result links', () => {
  it('lead back to each page’s route, and to its headings', () => {
    for (const r of ['/', '/guide', '/guides/setup', '/en/v2/api-reference/list-widgets', '/legacy/page.html', '/指南/开始']) {
      expect(route(pagefindUrl(stagedFile(r)))).toBe(r);
      expect(route(pagefindUrl(stagedFile(r)) + '#step-1')).toBe(r + '#step-1');
    }
  });

  it('leave other URLs as they are', () => {
    expect(route('/guide#a.html')).toBe('/guide#a.html');
    expect(route('https://example.com/')).toBe('https://example.com/');
  });
});

describe('links with seo.trailingSlash', () => {
  it('end a page’s path with / before its fragment, and leave the root and other URLs alone', async () => {
    const { linkPath } = await import('../../runtime/link-path.js');
    expect(linkPath('/guide', true)).toBe('/guide/');
    expect(linkPath('/guide#step-1', true)).toBe('/guide/#step-1');
    expect(linkPath('/guide?x=1', true)).toBe('/guide/?x=1');
    expect(linkPath('/', true)).toBe('/');
    expect(linkPath('/guide/', true)).toBe('/guide/');
    expect(linkPath('https://example.com/a', true)).toBe('https://example.com/a');
    expect(linkPath('/guide', false)).toBe('/guide');
  });
});
