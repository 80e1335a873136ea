/**
 * The playground's stream readers (runtime/playground/sse.ts): server-sent events by the HTML
 * standard's rules, fed in arbitrary chunks, and JSON lines / JSON text sequences.
 */
import { describe, expect, it } from 'vitest';
import { LineReader, SseReader } from '../../runtime/playground/sse.js';

/** Feed `text` in pieces of `size` characters and collect the events. */
function events(text: string, size: number) {
  const r = new SseReader();
  const out = [];
  for (let i = 0; i < text.length; i += size) out.push(...r.push(text.slice(i, i + size)));
  return out;
}

describe('SseReader', () => {
  const STREAM =
    ': a comment\r\nevent: add\r\ndata: {"a":1}\r\nid: 7\r\n\r\n' +
    'data:first\rdata:  second\r\rretry: 10\n\n' +
    'data\n\nevent: ignored\n\n' +
    'data: tail';

  it.each([1, 2, 3, 7, 1000])('reads fields, multi-line data, ids and every line ending, in chunks of %i', (size) => {
    expect(events(STREAM, size)).toEqual([
      { event: 'add', data: '{"a":1}', id: '7' },
      // One leading space is dropped, the rest kept; the last id carries on.
      { event: 'message', data: 'first\n second', id: '7' },
      // `data` without a colon is an empty data line.
      { event: 'message', data: '', id: '7' },
    ]);
  });

  it('dispatches nothing for a block without data, nor for an unterminated one', () => {
    expect(events('event: x\n\nid: 1\n\n', 4)).toEqual([]);
    expect(events('data: never ends', 4)).toEqual([]);
  });
});

describe('LineReader', () => {
  it('splits JSON lines across chunks, and keeps the last line for the end', () => {
    const r = new LineReader(/\r?\n/);
    expect(r.push('{"a":1}\n{"b"')).toEqual(['{"a":1}']);
    expect(r.push(':2}\r\n\n{"c":3}')).toEqual(['{"b":2}']);
    expect(r.end()).toEqual(['{"c":3}']);
  });

  it('splits JSON text sequences on the record separator', () => {
    const rs = String.fromCharCode(0x1e);
    const r = new LineReader(new RegExp(rs));
    expect(r.push(`${rs}{"a":1}\n${rs}{"b"`)).toEqual(['{"a":1}']);
    expect(r.end()).toEqual(['{"b"']);
  });
});
