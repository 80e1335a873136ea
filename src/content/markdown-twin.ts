/**
 * A page's Markdown twin: the page as plain Markdown for machines (`<page>.md`, llms-full.txt), made
 * from its parsed tree where it is compiled, never scraped from HTML. Components become the Markdown
 * that carries what they say (callouts as blockquotes, steps as a numbered list, fields as list
 * items…); `<Visibility for="humans">` is left out, `for="agents"` kept; snippets are inlined with
 * their props, expressions evaluated as on the page. mdast-util-to-markdown writes the text.
 */
import type * as E from 'estree';
import type { BlockContent, Heading, List, ListItem, Nodes, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { isValidElement } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { BUILTIN_COMPONENTS } from '../render/components/index.js';
import { blockCode } from '../render/components/code-block.js';
import { evaluate, expressionKey, type EvalScope } from './evaluate.js';
import { htmlFlow, htmlPhrasing } from './html-markdown.js';
import { toMarkdownText } from './markdown-text.js';
import { filledCode } from './snippet-holes.js';

/** What a component's twin may be made of: flow content, or phrasing when written inline. */
type Flow = RootContent;
type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

const MDX_NODES = ['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm'];

/** A snippet a page imports, as its twin inlines it: its tree and the names its own scope holds. */
export interface SnippetTree {
  tree: Root;
  names: ReadonlyMap<string, unknown>;
  /** Its body's expressions that run as code (when its ESM is code), as the page's are in its scope. */
  code?: EvalScope['code'];
  /** The text the tree was parsed from (undefined when parsing had to relax it). */
  source?: string;
}

interface Ctx {
  scope: EvalScope;
  /** Depth of the last heading: components' own headings go one below it. */
  depth: number;
  /** Snippet trees by their component (see snippets.ts). */
  snippetOf: (component: unknown) => SnippetTree | undefined;
  /** Snippets being inlined (a cycle stops). */
  stack: Root[];
  /** The text the tree was parsed from: Markdown that needs no conversion is copied from it. */
  source?: string | undefined;
  /** In a snippet, the props its page passed: they fill its code blocks' `{name}` placeholders. */
  props?: ReadonlyMap<string, unknown>;
}

const CALLOUTS: Record<string, string> = { Note: 'Note', Tip: 'Tip', Info: 'Info', Warning: 'Warning', Check: 'Check', Danger: 'Danger' };

/**
 * Write the page's twin: `# Title`, the description, then the content as Markdown. `markdown`: the
 * description is written with inline Markdown (see inlineDescription), kept as written.
 */
export function markdownTwin(
  tree: Root,
  page: { title: string; description?: string | undefined; markdown?: boolean },
  scope: EvalScope,
  snippetOf: (component: unknown) => SnippetTree | undefined = () => undefined,
  source?: string,
): string {
  const ctx: Ctx = { scope: quiet(scope), depth: 1, snippetOf, stack: [], source };
  const body = flowOf(tree.children, ctx);
  // A page that opens with its own h1 keeps it rather than repeating the title.
  const ownH1 = body.find((n) => n.type !== 'html')?.type === 'heading' && (body.find((n) => n.type === 'heading') as Heading).depth === 1;
  const head: RootContent[] = ownH1 ? [] : [{ type: 'heading', depth: 1, children: [{ type: 'text', value: page.title }] }];
  // A description written with inline Markdown (links, code) is Markdown in the twin too, as written.
  if (page.description)
    head.push(
      page.markdown
        ? { type: 'html', value: page.description }
        : { type: 'paragraph', children: [{ type: 'text', value: page.description }] },
    );
  return toMarkdownText({ type: 'root', children: [...head, ...body] });
}

/**
 * The scope without its reports: the page's HTML rendering reports each expression once. The page's
 * own code (its functions, its body's code expressions) runs as on the page; a failure is reported
 * once, whichever runs it first.
 */
function quiet(scope: EvalScope): EvalScope {
  return {
    lookup: (name) => scope.lookup(name),
    unknownComponent: () => undefined,
    unknownName: () => {},
    unsupported: () => {},
    ...(scope.call ? { call: scope.call } : {}),
    ...(scope.code ? { code: scope.code } : {}),
  };
}

/** Convert flow children, merging consecutive field lists into one list. */
function flowOf(nodes: readonly Nodes[], ctx: Ctx): Flow[] {
  const out: Flow[] = [];
  let inline: PhrasingContent[] = [];
  const flush = () => {
    if (inline.some((n) => n.type !== 'text' || n.value.trim())) out.push({ type: 'paragraph', children: inline });
    inline = [];
  };
  for (const node of nodes) {
    if (node.type === 'mdxTextExpression') {
      // Code drawing blocks (`<li>`s, paragraphs) where blocks may go: they stay blocks.
      const value = expressionValue(node, ctx);
      const blocks = drawsElements(value) ? htmlFlow(drawn(value)) : undefined;
      if (blocks && !(blocks.length === 1 && blocks[0]!.type === 'paragraph')) {
        flush();
        out.push(...blocks);
      } else if (blocks) inline.push(...((blocks[0] as Paragraph | undefined)?.children ?? []));
      else if (valueText(value)) inline.push({ type: 'text', value: valueText(value) });
      continue;
    }
    if (isPhrasing(node)) {
      inline.push(...phrasingOf([node], ctx));
      continue;
    }
    flush();
    for (const n of flow(node, ctx)) {
      const last = out.at(-1);
      if (
        n.type === 'list' &&
        last?.type === 'list' &&
        n.data &&
        (n.data as { fields?: boolean }).fields &&
        (last.data as { fields?: boolean })?.fields
      )
        last.children.push(...n.children);
      else out.push(n);
    }
  }
  flush();
  return out;
}

const PHRASING = new Set([
  'text',
  'html',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'footnoteReference',
  'inlineMath',
  'mdxJsxTextElement',
  'mdxTextExpression',
]);

function isPhrasing(node: Nodes): node is PhrasingContent {
  return PHRASING.has(node.type);
}

/** One flow node as flow nodes. */
function flow(node: Nodes, ctx: Ctx): Flow[] {
  if (node.type === 'code' && ctx.props) {
    const filled = filledCode(node.value, ctx.props);
    if (filled !== undefined) return [{ type: 'code', lang: node.lang ?? null, meta: node.meta ?? null, value: filled }];
  }
  const copy = verbatim(node, ctx);
  if (copy) return [copy];
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression': {
      const value = expressionValue(node, ctx);
      if (drawsElements(value)) return htmlFlow(drawn(value));
      const text = valueText(value);
      return text ? [{ type: 'paragraph', children: [{ type: 'text', value: text }] }] : [];
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return component(node, ctx);
    case 'code': {
      if (node.data?.twin === undefined) return [node];
      // A twoslash block as its page shows it (twoslash-twin.ts): no longer twoslash input.
      const meta = (node.meta ?? '').replace(/(^|\s)twoslash(?=\s|$)/, '').trim();
      return [{ type: 'code', lang: node.lang ?? null, meta: meta || null, value: node.data.twin }];
    }
    case 'heading':
      ctx.depth = node.depth;
      return [{ ...node, children: phrasingOf(node.children, ctx) }];
    case 'paragraph': {
      // An expression or a block element holding one, alone on its line: what its code draws may be blocks.
      const kids = node.children.filter((c) => c.type !== 'text' || c.value.trim());
      const only = kids.length === 1 ? kids[0]! : undefined;
      if (
        only?.type === 'mdxTextExpression' ||
        (only?.type === 'mdxJsxTextElement' && BLOCK_ELEMENTS.has(only.name ?? '') && holdsExpression(only))
      )
        return flowOf([only.type === 'mdxTextExpression' ? only : ({ ...only, type: 'mdxJsxFlowElement' } as MdxJsxFlowElement)], ctx);
      const children = phrasingOf(node.children, ctx);
      return children.length ? [{ ...node, children }] : [];
    }
    default:
      if ('children' in node) {
        const parent = node as { children: Nodes[] };
        const children =
          node.type === 'table' || node.type === 'tableRow' || node.type === 'tableCell'
            ? parent.children.map((c) => deep(c, ctx))
            : flowOf(parent.children, ctx);
        return [{ ...node, children } as Flow];
      }
      return [node as Flow];
  }
}

