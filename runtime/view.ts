/**
 * Multi-view pages (`.sx-view[data-sx-view]`): one selector lists the page's view titles; the chosen
 * view shows and the others hide. As in the reference product it sits in the right column, above the
 * table of contents; where that column is not shown (narrow windows, pages without it) the same
 * selector moves before the first view. The choice is remembered across pages (localStorage `sx-view`)
 * and, when a page has no view of that title, the first is shown. The table of contents follows:
 * headings inside hidden views leave it.
 */
import { tocHeadings } from './fragment.js';
import { read, write } from './storage.js';
import { uiText } from './ui-text.js';

const KEY = 'sx-view';

export function initViews(): void {
  const views = [...document.querySelectorAll<HTMLElement>('.sx-view[data-sx-view]')];
  if (views.length === 0) return;
  const titles = [...new Set(views.map((v) => v.dataset['sxView']!))];
  const toc = tocHeadings().flatMap(({ link, heading }) => {
    const view = heading.closest<HTMLElement>('.sx-view[data-sx-view]');
    return view && link.parentElement ? [{ line: link.parentElement, view }] : [];
  });
  const show = (title: string): void => {
    for (const v of views) v.hidden = v.dataset['sxView'] !== title;
    for (const t of toc) t.line.hidden = t.view.hidden;
  };
  const wrap = document.createElement('div');
  wrap.className = 'sx-view-switch';
  const label = document.createElement('label');
  label.textContent = uiText().view;
  const select = document.createElement('select');
  select.id = 'sx-view-select';
  label.htmlFor = select.id;
  for (const t of titles) select.append(new Option(t, t));
  const saved = read('localStorage', KEY);
  const initial = saved && titles.includes(saved) ? saved : titles[0]!;
  select.value = initial;
  select.addEventListener('change', () => {
    show(select.value);
    write('localStorage', KEY, select.value);
  });
  wrap.append(label, select);
  const aside = document.getElementById('table-of-contents');
  // Moved only when the column appears or goes (a move would take focus from the selector).
  const place = (): void => {
    if (!aside?.offsetParent) {
      if (wrap.nextElementSibling !== views[0]) views[0]!.before(wrap);
    } else if (wrap.parentElement !== aside) aside.insertBefore(wrap, aside.querySelector('.sx-toc, .sx-panel'));
  };
  place();
  addEventListener('resize', place);
  document.documentElement.setAttribute('data-sx-views', '');
  show(initial);
}
