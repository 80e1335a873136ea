// Bundle the browser runtime (runtime/) with esbuild:
//
//   runtime/app.ts        → lib/runtime/app.js         (every page)
//   runtime/dev-client.ts → lib/runtime/dev-client.js  (`sextant dev` only)
//   runtime/api-reference.ts → lib/runtime/api-reference.js  (API reference pages only)
//   runtime/playground/main.tsx → lib/runtime/playground/main-<hash>.js + chunks  (pages with a playground)
//
// Minified IIFEs (they run as classic or module scripts alike), target es2020, no source map. The
// playground is an ES module split into chunks (the body form, a language's sample generator … load
// when first needed); its file names carry their content hash, so chunks cache across pages.
// Prints each file's raw and gzip size, and fails when app.js is over its gzip budget.
//
// Usage: node scripts/build-runtime.mjs   (run by `npm run build`)
// Tests import `buildRuntime({ write: false })` to get the bundles in memory.

import { Buffer } from 'node:buffer';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The most the page runtime may weigh, gzipped (pages load at most 20 KB of JS gzipped in all). */
export const APP_GZIP_BUDGET = 8 * 1024;

export const ENTRIES = { app: 'runtime/app.ts', 'dev-client': 'runtime/dev-client.ts', 'api-reference': 'runtime/api-reference.ts' };

/** The playground's entry; its chunks are written beside it in lib/runtime/playground/. */
export const PLAYGROUND_ENTRY = 'runtime/playground/main.tsx';

/**
 * Parts of the playground other modules provide (runtime/playground/optional.ts loads them lazily):
 * while one is missing it is bundled as an empty module, and the playground uses its plain fallback.
 */
const OPTIONAL_PLAYGROUND_MODULES = /^\.\/(body-form\/index|oauth\/index|samples|highlight|validate)\.js$/;

const optionalModules = {
  name: 'optional-playground-modules',
  setup(b) {
    b.onResolve({ filter: OPTIONAL_PLAYGROUND_MODULES }, (args) => {
      const base = path.join(args.resolveDir, args.path.replace(/\.js$/, ''));
      if (['.ts', '.tsx', '.js'].some((ext) => existsSync(base + ext))) return undefined;
      return { path: args.path, namespace: 'sx-missing' };
    });
    b.onLoad({ filter: /.*/, namespace: 'sx-missing' }, () => ({ contents: 'export {};', loader: 'js' }));
  },
};

/** The most the playground's entry and the chunks it imports statically may weigh, gzipped. */
export const PLAYGROUND_GZIP_BUDGET = 60 * 1024;

/**
 * Build both bundles. With `write: false` nothing is written and the contents are only returned.
 * @param {{ outdir?: string, write?: boolean, log?: boolean }} [options]
 */
export async function buildRuntime({ outdir = path.join(ROOT, 'lib', 'runtime'), write = true, log = false } = {}) {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(ROOT, file)])),
    outdir,
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    platform: 'browser',
    sourcemap: false,
    legalComments: 'none',
    tsconfig: path.join(ROOT, 'runtime', 'tsconfig.json'),
    write,
    logLevel: 'warning',
  });
  // esbuild returns the contents only when it does not write them.
  const files = result.outputFiles
    ? result.outputFiles.map((f) => ({ path: f.path, contents: f.text }))
    : await Promise.all(
        Object.keys(ENTRIES).map(async (name) => {
          const file = path.join(outdir, `${name}.js`);
          return { path: file, contents: await readFile(file, 'utf8') };
        }),
      );
  const playgroundDir = path.join(outdir, 'playground');
  if (write) await rm(playgroundDir, { recursive: true, force: true });
  const playground = await build({
    absWorkingDir: ROOT,
    entryPoints: { main: path.join(ROOT, PLAYGROUND_ENTRY) },
    outdir: playgroundDir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2020',
    platform: 'browser',
    sourcemap: false,
    legalComments: 'none',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    tsconfig: path.join(ROOT, 'runtime', 'tsconfig.json'),
    write,
    metafile: true,
    logLevel: 'warning',
    plugins: [optionalModules],
  });
  if (playground.outputFiles) files.push(...playground.outputFiles.map((f) => ({ path: f.path, contents: f.text })));
  else
    for (const file of Object.keys(playground.metafile.outputs))
      files.push({ path: path.join(ROOT, file), contents: await readFile(path.join(ROOT, file), 'utf8') });
  const out = files.map((f) => ({
    name: path.basename(f.path),
    path: f.path,
    contents: f.contents,
    raw: Buffer.byteLength(f.contents),
    gzip: gzipSync(f.contents, { level: 9 }).length,
  }));
  if (log) {
    for (const f of out) {
      console.log(`${path.relative(ROOT, f.path)}  ${kb(f.raw)} raw, ${kb(f.gzip)} gzip`);
    }
  }
  return out;
}

/**
 * Gzip bytes of the playground's entry plus the chunks it imports statically (what a page loads
 * before the reader does anything), from buildRuntime()'s files.
 * @param {{ name: string, path: string, contents: string, gzip: number }[]} files
 */
export function playgroundInitialGzip(files) {
  const inDir = files.filter((f) => path.basename(path.dirname(f.path)) === 'playground');
  const byName = new Map(inDir.map((f) => [f.name, f]));
  const entry = inDir.find((f) => f.name.startsWith('main-'));
  if (!entry) return 0;
  const seen = new Set();
  const visit = (f) => {
    if (seen.has(f.name)) return;
    seen.add(f.name);
    // Static imports of a minified esbuild chunk: `import{…}from"./chunk-X.js"` or `import"./chunk-X.js"`.
    for (const m of f.contents.matchAll(/import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+)["']/g)) {
      const dep = byName.get(m[1]);
      if (dep) visit(dep);
    }
  };
  visit(entry);
  return [...seen].reduce((sum, name) => sum + byName.get(name).gzip, 0);
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(2)} KB`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const files = await buildRuntime({ log: true });
  const app = files.find((f) => f.name === 'app.js');
  if (app && app.gzip > APP_GZIP_BUDGET) {
    console.error(`lib/runtime/app.js is ${kb(app.gzip)} gzipped, over its ${kb(APP_GZIP_BUDGET)} budget`);
    process.exit(1);
  }
  const weight = playgroundInitialGzip(files);
  console.log(`playground entry + static imports: ${kb(weight)} gzip`);
  if (weight > PLAYGROUND_GZIP_BUDGET) {
    console.error(`the playground loads ${kb(weight)} gzipped before its first lazy chunk, over its ${kb(PLAYGROUND_GZIP_BUDGET)} budget`);
    process.exit(1);
  }
}
