import { describe, expect, it } from 'vitest';
import { tmpSite } from '../../test/helpers/tmp-site.js';
import { renderNotFound } from '../render/special-pages.js';
import { renderState } from '../render/components/render-state.js';
import { Labels } from './labels.js';
import { makeRenderContext } from './render-context.js';
import { loadSite } from './site.js';

/** A site with a banner and a sidebar large enough to be served as a fragment. */
function site(): string {
  const pages = Array.from({ length: 260 }, (_, i) => `p${i}`);
  const files: Record<string, string | object> = {
    'docs.json': { name: 'S', banner: { content: 'Read **this**' }, navigation: { groups: [{ group: 'All', icon: 'rocket', pages }] } },
  };
  for (const p of pages) files[`${p}.mdx`] = `---\ntitle: Page ${p}\n---\n\nText.\n`;
  return tmpSite(files);
}

const assets = { css: ['/a.css'], scripts: ['/a.js'], math: [], mermaid: [], devScripts: [] };

describe('Site', () => {
  it('gives build and dev the same render context for the same model, but for the dev flag and fragment URLs', async () => {
    const loaded = await loadSite(site(), { cache: false });
    const labels = new Map([['/p0', { title: 'Zero' }]]);
    const b = await loaded.renderContext('build', labels, assets);
    const d = await loaded.renderContext('dev', labels, assets);
    expect(d.index).toBe(b.index);
    expect(d.banners).toBe(b.banners);
    expect([...b.banners.keys()]).toEqual(['']);
    expect(b.banners.get('')!.html).toContain('<strong>this</strong>');
    expect([...d.navFragments.keys()]).toEqual([...b.navFragments.keys()]);
    expect([...b.navFragments.keys()]).toHaveLength(1);
    expect([...b.navFragments.values()][0]).toMatch(/^\/_sextant\/nav\/[0-9a-f]{12}\.json$/);
    expect([...d.navFragments.values()][0]).toBe('/_sextant/nav/dev-root.json');
    expect([b.dev, d.dev]).toEqual([false, true]);
    expect(d.lastModified).toBeTypeOf('function');
    expect({ ...d, dev: false, navFragments: b.navFragments, lastModified: undefined }).toEqual(b);
  });

  it('a build worker’s render context, made from the parts it is sent, draws what the build’s does', async () => {
    const loaded = await loadSite(site(), { cache: false });
    const labels = new Map([['/p0', { title: 'Zero' }]]);
    const b = await loaded.renderContext('build', labels, assets);
    // What crosses to a worker (see page-renderer.ts LayoutData), structured-cloned.
    const sent = structuredClone({ labels: [...labels], navFragments: [...b.navFragments], banners: [...b.banners], model: loaded.model! });
    const w = makeRenderContext(sent.model, {
      labels: new Labels(sent.labels),
      assets,
      navFragments: new Map(sent.navFragments),
      banners: new Map(sent.banners),
      dev: false,
    });
    expect(renderNotFound(w)).toBe(renderNotFound(b));
  });

  it('makes the compile context once per flavour', async () => {
    const loaded = await loadSite(site(), { cache: false });
    const build = loaded.compileContext('build');
    expect(loaded.compileContext('build')).toBe(build);
    const [b, d] = await Promise.all([build, loaded.compileContext('dev')]);
    expect([b.dev, d.dev]).toEqual([false, true]);
    expect(b.routes.has('/p7')).toBe(true);
    expect(d.files).toBe(b.files);
  });

  it('the 404 page’s render state records the icons its layout draws', async () => {
    const loaded = await loadSite(site(), { cache: false });
    const ctx = await loaded.renderContext('build', new Map(), assets);
    const state = renderState(loaded.model!.settings.icons.library);
    const html = renderNotFound(ctx, state);
    expect(state.icons.size).toBeGreaterThan(0);
    for (const id of state.icons) expect(html).toContain(`icons.svg#${id}`);
  });
});

describe('Labels', () => {
  it('records the routes read, and fills a missing label on first read', () => {
    const filled: string[] = [];
    const labels = new Labels([['/a', { title: 'A' }]], (r) => (filled.push(r), r === '/none' ? undefined : { title: `quick ${r}` }));
    expect(labels.get('/a')).toEqual({ title: 'A' });
    expect(labels.get('/b')).toEqual({ title: 'quick /b' });
    expect(labels.get('/b')).toEqual({ title: 'quick /b' });
    expect(labels.get('/none')).toBeUndefined();
    expect(filled).toEqual(['/b', '/none']);
    expect(labels.reads().sort()).toEqual(['/a', '/b', '/none']);
    expect(labels.reads()).toEqual([]);
    labels.delete('/b');
    expect(labels.get('/b')).toEqual({ title: 'quick /b' });
    expect(filled).toEqual(['/b', '/none', '/b']);
  });

  it('without a fill, reads nothing but its entries', () => {
    const labels = new Labels([['/a', { title: 'A' }]]);
    expect(labels.get('/x')).toBeUndefined();
    expect(labels.has('/x')).toBe(false);
  });
});
