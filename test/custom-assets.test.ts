import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../src/output/build.js';
import { customAssetUrls } from '../src/output/custom-assets.js';
import { tmpSite } from './helpers/tmp-site.js';

describe('site-wide custom CSS and JavaScript', () => {
  it('lists every .css and .js file but scripts under snippets/, in path order', () => {
    expect(
      customAssetUrls(['b.css', 'a/theme.css', 'x.js', 'snippets/comp.js', 'snippets/s.css', '_sextant/app.js', 'img.png', 'my file.js']),
    ).toEqual({
      customCss: ['/a/theme.css', '/b.css', '/snippets/s.css'],
      customJs: ['/my%20file.js', '/x.js'],
    });
  });

  it('links them on every page (stylesheets after Sextant’s, scripts deferred at the end) and copies them', async () => {
    const root = tmpSite({
      'docs.json': { navigation: { pages: ['a', 'b'] } },
      'a.mdx': '# A\n\n## Footer\n',
      'b.mdx': '# B\n',
      'style.css': '#navbar { border-bottom-width: 3px; }',
      'scripts/analytics.js': 'window.__custom = 1;',
      'snippets/widget.js': 'export const W = 1;',
      'node_modules/pkg/x.css': 'a{}',
    });
    const out = path.join(root, 'dist');
    expect((await build(root, { outDir: out })).ok).toBe(true);
    for (const page of ['a', 'b']) {
      const html = fs.readFileSync(path.join(out, page, 'index.html'), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.indexOf('<link rel="stylesheet" href="/style.css"/>')).toBeGreaterThan(head.indexOf('/_sextant/site.'));
      expect(html).toMatch(/<script defer src="\/scripts\/analytics\.js"><\/script><\/body>/);
      expect(html).not.toContain('widget.js');
      expect(html).not.toContain('node_modules');
      // The documented layout ids.
      for (const id of ['navbar', 'sidebar', 'content-area', 'header', 'footer']) expect(html).toContain(`id="${id}"`);
    }
    // A heading named like a layout part gets another id: every id stays unique.
    expect(fs.readFileSync(path.join(out, 'a/index.html'), 'utf8')).toContain('<h2 id="footer-2">');
    expect(fs.readFileSync(path.join(out, 'style.css'), 'utf8')).toContain('#navbar');
    expect(fs.existsSync(path.join(out, 'scripts/analytics.js'))).toBe(true);
  });
});
