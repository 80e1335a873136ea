/**
 * The search dialog (lib/runtime/search.js), imported by the opener in app.js when the reader first
 * opens search. A modal <dialog> holding a combobox (the input) that owns a listbox of results: focus
 * stays in the input, arrows move the active option (aria-activedescendant), Enter opens it, Escape
 * closes, Tab cycles inside the dialog. Results come from Pagefind (pagefind.js, imported from the
 * index folder the first time the dialog opens), scoped to the page's language and version unless the
 * reader switches to everything.
 */
import type { Pagefind, PagefindResult, PagefindSearch, SearchDialogModule } from './contract.js';
import type { SearchDialogText } from '../../src/model/ui-text.js';
import { linkPath } from '../link-path.js';

/** The dialog's own words; a page in another language hands its own on the search button (`data-sx-search-text`). */
const ENGLISH: SearchDialogText = {
  search: 'Search',
  close: 'Close search',
  results: 'Search results',
  unavailable: 'Search is unavailable right now.',
  count: '{n} results',
  none: 'No results for “{query}”',
  allLanguagesAndVersions: 'All languages and versions',
  allLanguages: 'All languages',
  allVersions: 'All versions',
};

/** The page's words for the dialog: the button's, each missing one in English. */
function textOf(json: string | undefined): SearchDialogText {
  if (!json) return ENGLISH;
  try {
    return { ...ENGLISH, ...(JSON.parse(json) as Partial<SearchDialogText>) };
  } catch {
    return ENGLISH;
  }
}

/** Pages shown per query, each with up to SUB_RESULTS headings (Pagefind loads each shown page's fragment). */
const PAGE_RESULTS = 8;
const SUB_RESULTS = 3;

interface Option {
  href: string;
  title: string;
  /** The page's title, above a heading's. */
  page?: string;
  excerpt: string;
}

interface Scope {
  language?: string;
  version?: string;
}

let dialog: SearchDialog | undefined;

export const openSearch: SearchDialogModule['openSearch'] = (button) => {
  dialog ??= new SearchDialog(button);
  dialog.open();
};

class SearchDialog {
  private readonly root: HTMLDialogElement;
  private readonly input: HTMLInputElement;
  private readonly list: HTMLUListElement;
  private readonly status: HTMLElement;
  private readonly everything: HTMLInputElement | undefined;
  private readonly scope: Scope;
  private readonly indexUrl: string;
  private pagefind: Promise<Pagefind> | undefined;
  private options: Option[] = [];
  private active = -1;
  /** The latest query's number: an answer to an earlier one is dropped. */
  private seq = 0;
  private timer: number | undefined;
  private readonly text: SearchDialogText;

