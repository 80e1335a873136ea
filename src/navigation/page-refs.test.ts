import { describe, expect, it } from 'vitest';
import { looksLikeLowerCaseEndpoint, pageRoute, parsePageRef } from './page-refs.js';

describe('parsePageRef', () => {
  it.each([
    ['guides/setup', { kind: 'page', key: 'guides/setup' }],
    ['/guides/setup.mdx', { kind: 'page', key: 'guides/setup' }],
    ['./intro.md', { kind: 'page', key: 'intro' }],
    ['GET /users', { kind: 'endpoint', method: 'GET', path: '/users' }],
    ['DELETE /users/{id}', { kind: 'endpoint', method: 'DELETE', path: '/users/{id}' }],
    ['openapi.json GET /users', { kind: 'endpoint', spec: 'openapi.json', method: 'GET', path: '/users' }],
    ['QUERY /search', { kind: 'endpoint', method: 'QUERY', path: '/search' }],
    ['/specs/v2.yaml  POST  /pets', { kind: 'endpoint', spec: 'specs/v2.yaml', method: 'POST', path: '/pets' }],
    ['webhook orderPaid', { kind: 'webhook', name: 'orderPaid' }],
    ['spec.json webhook orderPaid', { kind: 'webhook', spec: 'spec.json', name: 'orderPaid' }],
    ['get /users', { kind: 'page', key: 'get /users' }],
  ])('%j', (raw, ref) => {
    expect(parsePageRef(raw)).toEqual(ref);
  });

  it('recognises a lower-case endpoint reference so it can be hinted', () => {
    expect(looksLikeLowerCaseEndpoint('get /users')).toBe(true);
    expect(looksLikeLowerCaseEndpoint('GET /users')).toBe(false);
    expect(looksLikeLowerCaseEndpoint('guides/get-started')).toBe(false);
  });
});

describe('pageRoute', () => {
  it('maps file keys to URLs: index files to their folder', () => {
    expect(pageRoute('index')).toBe('/');
    expect(pageRoute('guides/index')).toBe('/guides');
    expect(pageRoute('guides/setup')).toBe('/guides/setup');
    expect(pageRoute('reindex')).toBe('/reindex');
  });
});
