import fs from 'node:fs';
import path from 'node:path';
import type { Nodes as MdastNodes, Paragraph, Root as MdastRoot, Yaml } from 'mdast';
import type { Nodes as HastNodes, Root as HastRoot } from 'hast';
import type * as E from 'estree';
import { toHast } from 'mdast-util-to-hast';
import { raw } from 'hast-util-raw';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import rehypeKatex from 'rehype-katex';
import { createElement } from 'preact';
import { Fragment, jsx, jsxs } from 'preact/jsx-runtime';
import { renderToString } from 'preact-render-to-string';
import { toString } from 'mdast-util-to-string';
import { walk } from './walk.js';
import { VFile } from 'vfile';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Page, TocEntry } from '../model/page.js';
import { BUILTIN_COMPONENTS } from '../render/components/index.js';
import { resetTabIds } from '../render/components/tabs.js';
import { collectApiFields, resetFieldIds, type CollectedField } from '../render/components/api-fields.js';
import type { ApiSettings } from '../model/settings.js';
import { unknownComponent } from '../render/components/unknown.js';
import { readFrontmatter } from './frontmatter.js';
import { titleFromFile } from './quick-title.js';
import { parseMdx } from './parse-mdx.js';
import { evaluate, UnsupportedExpression, type EvalScope } from './evaluate.js';
import { highlightCodeBlocks } from './plugins/rehype-code-blocks.js';
import { addHeadingIds, escapeCustomHeadingIds } from './plugins/remark-heading-ids.js';
import { resolveLinks } from './plugins/remark-links.js';
import { substituteVariables } from './variables.js';
import type { CodeThemes, HighlightRecorder } from './highlight.js';
import { resolveSnippetImports, type SnippetLoader } from './snippets.js';
import { handWrittenApi, isApiPage, placeExamples } from './api-frontmatter.js';

/** What compiling a page needs from the site. */
export interface CompileContext {
  root: string;
  variables: Record<string, string>;
  codeThemes: CodeThemes;
  routes: ReadonlySet<string>;
  redirectPrefixes?: readonly string[];
  files: ReadonlySet<string>;
  /** Development: unknown components show a visible marker. */
  dev: boolean;
  snippets: SnippetLoader;
  /** docs.json `api`: hand-written API pages read `api.mdx` and `api.playground`. */
  api?: ApiSettings;
}

const MDX_NODES = ['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm'];

/** Compile one MDX or Markdown page to its content HTML, title, table of contents and diagnostics. */
export async function compilePage(file: string, route: string, ctx: CompileContext): Promise<Page> {
  return compileMdxText(fs.readFileSync(path.join(ctx.root, file), 'utf8'), file, route, ctx);
}

/**
 * Compile MDX text that is not a page file of its own (an OpenAPI operation's `x-docs.content`):
 * the same pipeline as compilePage, with `file` naming where the text came from in diagnostics.
 */
export async function compileMdxText(source: string, file: string, route: string, ctx: CompileContext): Promise<Page> {
  const diagnostics: Diagnostic[] = [];
  const text = escapeCustomHeadingIds(substituteVariables(source, ctx.variables, file, diagnostics));
  const parsed = parseMdx(text, file);
  const fallbackTitle = titleFromFile(file);
  if (!parsed.ok) {
    return {
      route,
      title: fallbackTitle,
      meta: { social: {}, raw: {} },
      html: '',
      toc: [],
      needs: { math: false, mermaid: false },
      dependencies: [],
      assets: [],
      diagnostics: [...diagnostics, parsed.diagnostic],
    };
  }
  diagnostics.push(...parsed.warnings);
  const tree = parsed.tree;
  const yaml = tree.children.find((n): n is Yaml => n.type === 'yaml');
  const fm = readFrontmatter(yaml?.value, file, yaml?.position?.start.line ?? 1);
  diagnostics.push(...fm.diagnostics);
  const toc: TocEntry[] = [];
  addHeadingIds(tree, toc);
  const assets = new Set<string>();
  resolveLinks(
    tree,
    { file, routes: ctx.routes, files: ctx.files, ...(ctx.redirectPrefixes ? { redirectPrefixes: ctx.redirectPrefixes } : {}) },
    assets,
    diagnostics,
  );
  const math = hasMath(tree);
  unwrapComponentParagraphs(tree);
  const classes = new Set<string>();
  const scope = createScope(file, ctx.dev, diagnostics, componentPositions(tree, classes));
  const snippets = await resolveSnippetImports(tree, file, ctx, scope, diagnostics);
  // Hand-written API pages: examples beside the content, ParamFields collected for the playground.
  placeExamples(tree);
  const apiFields: CollectedField[] | undefined = isApiPage(fm.meta.raw) ? [] : undefined;
  const highlighted: [string, string][] = [];
  const content = await toContentHtml(
    tree,
    { codeThemes: ctx.codeThemes, record: (id, pre) => highlighted.push([id, pre]) },
    scope,
    math,
    diagnostics,
    apiFields,
  );
  const api =
    apiFields &&
    handWrittenApi(
      fm.meta.raw,
      apiFields,
      ctx.api,
      { file, yaml: yaml?.value ?? '', line: yaml?.position?.start.line ?? 1 },
      content.html,
      diagnostics,
    );
  return {
    route,
    title: fm.meta.title ?? firstHeading(tree) ?? fallbackTitle,
    ...(fm.meta.description ? { description: fm.meta.description } : {}),
    meta: fm.meta,
    html: api?.html ?? content.html,
    toc,
    needs: { math: math || snippets.needs.math, mermaid: content.mermaid || snippets.needs.mermaid },
    dependencies: snippets.files,
    assets: [...assets],
    diagnostics,
    ...(classes.size + snippets.classes.length ? { classes: [...new Set([...classes, ...snippets.classes])].sort() } : {}),
    ...(api?.data ? { api: api.data } : {}),
    ...(highlighted.length ? { highlighted } : {}),
  };
}

