/**
 * The languages `api.examples.languages` may name, with Mintlify's aliases, and which generator makes
 * each. Most come from @readme/httpsnippet (target + client); JavaScript and Python are ours (see
 * openapi/code-samples/fetch.ts and python.ts for why); the library has no Rust or Dart, so rust.ts and dart.ts write those.
 */

export type Generator =
  | { kind: 'httpsnippet'; target: string; client: string }
  | { kind: 'fetch'; flavour: 'browser' | 'node' }
  | { kind: 'python' }
  | { kind: 'rust' }
  | { kind: 'dart' };

export interface LanguageInfo {
  /** The canonical key (`curl`, `python` …). */
  key: string;
  label: string;
  /** Shiki language id. */
  highlight: string;
  generator: Generator;
}

const snippet = (target: string, client: string): Generator => ({ kind: 'httpsnippet', target, client });

const LANGUAGES: readonly (LanguageInfo & { aliases: readonly string[] })[] = [
  { key: 'curl', aliases: ['bash', 'sh', 'shell'], label: 'cURL', highlight: 'bash', generator: snippet('shell', 'curl') },
  { key: 'python', aliases: ['py'], label: 'Python', highlight: 'python', generator: { kind: 'python' } },
  { key: 'javascript', aliases: ['js'], label: 'JavaScript', highlight: 'javascript', generator: { kind: 'fetch', flavour: 'browser' } },
  { key: 'node', aliases: ['nodejs', 'node.js'], label: 'Node.js', highlight: 'javascript', generator: { kind: 'fetch', flavour: 'node' } },
  // Browser fetch code that also type-checks as TypeScript (no untyped property assignments).
  { key: 'typescript', aliases: ['ts'], label: 'TypeScript', highlight: 'typescript', generator: { kind: 'fetch', flavour: 'browser' } },
  { key: 'go', aliases: ['golang'], label: 'Go', highlight: 'go', generator: snippet('go', 'native') },
  { key: 'java', aliases: [], label: 'Java', highlight: 'java', generator: snippet('java', 'okhttp') },
  { key: 'ruby', aliases: ['rb'], label: 'Ruby', highlight: 'ruby', generator: snippet('ruby', 'native') },
  { key: 'php', aliases: [], label: 'PHP', highlight: 'php', generator: snippet('php', 'curl') },
  { key: 'csharp', aliases: ['c#', 'cs'], label: 'C#', highlight: 'csharp', generator: snippet('csharp', 'httpclient') },
  { key: 'dotnet', aliases: ['.net', 'dot-net'], label: '.NET', highlight: 'csharp', generator: snippet('csharp', 'restsharp') },
  { key: 'swift', aliases: [], label: 'Swift', highlight: 'swift', generator: snippet('swift', 'urlsession') },
  { key: 'kotlin', aliases: ['kt'], label: 'Kotlin', highlight: 'kotlin', generator: snippet('kotlin', 'okhttp') },
  { key: 'rust', aliases: ['rs'], label: 'Rust', highlight: 'rust', generator: { kind: 'rust' } },
  { key: 'dart', aliases: [], label: 'Dart', highlight: 'dart', generator: { kind: 'dart' } },
  { key: 'powershell', aliases: ['pwsh'], label: 'PowerShell', highlight: 'powershell', generator: snippet('powershell', 'restmethod') },
  { key: 'c', aliases: [], label: 'C', highlight: 'c', generator: snippet('c', 'libcurl') },
  // libcurl's C API is what C++ programs call too; the generated code is valid C++.
  { key: 'c++', aliases: ['cpp'], label: 'C++', highlight: 'cpp', generator: snippet('c', 'libcurl') },
  { key: 'objective-c', aliases: ['objc'], label: 'Objective-C', highlight: 'objective-c', generator: snippet('objc', 'nsurlsession') },
  { key: 'http', aliases: [], label: 'HTTP', highlight: 'http', generator: snippet('http', 'http1.1') },
  { key: 'httpie', aliases: [], label: 'HTTPie', highlight: 'bash', generator: snippet('shell', 'httpie') },
  { key: 'wget', aliases: [], label: 'Wget', highlight: 'bash', generator: snippet('shell', 'wget') },
  { key: 'r', aliases: [], label: 'R', highlight: 'r', generator: snippet('r', 'httr') },
  { key: 'ocaml', aliases: [], label: 'OCaml', highlight: 'ocaml', generator: snippet('ocaml', 'cohttp') },
  { key: 'clojure', aliases: [], label: 'Clojure', highlight: 'clojure', generator: snippet('clojure', 'clj_http') },
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
