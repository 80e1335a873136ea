/**
 * An author's components on the server: the page's ESM compiled with esbuild (cached on disk by
 * content hash), run in this Node process, each component guarded so that an exception or an
 * endless loop fails that component only, with the error located in the author's file. The project's
 * code files a page imports (`/snippets/a.jsx`) are modules of their own, compiled once per build
 * whichever pages import them, and required by the page's module at run time.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { SourceMap } from 'node:module';
import * as preact from 'preact';
import * as hooks from 'preact/hooks';
import * as jsxRuntime from 'preact/jsx-runtime';
import { version as esbuildVersion } from 'esbuild';
import { BUILTIN_COMPONENTS } from '../../render/components/index.js';
import { codeVersion } from '../../source/package-version.js';
import type * as E from 'estree';
import { moduleBuildOptions, resolveOnDisk, type ModuleInput } from './esbuild-setup.js';

/** An error in an author's code, at its place in the author's file. */
export interface LocatedError {
  message: string;
  file: string;
  line: number;
  column: number;
  /** The author's line it points at, when the source map has it. */
  code?: string;
}

/** A page's ESM compiled for the server. */
export interface ServerModule {
  /** Content hash of the module and every file it bundles: the name of its island entry. */
  id: string;
  input: ModuleInput;
  code: string;
  map: string;
  /** Its own code uses hooks, event handlers or React itself: its components hydrate in the browser. */
  interactive: boolean;
  /** Project files bundled into it (root-relative); the code files it imports are not bundled (see `imports`). */
  inputs: string[];
  /** The project's code files it requires (`sextant-code:<file>`), root-relative. */
  imports?: string[];
  /** The compile failed (syntax error, missing import): nothing of it runs. */
  error?: LocatedError;
}

/** Longest a component may run while rendering on the server; beyond it the component fails. */
export const COMPONENT_TIMEOUT_MS = 2000;

const CACHE_FORMAT = 2;
/** A compile is reused only by the same Sextant (its wrapper and scope) and the same esbuild. */
const TOOLS = `${CACHE_FORMAT}:${codeVersion()}:${esbuildVersion}`;
const compiled = new Map<string, Promise<ServerModule>>();

/** A page's module with the project's code files it imports, directly or through each other. */
export interface ModuleGraph {
  page: ServerModule;
  /** The code modules by file (root-relative). */
  modules: Map<string, ServerModule>;
  /** Content hash of every module of the graph: the name of its island entry. */
  id: string;
  /** Some module of the graph is interactive. */
  interactive: boolean;
  /** Project files the graph was built from (the page's own file excluded). */
  inputs: string[];
  /** The first module that failed to compile, if any: nothing of the graph runs. */
  error?: LocatedError;
}

/**
 * Compile a page's module and every code file it imports (each once per process and cached on disk by content).
 * `imports`: the page's ESM when it is only imports, which need no compile of their own.
 */
export async function compileModuleGraph(input: ModuleInput, cacheDir?: string, imports?: E.ImportDeclaration[]): Promise<ModuleGraph> {
  const page = (imports && linkOnly(input, imports)) ?? (await compileServerModule(input, cacheDir));
  const modules = new Map<string, ServerModule>();
  const pending = [...(page.imports ?? [])];
  for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
    if (modules.has(file)) continue;
    const mod = await compileCodeFile(input.root, file, cacheDir);
    modules.set(file, mod);
    pending.push(...(mod.imports ?? []));
  }
  const all = [page, ...modules.values()];
  const error = all.find((m) => m.error)?.error;
  return {
    page,
    modules,
    id: sha(all.map((m) => m.id).join('\0')).slice(0, 16),
    interactive: all.some((m) => m.interactive),
    inputs: [...new Set([...modules.keys(), ...all.flatMap((m) => m.inputs)])],
    ...(error ? { error } : {}),
  };
}

/**
 * A page whose ESM only imports the project's code files and snippets: its module is the requires,
 * written here (a page importing a shared component costs no compile). Undefined when some import is
 * not a project file (esbuild resolves it, or reports it).
 */
