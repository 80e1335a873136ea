/**
 * Server side of an island: an interactive component of the author's, rendered in place, inside an
 * `<sx-island>` root that names its code and carries its props, for the browser to hydrate. MDX
 * children are drawn where the component puts them, between `<!--sx-slot-->` markers and with no element
 * of their own (the author's CSS sees them as the component's children: `space-y-4`, `.grid > div`); the
 * browser adopts that HTML as it is. Children the component does not draw on the server (a collapsed
 * section) travel in a `<template>` for the browser to draw when they are.
 *
 * A component that throws on the server (it reads `window` while rendering, as components written for
 * Mintlify, which draws them in the browser only, may) becomes an island drawn in the browser only: an
 * empty root marked `data-client-only`, its children in the `<template>`. A static component does too,
 * so its code reaches only the pages where it failed.
 */
import { Component, createContext, h, isValidElement, type ComponentChildren, type ComponentType } from 'preact';
import { useContext } from 'preact/hooks';
import type { IslandSource } from '../../model/page.js';
import { islandIconKey } from '../../render/components/icon.js';
import { useRenderState, type RenderState } from '../../render/components/render-state.js';
import { resolveIcon } from '../../render/icons.js';
import type { LocatedError } from './server-module.js';

/** The islands the page being rendered draws, by id (provided by render-hast for a page's render). */
export const IslandsContext = createContext<Map<string, IslandSource> | undefined>(undefined);

/**
 * Whether a failure may move the component to the browser: true inside the code an island draws, false
 * in the MDX children it is given (their failures are their own) and where props cannot travel.
 */
export const CanDrawInBrowser = createContext(false);

/** Thrown by a component that failed where an island can draw it in the browser instead (see BrowserFallback). */
export class DrawInBrowser extends Error {
  /** `error`: said again in the browser if it throws there too; none for what only the server lacks (`window`). */
  constructor(readonly error: LocatedError | undefined) {
    super('drawn in the browser');
  }
}

/**
 * Draws its children, or `fallback` once a component in them threw DrawInBrowser (render-hast lets
 * class components catch their subtree's errors on the server). Other errors go on up.
 */
class BrowserFallback extends Component<
  { fallback: (failed: DrawInBrowser) => ComponentChildren; children?: ComponentChildren },
  { failed?: DrawInBrowser }
> {
  static override getDerivedStateFromError(error: unknown): { failed: DrawInBrowser } {
    if (error instanceof DrawInBrowser) return { failed: error };
    throw error;
  }

  override render() {
    const { failed } = this.state;
    return failed ? this.props.fallback(failed) : this.props.children;
  }
}

export interface IslandOptions {
  /** Its code uses hooks or handlers: it hydrates; otherwise it stays static HTML unless it fails. */
  interactive: boolean;
  /** The icon names its code writes, put in the page's sprite and in a table on the island for the browser's `<Icon>`. */
  icons: () => string[];
}

