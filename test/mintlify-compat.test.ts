// SPEC.md "What fails a build": the seed rules real repositories break and the reference product
// deploys anyway build with warnings (repaired as documented); `check` and `build --strict` fail.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTree, tmpSite } from './helpers/tmp-site.js';
import { withoutMarks } from './helpers/content.js';
import { build } from '../src/output/build.js';
import { check } from '../src/site/check.js';
import { printedDiagnostics, runSextant } from './helpers/cli.js';

const SITE = path.join(import.meta.dirname, 'fixtures/sites/mintlify-compat');
const OUT = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-compat-'));
afterAll(() => removeTree(OUT));

const run = runSextant;
const found = printedDiagnostics;

const REPAIRED = [
  'docs.json:13:7 nav-group-pages-required',
  'docs.json:14:18 nav-group-name-empty',
  'docs.json:14:54 nav-group-name-empty',
  'docs.json:18:17 config-redirect-source-suffix',
  'docs.json:19:17 config-redirect-source-suffix',
  'loose.mdx:2:1 frontmatter-lenient',
  'loose.mdx:4:1 frontmatter-lenient',
  'things.mdx:3:1 api-mdx-server-missing',
  'unreadable.mdx:2:17 frontmatter-syntax',
];
const as = (severity: string) => REPAIRED.map((d) => d.replace(' ', ` ${severity} `));

describe('a repository the reference product deploys', () => {
  const out = path.join(OUT, 'site');
  const built = run(['build', SITE, '--out', out, '--no-cache']);
  const page = (route: string) => fs.readFileSync(path.join(out, route, 'index.html'), 'utf8');

  it('builds with exit 0 and a located warning per repaired rule, and nothing else', () => {
    expect(built.code).toBe(0);
    expect(found(built.stderr + built.stdout)).toEqual(as('warning'));
  });

  it("leaves out the repository's README.md, CONTRIBUTING.md and build/ folder, as the reference product does", () => {
    // Each holds a link to no page, which would be a warning of its own if it were built.
    for (const route of ['README', 'CONTRIBUTING', 'build/notes']) expect(fs.existsSync(path.join(out, route))).toBe(false);
    expect(fs.existsSync(path.join(out, 'README.md'))).toBe(false);
  });

  it('fails `build --strict` and `check`, with the same problems as errors', () => {
    const strict = run(['build', SITE, '--out', path.join(OUT, 'strict'), '--strict', '--no-cache']);
    expect(strict.code).toBe(1);
    expect(found(strict.stderr + strict.stdout)).toEqual(as('error'));
    expect(fs.existsSync(path.join(OUT, 'strict'))).toBe(false);
    const check = run(['check', SITE]);
    expect(check.code).toBe(1);
    expect(found(check.stdout)).toEqual(as('error'));
  });

  it('reads loose frontmatter leniently, and builds a page whose frontmatter cannot be read with its body', () => {
    expect(page('loose')).toContain('<title>A title that runs on the next line');
    expect(page('loose')).toContain('Step 1: install the CLI');
    expect(page('unreadable')).toContain('The body is built without the frontmatter.');
  });

  it('lists the pages of a group with an empty name without a heading, as the group around it', () => {
    const html = page('unnamed');
    const sidebar = withoutMarks(html.slice(html.indexOf('<nav id="sidebar"'), html.indexOf('</nav>', html.indexOf('<nav id="sidebar"'))));
    // Both pages, the nested one at the same level, with no empty heading or toggle around them.
    expect(sidebar).toMatch(
      /<section class="sx-group sx-group-top" data-sx-group-id="[^"]+"><ul class="sx-pages"><li><a href="\/unnamed" aria-current="page">In an unnamed group<\/a><\/li><\/ul><ul class="sx-pages"><li><a href="\/unnamed-nested">Nested unnamed<\/a><\/li><\/ul><\/section>/,
    );
    expect(sidebar).not.toMatch(/<span class="sx-group-label"><\/span>/);
  });

  it('shows an api: page without a server with no Try it', () => {
    expect(page('things')).toContain('/things');
    expect(page('things')).not.toContain('Try it');
  });

  it('finds the operation of a spec named by its file stem', () => {
    expect(page('annotations')).toContain('/annotations');
    expect(page('annotations')).toContain('Try it');
  });

  it('makes a page with frontmatter url a link to that address, and keeps it out of search, sitemap and llms.txt', () => {
    const sidebar = page('loose');
    expect(sidebar).toMatch(/<a href="https:\/\/reference\.example\.com\/"[^>]*>.*?<span>Reference docs<\/span>/);
    expect(sidebar).toContain('<a href="/loose#step">Dev server</a>');
    // Its route sends readers on, as a redirect does.
    expect(page('reference')).toContain('<meta http-equiv="refresh" content="0; url=https://reference.example.com/">');
    // The page before it in the sidebar leads there too.
    expect(withoutMarks(page('sdk/quickstart'))).toMatch(/<a class="sx-next" href="https:\/\/reference\.example\.com\/" rel="next">/);
    expect(fs.readFileSync(path.join(out, 'llms.txt'), 'utf8')).not.toContain('Reference docs');
  });

  it('reads redirect paths written without a leading slash from the root', () => {
    expect(page('sdk/start')).toContain('<meta http-equiv="refresh" content="0; url=/sdk/quickstart">');
    expect(fs.readFileSync(path.join(out, '_redirects'), 'utf8')).toContain('/sdk/start /sdk/quickstart 301');
  });

  it('leaves out the previous and next links of a page with hideFooterPagination', () => {
    expect(page('no-pager')).toContain('The end of the road.');
    expect(page('no-pager')).not.toContain('sx-prev-next');
    expect(page('dev-server').length).toBeLessThan(2000);
  });

  it('resolves /dir/index, /dir/ and folder links, and slugs a heading id written with spaces', () => {
    const hrefs = [...page('').matchAll(/<a href="([^"]+)"[^>]*>(the guides|the guides again|relative|a folder of pages)</g)].map(
      (m) => m[1],
    );
    expect(hrefs).toEqual(['/guides', '/guides', '/guides', '/sdk/quickstart']);
    expect(page('')).toContain('<h2 id="query-params">Query parameters</h2>');
  });
});

