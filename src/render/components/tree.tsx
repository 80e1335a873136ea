import { toChildArray, type ComponentChildren, type VNode } from 'preact';
import { Icon } from './icon.js';

const FOLDER = { name: 'folder', library: 'lucide' } as const;
const FOLDER_OPEN = { name: 'folder-open', library: 'lucide' } as const;
const FILE = { name: 'file', library: 'lucide' } as const;

type El = VNode<{ children?: ComponentChildren }>;

function isEl(c: unknown): c is El {
  return typeof c === 'object' && c !== null && 'props' in c;
}

/**
 * A file tree. Folders are `<details>` (expand and collapse with the mouse, or Enter/Space on the
 * focused name) unless `openable={false}`. Written either with `Tree.Folder`/`Tree.File` or as a
 * Markdown list inside `<Tree>` (an item ending in `/`, or holding a list, is a folder).
 */
function TreeRoot({ children }: { children?: ComponentChildren }) {
  const items = toChildArray(children).flatMap((c) => (isEl(c) && (c.type === 'ul' || c.type === 'ol') ? fromList(c) : [c]));
  return (
    <div class="sx-tree">
      <ul class="sx-tree-list">{items}</ul>
    </div>
  );
}

/** A Markdown list's items as folders and files. */
function fromList(list: El): ComponentChildren[] {
  return toChildArray(list.props.children)
    .filter((li): li is El => isEl(li) && li.type === 'li')
    .map((li, i) => {
      const parts = toChildArray(li.props.children);
      const sub = parts.find((p): p is El => isEl(p) && (p.type === 'ul' || p.type === 'ol'));
      const label = parts.filter((p) => p !== sub).flatMap((p) => (isEl(p) && p.type === 'p' ? toChildArray(p.props.children) : [p]));
      const text = label
        .map((p) => (typeof p === 'string' ? p : ''))
        .join('')
        .trim();
      const folder = !!sub || text.endsWith('/');
      const name = folder && text.endsWith('/') ? text.slice(0, -1) : text;
      return folder ? (
        <TreeFolder name={name} defaultOpen key={i}>
          {sub ? fromList(sub) : null}
        </TreeFolder>
      ) : (
        <TreeFile name={name || undefined} key={i}>
          {name ? null : label}
        </TreeFile>
      );
    });
}

function TreeFolder({
  name,
  defaultOpen,
  openable,
  highlight,
  children,
}: {
  name?: string;
  defaultOpen?: boolean | string;
  openable?: boolean | string;
  highlight?: boolean;
  children?: ComponentChildren;
}) {
  const cls = `sx-tree-folder${highlight ? ' sx-tree-highlight' : ''}`;
  const kids = <ul class="sx-tree-list">{children}</ul>;
  if (openable === false || openable === 'false')
    return (
      <li class={cls}>
        <span class="sx-tree-name">
          <Icon icon={FOLDER_OPEN} />
          {name}
        </span>
        {kids}
      </li>
    );
  return (
    <li class={cls}>
      <details open={defaultOpen === true || defaultOpen === 'true'}>
        <summary class="sx-tree-name">
          {/* The open folder's icon shows while it is open (site.css), without JavaScript. */}
          <Icon icon={FOLDER} className="sx-tree-shut" />
          <Icon icon={FOLDER_OPEN} className="sx-tree-opened" />
          {name}
        </summary>
        {kids}
      </details>
    </li>
  );
}

function TreeFile({ name, highlight, children }: { name?: string; highlight?: boolean; children?: ComponentChildren }) {
  return (
    <li class={`sx-tree-file${highlight ? ' sx-tree-highlight' : ''}`}>
      <span class="sx-tree-name">
        <Icon icon={FILE} />
        {name ?? children}
      </span>
    </li>
  );
}

/** `<Tree>` (alias `<FileTree>`) with its members `<Tree.Folder>` and `<Tree.File>`. */
export const Tree = Object.assign(TreeRoot, { Folder: TreeFolder, File: TreeFile });
