/**
 * Light and dark code colours from one tokenization.
 *
 * Shiki's multi-theme highlighting tokenizes a block once per theme, although the grammar's regex
 * work (most of the cost) does not depend on the theme: only the colour looked up for each token's
 * scopes does. This wraps a Shiki primitive so each line is tokenized once, with its scopes, and each
 * theme's colours are then matched from those scopes exactly as the tokenizer would have encoded
 * them. The HTML is byte for byte Shiki's own (shared-tokenization.test.ts compares the two).
 */
import { EncodedTokenMetadata, Theme, type IGrammar, type IToken, type StateStack } from '@shikijs/vscode-textmate';

/** The parts of a Shiki primitive (`highlighter.getInternalContext()`) the wrapper intercepts. */
interface Primitive {
  setTheme(name: string): { theme: object; colorMap: string[] };
  getLanguage(name: string): IGrammar;
}

export interface ScopedLine {
  tokens: IToken[];
  ruleStack: StateStack;
}

/** The minimal scope path `Theme.match` walks (vscode-textmate's ScopeStack, which it does not export). */
interface ScopePath {
  parent: ScopePath | null;
  scopeName: string;
}

/** Scoped lines kept for reuse before the memo starts over. */
const MAX_LINES = 2_000;

/** Attribute fields of vscode-textmate's encoded metadata that `set` leaves alone. */
const NOT_SET_TYPE = 8;
const NOT_SET_STYLE = -1;

// Internals read from vscode-textmate's Grammar: stable across its versions, guarded by the equality test.
interface GrammarInternals {
  getMetadataForScope(scope: string): { languageId: number; tokenType: number };
  _basicScopeAttributesProvider?: { getDefaultAttributes(): { languageId: number; tokenType: number } };
}

export interface SharedTokenization<P> {
  /** The primitive to highlight with: a line seen before (from the same state) is not tokenized again. */
  primitive: P;
  /** The tokenizer's theme for a theme Shiki's `setTheme` returned (made once per theme). */
  theme(raw: object): Theme;
  /** A line's tokens with their scopes, from `state` (null: the start), remembered as `primitive` remembers them. */
  scopedLine(grammar: IGrammar, line: string, state: StateStack | null): ScopedLine;
  /** The binary tokens `tokenizeLine2` would give for a scoped line under `theme`. */
  encoded(grammar: IGrammar, theme: Theme, tokens: IToken[]): Uint32Array;
}

export function shareTokenization<P extends Primitive>(primitive: P): SharedTokenization<P> {
  let theme: Theme | undefined;
  const themes = new WeakMap<object, Theme>();
  const wrapped = new WeakMap<IGrammar, IGrammar>();
  // Per grammar, scoped lines by the state they start from, then by text. Kept across blocks
  // (bounded): blocks often start alike (imports, `curl -X POST`), and a hit returns the same end
  // state, so the lines after a shared start can hit too. A state object stands for one exact
  // tokenizer state of its grammar (INITIAL is shared by all grammars, hence one memo each).
  const memos = new Map<IGrammar, { lines: Map<StateStack, Map<string, ScopedLine>>; size: number }>();
  // Per grammar and theme, each scope list's metadata.
  const styles = new WeakMap<IGrammar, Map<Theme, Map<string, number>>>();

  const scopedLine = (grammar: IGrammar, line: string, state: StateStack | null): ScopedLine => {
    let memo = memos.get(grammar);
    if (!memo) memos.set(grammar, (memo = { lines: new Map(), size: 0 }));
    const key = state ?? (null as unknown as StateStack);
    let byText = memo.lines.get(key);
    if (!byText) memo.lines.set(key, (byText = new Map()));
    let scoped = byText.get(line);
    if (!scoped) {
      // No time limit: a line cut short would differ from one build to the next.
      byText.set(line, (scoped = grammar.tokenizeLine(line, state, 0)));
      if (++memo.size > MAX_LINES) {
        memo.lines = new Map([[key, byText]]);
        memo.size = byText.size;
      }
    }
    return scoped;
  };

  const encoded = (grammar: IGrammar, t: Theme, tokens: IToken[]): Uint32Array => {
    let byTheme = styles.get(grammar);
    if (!byTheme) styles.set(grammar, (byTheme = new Map()));
    let cache = byTheme.get(t);
    if (!cache) byTheme.set(t, (cache = new Map()));
    return encode(grammar as IGrammar & GrammarInternals, t, cache, tokens);
  };

  const themeOf = (raw: object): Theme => {
    let t = themes.get(raw);
    if (!t) themes.set(raw, (t = Theme.createFromRawTheme(raw as never)));
    return t;
  };

  const wrap = (grammar: IGrammar): IGrammar => {
    const tokenizeLine2: IGrammar['tokenizeLine2'] = (line, state) => {
      const scoped = scopedLine(grammar, line, state);
      if (!theme) throw new Error('shared tokenization: no theme set');
      return { tokens: encoded(grammar, theme, scoped.tokens), ruleStack: scoped.ruleStack, stoppedEarly: false };
    };
    return Object.assign(Object.create(grammar) as IGrammar, { tokenizeLine2 });
  };

  const proxy = Object.create(primitive) as P;
  proxy.setTheme = (name: string) => {
    const result = primitive.setTheme(name);
    theme = themeOf(result.theme);
    return result;
  };
  proxy.getLanguage = (name: string) => {
    const grammar = primitive.getLanguage(name);
    let w = wrapped.get(grammar);
    if (!w) wrapped.set(grammar, (w = wrap(grammar)));
    return w;
  };
  return {
    primitive: proxy,
    theme: themeOf,
    scopedLine,
    encoded,
  };
}

/**
 * The binary tokens `tokenizeLine2` would give under `theme`: each token's metadata is the
 * defaults overridden scope by scope with the theme's match, and runs of equal metadata merge.
 */
function encode(grammar: IGrammar & GrammarInternals, theme: Theme, cache: Map<string, number>, tokens: IToken[]): Uint32Array {
  const out: number[] = [];
  let last = -1;
  for (const token of tokens) {
    const key = token.scopes.join(' ');
    let metadata = cache.get(key);
    if (metadata === undefined) cache.set(key, (metadata = resolve(grammar, theme, token.scopes)));
    if (metadata === last) continue;
    out.push(token.startIndex, metadata);
    last = metadata;
  }
  return Uint32Array.from(out);
}

function resolve(grammar: IGrammar & GrammarInternals, theme: Theme, scopes: string[]): number {
  const defaults = theme.getDefaults();
  const basic = grammar._basicScopeAttributesProvider?.getDefaultAttributes() ?? { languageId: 0, tokenType: NOT_SET_TYPE };
  let metadata = EncodedTokenMetadata.set(
    0,
    basic.languageId,
    basic.tokenType,
    null,
    defaults.fontStyle,
    defaults.foregroundId,
    defaults.backgroundId,
  );
  let path: ScopePath | null = null;
  for (const scope of scopes) {
    path = { parent: path, scopeName: scope };
    const attrs = grammar.getMetadataForScope(scope);
    const style = theme.match(path as never);
    metadata = EncodedTokenMetadata.set(
      metadata,
      attrs.languageId,
      attrs.tokenType,
      null,
      style ? style.fontStyle : NOT_SET_STYLE,
      style ? style.foregroundId : 0,
      style ? style.backgroundId : 0,
    );
  }
  return metadata;
}
