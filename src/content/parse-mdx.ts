import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMath from 'remark-math';
import type { Root } from 'mdast';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { escapeAt, relaxMdx } from './lenient-mdx.js';

let parser: Processor<Root> | undefined;
let markdownParser: Processor<Root> | undefined;

/** The shared parsers: MDX for `.mdx` files, plain Markdown (with GFM) for `.md` files. */
function getParser(mdx: boolean): Processor<Root> {
  if (mdx) return (parser ??= unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkMath).freeze() as unknown as Processor<Root>);
  return (markdownParser ??= unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkMath).freeze() as unknown as Processor<Root>);
}

export type ParseResult = { ok: true; tree: Root; relaxed: boolean } | { ok: false; diagnostic: Diagnostic };

interface ParseFailure {
  reason?: string;
  message: string;
  line?: number;
  column?: number;
  place?: { line: number; column: number } | { start: { line: number; column: number } };
  ruleId?: string;
}

/**
 * Parse a page into mdast. MDX that fails strictly is retried with the lenient rewrites; if it
 * still fails, the first error is reported at its place in the author's text.
 */
export function parseMdx(text: string, file: string): ParseResult {
  const mdx = !file.endsWith('.md');
  const parse = getParser(mdx);
  let first: ParseFailure;
  try {
    return { ok: true, tree: parse.parse(text), relaxed: false };
  } catch (err) {
    first = err as ParseFailure;
  }
  let relaxed = relaxMdx(text);
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      return { ok: true, tree: parse.parse(relaxed), relaxed: true };
    } catch (err) {
      const { line, column } = where(err as ParseFailure);
      const next = escapeAt(relaxed, line, column);
      if (next === undefined) break;
      relaxed = next;
    }
  }
  const { line, column } = where(first);
  return {
    ok: false,
    diagnostic: {
      severity: 'error',
      code: 'mdx-syntax',
      message: `Invalid MDX: ${(first.reason ?? first.message).replace(/\s+/g, ' ').trim()}`,
      file,
      line,
      column,
      pointer: '',
      hint: hintFor(first),
    },
  };
}

function where(err: ParseFailure): { line: number; column: number } {
  const place = err.place && 'start' in err.place ? err.place.start : err.place;
  return { line: place?.line ?? err.line ?? 1, column: place?.column ?? err.column ?? 1 };
}

function hintFor(err: ParseFailure): string {
  const reason = err.reason ?? err.message;
  if (/closing tag|end tag|Expected a closing/i.test(reason)) return 'close the tag (`<Tag>…</Tag>`) or make it self-closing (`<Tag />`)';
  if (/acorn|expression/i.test(reason)) return 'write `\\{` for a literal brace, or fix the JavaScript expression';
  return 'in MDX, `<` starts a tag and `{` an expression: escape them as `&lt;` and `\\{` in text';
}