/** HTML elements written as JSX that hold blocks (a list, a table…). */
const BLOCK_ELEMENTS = new Set(['div', 'section', 'ul', 'ol', 'table', 'blockquote', 'details', 'figure']);

function holdsExpression(node: Nodes): boolean {
  return node.type === 'mdxTextExpression' || ('children' in node && (node.children as Nodes[]).some(holdsExpression));
}

/** Blocks whose Markdown is the author's own (no component, expression or link the pages stage rewrote). */
const COPYABLE = new Set(['paragraph', 'code', 'list', 'table', 'blockquote', 'thematicBreak', 'math']);
const REWRITTEN = new Set([...MDX_NODES, 'heading']);
const LINKS = new Set(['link', 'image', 'definition']);

/**
 * A block written in plain Markdown, copied from the source as written (an `html` node is written as
 * it is, indented with its container): the same text, and most of the twin's cost saved. Undefined
 * when the block must be converted, or when its lines carry a container's markers (`> ` of a quote).
 */
function verbatim(node: Nodes, ctx: Ctx): Flow | undefined {
  if (node.type === 'code' && node.data?.twin !== undefined) return undefined;
  const start = node.position?.start;
  const end = node.position?.end;
  if (!ctx.source || !COPYABLE.has(node.type) || start?.offset === undefined || end?.offset === undefined || rewritten(node, ctx.source))
    return undefined;
  const lines = ctx.source.slice(start.offset, end.offset).split('\n');
  const indent = start.column - 1;
  for (let i = 1; i < lines.length; i++) {
    const lead = /^[ \t]*/.exec(lines[i]!)![0];
    // A continuation line that is not indented as far holds only text (lazy) or a container marker.
    if (lead.length < indent && lines[i]!.trim() && /^[ \t]*>/.test(lines[i]!)) return undefined;
    lines[i] = lines[i]!.slice(Math.min(lead.length, indent));
  }
  return { type: 'html', value: lines.join('\n'), ...(node.type === 'paragraph' ? { data: { paragraph: true } as never } : {}) };
}

