/**
 * Tooltips (`[data-sx-tooltip]`): CSS shows the tip on hover and on keyboard focus; Escape hides it
 * (WCAG 1.4.13: dismissible without moving the pointer or focus) until the pointer leaves or focus moves.
 */
export function initTooltips(): void {
  if (!document.querySelector('[data-sx-tooltip]')) return;
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    document.querySelectorAll<HTMLElement>('[data-sx-tooltip]:hover, [data-sx-tooltip]:focus-within').forEach((t) => {
      t.setAttribute('data-sx-dismissed', '');
    });
  });
  const reset = (event: Event): void => (event.currentTarget as HTMLElement).removeAttribute('data-sx-dismissed');
  document.querySelectorAll<HTMLElement>('[data-sx-tooltip]').forEach((t) => {
    t.addEventListener('mouseleave', reset);
    t.addEventListener('focusout', reset);
  });
}
