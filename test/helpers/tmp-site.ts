import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

const made: string[] = [];
// Deleting a built site's thousands of files is slow on a loaded disk: asynchronously, all at once.
afterAll(async () => {
  await Promise.all(made.splice(0).map((dir) => removeTree(dir)));
});

/** Delete a folder and what it holds (retrying files still held open, as on Windows). */
export function removeTree(dir: string): Promise<void> {
  return fs.promises.rm(dir, { recursive: true, force: true, maxRetries: 3 });
}

/**
 * Write a throw-away docs folder: file path → contents (objects are written as formatted JSON, so
 * line numbers in assertions match what an author would see). Removed after the test file.
 */
export function tmpSite(files: Record<string, string | object>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-test-'));
  made.push(dir);
  for (const [rel, content] of Object.entries(files)) {
    const abs = path.join(dir, rel);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, typeof content === 'string' ? content : JSON.stringify(content, null, 2) + '\n');
  }
  return dir;
}

/**
 * Copy a fixture's docs folder to `to`, without the build cache other tests leave in it (`.sextant/`,
 * from building the fixture in place): a build of the copy would otherwise reuse pages compiled
 * elsewhere, and what it compiles would depend on which tests ran first.
 */
export function copySite(from: string, to: string): void {
  fs.cpSync(from, to, { recursive: true, filter: (p) => path.relative(from, p).split(path.sep)[0] !== '.sextant' });
}

/** The folder of the shared fixtures (real repositories and specs), or undefined in a clone without them. */
export function sharedFixtures(): string | undefined {
  const dir = path.resolve(import.meta.dirname, '../../../shared/fixtures');
  return fs.existsSync(dir) ? dir : undefined;
}