/** A block's text as phrasing when it is one paragraph (converted, or copied as written). */
function paragraphText(block: Flow | undefined): PhrasingContent[] | undefined {
  if (block?.type === 'paragraph') return block.children;
  if (block?.type === 'html' && (block.data as { paragraph?: boolean } | undefined)?.paragraph)
    return [{ type: 'html', value: block.value }];
  return undefined;
}

/** Whether a node holds MDX or a heading (given an id), or a link whose URL the pages stage changed from what is written. */
function rewritten(node: Nodes, source: string): boolean {
  if (REWRITTEN.has(node.type)) return true;
  if (LINKS.has(node.type)) {
    const { start, end } = node.position ?? {};
    const url = (node as { url: string }).url;
    if (start?.offset === undefined || end?.offset === undefined || !source.slice(start.offset, end.offset).includes(url)) return true;
  }
  return 'children' in node && (node.children as Nodes[]).some((c) => rewritten(c, source));
}

/** Table rows and cells keep their shape; only their phrasing is converted. */
function deep(node: Nodes, ctx: Ctx): Nodes {
  if (node.type === 'tableCell') return { ...node, children: phrasingOf(node.children, ctx) };
  if (node.type === 'tableRow') return { ...node, children: node.children.map((c) => deep(c, ctx)) as never };
  return node;
}

