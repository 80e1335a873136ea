/**
 * Facts an endpoint page carries for the build (the schema fragment folders it links to), checked
 * against the HTML it produces; what `check` compiles of it; and the dispatcher of pages/ on a real site.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSite } from '../../src/site/check.js';
import { compileContext } from '../../src/site/compile-context.js';
import { compileRoute } from '../../src/pages/compile-route.js';

const SITE = path.join(import.meta.dirname, '../fixtures/sites/api-reference');
const folders = (html: string) => [...new Set(Array.from(html.matchAll(/\/_sextant\/api\/([0-9a-f]+)\//g), (m) => m[1]!))];

describe('endpoint pages: facts on Page', () => {
  it('list the fragment folders their HTML links to (builds), none without fragments (dev)', async () => {
    const { model, files } = await checkSite(SITE);
    const routes = model!.routes.filter((r) => r.page.kind === 'openapi' || r.page.kind === 'webhook');
    expect(routes.length).toBeGreaterThan(3);
    for (const dev of [false, true]) {
      const ctx = compileContext(SITE, model!, files!.files, dev);
      let linking = 0;
      for (const route of routes) {
        const page = await compileRoute(route, ctx, model!);
        expect(page.fragments ?? [], route.path).toEqual(folders(page.html));
        if (page.fragments) linking++;
      }
      expect(linking > 0).toBe(!dev);
    }
  }, 120_000);

  it('have no Markdown twin when only diagnostics are wanted (check), and the same problems, anchors and links', async () => {
    const { model, files } = await checkSite(SITE);
    // Every page: endpoint pages, and MDX pages with and without an operation.
    const routes = model!.routes;
    expect(routes.some((r) => r.page.kind === 'mdx' && r.page.operation)).toBe(true);
    const ctx = compileContext(SITE, model!, files!.files, false);
    const quickCtx = { ...ctx, diagnosticsOnly: true as const };
    for (const route of routes) {
      const [full, quick] = [await compileRoute(route, ctx, model!), await compileRoute(route, quickCtx, model!)];
      expect(full.markdown, route.path).not.toBe('');
      expect(quick.markdown, route.path).toBe('');
      expect([quick.diagnostics, quick.anchors, quick.links], route.path).toEqual([full.diagnostics, full.anchors, full.links]);
    }
  }, 120_000);
});
