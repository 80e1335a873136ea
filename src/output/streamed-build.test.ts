import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tmpSite } from '../../test/helpers/tmp-site.js';
import { build } from './build.js';

/**
 * Pages are rendered as soon as they compile, with provisional labels for pages not compiled yet
 * (see build.ts). These sites have labels the quick read gets wrong, so some pages must be drawn again.
 */
function site(pages = 40): string {
  const files: Record<string, string | object> = {};
  const list: string[] = [];
  for (let i = 1; i <= pages; i++) {
    const key = `p${i}`;
    list.push(key);
    files[`${key}.mdx`] = `---\ntitle: Page ${i}\n---\n\nText of page ${i}.\n`;
  }
  // Titles that only compiling gets right: a heading with markup, a variable in the title.
  files['p3.mdx'] = '# The **bold** way\n\nNo frontmatter; the title is the heading as text.\n';
  files['p5.mdx'] = '---\ntitle: "{{product}} guide"\n---\n\nVariables apply to the title.\n';
  files['snippets/note.mdx'] = 'A shared note.\n';
  files['p7.mdx'] = `---\ntitle: Page 7\n---\nimport Note from '/snippets/note.mdx';\n\n<Note />\n`;
  files['docs.json'] = { name: 'Streamed', variables: { product: 'Acme' }, navigation: { groups: [{ group: 'All', pages: list }] } };
  return tmpSite(files);
}

function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const abs = path.join(d, e.name);
      if (e.isDirectory()) walk(abs);
      else out.set(path.relative(dir, abs), fs.readFileSync(abs, 'base64'));
    }
  };
  walk(dir);
  return out;
}

/** The sidebar links' text of a built page. */
function sidebarTitles(out: string, page: string): string[] {
  const html = fs.readFileSync(path.join(out, page, 'index.html'), 'utf8');
  const nav = /<nav[^>]*sx-sidebar[\s\S]*?<\/nav>/.exec(html)?.[0] ?? html;
  return Array.from(nav.matchAll(/<a [^>]*href="\/p\d+"[^>]*>([\s\S]*?)<\/a>/g), (m) => m[1]!.replace(/<[^>]+>/g, '').trim());
}