/** Phrasing children as phrasing. */
function phrasingOf(nodes: readonly Nodes[], ctx: Ctx): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const node of nodes) {
    if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') {
      const value = expressionValue(node, ctx);
      if (drawsElements(value)) out.push(...htmlPhrasing(drawn(value)));
      else {
        const text = valueText(value);
        if (text) out.push({ type: 'text', value: text });
      }
    } else if (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') {
      for (const n of component(node, ctx)) out.push(...(isPhrasing(n as Nodes) ? [n as PhrasingContent] : inlineText(n)));
    } else if ('children' in node && isPhrasing(node)) out.push({ ...node, children: phrasingOf(node.children, ctx) } as PhrasingContent);
    else if (isPhrasing(node)) out.push(node);
    else out.push(...inlineText(node as Flow));
  }
  return out;
}

/** A flow node met where text goes: its text. */
function inlineText(node: Flow): PhrasingContent[] {
  const text = toString(node);
  return text ? [{ type: 'text', value: text }] : [];
}

/** What an MDX expression evaluates to (undefined when it cannot be). */
function expressionValue(node: { data?: unknown }, ctx: Ctx): unknown {
  const program = (node.data as { estree?: E.Program } | undefined)?.estree;
  const stmt = program?.body[0];
  if (!stmt || stmt.type !== 'ExpressionStatement') return undefined;
  return valueOf(stmt.expression, ctx);
}

/**
 * An expression's value: run in the page's module when it is one of its body's code expressions
 * (`{items.map((x) => <li>{x}</li>)}`), else read by the data evaluator.
 */
function valueOf(expression: E.Node, ctx: Ctx): unknown {
  const code = ctx.scope.code?.get(expressionKey(expression));
  if (code) return safe(() => code((name) => ctx.scope.lookup(name)?.value));
  return safe(() => evaluate(expression, ctx.scope));
}

/** Whether a value holds elements (code drawing JSX): the twin reads what they draw. */
function drawsElements(value: unknown): boolean {
  return Array.isArray(value) ? value.some(drawsElements) : isValidElement(value);
}

/** The HTML elements draw, as on the page (a component that fails to draw gives nothing). */
function drawn(value: unknown): string {
  return safe(() => renderToString(value as never)) ?? '';
}

function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.map(valueText).join('');
  return '';
}

function safe<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}

/** A JSX attribute's value: a string, or what its expression evaluates to. */
function attr(node: Jsx, name: string, ctx: Ctx): unknown {
  const a = node.attributes.find((x): x is MdxJsxAttribute => x.type === 'mdxJsxAttribute' && x.name === name);
  if (!a) return undefined;
  if (a.value === null || a.value === undefined) return true;
  if (typeof a.value === 'string') return a.value;
  const stmt = (a.value.data?.estree as E.Program | undefined)?.body[0];
  return stmt?.type === 'ExpressionStatement' ? valueOf(stmt.expression, ctx) : undefined;
}

function attrText(node: Jsx, name: string, ctx: Ctx): string | undefined {
  const v = attr(node, name, ctx);
  return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
const para = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });

/** A heading one below the current one (components' titles), at most h6. */
function subHeading(title: string, ctx: Ctx): Heading {
  return { type: 'heading', depth: Math.min(6, ctx.depth + 1) as Heading['depth'], children: [text(title)] };
}

/** Content under a component's own heading: its headings nest one further down. */
function under(node: Jsx, ctx: Ctx): Flow[] {
  const depth = ctx.depth;
  ctx.depth = Math.min(6, depth + 1);
  const out = flowOf(node.children, ctx);
  ctx.depth = depth;
  return out;
}

function item(children: Flow[]): ListItem {
  return { type: 'listItem', spread: false, children: children as BlockContent[] };
}

