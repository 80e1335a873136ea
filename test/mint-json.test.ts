// A folder with only Mintlify's older mint.json builds as the docs.json it upgrades to (a warning in build,
// an error in check), its problems located in mint.json; `sextant upgrade` writes that docs.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { upgradeMintJson } from '../src/config/mint-json.js';
import { printedDiagnostics, runSextant } from './helpers/cli.js';
import { copySite, removeTree, tmpSite } from './helpers/tmp-site.js';
import { withoutMarks } from './helpers/content.js';
import { build } from '../src/output/build.js';

const SITE = path.join(import.meta.dirname, 'fixtures/sites/mint-json');
const OUT = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-mint-json-'));
afterAll(() => removeTree(OUT));

/** A command's exit code and its output, both streams together. */
function run(args: string[]) {
  const r = runSextant(args);
  return { code: r.code, text: r.stdout + r.stderr };
}
const found = printedDiagnostics;

describe('a repository with only mint.json', () => {
  const out = path.join(OUT, 'site');
  const built = run(['build', SITE, '--out', out, '--no-cache']);
  const page = (route: string) => fs.readFileSync(path.join(out, route, 'index.html'), 'utf8');

  it('builds with exit 0; what it reports is located in mint.json', () => {
    expect(built.code).toBe(0);
    expect(found(built.text)).toEqual([
      'mint.json:1:1 warning config-mint-json',
      'mint.json:12:31 warning icon-substituted',
      'mint.json:16:68 warning nav-page-not-found',
    ]);
    expect(fs.existsSync(path.join(out, 'mint.json'))).toBe(false);
  });

  it('puts tabs, anchors, top-bar links, the mode and the API settings where docs.json has them', () => {
    const intro = withoutMarks(page('introduction'));
    expect(intro).toMatch(
      /<nav class="sx-tabs-bar"[^>]*><ul><li><a href="\/introduction" aria-current="true"><span>Documentation<\/span><\/a><\/li><li><a href="\/api-reference\/list-things"><span>API Reference<\/span><\/a><\/li><\/ul><\/nav>/,
    );
    expect(intro).toContain('<a href="https://discord.example.com" class="sx-external"');
    expect(intro).toContain('href="https://support.example.com"');
    expect(intro).toContain('href="https://dashboard.example.com"');
    expect(intro).toContain('https://github.com/example');
    expect(intro).toContain('data-sx-appearance="dark" data-sx-appearance-strict="true"');
    // The nested group keeps its page; api.playground.mode "simple" leaves the page without a send.
    expect(page('guides/setup')).toContain('Install it.');
    expect(page('api-reference/list-things')).toContain('/things');
    expect(page('api-reference/list-things')).not.toContain('Try it');
  });

  it('fails `check`, with the same findings as errors where build repairs them', () => {
    const check = run(['check', SITE]);
    expect(check.code).toBe(1);
    expect(found(check.text)).toEqual([
      'mint.json:1:1 error config-mint-json',
      'mint.json:12:31 warning icon-substituted',
      'mint.json:16:68 error nav-page-not-found',
    ]);
  });

  it('`sextant upgrade` writes that docs.json, which builds without the notice and is never overwritten', () => {
    const copy = path.join(OUT, 'copy');
    copySite(SITE, copy);
    const first = run(['upgrade', copy]);
    expect(first.code).toBe(0);
    const docs = JSON.parse(fs.readFileSync(path.join(copy, 'docs.json'), 'utf8')) as Record<string, unknown>;
    expect(docs['navbar']).toEqual({
      links: [{ label: 'Support', href: 'https://support.example.com' }],
      primary: { type: 'button', label: 'Dashboard', href: 'https://dashboard.example.com' },
    });
    expect(docs['api']).toEqual({
      mdx: { server: 'https://api.example.com', auth: { method: 'bearer' } },
      playground: { display: 'simple' },
    });
    const check = run(['check', copy]);
    expect(found(check.text)).toEqual([
      expect.stringMatching(/^docs\.json:\d+:\d+ error nav-page-not-found$/),
      expect.stringMatching(/^docs\.json:\d+:\d+ warning icon-substituted$/),
    ]);
    expect(run(['upgrade', copy]).code).toBe(1);
  });
});

