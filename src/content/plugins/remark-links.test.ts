import { describe, expect, it } from 'vitest';
import { compileSource, contentSite, located } from '../../../test/helpers/content.js';
import { compilePage } from '../compile-page.js';
import { resolveHref } from '../../navigation/resolve-href.js';

describe('resolveHref', () => {
  it.each([
    ['./a', 'guides', { url: '/guides/a', route: '/guides/a' }],
    ['a', 'guides', { url: '/guides/a', route: '/guides/a' }],
    ['../b.mdx', 'guides', { url: '/b', route: '/b' }],
    ['./setup.md#step-2', 'guides', { url: '/guides/setup#step-2', route: '/guides/setup' }],
    ['/abs', 'guides', { url: '/abs', route: '/abs' }],
    ['/a?x=1#y', '.', { url: '/a?x=1#y', route: '/a' }],
    ['./a.mdx?tab=2#part', 'guides', { url: '/guides/a?tab=2#part', route: '/guides/a' }],
    ['index.mdx', 'guides', { url: '/guides', route: '/guides' }],
    ['/index.mdx', 'guides', { url: '/', route: '/' }],
    ['/', 'guides', { url: '/', route: '/' }],
    ['a/', 'guides', { url: '/guides/a', route: '/guides/a' }],
    ['/guides/index', '.', { url: '/guides', route: '/guides' }],
    ['/guides/index#part', '.', { url: '/guides#part', route: '/guides' }],
    ['./index', 'guides', { url: '/guides', route: '/guides' }],
    ['/index', '.', { url: '/', route: '/' }],
    ['/reindex', '.', { url: '/reindex', route: '/reindex' }],
    ['../../../x', 'guides', { url: '/x', route: '/x' }],
    ['./img.png', 'guides', { url: '/guides/img.png', route: '/guides/img.png', file: 'guides/img.png' }],
    ['/files/My%20Guide.pdf', '.', { url: '/files/My%20Guide.pdf', route: '/files/My Guide.pdf', file: 'files/My Guide.pdf' }],
    ['./a b.png', '.', { url: '/a%20b.png', route: '/a b.png', file: 'a b.png' }],
    ['/bad%zz.png', '.', { url: '/bad%25zz.png', route: '/bad%zz.png', file: 'bad%zz.png' }],
  ])('resolves %j from folder %j', (href, dir, expected) => {
    expect(resolveHref(href, dir)).toEqual(expected);
  });

  it.each([
    '',
    '#hash',
    '?q=1',
    'https://example.com/a',
    'HTTP://EXAMPLE.COM',
    'mailto:a@example.com',
    'tel:+123',
    '//cdn.example.com/x.js',
    'data:image/png;base64,AAAA',
  ])('leaves %j alone', (href) => {
    expect(resolveHref(href, 'guides')).toBeUndefined();
  });
});

