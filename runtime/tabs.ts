/**
 * Tabs: each `[data-sx-tabs]` container whose children are `.sx-tab-panel[data-title]` sections
 * or `figure.sx-code` blocks gets a tab list (WAI-ARIA tabs pattern, automatic activation:
 * ArrowLeft/ArrowRight/Home/End move and select), or a `<select>` for code groups marked
 * `data-sx-dropdown`. Without this script every panel shows under its own heading. Choosing a
 * label selects the same label in every other group on the page (Tabs and CodeGroups alike,
 * except groups marked `data-sx-sync="false"`) and is remembered site-wide in localStorage
 * `sx-tab-choices` (the labels chosen last, newest first: a page's group opens on the newest one
 * it has, else on `data-sx-default`). Groups marked `data-sx-remember="<name>"`, such as API
 * request languages, keep their choice under `sx-tab:<name>` instead.
 * API example groups (`.sx-api-code`) arrive with their controls drawn by the server (tabs or a
 * `<select>`), so that nothing moves when this script runs: those are wired, not made. A request
 * group with a body's named examples (`data-sx-examples`) also has an example `<select>`: it shows
 * the chosen example's figure in every language panel, records it in `data-sx-example` (the
 * playground prefills its body from it), fires `sx-example` and is remembered for the page in
 * sessionStorage `sx-example:<path>` (examples are an operation's own, unlike languages).
 */
import { fragmentTarget } from './fragment.js';
import { read, write } from './storage.js';
import { uiText } from './ui-text.js';

interface Group {
  tabs: HTMLButtonElement[];
  /** The server-drawn selector of a group that has one instead of tabs. */
  select?: HTMLSelectElement;
  panels: HTMLElement[];
  labels: string[];
  /** The storage key of a group that remembers on its own (`data-sx-remember`). */
  key?: string;
  sync: boolean;
}

const CHOICES = 'sx-tab-choices';
const MAX_CHOICES = 20;

