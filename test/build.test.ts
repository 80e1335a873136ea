import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../src/output/build.js';
import { sharedFixtures, tmpSite } from './helpers/tmp-site.js';

const SITES = path.join(import.meta.dirname, 'fixtures/sites');

/** Hashed asset names change with the stylesheet and runtime; golden files should not. */
function normalize(html: string): string {
  return html.replace(/\/_sextant\/(\w+)\.[0-9a-f]{10}\.(css|js)/g, '/_sextant/$1.HASH.$2');
}

function outDir(): string {
  return path.join(tmpSite({}), 'dist');
}

describe('sextant build', () => {
  it('writes one index.html per route, 404.html, hashed assets and static files', async () => {
    const out = outDir();
    const result = await build(path.join(SITES, 'content'), { outDir: out });
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
    for (const file of ['index.html', 'guide/index.html', 'extra/index.html', '404.html', 'images/diagram.svg']) {
      expect(fs.existsSync(path.join(out, file)), file).toBe(true);
    }
    expect(fs.readdirSync(path.join(out, '_sextant')).some((f) => /^site\.[0-9a-f]{10}\.css$/.test(f))).toBe(true);
    expect(fs.existsSync(path.join(out, '_sextant/katex/katex.min.css'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'docs.json'))).toBe(false);
  });

  it.each(['index', 'guide', 'extra'])('renders %s to its golden HTML', async (page) => {
    const out = outDir();
    await build(path.join(SITES, 'content'), { outDir: out });
    const html = normalize(fs.readFileSync(path.join(out, page === 'index' ? 'index.html' : `${page}/index.html`), 'utf8'));
    await expect(html.replace(/></g, '>\n<')).toMatchFileSnapshot(path.join(import.meta.dirname, 'golden/html', `content-${page}.html`));
  });

  it('renders the layout: banner, sidebar state, current page, eyebrow, TOC and prev/next', async () => {
    const out = outDir();
    await build(path.join(SITES, 'content'), { outDir: out });
    const html = fs.readFileSync(path.join(out, 'guide/index.html'), 'utf8');
    expect(html).toContain('<li data-active="true"><a href="/guide" aria-current="page"');
    expect(html).toMatch(/<p class="sx-eyebrow eyebrow"[^>]*>Start<\/p>/);
    expect(html).toMatch(/<details class="sx-group sidebar-group" data-sx-group-id="[^"]+" data-sx-first="\/extra">/);
    expect(html).toContain('href="#steps-2"');
    expect(html).toMatch(/rel="prev"[^]*Welcome[^]*rel="next"[^]*Extra page/);
    expect(html).toContain('migration guide</a>');
    expect(html).toMatch(/data-sx-banner-key="[0-9a-f]{10}"/);
    const extra = fs.readFileSync(path.join(out, 'extra/index.html'), 'utf8');
    // Open, and marked as holding the current page (`.sidebar-group[data-active]`).
    expect(extra).toMatch(/<details class="sx-group sidebar-group" data-sx-group-id="[^"]+" data-active="true"[^>]*open>/);
    expect(extra.match(/<h1/g)).toHaveLength(1);
  });

  it('honours frontmatter hidden and keywords, and docs.json fonts', async () => {
    const root = tmpSite({
      'docs.json': {
        navigation: { pages: ['a', 'secret'] },
        fonts: { heading: { family: 'Inter' }, body: { family: 'Brand </style><b>', source: '/fonts/brand.woff2', format: 'woff2' } },
      },
      'a.mdx': '---\ntitle: A\nkeywords: [alpha, beta]\n---\n\nText.\n',
      'secret.mdx': '---\ntitle: Secret\nhidden: true\n---\n\nHidden.\n',
    });
    const out = path.join(root, 'dist');
    expect((await build(root, { outDir: out })).ok).toBe(true);
    const a = fs.readFileSync(path.join(out, 'a/index.html'), 'utf8');
    expect(a).not.toContain('href="/secret"><span>Secret');
    expect(fs.readFileSync(path.join(out, 'secret/index.html'), 'utf8')).toContain('<a href="/secret" aria-current="page"');
    expect(a).toContain('<meta name="keywords" content="alpha, beta"/>');
    // Inter is bundled (nothing fetched from a font service); the body's own family gets its @font-face and the system stack.
    expect(a).not.toContain('fonts.googleapis.com');
    expect(a).toContain('h1,h2,h3,h4,.sx-title{font-family:var(--sx-font)}');
    expect(a).toContain('body{font-family:"Brand \\3c /style>\\3c b>",var(--sx-font-system)}');
    // The top bar's own never-swapping Inter (site.css) gives way to the site's body font.
    expect(a).toContain('.sx-topbar{font-family:inherit}');
    expect(a).not.toContain('rel="preload"');
    // The bundled font is copied (site.css declares it) even when docs.json replaces it.
    expect(fs.existsSync(path.join(out, '_sextant/fonts/inter-latin-wght-normal.woff2'))).toBe(true);
    expect(a).toMatch(/@font-face\{font-family:"Brand \\3c \/style>\\3c b>";src:url\("\/fonts\/brand.woff2"\) format\("woff2"\)/);
    expect(a).not.toContain('</style><b>');
  });

  it('draws docs.json background: colours per mode, an image per mode, a decoration', async () => {
    const root = tmpSite({
      'docs.json': {
        navigation: { pages: ['a'] },
        background: {
          color: { light: '#fafaf7', dark: '#121b22' },
          image: { light: '/bg/light.png', dark: '/bg/dark").png' },
          decoration: 'grid',
        },
      },
      'a.mdx': '# A\n',
    });
    const out = path.join(root, 'dist');
    expect((await build(root, { outDir: out })).ok).toBe(true);
    const a = fs.readFileSync(path.join(out, 'a/index.html'), 'utf8');
    expect(a).toContain(':root{--sx-background-light:#fafaf7;--sx-background-dark:#121b22}');
    expect(a).toContain('body{background-image:url("/bg/light.png");');
    // A path cannot end the url() early.
    expect(a).toContain('html.dark body{background-image:url("/bg/dark\\").png")}');
    expect(a).toMatch(/body::before\{content:"";position:fixed;[^}]*background-size:32px 32px/);
  });

  it('colours the banner with banner.color, and gives the dark favicon to dark system themes', async () => {
    const root = tmpSite({
      'docs.json': {
        navigation: { pages: ['a'] },
        banner: { content: 'Hello', type: 'warning', color: { light: '#123456' } },
        favicon: { light: '/fav-light.svg', dark: '/fav-dark.svg' },
      },
      'a.mdx': '# A\n',
    });
    const out = path.join(root, 'dist');
    expect((await build(root, { outDir: out })).ok).toBe(true);
    const a = fs.readFileSync(path.join(out, 'a/index.html'), 'utf8');
    expect(a).toContain('class="sx-banner sx-banner-warning" style="--sx-banner-bg:#123456;--sx-banner-bg-dark:#123456"');
    expect(a).toContain(
      '<link rel="icon" href="/fav-light.svg"/><link rel="icon" href="/fav-dark.svg" media="(prefers-color-scheme: dark)"/>',
    );
  });

  it('dates pages with metadata.timestamp, from lastUpdatedDate or the file, in the page language; timestamp: false opts out', async () => {
    const root = tmpSite({
      'docs.json': { navigation: { pages: ['a', 'b', 'c'] }, metadata: { timestamp: true } },
      'a.mdx': '---\ntitle: A\nlastUpdatedDate: 2024-03-05\n---\n\nA.\n',
      'b.mdx': '---\ntitle: B\n---\n\nB.\n',
      'c.mdx': '---\ntitle: C\ntimestamp: false\nlastUpdatedDate: 2024-03-05\n---\n\nC.\n',
    });
    const when = new Date('2023-07-09T12:00:00Z');
    fs.utimesSync(path.join(root, 'b.mdx'), when, when);
    const out = path.join(root, 'dist');
    expect((await build(root, { outDir: out })).ok).toBe(true);
    const read = (route: string) => fs.readFileSync(path.join(out, route, 'index.html'), 'utf8');
    expect(read('a')).toContain('<p class="sx-last-modified">Last modified on <time datetime="2024-03-05">March 5, 2024</time></p>');
    expect(read('b')).toContain('<time datetime="2023-07-09">July 9, 2023</time>');
    expect(read('c')).not.toContain('sx-last-modified');
  });

  it('renders errors.404.description as Markdown, and sends readers home with redirect: true', async () => {
    const root = tmpSite({
      'docs.json': {
        navigation: { pages: ['a'] },
        errors: { '404': { title: 'Lost', description: 'Try the [home page](/a) or **search**.' } },
      },
      'a.mdx': '# A\n',
    });
    const out = path.join(root, 'dist');
    expect((await build(root, { outDir: out })).ok).toBe(true);
    expect(fs.readFileSync(path.join(out, '404.html'), 'utf8')).toContain(
      '<p>Try the <a href="/a">home page</a> or <strong>search</strong>.</p>',
    );
    const away = tmpSite({ 'docs.json': { navigation: { pages: ['a'] }, errors: { '404': { redirect: true } } }, 'a.mdx': '# A\n' });
    expect((await build(away, { outDir: path.join(away, 'dist') })).ok).toBe(true);
    expect(fs.readFileSync(path.join(away, 'dist/404.html'), 'utf8')).toContain('<meta http-equiv="refresh" content="0; url=/a">');
  });

  it('writes no RSS feed for a noindex changelog, nor links one', async () => {
    const update = '<Update label="v1" description="2024-01-02">First.</Update>\n';
    const root = tmpSite({
      'docs.json': { navigation: { pages: ['log', 'quiet'] } },
      'log.mdx': `---\ntitle: Log\n---\n\n${update}`,
      'quiet.mdx': `---\ntitle: Quiet\nnoindex: true\n---\n\n${update}`,
    });
    const out = path.join(root, 'dist');
    expect((await build(root, { outDir: out })).ok).toBe(true);
    expect(fs.existsSync(path.join(out, 'log/rss.xml'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'quiet/rss.xml'))).toBe(false);
    expect(fs.readFileSync(path.join(out, 'quiet/index.html'), 'utf8')).not.toContain('rss.xml');
  });

  it('loads the diagram library only on pages with a mermaid diagram', async () => {
    const root = tmpSite({
      'docs.json': { navigation: { pages: ['a', 'b'] } },
      'a.mdx': '# A\n\n```mermaid\ngraph TD; A-->B;\n```\n',
      'b.mdx': '# B\n',
    });
    const out = path.join(root, 'dist');
    expect((await build(root, { outDir: out })).ok).toBe(true);
    const script = /<script defer src="(\/_sextant\/mermaid\.[0-9a-f]{10}\.js)">/;
    const a = fs.readFileSync(path.join(out, 'a/index.html'), 'utf8');
    expect(a).toMatch(script);
    expect(fs.existsSync(path.join(out, script.exec(a)![1]!))).toBe(true);
    expect(fs.readFileSync(path.join(out, 'b/index.html'), 'utf8')).not.toContain('mermaid');
    // No diagram is laid out by ELK: its module is neither linked nor copied.
    expect(a).not.toContain('data-mermaid-layout');
    expect(fs.readdirSync(path.join(out, '_sextant')).some((f) => f.startsWith('mermaid-elk'))).toBe(false);
  });

  it('links and copies the ELK layout only for diagrams laid out by ELK, also from a snippet, and drops it when none is left', async () => {
    const elk = "```mermaid\n%%{init: {'flowchart': {'defaultRenderer': 'elk'}}}%%\nflowchart TD\n  A --> B\n```\n";
    const root = tmpSite({
      'docs.json': { navigation: { pages: ['a', 'b', 'c'] } },
      'snippets/flow.mdx': elk,
      'a.mdx': "import Flow from '/snippets/flow.mdx';\n\n# A\n\n<Flow />\n",
      'b.mdx': '# B\n\n```mermaid\ngraph TD; A-->B;\n```\n',
      'c.mdx': `# C\n\n${elk}`,
    });
    const out = path.join(root, 'dist');
    expect((await build(root, { outDir: out })).ok).toBe(true);
    const link =
      /<link rel="modulepreload" href="(\/_sextant\/mermaid-elk\.[0-9a-f]{10}\/mermaid-layout-elk\.esm\.min\.mjs)" data-mermaid-layout="elk"\/>/;
    const html = (route: string) => fs.readFileSync(path.join(out, route, 'index.html'), 'utf8');
    for (const route of ['a', 'c']) expect(html(route)).toMatch(link);
    expect(html('b')).toContain('/_sextant/mermaid.');
    expect(html('b')).not.toContain('mermaid-elk');
    // The module and every chunk it imports, at the relative paths it imports them by.
    const entry = path.join(out, link.exec(html('a'))![1]!);
    const imported = [...fs.readFileSync(entry, 'utf8').matchAll(/["'](\.\/chunks\/[^"']+\.mjs)["']/g)].map((m) => m[1]!);
    expect(imported.length).toBeGreaterThan(0);
    for (const chunk of imported) expect(fs.existsSync(path.join(path.dirname(entry), chunk))).toBe(true);
    // A rebuild with no ELK diagram left gives the layout's files up.
    fs.writeFileSync(path.join(root, 'snippets/flow.mdx'), '```mermaid\ngraph TD; A-->B;\n```\n');
    fs.writeFileSync(path.join(root, 'c.mdx'), '# C\n');
    expect((await build(root, { outDir: out })).ok).toBe(true);
    expect(html('a')).not.toContain('mermaid-elk');
    expect(fs.existsSync(entry)).toBe(false);
  });

  it('reads $ as text with styling.latex: false, and loads KaTeX on every page with true', async () => {
    const page = '# Prices\n\nThe plan costs $5 and the other $10.\n';
    const off = tmpSite({ 'docs.json': { navigation: { pages: ['a'] }, styling: { latex: false } }, 'a.mdx': page, 'b.md': page });
    expect((await build(off, { outDir: path.join(off, 'dist') })).ok).toBe(true);
    for (const route of ['a', 'b']) {
      const html = fs.readFileSync(path.join(off, 'dist', route, 'index.html'), 'utf8');
      expect(html).toContain('The plan costs $5 and the other $10.');
      expect(html).not.toContain('katex');
    }
    const on = tmpSite({ 'docs.json': { navigation: { pages: ['a'] }, styling: { latex: true } }, 'a.mdx': '# No math here\n' });
    expect((await build(on, { outDir: path.join(on, 'dist') })).ok).toBe(true);
    expect(fs.readFileSync(path.join(on, 'dist/a/index.html'), 'utf8')).toContain('/_sextant/katex/katex.min.css');
    expect(fs.existsSync(path.join(on, 'dist/_sextant/katex/katex.min.css'))).toBe(true);
  });

  it('leaves the previous output untouched when a build fails', async () => {
    const root = tmpSite({ 'docs.json': { navigation: { pages: ['index'] } }, 'index.mdx': '# Fine\n' });
    const out = path.join(root, 'dist');
    expect((await build(root, { outDir: out })).ok).toBe(true);
    const before = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    fs.writeFileSync(path.join(root, 'index.mdx'), '# Broken\n\n<Card>\n\nnever closed\n');
    const result = await build(root, { outDir: out });
    expect(result.ok).toBe(false);
    expect(result.diagnostics[0]).toMatchObject({ code: 'mdx-syntax', file: 'index.mdx', severity: 'error' });
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe(before);
    expect(fs.readdirSync(root).filter((f) => f.includes('sextant-tmp'))).toEqual([]);
  });

  it('leaves no unfinished output when a full build fails after its pages (the search index was being written into it)', async () => {
    const pages = Array.from({ length: 30 }, (_, i) => `p${i}`);
    const files: Record<string, string | object> = { 'docs.json': { navigation: { pages } } };
    for (const p of pages) files[`${p}.mdx`] = `# Page ${p}\n\nSome words to index, and [a link](/nowhere-${p}).\n`;
    const root = tmpSite(files);
    const out = path.join(root, 'dist');
    // Broken links are found once every page is built: errors with --strict.
    const result = await build(root, { outDir: out, cache: false, strict: true });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.some((d) => d.code === 'broken-link' && d.severity === 'error')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(fs.readdirSync(root).filter((f) => f.includes('sextant-'))).toEqual([]);
    expect(fs.existsSync(out)).toBe(false);
  });

  it('skips a missing page with a warning, and fails with --strict', async () => {
    const root = tmpSite({ 'docs.json': { navigation: { pages: ['index', 'missing'] } }, 'index.mdx': '# Home\n' });
    const relaxed = await build(root, { outDir: path.join(root, 'out') });
    expect(relaxed.ok).toBe(true);
    expect(relaxed.diagnostics).toEqual([expect.objectContaining({ code: 'nav-page-not-found', severity: 'warning' })]);
    const strict = await build(root, { outDir: path.join(root, 'strict-out'), strict: true });
    expect(strict.ok).toBe(false);
    expect(fs.existsSync(path.join(root, 'strict-out'))).toBe(false);
  });

  it('fails on an invalid docs.json without writing anything', async () => {
    const root = tmpSite({ 'docs.json': '{ "navigation": ', 'index.mdx': '# x' });
    const result = await build(root);
    expect(result.ok).toBe(false);
    expect(fs.existsSync(path.join(root, 'dist'))).toBe(false);
  });

  it('does not read its own output folder as pages when rebuilding', async () => {
    const root = tmpSite({ 'docs.json': { navigation: { pages: ['index'] } }, 'index.mdx': '# Home\n' });
    await build(root);
    fs.writeFileSync(path.join(root, 'dist', 'stray.mdx'), '# not a page');
    const again = await build(root);
    expect(again.pages).toBe(1);
  });
});

const shared = sharedFixtures();
describe.skipIf(!shared)('building the real repositories', () => {
  it.each(['hoppscotch__docs', 'pipecat-ai__docs', 'tursodatabase__turso-docs'])(
    '%s builds with no errors',
    async (repo) => {
      const out = outDir();
      // The shared fixtures are read in place: nothing may be written into them.
      const result = await build(path.join(shared!, 'real', repo), { outDir: out, cache: false });
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(result.ok).toBe(true);
      // Sites without an index page get a redirect from / to their first page.
      expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toMatch(/<a href="\/[^"]*"/);
    },
    120_000,
  );
});
