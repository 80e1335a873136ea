/**
 * Sidebar groups: applies sidebar-state.ts to `nav[data-sx-sidebar]`. Only nested groups
 * (`details.sx-group`) change; top-level `section.sx-group`s are always expanded and left alone.
 * Without this script the `<details>` still open and close natively.
 */
import { external, initialState, parseSaved, select, serializeSaved, storageKey } from './sidebar-state.js';
import type { GroupInfo, SidebarState } from './sidebar-state.js';
import { read, write } from './storage.js';
import { fillGroup, loadFragment } from './sidebar-lazy.js';

const GROUP = 'details.sx-group[data-sx-group-id]';

function info(d: HTMLDetailsElement): GroupInfo {
  return {
    id: d.dataset['sxGroupId'] ?? '',
    serverOpen: d.open,
    containsCurrent: d.querySelector('a[aria-current="page"]') !== null,
    first: d.dataset['sxFirst'] || d.querySelector<HTMLAnchorElement>(':scope > .sx-group-fallback > a')?.getAttribute('href') || null,
  };
}

function summaryOf(d: HTMLDetailsElement): HTMLElement | null {
  const s = d.firstElementChild;
  return s instanceof HTMLElement && s.tagName === 'SUMMARY' ? s : null;
}

function syncAria(d: HTMLDetailsElement): void {
  summaryOf(d)?.setAttribute('aria-expanded', String(d.open));
}

export function initSidebar(nav: HTMLElement): void {
  const key = storageKey(nav.dataset['sxSidebarKey'] ?? '');
  const drilldown = nav.dataset['sxDrilldown'] === 'true';
  const groups = Array.from(nav.querySelectorAll<HTMLDetailsElement>(GROUP));
  const infos = new Map(groups.map((d) => [d, info(d)]));
  const saved = parseSaved(read('sessionStorage', key));
  let state: SidebarState = initialState([...infos.values()], saved);
  const fragment = nav.dataset['sxNav'];

  /** Adopt the nested groups a filled group brought (with their saved state). */
  const adopt = (added: HTMLDetailsElement[]): void => {
    const fresh = added.filter((g) => !infos.has(g));
    for (const g of fresh) {
      groups.push(g);
      infos.set(g, info(g));
    }
    if (fresh.length) {
      const restored = initialState(
        fresh.map((g) => infos.get(g)!),
        saved,
      );
      state = { ...state, open: { ...state.open, ...restored.open } };
    }
    apply();
  };
  /** Fill an opened lazy group. */
  const fill = (d: HTMLDetailsElement): void => {
    if (!fragment || !d.open || !d.hasAttribute('data-sx-lazy')) return;
    void fillGroup(d, fragment).then(adopt);
  };

  const apply = (): void => {
    for (const d of groups) {
      const open = state.open[infos.get(d)!.id];
      if (open !== undefined && d.open !== open) d.open = open;
      syncAria(d);
      fill(d);
    }
  };
  // Fetch the fragment as soon as the reader heads for the sidebar, so opening a group is instant.
  if (fragment) nav.addEventListener('pointerover', () => void loadFragment(fragment), { once: true });
  const save = (): void => write('sessionStorage', key, serializeSaved(state.saved));
  apply();
  // Top-level groups are always open: fill those a large sidebar left empty at once.
  if (fragment)
    for (const top of nav.querySelectorAll<HTMLElement>('section.sx-group-top[data-sx-lazy]')) void fillGroup(top, fragment).then(adopt);

  nav.addEventListener('click', (event) => {
    const target = event.target as Element;
    const summary = target.closest('summary');
    const d = summary?.parentElement;
    if (!summary || !(d instanceof HTMLDetailsElement) || !d.matches(GROUP) || summaryOf(d) !== summary) return;
    // A link or button inside the summary keeps its own behaviour.
    const control = target.closest('a,button');
    if (control && summary.contains(control)) return;
    event.preventDefault();
    const result = select(state, infos.get(d)!, drilldown, location.pathname);
    state = result.state;
    apply();
    save();
    if (result.navigate) location.assign(result.navigate);
  });

  // Opened or closed by the browser itself (find-in-page, a fragment link into a closed group).
  // Our own changes fire this too, but those already match the state.
  nav.addEventListener(
    'toggle',
    (event) => {
      const d = event.target;
      if (!(d instanceof HTMLDetailsElement) || !infos.has(d)) return;
      const next = external(state, infos.get(d)!.id, d.open);
      if (next !== state) {
        state = next;
        save();
      }
      syncAria(d);
      fill(d);
    },
    true,
  );
}

export function initSidebars(): void {
  document.querySelectorAll<HTMLElement>('[data-sx-sidebar]').forEach(initSidebar);
}
