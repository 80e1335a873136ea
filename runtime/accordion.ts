/**
 * Accordions (`details[data-sx-accordion]`) are deep-linkable: the one the URL's fragment names opens
 * (with the accordions around it) and opening one writes its id into the URL without scrolling.
 */
import { fragmentTarget } from './fragment.js';

export function initAccordions(): void {
  const all = document.querySelectorAll<HTMLDetailsElement>('details[data-sx-accordion]');
  if (all.length === 0) return;
  const openTarget = (): void => {
    const target = fragmentTarget();
    for (let el = target?.closest('details'); el; el = el.parentElement?.closest('details')) el.open = true;
  };
  openTarget();
  window.addEventListener('hashchange', openTarget);
  all.forEach((d) => {
    // A click on the summary (Enter and Space click it too) of a closed accordion is about to open it;
    // `toggle` also fires for accordions open from the start, which must not touch the URL.
    d.querySelector(':scope > summary')?.addEventListener('click', () => {
      if (!d.open && d.id && location.hash !== `#${d.id}`) history.replaceState(history.state, '', `#${d.id}`);
    });
  });
}
