import { describe, expect, it } from 'vitest';
import { specInlineMarkdown, specPlainText } from './markdown.js';

const RESPONSE = 'The request succeeded. `eligible` is **false** when [nothing](https://example.com) applies.';

describe('specInlineMarkdown: spec Markdown for a summary or a line', () => {
  it('draws code, emphasis and links without a paragraph around them', () => {
    expect(specInlineMarkdown(RESPONSE)).toBe(
      'The request succeeded. <code>eligible</code> is <strong>false</strong> when <a href="https://example.com">nothing</a> applies.',
    );
    expect(specInlineMarkdown('Plain words & more')).toBe('Plain words &#x26; more');
    expect(specInlineMarkdown('First.\n\nSecond *one*.')).toBe('First. Second <em>one</em>.');
  });

  it('is sanitised as block descriptions are: no scripts, handlers or javascript: links', () => {
    const html = specInlineMarkdown(
      'Hi <b onmouseover="x()">there</b> <script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)>',
    );
    expect(html).toContain('<b>there</b>');
    expect(html).not.toMatch(/onmouseover|onerror|javascript:|<script/);
  });

  it('gives the plain text of blocks a line cannot hold (lists, code blocks)', () => {
    expect(specInlineMarkdown('- one\n- `two`')).toBe('one two');
    expect(specInlineMarkdown('```\n<b>x</b>\n```')).toBe('&#60;b&#62;x&#60;/b&#62;');
  });

  it('cuts long text at maxChars with an ellipsis, keeping the markup around what stays', () => {
    expect(specInlineMarkdown('**abcdef** ghi', 5)).toBe('<strong>abcd…</strong>');
    expect(specInlineMarkdown('abcdefghij', 5)).toBe('abcd…');
    expect(specInlineMarkdown('`abcd` efg', 5)).toBe('<code>abcd</code>…');
    expect(specInlineMarkdown('`ab` c', 6)).toBe('<code>ab</code> c');
  });
});

describe('specPlainText: spec Markdown where no markup can go', () => {
  it('keeps the words of text, code and links, and leaves raw HTML out', () => {
    expect(specPlainText('Server `srvdesc` **bold** [docs](https://e.com)')).toBe('Server srvdesc bold docs');
    expect(specPlainText('One.\n\nTwo <script>alert(1)</script>')).toBe('One. Two alert(1)');
    expect(specPlainText('Plain')).toBe('Plain');
  });
});
