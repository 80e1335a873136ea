/**
 * Switchers and top-bar tab menus: `details[data-sx-switcher]` dropdowns. Keeps `aria-expanded`
 * on the summary, closes an open one on a click outside it or on Escape (focus returns to its
 * summary), and closes the others when one opens. Without this script they are plain <details>.
 */
const SELECTOR = 'details[data-sx-switcher]';

function summaryOf(d: HTMLDetailsElement): HTMLElement | null {
  const s = d.firstElementChild;
  return s instanceof HTMLElement && s.tagName === 'SUMMARY' ? s : null;
}

export function initSwitchers(): void {
  const all = Array.from(document.querySelectorAll<HTMLDetailsElement>(SELECTOR));
  if (all.length === 0) return;
  const sync = (d: HTMLDetailsElement): void => summaryOf(d)?.setAttribute('aria-expanded', String(d.open));
  all.forEach(sync);

  document.addEventListener(
    'toggle',
    (e) => {
      const d = e.target;
      if (!(d instanceof HTMLDetailsElement) || !d.matches(SELECTOR)) return;
      sync(d);
      if (d.open) all.forEach((o) => o !== d && o.open && !o.contains(d) && (o.open = false));
    },
    true,
  );
  document.addEventListener('click', (e) => {
    const t = e.target as Node;
    all.forEach((d) => d.open && !d.contains(t) && (d.open = false));
  });
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || e.defaultPrevented) return;
    // The innermost open switcher holding focus, else any open one.
    const active = document.activeElement;
    const open = all.filter((d) => d.open);
    const d = open.reverse().find((o) => active && o.contains(active)) ?? open[0];
    if (!d) return;
    e.preventDefault();
    d.open = false;
    sync(d);
    summaryOf(d)?.focus();
  });
}
