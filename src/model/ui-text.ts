/**
 * Words the browser runtime writes, in the page's language. The server knows the language
 * (render/ui-strings.ts); on a page that is not in English it hands these to the runtime as JSON in a
 * data attribute, and the runtime falls back to its own English words without one. Types only.
 */

/** The search dialog's words (runtime/search/dialog.ts), on the search button as `data-sx-search-text`. */
export interface SearchDialogText {
  /** The dialog's and the field's accessible name. */
  search: string;
  close: string;
  results: string;
  unavailable: string;
  /** `{n}` is the number of results. */
  count: string;
  /** `{query}` is what was typed. */
  none: string;
  allLanguagesAndVersions: string;
  allLanguages: string;
  allVersions: string;
}

/** The contextual menu's status words (runtime/contextual.ts), on the menu as `data-sx-ctx-text`. */
export interface ContextualStatusText {
  copied: string;
  failed: string;
}

export type { RuntimeText } from '../common/runtime-text.js';
