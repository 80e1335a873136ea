/**
 * Shiki's HTML for a plain block, written straight from the tokens.
 *
 * For a block no transformer changes (no line ranges in its meta, no `[!code …]` notation), Shiki's
 * `codeToHtml` with two themes builds per-theme token lists, aligns them, turns every token into a
 * style object, a hast element and back into a string: about a third of the time a block takes, and
 * most of what the collector sweeps. This produces the same bytes from one tokenization: each line's
 * scoped tokens (shared-tokenization.ts) coloured for both themes, the two themes' token boundaries
 * merged as Shiki's alignment merges them, whitespace-only tokens joined to the next as its
 * `mergeWhitespaces` does, and the markup `hast-util-to-html` writes. direct-html.test.ts compares the
 * two on blocks chosen to differ; the fixture sweep compares every block of the real repositories.
 */
import { EncodedTokenMetadata, INITIAL, type IGrammar, type StateStack, type Theme } from '@shikijs/vscode-textmate';
import { applyColorReplacements, flatTokenVariants, resolveColorReplacements, splitLines, stringifyTokenStyle } from '@shikijs/core';
import type { SharedTokenization } from './shared-tokenization.js';

/** The parts of Shiki's internal context read here (`highlighter.getInternalContext()`). */
export interface DirectPrimitive {
  setTheme(name: string): { theme: ThemeRegistration; colorMap: string[] };
  getTheme(name: string): ThemeRegistration;
  getLanguage(name: string): IGrammar;
}

interface ThemeRegistration {
  name: string;
  fg: string;
  bg: string;
  colorReplacements?: Record<string, string>;
}

/** Languages Shiki shows as they are, one token a line (its `isPlainLang`). */
const PLAIN = new Set(['plaintext', 'txt', 'text', 'plain']);

