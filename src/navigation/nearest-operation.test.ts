import { describe, expect, it } from 'vitest';
import { nearestOperation } from './nearest-operation.js';

const KNOWN = ['POST /gateway/models', 'GET /gateway/models', 'GET /health', 'GET /pets/{petId}', 'GET /pets', 'webhook petAdopted'];

describe('nearestOperation', () => {
  it('gives the operation a misspelt path or webhook name means', () => {
    expect(nearestOperation('GET /pet', KNOWN)).toBe('GET /pets');
    expect(nearestOperation('webhook petAdoptd', KNOWN)).toBe('webhook petAdopted');
  });

  it('gives the operation with the nearest path: a left-out prefix is nearer than another word, the method breaks ties', () => {
    expect(nearestOperation('GET /models', KNOWN)).toBe('GET /gateway/models');
    expect(nearestOperation('POST /v1/models', KNOWN)).toBe('POST /gateway/models');
    expect(nearestOperation('DELETE /api/v2/pets/{id}', KNOWN)).toBe('GET /pets/{petId}');
  });

  it('gives no far guess for a webhook, nor anything when nothing is known', () => {
    expect(nearestOperation('webhook somethingElseEntirely', KNOWN)).toBeUndefined();
    expect(nearestOperation('GET /models', [])).toBeUndefined();
  });
});
