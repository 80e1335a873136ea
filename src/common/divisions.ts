import type { Division } from '../model/site-model.js';

/** Visit every division of the tree, parents first, in navigation order. Isomorphic. */
export function forEachDivision(root: Division, visit: (d: Division) => void): void {
  const stack = [root];
  while (stack.length) {
    const d = stack.pop()!;
    visit(d);
    for (let i = d.children.length - 1; i >= 0; i--) stack.push(d.children[i]!);
  }
}