describe('links in pages', () => {
  const others = { 'guides/a.mdx': '# A\n', 'b.mdx': '# B\n', 'abs.mdx': '# Abs\n', 'guides/img.png': 'png', 'files/guide.pdf': 'pdf' };

  it('resolves relative, parent and absolute links against the page folder and strips .md/.mdx', async () => {
    const page = await compileSource('[a](./a) [b](../b.mdx) [abs](/abs) [self](a.mdx#top)\n', { file: 'guides/page.mdx', others });
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<a href="/guides/a">a</a>');
    expect(page.html).toContain('<a href="/b">b</a>');
    expect(page.html).toContain('<a href="/abs">abs</a>');
    expect(page.html).toContain('<a href="/guides/a#top">self</a>');
  });

  it('keeps anchors, external links and query strings as written', async () => {
    const page = await compileSource('[h](#hash) [ext](https://example.com/x?y=1) [q](/abs?x=1#y) [mail](mailto:a@example.com)\n', {
      file: 'guides/page.mdx',
      others,
    });
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<a href="#hash">h</a>');
    expect(page.html).toContain('<a href="https://example.com/x?y=1">ext</a>');
    expect(page.html).toContain('<a href="/abs?x=1#y">q</a>');
    expect(page.html).toContain('<a href="mailto:a@example.com">mail</a>');
    expect(page.assets).toEqual([]);
  });

  it('resolves reference-style link definitions', async () => {
    const page = await compileSource('See [the B page][b].\n\n[b]: ../b.mdx\n', { file: 'guides/page.mdx', others });
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<a href="/b">the B page</a>');
  });

  it('resolves images and linked files and collects them as assets', async () => {
    const page = await compileSource('![diagram](./img.png)\n\n[Download](../files/guide.pdf)\n', { file: 'guides/page.mdx', others });
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<img src="/guides/img.png" alt="diagram"/>');
    expect(page.html).toContain('<a href="/files/guide.pdf">Download</a>');
    expect(page.assets.sort()).toEqual(['files/guide.pdf', 'guides/img.png']);
  });

  it('leaves external images alone and does not collect them', async () => {
    const page = await compileSource('![x](https://example.com/x.png)\n', { others });
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<img src="https://example.com/x.png" alt="x"/>');
    expect(page.assets).toEqual([]);
  });

  it('warns about links to no page or file at the link', async () => {
    const page = await compileSource('Intro\n\nSee [gone](./gone) and [file](/missing.pdf).\n', { file: 'guides/page.mdx', others });
    expect(located(page.diagnostics, 'broken-link')).toEqual([
      { severity: 'warning', file: 'guides/page.mdx', line: 3, column: 5 },
      { severity: 'warning', file: 'guides/page.mdx', line: 3, column: 24 },
    ]);
    expect(page.diagnostics.map((d) => d.message)).toEqual([
      expect.stringContaining('"/guides/gone"'),
      expect.stringContaining('"/missing.pdf"'),
    ]);
    expect(page.html).toContain('<a href="/guides/gone">gone</a>');
  });

  it('warns about missing images at the image', async () => {
    const page = await compileSource('Text\n\n  ![missing](../nope.png)\n', { file: 'guides/page.mdx', others });
    expect(located(page.diagnostics, 'missing-asset')).toEqual([{ severity: 'warning', file: 'guides/page.mdx', line: 3, column: 3 }]);
    expect(page.diagnostics[0]!.message).toContain('"nope.png"');
    expect(page.assets).toEqual([]);
  });

  it('accepts links to routes that are not files (generated pages)', async () => {
    const page = await compileSource('[API](/api-reference/users/list)\n', { routes: ['/api-reference/users/list'] });
    expect(page.diagnostics).toEqual([]);
  });

  it('accepts links under the fixed prefix of a wildcard redirect, and only those', async () => {
    const ctx = {
      ...contentSite({
        'page.mdx': '[old](/beta/setup) [card](/beta)\n\n<Card title="C" href="/beta/x/y">c</Card>\n\n[other](/betamax)\n',
      }),
      redirectPrefixes: ['/beta/'],
    };
    const page = await compilePage('page.mdx', '/page', ctx);
    expect(page.diagnostics.map((d) => [d.code, d.message])).toEqual([
      ['broken-link', expect.stringContaining('"/beta"')],
      ['broken-link', expect.stringContaining('"/betamax"')],
    ]);
  });

  it('resolves the `href` of components such as Card, and warns when it leads nowhere', async () => {
    const page = await compileSource(
      '<Card title="A" href="./a.mdx">x</Card>\n\n<Card title="Gone" href="../gone">y</Card>\n\n<Card title="Ext" href="https://example.com">z</Card>\n',
      {
        file: 'guides/page.mdx',
        others,
      },
    );
    expect(page.html).toContain('<a class="sx-card" href="/guides/a">');
    expect(page.html).toContain('<a class="sx-card" href="/gone">');
    expect(page.html).toContain('<a class="sx-card" href="https://example.com" rel="noopener">');
    expect(located(page.diagnostics, 'broken-link')).toEqual([{ severity: 'warning', file: 'guides/page.mdx', line: 3, column: 1 }]);
  });

  it('leaves links inside code alone', async () => {
    const page = await compileSource('`[a](./gone)`\n\n```md\n[a](./gone)\n```\n');
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<code>[a](./gone)</code>');
  });
});
