/**
 * The words the runtime writes for readers (copy buttons, image zoom, diagrams' controls…), in the page's
 * language: a page not in English carries them as JSON on `<html data-sx-text>` (src/render/ui-strings.ts), read
 * once; an English page carries none and gets these. The search dialog and the contextual menu take theirs from
 * their own attributes. The API playground, the WebSocket console and `sextant dev`'s error overlay (for the
 * site's authors) write English.
 */
import type { RuntimeText } from '../src/model/ui-text.js';

/** The English words (the same as ENGLISH.runtime in src/render/ui-strings.ts). */
export const ENGLISH_TEXT: RuntimeText = {
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

let words: RuntimeText | undefined;

/** The page's words: `<html data-sx-text>` over English (a word it lacks, or JSON that does not parse, stays English). */
export function uiText(): RuntimeText {
  if (!words) {
    words = ENGLISH_TEXT;
    const json = document.documentElement.getAttribute('data-sx-text');
    try {
      if (json) words = { ...ENGLISH_TEXT, ...(JSON.parse(json) as Partial<RuntimeText>) };
    } catch {
      // Bad JSON: English.
    }
  }
  return words;
}
