/**
 * Expandable code blocks (`figure.sx-code-expandable`, the fence's `expandable`): a block taller than
 * about 16 lines is cut to that height with a fade and gets a button that expands and collapses it
 * (aria-expanded). Without this script the whole block shows.
 */
import { uiText } from './ui-text.js';

const MAX_LINES = 16;

let made = 0;

/** Expand buttons for the long code blocks in `root` that have none yet. */
export function initCodeExpand(root: ParentNode = document): void {
  const { showMore, showLess } = uiText();
  root.querySelectorAll<HTMLElement>('figure.sx-code-expandable').forEach((figure) => {
    const pre = figure.querySelector('pre');
    if (!pre || figure.querySelector(':scope > .sx-code-expand')) return;
    if (pre.querySelectorAll('.line').length <= MAX_LINES) return;
    if (!pre.id) pre.id = `sx-code-x${made++}`;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'sx-code-expand';
    button.setAttribute('aria-controls', pre.id);
    const set = (open: boolean): void => {
      figure.toggleAttribute('data-sx-collapsed', !open);
      button.setAttribute('aria-expanded', String(open));
      button.textContent = open ? showLess : showMore;
    };
    button.addEventListener('click', () => set(figure.hasAttribute('data-sx-collapsed')));
    set(false);
    figure.append(button);
  });
}
