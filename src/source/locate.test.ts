import { describe, expect, it } from 'vitest';
import { SourceText } from '../diagnostics/source-text.js';
import type { PathSegment } from '../common/json-pointer.js';
import { jsonSpots, locateInText, pathAtOffset, spotOffset } from './locate.js';

/** Line:column of a path, the way diagnostics point at it. */
function at(file: string, text: string, path: PathSegment[], atKey = false): string {
  const spot = locateInText(file, text, [path])[0]!;
  const { line, column } = new SourceText(file, text).position(spotOffset(spot, { path, atKey }));
  return `${line}:${column} depth ${spot.depth}`;
}

describe('locating a path in JSON', () => {
  const text = '{"a": {"s": "x}\\"]{", "b": [1, {"c": true}]}, "k\\u0041": 2}';
  const slice = (path: PathSegment[], atKey = false) => text.slice(spotOffset(jsonSpots(text, [path])[0]!, { path, atKey }));

  it('finds values and keys, skipping strings with brackets and escapes', () => {
    expect(slice(['a', 'b', 1, 'c'])).toMatch(/^true/);
    expect(slice(['a', 'b', '1', 'c'], true)).toMatch(/^"c"/);
    expect(slice(['kA'])).toMatch(/^2/);
  });

  it('a path into an array: the element itself (elements have no key)', () => {
    expect(slice(['a', 'b', 1])).toMatch(/^\{"c"/);
    expect(slice(['a', 'b', 1], true)).toMatch(/^\{"c"/);
    expect(jsonSpots(text, [['a', 'b', 0]])[0]).toEqual({ depth: 3, value: text.indexOf('1,') });
  });

  it('a missing path resolves to its deepest existing ancestor', () => {
    expect(jsonSpots(text, [['a', 'nope', 'deeper']])[0]).toMatchObject({ depth: 1 });
    expect(slice(['a', 'nope'])).toMatch(/^\{"s"/);
    expect(slice(['a', 'b', 7], true)).toMatch(/^\[1,/);
    expect(jsonSpots(text, [['nope']])[0]).toEqual({ depth: 0, value: 0 });
  });

  it('answers many paths in one scan, in request order', () => {
    const spots = jsonSpots(text, [['kA'], ['a', 's'], ['a', 'b', 1, 'c']]);
    expect(spots.map((s) => s.depth)).toEqual([1, 2, 4]);
    expect(spots[0]!.value).toBeGreaterThan(spots[2]!.value);
  });

  it('counts lines and columns over a multi-line text, and skips a byte-order mark', () => {
    const multi = '{\n  "info": {\n    "title": "T"\n  },\n  "paths": [\n    {}, {"x": 1}\n  ]\n}\n';
    expect(at('a.json', multi, ['info', 'title'])).toBe('3:14 depth 2');
    expect(at('a.json', multi, ['info', 'title'], true)).toBe('3:5 depth 2');
    expect(at('a.json', multi, ['paths', 1, 'x'], true)).toBe('6:10 depth 3');
    expect(at('a.json', multi, ['info', 'version'], true)).toBe('2:11 depth 1');
    expect(at('a.json', '\uFEFF' + multi, ['info', 'title'], true)).toBe('3:5 depth 2');
  });
});

describe('locating a path in YAML', () => {
  const yaml = [
    'openapi: 3.0.0',
    'info:',
    '  title: T',
    'tags:',
    '  - name: a',
    '  - name: b',
    'flow: {x: 1}',
    'base: &b',
    '  deep: 1',
    'alias: *b',
    '',
  ].join('\n');

  it('finds values and keys; a block mapping or sequence points at its key', () => {
    expect(at('a.yaml', yaml, ['info', 'title'])).toBe('3:10 depth 2');
    expect(at('a.yaml', yaml, ['info', 'title'], true)).toBe('3:3 depth 2');
    expect(at('a.yaml', yaml, ['info'])).toBe('2:1 depth 1');
    expect(at('a.yaml', yaml, ['flow'])).toBe('7:7 depth 1');
  });

  it('a path into a sequence, and through an alias', () => {
    expect(at('a.yaml', yaml, ['tags', 1, 'name'], true)).toBe('6:5 depth 3');
    expect(at('a.yaml', yaml, ['tags', 1])).toBe('6:5 depth 2');
    expect(at('a.yaml', yaml, ['alias', 'deep'])).toBe('9:9 depth 2');
  });

  it('a missing path resolves to its deepest existing ancestor', () => {
    expect(at('a.yaml', yaml, ['info', 'version'], true)).toBe('2:1 depth 1');
    expect(at('a.yaml', yaml, ['tags', 5, 'name'])).toBe('4:1 depth 1');
    expect(at('a.yaml', yaml, ['nope'])).toBe('1:1 depth 0');
  });
});

describe('pathAtOffset', () => {
  it('names the value at an offset, in JSON and in YAML', () => {
    const json = '{"a": {"b": [1, {"$ref": "#/x"}]}}';
    expect(pathAtOffset('a.json', json, json.indexOf('"$ref"'))).toEqual(['a', 'b', 1, '$ref']);
    const yaml = 'a:\n  b:\n    - 1\n    - $ref: "#/x"\n';
    expect(pathAtOffset('a.yaml', yaml, yaml.indexOf('$ref'))).toEqual(['a', 'b', 1, '$ref']);
  });
});
