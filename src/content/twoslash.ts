/**
 * Code blocks with `twoslash` in the meta (TypeScript and JavaScript): TypeScript's hover information
 * on identifiers, expected errors (`// @errors: 2322`) under their lines and `// ^?` queries, drawn at
 * build time by `@shikijs/twoslash`. This module loads twoslash and TypeScript, so it is imported
 * only when a page has such a block (rehype-code-blocks.ts): other builds never load TypeScript.
 *
 * A block that TypeScript rejects (an error it was not told to expect, a bad `// @` flag) is shown
 * highlighted without type information, with a warning; the outcome is cached like any highlight, the
 * failure included, so a rebuild neither runs TypeScript again nor loses the warning.
 */
import { transformerTwoslash } from '@shikijs/twoslash';
import { highlightVariant, type CodeThemes, type HighlightRecorder } from './highlight.js';

/** The languages twoslash reads; other fences keep `twoslash` as an ignored flag. */
export const TWOSLASH_LANGS = new Set(['ts', 'tsx', 'typescript', 'js', 'jsx', 'javascript', 'mts', 'cts', 'mjs', 'cjs']);

/** Class of the elements twoslash adds inside the code (popups, error lines): not part of the code, so copy leaves them out. */
export const TWOSLASH_EXTRA = 'sx-ts-extra';

// A cached outcome that failed starts with this line, then the message as JSON, then the plain highlight.
const FAILED = '<!--sx-twoslash-failed-->\n';

export interface TwoslashResult {
  pre: string;
  /** Why the block is shown without type information. */
  error?: string;
}

// One transformer per process: twoslash keeps its TypeScript environment (the lib files) between blocks.
let transformer: ReturnType<typeof transformerTwoslash> | undefined;
let failure: unknown;

function twoslashTransformer(): ReturnType<typeof transformerTwoslash> {
  transformer ??= transformerTwoslash({
    explicitTrigger: true,
    langs: [...TWOSLASH_LANGS],
    onTwoslashError: (error) => {
      failure = error;
    },
    rendererRich: {
      classExtra: TWOSLASH_EXTRA,
      // `// ^?` answers as a line under the query, in the flow: a persistent popup would cover the next line.
      queryRendering: 'line',
      // Tokens take keyboard focus, which shows their popup as hover does (CSS), Escape hides it (runtime/tooltip.ts).
      hast: { hoverToken: { properties: { tabindex: 0 } } },
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

/** Highlight a twoslash block: the rich HTML, or the plain highlight and the reason when TypeScript rejects it. */
export async function highlightTwoslash(
  code: string,
  lang: string,
  meta: string,
  themes: CodeThemes,
  record?: HighlightRecorder,
): Promise<TwoslashResult> {
  const out = await highlightVariant(
    code,
    lang,
    meta,
    themes,
    'twoslash',
    (highlight) => {
      failure = undefined;
      let pre: string;
      try {
        pre = highlight([twoslashTransformer()]);
      } catch (error) {
        // Shiki or the renderer failed after twoslash ran: fall back to no transformer at all.
        failure ??= error;
        pre = highlight([]);
      }
      const error = failure;
      failure = undefined;
      return error === undefined ? pre : `${FAILED}${JSON.stringify(twoslashMessage(error))}\n${pre}`;
    },
    record,
  );
  if (!out.startsWith(FAILED)) return { pre: out };
  const rest = out.slice(FAILED.length);
  const cut = rest.indexOf('\n');
  return { pre: rest.slice(cut + 1), error: JSON.parse(rest.slice(0, cut)) as string };
}
