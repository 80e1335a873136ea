/**
 * Rendering MDX: mdast → hast (highlighted, math typeset) → Preact vnodes with the built-in
 * components and the page's names → HTML. Pages (compile-page.ts) and snippets (snippets.ts) share it.
 */
import type { Nodes as MdastNodes, Root as MdastRoot } from 'mdast';
import type { Nodes as HastNodes, Root as HastRoot } from 'hast';
import type * as E from 'estree';
import { defaultHandlers, toHast, type Handler } from 'mdast-util-to-hast';
import { raw } from 'hast-util-raw';
import { toString } from 'mdast-util-to-string';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { createContext, createElement, options } from 'preact';
import { useContext } from 'preact/hooks';
import { Fragment, jsx, jsxs } from 'preact/jsx-runtime';
import { renderToString } from 'preact-render-to-string';
import { VFile } from 'vfile';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { IslandSource } from '../model/page.js';
import { IslandsContext, slotMarkers } from './custom/island.js';
import { BUILTIN_COMPONENTS } from '../render/components/index.js';
import { RenderStateContext, type RenderState } from '../render/components/render-state.js';
import { unknownComponent } from '../render/components/unknown.js';
import { evaluate, expressionKey, UnsupportedExpression, type EvalScope } from './evaluate.js';
import { highlightCodeBlocks } from './plugins/rehype-code-blocks.js';
import { wrapTables } from './plugins/rehype-table-wrap.js';
import { highlightPending } from './pending-code.js';
import type { CodeThemes, HighlightRecorder } from './highlight.js';
import { walk } from './walk.js';
import { svgRootProps } from './svg-attributes.js';
import { ALIAS } from './plugins/remark-heading-ids.js';

const MDX_NODES = ['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm'];

/** What turning mdast into hast needs: the code themes, and who to tell which blocks were highlighted. */
export interface HastContext {
  codeThemes: CodeThemes;
  record?: HighlightRecorder;
  /** Where `twoslash` blocks that TypeScript rejects are reported: the file being compiled and its diagnostics. */
  report?: { file: string; sink: Diagnostic[] };
}

/**
 * The mdast `data` flag of top-level nodes drawn apart from the rest of the content (a page's own API
 * examples, placed in a column by whoever lays the page out). Authors cannot set mdast `data`.
 */
export const APART = 'sxApart';

/**
 * mdast → hast (highlighted, math typeset) → Preact vnodes with components → HTML, in a fresh render
 * `state`. Top-level nodes flagged APART are drawn first, on their own, as `apart`.
 */
export async function toContentHtml(
  tree: MdastRoot,
  ctx: HastContext,
  scope: EvalScope,
  math: boolean,
  sink: Diagnostic[],
  state: RenderState,
): Promise<{ html: string; apart?: string; mermaid: boolean; elk: boolean; islands: IslandSource[] }> {
  const { hast, mermaid, elk } = await prepareHast(tree, ctx, math);
  const islands = new Map<string, IslandSource>();
  const isApart = (n: HastRoot['children'][number]) => (n.data as Record<string, unknown> | undefined)?.[APART] === true;
  const apart = hast.children.filter(isApart);
  hast.children = hast.children.filter((n) => !isApart(n));
  // `<CodeBlock>` components draw their code plain: it is highlighted once the page is drawn.
  const draw = (root: HastRoot) => highlightPending(renderHastInto(root, scope, sink, state, islands), ctx.codeThemes, ctx.record);
  const aside = apart.length ? await draw({ type: 'root', children: apart }) : undefined;
  const html = await draw(hast);
  return { html, ...(aside !== undefined ? { apart: aside } : {}), mermaid, elk, islands: [...islands.values()] };
}

/** The asynchronous part of rendering: mdast → hast with code highlighted and math typeset. */
export async function prepareHast(
  tree: MdastRoot,
  ctx: HastContext,
  math: boolean,
): Promise<{ hast: HastRoot; mermaid: boolean; elk: boolean }> {
  tree.children = tree.children.filter((n) => n.type !== 'yaml');
  let hast = toHast(tree, { passThrough: MDX_NODES as never, allowDangerousHtml: true, handlers: LINK_HANDLERS }) as HastRoot;
  if (hasRaw(hast)) hast = raw(hast, { passThrough: MDX_NODES }) as HastRoot;
  removeEmptyExpressions(hast);
  withAnchorAliases(hast);
  wrapTables(hast);
  const { report } = ctx;
  const { mermaid, elk } = await highlightCodeBlocks(
    hast,
    ctx.codeThemes,
    ctx.record,
    report &&
      ((message, line) =>
        report.sink.push({
          severity: 'warning',
          code: 'twoslash-error',
          message: `twoslash: ${message}; the block is shown without type information`,
          file: report.file,
          line,
          column: 1,
          pointer: '',
        })),
  );
  if (math) await typesetMath(hast);
  return { hast, mermaid, elk };
}

