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

  it('writes a text it has written before as the library would in each new place', () => {
    // The same texts next to different neighbours, in different constructs, at the start and end of lines:
    // each is escaped differently, and a remembered escaping must never be reused in the wrong place.
    const texts = ['*', ' (string, required)', ': ', '1.', '#', '-', '+', 'a_b', ' ', '|', '!', 'https:', '&amp'];
    const code = (value: string) => ({ type: 'inlineCode' as const, value });
    const t = (value: string) => ({ type: 'text' as const, value });
    const tree: Root = {
      type: 'root',
      children: texts.flatMap((value) => [
        { type: 'paragraph', children: [t(value)] },
        { type: 'paragraph', children: [code('name'), t(value), t(': '), { type: 'emphasis', children: [t(value)] }, t(' '), code(value)] },
        { type: 'heading', depth: 2, children: [t(value), code('x')] },
        {
          type: 'list',
          children: [{ type: 'listItem', children: [{ type: 'paragraph', children: [t(value), { type: 'break' }, t(value)] }] }],
        },
        {
          type: 'table',
          children: [
            {
              type: 'tableRow',
              children: [
                { type: 'tableCell', children: [t(value)] },
                { type: 'tableCell', children: [code(value)] },
              ],
            },
          ],
        },
        { type: 'paragraph', children: [{ type: 'link', url: 'https://example.com', children: [t(value)] }, t(value)] },
        // The same neighbour types, different characters next to the text (raw HTML ending or starting a line, or not).
        { type: 'paragraph', children: [{ type: 'html', value: '<b>' }, t(value + ' x '), { type: 'html', value: '</b>' }] },
        { type: 'paragraph', children: [{ type: 'html', value: '<b>\n' }, t(value + ' x '), { type: 'html', value: '\n</b>' }] },
      ]),
    };
    const expected = reference(tree);
    expect(toMarkdownText(tree)).toBe(expected);
    // Again, now from what was remembered, and in another order.
    expect(toMarkdownText(tree)).toBe(expected);
    const reversed: Root = { type: 'root', children: [...tree.children].reverse() };
    expect(toMarkdownText(reversed)).toBe(reference(reversed));
  });
});
