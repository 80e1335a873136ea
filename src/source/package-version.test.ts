import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeVersion, readVersion } from './package-version.js';

describe('codeVersion', () => {
  it("keys this process's caches apart when the sources run, whatever fingerprint lib/ has", () => {
    const v = codeVersion();
    expect(v.startsWith(`${readVersion()}+sources-${process.pid}-`)).toBe(true);
    expect(codeVersion()).toBe(v);
    const built = path.join(import.meta.dirname, '../../lib/build-id.txt');
    if (fs.existsSync(built)) expect(v).not.toContain(fs.readFileSync(built, 'utf8').trim());
  });
});
