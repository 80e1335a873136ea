import type { Root } from 'mdast';
import type { InlineMath, Math } from 'mdast-util-math';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { walk } from './walk.js';

/**
 * `<Latex>…</Latex>` (the reference's LaTeX component, in its starter's Markdown page) becomes math
 * typeset like `$…$`: inline where it is written in a line, displayed where it stands on its own. Its
 * TeX is the text written between the tags, braces included (MDX would read `{a}` as an expression),
 * or a string written as one expression (`<Latex>{'\frac{a}{b}'}</Latex>`).
 */
export function latexComponents(tree: Root, source: string): void {
  walk<MdxJsxFlowElement | MdxJsxTextElement>(tree, (node, index, parent) => {
    if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || node.name !== 'Latex') return undefined;
    if (!parent || index === undefined) return undefined;
    const value = texOf(node, source);
    const text = { type: 'text' as const, value };
    // The hast the math syntax's nodes carry (mdast-util-math), which KaTeX typesets.
    const math: Math | InlineMath =
      node.type === 'mdxJsxFlowElement'
        ? {
            type: 'math',
            value,
            meta: null,
            data: {
              hName: 'pre',
              hChildren: [
                { type: 'element', tagName: 'code', properties: { className: ['language-math', 'math-display'] }, children: [text] },
              ],
            },
          }
        : {
            type: 'inlineMath',
            value,
            data: { hName: 'code', hProperties: { className: ['language-math', 'math-inline'] }, hChildren: [text] },
          };
    if (node.position) math.position = node.position;
    parent.children.splice(index, 1, math as never);
    return index + 1;
  });
}

function texOf(node: MdxJsxFlowElement | MdxJsxTextElement, source: string): string {
  const kids = node.children;
  const only = kids.length === 1 ? kids[0] : undefined;
  const expression =
    only && 'value' in only && (only.type === 'mdxFlowExpression' || only.type === 'mdxTextExpression') ? only.value : undefined;
  const quoted = expression === undefined ? undefined : /^\s*(["'`])([\s\S]*)\1\s*$/.exec(expression);
  if (quoted && !(quoted[1] === '`' && quoted[2]!.includes('${'))) return quoted[2]!.replace(/\\\\/g, '\\');
  const first = kids[0]?.position?.start.offset;
  const last = kids.at(-1)?.position?.end.offset;
  if (first === undefined || last === undefined) return '';
  return source.slice(first, last).trim();
}
