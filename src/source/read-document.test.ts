import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tmpSite } from '../../test/helpers/tmp-site.js';
import { MAX_SPEC_DEPTH, readDocument } from './read-document.js';

const read = (files: Record<string, string>, file: string, checkJsonDepth = false) =>
  readDocument(path.join(tmpSite(files), file), file, { checkJsonDepth });

describe('readDocument', () => {
  it('parses JSON and locates paths lazily, keys or values', () => {
    const r = read({ 'a.json': '{\n  "info": {"title": "T"},\n  "tags": [{"name": "x"}]\n}\n' }, 'a.json');
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    expect(r.document).toMatchObject({ file: 'a.json', value: { info: { title: 'T' } }, shared: false });
    expect(r.document.locate(['info', 'title'])).toEqual({ line: 2, column: 21 });
    expect(r.document.locate(['info', 'title'], true)).toEqual({ line: 2, column: 12 });
    expect(r.document.locateMany([{ path: ['tags', 0, 'name'] }, { path: ['info', 'version'], atKey: true }])).toEqual([
      { line: 3, column: 21 },
      { line: 2, column: 11 },
    ]);
  });

  it('read for its value only, keeps no locator (which would hold the text)', () => {
    for (const [name, text] of [
      ['a.json', '{"info": {"title": "T"}}'],
      ['a.yaml', 'info:\n  title: T\n'],
    ] as const) {
      const r = readDocument(path.join(tmpSite({ [name]: text }), name), name, { valueOnly: true });
      if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
      expect(r.document.value).toEqual({ info: { title: 'T' } });
      expect(() => r.document.locate(['info'])).toThrow(/valueOnly/);
    }
  });

  it('parses YAML (values may be shared through aliases) and locates paths', () => {
    const r = read({ 'a.yaml': 'info:\n  title: T\ntags:\n  - name: x\n' }, 'a.yaml');
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    expect(r.document.shared).toBe(true);
    expect(r.document.locate(['tags', 0, 'name'], true)).toEqual({ line: 4, column: 5 });
    expect(r.document.locate(['info', 'nope'])).toEqual({ line: 1, column: 1 });
  });

  it('skips a byte-order mark: the value parses and positions are the ones editors show', () => {
    for (const [file, text, column] of [
      ['bom.json', '\uFEFF{"a":\n  {"b": 1}}', 4],
      ['bom.yaml', '\uFEFFa:\n  b: 1\n', 3],
    ] as const) {
      const r = read({ [file]: text }, file);
      if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
      expect(r.document.value).toEqual({ a: { b: 1 } });
      expect(r.document.locate(['a', 'b'], true)).toEqual({ line: 2, column });
    }
  });

  it('locates syntax errors at their line:column', () => {
    const json = read({ 'bad.json': '{\n  "a": 1\n  "b": 2\n}\n' }, 'bad.json');
    expect(json).toMatchObject({ ok: false, diagnostics: [{ code: 'json-syntax', file: 'bad.json', line: 3, column: 3 }] });
    const yaml = read({ 'bad.yaml': 'a: 1\nb: [unclosed\n' }, 'bad.yaml');
    expect(yaml).toMatchObject({ ok: false, diagnostics: [{ code: 'yaml-syntax', file: 'bad.yaml', line: 3 }] });
  });

  it('refuses JSON nested deeper than the limit before parsing, when asked to', () => {
    const deep = '{"a":\n' + '['.repeat(MAX_SPEC_DEPTH + 1) + ']'.repeat(MAX_SPEC_DEPTH + 1) + '}';
    expect(read({ 'deep.json': deep }, 'deep.json', true)).toMatchObject({
      ok: false,
      diagnostics: [{ code: 'spec-too-deep', line: 2, column: MAX_SPEC_DEPTH }],
    });
    expect(read({ 'deep.json': deep }, 'deep.json').ok).toBe(true);
  });

  it('points an alias bomb at its first alias', () => {
    let bomb = 'a: &a [x, x, x, x, x, x, x, x, x, x]\n';
    for (let i = 1; i < 9; i++)
      bomb += `${'abcdefghij'[i]}: &${'abcdefghij'[i]} [${Array(10)
        .fill('*' + 'abcdefghij'[i - 1])
        .join(', ')}]\n`;
    expect(read({ 'bomb.yaml': bomb }, 'bomb.yaml')).toMatchObject({
      ok: false,
      diagnostics: [{ code: 'yaml-syntax', line: 2, column: 8 }],
    });
  });

  it('flags a missing file as unreadable', () => {
    expect(read({}, 'gone.yaml')).toMatchObject({ ok: false, unreadable: true, diagnostics: [{ code: 'spec-unreadable' }] });
  });
});
