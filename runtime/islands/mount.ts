/**
 * Hydrates one island: an author's component the server rendered inside `<sx-island>`, with the
 * props it carries as JSON; MDX children stay the HTML the server drew between its `<!--sx-slot-->`
 * markers (or put aside in a `<template>` when the component did not draw them), adopted node by node. An
 * island the server could not draw (`data-client-only`: its component threw there, reading `window` …) is
 * rendered here instead, its children from the `<template>`. Bundled into each site's island code
 * (content/custom/browser-bundle.ts), so it shares that code's Preact.
 * An error in the component shows in place of it and leaves the rest of the page working.
 */
import { Component, Fragment, h, hydrate, render, type ComponentChildren, type ComponentType, type VNode } from 'preact';
import { CONTENT_EVENT } from '../content-event.js';

/** Where the server located an error (a client-only island's `data-error`). */
interface Located {
  message: string;
  file: string;
  line: number;
  column: number;
}

interface BoundaryProps {
  name: string;
  /** The server's error, located in the author's code: shown with the same error thrown here. */
  located?: Located;
  /** What the page wrote inside the component, kept after its error as the server keeps it. */
  kept?: () => ComponentChildren;
  children?: ComponentChildren;
}

class Boundary extends Component<BoundaryProps, { error?: unknown }> {
  override componentDidCatch(error: unknown): void {
    console.error(`<${this.props.name}> failed`, error);
    this.setState({ error });
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    const { name, located, kept } = this.props;
    // Said as the server says it, so that the server's place in the author's code is shown for the same error.
    const message = error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error);
    const at = located?.message === message ? `${located.file}:${located.line}:${located.column}` : undefined;
    return h(Fragment, null, [
      h('div', { class: 'sx-component-error', role: 'alert', 'data-component-name': name }, [
        h('p', null, [h('strong', null, `<${name}>`), ` could not be rendered: ${message}`]),
        at ? h('p', null, h('code', null, at)) : null,
      ]),
      kept?.(),
    ]);
  }
}

/** Hydrate `root` with the export it names from the island's module, or render it there when the server could not. */
export function mount(root: HTMLElement, exports: Record<string, unknown>): void {
  const name = root.dataset['export'] ?? '';
  // Member components (`Shelf.Box`) are named by their path.
  const C = name
    .split('.')
    .reduce<unknown>((o, k) => (o === null || o === undefined ? undefined : (o as Record<string, unknown>)[k]), exports);
  const clientOnly = root.hasAttribute('data-client-only');
  // Failed on the server already (it ran out of time there): its located error stays as drawn.
  if (typeof C !== 'function' || (!clientOnly && root.firstElementChild?.classList.contains('sx-component-error'))) return;
  const props = JSON.parse(root.dataset['props'] ?? '{}') as Record<string, unknown>;
  // The sprite ids of the icon names the island's code writes, for the built-in <Icon> drawn in the browser.
  const icons = root.dataset['icons'];
  if (icons) Object.assign(((globalThis as { __sxIcons?: Record<string, string> }).__sxIcons ??= {}), JSON.parse(icons));
  const aside = [...root.children].find(
    (c): c is HTMLTemplateElement => c instanceof HTMLTemplateElement && c.hasAttribute('data-sx-children'),
  );
  aside?.remove();
  const children = aside ? [...aside.content.childNodes] : slotNodes(root);
  if (children) props['children'] = h(Fragment, null, ...toVNodes(children));
  const boundary: BoundaryProps = { name };
  if (clientOnly) {
    const located = root.dataset['error'];
    if (located) boundary.located = JSON.parse(located) as Located;
    // Fresh vnodes of the same nodes (the template's, untouched): a vnode is drawn in one place only.
    if (children) boundary.kept = () => toVNodes(children);
  }
  try {
    const app = h(Boundary, boundary, h(C as ComponentType, props));
    if (clientOnly) render(app, root);
    else hydrate(app, root);
    // Said on the root, for scripts (and tests) that wait for the component to be live.
    root.setAttribute('data-hydrated', '');
  } catch (error) {
    console.error(`<${name}> failed`, error);
  }
  // What it draws after load holds built-in components the page's runtime wired only at load (tabs, copy
  // buttons …): the runtime is told (runtime/start.ts). Children drawn later (from the template) may also hold
  // islands of their own, which the page's loader never saw.
  const announce = (): void => void root.dispatchEvent(new CustomEvent(CONTENT_EVENT, { bubbles: true }));
  const drawn = (): void => {
    if (aside) mountNested(root);
    announce();
  };
  if (clientOnly) drawn();
  // Hydrating drops what the runtime added to the server's HTML when it wired the page before this code
  // loaded (a tab list, copy buttons): told too, it wires the island's built-ins again.
  else announce();
  new MutationObserver((records) => {
    if (records.some((r) => [...r.addedNodes].some((n) => n.nodeType === Node.ELEMENT_NODE))) drawn();
  }).observe(root, { childList: true, subtree: true });
}

/** Mount the islands that appeared inside `root`, from their entries beside this code. */
function mountNested(root: HTMLElement): void {
  for (const el of root.querySelectorAll<HTMLElement>('sx-island[data-island]:not([data-mounting])')) {
    el.setAttribute('data-mounting', '');
    import(new URL(`${el.dataset['island']}.js`, import.meta.url).href).then(
      (m: { mount(el: HTMLElement): void }) => m.mount(el),
      (error: unknown) => console.error(error),
    );
  }
}

/** The nodes between the island's own `<!--sx-slot-->` and its closing marker (not a nested island's). */
function slotNodes(root: HTMLElement): Node[] | undefined {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let c = walker.nextNode(); c; c = walker.nextNode()) {
    if ((c as Comment).data !== 'sx-slot' || c.parentElement?.closest('sx-island') !== root) continue;
    const nodes: Node[] = [];
    let depth = 0;
    for (let n = c.nextSibling; n; n = n.nextSibling) {
      const marker = n.nodeType === Node.COMMENT_NODE ? (n as Comment).data : '';
      if (marker === '/sx-slot' && depth-- === 0) break;
      if (marker === 'sx-slot') depth++;
      nodes.push(n);
    }
    return nodes;
  }
  return undefined;
}

/**
 * The server's HTML as vnodes that match it node for node, so hydration adopts it unchanged (the
 * runtime's listeners on it stay). A nested island's inside is its own to hydrate: kept as HTML.
 */
function toVNodes(nodes: Iterable<Node>): ComponentChildren[] {
  const out: ComponentChildren[] = [];
  for (const node of nodes) {
    if (node.nodeType === Node.TEXT_NODE) out.push((node as Text).data);
    else if (node instanceof Element) out.push(toVNode(node));
  }
  return out;
}

function toVNode(el: Element): VNode {
  const props: Record<string, unknown> = {};
  for (const a of el.attributes) props[a.name] = a.value;
  if (el.localName === 'sx-island') return h(el.localName, { ...props, dangerouslySetInnerHTML: { __html: el.innerHTML } });
  const inside = el instanceof HTMLTemplateElement ? el.content.childNodes : el.childNodes;
  return h(el.localName, props, ...toVNodes(inside));
}
