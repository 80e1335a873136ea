import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createOnigurumaEngine, type RegexEngine } from 'shiki';

/**
 * Shiki's Oniguruma regex engine. The WebAssembly binary is read as a file: Shiki's default imports it
 * inlined as base64, whose decoding cost every build thread a few hundred milliseconds at start.
 */
export function onigurumaEngine(): Promise<RegexEngine> {
  return createOnigurumaEngine(readFile(fileURLToPath(import.meta.resolve('shiki/onig.wasm'))));
}
