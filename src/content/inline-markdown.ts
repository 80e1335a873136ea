import { unified } from 'unified';
import remarkParse from 'remark-parse';
import type { Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import { toString } from 'mdast-util-to-string';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'preact/jsx-runtime';
import { renderToString } from 'preact-render-to-string';

/**
 * Render short Markdown (banners): links, emphasis, code. Raw HTML is not allowed through, so
 * docs.json text cannot inject markup.
 */
export function renderInlineMarkdown(markdown: string): string {
  const tree = unified().use(remarkParse).parse(markdown) as Root;
  const hast = toHast(tree) as HastRoot;
  // A single paragraph renders without its <p>.
  const only = hast.children.filter((c) => c.type === 'element');
  const body: HastRoot =
    only.length === 1 && only[0]!.type === 'element' && only[0]!.tagName === 'p' ? { type: 'root', children: only[0]!.children } : hast;
  return renderToString(
    toJsxRuntime(body, { Fragment, jsx: jsx as never, jsxs: jsxs as never, elementAttributeNameCase: 'html' }) as never,
  );
}

/**
 * A frontmatter description written with inline Markdown (a link, code, emphasis): its HTML, and its
 * plain text for meta tags. Undefined when it is plain text, or when Markdown would read it as blocks
 * (a list, a heading: a one-line description is shown as written then).
 */
export function inlineDescription(text: string): { html: string; plain: string } | undefined {
  if (!/[[`*_\\&<]/.test(text)) return undefined;
  const tree = unified().use(remarkParse).parse(text) as Root;
  const [only] = tree.children;
  if (tree.children.length !== 1 || only?.type !== 'paragraph' || only.children.every((c) => c.type === 'text')) return undefined;
  return { html: renderInlineMarkdown(text), plain: toString(only).replace(/\s+/g, ' ').trim() };
}