/** Whether Shiki's transformers would leave a block's HTML as the direct path writes it. */
export function canWriteDirectly(code: string, lang: string, lineMarks: boolean): boolean {
  // `ansi` is tokenized by Shiki's own escape-code reader, not a grammar.
  return !lineMarks && lang !== 'ansi' && !/\[!code /i.test(code);
}

/** One token of a line as one theme colours it: from the previous token's end to `end`. */
interface Run {
  end: number;
  color: string | undefined;
  fontStyle: number;
}

/** A theme as the direct path colours with it. */
interface ThemeUse {
  theme: Theme;
  colorMap: string[];
  replacements: Record<string, string | undefined>;
}

/**
 * The HTML `codeToHtml(ctx, code, { lang, themes, defaultColor: 'light', colorReplacements })` gives
 * for a block `canWriteDirectly` accepts. `lang` is a language already loaded (or a plain one).
 */
export function directHtml(
  ctx: DirectPrimitive,
  shared: SharedTokenization<unknown>,
  code: string,
  lang: string,
  themes: { light: string; dark: string },
  colorReplacements: Record<string, Record<string, string>>,
): string {
  const names = [themes.light, themes.dark];
  const options = { colorReplacements };
  const uses: ThemeUse[] = names.map((name) => {
    const { theme, colorMap } = ctx.setTheme(name);
    return {
      theme: shared.theme(theme),
      colorMap,
      // Tokens take the theme's own replacements and the caller's (Shiki resolves them from the theme object).
      replacements: resolveColorReplacements(theme as never, options),
    };
  });
  const lines = splitLines(code);
  const plain = PLAIN.has(lang.toLowerCase());
  const grammar = plain ? undefined : ctx.getLanguage(lang);
  let state: StateStack = INITIAL;
  const out: string[] = [];
  for (const [line] of lines) {
    if (plain) {
      out.push(lineHtml([[line, '']]));
      continue;
    }
    // Shiki leaves an empty line untokenized: the state carries over it unchanged.
    if (line === '') {
      out.push('<span class="line"></span>');
      continue;
    }
    const scoped = shared.scopedLine(grammar!, line, state);
    state = scoped.ruleStack;
    const [light, dark] = uses.map((u) => runsOf(u, shared.encoded(grammar!, u.theme, scoped.tokens), line.length)) as [Run[], Run[]];
    out.push(lineHtml(aligned(line, light, dark)));
  }
  const regs = names.map((n) => ctx.getTheme(n));
  // The block's own colours take only the caller's replacements (Shiki resolves them from the theme's name).
  const rootColor = (key: 'fg' | 'bg') =>
    regs.map((r, i) => {
      const value = applyColorReplacements(r[key], resolveColorReplacements(names[i]!, options)) || 'inherit';
      return i === 0 ? value : `--shiki-dark${key === 'bg' ? '-bg' : ''}:${value}`;
    });
  const style = `background-color:${rootColor('bg').join(';')};color:${rootColor('fg').join(';')}`;
  return (
    `<pre class="shiki ${attr(`shiki-themes ${regs.map((r) => r.name).join(' ')}`)}" style="${attr(style)}" tabindex="0"><code>` +
    `${out.join('\n')}</code></pre>`
  );
}

/** A theme's tokens of a line (Shiki's `_tokenizeWithTheme`): empty ones dropped, colours replaced. */
function runsOf(use: ThemeUse, encoded: Uint32Array, length: number): Run[] {
  const runs: Run[] = [];
  const count = encoded.length / 2;
  for (let j = 0; j < count; j++) {
    const start = encoded[2 * j]!;
    const end = j + 1 < count ? encoded[2 * j + 2]! : length;
    if (start === end) continue;
    const metadata = encoded[2 * j + 1]!;
    runs.push({
      end,
      color: applyColorReplacements(use.colorMap[EncodedTokenMetadata.getForeground(metadata)]!, use.replacements),
      fontStyle: EncodedTokenMetadata.getFontStyle(metadata),
    });
  }
  return runs;
}

/** Each piece of the line between the two themes' token boundaries, with its style (Shiki's alignment). */
function aligned(line: string, light: Run[], dark: Run[]): [string, string][] {
  const pieces: [string, string][] = [];
  let i = 0;
  let j = 0;
  let at = 0;
  while (i < light.length && j < dark.length) {
    const a = light[i]!;
    const b = dark[j]!;
    const end = Math.min(a.end, b.end);
    pieces.push([line.slice(at, end), styleOf(a, b)]);
    at = end;
    if (a.end === end) i++;
    if (b.end === end) j++;
  }
  return pieces;
}

const styles = new Map<string, string>();

/** The style attribute Shiki gives a token coloured `a` in the light theme and `b` in the dark one. */
function styleOf(a: Run, b: Run): string {
  const key = `${a.color}\0${a.fontStyle}\0${b.color}\0${b.fontStyle}`;
  let style = styles.get(key);
  if (style === undefined) {
    const variants = { light: { color: a.color, fontStyle: a.fontStyle }, dark: { color: b.color, fontStyle: b.fontStyle } };
    const flat = flatTokenVariants({ content: '', offset: 0, variants } as never, ['light', 'dark'], '--shiki-', 'light');
    styles.set(key, (style = stringifyTokenStyle(flat.htmlStyle ?? {})));
  }
  return style;
}

/** A line's `<span class="line">`: whitespace-only pieces joined to the piece after them (Shiki's `mergeWhitespaces`). */
function lineHtml(pieces: [string, string][]): string {
  let html = '<span class="line">';
  let carry = '';
  for (let k = 0; k < pieces.length; k++) {
    const [text, style] = pieces[k]!;
    if (k + 1 < pieces.length && /^\s+$/.test(text)) {
      carry += text;
      continue;
    }
    html += style ? `<span style="${attr(style)}">${escapeText(carry + text)}</span>` : `<span>${escapeText(carry + text)}</span>`;
    carry = '';
  }
  return `${html}</span>`;
}

/** Text as hast-util-to-html writes it: `&` and `<` as hexadecimal references. */
function escapeText(s: string): string {
  return s.replace(/[&<]/g, (c) => (c === '&' ? '&#x26;' : '&#x3C;'));
}

/** A double-quoted attribute value as hast-util-to-html writes it. */
function attr(s: string): string {
  return s.replace(/[&"]/g, (c) => (c === '&' ? '&#x26;' : '&#x22;'));
}
