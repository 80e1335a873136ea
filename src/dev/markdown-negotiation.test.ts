import { describe, expect, it } from 'vitest';
import { prefersMarkdown, twinRoute, twinSegments } from './markdown-negotiation.js';

describe('prefersMarkdown', () => {
  it.each([
    ['text/markdown', true],
    ['text/markdown, text/html;q=0.9', true],
    ['text/html;q=0.5, text/markdown;q=0.8', true],
    ['text/html, text/markdown', false],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
    ['text/markdown;q=0', false],
    ['text/plain', true],
    ['text/plain, text/html;q=0.5', true],
    ['text/html, text/plain;q=0.9', false],
    ['*/*', false],
    [undefined, false],
  ])('%s → %s', (accept, expected) => {
    expect(prefersMarkdown(accept)).toBe(expected);
  });
});

describe('twin paths', () => {
  it('maps page segments to their twin and back', () => {
    expect(twinSegments([])).toEqual(['index.md']);
    expect(twinSegments(['a', 'b'])).toEqual(['a', 'b.md']);
    expect(twinSegments(['a', 'index'])).toEqual(['a', 'index.md']);
    expect(twinRoute(['index.md'])).toBe('/');
    expect(twinRoute(['a', 'b.md'])).toBe('/a/b');
    expect(twinRoute(['a', 'index.md'])).toBe('/a');
    expect(twinRoute(['a', 'b'])).toBeUndefined();
  });
});
