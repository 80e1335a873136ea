/**
 * "On this page" follows the reader: the link of the section being read carries aria-current="location"
 * (styled in site.css) as the page scrolls, and a list taller than the window scrolls itself to keep that
 * link in view. A section is being read once its heading has passed the line where a linked heading lands
 * (the page's scroll-padding-top); at the end of the page, the last heading in view is. Headings hidden
 * by a view switch or a changelog filter are skipped. The entries carry the reference's marks for custom
 * CSS and scripts: the one being read `data-active` and `data-active-deepest`, the entries it sits under
 * (its h2 for an h3) `data-active` too.
 */
import { tocHeadings } from './fragment.js';

export function initToc(): void {
  const toc = document.querySelector<HTMLElement>('.sx-toc');
  if (!toc) return;
  const entries = tocHeadings();
  if (!entries.length) return;
  const list = toc.querySelector<HTMLElement>('ul') ?? toc;

  let current: HTMLAnchorElement | undefined;
  let queued = false;

  const update = (): void => {
    queued = false;
    const line = (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) + 8;
    const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    let active: HTMLAnchorElement | undefined;
    for (const { link, heading } of entries) {
      if (!heading.getClientRects().length) continue;
      const top = heading.getBoundingClientRect().top;
      if (top <= line || (atEnd && top < window.innerHeight)) active = link;
      else if (!atEnd) break;
    }
    if (active === current) return;
    current?.removeAttribute('aria-current');
    active?.setAttribute('aria-current', 'location');
    current = active;
    markActive(list, active?.closest('li') ?? undefined);
    if (active) keepInView(list, active);
  };
  const schedule = (): void => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(update);
  };

  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  window.addEventListener('hashchange', schedule);
  // Views and filters show and hide sections without a scroll.
  new ResizeObserver(schedule).observe(document.body);
  schedule();
}

/** `data-active` on the entry being read and the entries above it in depth; `data-active-deepest` on it alone. */
function markActive(list: HTMLElement, item: HTMLElement | undefined): void {
  for (const marked of list.querySelectorAll('li[data-active]')) {
    marked.removeAttribute('data-active');
    marked.removeAttribute('data-active-deepest');
  }
  if (!item) return;
  item.setAttribute('data-active-deepest', 'true');
  let depth = Infinity;
  for (let at: Element | null = item; at && depth > 0; at = at.previousElementSibling) {
    const d = Number((at as HTMLElement).dataset['depth'] ?? 0);
    if (d >= depth) continue;
    at.setAttribute('data-active', 'true');
    depth = d;
  }
}

/** Scroll the list (not the page) so the link is inside its visible part. */
function keepInView(list: HTMLElement, link: HTMLElement): void {
  if (list.scrollHeight <= list.clientHeight) return;
  const box = list.getBoundingClientRect();
  const at = link.getBoundingClientRect();
  const margin = 24;
  if (at.top < box.top + margin) list.scrollTop -= box.top + margin - at.top;
  else if (at.bottom > box.bottom - margin) list.scrollTop += at.bottom - (box.bottom - margin);
}
