/**
 * The lenient reading of frontmatter that strict YAML refuses but the reference product deploys
 * (SPEC.md "What fails a build"). Real repositories write:
 * - quoted strings that run over several lines with continuation lines not indented under their key;
 * - plain values holding `: ` (`title: Step 1: install`), which YAML reads as a nested mapping;
 * - a quoted value holding its own quote unescaped (`description: 'G054's errors'`);
 * - the same key twice (the last one wins).
 * The text is rewritten line by line into YAML that means what the author meant; the YAML parser
 * still does all the parsing.
 */

export interface LenientFix {
  /** 1-based line in the frontmatter text. */
  line: number;
  what: string;
}

const ENTRY = /^( *)((?:- +)?[^\s:#'"\-[{][^#]*?):[ \t]+(\S.*)$/;

/** Rewrite frontmatter text into strict YAML; `fixes` is empty when nothing needed a change. */
export function lenientFrontmatter(yaml: string): { text: string; fixes: LenientFix[] } {
  const lines = yaml.split(/\r?\n/);
  const fixes: LenientFix[] = [];
  // An open quoted string: its quote and the indentation its continuation lines need.
  let open: { quote: string; indent: number; line: number; reported?: boolean } | undefined;
  const out = lines.map((line, i) => {
    if (open) {
      const indent = /^ */.exec(line)![0].length;
      let fixed = line;
      if (line.trim() && indent < open.indent) {
        fixed = ' '.repeat(open.indent - indent) + line;
        if (!open.reported) fixes.push({ line: open.line, what: 'a quoted string continues on lines not indented under its key' });
        open.reported = true;
      }
      if (closes(line, open.quote, 0)) open = undefined;
      return fixed;
    }
    const m = ENTRY.exec(line);
    if (!m) return line;
    const [, indent = '', key = '', value = ''] = m;
    const quote = value[0];
    if (quote === '"' || quote === "'") {
      // `'G054's errors'`: a quote inside a string the same quote wraps, on one line (not a string and more after it).
      const body = value.trimEnd();
      const inner = body.slice(1, -1);
      if (body.length > 2 && body.endsWith(quote) && strayQuote(inner, quote)) {
        fixes.push({ line: i + 1, what: `the value of \`${key.replace(/^- +/, '')}\` holds the ${quote} that wraps it (read as text)` });
        return `${indent}${key}: ${quote}${quote === "'" ? inner.replace(/''|'/g, "''") : inner.replace(/\\.|"/g, (m) => (m === '"' ? '\\"' : m))}${quote}`;
      }
      if (!closes(value, quote, 1)) open = { quote, indent: indent.length + 1, line: i + 1 };
      return line;
    }
    if (/: |:$/.test(value.replace(/ #.*$/, '')) && !/^[[{|>&*!%@`]/.test(value)) {
      fixes.push({ line: i + 1, what: `the value of \`${key.replace(/^- +/, '')}\` holds ": " (read as text)` });
      return `${indent}${key}: "${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
    }
    return line;
  });
  return { text: out.join('\n'), fixes };
}

/** Whether `inner` (a string's text between its quotes) holds a `quote` that is not escaped. */
function strayQuote(inner: string, quote: string): boolean {
  return quote === "'" ? /'/.test(inner.replace(/''/g, '')) : /"/.test(inner.replace(/\\./g, ''));
}

/** Whether a quoted string opened before `from` ends in `text` (a `\"` or `''` escape does not end it). */
function closes(text: string, quote: string, from: number): boolean {
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (quote === '"' && c === '\\') i++;
    else if (c === quote) {
      if (quote === "'" && text[i + 1] === "'") i++;
      else return true;
    }
  }
  return false;
}
