/**
 * mdast → Markdown text for the machine outputs (Markdown twins, llms-full.txt), with the GFM and math
 * extensions, and a quicker escaping pass that writes the same text.
 */
import type { Root } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { mathToMarkdown } from 'mdast-util-math';
import { defaultHandlers, toMarkdown, type Handle, type Options, type State } from 'mdast-util-to-markdown';

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

const root: Handle = (node, parent, state, info) => {
  tryOnlyPresentCharacters(state);
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

const OPTIONS: Options = { ...MARKDOWN_OPTIONS, handlers: { root } };

/** mdast → Markdown text, with the GFM (tables, strikethrough…) and math extensions. */
export function toMarkdownText(tree: Root): string {
  return toMarkdown(tree, OPTIONS);
}
