import type { Nodes, Paragraph, Root as MdastRoot } from 'mdast';
import { walk } from './walk.js';

/**
 * Paragraphs the Markdown parser makes where the page means blocks, or where the browser would split them:
 * a page's and a snippet's tree alike (a one-line `<Check>` in a snippet was a `<div>` inside a `<p>`).
 */
export function settleParagraphs(tree: MdastRoot): void {
  unwrapComponentParagraphs(tree);
  unwrapParagraphsInPhrasing(tree);
}

/**
 * HTML elements a paragraph cannot hold: `<div className="x">…</div>` written on one line is parsed into a
 * paragraph, and `<p><div>` would be split by the browser into stray empty paragraphs (which break an
 * author's grid or flex layout).
 */
const BLOCK_TAGS: ReadonlySet<string> = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'dialog',
  'div',
  'dl',
  'fieldset',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
]);

/**
 * `<Note>text</Note>` on one line parses as a paragraph holding an inline element, which would put
 * block components inside `<p>`. A paragraph made only of capitalised components, block HTML elements,
 * or elements holding one (`<a href="…"><h3>…</h3></a>`, a card written on one line, which the browser
 * would split out of its link) gives way to them (blank text aside).
 */
function unwrapComponentParagraphs(tree: MdastRoot): void {
  walk<Paragraph>(
    tree,
    (node, index, parent) => {
      if (!parent || index === undefined) return undefined;
      const kids = node.children.filter((c) => !(c.type === 'text' && !c.value.trim()));
      const only =
        kids.length > 0 &&
        kids.every((c) => c.type === 'mdxJsxTextElement' && !!c.name && (/^[A-Z]/.test(c.name) || BLOCK_TAGS.has(c.name) || holdsBlock(c)));
      if (!only) return undefined;
      parent.children.splice(index, 1, ...(kids.map((k) => ({ ...k, type: 'mdxJsxFlowElement' })) as never[]));
      return index;
    },
    'paragraph',
  );
}

function holdsBlock(node: Nodes): boolean {
  return (
    'children' in node &&
    node.children.some((c) => (c.type === 'mdxJsxTextElement' && !!c.name && BLOCK_TAGS.has(c.name)) || holdsBlock(c as Nodes))
  );
}

/** HTML elements that hold only phrasing content (text and inline elements), never a paragraph. */
const PHRASING_TAGS: ReadonlySet<string> = new Set(
  'p h1 h2 h3 h4 h5 h6 span button label strong em b i u s small code sup sub mark abbr cite q kbd'.split(' '),
);

/**
 * `<p className="eyebrow">` with its text on the lines between the tags parses as an element holding a
 * paragraph, and `<p><p>` is split by the browser: the author's classes end on an empty paragraph. In an
 * element that holds only phrasing content, paragraphs give way to their text (several joined by a space).
 */
function unwrapParagraphsInPhrasing(tree: MdastRoot): void {
  walk<Nodes>(
    tree,
    (node) => {
      if (node.type !== 'mdxJsxFlowElement' || !node.name || !PHRASING_TAGS.has(node.name)) return undefined;
      if (!node.children.some((c) => c.type === 'paragraph')) return undefined;
      const kids: typeof node.children = [];
      for (const c of node.children) {
        if (c.type !== 'paragraph') kids.push(c);
        else {
          if (kids.length) kids.push({ type: 'text', value: ' ' } as never);
          kids.push(...(c.children as never[]));
        }
      }
      node.children = kids;
      return undefined;
    },
    'mdxJsxFlowElement',
  );
}