describe('a mint.json with versions', () => {
  it('shows a group without `version` in every version, without calling its pages listed twice', async () => {
    const dir = tmpSite({
      'mint.json': {
        name: 'V',
        versions: ['v2', 'v1'],
        navigation: [
          { group: 'Shared', pages: ['shared'] },
          { group: 'Old', version: 'v1', pages: ['v1/old'] },
        ],
      },
      'shared.mdx': '---\ntitle: Shared\n---\n\nText.\n',
      'v1/old.mdx': '---\ntitle: Old\n---\n\nText.\n',
    });
    const r = await build(dir, { outDir: path.join(dir, 'dist'), cache: false });
    expect(r.ok).toBe(true);
    expect(r.diagnostics.map((d) => d.code)).toEqual(['config-mint-json']);
  });
});

describe('upgradeMintJson', () => {
  it('puts internal anchors inside the tab whose groups they claim; reads bare Intercom and Front Chat ids', () => {
    const { value, origins } = upgradeMintJson({
      tabs: [{ name: 'Cloud', url: 'cloud' }],
      anchors: [{ name: 'API Reference', icon: 'code', url: 'reference' }],
      navigation: [
        { group: 'Overview', pages: ['index'] },
        { group: 'Cloud', pages: ['cloud/overview'] },
        { group: 'API', pages: ['reference/overview'] },
      ],
      analytics: { ga4: { measurementId: 'G-1' } },
      integrations: { intercom: 't228v7ci', frontchat: 'abc123snip' },
    });
    expect(value['navigation']).toEqual({
      tabs: [
        {
          tab: 'Documentation',
          anchors: [
            { anchor: 'Documentation', icon: 'book-open', groups: [{ group: 'Overview', pages: ['index'] }] },
            { anchor: 'API Reference', icon: 'code', groups: [{ group: 'API', pages: ['reference/overview'] }] },
          ],
        },
        { tab: 'Cloud', groups: [{ group: 'Cloud', pages: ['cloud/overview'] }] },
      ],
    });
    expect(value['integrations']).toEqual({
      ga4: { measurementId: 'G-1' },
      intercom: { appId: 't228v7ci' },
      frontchat: { snippetId: 'abc123snip' },
    });
    // Each integration is located where mint.json writes it.
    expect(origins).toContainEqual({ at: ['integrations', 'intercom'], from: ['integrations', 'intercom'] });
    expect(origins).toContainEqual({ at: ['integrations', 'ga4'], from: ['analytics', 'ga4'] });
  });

  it('divides groups among versions and the anchors that claim their pages; external anchors become global', () => {
    const { value } = upgradeMintJson({
      name: 'V',
      versions: ['v2', 'v1'],
      topAnchor: { name: 'Guides' },
      anchors: [
        { name: 'API', icon: 'code', url: 'api' },
        { name: 'GitHub', icon: 'github', url: 'https://github.com/x' },
      ],
      navigation: [
        { group: 'Start', pages: ['index'] },
        { group: 'Old', version: 'v1', pages: ['v1/old'] },
        { group: 'Endpoints', icon: 'bolt', iconType: 'duotone', pages: ['api/list'] },
      ],
    });
    expect(value['navigation']).toEqual({
      versions: [
        {
          version: 'v2',
          anchors: [
            { anchor: 'Guides', icon: 'book-open', groups: [{ group: 'Start', pages: ['index'] }] },
            {
              anchor: 'API',
              icon: 'code',
              groups: [{ group: 'Endpoints', icon: { name: 'bolt', style: 'duotone' }, pages: ['api/list'] }],
            },
          ],
        },
        {
          version: 'v1',
          anchors: [
            {
              anchor: 'Guides',
              icon: 'book-open',
              groups: [
                { group: 'Start', pages: ['index'] },
                { group: 'Old', pages: ['v1/old'] },
              ],
            },
            {
              anchor: 'API',
              icon: 'code',
              groups: [{ group: 'Endpoints', icon: { name: 'bolt', style: 'duotone' }, pages: ['api/list'] }],
            },
          ],
        },
      ],
      global: { anchors: [{ anchor: 'GitHub', href: 'https://github.com/x', icon: 'github' }] },
    });
  });
});