function list(items: ListItem[], ordered = false, fields = false): List {
  return { type: 'list', ordered, spread: false, children: items, ...(fields ? { data: { fields: true } as never } : {}) };
}

/** A component (or HTML element written as JSX) as Markdown. */
function component(node: Jsx, ctx: Ctx): Flow[] {
  const name = node.name ?? '';
  const inline = node.type === 'mdxJsxTextElement';
  const children = () => (inline ? phrasingOf(node.children, ctx) : flowOf(node.children, ctx));
  const value = name ? ctx.scope.lookup(name.split('.')[0]!)?.value : undefined;
  const builtin = value !== undefined && value === BUILTIN_COMPONENTS[name.split('.')[0]!];
  if (!builtin && /^[A-Z]/.test(name)) {
    const snippet = value === undefined ? undefined : ctx.snippetOf(value);
    return snippet ? inlineSnippet(node, snippet, ctx) : children();
  }
  const kind = builtin ? name : name.toLowerCase();
  if (CALLOUTS[kind] || kind === 'Callout') {
    const type = CALLOUTS[kind] ?? capitalise(attrText(node, 'type', ctx) ?? '');
    const title = attrText(node, 'title', ctx);
    const label = [type, title].filter(Boolean).join(': ');
    const body = flowOf(node.children, ctx);
    return [{ type: 'blockquote', children: [...(label ? [para(strong(label))] : []), ...body] as BlockContent[] }];
  }
  switch (kind) {
    case 'Visibility':
      return attrText(node, 'for', ctx) === 'humans' ? [] : children();
    case 'Icon':
      return [];
    case 'Tabs':
    case 'AccordionGroup':
    case 'CodeGroup':
    case 'RequestExample':
    case 'ResponseExample':
    case 'Column':
    case 'Panel':
    case 'Badge':
    case 'Tooltip':
      return children();
    case 'Tab':
    case 'Accordion':
    case 'Expandable':
    case 'View': {
      const title = attrText(node, 'title', ctx) ?? (kind === 'Expandable' ? 'Properties' : '');
      const description = kind === 'Accordion' ? attrText(node, 'description', ctx) : undefined;
      return [...(title ? [subHeading(title, ctx)] : []), ...(description ? [para(text(description))] : []), ...under(node, ctx)];
    }
    case 'Steps':
      return [
        list(
          node.children.flatMap((c) => (c.type === 'mdxJsxFlowElement' || c.type === 'mdxJsxTextElement' ? [step(c, ctx)] : [])),
          true,
        ),
      ];
    case 'Step':
      return [list([step(node, ctx)], true)];
    case 'CardGroup':
    case 'Columns': {
      const cards = node.children.every((c) => (c.type === 'mdxJsxFlowElement' || c.type === 'mdxJsxTextElement') && c.name === 'Card');
      return cards ? [list(node.children.map((c) => item(card(c as Jsx, ctx))))] : children();
    }
    case 'Card':
      return card(node, ctx);
    case 'Tile': {
      const title = attrText(node, 'title', ctx) ?? attrText(node, 'href', ctx) ?? '';
      const href = attrText(node, 'href', ctx);
      const description = attrText(node, 'description', ctx);
      const head: PhrasingContent = href ? { type: 'link', url: href, children: [text(title)] } : strong(title);
      return [para(head, ...(description ? [text(`: ${description}`)] : []))];
    }
    case 'ParamField':
    case 'ResponseField':
      return [list([field(node, ctx)], false, true)];
    case 'Update': {
      const label = attrText(node, 'label', ctx) ?? '';
      const description = attrText(node, 'description', ctx);
      const tags = attr(node, 'tags', ctx);
      return [
        subHeading(label, ctx),
        ...(description ? [para({ type: 'emphasis', children: [text(description)] })] : []),
        ...(Array.isArray(tags) && tags.length ? [para(text(`Tags: ${tags.map(String).join(', ')}`))] : []),
        ...under(node, ctx),
      ];
    }
    case 'Frame': {
      const caption = attrText(node, 'caption', ctx);
      const hint = attrText(node, 'hint', ctx);
      return [
        ...(hint ? [para(text(hint))] : []),
        ...flowOf(node.children, ctx),
        ...(caption ? [para({ type: 'emphasis', children: [text(caption)] })] : []),
      ];
    }
    case 'CodeBlock': {
      // The fence it stands for: its code is the text of its children (a template literal, or lines).
      const value = blockCode(toString({ type: 'root', children: flowOf(node.children, ctx) }));
      const title = attrText(node, 'filename', ctx) ?? attrText(node, 'title', ctx);
      return [{ type: 'code', lang: attrText(node, 'language', ctx) ?? attrText(node, 'lang', ctx) ?? null, meta: title ?? null, value }];
    }
    case 'Prompt': {
      const description = attrText(node, 'description', ctx);
      return [
        ...(description ? [para(text(description))] : []),
        { type: 'code', lang: 'text', value: toString({ type: 'root', children: flowOf(node.children, ctx) }) },
      ];
    }
    case 'Tree':
    case 'FileTree':
      return node.children.some((c) => c.type === 'list') ? flowOf(node.children, ctx) : [list(treeItems(node, ctx))];
    case 'Color':
      return [list(colorItems(node, ctx))];
    case 'a':
    case 'Link': {
      const href = attrText(node, 'href', ctx);
      const kids = phrasingOf(node.children, ctx);
      return href ? [{ type: 'link', url: href, children: kids }] : kids;
    }
    case 'img':
    case 'video':
    case 'iframe':
    case 'source': {
      const src = attrText(node, 'src', ctx);
      if (!src) return children();
      const alt = attrText(node, 'alt', ctx) ?? attrText(node, 'title', ctx) ?? '';
      const out: PhrasingContent =
        kind === 'img' ? { type: 'image', url: src, alt } : { type: 'link', url: src, children: [text(alt || src)] };
      return inline ? [out] : [para(out)];
    }
    case 'br':
      return inline ? [{ type: 'break' }] : [];
    case 'code':
      return [{ type: 'inlineCode', value: toString(node) }];
    case 'strong':
    case 'b':
      return [{ type: 'strong', children: phrasingOf(node.children, ctx) }];
    case 'em':
    case 'i':
      return [{ type: 'emphasis', children: phrasingOf(node.children, ctx) }];
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6': {
      const depth = Number(kind[1]) as Heading['depth'];
      ctx.depth = depth;
      return [{ type: 'heading', depth, children: phrasingOf(node.children, ctx) }];
    }
    case 'style':
    case 'script':
      return [];
    case 'ol':
    case 'ul': {
      // Items its code draws (`{items.map((x) => <li>{x}</li>)}`) are numbered as the list is.
      const out = children();
      for (const n of out) if (n.type === 'list') n.ordered = kind === 'ol';
      return out;
    }
    default:
      return children();
  }
}

