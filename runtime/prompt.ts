/**
 * Prompt cards (`[data-sx-prompt]`): "Copy prompt" copies the prompt's text and says so in a polite
 * live region; "Open in Cursor" opens Cursor's prompt deep link with it. The buttons stay hidden
 * without this script.
 */
function promptText(card: HTMLElement): string {
  return (card.querySelector<HTMLElement>('.sx-prompt-text')?.innerText ?? '').trim();
}

export function initPrompts(): void {
  document.querySelectorAll<HTMLElement>('[data-sx-prompt]').forEach((card) => {
    const copy = card.querySelector<HTMLButtonElement>('[data-sx-prompt-copy]');
    const cursor = card.querySelector<HTMLButtonElement>('[data-sx-prompt-cursor]');
    if (copy) {
      const status = document.createElement('span');
      status.className = 'sx-copy-status';
      status.setAttribute('role', 'status');
      status.setAttribute('aria-live', 'polite');
      copy.after(status);
      let timer: ReturnType<typeof setTimeout> | undefined;
      copy.addEventListener('click', () => {
        const done = (message: string): void => {
          status.textContent = message;
          copy.setAttribute('data-sx-copied', '');
          clearTimeout(timer);
          timer = setTimeout(() => {
            status.textContent = '';
            copy.removeAttribute('data-sx-copied');
          }, 1500);
        };
        const text = promptText(card);
        if (navigator.clipboard?.writeText)
          navigator.clipboard.writeText(text).then(
            () => done('Copied'),
            () => done('Copy failed'),
          );
        else done('Copy failed');
      });
      copy.hidden = false;
    }
    if (cursor) {
      cursor.addEventListener('click', () => {
        window.location.href = `cursor://anysphere.cursor-deeplink/prompt?text=${encodeURIComponent(promptText(card))}`;
      });
      cursor.hidden = false;
    }
  });
}