describe('streamed builds', () => {
  it.each([true, false])('draw every sidebar with the compiled titles (cache %s)', async (cache) => {
    const root = site();
    const out = path.join(root, 'dist');
    const result = await build(root, { outDir: out, cache });
    expect(result.ok).toBe(true);
    for (const page of ['p1', 'p3', 'p40']) {
      const titles = sidebarTitles(out, page);
      expect(titles, page).toContain('The bold way');
      expect(titles, page).toContain('Acme guide');
      expect(titles.join('|'), page).not.toMatch(/\*\*|\{\{/);
    }
    // Every page drew p3's and p5's labels, so every page was rendered again from the page store.
    expect(result.rendered).toBe(40);
    // Without the cache the page store is a scratch folder, removed after the build.
    if (!cache) expect(fs.existsSync(path.join(root, '.sextant'))).toBe(false);
  });

  it('writes the same bytes whether it renders pages again or not', async () => {
    const root = site();
    const a = path.join(tmpSite({}), 'a');
    await build(root, { outDir: a, cache: false });
    // The same site with the titles written where the quick read finds them: nothing is drawn twice.
    fs.writeFileSync(path.join(root, 'p3.mdx'), '---\ntitle: The bold way\n---\n\nNo frontmatter; the title is the heading as text.\n');
    fs.writeFileSync(path.join(root, 'p5.mdx'), '---\ntitle: "Acme guide"\n---\n\nVariables apply to the title.\n');
    const b = path.join(tmpSite({}), 'b');
    await build(root, { outDir: b, cache: false });
    const [sa, sb] = [snapshot(a), snapshot(b)];
    // The search index follows the pages' text, which p3's edit changed.
    const differing = [...sa.keys()].filter((k) => !k.startsWith('_sextant/search/') && sa.get(k) !== sb.get(k));
    // Only the two edited pages' own content differs (p3 lost its in-page heading, p5 is unchanged),
    // in its HTML, its Markdown twin and the llms-full.txt files that hold the twin; the manifest gives
    // the two rewritten files their new modification times.
    expect(differing.sort()).toEqual(['.well-known/llms-full.txt', 'llms-full.txt', 'p3.md', 'p3/index.html', 'sextant-manifest.json']);
  });
});

/** The compiled build in lib/ runs pages in worker threads; `npm test` compiles it first. */
const LIB_BUILD = path.resolve(import.meta.dirname, '../../lib/output/build.js');
const LIB_POOL = path.resolve(import.meta.dirname, '../../lib/output/page-pool.js');

/** A site whose pages hold code blocks in several languages (some repeated across pages). */
function codeSite(pages: number): string {
  const files: Record<string, string | object> = {};
  const list: string[] = [];
  for (let i = 1; i <= pages; i++) {
    list.push(`c${i}`);
    files[`c${i}.mdx`] = [
      `---\ntitle: Code ${i}\n---\n`,
      '```ts title="client.ts" {2}',
      `export const page${i} = (n: number): string => \`#\${n * ${i}}\`;`,
      'console.log(page(1));',
      '```\n',
      '```python',
      `def page_${i}(n: int) -> str:\n    return f"{n}"`,
      '```\n',
      '```bash',
      'curl -sS https://example.com/v1 -H "Accept: application/json"',
      '```\n',
    ].join('\n');
  }
  files['docs.json'] = { name: 'Code', navigation: { groups: [{ group: 'All', pages: list }] } };
  return tmpSite(files);
}

describe.skipIf(!fs.existsSync(LIB_BUILD))('worker builds', () => {
  it('write byte for byte what a build in one thread writes', async () => {
    const { build: libBuild } = (await import(LIB_BUILD)) as { build: typeof build };
    const root = site(120);
    // Outside the docs folder: the second build would copy the first one's output as static files.
    const one = path.join(tmpSite({}), 'one');
    const two = path.join(tmpSite({}), 'two');
    const inThread = await libBuild(root, { outDir: one, cache: false, workers: 0 });
    const inWorkers = await libBuild(root, { outDir: two, cache: false, workers: 2 });
    expect([inThread.ok, inWorkers.ok]).toEqual([true, true]);
    expect(inWorkers.rendered).toBe(120);
    const [a, b] = [snapshot(one), snapshot(two)];
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    expect([...a.keys()].filter((k) => a.get(k) !== b.get(k))).toEqual([]);
    expect(sidebarTitles(two, 'p100')).toContain('Acme guide');
  });

  it("highlight the main thread's code blocks in the worker, prestarted or not, as one thread does", async () => {
    const { build: libBuild } = (await import(LIB_BUILD)) as { build: typeof build };
    const { prestartWorker } = (await import(LIB_POOL)) as { prestartWorker: () => void };
    const root = codeSite(24);
    const [one, two, three] = ['one', 'two', 'three'].map((n) => path.join(tmpSite({}), n));
    expect((await libBuild(root, { outDir: one!, cache: false, workers: 0 })).ok).toBe(true);
    expect((await libBuild(root, { outDir: two!, cache: false, workers: 2 })).ok).toBe(true);
    // As `sextant build` does: the worker loads while the site does, and is used from two pages.
    prestartWorker();
    expect((await libBuild(root, { outDir: three!, cache: false })).ok).toBe(true);
    const [a, b, c] = [snapshot(one!), snapshot(two!), snapshot(three!)];
    expect(a.get('c7/index.html')).toBeDefined();
    expect(Buffer.from(a.get('c7/index.html')!, 'base64').toString()).toMatch(/<span style="color:[^"]+">export<\/span>/);
    for (const other of [b, c]) {
      expect([...other.keys()].sort()).toEqual([...a.keys()].sort());
      expect([...a.keys()].filter((k) => a.get(k) !== other.get(k))).toEqual([]);
    }
  });

  it('report a page that fails to compile and leave the previous output', async () => {
    const { build: libBuild } = (await import(LIB_BUILD)) as { build: typeof build };
    const root = site(60);
    const out = path.join(root, 'dist');
    expect((await libBuild(root, { outDir: out, cache: false, workers: 2 })).ok).toBe(true);
    const before = snapshot(out);
    fs.writeFileSync(path.join(root, 'p44.mdx'), '---\ntitle: Broken\n---\n\n<Note>\n\nnever closed\n');
    const failed = await libBuild(root, { outDir: out, cache: false, workers: 2 });
    expect(failed.ok).toBe(false);
    expect(failed.diagnostics.find((d) => d.severity === 'error')).toMatchObject({ code: 'mdx-syntax', file: 'p44.mdx' });
    expect(snapshot(out)).toEqual(before);
    expect(fs.readdirSync(root).filter((f) => f.includes('sextant-tmp'))).toEqual([]);
  });

  it("render the pages the cache kept compiled, with the main thread's, when the output is elsewhere", async () => {
    const { build: libBuild } = (await import(LIB_BUILD)) as { build: typeof build };
    const root = codeSite(130);
    const [one, two] = ['one', 'two'].map((n) => path.join(tmpSite({}), n)) as [string, string];
    expect((await libBuild(root, { outDir: one, workers: 2 })).compiled).toBe(130);
    fs.writeFileSync(path.join(root, 'c7.mdx'), '---\ntitle: Seven\n---\n\n```ts\nexport const seven = 7;\n```\n');
    const again = await libBuild(root, { outDir: two, workers: 2 });
    expect([again.ok, again.compiled, again.rendered]).toEqual([true, 1, 130]);
    const cold = path.join(tmpSite({}), 'cold');
    expect((await libBuild(root, { outDir: cold, cache: false, workers: 0 })).ok).toBe(true);
    const [a, b] = [snapshot(cold), snapshot(two)];
    expect(Buffer.from(b.get('c7/index.html')!, 'base64').toString()).toContain('seven');
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    expect([...a.keys()].filter((k) => a.get(k) !== b.get(k))).toEqual([]);
  });
});
