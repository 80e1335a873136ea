/**
 * mdast → Markdown text for the machine outputs (Markdown twins, llms-full.txt), with the GFM and math
 * extensions, and a quicker escaping pass that writes the same text.
 */
import type { BlockContent, InlineCode, Nodes, Root, Text } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { mathToMarkdown } from 'mdast-util-math';
import { defaultHandlers, toMarkdown, type Handle, type Options, type SafeConfig, type State } from 'mdast-util-to-markdown';

// Made once: mdast-util-to-markdown compiles each extension's escaping patterns on first use and keeps them on it.
const EXTENSIONS = [gfmToMarkdown(), mathToMarkdown()];

/**
 * mdast-util-to-markdown escapes every piece of text by running each of its ~50 escaping patterns (a
 * regular expression per pattern) over it. A pattern matches only where its character occurs, so
 * trying just the patterns whose character is in the text gives the same escapes; on real pages'
 * twins it halves the time of the whole serialisation. The patterns keep their order.
 */
function tryOnlyPresentCharacters(state: State): void {
  const safe = state.safe;
  state.safe = (value, config) => {
    const all = state.unsafe;
    const text = (config.before ?? '') + (value ?? '') + (config.after ?? '');
    state.unsafe = all.filter((pattern) => text.includes(pattern.character));
    try {
      return safe.call(state, value, config);
    } finally {
      state.unsafe = all;
    }
  };
}

/** Texts and inline code up to this length are remembered (longer ones rarely repeat). */
const MAX_REMEMBERED_LENGTH = 200;
/** Entries a memo keeps; it is emptied when it grows this large. */
const MAX_REMEMBERED = 20_000;

/** `write()`'s result for `key` in `memo`, written the first time only. */
function remembered(memo: Map<string, string>, key: string, write: () => string): string {
  let out = memo.get(key);
  if (out === undefined) {
    out = write();
    if (memo.size >= MAX_REMEMBERED) memo.clear();
    memo.set(key, out);
  }
  return out;
}

/** Written inline code, by its value and whether it sits in a table cell (see `rememberInlineCode`). */
const inlineCodes = new Map<string, string>();
/** Escaped texts, by everything their escaping depends on (see `text`). */
const escaped = new Map<string, string>();

/**
 * Inline code (API twins write field names thousands of times) written once per value: its text
 * depends only on the value, the escaping patterns (the same in every call) and, in a GFM table cell,
 * the pipes it escapes. The handler is the one the extensions configured, so it is wrapped here.
 */
function rememberInlineCode(state: State): void {
  const handle = state.handlers.inlineCode;
  const wrapped = ((node, parent, st, info) => {
    const value = (node as InlineCode).value;
    if (value.length > MAX_REMEMBERED_LENGTH) return handle(node as InlineCode, parent, st, info);
    const key = `${st.stack.includes('tableCell') ? 't' : '-'}${value}`;
    return remembered(inlineCodes, key, () => handle(node as InlineCode, parent, st, info));
  }) as typeof handle;
  // Its first character (a backtick), which the text before it looks at.
  type Peeking = { peek?: Handle };
  (wrapped as Peeking).peek = (handle as Peeking).peek;
  state.handlers.inlineCode = wrapped;
}

const root: Handle = (node, parent, state, info) => {
  tryOnlyPresentCharacters(state);
  rememberInlineCode(state);
  return defaultHandlers.root(node as Root, parent, state, info);
};

/** How the machine outputs write Markdown (mdast-util-to-markdown's options, before the quicker escaping). */
export const MARKDOWN_OPTIONS: Options = {
  extensions: EXTENSIONS,
  bullet: '-',
  emphasis: '_',
  rule: '-',
  fences: true,
  listItemIndent: 'one',
  resourceLink: true,
};

/**
 * A text node, escaped as the library's own handler does, remembered: API twins write the same short
 * texts (` (string, required)`, `: `) thousands of times in the same places, and each is also written
 * once more when its previous sibling looks at its first character. The escaping depends only on the
 * text, the characters around it, the constructs it is in and its neighbours' node types (`safe` reads
 * nothing else), and every call uses the same options, so the same key always gives the same text.
 */
const text: Handle = (node, parent, state, info) => {
  const value = (node as Text).value;
  if (value.length > MAX_REMEMBERED_LENGTH) return defaultHandlers.text(node as Text, parent, state, info);
  const siblings = parent && 'children' in parent ? (parent.children as Nodes[]) : [];
  const index = state.indexStack[state.indexStack.length - 1]!;
  const encode = (info as SafeConfig).encode?.join('') ?? '';
  const key = `${value}\0${info.before}\0${info.after}\0${state.stack.join(' ')}\0${siblings[index - 1]?.type}\0${siblings[index + 1]?.type}\0${encode}`;
  return remembered(escaped, key, () => defaultHandlers.text(node as Text, parent, state, info));
};

/**
 * A block of Markdown that `toMarkdownText` wrote earlier, put into a larger tree as it is (its
 * container indents it). Unlike an `html` node, it joins its neighbours as the block it was written
 * from would (`html` that is not HTML is kept apart from a paragraph before it by a blank line).
 */
export interface WrittenMarkdown {
  type: 'writtenMarkdown';
  value: string;
}

/** A tree node for Markdown written before (see WrittenMarkdown). */
export function writtenMarkdown(value: string): BlockContent {
  return { type: 'writtenMarkdown', value } satisfies WrittenMarkdown as unknown as BlockContent;
}

const written: Handle = (node) => (node as unknown as WrittenMarkdown).value;

// (Handlers are looked up by node type; this one's type is not mdast's.)
const OPTIONS: Options = { ...MARKDOWN_OPTIONS, handlers: { root, text, ...({ writtenMarkdown: written } as Options['handlers']) } };

/** mdast → Markdown text, with the GFM (tables, strikethrough…) and math extensions. */
export function toMarkdownText(tree: Root): string {
  return toMarkdown(tree, OPTIONS);
}
