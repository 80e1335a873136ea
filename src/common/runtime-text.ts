/**
 * The words the browser runtime writes for readers, and their English: the runtime's own (runtime/ui-text.ts)
 * and the server's English table's (render/ui-strings.ts), which gives other languages' on `<html data-sx-text>`.
 * In common/ because both sides take the English from here; the browser bundle takes only these.
 */

/**
 * The words the rest of the page runtime writes (runtime/ui-text.ts), on `<html>` as `data-sx-text`: code blocks'
 * copy and expand buttons, prompt cards, images' zoom and copy, heading links, diagrams' controls, the menus of
 * code groups, schema variants and multi-view pages. The API playground's and the WebSocket console's words
 * are in common/playground-text.ts: only their pages carry them.
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

/**
 * The runtime's English words: what it writes on an English page and where a page's own lack a word, and the
 * server's English table's (render/ui-strings.ts). Here, below both, so that the browser bundle takes only these.
 */
export const ENGLISH_RUNTIME_TEXT: RuntimeText = {
  copyCode: 'Copy code',
  copy: 'Copy',
  copied: 'Copied',
  selected: 'Selected: press Ctrl+C to copy',
  showMore: 'Show more',
  showLess: 'Show less',
  copyPrompt: 'Copy prompt',
  openInCursor: 'Open in Cursor',
  copyImage: 'Copy image',
  imageFailed: 'This image cannot be copied',
  image: 'Image',
  close: 'Close',
  enlarge: 'Enlarge image',
  enlargeNamed: 'Enlarge image: {alt}',
  linkToSection: 'Link to section: {name}',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  panLeft: 'Pan left',
  panRight: 'Pan right',
  panUp: 'Pan up',
  panDown: 'Pan down',
  resetView: 'Reset view',
  codeLanguage: 'Language',
  option: 'Option {n}',
  variant: 'Variant',
  view: 'View',
};
