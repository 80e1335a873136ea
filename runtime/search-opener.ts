/**
 * The search box's opener, the only search code on every page: the top bar's button, Ctrl/Cmd+K and
 * `/` import the dialog module (its URL is on the button, `data-sx-search`) the first time the reader
 * asks for search; the dialog then loads Pagefind. Nothing is fetched before that.
 */
import type { SearchDialogModule } from './search/contract.js';

let loading: Promise<SearchDialogModule> | undefined;

export function initSearchOpener(): void {
  const button = document.querySelector<HTMLButtonElement>('button[data-sx-search]');
  if (!button) return;
  const kbd = button.querySelector('.sx-search-kbd');
  if (kbd && /Mac|iPhone|iPad/.test(navigator.platform)) kbd.textContent = '⌘K';
  const open = (): void => {
    loading ??= import(/* @vite-ignore */ button.dataset['sxSearch']!) as Promise<SearchDialogModule>;
    loading.then(
      (m) => m.openSearch(button),
      (error: unknown) => {
        // A failed load (offline, a deploy replaced the file) may work on the next try.
        loading = undefined;
        console.error('[sextant] search', error);
      },
    );
  };
  button.addEventListener('click', open);
  document.addEventListener('keydown', (e) => {
    if (e.defaultPrevented || e.altKey) return;
    const shortcut = (e.key === 'k' || e.key === 'K') && (e.metaKey || e.ctrlKey);
    const slash = e.key === '/' && !e.metaKey && !e.ctrlKey && !typing(e.target);
    if (!shortcut && !slash) return;
    e.preventDefault();
    open();
  });
}

/** Whether a key goes into a text field (where `/` is a character, not the shortcut). */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.tagName === 'TEXTAREA' ||
    target.tagName === 'SELECT' ||
    (target.tagName === 'INPUT' && (target as HTMLInputElement).type !== 'checkbox')
  );
}
