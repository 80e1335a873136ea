/** Visit every node of a division tree, parents first, in navigation order. Isomorphic. */
export function forEachDivision<T extends { children: readonly T[] }>(root: T, visit: (d: T) => void): void {
  const stack = [root];
  while (stack.length) {
    const d = stack.pop()!;
    visit(d);
    for (let i = d.children.length - 1; i >= 0; i--) stack.push(d.children[i]!);
  }
}
