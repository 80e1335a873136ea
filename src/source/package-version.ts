import fs from 'node:fs';

/** The package version, read from package.json beside lib/. */
export function readVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}
