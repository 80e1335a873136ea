/**
 * Redirects, SEO tags, sitemap/robots and integrations of a built site (test/fixtures/sites/seo), and
 * the redirects `sextant serve` and `sextant dev` answer.
 */
import { loadImage } from '@napi-rs/canvas';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../src/dev/static-server.js';
import { startDevServer, type DevServer } from '../src/dev/dev-server.js';
import { loadSiteSync } from '../src/site/site.js';
import { buildToTemp, fixture } from './helpers/built-site.js';
import { tmpSite } from './helpers/tmp-site.js';
import { build } from '../src/output/build.js';

const SITE = fixture('seo');
let out: string;

beforeAll(async () => {
  out = await buildToTemp(SITE);
}, 120_000);

afterAll(() => {
  if (out) fs.rmSync(path.dirname(out), { recursive: true, force: true });
});

const read = (file: string) => fs.readFileSync(path.join(out, file), 'utf8');
const head = (file: string) => read(file).match(/<head>.*<\/head>/s)![0];
const metas = (file: string) =>
  Object.fromEntries([...head(file).matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"\/>/g)].map((m) => [m[1], m[2]]));

describe('redirects', () => {
  it('warns about a source that is a page and a destination that reaches nothing, with the docs.json pointer', () => {
    const found = loadSiteSync(SITE).diagnostics.filter((d) => d.code.startsWith('redirect-'));
    expect(found.map((d) => [d.severity, d.code, d.pointer, /takes the URL of ([^,]+),/.exec(d.message)?.[1]])).toEqual([
      // A page file in no navigation whose URL a wildcard redirect takes: not built.
      ['warning', 'redirect-source-is-page', '/redirects/2/source', 'old/notes.mdx'],
      // A page of the navigation: kept.
      ['warning', 'redirect-source-is-page', '/redirects/6/source', undefined],
      ['warning', 'redirect-destination-not-found', '/redirects/7/destination', undefined],
      // A page file in no navigation whose URL a plain redirect takes: not built.
      ['warning', 'redirect-source-is-page', '/redirects/9/source', 'legacy/moved.mdx'],
    ]);
    const routes = loadSiteSync(SITE).model!.routes.map((r) => r.path);
    expect(routes).toContain('/guides/quiet');
    expect(routes).not.toContain('/legacy/moved');
    expect(routes).not.toContain('/old/notes');
  });

  it('writes an HTML redirect page (with the favicon) at each plain source, and keeps a page that is a source', () => {
    const html = read('install/index.html');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/guides/installation">');
    expect(html).toContain('<link rel="canonical" href="/guides/installation">');
    expect(html).toContain('<link rel="icon" href="/favicon.svg">');
    expect(html).toContain('<a href="/guides/installation">');
    expect(read('github/index.html')).toContain('url=https://github.com/example/repo');
    expect(read('guides/quiet/index.html')).toContain('Not for search engines.');
    // A page file in no navigation gives its URL to the redirect that takes it, wildcard or plain.
    expect(fs.existsSync(path.join(out, 'old'))).toBe(false);
    expect(read('legacy/moved/index.html')).toContain('<meta http-equiv="refresh" content="0; url=/guides/configuration">');
    expect(read('sitemap.xml')).not.toContain('/legacy/moved');
    // The root redirect has the favicon too.
    expect(read('404.html')).toContain('<link rel="icon" href="/favicon.svg"/>');
  });

  it('lists every rule in _redirects, wildcards as splats, 301 or 302', () => {
    expect(read('_redirects').split('\n').slice(1)).toEqual([
      '/install /guides/installation 301',
      '/setup /guides/configuration 302',
      '/old /guides 301',
      '/old/* /guides/:splat 301',
      '/articles/intro-* /guides/:splat 301',
      '/user/:id/profile /guides/:id 301',
      '/github https://github.com/example/repo 301',
      '/gone /nowhere 301',
      '/chain /install 301',
      '/legacy/moved /guides/configuration 301',
      '',
    ]);
  });

  it('answers them from sextant serve with status and Location, the query kept', async () => {
    const server = await startStaticServer({ root: out, port: 0, host: '127.0.0.1' });
    try {
      const get = async (p: string) => {
        const r = await fetch(server.url + p, { redirect: 'manual' });
        return [r.status, r.headers.get('location')];
      };
      expect(await get('/install')).toEqual([301, '/guides/installation']);
      expect(await get('/setup?tab=2')).toEqual([302, '/guides/configuration?tab=2']);
      expect(await get('/old/installation')).toEqual([301, '/guides/installation']);
      expect(await get('/old')).toEqual([301, '/guides']);
      expect(await get('/articles/intro-configuration')).toEqual([301, '/guides/configuration']);
      expect(await get('/user/installation/profile')).toEqual([301, '/guides/installation']);
      expect(await get('/github')).toEqual([301, 'https://github.com/example/repo']);
      expect(await get('/guides/quiet')).toEqual([200, null]);
      expect(await get('/legacy/moved')).toEqual([301, '/guides/configuration']);
      expect(await get('/old/notes')).toEqual([301, '/guides/notes']);
      expect(await get('/nothing-here')).toEqual([404, null]);
    } finally {
      await server.close();
    }
  });
});

describe('a redirect and a page file in no navigation', () => {
  it('a rule that sends the URL to itself takes no page; one that sends it elsewhere does', () => {
    const root = tmpSite({
      'docs.json': {
        name: 'Taken',
        navigation: { pages: ['index'] },
        redirects: [
          { source: '/kept/', destination: '/kept' },
          { source: '/notes/:slug*', destination: '/' },
        ],
      },
      'index.mdx': '# Home\n',
      'kept.mdx': '# Kept\n',
      'notes/old.mdx': '# Old\n',
    });
    const { model, diagnostics } = loadSiteSync(root);
    expect(model!.routes.map((r) => r.path)).toEqual(['/', '/kept']);
    // `/kept` is built, as a page of the navigation would be (the redirect left out); `/notes/old` is not.
    expect(diagnostics.map((d) => [d.code, d.pointer, /takes the URL of ([^,]+),/.exec(d.message)?.[1]])).toEqual([
      ['redirect-source-is-page', '/redirects/0/source', undefined],
      ['redirect-source-is-page', '/redirects/1/source', 'notes/old.mdx'],
    ]);
  });
});

describe('a redirect to /dir/index', () => {
  it('sends readers to the page of dir/index.mdx at /dir, as links to it go, and reaches a page', async () => {
    const root = tmpSite({
      'docs.json': {
        name: 'Index',
        navigation: { pages: ['index', 'guide/index'] },
        redirects: [
          { source: '/a', destination: '/index' },
          { source: '/b', destination: '/guide/index#setup' },
          { source: '/c', destination: '/missing/index' },
        ],
      },
      'index.mdx': '# Home\n',
      'guide/index.mdx': '# Guide\n\n## Setup\n',
    });
    const built = await build(root, { outDir: path.join(root, 'dist'), cache: false });
    expect(built.diagnostics.map((d) => [d.code, d.pointer])).toEqual([['redirect-destination-not-found', '/redirects/2/destination']]);
    const read = (f: string) => fs.readFileSync(path.join(root, 'dist', f), 'utf8');
    expect(read('_redirects').split('\n').slice(1, 4)).toEqual(['/a / 301', '/b /guide#setup 301', '/c /missing/index 301']);
    expect(read('b/index.html')).toContain('url=/guide#setup');
  });
});

describe('sextant dev', () => {
  let dev: DevServer | undefined;
  afterAll(() => dev?.close());

  it('redirects with 308 and 307, and leaves integrations out unless asked', async () => {
    dev = await startDevServer({ root: SITE, port: 0, host: '127.0.0.1', log: () => undefined });
    const get = async (p: string) => {
      const r = await fetch(dev!.url + p, { redirect: 'manual' });
      return [r.status, r.headers.get('location')];
    };
    expect(await get('/install?x=1')).toEqual([308, '/guides/installation?x=1']);
    expect(await get('/setup')).toEqual([307, '/guides/configuration']);
    expect(await get('/old/configuration')).toEqual([308, '/guides/configuration']);
    expect(await get('/legacy/moved')).toEqual([308, '/guides/configuration']);
    expect(await get('/old/notes')).toEqual([308, '/guides/notes']);
    const page = await (await fetch(dev.url + '/guides/installation')).text();
    expect(page).toContain('<link rel="canonical" href="https://docs.example.com/guides/installation"/>');
    expect(page).not.toContain('googletagmanager');
    expect(JSON.parse(await (await fetch(dev.url + '/_sextant/not-found-routes.json')).text())).toContainEqual([
      '/guides/installation',
      'Installation',
    ]);
    await dev.close();
    dev = await startDevServer({ root: SITE, port: 0, host: '127.0.0.1', log: () => undefined, integrations: true });
    expect(await (await fetch(dev.url + '/guides/installation')).text()).toContain('googletagmanager');
  }, 60_000);
});

describe('SEO head', () => {
  it('titles pages "<page> - <site>" with a canonical URL from seo.metatags.canonical', () => {
    const h = head('guides/installation/index.html');
    expect(h).toContain('<title>Installation - Seo Fixture</title>');
    expect(h).toContain('<link rel="canonical" href="https://docs.example.com/guides/installation"/>');
    expect(metas('guides/installation/index.html')).toMatchObject({
      description: 'Install the tool.',
      'og:type': 'article',
      'og:url': 'https://docs.example.com/guides/installation',
      'og:title': 'Installation - Seo Fixture',
      'og:description': 'Install the tool.',
      'twitter:card': 'summary_large_image',
      'google-site-verification': 'abc123',
      'og:locale': 'en_US',
      'twitter:site': '@example',
      'article:section': 'Guides',
    });
    expect(metas('guides/installation/index.html')['canonical']).toBeUndefined();
  });

  it('lets the frontmatter override canonical, og:image and twitter tags', () => {
    expect(head('guides/configuration/index.html')).toContain('<link rel="canonical" href="https://other.example.com/configuration"/>');
    expect(metas('guides/configuration/index.html')).toMatchObject({
      'og:url': 'https://other.example.com/configuration',
      'og:image': 'https://cdn.example.com/config-card.png',
      'twitter:image': 'https://cdn.example.com/config-card.png',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Configure it',
    });
  });

  it("describes an API page by its operation, not by the site's description", () => {
    expect(metas('api-reference/list-widgets/index.html')['description']).toBe('Returns every widget you own.');
    expect(metas('api-reference/create-a-widget/index.html')['description']).toBe('Create a widget');
  });

  it('draws a description written with inline Markdown under the title, and gives meta tags its plain text', async () => {
    const root = tmpSite({
      'docs.json': { name: 'Described', navigation: { pages: ['fly', 'list', 'plain'] } },
      'fly.mdx': '---\ntitle: On Fly\ndescription: Deploy with [embedded replicas](/list) and `fly deploy`, **fast**.\n---\n\nText.\n',
      'list.mdx': '---\ntitle: List\ndescription: "1. Not a list, as written"\n---\n\nText.\n',
      'plain.mdx': '---\ntitle: Plain\ndescription: Just words & more.\n---\n\nText.\n',
    });
    const built = await build(root, { outDir: path.join(root, 'dist'), cache: false });
    expect(built.ok).toBe(true);
    const page = (route: string) => fs.readFileSync(path.join(root, 'dist', route, 'index.html'), 'utf8');
    const metaOf = (route: string) =>
      Object.fromEntries([...page(route).matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"\/>/g)].map((m) => [m[1], m[2]]));
    expect(page('fly')).toContain(
      '<div class="sx-description prose"><p>Deploy with <a href="/list">embedded replicas</a> and <code>fly deploy</code>, <strong>fast</strong>.</p></div>',
    );
    expect(metaOf('fly')).toMatchObject({
      description: 'Deploy with embedded replicas and fly deploy, fast.',
      'og:description': 'Deploy with embedded replicas and fly deploy, fast.',
    });
    // Markdown that would make it a block (a list) is left as written; plain text is escaped as before.
    expect(page('list')).toContain('<div class="sx-description prose"><p>1. Not a list, as written</p></div>');
    expect(page('plain')).toContain('<div class="sx-description prose"><p>Just words &amp; more.</p></div>');
    expect(metaOf('plain')['description']).toBe('Just words &amp; more.');
    // The Markdown twin keeps the description as written.
    expect(fs.readFileSync(path.join(root, 'dist', 'fly.md'), 'utf8')).toContain('[embedded replicas](/list)');
  });

  it('marks noindex and hidden pages, and describes the site and its pages in JSON-LD', () => {
    expect(metas('guides/quiet/index.html')['robots']).toBe('noindex');
    expect(metas('internal/notes/index.html')['robots']).toBe('noindex');
    expect(metas('guides/installation/index.html')['robots']).toBeUndefined();
    const ld = (file: string) =>
      [...head(file).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    expect(ld('index.html')).toMatchObject([{ '@type': 'WebSite', url: 'https://docs.example.com/', publisher: { name: 'Example Inc.' } }]);
    expect(ld('guides/installation/index.html')).toMatchObject([
      { '@type': 'TechArticle', headline: 'Installation', url: 'https://docs.example.com/guides/installation' },
      { '@type': 'BreadcrumbList', itemListElement: [{ name: 'Guides' }, { name: 'Start' }, { name: 'Installation', position: 3 }] },
    ]);
  });
});

describe('seo.trailingSlash', () => {
  it("ends the site's links to its pages with /, not its files' links; serve answers both forms", async () => {
    const root = tmpSite({
      'docs.json': {
        name: 'Slashed',
        seo: { trailingSlash: true },
        navigation: { groups: [{ group: 'Guides', pages: ['guides/start', 'guides/next'] }] },
        redirects: [{ source: '/old', destination: '/guides/next' }],
      },
      'guides/start.mdx':
        '---\ntitle: Start\n---\n\nRead [next](/guides/next#setup), the [file](/files/a.txt) and [away](https://example.com/x).\n',
      'guides/next.mdx': '---\ntitle: Next\n---\n\n## Setup\n\nText.\n',
      'files/a.txt': 'a',
    });
    const built = await build(root, { outDir: path.join(root, 'dist'), cache: false });
    expect(built.ok).toBe(true);
    const read = (f: string) => fs.readFileSync(path.join(root, 'dist', f), 'utf8');
    const start = read('guides/start/index.html');
    expect(start).toMatch(/<html [^>]*data-sx-trailing-slash/);
    expect(start).toContain('href="/guides/next/#setup"');
    expect(start).toContain('href="/files/a.txt"');
    expect(start).toContain('href="https://example.com/x"');
    // The sidebar and the next-page link too; no link to a page is left without its slash.
    expect(start).toMatch(/<a class="sx-next pagination-next" href="\/guides\/next\/"/);
    expect(start).not.toMatch(/href="\/guides\/(start|next)["#]/);
    // Redirects and the root's redirect name the page as its links do.
    expect(read('old/index.html')).toContain('url=/guides/next/');
    expect(read('_redirects')).toContain('/old /guides/next/ 301');
    expect(read('index.html')).toContain('url=/guides/start/');
    const server = await startStaticServer({ root: path.join(root, 'dist'), port: 0, host: '127.0.0.1' });
    try {
      for (const p of ['/guides/next/', '/guides/next']) expect((await fetch(server.url + p)).status, p).toBe(200);
    } finally {
      await server.close();
    }
  });
});

/** A JPEG card's width and height, as the rasteriser decodes it. */
const jpegSize = async (jpeg: Buffer) => {
  expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  const image = await loadImage(jpeg);
  return [image.width, image.height];
};

describe('generated Open Graph cards', () => {
  const cardOf = (file: string) => metas(file)['og:image']?.match(/^https:\/\/docs\.example\.com\/(_sextant\/og\/[0-9a-f]+\.jpg)$/)?.[1];

  it('gives a page nothing sets an image for a 1200×630 JPEG card at an absolute URL, one per title', async () => {
    const install = cardOf('guides/installation/index.html');
    const api = cardOf('api-reference/list-widgets/index.html');
    expect(install).toBeDefined();
    expect(api).toBeDefined();
    expect(metas('guides/installation/index.html')).toMatchObject({
      'twitter:image': `https://docs.example.com/${install}`,
      'twitter:card': 'summary_large_image',
      'og:image:width': '1200',
      'og:image:height': '630',
    });
    const a = fs.readFileSync(path.join(out, install!));
    const b = fs.readFileSync(path.join(out, api!));
    expect(await jpegSize(a)).toEqual([1200, 630]);
    expect(await jpegSize(b)).toEqual([1200, 630]);
    expect(a.equals(b)).toBe(false);
    // JSON-LD names the card as the article's image.
    expect(head('guides/installation/index.html')).toContain(`"image":"https://docs.example.com/${install}"`);
  });

  it('leaves a page whose frontmatter sets og:image with that image, and draws no card for it', () => {
    expect(metas('guides/configuration/index.html')['og:image']).toBe('https://cdn.example.com/config-card.png');
    expect(metas('guides/configuration/index.html')['og:image:width']).toBeUndefined();
    const cards = fs.readdirSync(path.join(out, '_sextant/og'));
    const used = new Set(
      fs
        .readdirSync(out, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('index.html'))
        .map((f) => cardOf(f)?.split('/').pop())
        .filter(Boolean),
    );
    expect(cards.sort()).toEqual([...used].sort());
  });

  it('draws only the changed title again on a rebuild, drops the old card, and draws none for a site without an address', async () => {
    const root = tmpSite({
      'docs.json': {
        name: 'Cards',
        colors: { primary: '#FFD500' },
        navigation: { pages: ['a', 'b'] },
        seo: { metatags: { canonical: 'https://c.example' } },
      },
      'a.mdx': '---\ntitle: Alpha\n---\n\nA.\n',
      'b.mdx': '---\ntitle: Beta\n---\n\nB.\n',
    });
    const dist = path.join(root, 'dist');
    const card = (route: string) =>
      fs
        .readFileSync(path.join(dist, route, 'index.html'), 'utf8')
        .match(/property="og:image" content="https:\/\/c\.example\/([^"]+)"/)?.[1];
    expect((await build(root, { outDir: dist })).ok).toBe(true);
    const [a1, b1] = [card('a'), card('b')];
    expect(a1 && b1 && a1 !== b1).toBe(true);
    const bStat = fs.statSync(path.join(dist, b1!));
    fs.writeFileSync(path.join(root, 'a.mdx'), '---\ntitle: Alpha two\n---\n\nA.\n');
    const again = await build(root, { outDir: dist });
    expect([again.ok, again.compiled]).toEqual([true, 1]);
    const a2 = card('a');
    expect(a2).not.toBe(a1);
    expect(fs.existsSync(path.join(dist, a2!))).toBe(true);
    expect(fs.existsSync(path.join(dist, a1!))).toBe(false);
    expect(card('b')).toBe(b1);
    expect(fs.statSync(path.join(dist, b1!)).mtimeMs).toBe(bStat.mtimeMs);
    // The build cache keeps the cards the pages show (a full build copies them from there), the old one pruned.
    expect(fs.readdirSync(path.join(root, '.sextant/cache/og')).sort()).toEqual([a2, b1].map((f) => path.basename(f!)).sort());

    const plain = tmpSite({ 'docs.json': { name: 'No address', navigation: { pages: ['a'] } }, 'a.mdx': '---\ntitle: A\n---\n\nA.\n' });
    const plainOut = path.join(plain, 'dist');
    expect((await build(plain, { outDir: plainOut })).ok).toBe(true);
    expect(fs.existsSync(path.join(plainOut, '_sextant/og'))).toBe(false);
    expect(fs.readFileSync(path.join(plainOut, 'a/index.html'), 'utf8')).not.toContain('og:image');
  }, 60_000);
});

describe('title templates', () => {
  it('titles pages by a `title` with %s in seo.metatags, or in seo.paths for a folder, and writes no title meta tag', async () => {
    const root = tmpSite({
      'docs.json': {
        name: 'Acme',
        navigation: { pages: ['index', 'guide', 'reference/call'] },
        seo: { metatags: { title: '%s | Acme Docs' }, paths: [{ path: 'reference', metatags: { title: '%s - Reference | Acme' } }] },
      },
      'index.mdx': '---\ntitle: Acme\n---\n\nHome.\n',
      'guide.mdx': '---\ntitle: Guide\nsidebarTitle: G\n---\n\nText.\n',
      'reference/call.mdx': '---\ntitle: Call\n---\n\nText.\n',
    });
    const dist = path.join(root, 'dist');
    expect((await build(root, { outDir: dist })).ok).toBe(true);
    const html = (route: string) => fs.readFileSync(path.join(dist, route, 'index.html'), 'utf8');
    const title = (route: string) => html(route).match(/<title>(.*?)<\/title>/)![1];
    expect(title('guide')).toBe('Guide | Acme Docs');
    expect(title('reference/call')).toBe('Call - Reference | Acme');
    // The home page named like the site keeps the name alone.
    expect(title('')).toBe('Acme');
    expect(html('guide')).toContain('<meta property="og:title" content="Guide | Acme Docs"/>');
    expect(html('guide')).not.toContain('name="title"');
  }, 60_000);
});

describe('sitemap and robots', () => {
  it('lists indexable pages with absolute URLs, without hidden and noindex pages', () => {
    const locs = [...read('sitemap.xml').matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://docs.example.com/',
      'https://docs.example.com/guides/installation',
      'https://docs.example.com/guides/configuration',
      'https://docs.example.com/api-reference/list-widgets',
      'https://docs.example.com/api-reference/create-a-widget',
    ]);
    expect(read('sitemap.xml')).toMatch(/<lastmod>\d{4}-\d\d-\d\d<\/lastmod>/);
    expect(read('robots.txt')).toBe(
      'User-agent: *\nContent-Signal: ai-train=yes, search=yes, ai-input=yes\nAllow: /\n\nSitemap: https://docs.example.com/sitemap.xml\n',
    );
  });
});

describe('integrations', () => {
  it('loads each configured integration after the page is interactive, its values JSON-encoded', () => {
    const html = read('guides/installation/index.html');
    const script = html.match(/<script>(\(function\(w,c\).*?)<\/script><\/body>/s)?.[1];
    expect(script).toBeDefined();
    for (const url of [
      'https://www.googletagmanager.com/gtag/js?id=',
      'https://www.googletagmanager.com/gtm.js?id=',
      "'plausible.io'",
      "'https://us-assets.i.posthog.com')+'/static/array.js'",
      'https://cdn.segment.com/analytics.js/v1/',
      'https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js',
      'https://static.hotjar.com/c/hotjar-',
      'https://cdn.usefathom.com/script.js',
      'https://www.clarity.ms/tag/',
      'https://widget.intercom.io/widget/',
    ])
      expect(script).toContain(url);
    expect(script).toContain("addEventListener('load',idle");
    // A value that tries to close the script stays inside its JSON string.
    expect(script).toContain('"apiKey":"phc_test\\"\\u003c/script\\u003e"');
    expect(script).not.toContain("G-TEST123'");
  });
});

describe('after a rebuild', () => {
  it('the sitemap follows a page that became noindex, and redirects (with the docs folder’s own _redirects) stay', async () => {
    const root = tmpSite({
      'docs.json': {
        name: 'Rebuilt',
        navigation: { pages: ['a', 'b'] },
        seo: { metatags: { canonical: 'https://r.example' } },
        redirects: [{ source: '/old', destination: '/a' }],
      },
      'a.mdx': '---\ntitle: A\n---\n\nA.\n',
      'b.mdx': '---\ntitle: B\n---\n\nB.\n',
      _redirects: '/legacy /b 302\n',
    });
    const dist = path.join(root, 'dist');
    expect((await build(root, { outDir: dist })).ok).toBe(true);
    const locs = () => [...fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8').matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs()).toEqual(['https://r.example/a', 'https://r.example/b']);
    fs.writeFileSync(path.join(root, 'b.mdx'), '---\ntitle: B\nnoindex: true\n---\n\nB.\n');
    const again = await build(root, { outDir: dist });
    expect([again.ok, again.compiled]).toEqual([true, 1]);
    expect(locs()).toEqual(['https://r.example/a']);
    expect(fs.readFileSync(path.join(dist, 'old/index.html'), 'utf8')).toContain('url=/a');
    const lines = fs.readFileSync(path.join(dist, '_redirects'), 'utf8').split('\n');
    expect(lines.filter((l) => l.startsWith('/'))).toEqual(['/old /a 301', '/legacy /b 302']);
  }, 60_000);
});

describe('sitemap and robots without an address, or closed to search engines', () => {
  it('writes no sitemap without seo.metatags.canonical, and Disallow: / when seo.metatags.robots says noindex', async () => {
    const root = tmpSite({
      'docs.json': { name: 'Closed', navigation: { pages: ['a'] }, seo: { metatags: { robots: 'noindex' } } },
      'a.mdx': '---\ntitle: A\n---\n\nA.\n',
    });
    const dist = path.join(root, 'dist');
    expect((await build(root, { outDir: dist })).ok).toBe(true);
    expect(fs.existsSync(path.join(dist, 'sitemap.xml'))).toBe(false);
    expect(fs.readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /\n');
    expect(fs.readFileSync(path.join(dist, 'a/index.html'), 'utf8')).toContain('<meta name="robots" content="noindex"/>');
    expect(fs.readFileSync(path.join(dist, 'a/index.html'), 'utf8')).not.toContain('rel="canonical"');
  }, 60_000);

  it('copies a robots.txt of the docs folder instead of writing one', async () => {
    const root = tmpSite({
      'docs.json': { name: 'Own robots', navigation: { pages: ['a'] }, seo: { metatags: { canonical: 'https://o.example/' } } },
      'a.mdx': '---\ntitle: A\n---\n\nA.\n',
      'robots.txt': 'User-agent: *\nDisallow: /private\n',
    });
    const dist = path.join(root, 'dist');
    expect((await build(root, { outDir: dist })).ok).toBe(true);
    expect(fs.readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /private\n');
    expect(fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).toContain('<loc>https://o.example/a</loc>');
  }, 60_000);

  it('copies a sitemap.xml of the docs folder instead of writing one', async () => {
    const own =
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://o.example/own</loc></url></urlset>\n';
    const root = tmpSite({
      'docs.json': { name: 'Own sitemap', navigation: { pages: ['a'] }, seo: { metatags: { canonical: 'https://o.example/' } } },
      'a.mdx': '---\ntitle: A\n---\n\nA.\n',
      'sitemap.xml': own,
    });
    const dist = path.join(root, 'dist');
    expect((await build(root, { outDir: dist })).ok).toBe(true);
    expect(fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).toBe(own);
    expect(fs.readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toContain('Sitemap: https://o.example/sitemap.xml');
  }, 60_000);
});
