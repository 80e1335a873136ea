import type { ShikiTransformer } from 'shiki';

/** What a code fence's meta (the text after the language) asks for. */
export interface CodeMeta {
  title?: string;
  /** Header icon (`icon="square-js"`), instead of the language's. */
  icon?: string;
  wrap: boolean;
  lines: boolean;
  expandable: boolean;
  nocopy: boolean;
  /** 1-based line numbers: `{1,3-5}` or `highlight={1,3-5}` / `highlight="[1,3]"`. */
  highlight: number[];
  /** 1-based line numbers: `focus={2,4-5}`; the other lines are dimmed. */
  focus: number[];
  /** Mermaid diagrams: zoom and pan controls on (`actions`), off (`actions={false}`), or by the diagram's height. */
  actions?: boolean;
  /** Mermaid diagrams: the corner of the controls (`top-left`, `top-right`, `bottom-left`, `bottom-right`). */
  placement?: string;
  /** TypeScript and JavaScript blocks: type information on hover, errors and `// ^?` queries (twoslash.ts). */
  twoslash?: boolean;
}

const FLAGS = new Set(['wrap', 'lines', 'expandable', 'nocopy', 'twoslash', 'diff', 'focus', 'highlight', 'actions']);
// key="v", key='v', key={v} (a space after `=` allowed, as Mintlify's own examples write `highlight= {1-2,5}`),
// key=v, then {ranges}, then a bare word.
const TOKEN = /(\w+)=(?:\s*"([^"]*)"|\s*'([^']*)'|\s*\{([^}]*)\}|(\S+))|\{([\d\s,-]*)\}|(\S+)/g;

/** `1,3-5` or `[1, 3-5]` → [1, 3, 4, 5] (at most 10,000 lines, so a typo cannot make a huge list). */
export function lineRanges(text: string): number[] {
  const out = new Set<number>();
  for (const part of text.replace(/[[\]]/g, '').split(',')) {
    const m = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(part);
    if (!m) continue;
    const from = Number(m[1]);
    const to = Math.min(Number(m[2] ?? m[1]), from + 10_000);
    for (let n = from; n <= to; n++) if (n > 0) out.add(n);
  }
  return [...out].sort((a, b) => a - b);
}

/** A boolean option: bare is true; `"false"`, `{false}` are false. */
function truthy(value: string | undefined): boolean {
  return value === undefined || !/^\s*false\s*$/.test(value);
}

/**
 * Read a code fence's meta as the reference product does: options as `key="v"`, `key='v'`, `key={v}`
 * or bare flags, line ranges in braces, and every other word the title (`title="…"` wins).
 */
export function parseCodeMeta(meta: string): CodeMeta {
  const out: CodeMeta = { wrap: false, lines: false, expandable: false, nocopy: false, highlight: [], focus: [] };
  const words: string[] = [];
  for (const m of meta.matchAll(TOKEN)) {
    const [, key, dq, sq, braced, bare, ranges, word] = m;
    if (ranges !== undefined) out.highlight.push(...lineRanges(ranges));
    else if (word !== undefined) {
      if (FLAGS.has(word)) {
        if (word === 'wrap' || word === 'lines' || word === 'expandable' || word === 'nocopy') out[word] = true;
        else if (word === 'actions') out.actions = true;
        else if (word === 'twoslash') out.twoslash = true;
      } else words.push(word);
    } else if (key) {
      const value = dq ?? sq ?? braced ?? bare ?? '';
      if (key === 'title') out.title = value;
      else if (key === 'icon') out.icon = value;
      else if (key === 'highlight') out.highlight.push(...lineRanges(value));
      else if (key === 'focus') out.focus.push(...lineRanges(value));
      else if (key === 'actions') out.actions = truthy(value);
      else if (key === 'placement' && /^(top|bottom)-(left|right)$/.test(value)) out.placement = value;
      else if (key === 'wrap' || key === 'lines' || key === 'expandable' || key === 'nocopy') out[key] = truthy(value);
    }
  }
  if (out.title === undefined && words.length) out.title = words.join(' ');
  out.highlight = [...new Set(out.highlight)].sort((a, b) => a - b);
  return out;
}

const parsed = Symbol('sx-code-meta');

/**
 * Shiki transformer for the meta's line options: `highlighted` on highlighted lines and `focused` on
 * focused ones (with `has-highlighted` / `has-focused` on the `<pre>`), the classes the comment
 * notations (`[!code highlight]`, `[!code focus]`) give, so one stylesheet rule serves both.
 */
export function transformerCodeMetaLines(): ShikiTransformer {
  return {
    name: 'sextant:code-meta-lines',
    line(node, line) {
      const raw = this.options.meta?.__raw;
      if (!raw) return;
      const meta = this.meta as { [parsed]?: CodeMeta };
      const info = (meta[parsed] ??= parseCodeMeta(raw));
      if (info.highlight.includes(line)) this.addClassToHast(node, 'highlighted');
      if (info.focus.includes(line)) this.addClassToHast(node, 'focused');
    },
    pre(node) {
      const raw = this.options.meta?.__raw;
      if (!raw) return;
      const meta = this.meta as { [parsed]?: CodeMeta };
      const info = (meta[parsed] ??= parseCodeMeta(raw));
      if (info.highlight.length) this.addClassToHast(node, 'has-highlighted');
      if (info.focus.length) this.addClassToHast(node, 'has-focused');
    },
  };
}
