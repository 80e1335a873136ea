/**
 * The contextual menu (render/layout/contextual-menu.tsx): its links get absolute URLs of the page's
 * Markdown twin (assistants fetch them from elsewhere), "copy" fetches the twin into the clipboard,
 * and the menu opens from its toggle and works from the keyboard (arrows, Home/End, Escape, Tab).
 */
import type { ContextualStatusText } from '../src/model/ui-text.js';

export function initContextual(): void {
  const box = document.querySelector<HTMLElement>('[data-sx-contextual]');
  if (!box) return;
  const md = new URL(box.getAttribute('data-sx-md') || location.pathname + '.md', location.href).href;
  const values: Record<string, string> = {
    page: md,
    path: new URL(location.pathname, location.href).href,
    mcp: new URL('/mcp', location.href).href,
  };
  box.querySelectorAll<HTMLAnchorElement>('a[data-sx-ctx-href]').forEach((a) => {
    a.href = a
      .getAttribute('data-sx-ctx-href')!
      .replace(/\$(page|path|mcp)|%24(page|path|mcp)/g, (_m, x: string | undefined, y: string | undefined, at: number) =>
        at === 0 ? values[x ?? y!]! : encodeURIComponent(values[x ?? y!]!),
      );
  });

  const status = box.querySelector<HTMLElement>('.sx-copy-status');
  const words = statusText(box.getAttribute('data-sx-ctx-text'));
  const say = (button: HTMLElement, message: string): void => {
    if (status) status.textContent = message;
    button.setAttribute('data-sx-copied', '');
    setTimeout(() => {
      if (status) status.textContent = '';
      button.removeAttribute('data-sx-copied');
    }, 1500);
  };
  const copy = (button: HTMLElement, text: Promise<string>): void => {
    text
      .then((t) => navigator.clipboard.writeText(t))
      .then(
        () => say(button, words.copied),
        () => say(button, words.failed),
      );
  };
  box.querySelectorAll<HTMLButtonElement>('[data-sx-ctx-action]').forEach((b) =>
    b.addEventListener('click', () => {
      if (b.getAttribute('data-sx-ctx-action') === 'copy-mcp') copy(b, Promise.resolve(values['mcp']!));
      else
        copy(
          b,
          fetch(md).then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status))))),
        );
      close(false);
    }),
  );

  const toggle = box.querySelector<HTMLButtonElement>('.sx-contextual-toggle');
  const menu = box.querySelector<HTMLElement>('[role="menu"]');
  if (!toggle || !menu) return;
  const items = Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]'));
  const isOpen = (): boolean => toggle.getAttribute('aria-expanded') === 'true';
  const focusItem = (i: number): void => items[(i + items.length) % items.length]?.focus();
  const open = (at: number): void => {
    menu.hidden = false;
    toggle.setAttribute('aria-expanded', 'true');
    focusItem(at);
  };
  function close(refocus: boolean): void {
    if (!isOpen()) return;
    menu!.hidden = true;
    toggle!.setAttribute('aria-expanded', 'false');
    if (refocus) toggle!.focus();
  }
  toggle.addEventListener('click', () => (isOpen() ? close(false) : open(0)));
  toggle.addEventListener('keydown', (e) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    open(e.key === 'ArrowDown' ? 0 : -1);
  });
  menu.addEventListener('keydown', (e) => {
    const at = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 };
    if (e.key in moves) {
      e.preventDefault();
      focusItem(moves[e.key]!);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') close(false);
  });
  menu.addEventListener('click', (e) => {
    if ((e.target as Element).closest('a')) close(false);
  });
  document.addEventListener('click', (e) => {
    if (!box.contains(e.target as Node)) close(false);
  });
}

/** The status words: the page's own (`data-sx-ctx-text`, on a page not in English), else English. */
function statusText(json: string | null): ContextualStatusText {
  const english: ContextualStatusText = { copied: 'Copied', failed: 'Could not copy' };
  if (!json) return english;
  try {
    return { ...english, ...(JSON.parse(json) as Partial<ContextualStatusText>) };
  } catch {
    return english;
  }
}
