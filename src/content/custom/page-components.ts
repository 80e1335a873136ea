/**
 * The components a page (or MDX snippet) defines or imports as code: its ESM compiled and run on
 * the server, every export (and every name it imports) put in the page's scope, interactive ones as
 * islands, and any that fails on the server as an island drawn in the browser only (see island.tsx).
 * Loaded only for pages whose ESM is code (see needsCode); other pages never reach it.
 */
import crypto from 'node:crypto';
import type * as E from 'estree';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { createElement, type ComponentChildren } from 'preact';
import { useContext } from 'preact/hooks';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import type { IslandSource } from '../../model/page.js';
import { BUILTIN_COMPONENTS } from '../../render/components/index.js';
import { useSink } from '../render-hast.js';
import { expressionKey } from '../evaluate.js';
import { needsBrowser } from './browser-only.js';
import { CanDrawInBrowser, ComponentError, DrawInBrowser, islandComponent } from './island.js';
import { classCandidates, iconNames, moduleSource, type BodyExpression } from './module-source.js';
import {
  compileModuleGraph,
  type ModuleGraph,
  type ServerModule,
  instantiate,
  prepare,
  withTimeout,
  type LocatedError,
  type ModuleInstance,
} from './server-module.js';

const BUILTIN_NAMES: ReadonlySet<string> = new Set(Object.keys(BUILTIN_COMPONENTS));

export interface PageComponents {
  /** Names for the page's scope: what its ESM exports and imports. */
  names: Map<string, unknown>;
  /** Project files the components come from (for rebuilds). */
  dependencies: string[];
  /** Class names the components' code writes (Tailwind candidates). */
  classes: string[];
  /** Call a function of the author's from an MDX expression (`rows={methods()}`), failing alone. */
  call(fn: (...args: unknown[]) => unknown, args: unknown[], node: E.Node): unknown;
  /** The body's code expressions, run in the module: each given how to read names the module lacks (a snippet's props). */
  expressions: Map<string, (lookup: (name: string) => unknown, sink?: Diagnostic[]) => unknown>;
}

export interface ComponentsRequest {
  root: string;
  file: string;
  nodes: MdxjsEsm[];
  /** Where compiled modules are cached (the build cache's folder), if anywhere. */
  cacheDir?: string;
  /** The exports of an MDX snippet the ESM imports, `default` being the snippet itself. */
  mdx(target: string): Record<string, unknown>;
  /** The body's expressions that run as code (see bodyExpressions). */
  expressions?: BodyExpression[];
  /** Imports that cannot be resolved (already reported): their names draw only their children, or stay built-ins. */
  missing?: ReadonlySet<string>;
}

