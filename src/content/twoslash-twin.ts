/**
 * A `twoslash` block in a page's Markdown twin: the code as the page shows it, read from the block's
 * highlighted HTML (what twoslash made of it): its `// @` flags and the part before `// ---cut---` are
 * gone, and what the page draws under a line (a `// ^?` query's answer, an expected error) follows
 * that line as a comment. The answer keeps the column the page draws it at, under the name it is about.
 */
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { raw } from 'hast-util-raw';
import type { Code, Root as MdastRoot } from 'mdast';
import { parseCodeMeta } from './code-meta.js';
import type { CodeThemes } from './highlight.js';
import { highlightTwoslash, TWOSLASH_LANGS } from './twoslash-block.js';
import { walk } from './walk.js';

declare module 'mdast' {
  interface CodeData {
    /** A `twoslash` block's code as its page shows it (twoslash-twin.ts), for the twin. */
    twin?: string;
  }
}

const classes = (e: Element): string[] => (e.properties['className'] as string[] | undefined) ?? [];

function textOf(n: ElementContent, skip: (e: Element) => boolean = () => false): string {
  if (n.type === 'text') return n.value;
  if (n.type !== 'element' || skip(n)) return '';
  return n.children.map((c) => textOf(c, skip)).join('');
}

/** The elements of a class under `e`. */
function find(e: Element, name: string): Element[] {
  return e.children.flatMap((c) => (c.type !== 'element' ? [] : classes(c).includes(name) ? [c] : find(c, name)));
}

/** A hover's popup (the types it shows) is not part of the line's code. */
const popup = (e: Element) => classes(e).includes('twoslash-popup-container');

/** The code of a highlighted twoslash block, with what is drawn under its lines as comments; undefined when twoslash did not draw it. */
export function twoslashTwinCode(html: string): string | undefined {
  const tree = raw({ type: 'root', children: [{ type: 'raw', value: html }] } as HastRoot) as HastRoot;
  const pre = tree.children.find((n): n is Element => n.type === 'element' && n.tagName === 'pre');
  // A block TypeScript rejected is drawn as plain highlighted code: the page shows it as written.
  if (!pre || !classes(pre).includes('twoslash')) return undefined;
  const code = pre.children.find((n): n is Element => n.type === 'element' && n.tagName === 'code');
  if (!code) return undefined;
  const lines: string[] = [];
  for (const n of code.children) {
    if (n.type !== 'element') continue;
    const kind = classes(n);
    if (kind.includes('line')) lines.push(textOf(n, popup));
    else if (kind.includes('twoslash-query-line')) {
      // Drawn at the column of the name it is about (its leading spaces): the type, maybe on several lines, then its docs.
      const lead = /^[ \t]*/.exec(textOf(n))![0].length;
      const prefix = lead > 3 ? `//${' '.repeat(lead - 2)}` : '// ';
      const part = (name: string) => find(n, name).flatMap((e) => textOf(e).trim().split('\n'));
      lines.push(...[...part('twoslash-popup-code'), ...part('twoslash-popup-docs')].map((l) => `${prefix}${l}`));
    } else if (kind.includes('twoslash-error-line'))
      lines.push(
        ...textOf(n)
          .trim()
          .split('\n')
          .map((l) => `// Error: ${l}`),
      );
    else if (kind.includes('twoslash-meta-line'))
      lines.push(
        ...textOf(n)
          .trim()
          .split('\n')
          .map((l) => `// ${l}`),
      );
  }
  // The last line break of the code comes as an empty line of its own.
  while (lines.length && lines.at(-1) === '') lines.pop();
  return lines.join('\n');
}

/**
 * Draw a page's `twoslash` blocks ahead of its HTML, for its twin: each block gets the code the page
 * shows (`data.twin`). The highlight cache keeps what was drawn, so the page's HTML reuses it.
 */
export async function twoslashForTwin(tree: MdastRoot, themes: CodeThemes): Promise<void> {
  const blocks: Code[] = [];
  walk<Code>(
    tree,
    (node) => {
      if (node.lang && TWOSLASH_LANGS.has(node.lang.toLowerCase()) && parseCodeMeta(node.meta ?? '').twoslash) blocks.push(node);
    },
    'code',
  );
  await Promise.all(
    blocks.map(async (node) => {
      const { html } = await highlightTwoslash(node.value, node.lang!, node.meta ?? '', themes);
      const code = twoslashTwinCode(html);
      if (code !== undefined) (node.data ??= {}).twin = code;
    }),
  );
}
