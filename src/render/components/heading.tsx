import { createElement, isValidElement, toChildArray, type ComponentChildren } from 'preact';
import { slugId, useUniqueId } from './accordion.js';

/**
 * `<Heading level={2} id="…" noAnchor>`: a heading written as a component (level 1–6, default 2),
 * anchored by its `id` or its text; `noAnchor` draws no link chip beside it (runtime/heading-anchors.ts).
 */
export function Heading({
  level,
  id,
  noAnchor,
  children,
}: {
  level?: number | string;
  id?: string;
  noAnchor?: boolean | string;
  children?: ComponentChildren;
}) {
  const n = Math.min(6, Math.max(1, Math.trunc(Number(level)) || 2));
  // Text written on lines of its own arrives as a paragraph, which a heading cannot hold: its content is the heading's.
  const own = toChildArray(children).filter((c) => !(typeof c === 'string' && !c.trim()));
  const only = own.length === 1 ? own[0] : undefined;
  const content = only && isValidElement(only) && only.type === 'p' ? (only.props as { children?: ComponentChildren }).children : children;
  const anchor = useUniqueId(id ?? (slugId(textOf(content)) || 'section'));
  const plain = noAnchor === true || noAnchor === 'true' || noAnchor === '';
  return createElement(`h${n}`, { id: anchor, ...(plain ? { noanchor: '' } : {}) }, content);
}

/** The text of drawn children, inline elements (code, emphasis, links) included. */
function textOf(children: ComponentChildren): string {
  return toChildArray(children)
    .map((c) =>
      typeof c === 'string' || typeof c === 'number'
        ? String(c)
        : isValidElement(c)
          ? textOf((c.props as { children?: ComponentChildren }).children)
          : '',
    )
    .join('');
}
