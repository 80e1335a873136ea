/**
 * Syntax highlighting in the browser, markup for markup what the build writes (src/content/highlight.ts):
 * Shiki's `<pre class="shiki shiki-themes …">` with the light colours inline and the dark ones as
 * `--shiki-dark` variables, which assets/site.css switches. Shiki's tokenizer (@shikijs/primitive) with
 * the JavaScript regex engine; the engine, each theme and each grammar are chunks loaded on first use.
 */
import type { LanguageInput, ShikiPrimitive, ThemedTokenWithVariants, TokenStyles } from '@shikijs/types';

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

let shiki: Promise<ShikiPrimitive> | undefined;
const loading = new Map<string, Promise<void>>();

function load(): Promise<ShikiPrimitive> {
  shiki ??= (async () => {
    const [primitive, engine, light, dark] = await Promise.all([
      import('@shikijs/primitive'),
      import('@shikijs/engine-javascript'),
      import('@shikijs/themes/github-light'),
      import('@shikijs/themes/github-dark-default'),
    ]);
    return primitive.createShikiPrimitiveAsync({
      themes: [light.default, dark.default],
      langs: [],
      // `forgiving`, as the build's JavaScript engine: a pattern it cannot translate matches nothing.
      engine: engine.createJavaScriptRegexEngine({ forgiving: true }),
    });
  })();
  return shiki;
}

/** The grammar to use for `lang`, loaded; `text` (no grammar, plain but themed) when we have none. */
async function language(shiki: ShikiPrimitive, lang: string): Promise<string> {
  const id = lang.toLowerCase();
  const grammar = GRAMMARS[id];
  if (!grammar) return 'text';
  if (shiki.getLoadedLanguages().includes(id)) return id;
  let p = loading.get(id);
  if (!p) loading.set(id, (p = grammar().then((m) => shiki.loadLanguage(m.default))));
  await p;
  return id;
}

/** `code` as the build would highlight it: the HTML of one `<pre class="shiki …">`. */
export async function highlight(code: string, lang: string): Promise<string> {
  const shiki = await load();
  const { codeToTokensWithThemes } = await import('@shikijs/primitive');
  const lines = codeToTokensWithThemes(shiki, code, { lang: await language(shiki, lang), themes: THEMES, tokenizeTimeLimit: 0 });
  const light = shiki.getTheme(THEMES.light);
  const dark = shiki.getTheme(THEMES.dark);
  const style = `background-color:${light.bg};--shiki-dark-bg:${dark.bg};color:${light.fg};--shiki-dark:${dark.fg}`;
  const body = lines.map((line) => `<span class="line">${mergeWhitespace(line).map(span).join('')}</span>`).join('\n');
  return `<pre class="shiki shiki-themes ${attr(light.name)} ${attr(dark.name)}" style="${attr(style)}" tabindex="0"><code>${body}</code></pre>`;
}

/*
 * Below, the markup of Shiki's codeToHtml for two themes with `defaultColor: 'light'` (what the build
 * calls), written out: its HTML serialiser (hast-util-to-html) is half the weight of @shikijs/core.
 * test/samples/highlight.test.ts holds the two to the same output.
 */

/** Whitespace-only tokens join the token after them (Shiki's `mergeWhitespaces`). */
function mergeWhitespace(line: ThemedTokenWithVariants[]): ThemedTokenWithVariants[] {
  const out: ThemedTokenWithVariants[] = [];
  let carry = '';
  line.forEach((token, i) => {
    if (/^\s+$/.test(token.content) && line[i + 1]) carry += token.content;
    else {
      out.push(carry ? { ...token, content: carry + token.content } : token);
      carry = '';
    }
  });
  return out;
}

/** A token's span: the light theme's colours inline, the dark one's (and font styles) as `--shiki-*` variables. */
function span(token: ThemedTokenWithVariants): string {
  const variants = [styles(token.variants.light), styles(token.variants.dark)];
  const keys = [...new Set(variants.flatMap((v) => Object.keys(v)))];
  const parts: string[] = [];
  variants.forEach((v, i) => {
    for (const key of keys) {
      const value = v[key] ?? 'inherit';
      if (i === 0 && (key === 'color' || key === 'background-color')) parts.push(`${key}:${value}`);
      else
        parts.push(
          `--shiki-${i === 0 ? 'light' : 'dark'}${key === 'color' ? '' : key === 'background-color' ? '-bg' : `-${key}`}:${value}`,
        );
    }
  });
  const style = parts.length ? ` style="${attr(parts.join(';'))}"` : '';
  return `<span${style}>${text(token.content)}</span>`;
}

function styles(token: TokenStyles | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!token) return out;
  if (token.color) out.color = token.color;
  if (token.bgColor) out['background-color'] = token.bgColor;
  const font = token.fontStyle ?? 0;
  if (font & 1) out['font-style'] = 'italic';
  if (font & 2) out['font-weight'] = 'bold';
  const decorations = [font & 4 ? 'underline' : '', font & 8 ? 'line-through' : ''].filter(Boolean);
  if (decorations.length) out['text-decoration'] = decorations.join(' ');
  return out;
}

/** Text as hast-util-to-html escapes it. */
function text(s: string): string {
  return s.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;');
}

function attr(s: string): string {
  return s.replace(/&/g, '&#x26;').replace(/"/g, '&#x22;');
}
