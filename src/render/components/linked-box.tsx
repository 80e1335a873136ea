import type { ComponentChildren } from 'preact';
import { holdsLink } from './holds-link.js';
import { useRenderState } from './render-state.js';

/**
 * A box linked as a whole (a card, a tile): one `<a class={cls}>` around `children`; or, when `inner` (the author's
 * content inside it) holds links of its own, which cannot sit inside another, a block with its link stretched over
 * it (`{part}-stretched`, `{part}-link`), named by the box, those links above it.
 */
export function LinkedBox({
  part,
  cls,
  href,
  rel,
  inner,
  children,
}: {
  part: 'sx-card' | 'sx-tile';
  cls: string;
  href: string;
  rel?: string | undefined;
  inner: ComponentChildren;
  children: ComponentChildren;
}) {
  const state = useRenderState();
  const relAttr = rel ? { rel } : {};
  if (!holdsLink(inner)) {
    return (
      <a class={cls} href={href} {...relAttr}>
        {children}
      </a>
    );
  }
  const id = `${part}-${(state.uid = (state.uid ?? 0) + 1)}`;
  return (
    <div class={`${cls} ${part}-stretched`} id={id}>
      <a class={`${part}-link`} href={href} {...relAttr} aria-labelledby={id}></a>
      {children}
    </div>
  );
}
