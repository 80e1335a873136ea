import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copySite, tmpSite } from '../../test/helpers/tmp-site.js';
import { build } from './build.js';

/** A site big enough for a lazy sidebar: 6 sections × 50 pages, one page using a snippet, one image. */
function bigSite(): string {
  const files: Record<string, string | object> = {};
  const groups = [];
  for (let s = 1; s <= 6; s++) {
    const pages = [];
    for (let p = 1; p <= 50; p++) {
      const key = `s${s}/p${p}`;
      pages.push(key);
      files[`${key}.mdx`] = `---\ntitle: Page ${s}.${p}\n---\n\nText of ${key}. <Icon icon="rocket" />\n`;
    }
    groups.push({ group: `Section ${s}`, pages: [{ group: `Topic ${s}`, pages }] });
  }
  files['s1/p1.mdx'] = `---\ntitle: Page 1.1\n---\nimport Note from '/snippets/note.mdx';\n\n<Note />\n`;
  files['snippets/note.mdx'] = 'A shared note.\n';
  files['images/a.svg'] = '<svg xmlns="http://www.w3.org/2000/svg"/>';
  files['docs.json'] = { name: 'Big', navigation: { groups } };
  return tmpSite(files);
}

/** Every file of a folder with its bytes. */
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

async function expectSameAsColdBuild(root: string, out: string): Promise<void> {
  const cold = path.join(path.dirname(root), path.basename(root) + '-cold');
  const result = await build(root, { outDir: cold, cache: false });
  expect(result.ok).toBe(true);
  const a = snapshot(out);
  const b = snapshot(cold);
  expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
  const differing = [...a.keys()].filter((k) => a.get(k) !== b.get(k));
  expect(differing).toEqual([]);
  fs.rmSync(cold, { recursive: true, force: true });
}