describe('a global anchor linking to a page of the site', () => {
  const site = () =>
    tmpSite({
      'docs.json': {
        name: 'Globals',
        navigation: {
          global: {
            anchors: [{ anchor: 'Home', href: '/' }],
          },
          pages: ['index'],
        },
      },
      'index.mdx': '# Home\n',
    });

  it('is kept as a link in build, with a warning (script URLs are refused by the schema)', async () => {
    const dir = site();
    const out = path.join(dir, 'dist');
    const r = await build(dir, { outDir: out, cache: false });
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.ok).toBe(true);
    expect(r.diagnostics.filter((d) => d.code === 'nav-global-href-not-external').map((d) => d.severity)).toEqual(['warning']);
    const html = withoutMarks(fs.readFileSync(path.join(out, 'index.html'), 'utf8'));
    // An anchor of the sidebar, without the external mark.
    expect(html).toContain('<ul class="sx-anchors"><li><a href="/"><span>Home</span></a></li></ul>');
  });

  it('is an error in check and a strict build', async () => {
    expect(
      check(site())
        .diagnostics.filter((d) => d.code === 'nav-global-href-not-external')
        .map((d) => d.severity),
    ).toEqual(['error']);
    expect((await build(site(), { cache: false, strict: true })).ok).toBe(false);
  });
});

describe('a menu item holding dropdowns', () => {
  const site = () =>
    tmpSite({
      'docs.json': {
        name: 'Menu',
        navigation: {
          products: [
            {
              product: 'P',
              menu: [
                { item: 'Home', pages: ['index'] },
                { item: 'Build', dropdowns: [{ dropdown: 'Python', tabs: [{ tab: 'Overview', pages: ['py'] }] }] },
              ],
            },
          ],
        },
      },
      'index.mdx': '---\ntitle: Home\n---\n\nHome.\n',
      'py.mdx': '---\ntitle: Py\n---\n\nPython pages.\n',
    });

  it('builds the nested dropdowns, with a warning, as the reference product deploys them', async () => {
    const dir = site();
    const r = await build(dir, { outDir: path.join(dir, 'dist'), cache: false });
    expect(r.ok).toBe(true);
    expect(r.diagnostics.map((d) => `${d.severity} ${d.code} ${d.pointer}`)).toEqual([
      'warning nav-menu-invalid-child /navigation/products/0/menu/1/dropdowns',
    ]);
    const html = withoutMarks(fs.readFileSync(path.join(dir, 'dist/py/index.html'), 'utf8'));
    expect(html).toContain('Python pages.');
    expect(html).toMatch(/<nav class="sx-tabs-bar"[^>]*><ul><li><a href="\/py" aria-current="true"><span>Overview<\/span>/);
  });

  it('is an error in check', () => {
    expect(
      check(site())
        .diagnostics.filter((d) => d.code === 'nav-menu-invalid-child')
        .map((d) => d.severity),
    ).toEqual(['error']);
  });
});
