/**
 * The languages `api.examples.languages` may name, with Mintlify's aliases, and which generator makes
 * each: a @scalar/snippetz plugin (`target/client`, see snippetz.ts), or one of ours where ours is
 * clearly better (JavaScript/Node/TypeScript, Python, Rust, Dart, Swift: see each file for why).
 * Shared by the build and the browser playground; nothing here loads a generator.
 */
import type { GeneratorId } from './generator-id.js';

export interface LanguageInfo {
  /** The canonical key (`curl`, `python` …). */
  key: string;
  label: string;
  /** Shiki language id. */
  highlight: string;
  generator: GeneratorId;
}

const LANGUAGES: readonly (LanguageInfo & { aliases: readonly string[] })[] = [
  { key: 'curl', aliases: ['bash', 'sh', 'shell'], label: 'cURL', highlight: 'bash', generator: 'shell/curl' },
  { key: 'python', aliases: ['py'], label: 'Python', highlight: 'python', generator: 'python' },
  { key: 'javascript', aliases: ['js'], label: 'JavaScript', highlight: 'javascript', generator: 'fetch/browser' },
  { key: 'node', aliases: ['nodejs', 'node.js'], label: 'Node.js', highlight: 'javascript', generator: 'fetch/node' },
  // Browser fetch code that also type-checks as TypeScript (no untyped property assignments).
  { key: 'typescript', aliases: ['ts'], label: 'TypeScript', highlight: 'typescript', generator: 'fetch/browser' },
  { key: 'go', aliases: ['golang'], label: 'Go', highlight: 'go', generator: 'go/native' },
  { key: 'java', aliases: [], label: 'Java', highlight: 'java', generator: 'java/okhttp' },
  { key: 'ruby', aliases: ['rb'], label: 'Ruby', highlight: 'ruby', generator: 'ruby/native' },
  { key: 'php', aliases: [], label: 'PHP', highlight: 'php', generator: 'php/guzzle' },
  { key: 'csharp', aliases: ['c#', 'cs'], label: 'C#', highlight: 'csharp', generator: 'csharp/httpclient' },
  { key: 'dotnet', aliases: ['.net', 'dot-net'], label: '.NET', highlight: 'csharp', generator: 'csharp/restsharp' },
  { key: 'swift', aliases: [], label: 'Swift', highlight: 'swift', generator: 'swift' },
  { key: 'kotlin', aliases: ['kt'], label: 'Kotlin', highlight: 'kotlin', generator: 'kotlin/okhttp' },
  { key: 'rust', aliases: ['rs'], label: 'Rust', highlight: 'rust', generator: 'rust' },
  { key: 'dart', aliases: [], label: 'Dart', highlight: 'dart', generator: 'dart' },
  { key: 'powershell', aliases: ['pwsh'], label: 'PowerShell', highlight: 'powershell', generator: 'powershell/restmethod' },
  { key: 'c', aliases: [], label: 'C', highlight: 'c', generator: 'c/libcurl' },
  // libcurl's C API is what C++ programs call too; the generated code is valid C++.
  { key: 'c++', aliases: ['cpp'], label: 'C++', highlight: 'cpp', generator: 'c/libcurl' },
  { key: 'objective-c', aliases: ['objc'], label: 'Objective-C', highlight: 'objective-c', generator: 'objc/nsurlsession' },
  { key: 'http', aliases: [], label: 'HTTP', highlight: 'http', generator: 'http/http11' },
  { key: 'httpie', aliases: [], label: 'HTTPie', highlight: 'bash', generator: 'shell/httpie' },
  { key: 'wget', aliases: [], label: 'Wget', highlight: 'bash', generator: 'shell/wget' },
  { key: 'r', aliases: [], label: 'R', highlight: 'r', generator: 'r/httr' },
  { key: 'ocaml', aliases: [], label: 'OCaml', highlight: 'ocaml', generator: 'ocaml/cohttp' },
  { key: 'clojure', aliases: [], label: 'Clojure', highlight: 'clojure', generator: 'clojure/clj_http' },
];

const BY_NAME = new Map<string, LanguageInfo>();
for (const { aliases, ...info } of LANGUAGES) {
  for (const name of [info.key, ...aliases]) BY_NAME.set(name, info);
}

/** The language a configured name stands for (case-insensitive), or undefined when we have none. */
export function findLanguage(name: string): LanguageInfo | undefined {
  return BY_NAME.get(name.trim().toLowerCase());
}

/** Every accepted name, canonical keys and aliases (for docs and config hints). */
export function languageNames(): string[] {
  return [...BY_NAME.keys()];
}
