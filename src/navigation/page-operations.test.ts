import { describe, expect, it } from 'vitest';
import { openapiField, parseOperationRef } from './page-operations.js';

describe('openapiField', () => {
  it('finds the openapi line of the frontmatter, with the place of its value', () => {
    expect(openapiField('---\ntitle: T\nopenapi: "v2 post /annotations"\n---\n')).toEqual({
      value: 'v2 post /annotations',
      line: 3,
      column: 10,
    });
    expect(openapiField('---\nopenapi: GET /x # note\n---\n')).toEqual({ value: 'GET /x', line: 2, column: 10 });
  });

  it('ignores the body and pages without frontmatter', () => {
    expect(openapiField('---\ntitle: T\n---\nopenapi: GET /x\n')).toBeUndefined();
    expect(openapiField('openapi: GET /x\n')).toBeUndefined();
  });
});

describe('parseOperationRef', () => {
  it('reads [spec ]METHOD /path and [spec ]webhook name, methods in any case', () => {
    expect(parseOperationRef('GET /v1/user')).toEqual({ kind: 'operation', method: 'GET', path: '/v1/user' });
    expect(parseOperationRef('v2 post /x')).toEqual({ spec: 'v2', kind: 'operation', method: 'POST', path: '/x' });
    expect(parseOperationRef('a.json webhook order updated')).toEqual({
      spec: 'a.json',
      kind: 'webhook',
      method: 'POST',
      path: 'order updated',
    });
    expect(parseOperationRef('query /search')).toEqual({ kind: 'operation', method: 'QUERY', path: '/search' });
    expect(parseOperationRef('nonsense')).toBeUndefined();
    expect(parseOperationRef('a.json FETCH /x')).toBeUndefined();
  });
});
