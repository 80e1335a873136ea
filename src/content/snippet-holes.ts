import type { Code, Root as MdastRoot } from 'mdast';
import type { Element, Root as HastRoot } from 'hast';
import { escapeHtml } from '../common/escape-html.js';
import { CODE_BLOCK_TAG } from './plugins/rehype-code-blocks.js';
import { walk } from './walk.js';

/** `{name}` in a snippet's code: a prop the page may fill in. */
const PLACEHOLDER = /\{([A-Za-z_$][\w$]*)\}/g;
/** A prop value that fills a placeholder: text, a number or a boolean (not JSX's `{children}`). */
const fills = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/**
 * A snippet's code block as a page with `props` shows it (the Markdown twin writes it so): `{name}`
 * filled from the props; undefined when the page fills none of its placeholders (it shows as written).
 */
export function filledCode(code: string, props: ReadonlyMap<string, unknown>): string | undefined {
  let filled = false;
  const out = code.replace(PLACEHOLDER, (whole, name: string) => {
    const value = props.get(name);
    if (!fills(value)) return whole;
    filled = true;
    return String(value);
  });
  return filled ? out : undefined;
}

/** What stands for the n-th placeholder while the block is highlighted: one word, so grammars keep it whole. */
const HOLE = /sxhole(\d+)x/g;

interface Block {
  element: Element;
  /** Highlighted with placeholder words. */
  html: string;
  /** Highlighted as written, for pages that fill none of its placeholders (braces keep their colours). */
  written: string;
  names: string[];
}

/**
 * A snippet's props fill its fenced code blocks too (`npm install {pkg}` with `<Install pkg="left-pad" />`),
 * as the reference does. Blocks are highlighted when the snippet compiles, before any props are known:
 * each `{name}` as a placeholder word, and rendering with props puts the value (escaped) in its place.
 * A block none of whose placeholders the page fills (JSX's `{children}`, a destructuring `{a}`) shows as
 * written, highlighted as written.
 */
export class CodeHoles {
  private readonly names: string[] = [];
  /** Each block punched: its node, its text as written, and the numbers of its placeholders (`from` up to `to`). */
  private readonly punched: { node: Code; original: string; from: number; to: number }[] = [];
  private blocks: Block[] = [];

  /** Put placeholder words in the tree's code blocks, until `restore` (call it once the tree is highlighted). */
  punch(tree: MdastRoot): void {
    walk<Code>(
      tree,
      (node) => {
        if (node.value.search(PLACEHOLDER) === -1) return;
        const original = node.value;
        const from = this.names.length;
        node.value = original.replace(PLACEHOLDER, (_, name: string) => `sxhole${this.names.push(name) - 1}x`);
        this.punched.push({ node, original, from, to: this.names.length });
      },
      'code',
    );
  }

  /**
   * The code blocks back as written (the Markdown twin reads them); the highlighted ones that hold
   * placeholders are noted, with their HTML as written from `highlight` (the block's text, language, meta).
   */
  async restore(hast: HastRoot, highlight: (code: string, lang: string, meta: string) => Promise<string>): Promise<void> {
    const punched = this.punched.splice(0);
    for (const { node, original } of punched) node.value = original;
    if (!punched.length) return;
    const found: { element: Element; html: string }[] = [];
    walk<Element>(
      hast,
      (node) => {
        const html = node.tagName === CODE_BLOCK_TAG ? node.properties['html'] : undefined;
        if (typeof html === 'string' && html.search(HOLE) !== -1) found.push({ element: node, html });
      },
      'element',
    );
    for (const { element, html } of found) {
      const holes = [...html.matchAll(HOLE)].map((m) => Number(m[1]));
      const names = holes.map((i) => this.names[i]!);
      // The block it was drawn from: the one whose placeholders these are.
      const source = punched.find((p) => holes[0]! >= p.from && holes[0]! < p.to);
      const written = source
        ? await highlight(source.original.replace(/\n$/, ''), source.node.lang ?? '', source.node.meta ?? '')
        : html.replace(HOLE, (_, i: string) => `{${this.names[Number(i)]}}`);
      this.blocks.push({ element, html, written, names });
    }
  }

  /** Run `render` with the code blocks filled from `props`; the highlighted HTML is read while it runs. */
  filled<T>(props: Record<string, unknown>, render: () => T): T {
    if (!this.blocks.length) return render();
    for (const block of this.blocks)
      block.element.properties['html'] = !block.names.some((n) => fills(props[n]))
        ? block.written
        : block.html.replace(HOLE, (_, i: string) => {
            const name = this.names[Number(i)]!;
            return fills(props[name]) ? escapeHtml(String(props[name])) : `{${name}}`;
          });
    try {
      return render();
    } finally {
      for (const block of this.blocks) block.element.properties['html'] = block.html;
    }
  }
}
