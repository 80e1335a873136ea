import fs from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from './package-root.js';

/** The package version, read from package.json beside lib/. */
export function readVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

let code: string | undefined;

/**
 * What caches are keyed by: the version and the fingerprint of the compiled code that
 * `npm run build` writes (lib/build-id.txt), so a cache made by other code is never reused.
 */
export function codeVersion(): string {
  if (code !== undefined) return code;
  // Running from the TypeScript sources (vitest): lib/build-id.txt, if any, fingerprints the compiled
  // code, not these sources, which may have been edited since. A cache another process made (a test
  // building a fixture in place, before an edit) could hold another code's pages: this process's caches
  // are its own.
  if (import.meta.url.endsWith('.ts')) return (code = `${readVersion()}+sources-${process.pid}-${Date.now().toString(36)}`);
  let id = '';
  try {
    id = fs.readFileSync(path.join(PACKAGE_ROOT, 'lib/build-id.txt'), 'utf8').trim();
  } catch {
    // No fingerprint (a lib/ compiled without `npm run build`): the version alone.
  }
  return (code = id ? `${readVersion()}+${id}` : readVersion());
}
