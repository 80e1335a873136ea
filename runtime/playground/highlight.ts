/**
 * Syntax highlighting in the browser, markup for markup what the build writes (src/content/highlight.ts):
 * Shiki's `<pre class="shiki shiki-themes …">` with the light colours inline and the dark ones as
 * `--shiki-dark` variables, which assets/site.css switches. Shiki's fine-grained core with the
 * JavaScript regex engine; the engine, each theme and each grammar are chunks loaded on first use.
 */
import type { codeToHtml as CodeToHtml, HighlighterCore, LanguageInput } from '@shikijs/core';

/** The build's default pair (`styling.codeblocks: system`). */
const THEMES = { light: 'github-light', dark: 'github-dark-default' } as const;

/** Every grammar the playground may ask for: the code-sample languages and response bodies. */
const GRAMMARS: Record<string, () => Promise<{ default: LanguageInput }>> = {
  bash: () => import('@shikijs/langs/bash'),
  c: () => import('@shikijs/langs/c'),
  clojure: () => import('@shikijs/langs/clojure'),
  cpp: () => import('@shikijs/langs/cpp'),
  csharp: () => import('@shikijs/langs/csharp'),
  dart: () => import('@shikijs/langs/dart'),
  go: () => import('@shikijs/langs/go'),
  html: () => import('@shikijs/langs/html'),
  http: () => import('@shikijs/langs/http'),
  java: () => import('@shikijs/langs/java'),
  javascript: () => import('@shikijs/langs/javascript'),
  json: () => import('@shikijs/langs/json'),
  kotlin: () => import('@shikijs/langs/kotlin'),
  'objective-c': () => import('@shikijs/langs/objective-c'),
  ocaml: () => import('@shikijs/langs/ocaml'),
  php: () => import('@shikijs/langs/php'),
  powershell: () => import('@shikijs/langs/powershell'),
  python: () => import('@shikijs/langs/python'),
  r: () => import('@shikijs/langs/r'),
  ruby: () => import('@shikijs/langs/ruby'),
  rust: () => import('@shikijs/langs/rust'),
  swift: () => import('@shikijs/langs/swift'),
  typescript: () => import('@shikijs/langs/typescript'),
  xml: () => import('@shikijs/langs/xml'),
};

let core: Promise<{ highlighter: HighlighterCore; codeToHtml: typeof CodeToHtml }> | undefined;
const loading = new Map<string, Promise<void>>();

function load() {
  core ??= (async () => {
    const [shiki, engine, light, dark] = await Promise.all([
      import('@shikijs/core'),
      import('@shikijs/engine-javascript'),
      import('@shikijs/themes/github-light'),
      import('@shikijs/themes/github-dark-default'),
    ]);
    const highlighter = await shiki.createHighlighterCore({
      themes: [light.default, dark.default],
      langs: [],
      // `forgiving`, as the build's JavaScript engine: a pattern it cannot translate matches nothing.
      engine: engine.createJavaScriptRegexEngine({ forgiving: true }),
    });
    return { highlighter, codeToHtml: shiki.codeToHtml };
  })();
  return core;
}

/** The grammar to use for `lang`, loaded; `text` (no grammar, plain but themed) when we have none. */
async function language(highlighter: HighlighterCore, lang: string): Promise<string> {
  const id = lang.toLowerCase();
  const grammar = GRAMMARS[id];
  if (!grammar) return 'text';
  if (highlighter.getLoadedLanguages().includes(id)) return id;
  let p = loading.get(id);
  if (!p) loading.set(id, (p = grammar().then((m) => highlighter.loadLanguage(m.default))));
  await p;
  return id;
}

/** `code` as the build would highlight it: the HTML of one `<pre class="shiki …">`. */
export async function highlight(code: string, lang: string): Promise<string> {
  const { highlighter, codeToHtml } = await load();
  return codeToHtml(highlighter, code, {
    lang: await language(highlighter, lang),
    themes: THEMES,
    defaultColor: 'light',
    tokenizeTimeLimit: 0,
  });
}
