import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tmpSite } from '../../../test/helpers/tmp-site.js';
import { builtPage } from '../../../test/helpers/built-site.js';
import { loadSite } from '../../site/site.js';
import { siteAssets } from '../assets.js';
import { build } from '../build.js';
import { readManifest } from '../build-cache.js';
import { SiteWriter } from '../write-site.js';
import { filesGone, type BuiltPage, type OutputContext, type SiteOutput } from './output.js';
import { navFragments } from './nav-fragments.js';
import { runtimeAssets } from './runtime-assets.js';
import { staticFiles } from './static-files.js';
import { siteOutputs } from './index.js';

const page = builtPage;

/** Run one output over the pages into a fresh folder; returns what it owns and the folder. */
async function run(output: SiteOutput, root: string, pages: BuiltPage[], previous?: Record<string, string>) {
  const site = await loadSite(root, { cache: false });
  // Outside the docs folder, which the next load scans.
  const tmp = tmpSite({});
  for (const p of pages) output.collect?.(p);
  const ctx: OutputContext = {
    site,
    model: site.model!,
    writer: SiteWriter.into(tmp),
    assets: siteAssets({ math: true, dev: false }),
    render: await site.renderContext('build', new Map(), { css: [], scripts: [], math: [], mermaid: [], devScripts: [] }),
    icons: new Set(),
    ...(previous ? { previous } : {}),
  };
  return { owned: await output.write(ctx), tmp, icons: ctx.icons };
}

describe('site-level outputs', () => {
  const root = () => tmpSite({ 'docs.json': { navigation: { pages: ['a'] } }, 'a.mdx': '# A\n', 'img/x.svg': '<svg/>' });

  it('runtime assets own KaTeX only while some page has math; a rebuild without it gives the KaTeX files up', async () => {
    const dir = root();
    const withMath = await run(runtimeAssets(), dir, [page('/a', { math: true }), page('/b')]);
    expect(Object.keys(withMath.owned)).toContain('_sextant/katex/katex.min.css');
    expect(fs.existsSync(path.join(withMath.tmp, '_sextant/katex/katex.min.css'))).toBe(true);
    const without = await run(runtimeAssets(), dir, [page('/a'), page('/b')]);
    expect(Object.keys(without.owned).some((f) => f.includes('katex'))).toBe(false);
    const gone = filesGone({ 'runtime-assets': withMath.owned }, { 'runtime-assets': without.owned });
    expect(gone).toContain('_sextant/katex/katex.min.css');
    // The stylesheet is owned by both builds: it stays.
    expect(gone.some((f) => /^_sextant\/site\.[0-9a-f]+\.css$/.test(f))).toBe(false);
  });

  it('runtime assets copy the WebSocket console’s module and chunks only when some page shows the console', async () => {
    const dir = root();
    const isConsole = (f: string) => f.startsWith('_sextant/asyncapi-console/');
    const shown = await run(runtimeAssets(), dir, [page('/a', { channelConsole: true }), page('/b')]);
    const files = Object.keys(shown.owned).filter(isConsole);
    expect(files.some((f) => /\/main-[A-Z0-9]+\.js$/.test(f))).toBe(true);
    expect(files.some((f) => /\/chunk-[A-Z0-9]+\.js$/.test(f))).toBe(true);
    for (const f of files) expect(fs.existsSync(path.join(shown.tmp, f))).toBe(true);
    const none = await run(runtimeAssets(), dir, [page('/a'), page('/b')]);
    expect(Object.keys(none.owned).filter(isConsole)).toEqual([]);
  });

  it('large sidebars’ fragments hand the icons they draw to the sprite', async () => {
    const pages = (prefix: string) => Array.from({ length: 140 }, (_, i) => `${prefix}${i}`);
    const files: Record<string, string | object> = {
      'docs.json': {
        navigation: {
          groups: [
            { group: 'A', pages: pages('a') },
            { group: 'B', pages: [{ group: 'Nested', icon: 'rocket', pages: pages('b') }] },
          ],
        },
      },
    };
    for (const p of [...pages('a'), ...pages('b')]) files[`${p}.mdx`] = `# ${p}\n`;
    const { owned, icons } = await run(navFragments(), tmpSite(files), []);
    expect(Object.keys(owned)).toHaveLength(1);
    expect([...icons]).toEqual([expect.stringContaining('rocket')]);
  });

  it('static files own each copied file with its stamp, and a rebuild copies only those whose stamp changed', async () => {
    const dir = root();
    const first = await run(staticFiles(), dir, []);
    expect(Object.keys(first.owned)).toEqual(['img/x.svg']);
    expect(first.owned['img/x.svg']).not.toBe('');
    const same = await run(staticFiles(), dir, [], first.owned);
    expect(same.owned).toEqual(first.owned);
    expect(fs.existsSync(path.join(same.tmp, 'img/x.svg'))).toBe(false);
    const changed = await run(staticFiles(), dir, [], { 'img/x.svg': 'older' });
    expect(fs.existsSync(path.join(changed.tmp, 'img/x.svg'))).toBe(true);
  });

  it('a file another output owns now is not gone', () => {
    expect(filesGone({ a: { 'x.html': '', 'y.html': '' } }, { a: {}, b: { 'x.html': '' } })).toEqual(['y.html']);
  });

  it('have distinct names (each keys its files in the build manifest)', () => {
    const names = siteOutputs().map((o) => o.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('a build keeps each output’s files in the manifest; a rebuild that no longer needs math deletes the KaTeX files', async () => {
    const dir = tmpSite({ 'docs.json': { navigation: { pages: ['a', 'b'] } }, 'a.mdx': '# A\n\n$x^2$\n', 'b.mdx': '# B\n' });
    const out = path.join(dir, 'dist');
    await build(dir, { outDir: out });
    const cache = path.join(dir, '.sextant', 'cache');
    const before = readManifest(cache)!.outputs;
    expect(Object.keys(before['runtime-assets']!)).toContain('_sextant/katex/katex.min.css');
    expect(Object.keys(before['not-found']!)).toEqual(['404.html', '_sextant/not-found-routes.json']);
    expect(Object.keys(before['root-redirect']!)).toEqual(['index.html']);
    const fonts = Object.keys(before['runtime-assets']!).filter((f) => f.startsWith('_sextant/katex/fonts/'));
    expect(fonts.length).toBeGreaterThan(0);
    fs.writeFileSync(path.join(dir, 'a.mdx'), '# A\n\nNo math now.\n');
    const again = await build(dir, { outDir: out });
    expect(again.compiled).toBe(1);
    expect(Object.keys(readManifest(cache)!.outputs['runtime-assets']!).some((f) => f.includes('katex'))).toBe(false);
    for (const f of fonts) expect(fs.existsSync(path.join(out, f))).toBe(false);
    expect(fs.existsSync(path.join(out, '404.html'))).toBe(true);
  });
});

describe('SiteWriter.mergeInto', () => {
  it('does not delete a file listed as removed that this build wrote again', () => {
    const dir = tmpSite({ 'out/keep.html': 'old', 'out/drop.html': 'old' });
    const out = path.join(dir, 'out');
    const writer = new SiteWriter(out);
    writer.write('keep.html', 'new');
    writer.mergeInto(['keep.html', 'drop.html']);
    expect(fs.readFileSync(path.join(out, 'keep.html'), 'utf8')).toBe('new');
    expect(fs.existsSync(path.join(out, 'drop.html'))).toBe(false);
  });
});
