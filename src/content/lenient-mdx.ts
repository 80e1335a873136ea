/**
 * Real repositories contain markup a strict MDX parser rejects: `<br>` and `<img>` left open, HTML
 * comments, a stray `<` or `{` in prose. The reference product accepts these, so when the strict
 * parse fails we rewrite them (outside code) and retry, escaping single characters where the parser
 * still stops. Line numbers never change, so later positions stay true.
 */

const VOID = 'area|base|br|col|embed|hr|img|input|link|meta|param|source|track|wbr';
const OPEN_VOID = new RegExp(`<(${VOID})\\b((?:[^<>"'/]|"[^"]*"|'[^']*'|/(?!>))*)>`, 'gi');
const CODE = /(^|\n)( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?(\n\2?\3[`~]*[ \t]*(?=\n|$)|$)|`[^`\n]+`/g;

/** Apply `fix` to the text outside fenced code blocks and inline code spans. */
export function outsideCode(text: string, fix: (segment: string, offset: number) => string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(CODE)) {
    out += fix(text.slice(last, m.index), last) + m[0];
    last = m.index + m[0].length;
  }
  return out + fix(text.slice(last), last);
}

/** Rewrite the HTML habits MDX rejects into their MDX equivalents. */
export function relaxMdx(text: string): string {
  return outsideCode(text, (s) =>
    s
      .replace(/<!--([\s\S]*?)-->/g, (_, body: string) => `{/*${body.replace(/\*\//g, '* /')}*/}`)
      .replace(OPEN_VOID, (_, tag: string, attrs: string) => `<${tag}${attrs.replace(/\s+$/, '')} />`)
      .replace(/<(?=[\s\d=<-])/g, '&lt;'),
  );
}

/** Escape the character at a 1-based line:column if it is one the MDX parser stumbles on; undefined if not. */
export function escapeAt(text: string, line: number, column: number): string | undefined {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const nl = text.indexOf('\n', offset);
    if (nl === -1) return undefined;
    offset = nl + 1;
  }
  // The parser reports the character after the culprit as often as the culprit itself.
  for (const at of [offset + column - 1, offset + column - 2]) {
    const c = text[at];
    if (c === '{' || c === '}') return text.slice(0, at) + '\\' + text.slice(at);
    if (c === '<') return text.slice(0, at) + '&lt;' + text.slice(at + 1);
  }
  return undefined;
}
