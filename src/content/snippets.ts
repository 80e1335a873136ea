import fs from 'node:fs';
import path from 'node:path';
import type { Nodes as MdastNodes, Root as MdastRoot } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type * as E from 'estree';
import { createElement, Fragment, type ComponentChildren } from 'preact';
import { walk } from './walk.js';
import { BUILTIN_COMPONENTS } from '../render/components/index.js';
import { CodeHoles } from './snippet-holes.js';
import { twoslashForTwin } from './twoslash-twin.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { PageLink, PageNeeds } from '../model/page.js';
import { collectLinks } from './plugins/remark-links.js';
import { highlightCode, type CodeThemes } from './highlight.js';
import type { EvalScope } from './evaluate.js';
import { parseMdx } from './parse-mdx.js';
import { settleParagraphs } from './block-paragraphs.js';
import { substituteVariables } from './variables.js';
import { latexComponents } from './latex-component.js';
import {
  bodyExpressions,
  esmNames,
  handlerIslands,
  missingProjectImport,
  needsCode,
  resolveProjectImport,
} from './custom/module-source.js';
import type { SnippetTree } from './markdown-twin.js';

const CODE_EXTENSIONS = ['.jsx', '.tsx', '.js', '.ts', '.mjs'];
/** What an import of a missing file binds (reported at the import): a component drawing only its children. */
const BUILTIN_NAMES: ReadonlySet<string> = new Set(Object.keys(BUILTIN_COMPONENTS));
const childrenOnly = ({ children }: { children?: ComponentChildren }) => createElement(Fragment, null, children);
import { componentPositions, createScope, hasMath, prepareHast, renderHast, safeEvaluate, useSink } from './render-hast.js';

/** What snippet compilation needs (a subset of the page's context). */
interface SnippetContext {
  root: string;
  variables: Record<string, string>;
  codeThemes: CodeThemes;
  dev: boolean;
  files: ReadonlySet<string>;
  snippets: SnippetLoader;
  /** Where compiled components are cached (see content/custom/). */
  componentCache?: string;
  /** False when `$` is text (docs.json `styling.latex: false`). */
  math?: boolean;
}

type Scope = EvalScope & { names: Map<string, unknown> };

interface CompiledSnippet {
  /** Render the snippet with props (in scope as names, and `children`) to Preact vnodes. */
  render: (props: Record<string, unknown>) => unknown;
  exports: Map<string, unknown>;
  dependencies: string[];
  needs: PageNeeds;
  /** Class names written in the snippet (and those it imports): Tailwind candidates. */
  classes: string[];
  /** The links the site-wide checks need (see PageLink), from the snippet and those it imports. */
  links: PageLink[];
  /** The parsed snippet and its names, for the Markdown twin. */
  twin: SnippetTree;
}

/** The assets either of two parts of a page needs (`elk` only when set, as pages without it leave it out). */
export function mergedNeeds(a: PageNeeds, b: PageNeeds): PageNeeds {
  return { math: a.math || b.math, mermaid: a.mermaid || b.mermaid, ...(a.elk || b.elk ? { elk: true } : {}) };
}

/** What a page takes from the snippets it uses. */
export interface SnippetUse {
  files: string[];
  needs: PageNeeds;
  classes: string[];
  links: PageLink[];
}

/** Compiles each snippet file once per build; pages share the result. */
export class SnippetLoader {
  private readonly compiled = new Map<string, Promise<CompiledSnippet | undefined>>();

  /** The compiled snippet for a project file, or undefined when it cannot be used (reported). */
  load(file: string, ctx: SnippetContext, stack: string[], diagnostics: Diagnostic[]): Promise<CompiledSnippet | undefined> {
    if (stack.includes(file)) {
      diagnostics.push({
        severity: 'error',
        code: 'snippet-cycle',
        message: `Snippets import each other in a cycle: ${[...stack, file].join(' → ')}`,
        file: stack.at(-1)!,
        line: 1,
        column: 1,
        pointer: '',
      });
      return Promise.resolve(undefined);
    }
    let p = this.compiled.get(file);
    if (!p) this.compiled.set(file, (p = compileSnippet(file, ctx, [...stack, file], diagnostics)));
    return p;
  }

  /** Forget a snippet (the dev server calls this when the file changes). */
  invalidate(file: string): void {
    this.compiled.delete(file);
  }
}

