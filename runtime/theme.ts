/**
 * Light/dark theme. The renderer's inline head script applies the stored choice before paint;
 * this keeps it in step: `[data-sx-theme-toggle]` buttons flip it and store it in localStorage
 * `sx-theme`, and while there is no stored choice (or the site is strict) a `system` appearance
 * follows the OS setting as it changes.
 */
import { read, write } from './storage.js';

const KEY = 'sx-theme';

export function initTheme(): void {
  const root = document.documentElement;
  const appearance = root.dataset['sxAppearance'] ?? 'system';
  const strict = root.dataset['sxAppearanceStrict'] === 'true';
  const media = window.matchMedia?.('(prefers-color-scheme: dark)');
  const buttons = document.querySelectorAll<HTMLElement>('[data-sx-theme-toggle]');

  const stored = (): 'light' | 'dark' | null => {
    const v = strict ? null : read('localStorage', KEY);
    return v === 'light' || v === 'dark' ? v : null;
  };
  const wanted = (): boolean => {
    const s = stored();
    if (s) return s === 'dark';
    return appearance === 'dark' || (appearance === 'system' && !!media?.matches);
  };
  const set = (dark: boolean): void => {
    root.classList.toggle('dark', dark);
    buttons.forEach((b) => b.setAttribute('aria-pressed', String(dark)));
  };

  set(wanted());
  media?.addEventListener?.('change', () => {
    if (!stored()) set(wanted());
  });
  // Another tab changed the choice.
  window.addEventListener('storage', (e) => {
    if (e.key === KEY) set(wanted());
  });
  if (strict) return;
  buttons.forEach((b) =>
    b.addEventListener('click', () => {
      const dark = !root.classList.contains('dark');
      write('localStorage', KEY, dark ? 'dark' : 'light');
      set(dark);
    }),
  );
}
