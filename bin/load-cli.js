// The command line's `main`: from the bundle (lib/bundle/, see scripts/bundle-cli.mjs; it loads several
// times faster) unless it is missing or older than the compiled sources, or SEXTANT_NO_BUNDLE is set.
import fs from 'node:fs';

const mtime = (rel) => fs.statSync(new URL(rel, import.meta.url), { throwIfNoEntry: false })?.mtimeMs;

/** Import the command line. */
export async function loadCli() {
  const bundle = mtime('../lib/bundle/main.js');
  const fresh = bundle !== undefined && bundle >= (mtime('../lib/cli/main.js') ?? 0);
  return fresh && !process.env['SEXTANT_NO_BUNDLE'] ? import('../lib/bundle/main.js') : import('../lib/cli/main.js');
}
