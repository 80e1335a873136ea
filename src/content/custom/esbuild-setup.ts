/**
 * What the server and browser builds of an author's components share: how the project's imports
 * resolve (`/snippets/a.jsx`, MDX snippets), React mapped to Preact's compat layer (in the browser, JSX too), and the names
 * Mintlify puts in scope without an import (React hooks, `React`, the built-in components).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions, Plugin } from 'esbuild';
import { resolveProjectImport } from './module-source.js';

/** A module to compile: a page's (or MDX snippet's) ESM blocks, named for the file they came from. */
export interface ModuleInput {
  /** The docs folder. */
  root: string;
  /** The file the ESM was written in, relative to root (`guides/page.mdx`, `snippets/a.mdx`). */
  file: string;
  /** The module's text (see module-source.ts). */
  text: string;
}

/** The node_modules folder Sextant's Preact is installed in. */
const PREACT_MODULES = path.dirname(path.dirname(fileURLToPath(import.meta.resolve('preact/package.json'))));

/** The hooks available without an import, as in Mintlify's MDX scope. */
export const HOOKS = ['useState', 'useEffect', 'useRef', 'useCallback', 'useMemo', 'useContext', 'useReducer', 'useLayoutEffect', 'useId'];

const CODE_EXTENSIONS = ['.jsx', '.tsx', '.js', '.ts', '.mjs', '.mdx', '.md'];

/** The virtual modules of free names; only the names a module uses are imported from them. */
const SCOPE = 'sextant:scope';

export type Target = 'server' | 'browser';

/** The loader for an author's file (MDX ESM is JSX; TypeScript where the file says so). */
export function loaderFor(file: string): 'tsx' | 'jsx' {
  return /\.tsx?$/.test(file) ? 'tsx' : 'jsx';
}

/**
 * esbuild options every build of an author's components uses. `builtins` names the built-in
 * components; on the server they come from the host, in the browser from `builtinsFile`.
 */