  constructor(private readonly button: HTMLButtonElement) {
    const data = button.dataset;
    const text = (this.text = textOf(data['sxSearchText']));
    this.indexUrl = data['sxSearchIndex'] ?? '/_sextant/search/';
    this.scope = {
      ...(data['sxSearchLanguage'] ? { language: data['sxSearchLanguage'] } : {}),
      ...(data['sxSearchVersion'] ? { version: data['sxSearchVersion'] } : {}),
    };
    const prompt = button.querySelector('.sx-search-prompt')?.textContent ?? 'Search…';

    this.root = el('dialog', { class: 'sx-search-dialog', 'aria-label': text.search });
    const field = el('div', { class: 'sx-search-field' });
    field.append(searchIcon());
    this.input = el('input', {
      type: 'search',
      // The reference's id for its search field, which sites' scripts and styles name.
      id: 'search-input',
      class: 'sx-search-input',
      role: 'combobox',
      'aria-label': text.search,
      'aria-expanded': 'false',
      'aria-controls': 'sx-search-results',
      'aria-autocomplete': 'list',
      autocomplete: 'off',
      spellcheck: 'false',
      placeholder: prompt,
    });
    const close = el('button', { type: 'button', class: 'sx-search-close', 'aria-label': text.close });
    close.textContent = 'Esc';
    field.append(this.input, close);
    this.root.append(field);

    const label = scopeLabel(this.scope, text);
    if (label) {
      const row = el('label', { class: 'sx-search-scope' });
      this.everything = el('input', { type: 'checkbox', role: 'switch', class: 'sx-search-everything' });
      this.everything.checked = sessionStorage.getItem('sx-search-everything') === '1';
      row.append(this.everything, document.createTextNode(label));
      this.root.append(row);
      this.everything.addEventListener('change', () => {
        try {
          sessionStorage.setItem('sx-search-everything', this.everything!.checked ? '1' : '0');
        } catch {
          // Storage may be off: the switch still works for this page.
        }
        this.search();
      });
    }
    this.status = el('p', { class: 'sx-search-status', role: 'status', 'aria-live': 'polite' });
    this.list = el('ul', { id: 'sx-search-results', class: 'sx-search-results', role: 'listbox', 'aria-label': text.results });
    this.root.append(this.status, this.list);
    document.body.append(this.root);

    this.input.addEventListener('input', () => {
      clearTimeout(this.timer);
      // The index chunks the words need start loading at once; the search itself waits for a short pause
      // while typing fast.
      const query = this.input.value.trim();
      if (query)
        this.load()
          .then((pf) => pf.preload(query, { filters: this.filters() }))
          .catch(() => {});
      this.timer = window.setTimeout(() => this.search(), 60);
    });
    this.input.addEventListener('keydown', (e) => this.onKey(e));
    this.root.addEventListener('keydown', (e) => this.trapTab(e));
    close.addEventListener('click', () => this.close());
    // A click on the backdrop (the dialog element itself, outside its box) closes it.
    this.root.addEventListener('click', (e) => {
      if (e.target === this.root) this.close();
    });
    this.root.addEventListener('close', () => this.button.focus());
    this.list.addEventListener('click', (e) => {
      const li = (e.target as Element).closest('li[role="option"]');
      if (li) this.go(Number((li as HTMLElement).dataset['index']));
    });
    this.list.addEventListener('mousemove', (e) => {
      const li = (e.target as Element).closest('li[role="option"]');
      if (li) this.setActive(Number((li as HTMLElement).dataset['index']), false);
    });
  }

  open(): void {
    if (this.root.open) return;
    this.root.showModal();
    this.input.focus();
    this.input.select();
    this.load().catch(() => {});
    if (this.input.value) this.search();
  }

  private close(): void {
    if (this.root.open) this.root.close();
  }

  /** Pagefind, imported once from the index folder. */
  private load(): Promise<Pagefind> {
    this.pagefind ??= (import(/* @vite-ignore */ `${this.indexUrl}pagefind.js`) as Promise<Pagefind>).then(async (pf) => {
      await pf.options({ excerptLength: 24 });
      await pf.init();
      return pf;
    });
    this.pagefind.catch(() => (this.pagefind = undefined));
    return this.pagefind;
  }

  private filters(): Record<string, string> {
    if (this.everything?.checked) return {};
    return Object.fromEntries(Object.entries(this.scope).filter(([, v]) => v)) as Record<string, string>;
  }

  private async search(): Promise<void> {
    const seq = ++this.seq;
    const query = this.input.value.trim();
    if (!query) return this.show(seq, query, [], '');
    this.list.dataset['state'] = 'loading';
    const started = performance.now();
    let options: Option[];
    try {
      const pf = await this.load();
      const found = await pf.search(query, { filters: this.filters() });
      if (!found || seq !== this.seq) return;
      options = await this.arriving(seq, found.results.slice(0, PAGE_RESULTS), started);
    } catch (error) {
      console.error('[sextant] search', error);
      if (seq === this.seq) this.show(seq, query, [], this.text.unavailable);
      return;
    }
    // How long the query took (Pagefind's search and every shown page's data), for tests and benchmarks.
    this.list.dataset['ms'] = String(Math.round(performance.now() - started));
    // The query by a function: a `$&` typed in it is no replacement pattern.
    const status = options.length ? this.text.count.replace('{n}', String(options.length)) : this.text.none.replace('{query}', () => query);
    this.show(seq, query, options, status);
  }

