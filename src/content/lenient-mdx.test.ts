import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileSource, located } from '../../test/helpers/content.js';
import { escapeAt, outsideCode, relaxMdx } from './lenient-mdx.js';

const lines = (s: string) => s.split('\n').length;

describe('relaxMdx', () => {
  it.each([
    ['an open <br> becomes self-closing', 'a<br>b', 'a<br />b'],
    ['an upper-case <BR> becomes self-closing', 'a<BR>b', 'a<BR />b'],
    ['an open <img> keeps its attributes', '<img src="x.png" alt="X">', '<img src="x.png" alt="X" />'],
    ['a quoted > inside an attribute does not end the tag', '<img alt="a > b" src="x">', '<img alt="a > b" src="x" />'],
    ['trailing space before > is dropped', '<img src="x" >', '<img src="x" />'],
    ['an open <hr> becomes self-closing', '<hr>', '<hr />'],
    ['<input>, <source>, <wbr> are void too', '<input type="text"><source src="a"><wbr>', '<input type="text" /><source src="a" /><wbr />'],
    ['an HTML comment becomes an MDX comment', '<!-- hidden -->', '{/* hidden */}'],
    ['a `*/` inside a comment cannot end the MDX comment early', '<!-- a */ b -->', '{/* a * / b */}'],
    ['`<` before a space is escaped', 'a < b', 'a &lt; b'],
    ['`<` before `=` is escaped', 'x <= y', 'x &lt;= y'],
    ['`<` before a digit is escaped', '3<4', '3&lt;4'],
    ['`<` before `-` is escaped (arrows)', 'a <- b', 'a &lt;- b'],
    ['`<<` is escaped twice', 'x << 2', 'x &lt;&lt; 2'],
  ])('%s', (_what, input, expected) => {
    expect(relaxMdx(input)).toBe(expected);
  });

  it.each([
    ['an already self-closing <br />', 'a<br />b'],
    ['a self-closing <img/>', '<img src="x"/>'],
    ['a component tag', '<Card title="x">body</Card>'],
    ['a tag whose name only starts like a void one', '<brand>x</brand>'],
    ['an MDX expression', '{props.name}'],
    ['an MDX comment', '{/* note */}'],
  ])('leaves %s as written', (_what, input) => {
    expect(relaxMdx(input)).toBe(input);
  });

  it('leaves fenced code (backticks and tildes) and inline code as written', () => {
    const text = [
      '<!-- c -->',
      '',
      '```html',
      '<br>',
      '<!-- kept -->',
      'a < b',
      '```',
      '',
      '~~~',
      '<img src="y">',
      '~~~',
      '',
      'Inline `<br>` and `a < b` but <br> here',
      '',
    ].join('\n');
    const relaxed = relaxMdx(text);
    expect(relaxed).toContain('```html\n<br>\n<!-- kept -->\na < b\n```');
    expect(relaxed).toContain('~~~\n<img src="y">\n~~~');
    expect(relaxed).toContain('Inline `<br>` and `a < b` but <br /> here');
    expect(relaxed.startsWith('{/* c */}')).toBe(true);
  });

  it('treats a fence indented by up to three spaces as code', () => {
    const text = '<Tip>\n   ```\n   <br>\n   ```\n</Tip>\n\n<br>';
    expect(relaxMdx(text)).toBe('<Tip>\n   ```\n   <br>\n   ```\n</Tip>\n\n<br />');
  });

  it('treats an unclosed fence as code to the end of the text', () => {
    expect(relaxMdx('<br>\n```\n<br>\n')).toBe('<br />\n```\n<br>\n');
  });

  it('never adds or removes a line, whatever the text', () => {
    const piece = fc.constantFrom(
      '<br>',
      '<img src="a">',
      '<!--',
      '-->',
      '*/',
      '\n',
      '```\n',
      '~~~\n',
      '`',
      'a',
      ' < ',
      '<=',
      '{',
      '}',
      '<Card>',
      '<hr  >',
      'x',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
        const text = parts.join('');
        expect(lines(relaxMdx(text))).toBe(lines(text));
      }),
    );
  });
});

describe('outsideCode', () => {
  it('hands each prose segment with its offset in the whole text, and keeps code as is', () => {
    const text = 'one `two` three\n```\nfour\n```\nfive';
    const seen: [string, number][] = [];
    const out = outsideCode(text, (segment, offset) => {
      seen.push([segment, offset]);
      return segment.toUpperCase();
    });
    expect(out).toBe('ONE `two` THREE\n```\nfour\n```\nFIVE');
    for (const [segment, offset] of seen) expect(text.slice(offset, offset + segment.length)).toBe(segment);
    expect(seen.map(([s]) => s).join('')).toBe('one  three\nfive');
  });

  it('calls the fix once for text without code', () => {
    const seen: string[] = [];
    outsideCode('plain text', (s) => (seen.push(s), s));
    expect(seen).toEqual(['plain text']);
  });
});

