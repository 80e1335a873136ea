/**
 * Copy buttons: every `figure.sx-code` gets a "Copy code" button that copies its `<pre>` text
 * (navigator.clipboard; without it, or when it is refused, the text is selected and copied with
 * the legacy command) and announces "Copied" for 1.5 s in a polite live region.
 */
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

export function initCopyCode(): void {
  document.querySelectorAll<HTMLElement>('figure.sx-code').forEach((figure) => {
    const pre = figure.querySelector('pre');
    if (!pre || figure.querySelector(':scope > .sx-copy')) return;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'sx-copy';
    button.setAttribute('aria-label', 'Copy code');
    button.textContent = 'Copy';
    const status = document.createElement('span');
    status.className = 'sx-copy-status';
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');
    let timer: ReturnType<typeof setTimeout> | undefined;
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
      const text = (pre.textContent ?? '').replace(/\n$/, '');
      const fallback = (): void => done(selectAndCopy(pre) ? 'Copied' : 'Selected: press Ctrl+C to copy');
      if (navigator.clipboard?.writeText) navigator.clipboard.writeText(text).then(() => done('Copied'), fallback);
      else fallback();
    });
    figure.append(button, status);
  });
}
