// Bundle the browser runtime (runtime/) with esbuild:
//
//   runtime/app.ts        → lib/runtime/app.js         (every page)
//   runtime/dev-client.ts → lib/runtime/dev-client.js  (`sextant dev` only)
//   runtime/api-reference.ts → lib/runtime/api-reference.js  (API reference pages only)
//
// Minified IIFEs (they run as classic or module scripts alike), target es2020, no source map.
// Prints each file's raw and gzip size, and fails when app.js is over its gzip budget.
//
// Usage: node scripts/build-runtime.mjs   (run by `npm run build`)
// Tests import `buildRuntime({ write: false })` to get the bundles in memory.

import { Buffer } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The most the page runtime may weigh, gzipped (pages load at most 20 KB of JS gzipped in all). */
export const APP_GZIP_BUDGET = 8 * 1024;

export const ENTRIES = { app: 'runtime/app.ts', 'dev-client': 'runtime/dev-client.ts', 'api-reference': 'runtime/api-reference.ts' };

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
}