export function sharedOptions(root: string, builtins: readonly string[], target: Target, builtinsFile?: string): BuildOptions {
  const names = builtins.filter((n) => /^[A-Za-z_$][\w$]*$/.test(n) && !HOOKS.includes(n) && n !== 'React');
  // One virtual module per source, so that a module using only hooks bundles neither compat nor the built-ins.
  const scope: Record<string, string> = {
    [`${SCOPE}/hooks`]: `export { ${HOOKS.join(', ')} } from "preact/hooks";`,
    [`${SCOPE}/react`]: `import * as React from "preact/compat";\nexport { React };`,
    [`${SCOPE}/builtins`]:
      `import __builtins from "sextant:builtins";\n` + names.map((n) => `export const ${n} = __builtins.${n};`).join('\n'),
  };
  const browser = target === 'browser';
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'sextant-project',
    setup(b) {
      b.onResolve({ filter: /^sextant:scope\// }, (args) => ({ path: args.path, namespace: 'sextant', sideEffects: false }));
      b.onLoad({ filter: /^sextant:scope\//, namespace: 'sextant' }, (args) => ({
        contents: scope[args.path],
        loader: 'js',
        resolveDir: root,
      }));
      if (browser) {
        // The built-in components, drawn in the browser by the same code as on the server; Node's modules are absent there.
        b.onResolve({ filter: /^sextant:builtins$/ }, () => ({ path: 'builtins', namespace: 'sextant', sideEffects: false }));
        b.onLoad({ filter: /^builtins$/, namespace: 'sextant' }, () => ({
          contents: `export { BUILTIN_COMPONENTS as default } from ${JSON.stringify(builtinsFile)};`,
          loader: 'js',
          resolveDir: root,
        }));
        b.onResolve({ filter: /^node:/ }, (args) => ({ path: args.path, namespace: 'node-absent' }));
        // ES modules, not CommonJS: esbuild keeps every injected import of a CommonJS file, and with them all of the scope.
        b.onLoad({ filter: /.*/, namespace: 'node-absent' }, () => ({
          contents: 'export default {};\nexport const fileURLToPath = () => "";',
          loader: 'js',
        }));
      }
      // Project-absolute imports (`/snippets/a.jsx`) with the extensions Mintlify tries; MDX snippets from anywhere.
      // On the server a project code file is a module of its own (compiled once, whichever pages import it).
      b.onResolve({ filter: /^\/|^\.\.?\/|\.mdx?$/ }, (args) => {
        if (
          args.namespace === 'sextant' ||
          args.namespace === 'sextant-island' ||
          args.importer.includes(`${path.sep}node_modules${path.sep}`)
        )
          return undefined;
        if (!args.path.startsWith('/') && !args.path.startsWith('.')) return undefined;
        const from = path.relative(root, path.join(args.resolveDir, '_')).split(path.sep).join('/');
        const target = resolveProjectImport(args.path, from, projectFiles(root, files, args.path, from), CODE_EXTENSIONS);
        const relative = args.path.startsWith('.') && !/\.mdx?$/.test(args.path);
        // Relative imports of other files (JSON, CSS) are esbuild's to resolve.
        if (!target) return relative ? undefined : { errors: [{ text: `Cannot find ${args.path} in the docs folder` }] };
        if (!/\.mdx?$/.test(target))
          return browser ? { path: path.join(root, target) } : { path: `sextant-code:${target}`, external: true };
        return browser ? { path: target, namespace: 'sextant-mdx' } : { path: `sextant-mdx:${target}`, external: true };
      });
      // In the browser an MDX snippet's names are not available: they render nothing there.
      b.onLoad({ filter: /.*/, namespace: 'sextant-mdx' }, () => ({
        contents: 'module.exports = new Proxy({}, { get: (_, k) => (k === "__esModule" ? false : () => null) });',
        loader: 'js',
      }));
    },
  };
  // In the browser the JSX runtime is compat's: loading it makes Preact draw elements as React does (`onChange` of a
  // text field fires on each input, not on blur), whether or not the module names React. The server draws HTML only.
  const jsxRuntime = browser ? 'preact/compat/jsx-runtime' : 'preact/jsx-runtime';
  return {
    absWorkingDir: root,
    bundle: true,
    write: false,
    jsx: 'automatic',
    jsxImportSource: browser ? 'preact/compat' : 'preact',
    alias: {
      react: 'preact/compat',
      'react-dom': 'preact/compat',
      'react-dom/client': 'preact/compat/client',
      'react-dom/server': 'preact/compat/server',
      'react/jsx-runtime': jsxRuntime,
      'react/jsx-dev-runtime': jsxRuntime,
    },
    inject: Object.keys(scope),
    loader: { '.js': 'jsx', '.mjs': 'jsx' },
    plugins: [plugin],
    logLevel: 'silent',
    ...(browser
      ? // Preact from Sextant's own install: the docs folder need not sit where it resolves.
        { platform: 'browser', format: 'esm', target: 'es2020', minify: true, nodePaths: [PREACT_MODULES] }
      : { platform: 'node', format: 'cjs', target: 'node20', external: ['preact', 'preact/*', 'sextant:builtins', 'sextant-mdx:*'] }),
  };
}

/** esbuild options to compile one module for the server. */
export function moduleBuildOptions(input: ModuleInput, builtins: readonly string[]): BuildOptions {
  return {
    ...sharedOptions(input.root, builtins, 'server'),
    stdin: {
      contents: input.text,
      // Named relative to resolveDir: esbuild joins the two in its messages and source map.
      sourcefile: path.basename(input.file),
      loader: loaderFor(input.file),
      resolveDir: path.join(input.root, path.dirname(input.file)),
    },
  };
}

/** The project file an import names (`/snippets/a.jsx`, `./b`), as the module builds resolve it. */
export function resolveOnDisk(root: string, source: string, from: string): string | undefined {
  return resolveProjectImport(source, from, projectFiles(root, new Set(), source, from), CODE_EXTENSIONS);
}

/** The project's files an import may name, read from disk (a site's file list is not at hand here; these folders are small). */
function projectFiles(root: string, seen: Set<string>, source: string, from: string): ReadonlySet<string> {
  const base = path.posix.normalize(source.startsWith('/') ? source.slice(1) : path.posix.join(path.posix.dirname(from), source));
  const dir = path.posix.dirname(base);
  for (const name of safeReaddir(path.join(root, dir))) seen.add(dir === '.' ? name : `${dir}/${name}`);
  for (const name of safeReaddir(path.join(root, base))) seen.add(`${base}/${name}`);
  return seen;
}

function safeReaddir(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}
