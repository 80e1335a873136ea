import { unified, type PluggableList, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import { remarkGfmLean } from './plugins/remark-gfm-lean.js';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMath from 'remark-math';
import type { Root } from 'mdast';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { escapeAt, escapeLastOpenBrace, relaxMdx } from './lenient-mdx.js';
import { parseNative } from './parse-native.js';
import { maskDollars, moneyDollars, unmaskDollars } from './money-dollars.js';

/** The shared parsers, by kind: MDX, or plain Markdown (with GFM) for `.md` files without components; each with or without math. */
const parsers = new Map<string, Processor<Root>>();

function getParser(mdx: boolean, math: boolean): Processor<Root> {
  const key = `${mdx}-${math}`;
  let parser = parsers.get(key);
  if (!parser) {
    const plugins: PluggableList = [
      remarkParse,
      ...(mdx ? [remarkMdx] : []),
      [remarkFrontmatter, ['yaml']],
      remarkGfmLean,
      ...(math ? [remarkMath] : []),
    ];
    parser = unified().use(plugins).freeze() as unknown as Processor<Root>;
    parsers.set(key, parser);
  }
  return parser;
}

export type ParseResult = { ok: true; tree: Root; relaxed: boolean; warnings: Diagnostic[] } | { ok: false; diagnostic: Diagnostic };

interface ParseFailure {
  reason?: string;
  message: string;
  line?: number;
  column?: number;
  place?: { line: number; column: number } | { start: { line: number; column: number } };
  ruleId?: string;
}

/**
 * Parse a page into mdast. MDX that fails strictly is retried with the lenient rewrites; if it still
 * fails, the first error is reported at its place in the author's text. `math: false` (docs.json
 * `styling.latex: false`) reads `$` as text. The native parser reads the page first (content/parse-native.ts);
 * micromark reads what it rejects.
 */
export function parseMdx(text: string, file: string, options: { math?: boolean } = {}): ParseResult {
  const result = parseOnce(text, file, options);
  if (!result.ok || result.relaxed || options.math === false || !text.includes('$')) return result;
  // Prices read as a formula ("$400 … $400"): read again with their opening `$` as text (content/money-dollars.ts).
  let money = moneyDollars(result.tree, text);
  if (!money.length) return result;
  let masked = text;
  let tree = result.tree;
  for (let round = 0; money.length && round < 8; round++) {
    masked = maskDollars(masked, money);
    const again = parseOnce(masked, file, options);
    if (!again.ok || again.relaxed) return result;
    tree = again.tree;
    money = moneyDollars(tree, masked);
  }
  unmaskDollars(tree);
  return { ...result, tree };
}

function parseOnce(text: string, file: string, options: { math?: boolean }): ParseResult {
  const mdx = readsAsMdx(text, file);
  const native = parseNative(text, mdx, options.math !== false);
  if (native) return { ok: true, tree: native, relaxed: false, warnings: [] };
  const result = parseMicromark(text, file, options, mdx);
  if (result.ok || !file.endsWith('.md')) return result;
  // A Markdown page whose components do not parse as MDX still has its Markdown: shown so, with the reason.
  const plain = parseMicromark(text, file, options, false);
  if (!plain.ok) return result;
  const { diagnostic } = result;
  return {
    ...plain,
    warnings: [
      {
        ...diagnostic,
        severity: 'warning',
        code: 'md-components-unread',
        message: `This Markdown page uses components but does not read as MDX, so it is shown as plain Markdown: ${diagnostic.message.replace(/^Invalid MDX: /, '')}`,
      },
    ],
  };
}

/** A capitalised tag (`<Note>`, `<Steps>`, `<Tabs.Tab`) outside code: a component. */
const COMPONENT_TAG = /<[A-Z][\w.]*[\s/>]/;
const FENCED_CODE = /^ {0,3}(`{3,}|~{3,})[^]*?^ {0,3}\1/gm;

/**
 * Whether a page is read as MDX: `.mdx` files always; `.md` files that use a component, as the reference
 * reads every page as MDX. A `.md` page with no component keeps Markdown's reading (indented code, raw
 * HTML such as `<br>`), which MDX would change.
 */
export function readsAsMdx(text: string, file: string): boolean {
  if (!file.endsWith('.md')) return true;
  return COMPONENT_TAG.test(text) && COMPONENT_TAG.test(text.replace(FENCED_CODE, '').replace(/`[^`\n]*`/g, ''));
}