/** A component of the author's that hydrates in the browser where the page uses it, or is drawn there when it fails here. */
export function islandComponent(
  source: IslandSource,
  name: string,
  Component: ComponentType<Record<string, unknown>>,
  options: IslandOptions,
) {
  function Island(props: Record<string, unknown>) {
    const islands = useContext(IslandsContext);
    const state = useRenderState();
    // Text given as children (`<Show>{`hi`}</Show>`) is data, as in React: it travels with the props, a string still.
    const text = typeof props['children'] === 'string' || typeof props['children'] === 'number';
    const { children, ...rest } = text ? { ...props, children: undefined } : props;
    if (text) rest['children'] = props['children'];
    const hasChildren = children !== undefined && children !== null && !(Array.isArray(children) && children.length === 0);
    // Props that are not data (functions, elements) cannot travel to the browser: the component then stays static.
    if (!islands || !isData(rest)) return h(CanDrawInBrowser.Provider, { value: false }, h(Component, props));
    const root = (attributes: Record<string, string>, ...content: ComponentChildren[]) => {
      islands.set(source.id, source);
      const icons = iconTable([...options.icons(), ...iconProps(rest)], state);
      return h(
        'sx-island',
        {
          'data-island': source.id,
          'data-export': name,
          'data-props': JSON.stringify(rest),
          ...(icons ? { 'data-icons': JSON.stringify(icons) } : {}),
          ...attributes,
          style: 'display:contents',
        },
        ...content,
      );
    };
    const aside = () =>
      h('template', { 'data-sx-children': '' }, h(CanDrawInBrowser.Provider, { value: false }, children as ComponentChildren));
    // Nothing drawn here, so nothing to reserve room for: the browser draws it, children and all, once its code loads.
    const inBrowser = ({ error }: DrawInBrowser) =>
      root({ 'data-client-only': '', ...(error ? { 'data-error': JSON.stringify(sayable(error)) } : {}) }, hasChildren ? aside() : null);
    let drawn: ComponentChildren;
    if (!options.interactive) drawn = h(Component, props);
    else {
      const seen = { children: false };
      const Slot = () => {
        seen.children = true;
        return h('sx-slot', null, h(CanDrawInBrowser.Provider, { value: false }, children as ComponentChildren));
      };
      // Rendered after the component: its children were not drawn, so the browser gets them aside.
      const Unseen = () => (seen.children ? null : aside());
      drawn = root(
        {},
        h(Component, { ...rest, ...(hasChildren ? { children: h(Slot, null) } : {}) }),
        hasChildren ? h(Unseen, null) : null,
      );
    }
    return h(BrowserFallback, { fallback: inBrowser }, h(CanDrawInBrowser.Provider, { value: true }, drawn));
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

/**
 * Icon names an island is given as data (`cards={[{ icon: "book" }]}`, `icon="code"`): strings under a key
 * ending in `icon`, which its code hands to `<Card icon>` or `<Icon>` in the browser as on the server.
 */
function iconProps(value: unknown, key = '', depth = 0, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (/icon$/i.test(key) && value) out.push(value);
  } else if (value && typeof value === 'object' && depth < 8) {
    for (const [k, v] of Object.entries(value)) iconProps(v, Array.isArray(value) ? key : k, depth + 1, out);
  }
  return out;
}

/** The sprite ids of the icon names an island's code writes, by the key the browser's `<Icon>` asks for. */
function iconTable(names: string[], state: RenderState): Record<string, string> | undefined {
  if (!names.length) return undefined;
  const table: Record<string, string> = {};
  for (const icon of names) {
    const found = resolveIcon(icon, state.iconLibrary);
    if (!found) continue;
    state.icons.add(found.id);
    table[islandIconKey(icon)] = found.id;
  }
  return table;
}

/** What the browser shows of a server error (the author's line stays on the server). */
function sayable({ message, file, line, column }: LocatedError): LocatedError {
  return { message, file, line, column };
}

/** The slots' elements as comment markers, once the page is a string (comments are not Preact nodes). */
export function slotMarkers(html: string): string {
  return html.includes('<sx-slot>') ? html.replaceAll('<sx-slot>', '<!--sx-slot-->').replaceAll('</sx-slot>', '<!--/sx-slot-->') : html;
}

function isData(value: unknown, depth = 0): boolean {
  if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) return true;
  if (typeof value !== 'object' || depth > 20 || isValidElement(value)) return false;
  if (Array.isArray(value)) return value.every((v) => isData(v, depth + 1));
  const proto = Object.getPrototypeOf(value) as unknown;
  return (proto === Object.prototype || proto === null) && Object.values(value).every((v) => isData(v, depth + 1));
}

/**
 * A failed component (or body expression, `name` "expression"), in place: what failed, why, and where in
 * the author's code; then the children it was given, as an unknown component's are, so content written
 * inside it (another component, text) is not lost with it.
 */
export function ComponentError({ error, name, children }: { error: LocatedError; name: string; children?: ComponentChildren }) {
  const box = (
    <div class="sx-component-error" role="alert" data-component-name={name}>
      <p>
        <strong>{name === 'expression' ? 'This expression' : `<${name}>`}</strong>{' '}
        {name === 'expression' ? 'could not be evaluated' : 'could not be rendered'}: {error.message}
      </p>
      <p>
        <code>{`${error.file}:${error.line}:${error.column}`}</code>
      </p>
    </div>
  );
  return children === undefined || children === null ? (
    box
  ) : (
    <>
      {box}
      {children}
    </>
  );
}
