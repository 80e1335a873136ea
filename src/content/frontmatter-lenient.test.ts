import { describe, expect, it } from 'vitest';
import { lenientFrontmatter } from './frontmatter-lenient.js';
import { readFrontmatter } from './frontmatter.js';

describe('lenientFrontmatter', () => {
  it('indents the continuation lines of a quoted string under its key, once reported', () => {
    const { text, fixes } = lenientFrontmatter('title: "One\ntwo\nthree"\nicon: x');
    expect(text).toBe('title: "One\n two\n three"\nicon: x');
    expect(fixes).toEqual([{ line: 1, what: expect.stringMatching(/^a quoted string/) }]);
  });

  it('leaves a closed string, escaped quotes and single-quote escapes alone', () => {
    for (const yaml of ['title: "a \\" b"\nx: 1', "title: 'it''s'\nx: 1", 'title: "ok"'])
      expect(lenientFrontmatter(yaml).fixes).toEqual([]);
  });

  it('escapes a quote inside a value that the same quote wraps', () => {
    expect(lenientFrontmatter("description: 'A guide to G054's API'").text).toBe("description: 'A guide to G054''s API'");
    expect(lenientFrontmatter('title: "Say "hi" now"').text).toBe('title: "Say \\"hi\\" now"');
    expect(readFrontmatter("title: Errors\ndescription: 'G054's codes'", 'p.mdx', 1).meta).toMatchObject({
      title: 'Errors',
      description: "G054's codes",
    });
  });

  it('quotes a plain value holding ": ", but not flow collections or block scalars', () => {
    expect(lenientFrontmatter('description: Step 1: install "it"').text).toBe('description: "Step 1: install \\"it\\""');
    for (const yaml of ['a: {b: c}', 'a: [b: c]', 'a: |\n  b: c', 'og:title: Plain']) expect(lenientFrontmatter(yaml).fixes).toEqual([]);
  });
});

describe('readFrontmatter, lenient reading', () => {
  it('reads what strict YAML refuses and reports each repair at its page line', () => {
    const { meta, diagnostics } = readFrontmatter('title: "A\nb"\ndescription: x: y\ntag: one\ntag: two', 'p.mdx', 1);
    expect(meta).toMatchObject({ title: 'A b', description: 'x: y', tag: 'two' });
    expect(diagnostics.map((d) => `${d.line} ${d.severity} ${d.code}`)).toEqual([
      '2 error frontmatter-lenient',
      '4 error frontmatter-lenient',
      '6 error frontmatter-lenient',
    ]);
  });

  it('does not repair what no lenient reading makes sense of', () => {
    const { meta, diagnostics } = readFrontmatter('title: [unclosed', 'p.mdx', 1);
    expect(meta.raw).toEqual({});
    expect(diagnostics.map((d) => d.code)).toEqual(['frontmatter-syntax']);
    expect(diagnostics[0]!.message).not.toMatch(/at line/);
  });
});
