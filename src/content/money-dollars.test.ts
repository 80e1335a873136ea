import { describe, expect, it } from 'vitest';
import type { Root } from 'mdast';
import { parseMdx } from './parse-mdx.js';
import { toString } from 'mdast-util-to-string';

function parsed(text: string, math = true): Root {
  const result = parseMdx(text, 'page.mdx', { math });
  if (!result.ok) throw new Error(result.diagnostic.message);
  return result.tree;
}

function kinds(tree: Root, type: string): string[] {
  const out: string[] = [];
  const visit = (n: { type: string; value?: unknown; children?: unknown[] }) => {
    if (n.type === type) out.push(typeof n.value === 'string' ? n.value : toString(n as never));
    for (const c of n.children ?? []) visit(c as typeof n);
  };
  visit(tree);
  return out;
}

describe('dollars as money', () => {
  it('read two prices of a paragraph as text, not as one formula (4casters)', () => {
    const tree = parsed('If only $400 of liquidity exists, you are filled for $400 and the rest is cancelled.\n');
    expect(kinds(tree, 'inlineMath')).toEqual([]);
    expect(toString(tree)).toBe('If only $400 of liquidity exists, you are filled for $400 and the rest is cancelled.');
  });

  it('keep the Markdown between two prices', () => {
    const tree = parsed('Orders of $10 or **less** are free, above $1,000 they are not.\n');
    expect(kinds(tree, 'inlineMath')).toEqual([]);
    expect(kinds(tree, 'strong')).toEqual(['less']);
    expect(toString(tree)).toContain('$10 or less are free, above $1,000');
  });

  it('read a price, then a formula, in one paragraph', () => {
    const tree = parsed('It costs $5, and $x^2$ is math.\n');
    expect(kinds(tree, 'inlineMath')).toEqual(['x^2']);
    expect(toString(tree)).toContain('It costs $5, and ');
  });

  it.each([
    ['formulas', 'Let $x$ be $y + 1$.\n', ['x', 'y + 1']],
    ['a formula starting with a digit', 'So $2x = 4$ holds.\n', ['2x = 4']],
    ['an inline double-dollar formula', 'Then $$1 + $$ and more.\n', ['1 + ']],
  ])('leave %s as math', (_what, text, formulas) => {
    expect(kinds(parsed(text), 'inlineMath')).toEqual(formulas);
  });

  it('keep prices as text when math is off (styling.latex: false)', () => {
    expect(toString(parsed('From $400 to $500.\n', false))).toBe('From $400 to $500.');
  });
});
