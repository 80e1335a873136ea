/**
 * Dismissible banner: the close button hides it and remembers its key in localStorage
 * `sx-banner-dismissed`. The renderer's head script hides a banner with that key before paint
 * (class `sx-banner-dismissed` on <html>); this hides it too in case that script did not run.
 */
import { read, write } from './storage.js';

const KEY = 'sx-banner-dismissed';

export function initBanner(): void {
  document.querySelectorAll<HTMLElement>('[data-sx-banner]').forEach((banner) => {
    const id = banner.dataset['sxBannerKey'] ?? '';
    const hide = (): void => {
      banner.hidden = true;
      document.documentElement.classList.add(KEY);
    };
    if (read('localStorage', KEY) === id) hide();
    banner.querySelector('[data-sx-banner-close]')?.addEventListener('click', () => {
      write('localStorage', KEY, id);
      hide();
    });
  });
}
