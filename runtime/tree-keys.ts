/**
 * Keyboard moves in file trees (`.sx-tree`), as in a file explorer: Up and Down go through the
 * names shown, Right opens a folder (or goes to its first entry), Left closes it (or goes to the
 * folder around), Home and End go to the first and last name, and a letter goes to the next name
 * starting with it; `*` opens every folder beside the current one. The tree is one stop of the Tab key (the name last visited); folders stay
 * `<details>`, so Enter and Space still open and close them.
 */
const wired = new WeakSet<Element>();

/** Keyboard moves for the file trees in `root` not wired yet. */
export function initTreeKeys(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('.sx-tree').forEach(wire);
}

function wire(tree: HTMLElement): void {
  if (wired.has(tree)) return;
  wired.add(tree);
  const all = [...tree.querySelectorAll<HTMLElement>('.sx-tree-name')];
  if (all.length === 0) return;
  // Shown: not inside a closed folder (a summary is shown with its own <details>).
  const shown = () => all.filter((n) => !n.parentElement?.closest('details:not([open]) > ul'));
  const focus = (next: HTMLElement | undefined) => {
    if (!next) return;
    for (const n of all) n.tabIndex = n === next ? 0 : -1;
    next.focus();
  };
  for (const n of all) n.tabIndex = -1;
  all[0]!.tabIndex = 0;
  tree.addEventListener('keydown', (e) => {
    const at = e.target as HTMLElement;
    if (!at.classList.contains('sx-tree-name')) return;
    const list = shown();
    const i = list.indexOf(at);
    const details = at.tagName === 'SUMMARY' ? (at.parentElement as HTMLDetailsElement) : undefined;
    const parent = at
      .closest('li')
      ?.parentElement?.closest('li')
      ?.querySelector<HTMLElement>(':scope > .sx-tree-name, :scope > details > .sx-tree-name');
    let next: HTMLElement | undefined;
    switch (e.key) {
      case 'ArrowDown':
        next = list[i + 1];
        break;
      case 'ArrowUp':
        next = list[i - 1];
        break;
      case 'Home':
        next = list[0];
        break;
      case 'End':
        next = list[list.length - 1];
        break;
      case 'ArrowRight':
        if (details && !details.open) details.open = true;
        else
          next =
            at.closest('li')?.querySelector<HTMLElement>(':scope > ul .sx-tree-name, :scope > details > ul .sx-tree-name') ?? undefined;
        break;
      case 'ArrowLeft':
        if (details?.open) details.open = false;
        else next = parent ?? undefined;
        break;
      case '*':
        // Every folder beside this one opens.
        at.closest('li')
          ?.parentElement?.querySelectorAll<HTMLDetailsElement>(':scope > li > details')
          .forEach((d) => (d.open = true));
        break;
      default: {
        if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey || !/\S/.test(e.key)) return;
        const k = e.key.toLowerCase();
        const rest = [...list.slice(i + 1), ...list.slice(0, i + 1)];
        next = rest.find((n) => (n.textContent ?? '').trim().toLowerCase().startsWith(k));
      }
    }
    e.preventDefault();
    focus(next);
  });
  // A click makes the clicked name the tree's Tab stop.
  tree.addEventListener('focusin', (e) => {
    const at = e.target as HTMLElement;
    if (at.classList.contains('sx-tree-name')) for (const n of all) n.tabIndex = n === at ? 0 : -1;
  });
}
