/** What the search dialog's module exports, for the opener in app.js (which imports it by URL). */
export interface SearchDialogModule {
  /** Open the dialog for the top bar's search button (its data attributes say where the index is and the page's scope). */
  openSearch(button: HTMLButtonElement): void;
}

/** The part of Pagefind's browser API (pagefind.js) the dialog uses. */
export interface Pagefind {
  options(options: { baseUrl?: string; excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  search(query: string, options?: { filters?: Record<string, string> }): Promise<PagefindSearch | null>;
  /** Load the index chunks a query needs, without searching. */
  preload(query: string, options?: { filters?: Record<string, string> }): Promise<void>;
}

export interface PagefindSearch {
  results: { id: string; score: number; data(): Promise<PagefindResult> }[];
}

export interface PagefindResult {
  url: string;
  excerpt: string;
  meta: { title?: string };
  sub_results?: { title: string; url: string; excerpt: string; anchor?: { element: string; id: string } }[];
}
