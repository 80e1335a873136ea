import { describe, expect, it } from 'vitest';
import { CONTEXTUAL_DRAWN, CONTEXTUAL_NOT_DRAWN, CONTEXTUAL_OPTIONS } from '../../config/schema/site.js';
import { contextualEntries } from './contextual-menu.js';

describe('contextual menu options', () => {
  it('draws each built-in option docs.json accepts, or config names it among those left out, never both', () => {
    const drawn = contextualEntries(CONTEXTUAL_OPTIONS).map((e) => e.key);
    expect(drawn).toEqual([...CONTEXTUAL_DRAWN].sort((a, b) => CONTEXTUAL_OPTIONS.indexOf(a) - CONTEXTUAL_OPTIONS.indexOf(b)));
    expect([...drawn, ...Object.keys(CONTEXTUAL_NOT_DRAWN)].sort()).toEqual([...CONTEXTUAL_OPTIONS].sort());
  });
});
