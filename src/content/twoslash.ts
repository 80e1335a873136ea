/**
 * Code blocks with `twoslash` in the meta (TypeScript and JavaScript): TypeScript's hover information
 * on identifiers, expected errors (`// @errors: 2322`) under their lines and `// ^?` queries, drawn at
 * build time by `@shikijs/twoslash`. This module loads twoslash and TypeScript, so it is imported only
 * for a block the highlight cache does not hold (twoslash-block.ts): other builds never load TypeScript.
 *
 * A block that TypeScript rejects (an error it was not told to expect, a bad `// @` flag) is shown
 * highlighted without type information, marked with why (twoslash-block.ts warns).
 */
import { transformerTwoslash } from '@shikijs/twoslash';
import type { HighlightWith } from './highlight.js';

/** Class of the elements twoslash adds inside the code (popups, error lines): not part of the code, so copy leaves them out. */
export const TWOSLASH_EXTRA = 'sx-ts-extra';

// One transformer per process: twoslash keeps its TypeScript environment (the lib files) between blocks.
let transformer: ReturnType<typeof transformerTwoslash> | undefined;
let failure: unknown;

function twoslashTransformer(langs: string[]): ReturnType<typeof transformerTwoslash> {
  transformer ??= transformerTwoslash({
    explicitTrigger: true,
    langs,
    onTwoslashError: (error) => {
      failure = error;
    },
    rendererRich: {
      classExtra: TWOSLASH_EXTRA,
      // `// ^?` answers as a line under the query, in the flow: a persistent popup would cover the next line.
      queryRendering: 'line',
      // Tokens take keyboard focus, which shows their popup as hover does (CSS), Escape hides it (runtime/tooltip.ts).
      // Popups repeat the code's names with their types: not words to find the page by.
      hast: { hoverToken: { properties: { tabindex: 0 } }, hoverPopup: { properties: { dataPagefindIgnore: '' } } },
    },
  });
  return transformer;
}

/** One line saying why TypeScript rejected the block: the compiler errors by code, else twoslash's own title. */
export function twoslashMessage(error: unknown): string {
  const e = error as { title?: string; description?: string; recommendation?: string; message?: string };
  const text = [e.title, e.description, e.recommendation, e.message].filter(Boolean).join('\n');
  const compiler = [...text.matchAll(/\[(\d+)\] \d+ - (.+)/g)].map((m) => `TS${m[1]}: ${m[2]!.trim()}`);
  const head = compiler.length ? [...new Set(compiler)].join('; ') : (e.title ?? e.message ?? String(error)).split('\n')[0]!.trim();
  const expected = compiler.length
    ? ` (declare expected errors with \`// @errors: ${[...new Set(compiler.map((c) => c.slice(2, c.indexOf(':'))))].join(' ')}\`)`
    : '';
  return `${head}${expected}`;
}

/**
 * Render a twoslash block (of one of `langs`) with `highlight`, highlight.ts's seam: the rich HTML, or
 * the plain highlight and why TypeScript rejected the block.
 */
export function renderTwoslash(highlight: HighlightWith, langs: string[]): { pre: string; error?: string } {
  failure = undefined;
  let pre: string;
  try {
    pre = highlight([twoslashTransformer(langs)]);
  } catch (error) {
    // Shiki or the renderer failed after twoslash ran: highlight without it.
    failure ??= error;
    pre = highlight([]);
  }
  const error = failure;
  failure = undefined;
  return error === undefined ? { pre } : { pre, error: twoslashMessage(error) };
}
