import { unified } from 'unified';
import remarkParse from 'remark-parse';
import type { Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
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
