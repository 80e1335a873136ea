import crypto from 'node:crypto';
import { shareTokenization, type SharedTokenization } from './shared-tokenization.js';
import type { SiteSettings } from '../model/settings.js';
import type { CodeLanguage } from '../model/site-model.js';
import {
  bundledLanguages,
  bundledLanguagesInfo,
  createHighlighter,
  type HighlighterGeneric,
  type LanguageRegistration,
  type ShikiTransformer,
} from 'shiki';
import { codeToHtml } from '@shikijs/core';
import { transformerNotationDiff, transformerNotationFocus, transformerNotationHighlight } from '@shikijs/transformers';
import { parseCodeMeta, transformerCodeMetaLines } from './code-meta.js';
import { canWriteDirectly, directHtml } from './direct-html.js';
import { sharingScanners, type SharingEngine } from './scanner-memo.js';
import { onigurumaEngine } from './oniguruma.js';
import { eachGrammarObject } from './grammar-patterns.js';
import { escapeHtml } from '../common/escape-html.js';
import { CSS_VARIABLES_THEME, cssVariablesTheme } from './css-variables-theme.js';

export interface CodeThemes {
  light: string;
  dark: string;
}

/** The pair for `styling.codeblocks`: `system` (default), `dark`, a theme name, or `{ theme }`. */
export function codeThemes(codeblocks: SiteSettings['styling']['codeblocks']): CodeThemes {
  // github-dark-default, not github-dark: its comments are readable on its background (6:1, not 3:1).
  const fallback = { light: 'github-light', dark: 'github-dark-default' };
  if (codeblocks === 'dark') return { light: 'github-dark-default', dark: 'github-dark-default' };
  if (typeof codeblocks === 'string' && codeblocks !== 'system') return { light: codeblocks, dark: codeblocks };
  const theme = typeof codeblocks === 'object' ? codeblocks.theme : undefined;
  if (typeof theme === 'string') return { light: theme, dark: theme };
  if (theme) return { ...fallback, ...theme };
  return fallback;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Highlighter = HighlighterGeneric<any, any>;
let highlighter: Promise<Highlighter> | undefined;
// Each highlighter's regex engine, whose shared scanners outlive the grammars that use them.
const engines = new WeakMap<Highlighter, SharingEngine>();
let shared: (SharedTokenization<ReturnType<Highlighter['getInternalContext']>> & { owner: Highlighter }) | undefined;
// Each highlighter's languages being loaded, by id (a restarted highlighter loads its own).
const loading = new WeakMap<Highlighter, Map<string, Promise<void>>>();
// Blocks being highlighted, per highlighter: one replaced meanwhile (restartShiki) is freed after its last.
const inUse = new Map<Promise<Highlighter>, number>();
const retiring = new Set<Promise<Highlighter>>();
const cache = new Map<string, string>();
// Small, and least recently used first out: it serves repeats within a build (shared snippets, the
// same sample on many pages), not a whole site. Thousands of kept blocks were tens of MB of each build
// worker's heap, and all of it churn on sites that repeat nothing.
const MAX_CACHE = 256;

// github-light's orange (strings keys, some keywords) is 3.5:1 on white; a darker orange of the same hue reads at 5:1 (WCAG AA).
const CONTRAST_FIXES = { 'github-light': { '#e36209': '#a85200' } };

// Meta line options (`{1,3-5}`, `highlight=`, `focus=`) and the `[!code …]` comment notations.
const META_TRANSFORMERS: ShikiTransformer[] = [
  transformerCodeMetaLines(),
  transformerNotationHighlight(),
  transformerNotationFocus(),
  transformerNotationDiff(),
];

/**
 * Highlights a block instead of Shiki in this thread, with `highlightCode`'s arguments and result; or
 * returns undefined to leave this block to Shiki here.
 */
export type DivertedHighlighter = (code: string, lang: string, meta: string, themes: CodeThemes) => Promise<string> | undefined;
let remote: DivertedHighlighter | undefined;

/**
 * Send this thread's blocks to `highlighter` (undefined: Shiki here again): another thread's Shiki, since
 * each thread that highlights pays Shiki's warm-up (regex scanners compiled per grammar rule, the
 * tokenizer's JIT) and a site built by two threads is quicker when only one of them highlights; or
 * plain text where the HTML is never shown (`check`).
 */
export function divertHighlighting(highlighter: DivertedHighlighter | undefined): void {
  remote = highlighter;
}

/**
 * Start loading the highlighter and its themes now, for a thread that will highlight soon but has other
 * work first (the dev server loading the site): the regex engine's WebAssembly compiles meanwhile.
 */
export function prepareHighlighter(themes: CodeThemes): void {
  if (!remote) withHighlighter(themes, async () => {}).catch(() => {});
}

/**
 * Run `use` with the thread's highlighter, its themes loaded. It stays usable until `use` settles, even
 * if a build with other grammars restarts Shiki meanwhile (builds of several sites in one process).
 */
async function withHighlighter<T>(themes: CodeThemes, use: (h: Highlighter) => Promise<T>): Promise<T> {
  const handle = startHighlighter(themes);
  inUse.set(handle, (inUse.get(handle) ?? 0) + 1);
  try {
    const h = await handle;
    for (const t of [themes.light, themes.dark]) if (!h.getLoadedThemes().includes(t)) await h.loadTheme(themeInput(t));
    return await use(h);
  } finally {
    const left = inUse.get(handle)! - 1;
    if (left) inUse.set(handle, left);
    else {
      inUse.delete(handle);
      if (retiring.delete(handle)) dispose(handle);
    }
  }
}

/** A theme as Shiki loads it: its name, or the registration of one it does not bundle. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function themeInput(name: string): any {
  return name === CSS_VARIABLES_THEME ? cssVariablesTheme() : name;
}

/** One highlighter for the thread; themes and languages load on first use. */
function startHighlighter(themes: CodeThemes): Promise<Highlighter> {
  return (highlighter ??= (async () => {
    // Oniguruma rather than Shiki's JavaScript engine, even for a handful of blocks (the dev server, a
    // rebuild): its WebAssembly takes about 40 ms to load, but a grammar's first block is quicker, as
    // its rules compile faster than the JavaScript engine translates them (TypeScript 355 ms against
    // 495, Bash 71 against 161, HTML 325 against 609; only JSON and YAML are some 20–40 ms slower).
    const regex = sharingScanners(await onigurumaEngine());
    const h = await createHighlighter({ themes: [...new Set([themes.light, themes.dark])].map(themeInput), langs: [], engine: regex });
    engines.set(h, regex);
    return h;
  })());
}

// Per language, the languages its grammar embeds only when already loaded (Markdown's and MDX's fenced
// code, Vue's blocks …), each with the words that name it.
const lazyEmbedded = new Map<string, Promise<{ id: string; names: RegExp }[]>>();

/**
 * Load the lazily embedded languages a block may use, before highlighting it. Otherwise a Markdown
 * block's ```python fence is coloured only if some earlier block on the same thread loaded Python, and
 * the HTML would change from build to build with the order pages are built in. A language is loaded
 * when the block names it (its id or an alias as a word) or opens with its frontmatter, so the result
 * depends on the block alone.
 */
async function ensureEmbedded(h: Highlighter, language: string, code: string): Promise<void> {
  if (language === 'text' || !(language in bundledLanguages)) return;
  let embedded = lazyEmbedded.get(language);
  if (!embedded) {
    const info = new Map(bundledLanguagesInfo.map((l) => [l.id, l]));
    const load = bundledLanguages[language as keyof typeof bundledLanguages];
    lazyEmbedded.set(
      language,
      (embedded = load().then((m) =>
        [...new Set(m.default.flatMap((r) => r.embeddedLangsLazy ?? []))].map((id) => {
          const words = [id, ...(info.get(id)?.aliases ?? [])].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
          return { id, names: new RegExp(`(?<![\\w-])(?:${words.join('|')})(?![\\w-])`, 'i') };
        }),
      )),
    );
  }
  for (const { id, names } of await embedded) if (names.test(code) || FRONTMATTER[id]?.test(code)) await ensureBundled(h, id);
}

/** Languages a Markdown or MDX block uses without naming them: its frontmatter's, YAML (`---`) or TOML (`+++`). */
const FRONTMATTER: Record<string, RegExp> = { yaml: /^---[ \t]*\r?\n/, toml: /^\+\+\+[ \t]*\r?\n/ };

/** A site's grammar as Shiki is given it: under a name of its own, which no bundled language has. */
interface CustomGrammar {
  id: string;
  hash: string;
  registration: LanguageRegistration;
  /** Bundled languages its rules include by scope (`source.js`), loaded before it. */
  embedded: string[];
  /** Shiki failed on it: its blocks are plain text. */
  broken?: boolean;
}

/** The site's grammars (`useCodeLanguages`) by the fence names that pick them before and after bundled ones. */
let custom = { key: '', first: new Map<string, CustomGrammar>(), fallback: new Map<string, CustomGrammar>() };

/**
 * Highlight with the site's own TextMate grammars too (styling.codeblocks.languages.custom), in every
 * thread that highlights. When they change (the dev server reloading an edited grammar), Shiki starts
 * afresh: it keeps a grammar once loaded, by its scope name.
 */
export function useCodeLanguages(languages: readonly CodeLanguage[]): void {
  const key = languages.map((l) => `${l.hash}:${l.names.join(',')}:${l.derived.join(',')}`).join('|');
  if (key === custom.key) return;
  restartShiki();
  cache.clear();
  custom = { key, first: new Map(), fallback: new Map() };
  for (const l of languages) {
    const id = `sextant-custom-${l.hash}`;
    const grammar = {
      id,
      hash: l.hash,
      registration: { ...l.grammar, name: id, aliases: [] } as unknown as LanguageRegistration,
      embedded: includedLanguages(l.grammar),
    };
    for (const n of l.names) if (!custom.first.has(n)) custom.first.set(n, grammar);
    for (const n of l.derived) if (!custom.fallback.has(n)) custom.fallback.set(n, grammar);
  }
}

/**
 * Drop this thread's highlighter and what it loaded: the next block starts a new one. `dispose`: free
 * it now (not while a block being highlighted still uses it).
 */
function restartShiki(free = true): void {
  if (!highlighter) return;
  const stale = highlighter;
  if (free) {
    if (inUse.has(stale)) retiring.add(stale);
    else dispose(stale);
  }
  highlighter = undefined;
  shared = undefined;
}

function dispose(handle: Promise<Highlighter>): void {
  void handle
    .then((h) => {
      h.dispose();
      engines.get(h)?.dispose();
    })
    .catch(() => {});
}

/** The languages `h` is loading or has loaded, by id. */
function loadsOf(h: Highlighter): Map<string, Promise<void>> {
  let loads = loading.get(h);
  if (!loads) loading.set(h, (loads = new Map()));
  return loads;
}

/** The bundled languages a grammar includes by their scope's second part (`source.js#…` → `js`). */
function includedLanguages(grammar: unknown): string[] {
  const found = new Set<string>();
  eachGrammarObject(grammar, (rule) => {
    if (typeof rule['include'] !== 'string') return;
    const name = /^(?:source|text)\.([\w-]+)/.exec(rule['include'])?.[1]?.toLowerCase();
    if (name && name in bundledLanguages) found.add(name);
  });
  return [...found];
}

/** The site's grammar a fence's language names, if any: its own names win over bundled languages, derived ones do not. */
function customGrammar(lang: string): CustomGrammar | undefined {
  if (!custom.key) return undefined;
  const id = lang.toLowerCase();
  return custom.first.get(id) ?? (id in bundledLanguages ? undefined : custom.fallback.get(id));
}

/** Load a site's or Shiki's language; returns the language to use (`text` when unknown). */
async function ensureLanguage(h: Highlighter, lang: string): Promise<string> {
  const own = customGrammar(lang);
  if (own) {
    if (own.broken) return 'text';
    for (const lang of own.embedded) await ensureBundled(h, lang);
    const loads = loadsOf(h);
    let p = loads.get(own.id);
    if (!p) loads.set(own.id, (p = h.loadLanguage(own.registration)));
    try {
      await p;
    } catch {
      // Shiki keeps a language it failed to load in its registry, and every later load fails on it.
      own.broken = true;
      restartShiki(false);
      return 'text';
    }
    return own.id;
  }
  return ensureBundled(h, lang);
}

/** Load one of Shiki's languages; returns the language to use (`text` when Shiki has no such language). */
async function ensureBundled(h: Highlighter, lang: string): Promise<string> {
  const id = lang.toLowerCase();
  if (!id || id === 'text' || id === 'plaintext' || id === 'txt') return 'text';
  if (h.getLoadedLanguages().includes(id)) return id;
  if (!(id in bundledLanguages)) return 'text';
  const loads = loadsOf(h);
  let p = loads.get(id);
  if (!p) loads.set(id, (p = h.loadLanguage(id as never)));
  await p;
  return id;
}

/**
 * Highlight one code block to the HTML of a `<pre>` with light and dark colours (dark as CSS
 * variables). HTML rather than a syntax tree: every token carries a style, and turning thousands of
 * them into component props and back costs more than the highlighting.
 */
export async function highlightCode(
  code: string,
  lang: string,
  meta: string,
  themes: CodeThemes,
  record?: HighlightRecorder,
): Promise<string> {
  const key = highlightKey(code, lang, meta, themes);
  const id = record || primed.size ? highlightId(key) : '';
  const hit = cache.get(key) ?? primed.get(id);
  if (hit && cache.delete(key)) cache.set(key, hit);
  if (hit) {
    record?.(id, hit);
    return hit;
  }
  const diverted = remote?.(code, lang, meta, themes);
  if (diverted) {
    const pre = await diverted;
    remember(key, pre);
    record?.(id, pre);
    return pre;
  }
  const pre = await withHighlighter(themes, (h) => highlightWith(h, code, lang, meta, themes));
  remember(key, pre);
  record?.(id, pre);
  return pre;
}

/** A block's HTML from highlighter `h`. */
async function highlightWith(h: Highlighter, code: string, lang: string, meta: string, themes: CodeThemes): Promise<string> {
  const language = await ensureLanguage(h, lang);
  await ensureEmbedded(h, language, code);
  // Two themes: tokenize once and colour twice (see shared-tokenization.ts).
  // Made anew with each highlighter (a broken site grammar restarts it, see restartShiki).
  if (shared?.owner !== h) shared = { owner: h, ...shareTokenization(h.getInternalContext()) };
  const tokens = shared;
  const direct = canWriteDirectly(code, language, hasLineMarks(meta));
  const render = (as: string) =>
    direct
      ? directHtml(h.getInternalContext(), tokens, code, as, themes, CONTRAST_FIXES)
      : codeToHtml(themes.light === themes.dark ? h.getInternalContext() : tokens.primitive, code, {
          lang: as,
          themes: { light: themes.light, dark: themes.dark },
          defaultColor: 'light',
          colorReplacements: CONTRAST_FIXES,
          meta: { __raw: meta },
          transformers: META_TRANSFORMERS,
          // No time limit per line: with Shiki's default (500 ms) a busy machine cut lines short, so the
          // same page could highlight differently from one build to the next.
          tokenizeTimeLimit: 0,
        });
  try {
    return render(language);
  } catch (err) {
    // A site's grammar that fails the tokenizer (navigation checked its shape, not its every rule):
    // its blocks are plain text from now on, as those of a grammar that cannot be read.
    const own = customGrammar(lang);
    if (!own || own.id !== language) throw err;
    own.broken = true;
    return render('text');
  }
}

/** Whether a block's meta marks lines (`{1,3}`, `highlight=`, `focus=`): Shiki's transformers then change its HTML. */
function hasLineMarks(meta: string): boolean {
  if (!meta) return false;
  const info = parseCodeMeta(meta);
  return info.highlight.length > 0 || info.focus.length > 0;
}

function remember(key: string, pre: string): void {
  if (cache.size >= MAX_CACHE) cache.delete(cache.keys().next().value!);
  cache.set(key, pre);
}

/** Told the id (a hash of everything the HTML depends on) and HTML of each block a page highlights. */
export type HighlightRecorder = (id: string, pre: string) => void;

// Blocks highlighted by an earlier build, by id: a rebuild of an edited page whose code did not
// change then never starts Shiki (loading it and its grammars is most of a one-page rebuild).
const primed = new Map<string, string>();

/** Everything a block's HTML depends on (with a site's grammar, which version of it). */
function highlightKey(code: string, lang: string, meta: string, themes: CodeThemes): string {
  const own = customGrammar(lang);
  return `${themes.light}\0${themes.dark}\0${lang}${own ? `\0${own.hash}` : ''}\0${meta}\0${code}`;
}

/** A block's id for `HighlightRecorder` and `primeHighlight` (a hash of its key, short enough to keep). */
export function highlightId(key: string): string;
export function highlightId(code: string, lang: string, meta: string, themes: CodeThemes): string;
export function highlightId(codeOrKey: string, lang?: string, meta?: string, themes?: CodeThemes): string {
  const key = themes ? highlightKey(codeOrKey, lang!, meta!, themes) : codeOrKey;
  return crypto.createHash('sha1').update(key).digest('base64url');
}

/** Offer the HTML of a block an earlier build highlighted (see `HighlightRecorder`). */
export function primeHighlight(id: string, pre: string): void {
  primed.set(id, pre);
}

/** A block as plain, escaped text in Shiki's markup: for compiling pages whose HTML nobody sees. */
export async function plainBlock(code: string): Promise<string> {
  return `<pre class="shiki"><code>${escapeHtml(code)}</code></pre>`;
}

/** Highlight `code` with a list of extra Shiki transformers (a block variant's own rendering). */
export type HighlightWith = (transformers: ShikiTransformer[]) => string;

/**
 * The seam for block variants that add their own transformers (twoslash.ts): `produce` renders with
 * the process's highlighter and returns the HTML to keep, which is cached, primed and recorded like
 * `highlightCode`'s under a key that also names the variant. What `produce` returns is opaque here.
 */
export async function highlightVariant(
  code: string,
  lang: string,
  meta: string,
  themes: CodeThemes,
  variant: string,
  produce: (highlight: HighlightWith) => string | Promise<string>,
  record?: HighlightRecorder,
): Promise<string> {
  const key = highlightKey(code, lang, `${meta}\0${variant}`, themes);
  const id = highlightId(key);
  const hit = cache.get(key) ?? primed.get(id);
  if (hit) {
    record?.(id, hit);
    return hit;
  }
  const out = await withHighlighter(themes, async (h) => {
    const language = await ensureLanguage(h, lang);
    await ensureEmbedded(h, language, code);
    return produce((transformers) =>
      h.codeToHtml(code, {
        lang: language,
        themes: { light: themes.light, dark: themes.dark },
        defaultColor: 'light',
        colorReplacements: CONTRAST_FIXES,
        meta: { __raw: meta },
        transformers: [...META_TRANSFORMERS, ...transformers],
        tokenizeTimeLimit: 0,
      }),
    );
  });
  remember(key, out);
  record?.(id, out);
  return out;
}
