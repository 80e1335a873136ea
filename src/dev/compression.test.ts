import { describe, expect, it } from 'vitest';
import { CompressedCache, isTextual, pickEncoding } from './compression.js';

describe('isTextual', () => {
  it.each([
    'text/html',
    'text/css',
    'text/javascript',
    'application/json',
    'image/svg+xml',
    'application/xml',
    'text/markdown',
    'application/ld+json',
  ])('%s is text', (type) => {
    expect(isTextual(type)).toBe(true);
  });

  it.each(['image/png', 'font/woff2', 'application/pdf', 'application/octet-stream', 'application/wasm'])('%s is not text', (type) => {
    expect(isTextual(type)).toBe(false);
  });
});

describe('pickEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.2, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['identity', undefined],
    ['GZIP', 'gzip'],
  ])('Accept-Encoding %j → %j', (header, encoding) => {
    expect(pickEncoding(header)).toBe(encoding);
  });
});

describe('CompressedCache', () => {
  it('evicts the least recently used entry once over its entry budget', () => {
    const cache = new CompressedCache(2, 1000);
    cache.set('a', Buffer.from('a'));
    cache.set('b', Buffer.from('b'));
    cache.get('a');
    cache.set('c', Buffer.from('c'));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map((b) => b?.toString())).toEqual(['a', undefined, 'c']);
  });

  it('evicts entries once over its byte budget and never stores a body larger than the budget', () => {
    const cache = new CompressedCache(100, 10);
    cache.set('a', Buffer.alloc(6));
    cache.set('b', Buffer.alloc(6));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(1);
    cache.set('huge', Buffer.alloc(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
  });
});