/** A step: its title in bold, then its content, as a numbered list item. */
function step(node: Jsx, ctx: Ctx): ListItem {
  const title = attrText(node, 'title', ctx);
  return item([...(title ? [para(strong(title))] : []), ...flowOf(node.children, ctx)]);
}

/** A card: its title as a link (when it has one), then its text. */
function card(node: Jsx, ctx: Ctx): Flow[] {
  const title = attrText(node, 'title', ctx) ?? '';
  const href = attrText(node, 'href', ctx);
  const head: PhrasingContent[] = href ? [{ type: 'link', url: href, children: [text(title || href)] }] : title ? [strong(title)] : [];
  const body = flowOf(node.children, ctx);
  // A card's one-paragraph text joins its title's line.
  const first = paragraphText(body[0]);
  if (head.length && body.length === 1 && first) return [para(...head, text(': '), ...first)];
  return [...(head.length ? [para(...head)] : []), ...body];
}

const LOCATIONS = ['path', 'query', 'body', 'header', 'cookie'];

/** A parameter or response field: `name` (where, type, required, default) then its description. */
function field(node: Jsx, ctx: Ctx): ListItem {
  const location = LOCATIONS.find((l) => attrText(node, l, ctx) !== undefined);
  const name = (location ? attrText(node, location, ctx) : attrText(node, 'name', ctx)) ?? '';
  const facts = [
    location,
    attrText(node, 'type', ctx),
    attr(node, 'required', ctx) === true ? 'required' : undefined,
    attr(node, 'deprecated', ctx) === true ? 'deprecated' : undefined,
    attr(node, 'default', ctx) !== undefined ? `default: ${JSON.stringify(attr(node, 'default', ctx))}` : undefined,
  ].filter(Boolean);
  const head: PhrasingContent[] = [{ type: 'inlineCode', value: name }, ...(facts.length ? [text(` (${facts.join(', ')})`)] : [])];
  const body = flowOf(node.children, ctx);
  const first = paragraphText(body[0]);
  if (first) return item([para(...head, text(': '), ...first), ...body.slice(1)]);
  return item([para(...head), ...body]);
}

