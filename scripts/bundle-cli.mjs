// Bundle the compiled command line (lib/cli/main.js) and the build worker (lib/output/build-worker.js)
// with esbuild into lib/bundle/, which bin/sextant.js loads when it is there and up to date.
//
// Why: Node 20's ES module loader costs about 1 ms per module, and a build loads some 760 of them (zod,
// micromark, shiki, preact …): most of a small site's cold build, paid again by every build worker. One
// file per entry with shared chunks (code split, so what a command imports lazily still loads lazily)
// loads about three times faster. lib/ stays as compiled by tsc: it is the library (`exports`), and the
// command falls back to it when the bundle is missing or older than lib/cli/main.js.
//
// The bundle sits one folder below lib/, like the modules it is made from, so paths they resolve from
// their own URL (`../../package.json`, the package's assets, `./build-worker.js`) stay valid. The
// generated OpenAPI and AsyncAPI validators are loaded by URL from beside their module: they are copied beside the
// bundle. Dependencies that `require` at run time get a `require` of their own (the banner).
//
// Usage: node scripts/bundle-cli.mjs   (run by `npm run build`, after tsc)

import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'lib', 'bundle');
const VALIDATORS = [path.join(ROOT, 'lib', 'openapi', 'check', 'validators'), path.join(ROOT, 'lib', 'asyncapi', 'check', 'validators')];

const started = performance.now();
fs.rmSync(OUT, { recursive: true, force: true });
const result = await build({
  absWorkingDir: ROOT,
  entryPoints: ['lib/cli/main.js', 'lib/output/build-worker.js'],
  outdir: OUT,
  entryNames: '[name]',
  chunkNames: '[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Prefer packages' ES module builds (jsonc-parser's UMD build requires its files by computed names).
  mainFields: ['module', 'main'],
  // esbuild's API drives its own binary (it cannot be bundled); custom components are compiled against
  // node_modules' Preact, so the renderer must be that same copy (hooks live on the module's state).
  // pagefind finds its platform binary from its own folder, and so does @napi-rs/canvas (Open Graph cards).
  // TypeScript (twoslash blocks only) is 9 MB that reads its lib files from its own folder: it loads from
  // node_modules, and only when a page needs it.
  external: [
    'esbuild',
    'pagefind',
    '@napi-rs/canvas',
    'preact',
    'preact/*',
    'preact-render-to-string',
    'preact-render-to-string/*',
    'typescript',
  ],
  // acorn's package gives `require` its CommonJS build and `import` its ES module: acorn-jsx requires it
  // and the MDX parser imports it, so both copies (300 KB) were bundled and compiled by every build
  // thread. acorn-jsx only falls back to its own copy when the parser it extends has none.
  alias: { acorn: './node_modules/acorn/dist/acorn.mjs' },
  banner: { js: "import { createRequire as __sextantRequire } from 'node:module'; const require = __sextantRequire(import.meta.url);" },
  // Whitespace and syntax only: V8 scans every byte of what a thread imports, and the build module's import
  // took 275 ms instead of 330 in each build thread; names are kept, for stack traces and profiles.
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'error',
  metafile: true,
});
for (const dir of VALIDATORS) if (fs.existsSync(dir)) fs.cpSync(dir, path.join(OUT, 'validators'), { recursive: true });
const files = Object.keys(result.metafile.outputs).length;
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(
  `command-line bundle: ${files} files, ${(bytes / 2 ** 20).toFixed(1)} MB in lib/bundle (${Math.round(performance.now() - started)} ms)`,
);
