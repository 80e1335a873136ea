/**
 * Internal links docs.json writes outside the sidebar (navbar, footer, global anchors) are checked as a
 * page's links are, and a folder of pages leads to its first page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../src/output/build.js';
import { checkSiteAndPages } from '../src/site/check.js';
import { tmpSite } from './helpers/tmp-site.js';

describe('links written in docs.json', () => {
  it('lead a folder to its first page, and a link to no page is warned at its place', async () => {
    const root = tmpSite({
      'docs.json': `{
  "name": "Links",
  "navigation": {
    "global": { "anchors": [{ "anchor": "Guides", "href": "/guides" }] },
    "pages": ["index", "guides/start", "guides/next"]
  },
  "navbar": { "links": [{ "label": "Start", "href": "/guides/start" }, { "label": "Gone", "href": "/gone" }] },
  "footer": { "links": [{ "header": "More", "items": [{ "label": "Guides", "href": "/guides/" }, { "label": "File", "href": "/openapi.yaml" }] }] }
}
`,
      'index.mdx': '---\ntitle: Home\n---\n\nText.\n',
      'guides/start.mdx': '---\ntitle: Start\n---\n\nText.\n',
      'guides/next.mdx': '---\ntitle: Next\n---\n\nText.\n',
    });
    const out = path.join(root, '_out');
    const result = await build(root, { outDir: out, cache: false });
    expect(result.ok).toBe(true);
    expect(result.diagnostics.filter((d) => d.code === 'broken-link').map((d) => [d.file, d.line, d.column, d.pointer, d.message])).toEqual(
      [['docs.json', 7, 99, '/navbar/links/1/href', 'Link to "/gone" leads to no page or file']],
    );
    const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    // The folder's first page, in the footer and the global anchor; files and pages as written.
    expect(html).toMatch(/<a [^>]*href="\/guides\/start"[^>]*>Guides<\/a>/);
    expect(html).not.toMatch(/href="\/guides\/?"/);
    expect(html).toContain('href="/openapi.yaml"');
    expect(html).toContain('href="/gone"');
    // `check` fails on it, as on a page's broken link.
    const { diagnostics } = await checkSiteAndPages(root);
    expect(diagnostics.filter((d) => d.code === 'broken-link').map((d) => d.severity)).toEqual(['error']);
  });
});
