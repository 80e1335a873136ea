import { createElement, toChildArray, type ComponentChildren } from 'preact';
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
  const text = toChildArray(children)
    .filter((c) => typeof c === 'string' || typeof c === 'number')
    .join('');
  const anchor = useUniqueId(id ?? (slugId(text) || 'section'));
  const plain = noAnchor === true || noAnchor === 'true' || noAnchor === '';
  return createElement(`h${n}`, { id: anchor, ...(plain ? { noanchor: '' } : {}) }, children);
}