/** Compile and run a page's ESM; errors are located, reported and drawn in place of the components. */
export async function pageComponents(req: ComponentsRequest, diagnostics: Diagnostic[]): Promise<PageComponents> {
  const source = moduleSource(req.nodes, req.expressions, req.missing, BUILTIN_NAMES);
  // Imported names join the exports, so the page's MDX sees them as it sees its own exports; a built-in's
  // name imported from nowhere stays the page's built-in.
  const imported = req.nodes.flatMap((n) =>
    ((n.data?.estree as E.Program | undefined)?.body ?? []).flatMap((s) =>
      s.type !== 'ImportDeclaration'
        ? []
        : s.specifiers.map((x) => x.local.name).filter((name) => !(req.missing?.has(String(s.source.value)) && BUILTIN_NAMES.has(name))),
    ),
  );
  const reexport = imported.length ? `;export { ${[...new Set(imported)].join(', ')} };\n` : '';
  // The browser's island code is the ESM alone: the body's expressions are drawn on the server only.
  const text = source.text + reexport;
  const statements = req.nodes.flatMap((n) => (n.data?.estree as E.Program | undefined)?.body ?? []);
  const importsOnly =
    !req.expressions?.length && statements.every((s) => s.type === 'ImportDeclaration' && /^[/.]/.test(String(s.source.value)));
  const mod = await compileModuleGraph(
    { root: req.root, file: req.file, text: source.withExpressions + reexport },
    req.cacheDir,
    importsOnly ? (statements as E.ImportDeclaration[]) : undefined,
  );
  const box = (error: LocatedError) => createElement(ComponentError, { error, name: 'expression' });
  const report = (into: Diagnostic[], error: LocatedError, name?: string, inBrowser = false) => {
    const message = !name
      ? `This file's components could not be built: ${error.message}`
      : name === 'expression'
        ? `This expression failed: ${error.message}`
        : name.endsWith('()')
          ? `\`${name}\` failed: ${error.message}`
          : inBrowser
            ? `<${name}> failed on the server and is drawn in the browser only: ${error.message}`
            : `<${name}> failed: ${error.message}`;
    if (!into.some((d) => d.code === 'custom-component-error' && d.message === message && d.file === error.file && d.line === error.line))
      into.push({
        severity: 'warning',
        code: 'custom-component-error',
        message,
        file: error.file,
        line: error.line,
        column: error.column,
        pointer: '',
        ...undefinedNameHint(error),
      });
  };
  const failed = (error: LocatedError): PageComponents => {
    report(diagnostics, error);
    const names = new Map<string, unknown>(
      source.names.map((n) => [
        n,
        /^[A-Z]/.test(n)
          ? (props?: { children?: ComponentChildren }) => createElement(ComponentError, { error, name: n }, props?.children)
          : undefined,
      ]),
    );
    const expressions = new Map((req.expressions ?? []).map((e) => [expressionKey(e.node), () => (e.attribute ? undefined : box(error))]));
    return { names, dependencies: mod.inputs, classes: [], call: () => undefined, expressions };
  };
  if (mod.error) return failed(mod.error);
  await prepare(mod);
  let instance: ModuleInstance;
  try {
    instance = instantiate(mod, {
      mdx: req.mdx,
      failed: (error, name, children, retry) => {
        const sink = useSink() ?? diagnostics;
        // Inside an island's own code: the island is drawn in the browser, as Mintlify draws every custom component.
        if (retry && useContext(CanDrawInBrowser)) {
          const expected = needsBrowser(error);
          if (!expected) report(sink, error, name, true);
          throw new DrawInBrowser(expected ? undefined : error);
        }
        report(sink, error, name);
        return createElement(ComponentError, { error, name }, children as ComponentChildren);
      },
    });
  } catch (err) {
    return failed((err as { located: LocatedError }).located);
  }
  // Named by the ESM and the code files it imports: pages with the same components share one island entry.
  const id = crypto
    .createHash('sha256')
    .update([req.file, text, ...[...mod.modules.values()].map((m) => m.id)].join('\0'))
    .digest('hex')
    .slice(0, 16);
  const island: IslandSource = { id, file: req.file, text };
  const names = new Map<string, unknown>();
  // A static graph's icons are read only if one of its components comes to be drawn in the browser.
  let icons = mod.interactive ? islandIcons(mod, diagnostics) : undefined;
  const options = { interactive: mod.interactive, icons: () => (icons ??= islandIcons(mod)) };
  const component = (name: string, value: unknown) => islandComponent(island, name, instance.guard(value) as never, options);
  for (const [name, value] of Object.entries(instance.exports)) {
    if (typeof value === 'function' && /^[A-Z]/.test(name)) names.set(name, component(name, value));
    else if (/^[A-Z]/.test(name) && value && Object.getPrototypeOf(value) === Object.prototype) {
      // Member components (`<Shelf.Box>` of `export const Shelf = { Box: … }`) fail alone and hydrate like the others.
      const members = Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        typeof v === 'function' && /^[A-Z]/.test(k) ? component(`${name}.${k}`, v) : v,
      ]);
      names.set(name, Object.fromEntries(members));
    } else names.set(name, value);
  }
  const expressions: PageComponents['expressions'] = new Map();
  for (const e of req.expressions ?? []) {
    const fn = instance.exports[e.name] as (names: Record<string, unknown>) => unknown;
    expressions.set(expressionKey(e.node), (lookup, sink = diagnostics) => {
      try {
        const names = Object.fromEntries(e.names.map((n) => [n, lookup(n)]));
        return withTimeout(() => fn(names));
      } catch (err) {
        const located = instance.locate(err);
        // On its first line the expression sits right of where the file has it (after its export's name);
        // its later lines sit left of it by the indentation MDX took off them.
        const k = located.line - e.line;
        const shift = located.file !== req.file || k < 0 ? 0 : k === 0 ? (source.shifts.get(e.name) ?? 0) : -(e.indents?.[k] ?? 0);
        const error = { ...located, column: Math.max(1, located.column - shift) };
        report(sink, error, 'expression');
        return e.attribute ? undefined : box(error);
      }
    });
  }
  return {
    names,
    expressions,
    dependencies: mod.inputs,
    classes: graphClasses(mod),
    call: (fn, args, node) => {
      try {
        return withTimeout(() => fn(...args));
      } catch (err) {
        const error = instance.locate(err);
        const at = error.line === 1 && node.loc ? { file: req.file, line: node.loc.start.line, column: node.loc.start.column + 1 } : {};
        report(diagnostics, { ...error, ...at }, `${fn.name || 'function'}()`);
        return undefined;
      }
    },
  };
}