function linkOnly(input: ModuleInput, imports: E.ImportDeclaration[]): ServerModule | undefined {
  const lines = ['"use strict";'];
  const exported: string[] = [];
  for (const [i, decl] of imports.entries()) {
    const target = resolveOnDisk(input.root, String(decl.source.value), input.file);
    if (!target) return undefined;
    const m = `__m${i}`;
    lines.push(`const ${m} = require(${JSON.stringify(`${/\.mdx?$/.test(target) ? 'sextant-mdx' : 'sextant-code'}:${target}`)});`);
    for (const s of decl.specifiers) {
      const from =
        s.type === 'ImportNamespaceSpecifier'
          ? m
          : `${m}[${JSON.stringify(s.type === 'ImportDefaultSpecifier' ? 'default' : s.imported.type === 'Identifier' ? s.imported.name : String(s.imported.value))}]`;
      exported.push(`${JSON.stringify(s.local.name)}: { enumerable: true, get: () => ${from} }`);
    }
  }
  lines.push(`Object.defineProperties(exports, { ${exported.join(', ')} });`);
  const imported = imports.flatMap((d) => {
    const t = resolveOnDisk(input.root, String(d.source.value), input.file)!;
    return /\.mdx?$/.test(t) ? [] : [t];
  });
  return {
    id: moduleId(input, [], input.root),
    input,
    code: lines.join('\n'),
    map: '',
    interactive: false,
    inputs: [],
    ...(imported.length ? { imports: [...new Set(imported)] } : {}),
  };
}

/** A project code file as a module of its own (its text is its key: no freshness check needed beyond it). */
function compileCodeFile(root: string, file: string, cacheDir?: string): Promise<ServerModule> {
  let text: string;
  try {
    text = fs.readFileSync(path.join(root, file), 'utf8');
  } catch {
    const missing: LocatedError = { message: `Cannot read ${file}`, file, line: 1, column: 1 };
    return Promise.resolve({
      id: sha(`missing\0${file}`).slice(0, 16),
      input: { root, file, text: '' },
      code: '',
      map: '',
      interactive: false,
      inputs: [],
      error: missing,
    });
  }
  return compileServerModule({ root, file, text }, cacheDir);
}

/** Compile a module for the server, reusing a cached compile whose inputs are unchanged. */
export function compileServerModule(input: ModuleInput, cacheDir?: string): Promise<ServerModule> {
  const key = sha(`${TOOLS}\0${Object.keys(BUILTIN_COMPONENTS).join(',')}\0${input.root}\0${input.file}\0${input.text}`);
  let p = compiled.get(key);
  if (p && cacheDir) stamp(path.join(cacheDir, `${key}.json`));
  // Within a build a module is compiled once; a later build (dev server) checks its inputs again.
  if (p) return p.then((m) => (fresh(m, input.root) ? m : (compiled.delete(key), compileServerModule(input, cacheDir))));
  compiled.set(key, (p = load(key, input, cacheDir)));
  return p;
}

/** Mark a cache entry used by this build (a full build prunes those it did not mark: output/build-cache.ts). */
function stamp(file: string): void {
  const now = new Date();
  try {
    fs.utimesSync(file, now, now);
  } catch {
    // Not written yet (its compile is under way) or not cached.
  }
}

async function load(key: string, input: ModuleInput, cacheDir?: string): Promise<ServerModule> {
  const file = cacheDir ? path.join(cacheDir, `${key}.json`) : undefined;
  if (file) {
    try {
      const cached = JSON.parse(fs.readFileSync(file, 'utf8')) as ServerModule;
      if (cached.input.root === input.root && fresh(cached, input.root)) {
        stamp(file);
        return cached;
      }
    } catch {
      // Not cached yet.
    }
  }
  const mod = await compile(key, input);
  if (file) {
    fs.mkdirSync(cacheDir!, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(mod));
  }
  return mod;
}

/** A module whose id still matches the files it bundled. */
function fresh(mod: ServerModule, root: string): boolean {
  return moduleId(mod.input, mod.inputs, root) === mod.id;
}

function moduleId(input: ModuleInput, inputs: string[], root: string): string {
  const h = crypto.createHash('sha256').update(`${input.file}\0${input.text}`);
  for (const f of inputs) {
    h.update(`\0${f}\0`);
    try {
      h.update(fs.readFileSync(path.join(root, f)));
    } catch {
      h.update('(missing)');
    }
  }
  return h.digest('hex').slice(0, 16);
}

