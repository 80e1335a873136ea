/**
 * The fast path of the parser: satteri (Rust, through N-API) reads Markdown and MDX into mdast about
 * fifteen times quicker than micromark, which was half of a small site's build. Its trees are brought
 * to the exact shape remark-mdx gives (the reference product's parser), so every later stage sees the
 * same tree whichever parser read the page:
 *
 * - a line that holds text besides its tags (`<Note>Short.</Note>`) is a paragraph of text elements,
 *   not flow elements;
 * - MDX expressions, attribute expressions and ESM carry their estree (acorn, with positions in the
 *   file), made by micromark's own helper so that positions and shapes are micromark's;
 * - math nodes carry the hast hints remark-math adds; satteri's own `data` marks are dropped; ESM ends
 *   where its code ends.
 *
 * Anything satteri rejects (or a platform without its binary) falls back to micromark, which also
 * gives the located errors and the lenient retries (content/parse-mdx.ts). `SEXTANT_PARSER=micromark`
 * turns this path off.
 */
import { createRequire } from 'node:module';
import { Parser, type Options as AcornOptions } from 'acorn';
import acornJsx from 'acorn-jsx';
import { eventsToAcorn } from 'micromark-util-events-to-acorn';
import type { Program } from 'estree';
import type { Nodes, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

interface Satteri {
  mdxToMdast(source: string, options: object): unknown;
  markdownToMdast(source: string, options: object): unknown;
}

/** satteri, or undefined where its binary is missing (the build then parses with micromark only). */
const satteri: Satteri | undefined = (() => {
  if (process.env.SEXTANT_PARSER === 'micromark') return undefined;
  try {
    return createRequire(import.meta.url)('satteri') as Satteri;
  } catch {
    return undefined;
  }
})();

const ACORN = Parser.extend(acornJsx());
const ACORN_OPTIONS: AcornOptions = { ecmaVersion: 2024, sourceType: 'module' };

/** Whether the fast parser is in use in this process. */
export const nativeParser = satteri !== undefined;

/** Parse `text` with satteri into remark-mdx's tree, or undefined when micromark must read it. */
export function parseNative(text: string, mdx: boolean, math: boolean): Root | undefined {
  if (!satteri) return undefined;
  let tree: Root;
  try {
    const options = { features: { math, frontmatter: true, gfm: true } };
    tree = (mdx ? satteri.mdxToMdast(text, options) : satteri.markdownToMdast(text, options)) as Root;
  } catch {
    return undefined;
  }
  try {
    return new Normalizer(text).root(tree);
  } catch {
    // An expression acorn reads differently from satteri: micromark decides.
    return undefined;
  }
}

const PHRASING = new Set([
  'text',
  'inlineCode',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'break',
  'inlineMath',
  'mdxTextExpression',
  'mdxJsxTextElement',
  'footnoteReference',
  'html',
]);

type Point = { line: number; column: number; offset: number };

/** What a container puts before its lines: a list's indent, a block quote's `>`. */
const PREFIX = new Set([' ', '\t', '>']);

class Normalizer {
  /** Offset of each line's first character. */
  private readonly lines: number[] = [0];
  /** Local names imported by earlier ESM, as micromark passes them to acorn (a re-declaration is an error). */
  private readonly imported: string[] = [];

  private readonly text: string;

  constructor(text: string) {
    // Both parsers read past a byte order mark: positions count from the character after it.
    this.text = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    text = this.text;
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.lines.push(i + 1);
  }

  root(tree: Root): Root {
    this.children(tree);
    return tree;
  }

  private point(offset: number): Point {
    let lo = 0;
    let hi = this.lines.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lines[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - this.lines[lo]! + 1, offset };
  }

  private children(parent: Parent): void {
    for (const child of parent.children) this.node(child as Nodes);
    if (parent.children.some((c) => canJoin(c as RootContent) && this.inline(c as RootContent))) this.regroup(parent);
    if (parent.children.some((c) => c.type === 'link' && c.url.startsWith('mailto:'))) this.protocolLiterals(parent);
  }

  /**
   * `mailto:a@b.co` and `xmpp:a@b.co/res` are links whole in GFM (and in micromark's reading); satteri
   * links only the address after the protocol.
   */
  private protocolLiterals(parent: Parent): void {
    const kids = parent.children as PhrasingContent[];
    for (let i = 1; i < kids.length; i++) {
      const [before, link, after] = [kids[i - 1]!, kids[i]!, kids[i + 1]];
      if (before.type !== 'text' || link.type !== 'link' || link.children[0]?.type !== 'text') continue;
      const address = link.children[0].value;
      // A literal: the address is the link's own text in the file (not `[…](mailto:…)` or `<…>`).
      if (link.url !== `mailto:${address}` || link.children.length !== 1 || !this.text.startsWith(address, link.position!.start.offset!))
        continue;
      const protocol = /(?<![\w+\-.@])(mailto|xmpp):$/.exec(before.value);
      if (!protocol) continue;
      const rest = after?.type === 'text' ? after.value : '';
      const whole =
        protocol[1] === 'xmpp'
          ? /^xmpp:[\w+\-.]+@[\w-]+(?:\.[\w-]+)+(?:\/(?:[\w\-/]|\.(?=[\dA-Za-z]))*)?/.exec(`xmpp:${address}${rest}`)?.[0]
          : `mailto:${address}`;
      if (!whole) continue;
      const start = link.position!.start.offset! - protocol[0].length;
      const end = start + whole.length;
      before.value = before.value.slice(0, -protocol[0].length);
      before.position!.end = this.point(start);
      const taken = whole.length - protocol[0].length - address.length;
      if (taken && after?.type === 'text') {
        after.value = after.value.slice(taken);
        after.position!.start = this.point(end);
      }
      const position = { start: this.point(start), end: this.point(end) };
      kids[i] = { ...link, url: whole, children: [{ type: 'text', value: whole, position }], position };
    }
    parent.children = kids.filter((k) => k.type !== 'text' || k.value !== '') as typeof parent.children;
  }

  private node(node: Nodes): void {
    if (node.data && '_mdxExplicitJsx' in node.data) delete (node.data as Record<string, unknown>)._mdxExplicitJsx;
    if (node.data && Object.keys(node.data).length === 0) delete node.data;
    switch (node.type) {
      case 'mdxjsEsm': {
        const start = node.position!.start.offset!;
        const end = start + node.value.length;
        node.position!.end = this.point(end);
        const { estree } = this.estree(node.value, start, { prefix: this.imported.length ? `var ${this.imported.join(',')}\n` : '' });
        if (this.imported.length) estree.body.shift();
        for (const stmt of estree.body)
          if (stmt.type === 'ImportDeclaration') for (const s of stmt.specifiers) this.imported.push(s.local.name);
        node.data = { estree };
        break;
      }
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        node.data = { estree: this.expression(node.value, node.position!.start.offset! + 1).estree };
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        this.attributes(node);
        break;
      case 'math':
        node.meta ??= null;
        node.data = {
          hName: 'pre',
          hChildren: [
            {
              type: 'element',
              tagName: 'code',
              properties: { className: ['language-math', 'math-display'] },
              children: [{ type: 'text', value: node.value }],
            },
          ],
        };
        break;
      case 'inlineMath':
        node.data = {
          hName: 'code',
          hProperties: { className: ['language-math', 'math-inline'] },
          hChildren: [{ type: 'text', value: node.value }],
        };
        break;
    }
    if ('children' in node) this.children(node);
  }

  /** Give each expression attribute its estree, finding its `{` in the tag's text in attribute order. */
  private attributes(node: MdxJsxFlowElement | MdxJsxTextElement): void {
    const text = this.text;
    let at = node.position!.start.offset! + 1;
    if (node.name) at = text.indexOf(node.name, at) + node.name.length;
    for (const attr of node.attributes as (MdxJsxAttribute | MdxJsxExpressionAttribute)[]) {
      let from: number;
      if (attr.type === 'mdxJsxExpressionAttribute') {
        from = text.indexOf('{', at);
        const { estree, end } = this.expression(attr.value, from + 1, 'spread');
        attr.data = { estree };
        at = this.text.indexOf('}', end) + 1;
      } else {
        from = this.nameAt(attr.name, at);
        at = from + attr.name.length;
        const value = attr.value;
        if (typeof value === 'string') {
          const quote = /["']/.exec(text.slice(at, at + 200));
          const open = quote ? at + quote.index : at;
          at = text.indexOf(text[open]!, open + 1) + 1;
        } else if (value) {
          const open = text.indexOf('{', at);
          const { estree, end } = this.expression(value.value, open + 1, 'value');
          value.data = { estree };
          // A last line of only indentation is the container's, not the value's.
          at = this.text.indexOf('}', end) + 1;
        }
      }
      attr.position = { start: this.point(from), end: this.point(at) };
    }
  }

  /** Where an attribute's name starts at or after `from` (whole names only: `title` is not in `subtitle`). */
  private nameAt(name: string, from: number): number {
    for (let i = this.text.indexOf(name, from); i !== -1; i = this.text.indexOf(name, i + 1)) {
      const before = this.text[i - 1] ?? ' ';
      const after = this.text[i + name.length] ?? ' ';
      if (!/[\w$:.-]/.test(before) && !/[\w$:.-]/.test(after)) return i;
    }
    throw new Error(`attribute ${name} not found`);
  }

  /**
   * `value`'s lines, the file offsets where each starts (the first at `start`) and where the value ends. Container prefixes (`> `, a
   * list's indent) are not in the value: a line is found at the end of its line in the file, the last
   * one just before the closing brace (`closed`) or at the end of its line (ESM).
   */
  private located(value: string, start: number, closed: boolean): { parts: string[]; starts: number[]; end: number } {
    const parts = value.split('\n');
    const starts = [start];
    let line = this.point(start).line;
    for (let i = 1; i < parts.length; i++) {
      line++;
      const lineStart = this.lines[line - 1];
      if (lineStart === undefined) throw new Error('value runs past the file');
      const lineEnd = (this.lines[line] ?? this.text.length + 1) - 1;
      const part = parts[i]!;
      const fits = (p: number) =>
        this.text.startsWith(part, p) &&
        (i < parts.length - 1 || !closed ? p + part.length === lineEnd : this.text[p + part.length] === '}');
      // Only a container's prefix characters may be skipped.
      let p = lineStart;
      while (!fits(p)) {
        if (p >= lineEnd || !PREFIX.has(this.text[p]!)) throw new Error('value line not found');
        p++;
      }
      starts.push(p);
    }
    return { parts, starts, end: starts[starts.length - 1]! + parts[parts.length - 1]!.length };
  }

  /** An expression's estree; only `{…}` in the text may be empty, and a tag's `{…}` must be one spread. */
  private expression(value: string, start: number, kind: 'body' | 'value' | 'spread' = 'body'): { estree: Program; end: number } {
    const found = this.estree(value, start, {
      expression: true,
      allowEmpty: kind === 'body',
      ...(kind === 'spread' ? { prefix: '({', suffix: '})' } : {}),
    });
    if (kind === 'spread') {
      const head = found.estree.body[0];
      if (head?.type !== 'ExpressionStatement' || head.expression.type !== 'ObjectExpression' || head.expression.properties.length !== 1)
        throw new Error('not one spread');
      if (head.expression.properties[0]!.type !== 'SpreadElement') throw new Error('not a spread');
    }
    return found;
  }

  /** acorn's reading of `value` (found at `start` in the file), with micromark's positions and shapes, and where the value ends. */
  private estree(
    value: string,
    start: number,
    options: { expression?: boolean; allowEmpty?: boolean; prefix?: string; suffix?: string },
  ): { estree: Program; end: number } {
    const { parts, starts, end } = this.located(value, start, !!options.expression);
    const events: unknown[] = [];
    const context = (chunk: string) => ({ sliceStream: () => [chunk] });
    parts.forEach((part, i) => {
      if (i > 0) {
        const eol = starts[i - 1]! + parts[i - 1]!.length;
        events.push(['enter', { type: 'lineEnding', start: this.point(eol), end: this.point(eol + 1) }, context('\n')]);
      }
      // micromark makes no token for an empty line part: its place is where the line ending left off.
      if (!part) return;
      const s = starts[i]!;
      events.push(['enter', { type: 'value', start: this.point(s), end: this.point(s + part.length) }, context(part)]);
    });
    const result = eventsToAcorn(events as never, {
      acorn: ACORN as never,
      acornOptions: ACORN_OPTIONS as never,
      tokenTypes: ['value'] as never,
      start: this.point(start) as never,
      ...options,
    });
    if (result.error || !result.estree) throw result.error ?? new Error('no estree');
    return { estree: result.estree as unknown as Program, end };
  }

  /**
   * A flow node the reference parser reads as text: an element holding text, or a child on its own line
   * that is read as text; an expression followed on its line by anything but a tag (`{a} {b}`).
   */
  private inline(node: RootContent): boolean {
    if (node.type === 'mdxFlowExpression') {
      let after = node.position!.end.offset!;
      while (this.text[after] === ' ' || this.text[after] === '\t') after++;
      const next = this.text[after];
      return next !== undefined && next !== '\n' && next !== '\r' && next !== '<';
    }
    if (node.type !== 'mdxJsxFlowElement') return false;
    return node.children.some(
      (c) =>
        PHRASING.has(c.type) ||
        (canJoin(c as RootContent) &&
          this.inline(c as RootContent) &&
          (c.position!.start.line === node.position!.start.line || c.position!.end.line === node.position!.end.line)),
    );
  }

  /**
   * Lines where an inline element shares the line with other tags are paragraphs of text elements in
   * the reference, with the text between them (satteri drops the space between two elements on a line);
   * such lines one after another make one paragraph. A line of tags alone stays flow, as it interrupts a
   * paragraph.
   */
  private regroup(parent: Parent): void {
    const kids = parent.children as RootContent[];
    const lines: { nodes: RootContent[]; inline: boolean }[] = [];
    for (const node of kids) {
      const last = lines[lines.length - 1];
      const prev = last?.nodes[last.nodes.length - 1];
      if (prev && canJoin(prev) && canJoin(node) && sameLine(prev, node)) last!.nodes.push(node);
      else lines.push({ nodes: [node], inline: false });
      lines[lines.length - 1]!.inline ||= this.inline(node);
    }
    const out: RootContent[] = [];
    for (const { nodes, inline } of lines) {
      if (!inline) {
        out.push(...nodes);
        continue;
      }
      // A paragraph on the line before goes on (the reference reads a line of text after it as its continuation).
      const last = out[out.length - 1];
      let paragraph = last?.type === 'paragraph' ? last : undefined;
      if (!paragraph || paragraph.position!.end.line + 1 !== nodes[0]!.position!.start.line) {
        paragraph = { type: 'paragraph', children: [], position: { start: nodes[0]!.position!.start, end: nodes[0]!.position!.end } };
        out.push(paragraph);
      }
      for (const node of nodes) {
        const prev = paragraph.children[paragraph.children.length - 1];
        if (prev) {
          const from = prev.position!.end;
          const to = node.position!.start;
          const gap = this.text.slice(from.offset!, to.offset!);
          const eol = /\r\n|\n|\r/.exec(gap);
          if (eol)
            paragraph.children.push({ type: 'text', value: eol[0], position: { start: from, end: this.point(this.lines[to.line - 1]!) } });
          else if (gap) paragraph.children.push({ type: 'text', value: gap, position: { start: from, end: to } });
        }
        paragraph.children.push(toText(node));
        // The reference's paragraph takes in the line's trailing spaces.
        let end = node.position!.end.offset!;
        while (this.text[end] === ' ' || this.text[end] === '\t') end++;
        paragraph.position!.end = end === node.position!.end.offset ? node.position!.end : this.point(end);
      }
    }
    parent.children = out as typeof parent.children;
  }
}

const canJoin = (n: RootContent) => n.type === 'mdxJsxFlowElement' || n.type === 'mdxFlowExpression';
const sameLine = (a: RootContent, b: RootContent) => a.position!.end.line === b.position!.start.line;

/** A flow element or expression as the text one it is inside a paragraph (its descendants too). */
function toText(node: RootContent): PhrasingContent {
  if (node.type === 'mdxFlowExpression') return { ...node, type: 'mdxTextExpression' };
  if (node.type === 'mdxJsxFlowElement') {
    const children = node.children.flatMap((c) => (c.type === 'paragraph' ? c.children : [toText(c as RootContent)]));
    return { ...node, type: 'mdxJsxTextElement', children } as MdxJsxTextElement;
  }
  return node as PhrasingContent;
}
