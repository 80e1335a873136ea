/**
 * Mermaid diagrams laid out by ELK instead of mermaid's default (dagre): a flowchart's
 * `%%{init: {'flowchart': {'defaultRenderer': 'elk'}}}%%`, or `layout: elk` (or one of ELK's other
 * algorithms, `elk.mrtree` …) in the diagram's frontmatter config or init directive. The ELK layout
 * is a large module of its own (@mermaid-js/layout-elk), so only pages with such a diagram load it.
 */
const ELK = /\b(?:defaultRenderer|layout)["']?\s*:\s*["']?elk\b/;

/** Whether a diagram's text asks for the ELK layout. */
export function usesElkLayout(diagram: string): boolean {
  return ELK.test(diagram);
}
