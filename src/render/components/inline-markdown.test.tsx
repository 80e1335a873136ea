import { describe, expect, it } from 'vitest';
import { markdownHtml } from './inline-markdown.js';

describe('markdownHtml', () => {
  it('draws one paragraph inline, without its <p>', () => {
    expect(markdownHtml('A **bold** [link](/x) and `code`')).toBe('A <strong>bold</strong> <a href="/x">link</a> and <code>code</code>');
  });

  it('keeps paragraphs when there are several, or when asked for blocks', () => {
    expect(markdownHtml('one\n\ntwo')).toBe('<p>one</p>\n<p>two</p>');
    expect(markdownHtml('one', false)).toBe('<p>one</p>');
  });

  it('escapes raw HTML and unsafe link protocols: a prop cannot inject markup', () => {
    const html = markdownHtml('<script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
    expect(markdownHtml('see [x](javascript:alert)')).toBe('see <a href="">x</a>');
  });
});