async function compile(key: string, input: ModuleInput): Promise<ServerModule> {
  const { build } = await import('esbuild');
  const options = moduleBuildOptions(input, Object.keys(BUILTIN_COMPONENTS));
  try {
    const result = await build({
      ...options,
      outfile: path.join(input.root, `__sextant_${key}.js`),
      sourcemap: 'external',
      metafile: true,
    });
    const outputs = result.outputFiles ?? [];
    const code = outputs.find((f) => f.path.endsWith('.js'))!.text;
    const map = outputs.find((f) => f.path.endsWith('.map'))!.text;
    const inputs = Object.keys(result.metafile.inputs)
      .filter((f) => !f.includes(':'))
      .map((f) => projectPath(f, input.root))
      .filter((f) => f !== input.file && !f.startsWith('..') && fs.existsSync(path.join(input.root, f)));
    const imports = [...code.matchAll(/require\("sextant-code:([^"]+)"\)/g)].map((m) => m[1]!);
    const sources = (JSON.parse(map) as { sourcesContent?: string[]; sources: string[] }).sourcesContent ?? [];
    return {
      id: moduleId(input, inputs, input.root),
      input,
      code,
      map,
      interactive: sources.some(isInteractive),
      inputs,
      ...(imports.length ? { imports: [...new Set(imports)] } : {}),
    };
  } catch (err) {
    const first = (err as { errors?: { text: string; location?: { file: string; line: number; column: number } | null }[] }).errors?.[0];
    const at = first?.location;
    return {
      id: moduleId(input, [], input.root),
      input,
      code: '',
      map: '',
      interactive: false,
      inputs: [],
      error: {
        message: first?.text ?? (err as Error).message,
        file: at?.file ? projectPath(at.file, input.root) : input.file,
        line: at?.line ?? 1,
        column: (at?.column ?? 0) + 1,
      },
    };
  }
}

/** Code that needs the browser: hooks, event handlers, refs, class components, React itself. */
function isInteractive(source: string): boolean {
  return /\buse[A-Z]\w*\s*\(|\bon[A-Z][A-Za-z]*\s*=\s*\{|\bReact\.|\bComponent\b|\bcreateContext\s*\(/.test(source);
}

/** Run `f` with a time limit: an endless loop in an author's component must not hang the build. */
const guardContext = vm.createContext({ run: undefined as undefined | (() => unknown) });
const guardCall = new vm.Script('run()');
export function withTimeout<T>(f: () => T): T {
  const previous = guardContext.run;
  guardContext.run = f;
  try {
    return guardCall.runInContext(guardContext, { timeout: COMPONENT_TIMEOUT_MS }) as T;
  } finally {
    guardContext.run = previous;
  }
}

/** What an instance of a module needs from the page: MDX snippets it imports, and where its errors go. */
export interface ModuleHost {
  /** The exports of an MDX snippet the module imports (`default`: the snippet as a component). */
  mdx(target: string): Record<string, unknown>;
  /**
   * A component failed while rendering: report it and return what to draw in its place (or throw, for
   * an island around it to draw it in the browser instead). Called during its render (hooks may read the
   * page's context). `children`: what the page wrote inside it; `retry`: it may run again (it did not run
   * out of time).
   */
  failed(error: LocatedError, component: string, children: unknown, retry: boolean): unknown;
}

/** A fresh instance of the module (module state never carries from one page to another). */
export interface ModuleInstance {
  exports: Record<string, unknown>;
  /** Wrap a component so that it fails alone (for components reaching the page other than through JSX). */
  guard: <T>(component: T) => T;
  /** Locate an error thrown by this module's code (`name`: the component that threw, when the stack does not say). */
  locate(err: unknown, name?: string): LocatedError;
}

/** Preact's compat layer (React), loaded for the first module that imports React. */
let compat: Promise<unknown> | undefined;

/**
 * Load what the module needs before it runs. Compat hooks itself onto Preact's global options when
 * loaded; those hooks are taken off again, so that the server draws every other page exactly as
 * without it (React components render through Preact's own handling of `className`, `htmlFor` …).
 */
export async function prepare(graph: ModuleGraph): Promise<void> {
  const usesCompat = [graph.page, ...graph.modules.values()].some((m) => /require\("preact\/compat"\)/.test(m.code));
  if (!usesCompat || compat) return void (await compat);
  compat = (async () => {
    const before = { ...preact.options } as Record<string, unknown>;
    const loaded = await import('preact/compat');
    const options = preact.options as Record<string, unknown>;
    for (const k of Object.keys(options)) if (!(k in before)) delete options[k];
    Object.assign(options, before);
    compatModule = loaded;
  })();
  await compat;
}
let compatModule: unknown;

const scripts = new Map<string, vm.Script>();
const maps = new Map<string, SourceMap>();
const builtins = new Set<unknown>(Object.values(BUILTIN_COMPONENTS));
const WRAPPER = '(function (require, module, exports) {';

/** Run the page's module (with a time limit) and return its exports; a failure is located and thrown. */
export function instantiate(graph: ModuleGraph, host: ModuleHost): ModuleInstance {
  const locate = (err: unknown, name?: string) => locateError(err, graph, name);
  const guarded = new WeakMap<object, unknown>();
  const guard = <T>(type: T): T => {
    if (typeof type !== 'function' || builtins.has(type) || isClassLike(type)) return type;
    let g = guarded.get(type);
    if (!g) guarded.set(type, (g = guardComponent(type as never, locate, host)));
    return g as T;
  };
  const runtime = {
    ...jsxRuntime,
    jsx: (type: unknown, ...rest: unknown[]) => (jsxRuntime.jsx as (...a: unknown[]) => unknown)(guard(type), ...rest),
    jsxs: (type: unknown, ...rest: unknown[]) => (jsxRuntime.jsxs as (...a: unknown[]) => unknown)(guard(type), ...rest),
    jsxDEV: (type: unknown, ...rest: unknown[]) => (jsxRuntime.jsxDEV as (...a: unknown[]) => unknown)(guard(type), ...rest),
  };
  const modules: Record<string, unknown> = {
    preact,
    'preact/hooks': hooks,
    'preact/compat': compatModule,
    'preact/jsx-runtime': runtime,
    'preact/jsx-dev-runtime': runtime,
    'sextant:builtins': BUILTIN_COMPONENTS,
  };
  // Each code file runs once per page instance (module state never carries from one page to another).
  const loaded = new Map<string, { exports: Record<string, unknown> }>();
  const require = (id: string): unknown => {
    if (id in modules) return modules[id];
    // An ES module's namespace: esbuild's interop then reads `import X from "….mdx"` as its `default`, not the whole object.
    if (id.startsWith('sextant-mdx:')) return { __esModule: true, ...host.mdx(id.slice('sextant-mdx:'.length)) };
    if (id.startsWith('sextant-code:')) {
      const file = id.slice('sextant-code:'.length);
      const mod = graph.modules.get(file);
      if (!mod) throw new Error(`${file} was not compiled`);
      return (loaded.get(file) ?? run(mod, file)).exports;
    }
    throw new Error(`\`${id}\` cannot be imported by a component (only React, the project's files and its snippets)`);
  };
  const run = (mod: ServerModule, file?: string) => {
    const module = { exports: {} as Record<string, unknown> };
    if (file) loaded.set(file, module);
    const fn = script(mod).runInThisContext() as (r: typeof require, m: typeof module, e: unknown) => void;
    withTimeout(() => fn(require, module, module.exports));
    return module;
  };
  let exports: Record<string, unknown>;
  try {
    exports = run(graph.page).exports;
  } catch (err) {
    throw Object.assign(new Error('module failed'), { located: locate(err) });
  }
  return { exports, guard, locate };
}

function script(mod: ServerModule): vm.Script {
  let s = scripts.get(mod.id);
  if (!s) scripts.set(mod.id, (s = new vm.Script(`${WRAPPER}${mod.code}\n})`, { filename: scriptName(mod) })));
  return s;
}

function scriptName(mod: ServerModule): string {
  return `sextant-component-${mod.id}.js`;
}

function isClassLike(type: { prototype?: { render?: unknown; isReactComponent?: unknown }; _forwarded?: unknown }): boolean {
  return !!(type.prototype?.render || type.prototype?.isReactComponent || type._forwarded);
}

/** A component that renders the author's, or its located error in place when it throws. */
function guardComponent(
  type: (props: unknown, context: unknown) => unknown,
  locate: (err: unknown, name?: string) => LocatedError,
  host: ModuleHost,
) {
  const name = (type as { displayName?: string }).displayName || type.name || 'Component';
  let timedOut: LocatedError | undefined;
  function Guarded(this: unknown, props: unknown, context: unknown): unknown {
    const children = (props as { children?: unknown } | null)?.children;
    if (timedOut) return host.failed(timedOut, name, children, false);
    let located: LocatedError;
    try {
      return withTimeout(() => type.call(this, props, context));
    } catch (err) {
      located = locate(err, name);
    }
    // A component that ran out of time fails at once next time rather than costing the time again.
    if (/timed out/.test(located.message)) timedOut = located;
    return host.failed(located, name, children, !timedOut);
  }
  Guarded.displayName = name;
  return Guarded;
}

/** The first place in the author's code on the error's stack, through the source maps of the graph's modules. */
function locateError(err: unknown, graph: ModuleGraph, name?: string): LocatedError {
  const message = err instanceof Error ? `${err.name === 'Error' ? '' : `${err.name}: `}${err.message}` : String(err);
  const stack = err instanceof Error ? (err.stack ?? '') : '';
  const byId = new Map([graph.page, ...graph.modules.values()].map((m) => [m.id, m]));
  for (const m of stack.matchAll(/sextant-component-(\w+)\.js:(\d+):(\d+)/g)) {
    const mod = byId.get(m[1]!);
    if (!mod?.map) continue;
    let map = maps.get(mod.id);
    if (!map) maps.set(mod.id, (map = new SourceMap(JSON.parse(mod.map) as never)));
    const line = Number(m[2]) - 1;
    const column = Number(m[3]) - 1 - (line === 0 ? WRAPPER.length : 0);
    const entry = map.findEntry(line, column) as { originalSource?: string; originalLine?: number; originalColumn?: number } | undefined;
    if (entry?.originalSource && !entry.originalSource.includes('sextant:')) {
      const { sources, sourcesContent } = map.payload;
      const code = sourcesContent?.[sources.indexOf(entry.originalSource)]?.split(/\r?\n/)[entry.originalLine!];
      return {
        message,
        file: projectPath(entry.originalSource, mod.input.root),
        line: entry.originalLine! + 1,
        column: entry.originalColumn! + 1,
        ...(code !== undefined ? { code } : {}),
      };
    }
  }
  return { message, file: graph.page.input.file, line: 1, column: 1, ...(name ? definedAt(name, graph) : {}) };
}

/** Where a component is declared in the author's sources (for errors whose stack does not say, such as a timeout). */
function definedAt(name: string, graph: ModuleGraph): { file: string; line: number; column: number } | undefined {
  const declaration = new RegExp(`\\b(?:const|let|var|function|class)\\s+${name.replace(/\$/g, '\\$')}\\b`);
  for (const mod of [graph.page, ...graph.modules.values()]) {
    const { sources, sourcesContent } = JSON.parse(mod.map || '{"sources":[]}') as { sources: string[]; sourcesContent?: string[] };
    for (const [i, text] of (sourcesContent ?? []).entries()) {
      const m = declaration.exec(text);
      if (!m || sources[i]!.includes('sextant:')) continue;
      const before = text.slice(0, m.index).split('\n');
      return { file: projectPath(sources[i]!, mod.input.root), line: before.length, column: before.at(-1)!.length + 1 };
    }
  }
  return undefined;
}

function projectPath(source: string, root: string): string {
  const p = source.startsWith('file://') ? new URL(source).pathname : source;
  // esbuild names files relative to the real docs folder (it may be reached through a symlink).
  let real = root;
  try {
    real = fs.realpathSync(root);
  } catch {
    // The folder as given.
  }
  const abs = path.resolve(real, p);
  const rel = [real, root].map((r) => path.relative(r, abs)).find((r) => !r.startsWith('..')) ?? path.relative(real, abs);
  return rel.split(path.sep).join('/');
}

function sha(s: string): string {
  return crypto.createHash('sha256').update(s).digest('hex').slice(0, 32);
}
