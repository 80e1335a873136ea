/**
 * Tooltips (`[data-sx-tooltip]`) and twoslash type popups (`.twoslash-hover`): CSS shows the tip on hover
 * and on keyboard focus; Escape hides it (WCAG 1.4.13: dismissible without moving the pointer or focus)
 * until the pointer leaves or focus moves. Twoslash popups are fixed under their token (see site.css):
 * one that would pass the right edge of the window moves left.
 */
const TIPS = '[data-sx-tooltip], .twoslash-hover';

export function initTooltips(): void {
  if (!document.querySelector(TIPS)) return;
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    document
      .querySelectorAll<HTMLElement>(
        '[data-sx-tooltip]:hover, [data-sx-tooltip]:focus-within, .twoslash-hover:hover, .twoslash-hover:focus',
      )
      .forEach((t) => {
        t.setAttribute('data-sx-dismissed', '');
      });
  });
  const reset = (event: Event): void => (event.currentTarget as HTMLElement).removeAttribute('data-sx-dismissed');
  const place = (event: Event): void => {
    const popup = (event.currentTarget as HTMLElement).querySelector<HTMLElement>(':scope > .twoslash-popup-container');
    if (!popup) return;
    popup.style.removeProperty('--sx-ts-dx');
    const box = popup.getBoundingClientRect();
    const over = box.right - innerWidth + 8;
    if (over > 0) popup.style.setProperty('--sx-ts-dx', `${-Math.min(over, box.left - 8)}px`);
  };
  document.querySelectorAll<HTMLElement>(TIPS).forEach((t) => {
    t.addEventListener('mouseleave', reset);
    t.addEventListener('focusout', reset);
    t.addEventListener('mouseenter', place);
    t.addEventListener('focus', place);
  });
}
