import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '../model/page.js';
import type { Route, SiteModel } from '../model/site-model.js';
import type { CompileContext } from '../content/compile-page.js';
import { emptyPage } from '../content/empty-page.js';

const page = (route: string, extra: Partial<Page> = {}): Page => emptyPage(route, 'T', extra);

const calls: string[] = [];
let mdxPage: Page = page('/a');
vi.mock('../content/compile-page.js', () => ({
  compilePage: vi.fn(async (file: string, route: string) => (calls.push(`mdx ${file}`), { ...mdxPage, route })),
}));
vi.mock('../openapi/endpoint/compile-route.js', () => ({
  compileEndpointPage: vi.fn(async (route: Route) => (calls.push(`endpoint ${route.page.kind}`), page(route.path))),
  withOperation: vi.fn(async (p: Page, op: { method: string; path: string }) => (calls.push(`operation ${op.method} ${op.path}`), p)),
  takeFragments: vi.fn(() => []),
}));
vi.mock('../asyncapi/compile-channel.js', () => ({
  compileChannelPage: vi.fn(async (route: Route) => (calls.push(`channel ${route.page.kind}`), page(route.path))),
  withChannel: vi.fn(async (p: Page, ch: { channel: string }) => (calls.push(`channel of ${ch.channel}`), p)),
}));

const { compileRoute } = await import('./compile-route.js');
const ctx = {} as CompileContext;
// A site of one division and no routes: every page is English (compileRoute reads the page's language there).
const site = { root: { kind: 'root', id: '', children: [] }, routes: [] } as unknown as SiteModel;
const route = (path: string, source: Route['page']): Route => ({ path, page: source }) as Route;
const PETS = { spec: 'openapi.yaml', kind: 'operation', method: 'GET', path: '/pets' } as const;

describe('compileRoute: each page kind goes to its producer', () => {
  beforeEach(() => {
    calls.length = 0;
    mdxPage = page('/a');
  });

  it('MDX pages are compiled by content/', async () => {
    await compileRoute(route('/a', { kind: 'mdx', file: 'a.mdx' }), ctx, site);
    expect(calls).toEqual(['mdx a.mdx']);
  });

  it('an MDX page naming an operation gets the operation part from openapi/', async () => {
    await compileRoute(route('/a', { kind: 'mdx', file: 'a.mdx', operation: PETS }), ctx, site);
    expect(calls).toEqual(['mdx a.mdx', 'operation GET /pets']);
  });

  it('a page whose frontmatter only a lenient reading accepts still gets its operation', async () => {
    mdxPage = page('/a', {
      diagnostics: [{ severity: 'error', code: 'frontmatter-lenient', message: 'x', file: 'a.mdx', line: 2, column: 1, pointer: '' }],
    });
    await compileRoute(route('/a', { kind: 'mdx', file: 'a.mdx', operation: PETS }), ctx, site);
    expect(calls).toEqual(['mdx a.mdx', 'operation GET /pets']);
  });

  it('an MDX page that failed to compile does not look up its operation', async () => {
    mdxPage = page('/a', {
      diagnostics: [{ severity: 'error', code: 'x', message: 'x', file: 'a.mdx', line: 1, column: 1, pointer: '' }],
    });
    await compileRoute(route('/a', { kind: 'mdx', file: 'a.mdx', operation: PETS }), ctx, site);
    expect(calls).toEqual(['mdx a.mdx']);
  });

  it('operations and webhooks are endpoint pages', async () => {
    await compileRoute(route('/op', { kind: 'openapi', spec: 's.yaml', method: 'GET', path: '/pets', display: 'interactive' }), ctx, site);
    await compileRoute(route('/hook', { kind: 'webhook', spec: 's.yaml', method: 'POST', name: 'new', display: 'interactive' }), ctx, site);
    expect(calls).toEqual(['endpoint openapi', 'endpoint webhook']);
  });

  it('AsyncAPI channels are channel pages, and an MDX page naming a channel gets its reference from asyncapi/', async () => {
    const p = await compileRoute(route('/ch', { kind: 'asyncapi', spec: 'a.yaml', channel: 'c' }), ctx, site);
    await compileRoute(route('/a', { kind: 'mdx', file: 'a.mdx', channel: { spec: 'a.yaml', channel: 'room', line: 2 } }), ctx, site);
    expect(calls).toEqual(['channel asyncapi', 'mdx a.mdx', 'channel of room']);
    expect(p.route).toBe('/ch');
  });
});
