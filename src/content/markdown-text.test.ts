import { describe, expect, it } from 'vitest';
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mathFromMarkdown } from 'mdast-util-math';
import { toMarkdown } from 'mdast-util-to-markdown';
import { gfm } from 'micromark-extension-gfm';
import { math } from 'micromark-extension-math';
import { MARKDOWN_OPTIONS, toMarkdownText } from './markdown-text.js';

/** mdast-util-to-markdown with the same options and its own escaping: what toMarkdownText must equal. */
const reference = (tree: Root) => toMarkdown(tree, MARKDOWN_OPTIONS);

const text = (value: string): Root => ({ type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value }] }] });

describe('toMarkdownText', () => {
  it('escapes text exactly as mdast-util-to-markdown does, wherever the characters stand', () => {
    const values = [
      '# not a heading',
      '1. not a list',
      '- not a bullet',
      '+ nor this',
      '> not a quote',
      'a_b_c and _emphasis_ and *stars* and **strong**',
      'pipes | in text | here',
      '`ticks` and ``double``',
      '[brackets](not-a-link) and ![bang]',
      '<not-html> & entities &amp; {braces}',
      'back\\slash and trailing\\',
      '~~strike~~ and $x$ and $$y$$',
      'https://example.com/a_b and www.example.com',
      '===\n---\n***',
      '    indented text',
      'line one\nline two: with colon',
      'plain words with no special character',
      '',
    ];
    for (const value of values) expect(toMarkdownText(text(value)), value).toBe(reference(text(value)));
  });

  it('writes whole documents as mdast-util-to-markdown does', () => {
    const source = [
      '# Title with `code` and *emphasis*',
      '',
      'A paragraph with a [link](https://example.com "title"), an ![image](a.png), a_b, 2 * 3 and <kbd>.',
      '',
      '| a | b \\| c |',
      '| - | - |',
      '| `x|y` | ~~gone~~ |',
      '',
      '1. one',
      '2. two with $m$ math',
      '   - nested * star',
      '',
      '> quote with # hash',
      '',
      '```js',
      'const a = `b`;',
      '```',
      '',
      '$$',
      'x^2',
      '$$',
      '',
      '- [ ] task & more',
      '',
      'Footnote[^1].',
      '',
      '[^1]: The note.',
    ].join('\n');
    const tree = fromMarkdown(source, { extensions: [gfm(), math()], mdastExtensions: [gfmFromMarkdown(), mathFromMarkdown()] });
    const expected = reference(tree);
    expect(toMarkdownText(tree)).toBe(expected);
    expect(expected).toContain('2 \\* 3');
  });
});
