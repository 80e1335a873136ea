/**
 * The words the runtime writes for readers (copy buttons, image zoom, diagrams' controls…), in the page's
 * language: a page not in English carries them as JSON on `<html data-sx-text>` (src/render/ui-strings.ts), read
 * once; an English page carries none and gets these. The search dialog and the contextual menu take theirs from
 * their own attributes; the API playground and the WebSocket console from a script beside their data island
 * (island-text.ts). `sextant dev`'s error overlay (for the site's authors) writes English.
 */
import { ENGLISH_RUNTIME_TEXT, type RuntimeText } from '../src/common/runtime-text.js';

/** The English words, the server's English table's too. */
export const ENGLISH_TEXT: RuntimeText = ENGLISH_RUNTIME_TEXT;

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