function choices(): string[] {
  try {
    const list: unknown = JSON.parse(read('localStorage', CHOICES) ?? '[]');
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

function remember(label: string): void {
  write('localStorage', CHOICES, JSON.stringify([label, ...choices().filter((l) => l !== label)].slice(0, MAX_CHOICES)));
}

let uid = 0;
const groups: Group[] = [];
/** The control (tab list or select bar) this script put in each group it made, with the group. */
const made = new WeakMap<HTMLElement, { group: Group; bar: Element }>();

function labelOf(panel: HTMLElement): string {
  return (panel.dataset['title'] || panel.dataset['lang'] || '').trim();
}

function show(group: Group, index: number, focus: boolean): void {
  group.tabs.forEach((tab, i) => {
    const on = i === index;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
  });
  group.panels.forEach((panel, i) => (panel.hidden = i !== index));
  if (group.select) group.select.value = String(index);
  if (focus) group.tabs[index]?.focus();
}

/** Select tab `index` of `origin`, and the tab with the same label in every other group. */
function choose(origin: Group, index: number, focus: boolean): void {
  const anchor = origin.tabs[index] ?? origin.select ?? origin.panels[index]!;
  const label = origin.labels[index]!;
  const before = anchor.getBoundingClientRect().top;
  for (const g of groups) {
    const i = g === origin ? index : label && origin.sync && g.sync ? g.labels.indexOf(label) : -1;
    if (i < 0) continue;
    show(g, i, focus && g === origin);
    if (g.key) write('localStorage', g.key, label);
  }
  if (label && origin.sync && !origin.key) remember(label);
  // A tab the reader chose is in the URL (`Tabs`' panels carry their anchor; code groups' do not).
  const panel = origin.panels[index]!;
  if (panel.classList.contains('sx-tab-panel') && panel.id && location.hash !== `#${panel.id}`) {
    history.replaceState(history.state, '', `#${encodeURIComponent(panel.id)}`);
  }
  // Groups above may have changed height: keep the chosen tab where the reader is looking.
  const shift = anchor.getBoundingClientRect().top - before;
  if (shift) window.scrollBy(0, shift);
}

/** The storage key of a group that remembers its choice on its own. */
function keyOf(container: HTMLElement): string | undefined {
  const name = container.dataset['sxRemember'];
  return name ? `sx-tab:${name}` : undefined;
}

/** Arrow keys, Home and End move between the tabs of a tab list and select (right to left, the arrows swap). */
function keyboard(list: HTMLElement, group: Group): void {
  list.addEventListener('keydown', (e) => {
    const n = group.tabs.length;
    const at = group.tabs.indexOf(e.target as HTMLButtonElement);
    if (at < 0) return;
    const [forward, back] = getComputedStyle(list).direction === 'rtl' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
    const to = e.key === forward ? (at + 1) % n : e.key === back ? (at - 1 + n) % n : e.key === 'Home' ? 0 : e.key === 'End' ? n - 1 : -1;
    if (to < 0) return;
    e.preventDefault();
    choose(group, to, true);
  });
}

/** Show the remembered choice (else the group's default panel) and join the page's groups. */
function register(container: HTMLElement, group: Group): void {
  const saved = group.key ? [read('localStorage', group.key)] : group.sync ? choices() : [];
  const at = saved.map((l) => (l === null ? -1 : group.labels.indexOf(l))).find((i) => i >= 0);
  const start = Number(container.dataset['sxDefault'] ?? 0);
  show(group, at ?? (start < group.panels.length ? start : 0), false);
  container.setAttribute('data-sx-enhanced', '');
  groups.push(group);
}

/** The named-example selector of a request group: every panel shows the chosen example's sample. */
function wireExamples(container: HTMLElement, select: HTMLSelectElement): void {
  const key = `sx-example:${location.pathname}`;
  const pick = (index: number, chosen: boolean): void => {
    container.querySelectorAll<HTMLElement>(':scope > .sx-code-panel > .sx-code-example').forEach((figure) => {
      figure.hidden = figure.dataset['example'] !== String(index);
    });
    select.value = String(index);
    container.setAttribute('data-sx-example', String(index));
    if (!chosen) return;
    write('sessionStorage', key, select.options[index]?.text ?? '');
    container.dispatchEvent(new CustomEvent('sx-example', { bubbles: true, detail: index }));
  };
  select.addEventListener('change', () => pick(Number(select.value), true));
  const saved = read('sessionStorage', key);
  const at = saved === null ? -1 : Array.from(select.options).findIndex((o) => o.text === saved);
  pick(Math.max(at, 0), false);
}

/** An API example group: its tabs or select and its panels are in the page already. */
function adopt(container: HTMLElement, bar: Element): void {
  const panels = Array.from(container.querySelectorAll<HTMLElement>(':scope > .sx-code-panel'));
  const labels = panels.map(labelOf);
  const tabs = Array.from(bar.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
  const select = bar.querySelector('select') ?? undefined;
  const examples = container.querySelector<HTMLSelectElement>(':scope > .sx-api-code-examples > select');
  if (examples) wireExamples(container, examples);
  const key = keyOf(container);
  const group: Group = { tabs, panels, labels, sync: true, ...(key ? { key } : {}), ...(select ? { select } : {}) };
  tabs.forEach((tab, i) => tab.addEventListener('click', () => choose(group, i, false)));
  const list = bar.querySelector<HTMLElement>('[role="tablist"]');
  if (list) keyboard(list, group);
  select?.addEventListener('change', () => choose(group, Number(select.value), false));
  register(container, group);
}

/**
 * Whether `container` is wired already. A group an island draws may lose the control this script put in it
 * when the island hydrates (Preact drops the elements its own render lacks); it is then made anew.
 */
function wired(container: HTMLElement): boolean {
  if (!container.hasAttribute('data-sx-enhanced')) return false;
  const own = made.get(container);
  if (!own || own.bar.parentElement === container) return true;
  groups.splice(groups.indexOf(own.group), 1);
  made.delete(container);
  return false;
}

function enhance(container: HTMLElement): void {
  if (wired(container)) return;
  const bar = container.querySelector(':scope > .sx-api-code-bar');
  if (bar) return adopt(container, bar);
  const sources = Array.from(container.children).filter(
    (el): el is HTMLElement => el instanceof HTMLElement && (el.matches('.sx-tab-panel[data-title]') || el.matches('figure.sx-code')),
  );
  if (sources.length === 0) return;
  const base = `sx-t${++uid}`;
  const labels = sources.map(labelOf);
  // A <figure> may not take role="tabpanel": code blocks go into a <div class="sx-code-panel">.
  const panels = sources.map((el) => {
    if (el.tagName !== 'FIGURE') return el;
    const wrap = document.createElement('div');
    wrap.className = 'sx-code-panel';
    el.replaceWith(wrap);
    wrap.append(el);
    return wrap;
  });
  const key = keyOf(container);
  const group: Group = { tabs: [], panels, labels, sync: container.dataset['sxSync'] !== 'false', ...(key ? { key } : {}) };
  // The no-JS heading (and a code block's caption) now repeats the tab's label.
  const headings = panels.map((panel) => panel.querySelector<HTMLElement>(':scope > .sx-tab-title, :scope > figure > figcaption'));
  headings.forEach((h) => h && (h.hidden = true));
  if (container.hasAttribute('data-sx-dropdown')) {
    // A menu of the titles instead of tabs: a native <select>, keyboard-operable as it is.
    const bar = document.createElement('div');
    bar.className = 'sx-code-group-bar';
    const select = document.createElement('select');
    select.className = 'sx-code-select';
    const words = uiText();
    select.setAttribute('aria-label', words.codeLanguage);
    labels.forEach((label, i) => select.add(new Option(label || words.option.replace('{n}', String(i + 1)), String(i))));
    panels.forEach((panel) => panel.setAttribute('aria-label', labelOf(panel)));
    select.addEventListener('change', () => choose(group, Number(select.value), false));
    group.select = select;
    bar.append(select);
    container.prepend(bar);
    made.set(container, { group, bar });
    return register(container, group);
  }
  const list = document.createElement('div');
  list.setAttribute('role', 'tablist');
  list.className = 'sx-tablist';
  panels.forEach((panel, i) => {
    const tab = document.createElement('button');
    tab.type = 'button';
    tab.className = 'sx-tab';
    tab.id = `${base}-tab-${i}`;
    tab.setAttribute('role', 'tab');
    // The heading's icon comes along with the label.
    const icon = headings[i]?.querySelector('.sx-icon');
    if (icon) tab.append(icon.cloneNode(true));
    tab.append(labels[i] || `Tab ${i + 1}`);
    if (!panel.id) panel.id = `${base}-panel-${i}`;
    tab.setAttribute('aria-controls', panel.id);
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    // Reachable by Tab when it holds nothing focusable of its own (APG tabs pattern).
    if (!panel.querySelector('a[href],button,input,select,textarea,[tabindex]')) panel.tabIndex = 0;
    tab.addEventListener('click', () => choose(group, i, false));
    group.tabs.push(tab);
    list.append(tab);
  });
  keyboard(list, group);
  container.prepend(list);
  made.set(container, { group, bar: list });
  register(container, group);
}

/** Show the panel holding the element a fragment link points at. */
function reveal(): void {
  const target = fragmentTarget();
  for (const g of groups) {
    const i = g.panels.findIndex((p) => p.hidden && target && p.contains(target));
    if (i < 0) continue;
    show(g, i, false);
    // A fragment naming the tab itself shows it where it is; one inside it scrolls to its target.
    if (target !== g.panels[i]) target?.scrollIntoView();
  }
}

/** Tab lists for the groups in `root` that have none yet. */
export function wireTabs(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>('[data-sx-tabs]').forEach(enhance);
}

export function initTabs(): void {
  wireTabs(document);
  reveal();
  window.addEventListener('hashchange', reveal);
}
