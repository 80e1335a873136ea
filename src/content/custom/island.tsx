/**
 * Server side of an island: an interactive component of the author's, rendered in place, inside an
 * `<sx-island>` root that names its code and carries its props, for the browser to hydrate. MDX
 * children are drawn where the component puts them, between `<!--sx-slot-->` markers and with no element
 * of their own (the author's CSS sees them as the component's children: `space-y-4`, `.grid > div`); the
 * browser adopts that HTML as it is. Children the component does not draw on the server (a collapsed
 * section) travel in a `<template>` for the browser to draw when they are.
 */
import { createContext, h, isValidElement, type ComponentChildren, type ComponentType } from 'preact';
import { useContext } from 'preact/hooks';
import type { IslandSource } from '../../model/page.js';
import { islandIconKey } from '../../render/components/icon.js';
import { useRenderState } from '../../render/components/render-state.js';
import { resolveIcon } from '../../render/icons.js';
import type { LocatedError } from './server-module.js';

/** The islands the page being rendered draws, by id (provided by render-hast for a page's render). */
export const IslandsContext = createContext<Map<string, IslandSource> | undefined>(undefined);

/**
 * A component of the author's that hydrates in the browser where the page uses it. `icons`: the icon
 * names its code writes, put in the page's sprite and in a table on the island for the browser's `<Icon>`.
 */
export function islandComponent(
  source: IslandSource,
  name: string,
  Component: ComponentType<Record<string, unknown>>,
  icons: string[] = [],
) {
  function Island(props: Record<string, unknown>) {
    const islands = useContext(IslandsContext);
    const state = useRenderState();
    const { children, ...rest } = props;
    const hasChildren = children !== undefined && children !== null && !(Array.isArray(children) && children.length === 0);
    // Props that are not data (functions, elements) cannot travel to the browser: the component then stays static.
    if (!islands || !isData(rest)) return h(Component, props);
    islands.set(source.id, source);
    const drawn = { children: false };
    const Slot = () => {
      drawn.children = true;
      return h('sx-slot', null, children as ComponentChildren);
    };
    // Rendered after the component: its children were not drawn, so the browser gets them aside.
    const Unseen = () => (drawn.children ? null : h('template', { 'data-sx-children': '' }, children as ComponentChildren));
    const slot = hasChildren ? { children: h(Slot, null) } : {};
    const table: Record<string, string> = {};
    for (const icon of icons) {
      const found = resolveIcon(icon, state.iconLibrary);
      if (!found) continue;
      state.icons.add(found.id);
      table[islandIconKey(icon)] = found.id;
    }
    return h(
      'sx-island',
      {
        'data-island': source.id,
        'data-export': name,
        'data-props': JSON.stringify(rest),
        ...(icons.length ? { 'data-icons': JSON.stringify(table) } : {}),
        style: 'display:contents',
      },
      h(Component, { ...rest, ...slot }),
      hasChildren ? h(Unseen, null) : null,
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
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
