import { describe, expect, it } from 'vitest';
import { parseRequestPath } from './request-path.js';

describe('parseRequestPath', () => {
  it.each([
    ['/', []],
    ['/guides/setup/?x=1#top', ['guides', 'setup']],
    ['//guides///setup', ['guides', 'setup']],
    ['/a/./b/../c', ['a', 'c']],
    ['/a\\b', ['a', 'b']],
    ['/caf%C3%A9%20menu', ['café menu']],
    ['/%252e%252e', ['%2e%2e']],
    ['http://example.com/guides?x', ['guides']],
    ['/.well-known/security.txt', ['.well-known', 'security.txt']],
  ])('%j → segments %j', (target, segments) => {
    expect(parseRequestPath(target)).toEqual({ ok: true, segments });
  });

  it.each(['/..', '/a/../..', '/%2e%2e/x', '/..%2fx', '/a%5c..%5c..', '/%00', '/a%00b', '/%zz', '/%E0%A4%A', '*', 'relative/path'])(
    'refuses %j with 400',
    (target) => {
      expect(parseRequestPath(target)).toEqual({ ok: false, status: 400 });
    },
  );

  it.each(['/.env', '/.git/config', '/a/.hidden/b', '/%2egit/HEAD'])('hides %j with 404', (target) => {
    expect(parseRequestPath(target)).toEqual({ ok: false, status: 404 });
  });
});
