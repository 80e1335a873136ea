/**
 * Hydrates one island: an author's component the server rendered inside `<sx-island>`, with the
 * props it carries as JSON; MDX children stay the HTML the server put in its `<sx-slot>`. Bundled
 * into each site's island code (content/custom/browser-bundle.ts), so it shares that code's Preact.
 * An error in the component shows in place of it and leaves the rest of the page working.
 */
import { Component, h, hydrate, type ComponentChildren, type ComponentType } from 'preact';

interface BoundaryProps {
  name: string;
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
    return h('div', { class: 'sx-component-error', role: 'alert', 'data-component-name': this.props.name }, [
      h('p', null, [h('strong', null, `<${this.props.name}>`), ` failed: ${error instanceof Error ? error.message : String(error)}`]),
    ]);
  }
}

/** Hydrate `root` with the export it names from the island's module. */
export function mount(root: HTMLElement, exports: Record<string, unknown>): void {
  const name = root.dataset['export'] ?? '';
  // Member components (`Shelf.Box`) are named by their path.
  const C = name
    .split('.')
    .reduce<unknown>((o, k) => (o === null || o === undefined ? undefined : (o as Record<string, unknown>)[k]), exports);
  // Failed on the server already: its located error stays as drawn.
  if (typeof C !== 'function' || root.firstElementChild?.classList.contains('sx-component-error')) return;
  const props = JSON.parse(root.dataset['props'] ?? '{}') as Record<string, unknown>;
  // The sprite ids of the icon names the island's code writes, for the built-in <Icon> drawn in the browser.
  const icons = root.dataset['icons'];
  if (icons) Object.assign(((globalThis as { __sxIcons?: Record<string, string> }).__sxIcons ??= {}), JSON.parse(icons));
  const slot = [...root.querySelectorAll('sx-slot')].find((s) => s.parentElement?.closest('sx-island') === root);
  if (slot) props['children'] = h('sx-slot', { style: 'display:contents', dangerouslySetInnerHTML: { __html: slot.innerHTML } });
  try {
    hydrate(h(Boundary, { name }, h(C as ComponentType, props)), root);
    // Said on the root, for scripts (and tests) that wait for the component to be live.
    root.setAttribute('data-hydrated', '');
  } catch (error) {
    console.error(`<${name}> failed`, error);
  }
}
