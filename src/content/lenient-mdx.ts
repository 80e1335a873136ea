/**
 * Real repositories contain markup a strict MDX parser rejects: `<br>` and `<img>` left open, HTML
 * comments, a stray `<` or `{` in prose. The reference product accepts these, so when the strict
 * parse fails we rewrite them (outside code) and retry, escaping single characters where the parser
 * still stops. Line numbers never change, so later positions stay true.
 */

const VOID = 'area|base|br|col|embed|hr|img|input|link|meta|param|source|track|wbr';
const OPEN_VOID = new RegExp(`<(${VOID})\\b((?:[^<>"'/]|"[^"]*"|'[^']*'|/(?!>))*)>`, 'gi');
// Fences may be indented any amount (code inside <Tab>, <Step> …); the closing fence repeats the opening one.
const CODE = /(^|\n)([ \t]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?(\n[ \t]*\3[`~]*[ \t]*(?=\n|$)|$)|`[^`\n]+`/g;

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

/** Escape the last unescaped `{` before a position (an expression left open until the end of the file). */
export function escapeLastOpenBrace(text: string, line: number, column: number): string | undefined {
  let end = 0;
  for (let l = 1; l < line; l++) end = text.indexOf('\n', end) + 1;
  end += column - 1;
  let found = -1;
  outsideCode(text.slice(0, end), (segment, start) => {
    for (let i = segment.length - 1; i >= 0 && found === -1; i--) if (segment[i] === '{' && segment[i - 1] !== '\\') found = start + i;
    return segment;
  });
  if (found === -1) return undefined;
  // A brace inside a tag opens an attribute expression: that is a real error, not text.
  if (/<[A-Za-z][^<>]*$/.test(text.slice(text.lastIndexOf('\n', found) + 1, found))) return undefined;
  return text.slice(0, found) + '\\' + text.slice(found);
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
    // Inside a tag (`<Card title={1 +}>`) braces are attribute expressions by intent: never text.
    if ((c === '{' || c === '}') && /<[A-Za-z][^<>]*$/.test(text.slice(offset, at))) return undefined;
    if (c === '{' || c === '}') return text.slice(0, at) + '\\' + text.slice(at);
    if (c === '<') return text.slice(0, at) + '&lt;' + text.slice(at + 1);
  }
  return undefined;
}
