import { describe, expect, it } from 'vitest';
import { readXDocs } from './x-docs.js';

describe('readXDocs', () => {
  it('reads x-docs, or x-mint as its alias, with the key it was written under', () => {
    const ext = { href: ' /guides/pets ', metadata: { title: 'Pets' }, content: 'Hello', playground: { display: 'simple' } };
    expect(readXDocs({ 'x-docs': ext })).toEqual({
      key: 'x-docs',
      href: '/guides/pets',
      metadata: { title: 'Pets' },
      content: 'Hello',
      display: 'simple',
    });
    expect(readXDocs({ 'x-mint': ext })?.key).toBe('x-mint');
  });

  it('prefers x-docs when both are written, and leaves out blank or mistyped fields', () => {
    expect(readXDocs({ 'x-docs': { metadata: 'no', content: '  ', href: 3 }, 'x-mint': { content: 'other' } })).toEqual({
      key: 'x-docs',
      metadata: {},
    });
  });

  it('is undefined for an operation without the extension (or with one that is not an object)', () => {
    expect(readXDocs({ summary: 'x' })).toBeUndefined();
    expect(readXDocs({ 'x-docs': 'text' })).toBeUndefined();
  });
});
