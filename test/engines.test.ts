import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, it } from 'vitest';

// semver is in node_modules as a transitive dependency (it ships no types of its own).
const semver = createRequire(import.meta.url)('semver') as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
};

const ROOT = path.join(import.meta.dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: unknown }>;
};

/** The lowest Node version package.json promises to run on. */
const minimum = semver.minVersion(pkg.engines.node)?.version;

it('declares an engine that accepts the Node running the tests', () => {
  expect(semver.satisfies(process.version, pkg.engines.node)).toBe(true);
});

it('locks no package whose engines.node refuses the declared minimum (npm would print EBADENGINE)', () => {
  expect(minimum).toBeDefined();
  const refusing: string[] = [];
  for (const [where, entry] of Object.entries(lock.packages)) {
    const engines = entry.engines as { node?: unknown } | undefined;
    // Some old packages write engines as an array of strings, which npm ignores.
    if (typeof engines?.node !== 'string') continue;
    if (!semver.satisfies(minimum!, engines.node)) refusing.push(`${where}@${entry.version} (node ${engines.node})`);
  }
  expect(refusing).toEqual([]);
});
