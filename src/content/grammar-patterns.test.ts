import { describe, expect, it } from 'vitest';
import { deadPatterns } from './grammar-patterns.js';

describe('patterns Oniguruma cannot compile', () => {
  it('are found where they sit, whatever field holds them', async () => {
    const grammar = {
      scopeName: 'source.x',
      patterns: [{ match: '\\bok\\b' }, { match: '(unclosed' }, { begin: '[z-a]', end: '"' }, { include: '#r' }],
      repository: {
        r: { begin: '<<(\\w+)', end: '^\\1$', patterns: [{ match: 'a)' }] },
        s: { begin: 'x', while: '(?=', beginCaptures: { '1': { patterns: [{ match: '[[:nope:]]' }] } } },
      },
    };
    expect(await deadPatterns(grammar)).toEqual([
      ['patterns', 1, 'match'],
      ['patterns', 2, 'begin'],
      ['repository', 'r', 'patterns', 0, 'match'],
      ['repository', 's', 'while'],
      ['repository', 's', 'beginCaptures', '1', 'patterns', 0, 'match'],
    ]);
  });

  it("accept what Oniguruma accepts: its own syntax, and an end's back-references to its begin", async () => {
    const grammar = {
      scopeName: 'source.y',
      patterns: [
        { match: '(?x) \\b (if|else) \\b  # keywords' },
        { match: '(?<=\\.)\\h+\\G[[:alpha:]]\\p{Lu}(?~abc)x?+' },
        { begin: '([\'"])', end: '\\1|\\\\\\2' },
        { begin: '(a)(b)', while: '\\2\\1' },
        // An escaped backslash before a digit is no back-reference, and `\1` with its group is fine in a match.
        { match: '\\\\1 (a)\\1' },
      ],
    };
    expect(await deadPatterns(grammar)).toEqual([]);
  });
});
