/**
 * Prompt cards (`[data-sx-prompt]`): "Copy prompt" copies the prompt's text as code blocks' copy
 * buttons do; "Open in Cursor" opens Cursor's prompt deep link with it. The buttons stay hidden
 * without this script, which names them in the page's language as it shows them.
 */
import { wireCopyButton } from './copy-code.js';
import { uiText } from './ui-text.js';

function promptText(card: HTMLElement): string {
  return (card.querySelector<HTMLElement>('.sx-prompt-text')?.innerText ?? '').trim();
}

const wired = new WeakSet<Element>();

/** The prompt cards in `root` not wired yet: their buttons shown and working. */
export function initPrompts(root: ParentNode = document): void {
  const words = uiText();
  root.querySelectorAll<HTMLElement>('[data-sx-prompt]').forEach((card) => {
    if (wired.has(card)) return;
    wired.add(card);
    const copy = card.querySelector<HTMLButtonElement>('[data-sx-prompt-copy]');
    const cursor = card.querySelector<HTMLButtonElement>('[data-sx-prompt-cursor]');
    if (copy) {
      copy.textContent = words.copyPrompt;
      copy.after(
        wireCopyButton(
          copy,
          () => card.querySelector<HTMLElement>('.sx-prompt-text'),
          (el) => el.innerText.trim(),
        ),
      );
      copy.hidden = false;
    }
    if (cursor) {
      cursor.textContent = words.openInCursor;
      cursor.addEventListener('click', () => {
        window.location.href = `cursor://anysphere.cursor-deeplink/prompt?text=${encodeURIComponent(promptText(card))}`;
      });
      cursor.hidden = false;
    }
  });
}
