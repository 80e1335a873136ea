/**
 * The browser code of a site's islands: one ES module entry per island module (`<id>.js`, exporting
 * `mount`), split so that Preact and code two islands share sit in chunks; a page loads only the
 * entries of the islands it draws. Built once per build, with esbuild, when some page has an island.
 */
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { IslandSource } from '../../model/page.js';
import { BUILTIN_COMPONENTS } from '../../render/components/index.js';
import { loaderFor, sharedOptions } from './esbuild-setup.js';
import { CODE_TREE, PACKAGE_ROOT } from '../../source/package-root.js';

/** The hydrating code (runtime/islands/mount.ts, built into lib/ by scripts/build-runtime.mjs). */
const MOUNT = path.join(PACKAGE_ROOT, 'lib/runtime/islands/mount.js');
/** The built-in components, from the tree this code runs from (src/ in the tests, lib/ when installed). */
const BUILTINS = path.join(PACKAGE_ROOT, CODE_TREE, 'render/components/index');

export interface BundledFile {
  /** Path inside the islands folder (`<id>.js`, `chunk-<hash>.js`). */
  name: string;
  contents: Uint8Array;
}

/** Bundle the islands; a compile error is thrown (its module already failed on the server and was reported there). */
export async function bundleIslands(root: string, islands: readonly IslandSource[]): Promise<BundledFile[]> {
  const { build } = await import('esbuild');
  const byId = new Map(islands.map((i) => [i.id, i]));
  const entries: Plugin = {
    name: 'sextant-islands',
    setup(b) {
      b.onResolve({ filter: /^sextant-island:/ }, (args) => ({
        path: args.path.slice('sextant-island:'.length),
        namespace: 'sextant-island',
      }));
      b.onLoad({ filter: /.*/, namespace: 'sextant-island' }, (args) => {
        const island = byId.get(args.path)!;
        return {
          contents:
            `import * as M from ${JSON.stringify(`sextant-module:${island.id}`)};\n` +
            `import { mount as m } from ${JSON.stringify(MOUNT)};\n` +
            `export const mount = (el) => m(el, M);\n`,
          loader: 'js',
          resolveDir: root,
        };
      });
      // The island's module is the ESM of its page or snippet (not the MDX file itself).
      b.onResolve({ filter: /^sextant-module:/ }, (args) => ({
        path: args.path.slice('sextant-module:'.length),
        namespace: 'sextant-module',
      }));
      b.onLoad({ filter: /.*/, namespace: 'sextant-module' }, (args) => {
        const island = byId.get(args.path)!;
        return { contents: island.text, loader: loaderFor(island.file), resolveDir: path.join(root, path.dirname(island.file)) };
      });
    },
  };
  const options = sharedOptions(root, Object.keys(BUILTIN_COMPONENTS), 'browser', BUILTINS);
  const result = await build({
    ...options,
    plugins: [entries, ...(options.plugins ?? [])],
    entryPoints: Object.fromEntries(islands.map((i) => [i.id, `sextant-island:${i.id}`])),
    outdir: path.join(root, '__sextant_islands'),
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    splitting: true,
    legalComments: 'none',
  });
  return (result.outputFiles ?? []).map((f) => ({ name: path.basename(f.path), contents: f.contents }));
}
