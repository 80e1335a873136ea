import { describe, expect, it } from 'vitest';
import { apiSlug, joinRoute } from './slug.js';

describe('apiSlug', () => {
  it.each([
    ['List pets', 'list-pets'],
    ['Get a pet (by id)', 'get-a-pet-by-id'],
    ['/pets/{petId}', 'pets'],
    ['/users/{id}/repos', 'users-repos'],
    ["Create the user's token, v2.", 'create-the-users-token-v2'],
    ['  spaced   out  ', 'spaced-out'],
    ['Données utilisateur', 'données-utilisateur'],
    ['Use `gh` with "quotes" [and brackets]', 'use-gh-with-quotes-and-brackets'],
    ['a -- b', 'a-b'],
  ])('%j → %j', (input, slug) => {
    expect(apiSlug(input)).toBe(slug);
  });
});

describe('joinRoute', () => {
  it('joins segments into one route without empty parts or a trailing slash', () => {
    expect(joinRoute('api-reference/', undefined, 'pets', 'list')).toBe('/api-reference/pets/list');
    expect(joinRoute()).toBe('/');
    expect(joinRoute('/a//b/')).toBe('/a/b');
  });
});
