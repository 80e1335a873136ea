import fs from 'node:fs';

/** The package version, read from package.json beside lib/. */
export function readVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

let code: string | undefined;

/**
 * What caches are keyed by: the version and the fingerprint of the compiled code that
 * `npm run build` writes (lib/build-id.txt), so a cache made by other code is never reused.
 */
export function codeVersion(): string {
  if (code !== undefined) return code;
  let id = '';
  try {
    id = fs.readFileSync(new URL('../../lib/build-id.txt', import.meta.url), 'utf8').trim();
  } catch {
    // Running from sources (vitest): no fingerprint; the version alone.
  }
  return (code = id ? `${readVersion()}+${id}` : readVersion());
}
