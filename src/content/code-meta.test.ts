import { describe, expect, it } from 'vitest';
import { lineRanges, parseCodeMeta } from './code-meta.js';

const none = { wrap: false, lines: false, expandable: false, nocopy: false, highlight: [], focus: [] };

describe('parseCodeMeta', () => {
  it.each([
    ['', {}],
    ['title="app.js"', { title: 'app.js' }],
    ["title='my file.js'", { title: 'my file.js' }],
    ['title=plain.js', { title: 'plain.js' }],
    ['app.js', { title: 'app.js' }],
    ['My file name', { title: 'My file name' }],
    ['app.js {1,3-4} wrap lines', { title: 'app.js', wrap: true, lines: true, highlight: [1, 3, 4] }],
    ['{1,3-4}', { highlight: [1, 3, 4] }],
    ['wrap lines expandable nocopy', { wrap: true, lines: true, expandable: true, nocopy: true }],
    ['nocopy="false" lines={false} wrap="true"', { wrap: true }],
    ['twoslash diff focus', { twoslash: true }],
    ['icon="npm" Example', { title: 'Example', icon: 'npm' }],
    ['icon=square-js', { icon: 'square-js' }],
    ['title="Explicit" other.js', { title: 'Explicit' }],
    ['highlight={1-2,5} server.ts', { title: 'server.ts', highlight: [1, 2, 5] }],
    ['highlight="[1,3]" focus="[2]"', { highlight: [1, 3], focus: [2] }],
    ['focus={2,4-5}', { focus: [2, 4, 5] }],
    ['{id}.ts', { title: '{id}.ts' }],
    // Mintlify's own code-block examples put a space after `=`.
    ['Line Highlighting Example highlight= {1-2,5}', { title: 'Line Highlighting Example', highlight: [1, 2, 5] }],
    ['Line Focus Example focus= {2,4-5}', { title: 'Line Focus Example', focus: [2, 4, 5] }],
    ['title= "Spaced"', { title: 'Spaced' }],
  ])('reads %j', (meta, expected) => {
    expect(parseCodeMeta(meta)).toEqual({ ...none, ...expected });
  });
});

describe('lineRanges', () => {
  it('reads lists and ranges, ignoring what is not a line number', () => {
    expect(lineRanges('3, 1-2 ,x,0,7-6')).toEqual([1, 2, 3]);
    expect(lineRanges('[4]')).toEqual([4]);
    expect(lineRanges('1-999999999').length).toBe(10_001);
  });
});