async function compileSnippet(
  file: string,
  ctx: SnippetContext,
  stack: string[],
  diagnostics: Diagnostic[],
): Promise<CompiledSnippet | undefined> {
  const own: Diagnostic[] = [];
  const text = substituteVariables(fs.readFileSync(path.join(ctx.root, file), 'utf8'), ctx.variables, file, own);
  const parsed = parseMdx(text, file, { math: ctx.math });
  if (!parsed.ok) {
    diagnostics.push(...own, parsed.diagnostic);
    return undefined;
  }
  diagnostics.push(...parsed.warnings);
  settleParagraphs(parsed.tree);
  latexComponents(parsed.tree, text);
  const classes = new Set<string>();
  const positions = componentPositions(parsed.tree, classes);
  const scope = createScope(file, ctx.dev, own, positions);
  const builtins = new Set(scope.names.keys());
  const nested = await resolveSnippetImports(parsed.tree, file, ctx, scope, own, stack, parsed.relaxed ? undefined : text);
  const exports = new Map([...scope.names].filter(([k]) => !builtins.has(k)));
  const math = hasMath(parsed.tree);
  const links: PageLink[] = [];
  collectLinks(parsed.tree, file, links);
  // Its twoslash blocks as the page shows them, for the twins of the pages that inline it.
  await twoslashForTwin(parsed.tree, ctx.codeThemes);
  const holes = new CodeHoles();
  holes.punch(parsed.tree);
  const { hast, mermaid, elk } = await prepareHast(parsed.tree, { ...ctx, report: { file, sink: own } }, math);
  // A block none of whose placeholders a page fills shows as written (highlighted as rehype-code-blocks does).
  await holes.restore(hast, (code, lang, meta) => highlightCode(code, lang === 'nocopy' ? 'text' : lang, meta, ctx.codeThemes));
  diagnostics.push(...own);
  return {
    // Props join the snippet's own names, so `{title}` in a snippet reads `<Snippet title="…" />`.
    // Render-time warnings go to the page being rendered, which may not be the first that used it
    // (render is called while the Snippet component renders, so it can read the page's context).
    render: (props) => {
      const sink = useSink() ?? own;
      const local = createScope(file, ctx.dev, sink, positions);
      for (const [k, v] of scope.names) local.names.set(k, v);
      if (scope.call) local.call = scope.call;
      // Its code expressions report to the page being rendered too.
      if (scope.code) local.code = new Map([...scope.code].map(([k, run]) => [k, (lookup) => run(lookup, sink)]));
      // `{props.name}` as well as `{name}`: a snippet is an MDX module, whose content sees its props as `props`.
      local.names.set('props', props);
      for (const [k, v] of Object.entries(props)) local.names.set(k, v);
      return holes.filled(props, () => renderHast(hast, local));
    },
    exports,
    dependencies: [file, ...nested.files],
    needs: mergedNeeds({ math, mermaid, elk }, nested.needs),
    classes: [...classes, ...nested.classes],
    links: [...links, ...nested.links],
    twin: {
      tree: parsed.tree,
      names: scope.names,
      ...(scope.code ? { code: scope.code } : {}),
      ...(parsed.relaxed ? {} : { source: text }),
    },
  };
}

/** The snippet behind each snippet component, for the Markdown twin (which inlines its tree). */
const twins = new WeakMap<object, SnippetTree>();

/** The tree and names of the snippet a component renders, when it is a snippet's. */
export function snippetTree(component: unknown): SnippetTree | undefined {
  return typeof component === 'function' ? twins.get(component) : undefined;
}

/** A component that renders a compiled snippet with the props it is given. */
function snippetComponent(snippet: CompiledSnippet) {
  const Snippet = function Snippet(props: Record<string, unknown>): unknown {
    return snippet.render(props);
  };
  twins.set(Snippet, snippet.twin);
  return Snippet;
}

/**
 * Handle a page's ESM and `<Snippet file>` before rendering: imports of `.mdx`/`.md` snippets become
 * components (and their exports names), `export const` data joins the scope. Returns the snippet
 * files the page depends on.
 */
