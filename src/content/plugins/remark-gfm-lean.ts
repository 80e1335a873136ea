/**
 * GitHub Flavored Markdown for the parser: what remark-gfm adds (autolink literals, footnotes,
 * strikethrough, tables, task lists), with less work for autolink literals.
 *
 * - The email literal `a@b.co` is found once, not twice. micromark's GFM extension tries an email at
 *   the start of every word (half the cost of parsing a page of prose), and the from-markdown
 *   transform then looks for emails in every text node again, as cmark-gfm does. Only the transform
 *   is kept: the same links, and `mailto:`/`xmpp:` literals link whole, as the GFM spec says. (Such
 *   links carry no source position; nothing reports on them.)
 * - That transform makes four passes over the tree, one per pattern; they run only when some text
 *   could hold a literal at all (an `@`, `www.` or `http(s)://`).
 */
import type { Text } from 'mdast';
import type { Processor } from 'unified';
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import type { Construct, ConstructRecord, Extension } from 'micromark-util-types';
import type { Extension as FromMarkdownExtension, Transform } from 'mdast-util-from-markdown';
import { walk } from '../walk.js';

/** A text node's value that one of the literal autolink patterns may match. */
const MAYBE_LITERAL = /@|www\.|https?:\/\//i;

export function remarkGfmLean(this: Processor): void {
  const data = this.data() as {
    micromarkExtensions?: Extension[];
    fromMarkdownExtensions?: (FromMarkdownExtension | FromMarkdownExtension[])[];
  };
  (data.micromarkExtensions ??= []).push(withoutEmailLiterals(gfm()));
  // The literal-autolink part is the one handling `literalAutolink` tokens (the others have no transforms).
  const literals = (ext: FromMarkdownExtension) => ext.transforms && ext.enter && 'literalAutolink' in ext.enter;
  (data.fromMarkdownExtensions ??= []).push(
    gfmFromMarkdown().map((ext) => (literals(ext) ? { ...ext, transforms: ext.transforms!.map(onlyWithLiterals) } : ext)),
  );
}

function withoutEmailLiterals(extension: Extension): Extension {
  const text: ConstructRecord = {};
  for (const [code, constructs] of Object.entries(extension.text ?? {})) {
    const kept = (Array.isArray(constructs) ? (constructs as Construct[]) : [constructs as Construct]).filter(
      (c) => c.name !== 'emailAutolink',
    );
    if (kept.length) text[code as unknown as number] = kept;
  }
  return { ...extension, text };
}

/** Run a literal-autolink transform only on trees with text it could change. */
function onlyWithLiterals(transform: Transform): Transform {
  return (tree) => {
    let maybe = false;
    walk<Text>(
      tree,
      (node) => {
        maybe ||= MAYBE_LITERAL.test(node.value);
      },
      'text',
    );
    return maybe ? transform(tree) : undefined;
  };
}
