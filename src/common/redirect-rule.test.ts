import { describe, expect, it } from 'vitest';
import { compileRedirect, findRedirect, isPattern } from './redirect-rule.js';

const rules = [
  { source: '/old', destination: '/new' },
  { source: '/beta/:slug*', destination: '/v2/:slug*', permanent: false },
  { source: '/user/:id/profile', destination: '/people/:id' },
  { source: '/articles/concepts-*', destination: '/concepts/*' },
  { source: '/blog/*', destination: '/news/:splat' },
  { source: '/away', destination: 'https://example.com/docs#top' },
].map(compileRedirect);

describe('redirect rules', () => {
  it.each([
    ['/old', '/new', true],
    ['/old/', '/new', true],
    ['/old?x=1', '/new?x=1', true],
    ['/beta/a/b', '/v2/a/b', false],
    ['/beta', '/v2', false],
    ['/user/42/profile', '/people/42', true],
    ['/articles/concepts-routing', '/concepts/routing', true],
    ['/blog/2024/hello', '/news/2024/hello', true],
    ['/away?q=1', 'https://example.com/docs?q=1#top', true],
  ])('%s → %s', (from, location, permanent) => {
    expect(findRedirect(rules, from)).toMatchObject({ location, permanent });
  });

  it('matches nothing else', () => {
    expect(findRedirect(rules, '/older')).toBeUndefined();
    expect(findRedirect(rules, '/user/42/profile/x')).toBeUndefined();
    expect(findRedirect(rules, '/betamax')).toBeUndefined();
  });

  it('tells patterns from plain paths', () => {
    expect([isPattern('/a/b'), isPattern('/a/:b'), isPattern('/a-*')]).toEqual([false, true, true]);
  });
});