describe('rebuilding from the cache', () => {
  it('after a title change, compiles one page, renders only the pages that show it, and writes what a cold build writes', async () => {
    const root = bigSite();
    const out = path.join(root, 'dist');
    const first = await build(root, { outDir: out });
    expect([first.ok, first.compiled, first.rendered]).toEqual([true, 300, 300]);

    fs.writeFileSync(path.join(root, 's3/p7.mdx'), '---\ntitle: A new title\n---\n\nText of s3/p7. <Icon icon="rocket" />\n');
    const again = await build(root, { outDir: out });
    expect(again.ok).toBe(true);
    expect(again.compiled).toBe(1);
    // The page itself, its topic's pages (their open group lists it) and its neighbours: not the other 250.
    expect(again.rendered).toBeLessThan(60);
    expect(fs.readFileSync(path.join(out, 's3/p7/index.html'), 'utf8')).toContain('A new title');
    await expectSameAsColdBuild(root, out);
  });

  it('recompiles pages whose snippet changed, and follows added, changed and removed static files', async () => {
    const root = bigSite();
    const out = path.join(root, 'dist');
    await build(root, { outDir: out });
    fs.writeFileSync(path.join(root, 'snippets/note.mdx'), 'The note, edited.\n');
    fs.writeFileSync(path.join(root, 'images/a.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="2"/>');
    fs.writeFileSync(path.join(root, 'images/b.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const again = await build(root, { outDir: out });
    expect(again.compiled).toBe(1);
    expect(fs.readFileSync(path.join(out, 's1/p1/index.html'), 'utf8')).toContain('The note, edited.');
    await expectSameAsColdBuild(root, out);
    fs.rmSync(path.join(root, 'images/b.svg'));
    await build(root, { outDir: out });
    expect(fs.existsSync(path.join(out, 'images/b.svg'))).toBe(false);
    await expectSameAsColdBuild(root, out);
  });

  it('builds everything again when docs.json changes', async () => {
    const root = bigSite();
    const out = path.join(root, 'dist');
    await build(root, { outDir: out });
    const docs = JSON.parse(fs.readFileSync(path.join(root, 'docs.json'), 'utf8')) as { name: string };
    docs.name = 'Renamed';
    fs.writeFileSync(path.join(root, 'docs.json'), JSON.stringify(docs));
    const again = await build(root, { outDir: out });
    expect([again.compiled, again.rendered]).toEqual([300, 300]);
    await expectSameAsColdBuild(root, out);
  });
});

describe('a full build with the cache', () => {
  it('after the output folder was deleted, compiles only the changed page and writes what a cold build writes', async () => {
    const root = bigSite();
    const out = path.join(root, 'dist');
    await build(root, { outDir: out });
    fs.rmSync(out, { recursive: true });
    fs.writeFileSync(path.join(root, 's3/p7.mdx'), '---\ntitle: A new title\n---\n\nText of s3/p7, edited.\n');
    const again = await build(root, { outDir: out });
    expect([again.ok, again.compiled, again.rendered]).toEqual([true, 1, 300]);
    expect(fs.readFileSync(path.join(out, 's3/p7/index.html'), 'utf8')).toContain('Text of s3/p7, edited.');
    await expectSameAsColdBuild(root, out);
  });

  it('into another folder, compiles nothing that did not change, and the cache serves both folders', async () => {
    const root = bigSite();
    // Outside the docs folder: a build would copy the other folder's output as static files.
    const [one, two] = ['one', 'two'].map((n) => path.join(tmpSite({}), n)) as [string, string];
    await build(root, { outDir: one });
    const other = await build(root, { outDir: two });
    expect([other.ok, other.compiled, other.rendered]).toEqual([true, 0, 300]);
    await expectSameAsColdBuild(root, two);
    // The first folder's output is still the cache's: a snippet edit there compiles its one page.
    fs.writeFileSync(path.join(root, 'snippets/note.mdx'), 'The note, edited.\n');
    const back = await build(root, { outDir: one });
    expect([back.compiled, fs.readFileSync(path.join(one, 's1/p1/index.html'), 'utf8').includes('The note, edited.')]).toEqual([1, true]);
  });

  it('compiles again the API pages that write shared schema fragments, so the new output has them', async () => {
    const root = tmpSite({});
    // Not the fixture's own cache, which other tests' builds write.
    const fixture = path.join(import.meta.dirname, '../../test/fixtures/sites/api-reference');
    copySite(fixture, root);
    const first = await build(root, { outDir: path.join(tmpSite({}), 'one') });
    expect(first.compiled).toBe(first.pages);
    const out = path.join(tmpSite({}), 'two');
    const again = await build(root, { outDir: out });
    expect(again.ok).toBe(true);
    expect(fs.readdirSync(path.join(out, '_sextant/api'))).toHaveLength(1);
    // The guides are reused; the endpoint pages linking to fragments are not.
    expect(again.compiled).toBeGreaterThan(0);
    expect(again.compiled).toBeLessThan(first.compiled - 1);
    await expectSameAsColdBuild(root, out);
  });
});

describe('rebuilding, math assets', () => {
  it('removes KaTeX from the output when the last page with math loses it', async () => {
    const root = tmpSite({ 'docs.json': { navigation: { pages: ['a', 'b'] } }, 'a.mdx': '# A\n\n$x^2$\n', 'b.mdx': '# B\n' });
    const out = path.join(root, 'dist');
    await build(root, { outDir: out });
    expect(fs.existsSync(path.join(out, '_sextant/katex/katex.min.css'))).toBe(true);
    fs.writeFileSync(path.join(root, 'a.mdx'), '# A\n\nNo math now.\n');
    await build(root, { outDir: out });
    expect(fs.existsSync(path.join(out, '_sextant/katex/katex.min.css'))).toBe(false);
    await expectSameAsColdBuild(root, out);
  });
});

describe('rebuilding, utility classes', () => {
  it('drops the utility stylesheet when the last page writing classes loses them', async () => {
    const root = tmpSite({
      'docs.json': { navigation: { pages: ['a', 'b'] } },
      'a.mdx': '# A\n\n<div className="mt-4 text-red-500">x</div>\n',
      'b.mdx': '# B\n',
    });
    const out = path.join(root, 'dist');
    await build(root, { outDir: out });
    const sheet = fs.readdirSync(path.join(out, '_sextant')).filter((f) => /utilities/.test(f));
    expect(sheet.length).toBe(1);
    fs.writeFileSync(path.join(root, 'a.mdx'), '# A\n\n<div>x</div>\n');
    const again = await build(root, { outDir: out });
    expect(again.compiled).toBe(1);
    expect(fs.readdirSync(path.join(out, '_sextant')).filter((f) => /utilities/.test(f))).toEqual([]);
    await expectSameAsColdBuild(root, out);
  });
});
