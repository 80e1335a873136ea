import type { Code, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { walk } from './walk.js';

/**
 * `<Mermaid chart="graph TD; A-->B" actions={false} placement="top-left" />` (or the diagram as the
 * element's text, or a template literal without placeholders) is the reference's component form of a
 * ```mermaid block: it becomes that block, so the diagram, its controls, the page's diagram script and the
 * Markdown twin come out as for the fence. A chart given as another expression is left alone (it stays an
 * unknown component, with its warning).
 */
export function mermaidComponents(tree: Root): void {
  walk<MdxJsxFlowElement>(
    tree,
    (node, index, parent) => {
      if (node.name !== 'Mermaid' || !parent || index === undefined) return undefined;
      const attr = (name: string) => node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
      const literal = (name: string): string | undefined => {
        const a = attr(name);
        if (!a || a.type !== 'mdxJsxAttribute') return undefined;
        if (a.value === null || a.value === undefined) return 'true';
        if (typeof a.value === 'string') return a.value;
        // {true}, {false}, {"…"} or a template literal without placeholders.
        const expr = a.value.value.trim();
        const quoted = /^(["'`])([\s\S]*)\1$/.exec(expr);
        if (quoted && !(quoted[1] === '`' && quoted[2]!.includes('${'))) return quoted[2]!.replace(/\\n/g, '\n');
        return /^(true|false)$/.exec(expr)?.[1];
      };
      const chart = attr('chart') ? literal('chart') : toString(node).trim();
      if (!chart) return undefined;
      const actions = literal('actions');
      const placement = literal('placement');
      const meta = [
        ...(actions !== undefined ? [`actions={${actions === 'false' ? 'false' : 'true'}}`] : []),
        ...(placement ? [`placement="${placement}"`] : []),
      ].join(' ');
      const code: Code = {
        type: 'code',
        lang: 'mermaid',
        meta: meta || null,
        value: chart,
        ...(node.position ? { position: node.position } : {}),
      };
      parent.children.splice(index, 1, code as never);
      return index + 1;
    },
    'mdxJsxFlowElement',
  );
}