/** What turning mdast into hast needs: the code themes, and who to tell which blocks were highlighted. */
export interface HastContext {
  codeThemes: CodeThemes;
  record?: HighlightRecorder;
}

/** mdast → hast (highlighted, math typeset) → Preact vnodes with components → HTML. */
export async function toContentHtml(
  tree: MdastRoot,
  ctx: HastContext,
  scope: EvalScope,
  math: boolean,
  sink: Diagnostic[],
  apiFields?: CollectedField[],
): Promise<{ html: string; mermaid: boolean }> {
  const { hast, mermaid } = await prepareHast(tree, ctx, math);
  resetTabIds();
  resetFieldIds();
  return { html: renderHastInto(hast, scope, sink, apiFields) as string, mermaid };
}

/** The asynchronous part of rendering: mdast → hast with code highlighted and math typeset. */
export async function prepareHast(tree: MdastRoot, ctx: HastContext, math: boolean): Promise<{ hast: HastRoot; mermaid: boolean }> {
  tree.children = tree.children.filter((n) => n.type !== 'yaml');
  let hast = toHast(tree, { passThrough: MDX_NODES as never, allowDangerousHtml: true }) as HastRoot;
  if (hasRaw(hast)) hast = raw(hast, { passThrough: MDX_NODES }) as HastRoot;
  removeEmptyExpressions(hast);
  const { mermaid } = await highlightCodeBlocks(hast, ctx.codeThemes, ctx.record);
  if (math) typesetMath(hast);
  return { hast, mermaid };
}

/**
 * Where render-time diagnostics of shared snippets go: the page being rendered. Rendering is
 * synchronous, so a stack set around it is enough.
 */
const sinks: Diagnostic[][] = [];

/** The diagnostics of the page being rendered now, if any. */
export function currentSink(): Diagnostic[] | undefined {
  return sinks[sinks.length - 1];
}

/** Render hast with `sink` receiving the diagnostics of snippets rendered inside it (and `apiFields` its ParamFields). */
export function renderHastInto(hast: HastRoot, scope: EvalScope, sink: Diagnostic[], apiFields?: CollectedField[]): unknown {
  sinks.push(sink);
  try {
    const render = () => renderToString(renderHast(hast, scope) as never);
    return apiFields ? collectApiFields(apiFields, render) : render();
  } finally {
    sinks.pop();
  }
}

/** The synchronous part: hast → Preact vnodes, components and expressions resolved in `scope`. */
export function renderHast(hast: HastRoot, scope: EvalScope): unknown {
  return toJsxRuntime(hast, {
    Fragment,
    jsx: jsx as never,
    jsxs: jsxs as never,
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
    createElement: (type, props, children) => createElement((type ?? Fragment) as never, props, ...(children as never[])),
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

/** Evaluate an MDX expression, turning unsupported ones into a warning and nothing on the page. */
export function safeEvaluate(node: E.Node, scope: EvalScope): unknown {
  try {
    return evaluate(node, scope);
  } catch (err) {
    if (!(err instanceof UnsupportedExpression)) throw err;
    scope.unsupported(err.message, err.node);
    return undefined;
  }
}

/** Typeset `$…$` and `$$…$$` with KaTeX (errors show in red in place, they do not fail the page). */
function typesetMath(tree: HastRoot): void {
  const attach = rehypeKatex as unknown as (options: object) => (tree: HastRoot, file: VFile) => void;
  attach({ output: 'htmlAndMathml', throwOnError: false, strict: false })(tree, new VFile());
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

/**
 * `<Note>text</Note>` on one line parses as a paragraph holding an inline element, which would put
 * block components inside `<p>`. A paragraph made only of capitalised components (and blank text)
 * gives way to them.
 */
function unwrapComponentParagraphs(tree: MdastRoot): void {
  walk<Paragraph>(
    tree,
    (node, index, parent) => {
      if (!parent || index === undefined) return undefined;
      const kids = node.children.filter((c) => !(c.type === 'text' && !c.value.trim()));
      const only = kids.length > 0 && kids.every((c) => c.type === 'mdxJsxTextElement' && !!c.name && /^[A-Z]/.test(c.name));
      if (!only) return undefined;
      parent.children.splice(index, 1, ...(kids.map((k) => ({ ...k, type: 'mdxJsxFlowElement' })) as never[]));
      return index;
    },
    'paragraph',
  );
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

function firstHeading(tree: MdastRoot): string | undefined {
  const h = tree.children.find((n) => n.type === 'heading' && n.depth === 1);
  return h ? toString(h).trim() || undefined : undefined;
}
