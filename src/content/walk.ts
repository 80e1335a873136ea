import type { Node, Parent } from 'unist';

/**
 * What a visitor may return: nothing (go on, into the node's children), `'skip'` (not into its
 * children), or the index in the parent to go on from (after replacing or removing the node).
 */
export type WalkResult = number | 'skip' | undefined | void;

/**
 * Visit every node of a syntax tree in document order (the node, then its children), optionally only
 * nodes of one `type`. Like unist-util-visit without the ancestor lists it builds for every node:
 * pages are walked several times each, and those lists were a fair share of a build's allocations.
 */
export function walk<T extends Node = Node>(
  tree: Node,
  visitor: (node: T, index: number | undefined, parent: Parent | undefined) => WalkResult,
  type?: string,
): void {
  const step = (node: Node, index: number | undefined, parent: Parent | undefined): number | undefined => {
    const result = type === undefined || node.type === type ? visitor(node as T, index, parent) : undefined;
    if (result === 'skip') return undefined;
    const children = (node as Partial<Parent>).children;
    if (children) {
      for (let i = 0; i < children.length;) {
        const next = step(children[i]!, i, node as Parent);
        i = next === undefined ? i + 1 : next;
      }
    }
    return typeof result === 'number' ? result : undefined;
  };
  step(tree, undefined, undefined);
}