function treeItems(node: Jsx, ctx: Ctx): ListItem[] {
  return node.children.flatMap((c) => {
    if (c.type !== 'mdxJsxFlowElement' && c.type !== 'mdxJsxTextElement') return [];
    const name = attrText(c, 'name', ctx) ?? '';
    const folder = c.name === 'Tree.Folder';
    const kids = folder ? treeItems(c, ctx) : [];
    return [item([para(text(folder ? `${name}/` : name)), ...(kids.length ? [list(kids)] : [])])];
  });
}

function colorItems(node: Jsx, ctx: Ctx): ListItem[] {
  return node.children.flatMap((c) => {
    if (c.type !== 'mdxJsxFlowElement' && c.type !== 'mdxJsxTextElement') return [];
    if (c.name === 'Color.Row') {
      const kids = colorItems(c, ctx);
      return [item([para(strong(attrText(c, 'title', ctx) ?? '')), list(kids)])];
    }
    const v = attr(c, 'value', ctx);
    const value =
      typeof v === 'string'
        ? v
        : v && typeof v === 'object'
          ? Object.entries(v)
              .map(([k, x]) => `${k} ${String(x)}`)
              .join(', ')
          : '';
    return [item([para(text(`${attrText(c, 'name', ctx) ?? ''}: `), { type: 'inlineCode', value })])];
  });
}

/** An imported snippet, inlined with its props as names (and its own imports and exports). */
function inlineSnippet(node: Jsx, snippet: SnippetTree, ctx: Ctx): Flow[] {
  if (ctx.stack.includes(snippet.tree)) return [];
  const names = new Map(snippet.names);
  const props = new Map<string, unknown>();
  for (const a of node.attributes) if (a.type === 'mdxJsxAttribute') props.set(a.name, attr(node, a.name, ctx));
  names.set('props', Object.fromEntries(props));
  for (const [name, value] of props) names.set(name, value);
  // The snippet's code expressions are its own (found by their place in the snippet's file).
  const scope: EvalScope = { ...ctx.scope, lookup: (n) => (names.has(n) ? { value: names.get(n) } : undefined) };
  if (snippet.code) scope.code = snippet.code;
  else delete scope.code;
  const inner: Ctx = { ...ctx, scope, stack: [...ctx.stack, snippet.tree], source: snippet.source, props };
  const out = flowOf(snippet.tree.children, inner);
  ctx.depth = inner.depth;
  if (node.type === 'mdxJsxTextElement' && out.length === 1 && out[0]!.type === 'paragraph') return out[0].children;
  return out;
}

function capitalise(s: string): string {
  return s ? s[0]!.toUpperCase() + s.slice(1) : s;
}
