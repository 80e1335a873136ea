/**
 * Syntax highlighting in the browser with highlight.js: its core (~8 KB gzip) and one chunk per
 * language, loaded on first use. Shiki, which the build uses, needs ~45 KB before its first grammar,
 * most of the playground's budget. The markup is hljs's classed spans; assets/site.css ("playground:
 * live highlighting") colours them with the build's themes (github-light / github-dark-default), so a
 * live sample looks like the build's code blocks.
 */
import type { HLJSApi, LanguageFn } from 'highlight.js';

/**
 * Our language ids (the Shiki ids of src/samples/languages.ts, plus response bodies) → the hljs
 * grammar for each. Ids not here come out as escaped plain text.
 */
const GRAMMARS: Record<string, () => Promise<{ default: LanguageFn }>> = {
  bash: () => import('highlight.js/lib/languages/bash'),
  c: () => import('highlight.js/lib/languages/c'),
  clojure: () => import('highlight.js/lib/languages/clojure'),
  cpp: () => import('highlight.js/lib/languages/cpp'),
  csharp: () => import('highlight.js/lib/languages/csharp'),
  dart: () => import('highlight.js/lib/languages/dart'),
  go: () => import('highlight.js/lib/languages/go'),
  // hljs's xml grammar is also its HTML one.
  html: () => import('highlight.js/lib/languages/xml'),
  http: () => import('highlight.js/lib/languages/http'),
  java: () => import('highlight.js/lib/languages/java'),
  javascript: () => import('highlight.js/lib/languages/javascript'),
  json: () => import('highlight.js/lib/languages/json'),
  kotlin: () => import('highlight.js/lib/languages/kotlin'),
  'objective-c': () => import('highlight.js/lib/languages/objectivec'),
  ocaml: () => import('highlight.js/lib/languages/ocaml'),
  php: () => import('highlight.js/lib/languages/php'),
  powershell: () => import('highlight.js/lib/languages/powershell'),
  python: () => import('highlight.js/lib/languages/python'),
  r: () => import('highlight.js/lib/languages/r'),
  ruby: () => import('highlight.js/lib/languages/ruby'),
  rust: () => import('highlight.js/lib/languages/rust'),
  swift: () => import('highlight.js/lib/languages/swift'),
  typescript: () => import('highlight.js/lib/languages/typescript'),
  xml: () => import('highlight.js/lib/languages/xml'),
};

let core: Promise<HLJSApi> | undefined;
const loading = new Map<string, Promise<void>>();

/** The hljs core with `lang`'s grammar registered (under our id), or undefined when we have none. */
async function withLanguage(lang: string): Promise<HLJSApi | undefined> {
  const grammar = GRAMMARS[lang];
  if (!grammar) return undefined;
  core ??= import('highlight.js/lib/core').then((m) => m.default);
  let p = loading.get(lang);
  if (!p) {
    p = Promise.all([core, grammar()]).then(([hljs, m]) => hljs.registerLanguage(lang, m.default));
    loading.set(lang, p);
  }
  await p;
  return core;
}

/**
 * `code` highlighted: the HTML of one `<pre class="sx-hl"><code class="language-…">` whose tokens are
 * `hljs-*` spans; the escaped text alone when `lang` has no grammar.
 */
export async function highlight(code: string, lang: string): Promise<string> {
  const id = lang.toLowerCase();
  const hljs = await withLanguage(id);
  // ignoreIllegals: a sample or response that trips a grammar still comes out whole.
  const body = hljs ? hljs.highlight(code, { language: id, ignoreIllegals: true }).value : escape(code);
  return `<pre class="sx-hl" tabindex="0"><code class="language-${escape(id.replace(/[^a-z0-9-]/g, ''))}">${body}</code></pre>`;
}

function escape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
