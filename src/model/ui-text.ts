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

/**
 * The words the rest of the page runtime writes (runtime/ui-text.ts), on `<html>` as `data-sx-text`: code blocks'
 * copy and expand buttons, prompt cards, images' zoom and copy, heading links, diagrams' controls, the menus of
 * code groups, schema variants and multi-view pages. The API playground and the WebSocket console keep their
 * English words.
 */
export interface RuntimeText {
  /** A code block's copy button: its accessible name, and its tooltip. */
  copyCode: string;
  copy: string;
  /** Announced once a code block, a prompt or an image is copied. */
  copied: string;
  /** Announced when the clipboard refused and the code is selected instead. */
  selected: string;
  /** The button of a long code block (`expandable`). */
  showMore: string;
  showLess: string;
  /** A prompt card's buttons. */
  copyPrompt: string;
  openInCursor: string;
  /** An image toolbar's copy button, and what it announces when the picture cannot be read. */
  copyImage: string;
  imageFailed: string;
  /** The zoomed image's dialog and its close button. */
  image: string;
  close: string;
  /** A zoomable image's accessible name, without and with its text (`{alt}`). */
  enlarge: string;
  enlargeNamed: string;
  /** A heading's link chip; `{name}` is the heading's text. */
  linkToSection: string;
  /** A diagram's controls. */
  zoomIn: string;
  zoomOut: string;
  panLeft: string;
  panRight: string;
  panUp: string;
  panDown: string;
  resetView: string;
  /** The accessible name of a code group drawn as a menu (its options are programming languages). */
  codeLanguage: string;
  /** An option with no title in such a menu or a variant picker; `{n}` is its number. */
  option: string;
  /** A schema's variant picker, when the page names it nothing else. */
  variant: string;
  /** A multi-view page's selector. */
  view: string;
}
