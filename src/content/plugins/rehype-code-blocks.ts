import type { Element, Root } from 'hast';
import { walk } from '../walk.js';
import { parseCodeMeta } from '../code-meta.js';
import { highlightCode, type CodeThemes, type HighlightRecorder } from '../highlight.js';
import { highlightTwoslash, TWOSLASH_LANGS } from '../twoslash-block.js';
import { usesElkLayout } from '../mermaid-layout.js';

/** The element name highlighted blocks travel under until the CodeBlock component draws them. */
export const CODE_BLOCK_TAG = 'sx-code-block';

export { parseCodeMeta, type CodeMeta } from '../code-meta.js';

/**
 * Highlight every fenced code block with Shiki and wrap it in a `<figure>` carrying its title and
 * flags; mermaid blocks become diagram placeholders. Returns whether a diagram was found, and whether one
 * is laid out by ELK (whose layout module only those pages load).
 */
export async function highlightCodeBlocks(
  tree: Root,
  themes: CodeThemes,
  record?: HighlightRecorder,
  warn?: TwoslashWarn,
): Promise<{ mermaid: boolean; elk: boolean }> {
  const jobs: { parent: Element | Root; index: number; code: Element }[] = [];
  walk<Element>(
    tree,
    (node, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children[0];
      if (code?.type === 'element' && code.tagName === 'code') jobs.push({ parent: parent as Element | Root, index, code });
      return 'skip';
    },
    'element',
  );
  let mermaid = false;
  let elk = false;
  await Promise.all(
    jobs.map(async ({ parent, index, code }) => {
      const classes = (code.properties['className'] as string[] | undefined) ?? [];
      const lang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? '';
      if (lang === 'math' || classes.includes('math-display')) return; // typeset by KaTeX
      const meta = (code.data as { meta?: string } | undefined)?.meta ?? '';
      const text = textOf(code).replace(/\n$/, '');
      if (lang === 'mermaid') {
        mermaid = true;
        elk ||= usesElkLayout(text);
        const { actions, placement } = parseCodeMeta(meta);
        parent.children[index] = {
          type: 'element',
          tagName: 'pre',
          properties: {
            className: ['mermaid'],
            ...(actions !== undefined ? { dataActions: String(actions) } : {}),
            ...(placement ? { dataPlacement: placement } : {}),
          },
          children: [{ type: 'text', value: text }],
        };
        return;
      }
      // A bare ```nocopy fence is plain text without a copy button.
      const language = lang === 'nocopy' ? 'text' : lang;
      const info = parseCodeMeta(meta);
      const line = parent.children[index]?.position?.start.line ?? 1;
      const pre = info.twoslash
        ? await highlightTwoslashBlock(text, language, meta, themes, line, record, warn)
        : await highlightCode(text, language, meta, themes, record);
      // Rendered by the CodeBlock component from the HTML Shiki made (see highlight.ts for why HTML).
      const figure: Element = {
        type: 'element',
        tagName: CODE_BLOCK_TAG,
        properties: {
          class: [
            'sx-code',
            ...(info.wrap ? ['sx-code-wrap'] : []),
            ...(info.lines ? ['sx-code-lines'] : []),
            ...(info.expandable ? ['sx-code-expandable'] : []),
            ...(info.nocopy || lang === 'nocopy' ? ['sx-code-nocopy'] : []),
          ].join(' '),
          lang: language || 'text',
          ...(info.title ? { title: info.title } : {}),
          ...(info.icon ? { icon: info.icon } : {}),
          html: pre,
        },
        children: [],
      };
      parent.children[index] = figure;
    }),
  );
  return { mermaid, elk };
}

/** Told why a `twoslash` block is shown without type information, at the line of its fence. */
export type TwoslashWarn = (message: string, line: number) => void;

/** A `twoslash` block (see twoslash-block.ts); languages twoslash does not read are highlighted as usual. */
async function highlightTwoslashBlock(
  text: string,
  lang: string,
  meta: string,
  themes: CodeThemes,
  line: number,
  record?: HighlightRecorder,
  warn?: TwoslashWarn,
): Promise<string> {
  if (!TWOSLASH_LANGS.has(lang.toLowerCase())) return highlightCode(text, lang, meta, themes, record);
  const { html, error } = await highlightTwoslash(text, lang, meta, themes, record);
  if (error !== undefined) warn?.(error, line);
  return html;
}

function textOf(node: Element): string {
  let out = '';
  for (const c of node.children) out += c.type === 'text' ? c.value : c.type === 'element' ? textOf(c) : '';
  return out;
}
