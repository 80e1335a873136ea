import { describe, expect, it } from 'vitest';
import { iconId, iconSprite, resolveIcon } from './icons.js';

describe('icons', () => {
  it('resolve names in each library from its npm package', () => {
    expect(resolveIcon('rocket', 'fontawesome')).toEqual({ id: 'fa-solid-rocket' });
    expect(resolveIcon('github', 'fontawesome')).toEqual({ id: 'fa-brands-github' });
    expect(resolveIcon('house', 'lucide')).toEqual({ id: 'lucide-house' });
    expect(resolveIcon('home', 'tabler')).toEqual({ id: 'tabler-outline-home' });
    expect(resolveIcon('home', 'tabler', 'filled')).toEqual({ id: 'tabler-filled-home' });
    const sprite = iconSprite(['fa-solid-rocket', 'lucide-house', 'tabler-outline-home']);
    expect(sprite).toMatch(/<symbol id="lucide-house" viewBox="0 0 24 24" fill="none" stroke="currentColor"[^>]*><path /);
    expect(sprite).toMatch(/<symbol id="tabler-outline-home" viewBox="0 0 24 24" fill="none" stroke="currentColor"[^>]*><path d="M5 12/);
    expect(sprite).toContain('<symbol id="fa-solid-rocket" viewBox="0 0 512 512">');
  });

  it('honour a free Font Awesome style and keep the asked style for brands', () => {
    expect(resolveIcon('bell', 'fontawesome', 'regular')).toEqual({ id: 'fa-regular-bell' });
    expect(resolveIcon('bell', 'fontawesome', 'solid')).toEqual({ id: 'fa-solid-bell' });
    expect(resolveIcon('github', 'fontawesome', 'solid')).toEqual({ id: 'fa-brands-github' });
  });

  it('draw Pro styles with the nearest free style, saying so', () => {
    expect(resolveIcon('bell', 'fontawesome', 'light')).toEqual({ id: 'fa-regular-bell', substitute: 'regular bell' });
    expect(resolveIcon('rocket', 'fontawesome', 'light')).toEqual({ id: 'fa-solid-rocket', substitute: 'solid rocket' });
    expect(resolveIcon('bell', 'fontawesome', 'duotone')).toEqual({ id: 'fa-solid-bell', substitute: 'solid bell' });
    expect(resolveIcon('bell', 'fontawesome', 'sharp-solid')?.id).toBe('fa-solid-bell');
  });

  it('draw Pro names with an alias, then a shorter name, then the generic icon', () => {
    expect(resolveIcon('sparkles', 'fontawesome')).toEqual({ id: 'fa-solid-wand-magic-sparkles', substitute: 'solid wand-magic-sparkles' });
    expect(resolveIcon('rocket-launch', 'fontawesome')).toEqual({ id: 'fa-solid-rocket', substitute: 'solid rocket' });
    expect(resolveIcon('phone-arrow-up-right', 'fontawesome')?.id).toBe('fa-solid-phone');
    expect(resolveIcon('qqqzz', 'fontawesome')).toEqual({ id: 'fa-regular-circle-question', substitute: 'the generic circle-question' });
    expect(iconId('sparkles', 'fontawesome')).toBeUndefined();
    expect(resolveIcon('not an icon', 'fontawesome')).toBeUndefined();
  });

  it('suggest the library’s nearest name for a name no library has (a likely typo)', () => {
    expect(resolveIcon('rocke', 'fontawesome')).toEqual({
      id: 'fa-regular-circle-question',
      substitute: 'the generic circle-question',
      suggestion: 'rocket',
    });
    expect(resolveIcon('arow-right-from-bracket', 'fontawesome')?.suggestion).toBe('arrow-right-from-bracket');
    // Lucide's own names are candidates on a Lucide site.
    expect(resolveIcon('squirel', 'lucide')?.suggestion).toBe('squirrel');
    expect(resolveIcon('squirel', 'fontawesome')?.suggestion).not.toBe('squirrel');
  });

  it('try a Lucide or Tabler site’s unknown name as a Font Awesome one', () => {
    expect(resolveIcon('github', 'lucide')).toEqual({ id: 'fa-brands-github', substitute: 'Font Awesome brands github' });
    expect(resolveIcon('rocket', 'tabler')).toEqual({ id: 'tabler-outline-rocket' });
  });

  it('write symbols found on another thread (ids carry their file)', () => {
    expect(iconSprite(['tabler-filled-star', 'fa-brands-python'])).toMatch(/id="fa-brands-python".*id="tabler-filled-star"/);
  });
});
