/**
 * A `twoslash` code block's outcome, kept with the highlight cache (highlight.ts `highlightVariant`):
 * twoslash.ts, and with it TypeScript, is imported only when a block is not in the cache, so neither a
 * page without such blocks nor the rebuild of a page whose blocks did not change loads TypeScript.
 *
 * A block TypeScript rejected is kept as its plain highlight behind a comment that says why (it stays
 * in the page, where the build cache finds it), so a rebuild from the cache repeats the warning.
 */
import { highlightVariant, type CodeThemes, type HighlightRecorder } from './highlight.js';

/** The languages twoslash reads; other fences keep `twoslash` as an ignored flag. */
export const TWOSLASH_LANGS = new Set(['ts', 'tsx', 'typescript', 'js', 'jsx', 'javascript', 'mts', 'cts', 'mjs', 'cjs']);

const FAILED = '<!--sx-twoslash-error ';

/** The HTML kept for a rejected block: why, in a comment (JSON with `-` and `>` escaped, which comments cannot hold), then `pre`. */
function failedTwoslash(message: string, pre: string): string {
  return `${FAILED}${JSON.stringify(message).replace(/-/g, '\\u002d').replace(/>/g, '\\u003e')}-->${pre}`;
}

/** Highlight a twoslash block: its HTML, and why it has no type information when TypeScript rejected it. */
export async function highlightTwoslash(
  code: string,
  lang: string,
  meta: string,
  themes: CodeThemes,
  record?: HighlightRecorder,
): Promise<{ html: string; error?: string }> {
  const html = await highlightVariant(
    code,
    lang,
    meta,
    themes,
    'twoslash',
    async (highlight) => {
      const { pre, error } = (await import('./twoslash.js')).renderTwoslash(highlight, [...TWOSLASH_LANGS]);
      return error === undefined ? pre : failedTwoslash(error, pre);
    },
    record,
  );
  if (!html.startsWith(FAILED)) return { html };
  return { html, error: JSON.parse(html.slice(FAILED.length, html.indexOf('-->'))) as string };
}
