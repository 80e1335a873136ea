/**
 * HTML drawn by a page's own code (a body expression's elements, `{items.map((x) => <li>{x}</li>)}`)
 * as Markdown for the page's twin: what the reader sees, with the structure Markdown has (paragraphs,
 * headings, lists, links, emphasis, code, quotes, tables). hast-util-raw parses the HTML and
 * hast-util-to-mdast turns it into Markdown; scripts, styles, drawings, controls and hidden elements
 * give nothing.
 */
import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent } from 'hast';
import { raw } from 'hast-util-raw';
import { toMdast } from 'hast-util-to-mdast';
import type { PhrasingContent, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';

/** Elements whose content is not read: code, styles, drawings and controls. */
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'svg', 'button', 'input', 'select', 'textarea']);
const PHRASING = new Set(['text', 'emphasis', 'strong', 'delete', 'inlineCode', 'break', 'link', 'image', 'html']);

const shown = (n: HastContent | ElementContent): boolean =>
  n.type !== 'element' || (!SKIPPED.has(n.tagName) && n.properties['hidden'] == null && String(n.properties['ariaHidden']) !== 'true');

/** The HTML as Markdown, what the reader does not see left out. */
function markdown(html: string): Root {
  const tree = raw({ type: 'root', children: [{ type: 'raw', value: html }] } as HastRoot) as HastRoot;
  const prune = (node: HastRoot | Element) => {
    node.children = node.children.filter(shown) as typeof node.children;
    for (const c of node.children) if (c.type === 'element') prune(c);
  };
  prune(tree);
  return toMdast(tree) as Root;
}

/** HTML as Markdown blocks; list items drawn one by one (`items.map((x) => <li>{x}</li>)`) make one list. */
export function htmlFlow(html: string): RootContent[] {
  const out: RootContent[] = [];
  for (const node of markdown(html).children) {
    // An item outside a list (its list is the page's own element around the expression) becomes one.
    const b: RootContent =
      node.type === 'listItem' ? { type: 'list', ordered: false, spread: false, children: [{ ...node, spread: false }] } : node;
    const last = out.at(-1);
    if (b.type === 'list' && last?.type === 'list' && last.ordered === b.ordered) last.children.push(...b.children);
    else out.push(b);
  }
  return out;
}

/** HTML as Markdown inline content (blocks in it give their text, apart by a space). */
export function htmlPhrasing(html: string): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const n of markdown(html).children) {
    if (PHRASING.has(n.type)) out.push(n as PhrasingContent);
    else if (n.type === 'paragraph') out.push(...n.children);
    else out.push({ type: 'text', value: ` ${toString(n)} ` });
  }
  const first = out[0];
  if (first?.type === 'text') first.value = first.value.trimStart();
  const last = out.at(-1);
  if (last?.type === 'text') last.value = last.value.trimEnd();
  return out.filter((n) => n.type !== 'text' || n.value !== '');
}