/**
 * `Aside is not defined` in a code file: Mintlify's guides have pages import every component, and some
 * snippets use a component the page imported without importing it themselves. A code file here is a
 * module of its own, so it imports what it uses.
 */
function undefinedNameHint(error: LocatedError): { hint?: string } {
  const name = /ReferenceError: ([A-Z][\w$]*) is not defined/.exec(error.message)?.[1];
  if (!name || !/\.(?:jsx|tsx|js|ts|mjs)$/.test(error.file)) return {};
  return {
    hint: `import \`${name}\` in ${error.file} itself (as in \`import { ${name} } from "/snippets/….jsx"\`): a code file does not see the names its page imports`,
  };
}

/** Each module's class names, read once from the sources it was compiled from (its own and those it bundled). */
const moduleClasses = new Map<string, string[]>();
function graphClasses(graph: ModuleGraph): string[] {
  const out = new Set<string>();
  for (const mod of [graph.page, ...graph.modules.values()]) {
    let classes = moduleClasses.get(mod.id);
    if (!classes)
      moduleClasses.set(
        mod.id,
        (classes = classCandidates(
          sourcesOf(mod)
            .map((s) => s.text)
            .join('\n'),
        )),
      );
    classes.forEach((c) => out.add(c));
  }
  return [...out].sort();
}

/** The author's sources a module was compiled from, by project file. */
function sourcesOf(mod: ServerModule): { file: string; text: string }[] {
  if (!mod.map) return [{ file: mod.input.file, text: mod.input.text }];
  const { sources, sourcesContent } = JSON.parse(mod.map) as { sources: string[]; sourcesContent?: string[] };
  return (sourcesContent ?? []).flatMap((text, i) =>
    sources[i]!.includes('sextant:') || sources[i]!.includes('node_modules') ? [] : [{ file: sources[i]!, text }],
  );
}

/**
 * The icon names an interactive graph's code writes (drawn from the sprite in the browser too); a name
 * computed at run time is warned about once per place in `diagnostics`, since the browser has no icon
 * packages to find it in.
 */
function islandIcons(graph: ModuleGraph, diagnostics?: Diagnostic[]): string[] {
  const names = new Set<string>();
  for (const mod of [graph.page, ...graph.modules.values()])
    for (const { file, text } of sourcesOf(mod)) {
      const found = iconNames(text);
      found.names.forEach((n) => names.add(n));
      if (!diagnostics) continue;
      for (const at of found.dynamic)
        if (!diagnostics.some((d) => d.code === 'island-icon-dynamic' && d.file === file && d.line === at.line))
          diagnostics.push({
            severity: 'warning',
            code: 'island-icon-dynamic',
            message:
              'This icon’s name is computed, in a component that runs in the browser: only icon names written in the code, or given to it as data under a key ending in `icon`, are in the sprite there, so this one may not show after the page loads',
            file,
            line: at.line,
            column: at.column,
            pointer: '',
          });
    }
  return [...names].sort();
}