  /**
   * The shown pages' options, each page's data a fetch of its own: drawn as they arrive, a page once
   * every page ranked above it is in, so the list only grows under the reader (the active option stays
   * where it is) and the best matches show without waiting for the slowest fetch.
   */
  private async arriving(seq: number, results: PagefindSearch['results'], started: number): Promise<Option[]> {
    const pages: (PagefindResult | undefined)[] = [];
    let drawn = 0;
    // One page's data failing fails the query (`search` says so): the pages arriving after it draw nothing.
    let failed = false;
    await Promise.all(
      results.map(async (r, i) => {
        try {
          pages[i] = await r.data();
        } catch (error) {
          failed = true;
          throw error;
        }
        let ready = drawn;
        while (ready < results.length && pages[ready]) ready++;
        // The last page completes the list: `search` draws it with its status.
        if (failed || ready === drawn || ready === results.length || seq !== this.seq) return;
        if (drawn === 0) this.list.dataset['firstMs'] = String(Math.round(performance.now() - started));
        this.grow(
          pages.slice(0, ready).flatMap((p) => optionsOf(p!)),
          drawn === 0,
        );
        drawn = ready;
      }),
    );
    if (drawn === 0 && seq === this.seq) this.list.dataset['firstMs'] = String(Math.round(performance.now() - started));
    return pages.flatMap((p) => optionsOf(p!));
  }

  /** Draw the options of the pages in so far, the rest still loading (`search` draws the whole list); `first`: this query's first. */
  private grow(options: Option[], first: boolean): void {
    // The last query's count no longer describes the list (the count is announced once, when all are in).
    if (first) this.status.textContent = '';
    this.draw(options, 'partial', !first);
  }

  private show(seq: number, query: string, options: Option[], status: string): void {
    if (seq !== this.seq) return;
    // The reader's place in a list that grew (see `arriving`) is kept; a new list starts at its top.
    const grown = this.list.dataset['state'] === 'partial';
    // Which query the list answers (tests wait for it).
    this.list.dataset['query'] = query;
    this.status.textContent = status;
    this.status.classList.toggle('sx-search-empty', options.length === 0 && status !== '');
    this.draw(options, options.length ? 'results' : status ? 'empty' : 'idle', grown);
  }

  /** Put `options` in the list; the active option stays where it was with `keepPlace` (while it exists), else it is the first. */
  private draw(options: Option[], state: string, keepPlace: boolean): void {
    this.options = options;
    this.list.replaceChildren(...options.map((o, i) => this.optionElement(o, i)));
    this.input.setAttribute('aria-expanded', String(options.length > 0));
    this.list.dataset['state'] = state;
    const kept = keepPlace && this.active >= 0 && this.active < options.length;
    this.setActive(kept ? this.active : options.length ? 0 : -1, false);
  }

  private optionElement(o: Option, i: number): HTMLLIElement {
    const li = el('li', {
      id: `sx-search-option-${i}`,
      role: 'option',
      class: o.page ? 'sx-search-result sx-search-sub' : 'sx-search-result',
      'aria-selected': 'false',
    });
    li.dataset['index'] = String(i);
    li.dataset['href'] = o.href;
    const title = el('span', { class: 'sx-search-title' });
    if (o.page) {
      const page = el('span', { class: 'sx-search-page' });
      page.textContent = o.page;
      title.append(page, document.createTextNode(' › '));
    }
    title.append(document.createTextNode(o.title));
    const excerpt = el('span', { class: 'sx-search-excerpt' });
    excerpt.append(...marked(o.excerpt));
    li.append(title, excerpt);
    return li;
  }