/** A Markdown link's element with the class the reference gives content links (`.link`), which sites' stylesheets name. */
const withLinkClass =
  (handler: Handler): Handler =>
  (state, node, parent) => {
    const out = handler(state, node, parent);
    if (out && !Array.isArray(out) && out.type === 'element' && out.tagName === 'a') out.properties['className'] = ['link'];
    return out;
  };

const LINK_HANDLERS = { link: withLinkClass(defaultHandlers.link), linkReference: withLinkClass(defaultHandlers.linkReference) };

/** Where render-time diagnostics of shared snippets go: the page being rendered. */
const Sink = createContext<Diagnostic[] | undefined>(undefined);

/** The diagnostics of the page being rendered now, if any (a hook: call it while rendering). */
export function useSink(): Diagnostic[] | undefined {
  return useContext(Sink);
}

/**
 * Render hast with `sink` receiving the diagnostics of snippets rendered inside it, components keeping their ids in `state`,
 * and the author's interactive components drawn recorded in `islands`.
 */
export function renderHastInto(
  hast: HastRoot,
  scope: EvalScope,
  sink: Diagnostic[],
  state: RenderState,
  islands?: Map<string, IslandSource>,
): string {
  // Class components catch their subtree's errors, as in the browser: an island whose code fails is drawn there instead.
  const flags = options as { errorBoundaries?: boolean };
  const before = flags.errorBoundaries;
  flags.errorBoundaries = true;
  let html: string;
  try {
    html = renderToString(
      <RenderStateContext.Provider value={state}>
        <IslandsContext.Provider value={islands}>
          <Sink.Provider value={sink}>{renderHast(hast, scope) as never}</Sink.Provider>
        </IslandsContext.Provider>
      </RenderStateContext.Provider>,
    );
  } finally {
    flags.errorBoundaries = before;
  }
  return islands?.size ? slotMarkers(html) : html;
}

/** The synchronous part: hast → Preact vnodes, components and expressions resolved in `scope`. */
export function renderHast(hast: HastRoot, scope: EvalScope): unknown {
  return toJsxRuntime(hast, {
    Fragment,
    jsx: ((type: never, props: never, key: never) => jsx(type, svgRootProps(type, props), key)) as never,
    jsxs: ((type: never, props: never, key: never) => jsxs(type, svgRootProps(type, props), key)) as never,
    development: false,
    elementAttributeNameCase: 'html',
    stylePropertyNameCase: 'css',
    components: BUILTIN_COMPONENTS as never,
    createEvaluater: () => ({
      evaluateExpression: (expression) => safeEvaluate(expression as E.Node, scope),
      // ESM was handled before rendering (imports resolved, exports in scope).
      evaluateProgram: () => undefined,
    }),
  });
}

/** The names an MDX page can use: built-in components, then its own exports and imports. */
export function createScope(
  file: string,
  dev: boolean,
  diagnostics: Diagnostic[],
  positions = new Map<string, { line: number; column: number }>(),
): EvalScope & { names: Map<string, unknown> } {
  const names = new Map<string, unknown>(Object.entries(BUILTIN_COMPONENTS));
  const unknown = new Map<string, unknown>();
  // Component names reach the scope as position-less identifiers: fall back to where the tag is written.
  const at = (node: E.Node) =>
    node.loc
      ? { line: node.loc.start.line, column: node.loc.start.column + 1 }
      : (positions.get((node as E.Identifier).name) ?? { line: 1, column: 1 });
  return {
    names,
    lookup: (name) => (names.has(name) ? { value: names.get(name) } : undefined),
    unknownComponent: (name, node) => {
      if (!unknown.has(name)) {
        unknown.set(name, unknownComponent(name, dev));
        diagnostics.push({
          severity: 'warning',
          code: 'unknown-component',
          message: `<${name}> is not a known component; its children are shown without it`,
          file,
          ...at(node),
          pointer: '',
        });
      }
      return unknown.get(name);
    },
    unknownName: (name, node) => {
      diagnostics.push({
        severity: 'warning',
        code: 'mdx-unknown-name',
        message: `\`${name}\` is not defined on this page; it renders as nothing`,
        file,
        ...at(node),
        pointer: '',
      });
    },
    createElement: (type, props, children) =>
      createElement((type ?? Fragment) as never, svgRootProps(type, props), ...(children as never[])),
    unsupported: (what, node) => {
      diagnostics.push({
        severity: 'warning',
        code: 'mdx-unsupported-expression',
        message: `Not evaluated in MDX pages: ${what} (only data: literals, objects, names and JSX); this renders as nothing`,
        file,
        ...at(node),
        pointer: '',
      });
    },
  };
}

/**
 * The text of Markdown as drawn: its expressions' values (`## Hello {name}` → "Hello Ada"), not their
 * source, as mdast-util-to-string gives. Quiet: the expressions are reported where they are drawn.
 */
