// Bundle the browser runtime (runtime/) with esbuild:
//
//   runtime/app.ts        → lib/runtime/app.js         (every page)
//   runtime/components.ts → lib/runtime/components.js  (pages that show an interactive content component)
//   runtime/dev-client.ts → lib/runtime/dev-client.js  (`sextant dev` only)
//   runtime/api-reference.ts → lib/runtime/api-reference.js  (API reference pages only)
//   runtime/mermaid.ts    → lib/runtime/mermaid.js     (pages with diagrams, after the mermaid library)
//   runtime/not-found.ts  → lib/runtime/not-found.js   (inlined into the 404 page)
//   runtime/search/dialog.ts → lib/runtime/search.js  (loaded when the reader opens search; ES module)
//   runtime/playground/main.tsx → lib/runtime/playground/main-<hash>.js + chunks  (pages with a playground)
//   runtime/asyncapi-console/main.tsx → lib/runtime/asyncapi-console/main-<hash>.js + chunks  (channel pages with a WebSocket server)
//
// Minified IIFEs (they run as classic or module scripts alike), target es2020, no source map. The
// playground is an ES module split into chunks (the body form, a language's sample generator … load
// when first needed); its file names carry their content hash, so chunks cache across pages.
// Prints each file's raw and gzip size, and fails when app.js is over its gzip budget.
//
// Usage: node scripts/build-runtime.mjs   (run by `npm run build`)
// Tests import `buildRuntime({ write: false })` to get the bundles in memory.

import { Buffer } from 'node:buffer';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The most the runtime every page loads may weigh, gzipped (pages load at most 20 KB of JS gzipped in
 * all): the chrome and code blocks. Content components' behaviours are in components.js, which only the
 * pages that show one load, under a budget of its own.
 */
export const APP_GZIP_BUDGET = 5.5 * 1024;

/** The most components.js may weigh, gzipped. */
export const COMPONENTS_GZIP_BUDGET = 6 * 1024;

export const ENTRIES = {
  app: 'runtime/app.ts',
  components: 'runtime/components.ts',
  'dev-client': 'runtime/dev-client.ts',
  'api-reference': 'runtime/api-reference.ts',
  mermaid: 'runtime/mermaid.ts',
  // Inlined into the 404 page (src/output/outputs/not-found.ts).
  'not-found': 'runtime/not-found.ts',
};

/** The playground's entry; its chunks are written beside it in lib/runtime/playground/. */
export const PLAYGROUND_ENTRY = 'runtime/playground/main.tsx';

/** Hydrating a site's own components (see src/content/custom/browser-bundle.ts). */
export const ISLANDS_MOUNT_ENTRY = 'runtime/islands/mount.ts';

/** Live code samples, an entry of its own too so that tests (and pages) can load it without the UI. */
export const PLAYGROUND_SAMPLES_ENTRY = 'runtime/playground/samples.ts';

/** The search dialog: an ES module of its own, imported by the opener in app.js when the reader opens search. */
export const SEARCH_ENTRY = 'runtime/search/dialog.ts';

/** The most the playground's entry and the chunks it imports statically may weigh, gzipped. */
export const PLAYGROUND_GZIP_BUDGET = 60 * 1024;

/** AsyncAPI channel pages' WebSocket console; its chunks are written beside it in lib/runtime/asyncapi-console/. */
export const CONSOLE_ENTRY = 'runtime/asyncapi-console/main.tsx';

/** The most the console's entry and the chunks it imports statically may weigh, gzipped. */
export const CONSOLE_GZIP_BUDGET = 25 * 1024;

/**
 * Build both bundles. With `write: false` nothing is written and the contents are only returned.
 * @param {{ outdir?: string, write?: boolean, log?: boolean }} [options]
 */
