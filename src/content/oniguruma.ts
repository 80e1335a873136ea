import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createOnigurumaEngine, type RegexEngine } from 'shiki';

/**
 * Shiki's Oniguruma regex engine. The WebAssembly binary is read as a file: Shiki's default imports it
 * inlined as base64, whose decoding cost every build thread a few hundred milliseconds at start. It is
 * handed over as an instantiator: given bytes, Shiki first asks whether they are a fetch `Response`, and
 * Node loads its whole fetch implementation the first time a thread names `Response` (30–60 ms).
 */
export function onigurumaEngine(): Promise<RegexEngine> {
  const bytes = readFile(fileURLToPath(import.meta.resolve('shiki/onig.wasm')));
  return createOnigurumaEngine({
    instantiator: async (imports) => (await WebAssembly.instantiate(await bytes, imports)).instance.exports,
  });
}
