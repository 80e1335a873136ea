/**
 * Copy buttons: every `figure.sx-code` (but `.sx-code-nocopy`) gets a "Copy code" button that copies its `<pre>` text
 * (navigator.clipboard; without it, or when it is refused, the text is selected and copied with
 * the legacy command) and announces "Copied" for 1.5 s in a polite live region. API example
 * groups have one button of their own in their bar (drawn by the server), for the sample shown.
 * The words are the page's (ui-text.ts).
 */
import { uiText } from './ui-text.js';

function selectAndCopy(pre: HTMLElement): boolean {
  const range = document.createRange();
  range.selectNodeContents(pre);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/**
 * A code block's text as written: its last newline is the `<pre>`'s, not the code's; twoslash's popups
 * and error lines (`.sx-ts-extra`) are not code.
 */
const codeText = (pre: HTMLElement): string => {
  const copy = pre.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.sx-ts-extra').forEach((e) => e.remove());
  return (copy.textContent ?? '').replace(/\n$/, '');
};

/**
 * Make `button` copy `text(source())` when clicked, and return the live region that announces the
 * result (the caller places it). Used by code blocks, API example groups and prompt cards.
 */
export function wireCopyButton(button: HTMLButtonElement, source: () => HTMLElement | null, text = codeText): HTMLElement {
  const status = document.createElement('span');
  status.className = 'sx-copy-status';
  status.setAttribute('role', 'status');
  status.setAttribute('aria-live', 'polite');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const { copied, selected } = uiText();
  const done = (message: string): void => {
    status.textContent = message;
    button.setAttribute('data-sx-copied', '');
    clearTimeout(timer);
    timer = setTimeout(() => {
      status.textContent = '';
      button.removeAttribute('data-sx-copied');
    }, 1500);
  };
  button.addEventListener('click', () => {
    const from = source();
    if (!from) return;
    const fallback = (): void => done(selectAndCopy(from) ? copied : selected);
    if (navigator.clipboard?.writeText) navigator.clipboard.writeText(text(from)).then(() => done(copied), fallback);
    else fallback();
  });
  return status;
}

/** Copy buttons for the code blocks in `root` that have none yet. */
export function initCopyCode(root: ParentNode = document): void {
  const words = uiText();
  // API example groups draw their copy button in their bar, beside the code: it copies the sample shown.
  root.querySelectorAll<HTMLElement>('.sx-api-code').forEach((group) => {
    const button = group.querySelector<HTMLButtonElement>(':scope > .sx-api-code-bar > .sx-copy');
    if (!button || button.hasAttribute('data-sx-wired')) return;
    button.setAttribute('data-sx-wired', '');
    // The sample shown: the chosen language's panel, and in it the chosen named example's figure, if it has several.
    button.after(wireCopyButton(button, () => group.querySelector(':scope > .sx-code-panel:not([hidden]) > :not([hidden]) pre')));
  });
  root.querySelectorAll<HTMLElement>('figure.sx-code').forEach((figure) => {
    const pre = figure.querySelector('pre');
    if (!pre || figure.matches('.sx-code-nocopy') || figure.querySelector(':scope > .sx-copy') || figure.closest('.sx-api-code')) return;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'sx-copy';
    // An icon of fixed size (site.css), named by its label: no text whose arrival or font would resize it.
    button.setAttribute('aria-label', words.copyCode);
    button.title = words.copy;
    figure.append(
      button,
      wireCopyButton(button, () => pre),
    );
  });
}