  private setActive(i: number, scroll = true): void {
    const items = this.list.children;
    if (this.active >= 0) items[this.active]?.setAttribute('aria-selected', 'false');
    this.active = i;
    const item = i >= 0 ? items[i] : undefined;
    if (item) {
      item.setAttribute('aria-selected', 'true');
      this.input.setAttribute('aria-activedescendant', item.id);
      if (scroll) item.scrollIntoView({ block: 'nearest' });
    } else this.input.removeAttribute('aria-activedescendant');
  }

  private onKey(e: KeyboardEvent): void {
    const n = this.options.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (n) this.setActive((this.active + (e.key === 'ArrowDown' ? 1 : n - 1)) % n);
    } else if (e.key === 'Escape') {
      // Closes at once (a search field's own Escape would only clear it first).
      e.preventDefault();
      this.close();
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (this.active >= 0) this.go(this.active);
    } else if (e.key === 'Home' && e.ctrlKey) {
      if (n) this.setActive(0);
    } else if (e.key === 'End' && e.ctrlKey) {
      if (n) this.setActive(n - 1);
    }
  }

  /** Keep Tab inside the dialog (the modal dialog makes the page inert, but Tab would reach the browser's own controls). */
  private trapTab(e: KeyboardEvent): void {
    if (e.key !== 'Tab') return;
    const focusable = Array.from(this.root.querySelectorAll<HTMLElement>('input, button')).filter((x) => !x.hidden);
    const i = focusable.indexOf(document.activeElement as HTMLElement);
    e.preventDefault();
    const next = focusable[(i + (e.shiftKey ? focusable.length - 1 : 1)) % focusable.length];
    next?.focus();
  }

  private go(i: number): void {
    const o = this.options[i];
    if (!o) return;
    this.close();
    window.location.assign(o.href);
  }
}

/** A page's options: the page, then the headings whose sections matched. */
function optionsOf(r: PagefindResult): Option[] {
  const url = linkPath(route(r.url));
  const title = r.meta.title ?? url;
  // The page's own title (its h1) is the page's option, not a heading under it.
  const subs = (r.sub_results ?? []).filter((s) => s.anchor && s.anchor.element !== 'h1' && s.url !== r.url).slice(0, SUB_RESULTS);
  return [
    { href: url, title, excerpt: r.excerpt },
    ...subs.map((s) => ({ href: linkPath(route(s.url)), title: s.title, page: title, excerpt: s.excerpt })),
  ];
}

/**
 * The page's route from Pagefind's URL, which names the file of the document it read (`/guide.html`,
 * `/guide.html#setup`; output/search-bundle.ts): the root's is `/`.
 */
export function route(url: string): string {
  const hash = url.indexOf('#');
  const path = hash < 0 ? url : url.slice(0, hash);
  return path.replace(/\.html$/, '') + (hash < 0 ? '' : url.slice(hash));
}

/** An excerpt's text with Pagefind's <mark>s kept and any other markup dropped (the excerpt is read as inert HTML). */
function marked(excerpt: string): Node[] {
  const doc = new DOMParser().parseFromString(`<body>${excerpt}</body>`, 'text/html');
  return Array.from(doc.body.childNodes).map((n) => {
    if (n.nodeType === Node.ELEMENT_NODE && (n as Element).tagName === 'MARK') {
      const m = document.createElement('mark');
      m.textContent = n.textContent;
      return m;
    }
    return document.createTextNode(n.textContent ?? '');
  });
}

/** The everything switch's words for what the scope holds (no switch for a site of one language and version). */
function scopeLabel(scope: Scope, text: SearchDialogText): string | undefined {
  if (scope.language && scope.version) return text.allLanguagesAndVersions;
  if (scope.language) return text.allLanguages;
  if (scope.version) return text.allVersions;
  return undefined;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string>): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

function searchIcon(): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  for (const [k, v] of Object.entries({
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'aria-hidden': 'true',
  }))
    svg.setAttribute(k, v);
  svg.setAttribute('class', 'sx-ui-icon');
  svg.innerHTML = '<circle cx="11" cy="11" r="8"/><path d="m21 21-4.3-4.3"/>';
  return svg;
}
