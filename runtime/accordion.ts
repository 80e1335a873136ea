/**
 * Accordions (`details[data-sx-accordion]`) are deep-linkable: the one the URL's fragment names opens
 * (with the accordions around it) and opening one writes its id into the URL without scrolling.
 */
import { fragmentTarget } from './fragment.js';

const wired = new WeakSet<Element>();

export function initAccordions(): void {
  if (!document.querySelector('details[data-sx-accordion]')) return;
  const openTarget = (): void => {
    const target = fragmentTarget();
    for (let el = target?.closest('details'); el; el = el.parentElement?.closest('details')) el.open = true;
  };
  openTarget();
  window.addEventListener('hashchange', openTarget);
  wireAccordions(document);
}

/** The accordions in `root` not wired yet write their id into the URL when opened. */
export function wireAccordions(root: ParentNode): void {
  root.querySelectorAll<HTMLDetailsElement>('details[data-sx-accordion]').forEach((d) => {
    if (wired.has(d)) return;
    wired.add(d);
    // A click on the summary (Enter and Space click it too) of a closed accordion is about to open it;
    // `toggle` also fires for accordions open from the start, which must not touch the URL.
    d.querySelector(':scope > summary')?.addEventListener('click', () => {
      if (!d.open && d.id && location.hash !== `#${d.id}`) history.replaceState(history.state, '', `#${d.id}`);
    });
  });
}