describe('escapeAt', () => {
  it.each([
    ['a brace at the column', 'a {b', 1, 3, 'a \\{b'],
    ['a brace just before the column', 'a {', 1, 4, 'a \\{'],
    ['a closing brace', 'x }', 1, 3, 'x \\}'],
    ['a `<` at the column', 'a <b', 1, 3, 'a &lt;b'],
    ['a character on a later line', 'ok\nsecond {', 2, 8, 'ok\nsecond \\{'],
  ])('escapes %s', (_what, text, line, column, expected) => {
    expect(escapeAt(text, line, column)).toBe(expected);
  });

  it.each([
    ['an ordinary character', 'abc', 1, 2],
    ['a line past the end of the text', 'a {', 3, 1],
    ['a brace two characters before the column', 'a {bc', 1, 5],
  ])('returns undefined for %s', (_what, text, line, column) => {
    expect(escapeAt(text, line, column)).toBeUndefined();
  });
});

describe('lenient pages', () => {
  it.each([
    ['an open <br>', 'a<br>b\n', ['<p>a<br/>b</p>']],
    ['an open <img>', '<img src="https://example.com/x.png">\n', ['<img src="https://example.com/x.png"/>']],
    ['an open <hr>', 'x\n\n<hr>\n\ny\n', ['<p>x</p>', '<hr/>', '<p>y</p>']],
    ['an HTML comment', '<!-- hidden -->\ntext\n', ['<p>text</p>']],
    ['a multi-line HTML comment', 'a\n\n<!-- one\ntwo -->\n\nb\n', ['<p>a</p>', '<p>b</p>']],
    ['`a < b` in prose', 'a < b\n', ['<p>a &lt; b</p>']],
    ['`x <= y` in prose', 'If x <= y then\n', ['<p>If x &lt;= y then</p>']],
    ['a stray closing brace', 'a } b\n', ['<p>a } b</p>']],
  ])('accepts %s', async (_what, source, fragments) => {
    const page = await compileSource(source);
    expect(page.diagnostics).toEqual([]);
    for (const f of fragments) expect(page.html).toContain(f);
    expect(page.html).not.toContain('hidden');
    expect(page.html).not.toContain('<!--');
  });

  it('shows a brace left open at the end of a line as text, with an mdx-lenient warning at its place', async () => {
    const page = await compileSource('Price: {\n\nnext\n');
    expect(page.html).toContain('<p>Price: {</p>');
    expect(page.html).toContain('<p>next</p>');
    expect(page.diagnostics.map((d) => [d.code, d.severity, d.line])).toEqual([['mdx-lenient', 'warning', 1]]);
  });

  it('leaves fenced and inline code untouched while rewriting the prose around it', async () => {
    const page = await compileSource(
      ['<!-- rewrite me -->', '', '```', '<br>', '<!-- kept -->', 'a < b', '```', '', 'Inline `<br>` then <br> done', ''].join('\n'),
    );
    expect(page.diagnostics).toEqual([]);
    const html = page.html.replace(/&#x3C;/g, '&lt;'); // Shiki's way of writing `<`
    expect(html).toContain('&lt;br>');
    expect(html).toContain('&lt;!-- kept -->');
    expect(html).toContain('a &lt; b');
    expect(page.html).not.toContain('&amp;lt;');
    expect(page.html).not.toContain('{/*');
    expect(page.html).toMatch(/<code>&lt;br><\/code> then <br\/> done/);
    expect(page.html).not.toContain('rewrite me');
  });

  it('reports expressions below a multi-line comment at their true line', async () => {
    const page = await compileSource('<!-- one\ntwo\nthree -->\n\n{fn()}\n');
    expect(located(page.diagnostics, 'custom-component-error')).toEqual([{ severity: 'warning', file: 'page.mdx', line: 5, column: 2 }]);
  });

  it('reports components below rewritten void tags at their true line', async () => {
    const page = await compileSource('a<br>\n<img src="x.png">\n\n<Mystery>x</Mystery>\n');
    expect(located(page.diagnostics, 'unknown-component')).toEqual([{ severity: 'warning', file: 'page.mdx', line: 4, column: 1 }]);
  });
});
