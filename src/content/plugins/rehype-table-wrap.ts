import type { Element, Nodes, Root } from 'hast';
import type {} from 'mdast-util-mdx-jsx';
import { walk } from '../walk.js';

/** The class of the element around each content table (assets/site.css scrolls it sideways). */
export const TABLE_WRAP = 'sx-table-wrap';

/**
 * Each table of the content (Markdown, HTML or JSX `<table>`) inside `<div class="sx-table-wrap">`: the
 * table stays `display: table`, so a site's `table { width: 100% }` sizes the table itself, and the
 * wrapper scrolls a table wider than the column instead of the page. A table already alone in a wrapper
 * is left as it is.
 */
export function wrapTables(tree: Root): void {
  walk<Nodes>(tree, (node, index, parent) => {
    if (!parent || index === undefined || !isTable(node) || isWrap(parent as Nodes)) return undefined;
    const wrap: Element = { type: 'element', tagName: 'div', properties: { className: [TABLE_WRAP] }, children: [node as never] };
    (parent.children as Nodes[])[index] = wrap;
    // Go on inside the table (a table in a cell gets its own wrapper).
    return undefined;
  });
}

function isTable(node: Nodes): boolean {
  return (node.type === 'element' && node.tagName === 'table') || (node.type === 'mdxJsxFlowElement' && node.name === 'table');
}

function isWrap(node: Nodes): boolean {
  if (node.type !== 'element' || node.tagName !== 'div') return false;
  const cls = node.properties['className'];
  return Array.isArray(cls) && cls.includes(TABLE_WRAP);
}
