import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { nativeParser, parseNative } from './parse-native.js';
import { parseMicromark } from './parse-mdx.js';
import { sharedFixtures } from '../../test/helpers/tmp-site.js';

/** The tree as JSON, without what the two parsers may differ in and no stage reads (absent vs undefined keys). */
const plain = (tree: unknown) => JSON.parse(JSON.stringify(tree)) as unknown;

/** Both readings of `text`: the native one (undefined when it handed the page to micromark) and micromark's. */
function both(text: string, file = 'page.mdx') {
  const reference = parseMicromark(text, file);
  const native = parseNative(text, !file.endsWith('.md'), true);
  return { reference: reference.ok ? reference.tree : undefined, native };
}

/**
 * Email literals become links in a pass after micromark's parse, which leaves them and the text split
 * around them without positions; satteri gives them theirs. Positions there are not compared.
 */
function withoutLiteralPositions(tree: unknown): unknown {
  type Node = { type?: string; url?: string; position?: unknown; children?: Node[] };
  const visit = (n: Node) => {
    if (n.children?.some((c) => c.type === 'link' && /^(mailto|xmpp):/.test(c.url ?? '')))
      for (const c of n.children) if (c.type === 'text' || c.type === 'link') delete c.position;
    for (const c of n.children ?? []) {
      if (c.type === 'link' && /^(mailto|xmpp):/.test(c.url ?? '')) for (const t of c.children ?? []) delete t.position;
      visit(c);
    }
  };
  visit(tree as Node);
  return tree;
}

describe.skipIf(!nativeParser)('the native parser', () => {
  it.each([
    ['one-line elements are text elements in a paragraph', '<Warning>This is **final**.</Warning>\n'],
    ['two on a line keep the space between them', '<Note>a</Note> <Tip>b</Tip>\n'],
    ['such lines one after another make one paragraph', '<Note>a</Note>\n<Tip>b</Tip>\n<Card />\n'],
    ['in a block quote the line ending is text without the marker', '> <Note>a</Note>\n> <Tip>b</Tip>\n'],
    ['a paragraph goes on into an inline line', 'text\n<Note>a</Note>\n<Tip>b</Tip>\n'],
    ['in lists and nested', '- <Card>x</Card>\n\n<A><B>x</B></A>\n\n<A>\n  <B>x</B>\n</A>\n'],
    ['trailing spaces end the paragraph', '<Note> a </Note> \n\n# Next\n'],
    ['a line of tags alone stays flow', '<Frame><img src="x" /></Frame>\n\n<A>{x}</A>\n'],
    [
      'expressions, attributes and ESM carry estree at their places in the file',
      'import A from "/snippets/a.mdx"\nexport const n = {x: 1}\n\n# Hi {n.x}\n\n<Card title={`t`} {...n} cols={2} flag href="/a">\n  {/* comment */}\n</Card>\n',
    ],
    [
      'a multi-line attribute expression inside a container',
      '<CardGroup>\n  <Card\n    icon={\n      <svg viewBox="0 0 1 1">\n        <path d="m0" />\n      </svg>\n    }\n  />\n</CardGroup>\n',
    ],
    ['an expression across lines in a list', '- {[\n    1,\n  2]}\n'],
    ['Windows line endings', 'export const a = 1\r\n\r\n<A b={1}\r\n  c={[\r\n    2]} />\r\n\r\n<Note>a</Note>\r\n<Tip>b</Tip>\r\n'],
    ['a byte order mark', '\uFEFF# T\n\n<A b={1} />\n'],
    ['expressions that share a line are text', '{a} {b}\n\n<A/>{x}{y}\n\n{a}<B/>\n'],
    ['protocol literals link whole', 'mailto:a@b.co, xmpp:a@b.co/res.x and mailto:[a@b.co](mailto:a@b.co)\n'],
    ['math keeps its hast hints', '$x$ and\n\n$$\ny\n$$\n'],
    [
      'frontmatter, tables, footnotes, task lists',
      '---\ntitle: T\n---\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n- [x] done\n\nA[^1]\n\n[^1]: note\n',
    ],
  ])('%s: the same tree as micromark', (_, text) => {
    const { reference, native } = both(text);
    expect(native).toBeDefined();
    expect(withoutLiteralPositions(plain(native))).toEqual(withoutLiteralPositions(plain(reference)));
  });

  it('reads .md as Markdown, braces and tags as text', () => {
    const { reference, native } = both('# T\n\n{not an expression} and <div>html</div>\n', 'guide.md');
    expect(plain(native)).toEqual(plain(reference));
  });

  it.each([
    ['an empty attribute expression', '<A b={} />\n'],
    ['a tag spread that is not one spread', '<A {x} />\n'],
    ['a tag spread with more', '<A {...x, y} />\n'],
    ['an unclosed tag', '<Note>\n\nhi\n'],
    ['an HTML comment', 'text <!-- c --> x\n'],
    ['a broken expression', 'a {1 +} b\n'],
  ])('hands %s to micromark, which reports it', (_, text) => {
    expect(parseNative(text, true, true)).toBeUndefined();
  });

  it('gives the same trees as micromark for every page of the project, and of the real repositories when present', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const dirs = [path.join(root, 'docs'), path.join(root, 'examples'), path.join(root, 'test', 'fixtures')];
    const shared = sharedFixtures();
    if (shared) dirs.push(path.join(shared, 'real'));
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        if (e.name.startsWith('.') || e.name === 'node_modules' || e.name === 'dist') continue;
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.mdx?$/.test(e.name)) files.push(p);
      }
    };
    for (const dir of dirs) if (fs.existsSync(dir)) walk(dir);
    const differing: string[] = [];
    let compared = 0;
    for (const file of files) {
      const { reference, native } = both(fs.readFileSync(file, 'utf8'), file);
      if (!reference || !native) {
        // Either both reject it, or micromark reads what satteri rejected: never the other way round.
        if (native) differing.push(`${path.relative(root, file)}: only the native parser accepts it`);
        continue;
      }
      compared++;
      if (!isDeepStrictEqual(withoutLiteralPositions(plain(native)), withoutLiteralPositions(plain(reference))))
        differing.push(path.relative(root, file));
    }
    expect(differing).toEqual([]);
    expect(compared).toBeGreaterThan(shared ? 1000 : 50);
    // Thousands of pages parsed twice: about 40 s on an idle 2-core machine, and much more on a loaded one.
  }, 300_000);
});