export function drawnText(node: MdastNodes, scope: EvalScope): string {
  const quiet: EvalScope = { ...scope, unknownName: () => undefined, unsupported: () => undefined, unknownComponent: () => undefined };
  const text = (n: MdastNodes): string => {
    if (n.type === 'mdxTextExpression' || n.type === 'mdxFlowExpression') {
      const stmt = (n.data?.estree as E.Program | undefined)?.body[0];
      return stmt?.type === 'ExpressionStatement' ? valueText(safeEvaluate(stmt.expression, quiet)) : '';
    }
    return 'children' in n ? n.children.map(text).join('') : toString(n);
  };
  return text(node);
}

/** The text a drawn value shows: strings and numbers, and the text of elements and lists of them. */
function valueText(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.map(valueText).join('');
  if (value && typeof value === 'object' && 'props' in value) return valueText((value.props as { children?: unknown }).children);
  return '';
}

/** Evaluate an MDX expression, turning unsupported ones into a warning and nothing on the page. */
export function safeEvaluate(node: E.Node, scope: EvalScope): unknown {
  const code = scope.code?.get(expressionKey(node));
  if (code) return code((name) => scope.lookup(name)?.value);
  try {
    return evaluate(node, scope);
  } catch (err) {
    if (!(err instanceof UnsupportedExpression)) throw err;
    scope.unsupported(err.message, err.node);
    return undefined;
  }
}

/**
 * Typeset `$…$` and `$$…$$` with KaTeX (errors show in red in place, they do not fail the page). KaTeX
 * is loaded by the first page with math: it is 350 KB of JavaScript that every build thread would
 * otherwise compile at start, for sites that mostly have none.
 */
async function typesetMath(tree: HastRoot): Promise<void> {
  const { default: rehypeKatex } = await import('rehype-katex');
  const attach = rehypeKatex as unknown as (options: object) => (tree: HastRoot, file: VFile) => void;
  attach({ output: 'htmlAndMathml', throwOnError: false, strict: false })(tree, new VFile());
}

/**
 * A heading's alias id (given by addHeadingIds) as an empty element at its start: a second link target,
 * hidden from screen readers and absent from the table of contents.
 */
function withAnchorAliases(tree: HastRoot): void {
  walk<HastNodes>(tree, (node) => {
    if (node.type !== 'element' || typeof node.properties[ALIAS] !== 'string') return;
    const id = node.properties[ALIAS];
    delete node.properties[ALIAS];
    node.children.unshift({
      type: 'element',
      tagName: 'span',
      properties: { id, className: ['sx-anchor-alias'], ariaHidden: 'true' },
      children: [],
    });
  });
}

/** Drop comment-only expressions (`{/* … *\/}`, HTML comments): they render nothing, and the JSX runtime expects a body. */
function removeEmptyExpressions(tree: HastRoot): void {
  walk<HastNodes>(tree, (node, index, parent) => {
    if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && parent && index !== undefined) {
      const program = (node.data as { estree?: E.Program } | undefined)?.estree;
      if (!program || program.body.length === 0) {
        parent.children.splice(index, 1);
        return index;
      }
    }
    return undefined;
  });
}

/** Where each JSX tag name is first written, for diagnostics about components. */
export function componentPositions(tree: MdastRoot, classes?: Set<string>): Map<string, { line: number; column: number }> {
  const out = new Map<string, { line: number; column: number }>();
  walk<MdastNodes>(tree, (n) => {
    if (n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') {
      if (n.name && !out.has(n.name) && n.position) out.set(n.name, { line: n.position.start.line, column: n.position.start.column });
      if (classes)
        for (const a of n.attributes)
          if (a.type === 'mdxJsxAttribute' && (a.name === 'className' || a.name === 'class') && typeof a.value === 'string')
            addClasses(classes, a.value);
    } else if (classes && n.type === 'html') {
      for (const m of n.value.matchAll(CLASS_ATTRIBUTE)) addClasses(classes, m[1] ?? m[2] ?? '');
    }
  });
  return out;
}

const CLASS_ATTRIBUTE = /\sclass(?:Name)?\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** The author's class names (Tailwind candidates; Sextant's own `sx-` classes are never utilities). */
function addClasses(into: Set<string>, value: string): void {
  for (const c of value.split(/\s+/)) if (c && !c.startsWith('sx-')) into.add(c);
}

export function hasMath(tree: MdastRoot): boolean {
  let found = false;
  walk(tree, (n) => {
    if (n.type === 'math' || n.type === 'inlineMath') found = true;
  });
  return found;
}

function hasRaw(tree: HastRoot): boolean {
  let found = false;
  walk(
    tree,
    () => {
      found = true;
      return 'skip';
    },
    'raw',
  );
  return found;
}