export async function buildRuntime({ outdir = path.join(ROOT, 'lib', 'runtime'), write = true, log = false } = {}) {
  // What every runtime bundle shares; the page scripts are also minified.
  const browser = {
    absWorkingDir: ROOT,
    bundle: true,
    target: 'es2020',
    platform: 'browser',
    tsconfig: path.join(ROOT, 'runtime', 'tsconfig.json'),
    write,
    logLevel: 'warning',
  };
  const minified = { minify: true, sourcemap: false, legalComments: 'none' };
  const result = await build({
    ...browser,
    ...minified,
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(ROOT, file)])),
    outdir,
    format: 'iife',
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
  // Preact apps split into a small entry and lazily loaded, content-hashed chunks.
  const splitApp = {
    ...browser,
    ...minified,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    splitting: true,
    format: 'esm',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    metafile: true,
  };
  const playground = await build({
    ...splitApp,
    entryPoints: { main: path.join(ROOT, PLAYGROUND_ENTRY), samples: path.join(ROOT, PLAYGROUND_SAMPLES_ENTRY) },
    outdir: playgroundDir,
  });
  // The WebSocket console: built apart from the playground (whose chunk names stay as they are), sharing its source.
  const consoleDir = path.join(outdir, 'asyncapi-console');
  if (write) await rm(consoleDir, { recursive: true, force: true });
  const wsConsole = await build({ ...splitApp, entryPoints: { main: path.join(ROOT, CONSOLE_ENTRY) }, outdir: consoleDir });
  // Islands: what hydrates a site's own components, bundled again with each site's island code (its
  // Preact stays external here so that the site's bundle holds one Preact).
  const islands = await build({
    ...browser,
    entryPoints: [path.join(ROOT, ISLANDS_MOUNT_ENTRY)],
    outfile: path.join(outdir, 'islands', 'mount.js'),
    format: 'esm',
    external: ['preact', 'preact/*'],
  });
  const search = await build({
    ...browser,
    ...minified,
    entryPoints: [path.join(ROOT, SEARCH_ENTRY)],
    outfile: path.join(outdir, 'search.js'),
    format: 'esm',
  });
  if (search.outputFiles) files.push(...search.outputFiles.map((f) => ({ path: f.path, contents: f.text })));
  else files.push({ path: path.join(outdir, 'search.js'), contents: await readFile(path.join(outdir, 'search.js'), 'utf8') });
  if (islands.outputFiles) files.push(...islands.outputFiles.map((f) => ({ path: f.path, contents: f.text })));
  for (const split of [playground, wsConsole]) {
    if (split.outputFiles) files.push(...split.outputFiles.map((f) => ({ path: f.path, contents: f.text })));
    else
      for (const file of Object.keys(split.metafile.outputs))
        files.push({ path: path.join(ROOT, file), contents: await readFile(path.join(ROOT, file), 'utf8') });
  }
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
 * @param {string} [dir] the split bundle's folder under lib/runtime/ (`playground`, `asyncapi-console`)
 */
export function playgroundInitialGzip(files, dir = 'playground') {
  const inDir = files.filter((f) => path.basename(path.dirname(f.path)) === dir);
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
  for (const [name, budget] of [
    ['app.js', APP_GZIP_BUDGET],
    ['components.js', COMPONENTS_GZIP_BUDGET],
  ]) {
    const file = files.find((f) => f.name === name);
    if (file && file.gzip > budget) {
      console.error(`lib/runtime/${name} is ${kb(file.gzip)} gzipped, over its ${kb(budget)} budget`);
      process.exit(1);
    }
  }
  const weight = playgroundInitialGzip(files);
  console.log(`playground entry + static imports: ${kb(weight)} gzip`);
  if (weight > PLAYGROUND_GZIP_BUDGET) {
    console.error(`the playground loads ${kb(weight)} gzipped before its first lazy chunk, over its ${kb(PLAYGROUND_GZIP_BUDGET)} budget`);
    process.exit(1);
  }
  const consoleWeight = playgroundInitialGzip(files, 'asyncapi-console');
  console.log(`WebSocket console entry + static imports: ${kb(consoleWeight)} gzip`);
  if (consoleWeight > CONSOLE_GZIP_BUDGET) {
    console.error(
      `the WebSocket console loads ${kb(consoleWeight)} gzipped before its first lazy chunk, over its ${kb(CONSOLE_GZIP_BUDGET)} budget`,
    );
    process.exit(1);
  }
}
