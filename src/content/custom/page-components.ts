/**
 * The components a page (or MDX snippet) defines or imports as code: its ESM compiled and run on
 * the server, every export (and every name it imports) put in the page's scope, interactive ones as
 * islands. Loaded only for pages whose ESM is code (see needsCode); other pages never reach it.
 */
import type * as E from 'estree';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { createElement } from 'preact';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import type { IslandSource } from '../../model/page.js';
import { useSink } from '../render-hast.js';
import { ComponentError, islandComponent } from './island.js';
import { moduleSource } from './module-source.js';
import { compileModuleGraph, instantiate, prepare, withTimeout, type LocatedError, type ModuleInstance } from './server-module.js';

export interface PageComponents {
  /** Names for the page's scope: what its ESM exports and imports. */
  names: Map<string, unknown>;
  /** Project files the components come from (for rebuilds). */
  dependencies: string[];
  /** Call a function of the author's from an MDX expression (`rows={methods()}`), failing alone. */
  call(fn: (...args: unknown[]) => unknown, args: unknown[], node: E.Node): unknown;
}

export interface ComponentsRequest {
  root: string;
  file: string;
  nodes: MdxjsEsm[];
  /** Where compiled modules are cached (the build cache's folder), if anywhere. */
  cacheDir?: string;
  /** The exports of an MDX snippet the ESM imports, `default` being the snippet itself. */
  mdx(target: string): Record<string, unknown>;
}

/** Compile and run a page's ESM; errors are located, reported and drawn in place of the components. */
export async function pageComponents(req: ComponentsRequest, diagnostics: Diagnostic[]): Promise<PageComponents> {
  const source = moduleSource(req.nodes);
  // Imported names join the exports, so the page's MDX sees them as it sees its own exports.
  const imported = req.nodes.flatMap((n) =>
    ((n.data?.estree as E.Program | undefined)?.body ?? []).flatMap((s) =>
      s.type === 'ImportDeclaration' ? s.specifiers.map((x) => x.local.name) : [],
    ),
  );
  const text = imported.length ? `${source.text};export { ${[...new Set(imported)].join(', ')} };\n` : source.text;
  const statements = req.nodes.flatMap((n) => (n.data?.estree as E.Program | undefined)?.body ?? []);
  const importsOnly = statements.every((s) => s.type === 'ImportDeclaration' && /^[/.]/.test(String(s.source.value)));
  const mod = await compileModuleGraph(
    { root: req.root, file: req.file, text },
    req.cacheDir,
    importsOnly ? (statements as E.ImportDeclaration[]) : undefined,
  );
  const report = (into: Diagnostic[], error: LocatedError, name?: string) => {
    const message = !name
      ? `This file's components could not be built: ${error.message}`
      : name.endsWith('()')
        ? `\`${name}\` failed: ${error.message}`
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
      });
  };
  const failed = (error: LocatedError): PageComponents => {
    report(diagnostics, error);
    const names = new Map<string, unknown>(
      source.names.map((n) => [n, /^[A-Z]/.test(n) ? () => createElement(ComponentError, { error, name: n }) : undefined]),
    );
    return { names, dependencies: mod.inputs, call: () => undefined };
  };
  if (mod.error) return failed(mod.error);
  await prepare(mod);
  let instance: ModuleInstance;
  try {
    instance = instantiate(mod, {
      mdx: req.mdx,
      onError: (error, name) => report(useSink() ?? diagnostics, error, name),
      errorBox: (error, name) => createElement(ComponentError, { error, name }),
    });
  } catch (err) {
    return failed((err as { located: LocatedError }).located);
  }
  const island: IslandSource = { id: mod.id, file: req.file, text };
  const names = new Map<string, unknown>();
  const component = (name: string, value: unknown) =>
    mod.interactive ? islandComponent(island, name, instance.guard(value) as never) : instance.guard(value);
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
  return {
    names,
    dependencies: mod.inputs,
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