export async function resolveSnippetImports(
  tree: MdastRoot,
  file: string,
  ctx: SnippetContext,
  scope: Scope,
  diagnostics: Diagnostic[],
  stack: string[] = [file],
  /** The text the tree was parsed from (places the body's code expressions' errors on their later lines). */
  source?: string,
): Promise<SnippetUse> {
  const deps = new Set<string>();
  let needs: PageNeeds = { math: false, mermaid: false };
  const classes = new Set<string>();
  const links = new Map<string, PageLink[]>();
  const use = (s: CompiledSnippet) => {
    s.dependencies.forEach((d) => deps.add(d));
    links.set(s.dependencies[0]!, s.links);
    s.classes.forEach((c) => classes.add(c));
    needs = mergedNeeds(needs, s.needs);
  };
  const esm: MdxjsEsm[] = [];
  const legacy: MdxJsxFlowElement[] = [];
  walk<MdastNodes>(tree, (n) => {
    if (n.type === 'mdxjsEsm') esm.push(n as MdxjsEsm);
    else if ((n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') && (n as MdxJsxFlowElement).name === 'Snippet')
      legacy.push(n as MdxJsxFlowElement);
  });
  const warn = (code: string, message: string, line = 1, column = 1) =>
    diagnostics.push({ severity: 'warning', code, message, file, line, column, pointer: '' });
  // ESM that defines or imports components runs as code (content/custom/), and so does a page whose body
  // has expressions the data evaluator does not read (`{list.join(', ')}`); the rest is read as data.
  const esmCode = esm.some((n) => {
    const program = n.data?.estree as E.Program | undefined;
    return !!program && needsCode(program, (source) => resolveProjectImport(source, file, ctx.files, CODE_EXTENSIONS));
  });
  // HTML elements with an event handler (`<button onClick={open}>`) become islands of the page's module
  // (before its expressions are collected: theirs run inside the island).
  const islands = source ? handlerIslands(tree, source) : [];
  // A page's own functions are called by the data evaluator (`rows()`); on a data page there are none.
  const expressions = bodyExpressions(tree, source, esmCode ? esmNames(esm) : undefined);
  const code = esmCode || expressions.length > 0 || islands.length > 0;
  const mdxModules = new Map<string, Record<string, unknown>>();
  const bindings: (() => void)[] = [];
  const missing = new Set<string>();
  for (const node of esm) {
    const program = node.data?.estree as E.Program | undefined;
    for (const stmt of program?.body ?? []) {
      const line = stmt.loc?.start.line ?? node.position?.start.line ?? 1;
      if (code && stmt.type !== 'ImportDeclaration') continue;
      if (stmt.type === 'ImportDeclaration') {
        const written = String(stmt.source.value);
        const target = resolveImport(written, file, ctx.files);
        const column = (stmt.source.loc?.start.column ?? 0) + 1;
        const missingFile = !target && missingProjectImport(written, file, ctx.files, [...CODE_EXTENSIONS, '.mdx', '.md']);
        // A package or a path alias (`@/components/x`): only the docs folder's own files are bundled, as in Mintlify.
        const foreign = !target && !missingFile && !/^(?:\/|\.\.?\/)/.test(written) && !/^react(?:-dom)?(?:\/|$)/.test(written);
        if (missingFile || foreign || (!target && !code)) {
          // A built-in's name (`import { Accordion } from "…"`) stays the built-in; other names draw their children.
          const builtin = stmt.specifiers.filter((s) => BUILTIN_NAMES.has(s.local.name)).map((s) => `<${s.local.name}>`);
          const others = stmt.specifiers
            .filter((s) => !BUILTIN_NAMES.has(s.local.name))
            .map((s) => (/^[A-Z]/.test(s.local.name) ? `<${s.local.name}>` : `\`${s.local.name}\``));
          const effects = [
            ...(others.length ? [`${others.join(', ')} ${others.length > 1 ? 'draw' : 'draws'} only what the page writes inside`] : []),
            ...(builtin.length
              ? [`${builtin.join(', ')} ${builtin.length > 1 ? 'stay the built-in components' : 'stays the built-in component'}`]
              : []),
          ];
          diagnostics.push({
            severity: 'warning',
            code: missingFile ? 'snippet-not-found' : 'mdx-unsupported-import',
            message:
              (missingFile
                ? `Cannot find "${written}" in the docs folder`
                : foreign
                  ? `Cannot import "${written}": pages import files of the docs folder (snippets .mdx and .md, components .jsx, .tsx, .js and .ts), not packages or path aliases`
                  : `Cannot import "${written}": pages import snippets (.mdx, .md) and components (.jsx, .tsx, .js, .ts)`) +
              (effects.length ? `${missingFile ? ':' : ';'} ${effects.join('; ')}` : ''),
            file,
            line,
            column,
            pointer: '',
            hint: missingFile
              ? 'fix the path (project paths start at the docs folder, as in "/snippets/card.mdx"), or add the file'
              : foreign
                ? foreignHint(written)
                : 'remove the import, or move the value into an `export const` of an .mdx snippet',
          });
          if (code) missing.add(written);
          else for (const s of stmt.specifiers) if (!BUILTIN_NAMES.has(s.local.name)) scope.names.set(s.local.name, childrenOnly);
          continue;
        }
        if (!target) continue;
        const snippet = await ctx.snippets.load(target, ctx, stack, diagnostics);
        deps.add(target);
        if (!snippet) continue;
        use(snippet);
        const component = snippetComponent(snippet);
        mdxModules.set(target, { default: component, ...Object.fromEntries(snippet.exports) });
        // On a page whose ESM runs as code the module binds these names too; the snippet itself is bound
        // after it (not as an island of the page's), so the Markdown twin still inlines it. On a data page
        // they are bound at once: a later `export const` may read them.
        const bind = () => {
          for (const s of stmt.specifiers) {
            if (s.type === 'ImportDefaultSpecifier' || (!code && s.type === 'ImportNamespaceSpecifier'))
              scope.names.set(s.local.name, component);
            else if (!code && s.type === 'ImportSpecifier') {
              const name = s.imported.type === 'Identifier' ? s.imported.name : String(s.imported.value);
              if (snippet.exports.has(name)) scope.names.set(s.local.name, snippet.exports.get(name));
              else warn('snippet-missing-export', `${target} has no export \`${name}\``, line);
            }
          }
        };
        if (code) bindings.push(bind);
        else bind();
      } else if (stmt.type === 'ExportNamedDeclaration' && stmt.declaration?.type === 'VariableDeclaration') {
        for (const d of stmt.declaration.declarations) {
          if (d.id.type === 'Identifier' && d.init) scope.names.set(d.id.name, safeEvaluate(d.init, scope));
        }
      } else if (stmt.type !== 'ExportNamedDeclaration' || stmt.declaration) {
        warn(
          'mdx-unsupported-export',
          `This ${stmt.type === 'ExportDefaultDeclaration' ? 'default export' : 'statement'} is not supported in MDX pages; only \`export const name = data\``,
          line,
        );
      }
    }
  }
  if (code) {
    const { pageComponents } = await import('./custom/page-components.js');
    const components = await pageComponents(
      {
        root: ctx.root,
        file,
        nodes: islands.length
          ? [...esm, ...islands].sort((a, b) => (a.position?.start.offset ?? 0) - (b.position?.start.offset ?? 0))
          : esm,
        ...(ctx.componentCache ? { cacheDir: ctx.componentCache } : {}),
        mdx: (t) => mdxModules.get(t) ?? {},
        expressions,
        missing,
      },
      diagnostics,
    );
    for (const [k, v] of components.names) scope.names.set(k, v);
    scope.call = components.call;
    scope.code = components.expressions;
    components.classes.forEach((c) => classes.add(c));
    components.dependencies.forEach((d) => deps.add(d));
  }
  bindings.forEach((bind) => bind());
  for (const node of legacy) {
    const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'file');
    const value = attr && typeof attr.value === 'string' ? attr.value : undefined;
    // The legacy form names a file of the snippets folder (`snippets/` or `_snippets/`), or a path.
    const candidates = !value
      ? []
      : value.startsWith('/') || value.startsWith('.')
        ? [value]
        : [`/snippets/${value}`, `/_snippets/${value}`, `/${value}`];
    const target = candidates.map((c) => resolveImport(c, file, ctx.files)).find(Boolean);
    if (!target) {
      warn(
        'snippet-not-found',
        `<Snippet file="${value ?? ''}"> names no snippet file of the project`,
        node.position?.start.line,
        node.position?.start.column,
      );
      // Reported once: the element itself renders nothing rather than also being an unknown component.
      if (!scope.names.has('Snippet')) scope.names.set('Snippet', () => null);
      continue;
    }
    const snippet = await ctx.snippets.load(target, ctx, stack, diagnostics);
    deps.add(target);
    if (snippet) {
      use(snippet);
      node.name = registerLegacy(scope, target, snippet);
    }
  }
  return { files: [...deps], needs, classes: [...classes], links: [...links.values()].flat() };
}

/** What to write instead of a path alias (`@/components/x` → `/components/x`) or a package's name. */
function foreignHint(written: string): string {
  const alias = /^[@~#]\/(.+)$/.exec(written);
  if (alias) return `if the alias stands for the docs folder, import "/${alias[1]}"`;
  const name = written.replace(/^@[^/]+\//, '').split('/')[0];
  return `packages are not bundled: put the component in a file of the docs folder and import it by its path, as in "/snippets/${name}.jsx"`;
}

/** Give each `<Snippet file>` target its own component name in scope. */
function registerLegacy(scope: Scope, target: string, snippet: CompiledSnippet): string {
  const name = `Snippet$${target.replace(/[^A-Za-z0-9]/g, '_')}`;
  if (!scope.names.has(name)) scope.names.set(name, snippetComponent(snippet));
  return name;
}

/** Resolve an import source to a snippet file of the project (`/snippets/a.mdx`, `./a.mdx`, `../b`). */
function resolveImport(source: string, from: string, files: ReadonlySet<string>): string | undefined {
  if (!source.startsWith('/') && !source.startsWith('.')) return undefined;
  const base = source.startsWith('/')
    ? path.posix.normalize(source).slice(1)
    : path.posix.normalize(path.posix.join(path.posix.dirname(from), source));
  if (base.startsWith('..')) return undefined;
  for (const candidate of [base, `${base}.mdx`, `${base}.md`]) if (/\.mdx?$/.test(candidate) && files.has(candidate)) return candidate;
  return undefined;
}
