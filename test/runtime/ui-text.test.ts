/**
 * The runtime's words (runtime/ui-text.ts): its English is the server's (ENGLISH.runtime), and it reads a page's
 * own from `<html data-sx-text>` once, keeping English for a word that is missing and for JSON that does not parse.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENGLISH } from '../../src/render/ui-strings.js';

/** A fresh copy of the module (it reads the attribute once), on a page whose `<html data-sx-text>` is `text`. */
async function load(text: string | null) {
  const getAttribute = vi.fn((name: string) => (name === 'data-sx-text' ? text : null));
  vi.stubGlobal('document', { documentElement: { getAttribute } });
  vi.resetModules();
  return { ...(await import('../../runtime/ui-text.js')), getAttribute };
}

afterEach(() => vi.unstubAllGlobals());

describe('runtime words', () => {
  it('are the server’s English words on a page without data-sx-text', async () => {
    const { uiText, ENGLISH_TEXT } = await load(null);
    expect(ENGLISH_TEXT).toEqual(ENGLISH.runtime);
    expect(uiText()).toBe(ENGLISH_TEXT);
  });

  it('are the page’s own, read once, English for those it lacks', async () => {
    const { uiText, getAttribute } = await load(JSON.stringify({ copied: 'Copié', copyCode: 'Copier le code' }));
    expect(uiText().copied).toBe('Copié');
    expect(uiText().copyCode).toBe('Copier le code');
    expect(uiText().showMore).toBe('Show more');
    expect(getAttribute).toHaveBeenCalledTimes(1);
  });

  it('stay English when the attribute is not JSON', async () => {
    const { uiText, ENGLISH_TEXT } = await load('{copied:');
    expect(uiText()).toBe(ENGLISH_TEXT);
  });
});
