import type { Code, Root as MdastRoot } from 'mdast';
import type { Element, Root as HastRoot } from 'hast';
import { escapeHtml } from '../common/escape-html.js';
import { CODE_BLOCK_TAG } from './plugins/rehype-code-blocks.js';
import { walk } from './walk.js';

/** `{name}` in a snippet's code: a prop the page may fill in. */
const PLACEHOLDER = /\{([A-Za-z_$][\w$]*)\}/g;
/** What stands for the n-th placeholder while the block is highlighted: one word, so grammars keep it whole. */
const HOLE = /sxhole(\d+)x/g;

/**
 * A snippet's props fill its fenced code blocks too (`npm install {pkg}` with `<Install pkg="left-pad" />`),
 * as the reference does. Blocks are highlighted once, when the snippet compiles, before any props are
 * known: each `{name}` is highlighted as a placeholder word, and rendering with props puts the value
 * (escaped) in its place, or `{name}` back when the page gives no such prop.
 */
export class CodeHoles {
  private readonly names: string[] = [];
  private readonly restores: (() => void)[] = [];
  private blocks: { element: Element; html: string }[] = [];

  /** Put placeholder words in the tree's code blocks, until `restore` (call it once the tree is highlighted). */
  punch(tree: MdastRoot): void {
    walk<Code>(
      tree,
      (node) => {
        if (node.value.search(PLACEHOLDER) === -1) return;
        const original = node.value;
        node.value = original.replace(PLACEHOLDER, (_, name: string) => `sxhole${this.names.push(name) - 1}x`);
        this.restores.push(() => (node.value = original));
      },
      'code',
    );
  }

  /** The code blocks back as written (the Markdown twin reads them), and the highlighted ones that hold placeholders noted. */
  restore(hast: HastRoot): void {
    for (const r of this.restores.splice(0)) r();
    if (!this.names.length) return;
    walk<Element>(
      hast,
      (node) => {
        const html = node.tagName === CODE_BLOCK_TAG ? node.properties['html'] : undefined;
        if (typeof html === 'string' && html.search(HOLE) !== -1) this.blocks.push({ element: node, html });
      },
      'element',
    );
  }

  /** Run `render` with the code blocks filled from `props`; the highlighted HTML is read while it runs. */
  filled<T>(props: Record<string, unknown>, render: () => T): T {
    if (!this.blocks.length) return render();
    for (const { element, html } of this.blocks)
      element.properties['html'] = html.replace(HOLE, (_, i: string) => {
        const name = this.names[Number(i)]!;
        const value = props[name];
        return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
          ? escapeHtml(String(value))
          : `{${name}}`;
      });
    try {
      return render();
    } finally {
      for (const { element, html } of this.blocks) element.properties['html'] = html;
    }
  }
}
