import { describe, expect, it } from 'vitest';
import { walk } from './walk.js';
import { compileSource } from '../../test/helpers/content.js';
import { parseMdx } from './parse-mdx.js';

function nodeTypes(result: ReturnType<typeof parseMdx>): Set<string> {
  const types = new Set<string>();
  if (result.ok) walk(result.tree, (n) => void types.add(n.type));
  return types;
}

describe('parseMdx', () => {
  it('parses valid MDX strictly, with JSX, expressions, ESM, frontmatter, GFM and math', () => {
    const result = parseMdx(
      '---\ntitle: T\n---\n\nimport A from "/snippets/a.mdx"\n\n<Note>{1 + 1}</Note>\n\n| a |\n| - |\n| 1 |\n\n$x$\n',
      'page.mdx',
    );
    expect(result.ok && result.relaxed).toBe(false);
    expect([...nodeTypes(result)]).toEqual(
      expect.arrayContaining(['yaml', 'mdxjsEsm', 'mdxJsxFlowElement', 'mdxFlowExpression', 'table', 'inlineMath']),
    );
  });

  it('falls back to the lenient rewrites when the strict parse fails, and says so', () => {
    const result = parseMdx('<!-- c -->\n\na<br>b\n', 'page.mdx');
    expect(result.ok).toBe(true);
    expect(result.ok && result.relaxed).toBe(true);
  });

  it('parses .md files that use components as MDX, as the reference reads every page', () => {
    const result = parseMdx('# T\n\n<Note>\nSee **bold**.\n</Note>\n\n    not code in MDX\n', 'guide.md');
    expect(nodeTypes(result).has('mdxJsxFlowElement')).toBe(true);
    expect(nodeTypes(result).has('code')).toBe(false);
    // A tag written in code is no component.
    expect(nodeTypes(parseMdx('Use `<Note>`.\n\n```\n<Tabs>\n```\n\n    indented code\n', 'guide.md')).has('code')).toBe(true);
  });

  it('shows a .md page whose components do not parse as plain Markdown, with a warning at the error', () => {
    const result = parseMdx('# T\n\n<Note>\nunclosed\n', 'guide.md');
    expect(result.ok).toBe(true);
    expect(result.ok && result.warnings).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'md-components-unread', file: 'guide.md', line: 3, column: 1 }),
    ]);
    expect(nodeTypes(result).has('html')).toBe(true);
    // An .mdx page keeps the error.
    expect(parseMdx('# T\n\n<Note>\nunclosed\n', 'guide.mdx').ok).toBe(false);
  });

  it('parses .md files without components as Markdown: braces and tags are not MDX', () => {
    const result = parseMdx('# T\n\n{not an expression} and <div>html</div>\n', 'guide.md');
    expect(result.ok && result.relaxed).toBe(false);
    const types = nodeTypes(result);
    expect(types.has('html')).toBe(true);
    expect([...types].filter((t) => t.startsWith('mdx'))).toEqual([]);
  });

  it.each([
    ['a broken expression in an attribute, lines below the top', 'text\n\n<Card title={1 +}>x</Card>\n', 3, 17, /\\\{/, /acorn/],
    ['an attribute value never closed', '<Card title="x>\nhi\n', 3, 1, /&lt;/, /closing quote/],
    ['a tag never closed', 'one\n\n<Card>\n\ntext\n', 3, 1, /close the tag/, /closing tag for `<Card>`/],
    // cal.com: the paragraph starts two lines above; the tag is what to fix, and it is most likely text.
    [
      'a placeholder written as a tag in a paragraph',
      'First line.\nSecond line.\nPass it as Authorization: Bearer <access-token>.\n',
      3,
      34,
      /write `\\<access-token>` or put it in backticks/,
      /closing tag for `<access-token>`/,
    ],
    // As written in a real repository: JSX strings have no escapes.
    [
      'a quote escaped with a backslash',
      '<ParamField path="mode" default="\\"http\\"">\nx\n</ParamField>\n',
      1,
      40,
      /no `\\` escapes/,
      /`\\`/,
    ],
  ])('reports %s as mdx-syntax at the author’s line:column with a hint', (_what, text, line, column, hint, message) => {
    const result = parseMdx(text, 'guides/page.mdx');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const d = result.diagnostic;
    expect({ severity: d.severity, code: d.code, file: d.file, line: d.line, column: d.column }).toEqual({
      severity: 'error',
      code: 'mdx-syntax',
      file: 'guides/page.mdx',
      line,
      column,
    });
    expect(d.hint).toMatch(hint);
    expect(d.message).toMatch(/^Invalid MDX: /);
    expect(d.message).toMatch(message);
    expect(d.message).not.toContain('\n');
  });
});

describe('braces that do not start an expression', () => {
  it.each([
    ['an expression that is not JavaScript', '{a b}\n', 1, 3],
    ['an expression in a paragraph below others', 'one\n\ntwo\n\nSet {x y} here\n', 5, 7],
  ])('show %s as text, with an mdx-lenient warning at the brace', (_what, text, line, column) => {
    const result = parseMdx(text, 'guides/page.mdx');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.warnings.map((w) => [w.code, w.line, w.column])).toEqual([['mdx-lenient', line, column]]);
  });
});

describe('pages that do not parse', () => {
  it('keep their error and give an empty page titled from the file name', async () => {
    const page = await compileSource('# Never shown\n\n<Card>\n', { file: 'guides/broken-page.mdx' });
    expect(page.html).toBe('');
    expect(page.title).toBe('Broken page');
    expect(page.route).toBe('/guides/broken-page');
    expect(page.toc).toEqual([]);
    expect(page.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['mdx-syntax', 3, 1]]);
  });

  it('keep diagnostics found before parsing (undefined variables) alongside the syntax error', async () => {
    const page = await compileSource('{{missing}}\n\n<Card>\n');
    expect(page.diagnostics.map((d) => d.code)).toEqual(['undefined-variable', 'mdx-syntax']);
  });
});