/** `parseMdx` with micromark only: the reference reading the native parser's trees must equal. */
export function parseMicromark(text: string, file: string, options: { math?: boolean } = {}, mdx = readsAsMdx(text, file)): ParseResult {
  const parse = getParser(mdx, options.math !== false);
  let first: ParseFailure;
  try {
    return { ok: true, tree: parse.parse(text), relaxed: false, warnings: [] };
  } catch (err) {
    first = err as ParseFailure;
  }
  let relaxed = relaxMdx(text);
  let last = first;
  const warnings: Diagnostic[] = [];
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      return { ok: true, tree: parse.parse(relaxed), relaxed: true, warnings };
    } catch (err) {
      last = err as ParseFailure;
      // Only a stray character is escaped; a broken tag structure (unclosed, mismatched) is a real error.
      if (!isStrayCharacter(last)) break;
      const { line, column } = where(last);
      const next =
        escapeAt(relaxed, line, column) ??
        (last.ruleId === 'acorn' || /end of file in expression/i.test(last.reason ?? '')
          ? escapeLastOpenBrace(relaxed, line, column)
          : undefined);
      if (next === undefined) break;
      warnings.push({
        severity: 'warning',
        code: 'mdx-lenient',
        message: 'A `<` or `{` here does not start a tag or expression, so it is shown as text',
        file,
        line,
        column,
        pointer: '',
        hint: 'write `&lt;` or `\\{` to say so, or fix the tag or expression',
      });
      relaxed = next;
    }
  }
  // The error that remains after the lenient fixes is the one to report (the first may be a comment they fixed).
  first = last;
  const { line, column } = where(first);
  return {
    ok: false,
    diagnostic: {
      severity: 'error',
      code: 'mdx-syntax',
      message: `Invalid MDX: ${(first.reason ?? first.message).replace(POSITION_IN_REASON, '').replace(/\s+/g, ' ').trim()}`,
      file,
      line,
      column,
      pointer: '',
      hint: hintFor(first),
    },
  };
}

/** Errors caused by one character the author meant as text (`a < b`, a lone `{`), not by tag structure. */
function isStrayCharacter(err: ParseFailure): boolean {
  const reason = err.reason ?? err.message;
  if (/closing tag|end tag|opening tag|Unexpected closing slash|lazy/i.test(reason)) return false;
  return err.ruleId === 'unexpected-character' || err.ruleId === 'acorn' || err.ruleId === 'unexpected-eof' || /expression/i.test(reason);
}

function where(err: ParseFailure): { line: number; column: number } {
  const place = err.place && 'start' in err.place ? err.place.start : err.place;
  // Some errors (an unclosed tag at the end of the file) carry their position only in the text: `(5:1-5:7)`.
  const inText = POSITION_IN_REASON.exec(err.reason ?? err.message);
  // A tag left open is placed at the end of its paragraph or file; the tag itself is what to fix.
  if (inText && /Expected a closing tag for/i.test(err.reason ?? err.message))
    return { line: Number(inText[1]), column: Number(inText[2]) };
  return {
    line: place?.line ?? err.line ?? (inText ? Number(inText[1]) : 1),
    column: place?.column ?? err.column ?? (inText ? Number(inText[2]) : 1),
  };
}

const POSITION_IN_REASON = /\((\d+):(\d+)(?:-\d+:\d+)?\)/;

function hintFor(err: ParseFailure): string {
  const reason = err.reason ?? err.message;
  const open = /Expected a closing tag for `<([a-z][\w.:-]*)>`/.exec(reason);
  // A lower-case name in prose is most often a placeholder (`Bearer <access-token>`), not an HTML element.
  if (open)
    return `close the tag (\`<${open[1]}>…</${open[1]}>\`) or make it self-closing; if \`<${open[1]}>\` is text (a placeholder), write \`\\<${open[1]}>\` or put it in backticks`;
  if (/closing tag|end tag|Expected a closing/i.test(reason)) return 'close the tag (`<Tag>…</Tag>`) or make it self-closing (`<Tag />`)';
  if (/acorn|expression/i.test(reason)) return 'write `\\{` for a literal brace, or fix the JavaScript expression';
  // `default="\"http\""`: a JSX attribute string ends at its next quote, whatever comes before it.
  if (/character `\\` \(U\+005C\) in attribute name/.test(reason))
    return 'a quoted attribute value has no `\\` escapes: put double quotes inside single ones (`default=\'"http"\'`) or write an expression (`default={\'"http"\'}`)';
  return 'in MDX, `<` starts a tag and `{` an expression: escape them as `&lt;` and `\\{` in text';
}
