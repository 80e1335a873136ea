/**
 * Tooltips (`[data-sx-tooltip]`) and twoslash type popups (`.twoslash-hover`): CSS shows the tip on hover
 * and on keyboard focus; Escape hides it (WCAG 1.4.13: dismissible without moving the pointer or focus)
 * until the pointer leaves or focus moves. Twoslash popups are `position: fixed` (see site.css) so the code
 * block's scrolling box does not clip them; here they are placed under their word, kept inside the window,
 * and moved with the word when the page or the block scrolls (a fixed box would otherwise stay put while
 * its word scrolls away). A word scrolled out of its block's visible part hides its popup.
 */
const TIPS = '[data-sx-tooltip], .twoslash-hover';
const SHOWN = '.twoslash-hover:hover, .twoslash-hover:focus';
/** The gap between a word and its popup, and the least margin to the window's edges (px). */
const GAP = 4;
const EDGE = 8;

function popupOf(token: Element): HTMLElement | null {
  return token.querySelector<HTMLElement>(':scope > .twoslash-popup-container');
}

/** Put `token`'s popup under it (left edges aligned, moved left where it would pass the window's right edge). */
function place(token: HTMLElement): void {
  const popup = popupOf(token);
  if (!popup || getComputedStyle(popup).position !== 'fixed') return;
  const word = token.getBoundingClientRect();
  const block = token.closest('pre')?.getBoundingClientRect();
  // Out of the block's visible part (scrolled sideways or out of the window): no popup floating beside it.
  const hidden =
    block !== undefined && (word.right <= block.left || word.left >= block.right || word.bottom <= block.top || word.top >= block.bottom);
  popup.toggleAttribute('data-sx-offscreen', hidden || word.bottom < 0 || word.top > innerHeight);
  popup.setAttribute('data-sx-placed', '');
  popup.style.top = `${word.bottom + GAP}px`;
  const width = popup.getBoundingClientRect().width;
  popup.style.left = `${Math.max(EDGE, Math.min(word.left, innerWidth - EDGE - width))}px`;
}

const wired = new WeakSet<Element>();
/** The page-wide listeners, added with the first tip (and, for twoslash popups, the first popup). */
let listening = false;
let following = false;

const reset = (event: Event): void => (event.currentTarget as HTMLElement).removeAttribute('data-sx-dismissed');
const show = (event: Event): void => place(event.currentTarget as HTMLElement);

/** The tips in `root` not wired yet: dismissed by Escape, twoslash popups placed. */
export function initTooltips(root: ParentNode = document): void {
  const tips = [...root.querySelectorAll<HTMLElement>(TIPS)].filter((t) => !wired.has(t));
  if (tips.length === 0) return;
  for (const t of tips) {
    wired.add(t);
    t.addEventListener('mouseleave', reset);
    t.addEventListener('focusout', reset);
    t.addEventListener('mouseenter', show);
    t.addEventListener('focus', show);
  }
  if (!listening) {
    listening = true;
    document.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      document.querySelectorAll<HTMLElement>(`[data-sx-tooltip]:hover, [data-sx-tooltip]:focus-within, ${SHOWN}`).forEach((t) => {
        t.setAttribute('data-sx-dismissed', '');
      });
    });
  }
  if (following || !tips.some((t) => t.matches('.twoslash-hover'))) return;
  following = true;
  // Follow the word: any scroll (the page's or a code block's, hence capture) or resize re-places what shows.
  let queued = false;
  const follow = (): void => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      document.querySelectorAll<HTMLElement>(SHOWN).forEach(place);
    });
  };
  addEventListener('scroll', follow, { capture: true, passive: true });
  addEventListener('resize', follow, { passive: true });
}
