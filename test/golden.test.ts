import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../src/site/check.js';
import type { Division, NavGroup, NavNode, SiteModel } from '../src/model/site-model.js';

const SITES = path.join(import.meta.dirname, 'fixtures/sites');
const scenarios = fs
  .readdirSync(SITES)
  .filter((d) => fs.existsSync(path.join(SITES, d, 'docs.json')))
  // Breaks on purpose the rules `build` repairs, which `check` reports as errors (test/mintlify-compat.test.ts).
  .filter((d) => d !== 'mintlify-compat')
  .sort();

/** Resolve a fixture site, failing on any error. */
function resolve(name: string): { model: SiteModel; warnings: string[] } {
  const { model, diagnostics } = check(path.join(SITES, name));
  expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return { model: model!, warnings: diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`) };
}

function findDivision(d: Division, id: string): Division | undefined {
  if (d.id === id) return d;
  for (const c of d.children) {
    const hit = findDivision(c, id);
    if (hit) return hit;
  }
  return undefined;
}

function group(nodes: NavNode[] | undefined, label: string): NavGroup {
  const g = nodes?.find((n): n is NavGroup => n.type === 'group' && n.label === label);
  if (!g) throw new Error(`no group ${label}`);
  return g;
}

describe('golden SiteModel files', () => {
  it.each(scenarios)('%s resolves to its golden model', async (name) => {
    const { model, warnings } = resolve(name);
    await expect(JSON.stringify({ warnings, model }, null, 2) + '\n').toMatchFileSnapshot(
      path.join(import.meta.dirname, 'golden', `${name}.model.json`),
    );
  });
});

describe('what the golden models mean', () => {
  it('pages-root: URLs are file paths, nested groups start collapsed, unlisted pages are hidden routes', () => {
    const { model } = resolve('pages-root');
    expect(model.routes.map((r) => [r.path, r.hidden])).toEqual([
      ['/', false],
      ['/quickstart', false],
      ['/guides/setup', false],
      ['/guides/advanced/tuning', false],
      ['/guides/deploy', false],
      ['/hidden-page', true],
    ]);
    const guides = group(model.root.sidebar, 'Guides');
    expect([guides.depth, guides.expanded]).toEqual([0, true]);
    expect(group(guides.children, 'Advanced')).toMatchObject({ depth: 1, expanded: false, tag: 'NEW' });
    expect(model.routes.find((r) => r.path === '/guides/deploy')).toMatchObject({
      prev: '/guides/advanced/tuning',
      groups: ['Guides'],
      breadcrumbs: ['Guides'],
    });
    expect(model.routes.some((r) => r.path.startsWith('/snippets'))).toBe(false);
    expect([model.theme, model.eyebrows, model.drilldown]).toEqual(['mint', 'section', false]);
  });

  it('groups-root: expanded, root pages, hidden groups and explicit eyebrows/drilldown', () => {
    const { model } = resolve('groups-root');
    const start = group(model.root.sidebar, 'Get started');
    expect(group(start.children, 'Collapsed by default').expanded).toBe(false);
    expect(group(start.children, 'Open').expanded).toBe(true);
    expect(group(model.root.sidebar, 'Reference').root).toBe('/ref/overview');
    expect(model.routes.find((r) => r.path === '/internal/notes')).toMatchObject({ hidden: true });
    expect(model.routes.find((r) => r.path === '/ref/overview')).toMatchObject({ prev: '/start/open/three', next: '/ref/cli' });
    expect([model.eyebrows, model.drilldown]).toEqual(['breadcrumbs', true]);
  });

  it('tabs-anchors: anchors inside a tab, a tab menu, link-only elements and global links', () => {
    const { model } = resolve('tabs-anchors');
    expect(model.root.children.map((t) => [t.kind, t.label, t.href ?? null])).toEqual([
      ['tab', 'Guides', null],
      ['tab', 'More', null],
      ['tab', 'GitHub', 'https://github.com/example'],
    ]);
    const guides = model.root.children[0]!;
    expect(guides.children.map((a) => [a.kind, a.label, a.firstRoute ?? a.href])).toEqual([
      ['anchor', 'Documentation', '/'],
      ['anchor', 'SDKs', '/sdk/js'],
      ['anchor', 'Forum', 'https://forum.example.com'],
    ]);
    const more = model.root.children[1]!;
    expect(more.children.map((m) => [m.kind, m.label, m.description ?? null])).toEqual([
      ['menu-item', 'One', 'First menu item'],
      ['menu-item', 'Two', null],
      ['menu-item', 'Website', null],
    ]);
    expect(model.global.anchors.map((a) => a.label)).toEqual(['Blog', 'Status']);
    expect(model.routes.find((r) => r.path === '/sdk/js')?.breadcrumbs).toEqual(['Guides', 'SDKs']);
    expect([model.theme, model.layout, model.eyebrows, model.drilldown]).toEqual(['aspen', 'topnav', 'breadcrumbs', true]);
  });

  it('versions-languages: defaults, codes, per-language banner and navbar, hidden versions', () => {
    const { model } = resolve('versions-languages');
    const [en, fr] = model.root.children;
    expect([en!.code, en!.isDefault, en!.banner?.dismissible, en!.firstRoute]).toEqual(['en', true, true, '/en/v2']);
    expect(en!.children.map((v) => [v.code, v.tag ?? null, v.isDefault ?? false])).toEqual([
      ['v2', 'Latest', true],
      ['v1', null, false],
    ]);
    expect(fr!.navbar?.links?.[0]?.label).toBe('Aide');
    expect(findDivision(model.root, 'language:en/version:v2/tab:Docs/anchor:API')?.sidebar).toBeDefined();
    expect(model.routes.find((r) => r.path === '/en/v2/api/auth')).toMatchObject({
      division: 'language:en/version:v2/tab:Docs/anchor:API',
      breadcrumbs: ['Docs', 'API', 'Auth'],
    });
    expect(model.routes.find((r) => r.path === '/fr/v1')).toMatchObject({ hidden: true });
  });

  it('products-dropdowns: display names, descriptions and link-only products', () => {
    const { model } = resolve('products-dropdowns');
    expect(model.root.children.map((p) => [p.label, p.description ?? null, p.href ?? p.firstRoute])).toEqual([
      ['Cloud', 'The hosted platform', '/cloud'],
      ['Database', 'The embedded database', '/db'],
      ['status', null, 'https://status.example.com'],
    ]);
  });

  it('anchors-root and dropdowns-root: the other primary patterns, with nested tabs and link-only entries', () => {
    const anchors = resolve('anchors-root').model;
    expect(anchors.root.children.map((a) => [a.kind, a.label, a.firstRoute ?? a.href])).toEqual([
      ['anchor', 'Documentation', '/docs'],
      ['anchor', 'API', '/api'],
      ['anchor', 'Community', 'https://discord.example.com'],
    ]);
    expect(anchors.routes.find((r) => r.path === '/api')).toMatchObject({
      division: 'anchor:API/tab:Overview',
      breadcrumbs: ['API', 'Overview'],
    });
    const dropdowns = resolve('dropdowns-root').model;
    expect(dropdowns.root.children.map((d) => [d.kind, d.description ?? null])).toEqual([
      ['dropdown', 'Browser SDK'],
      ['dropdown', 'iOS and Android'],
      ['dropdown', null],
    ]);
    expect([dropdowns.layout, dropdowns.drilldown]).toEqual(['topnav', true]);
  });

  it('openapi: expansion by first tag with x-group, listed references, inheritance and collisions', () => {
    const { model, warnings } = resolve('openapi');
    const api = findDivision(model.root, 'version:v2/tab:API')!;
    expect(api.sidebar?.map((g) => (g.type === 'group' ? [g.label, g.children.length] : g.route))).toEqual([
      ['Pet store', 3],
      ['owners', 1],
      ['API Reference', 1],
      ['Webhooks', 1],
    ]);
    const path = (method: string, p: string, division: string) =>
      model.routes.find((r) => r.page.kind === 'openapi' && r.page.method === method && r.page.path === p && r.division === division)?.path;
    expect(path('GET', '/pets', 'version:v2/tab:API')).toBe('/api-reference/pets/list-pets');
    expect(path('GET', '/pets/{petId}', 'version:v2/tab:API')).toBe('/api-reference/pets/get-pets');
    expect(path('GET', '/owners', 'version:v2/tab:API')).toBe('/owners/all');
    expect(path('GET', '/pets', 'version:v1/tab:API')).toBe('/v1/api-reference/pets/list-pets');
    expect(path('DELETE', '/pets/{petId}', 'version:v2/tab:API')).toBeUndefined();
    expect(model.routes.find((r) => r.title === 'Internal' && r.division === 'version:v2/tab:API')).toMatchObject({ hidden: true });
    expect(model.routes.find((r) => r.title === 'Create a pet')?.sidebarTitle).toBe('New pet');
    expect(path('GET', '/status', 'version:v2/tab:Guides')).toBe('/api-reference/service-status');
    expect(path('GET', '/orders', 'version:v2/tab:Store')).toBe('/reference/store/list-orders');
    const store = findDivision(model.root, 'version:v2/tab:Store')!;
    expect(group(store.sidebar, 'Admin').children.map((n) => n.type)).toEqual(['page', 'page']);
    expect(model.routes.filter((r) => r.page.kind === 'asyncapi').map((r) => [r.path, r.title])).toEqual([
      ['/api-reference/rooms', 'Chat rooms'],
      ['/api-reference/presence', 'presence'],
    ]);
    expect(warnings).toEqual(['docs.json:15:78 nav-duplicate-page']);
    expect(model.specs.map((s) => [s.source, s.operations, s.webhooks, s.channels])).toEqual(
      expect.arrayContaining([
        ['specs/pets.yaml', 7, 1, 0],
        ['specs/chat.yaml', 0, 0, 2],
      ]),
    );
  });
});
