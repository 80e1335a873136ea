import { describe, expect, it } from 'vitest';
import { closestMatch, didYouMean } from './did-you-mean.js';
import { SourceText } from './source-text.js';
import { fromPointer, toPointer } from '../common/json-pointer.js';
import { findExcessiveNesting } from '../source/parse-json.js';

describe('did-you-mean', () => {
  it('suggests near misses, case differences and transpositions, not unrelated words', () => {
    expect(closestMatch('navigaton', ['navigation', 'navbar'])).toBe('navigation');
    expect(closestMatch('Tabs', ['tabs', 'anchors'])).toBe('tabs');
    expect(closestMatch('mapel', ['mint', 'maple'])).toBe('maple');
    expect(closestMatch('zebra', ['navigation', 'navbar'])).toBeUndefined();
    expect(didYouMean('x', [])).toBeUndefined();
  });
});

describe('SourceText', () => {
  it('turns offsets into 1-based lines and columns, across LF and CRLF files', () => {
    const src = new SourceText('f', 'ab\ncd\r\nef');
    expect(src.position(0)).toEqual({ line: 1, column: 1 });
    expect(src.position(3)).toEqual({ line: 2, column: 1 });
    expect(src.position(7)).toEqual({ line: 3, column: 1 });
    expect(src.position(999)).toEqual({ line: 3, column: 3 });
    expect(src.lineText(2)).toBe('cd');
  });
});

describe('JSON pointers', () => {
  it('escape ~ and / both ways', () => {
    expect(toPointer(['a', 0, 'b/c', 'd~e'])).toBe('/a/0/b~1c/d~0e');
    expect(fromPointer('/a/0/b~1c/d~0e')).toEqual(['a', '0', 'b/c', 'd~e']);
    expect(toPointer([])).toBe('');
  });
});

describe('findExcessiveNesting', () => {
  it('ignores brackets inside strings and reports the first offset past the limit', () => {
    expect(findExcessiveNesting('{"a":"[[[[[[[["}', 2)).toBe(-1);
    expect(findExcessiveNesting('[[[', 2)).toBe(2);
    expect(findExcessiveNesting('{"a\\"[":[[1]]}', 3)).toBe(-1);
  });
});
