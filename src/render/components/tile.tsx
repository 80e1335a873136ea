import type { ComponentChildren } from 'preact';
import { holdsLink } from './holds-link.js';
import { useRenderState } from './render-state.js';

/**
 * A linked preview tile: the children (an image or SVG) on a patterned ground, then title and description.
 * Children holding links of their own make it a block with a link stretched over it (`.sx-tile-link`), as cards do.
 */
export function Tile({
  href,
  title,
  description,
  children,
}: {
  href?: string;
  title?: string;
  description?: string;
  children?: ComponentChildren;
}) {
  const state = useRenderState();
  const body = (
    <>
      <div class="sx-tile-preview">{children}</div>
      {title ? <p class="sx-tile-title">{title}</p> : null}
      {description ? <p class="sx-tile-description">{description}</p> : null}
    </>
  );
  if (!href) return <div class="sx-tile">{body}</div>;
  if (!holdsLink(children)) {
    return (
      <a class="sx-tile" href={href}>
        {body}
      </a>
    );
  }
  const id = `sx-tile-${(state.uid = (state.uid ?? 0) + 1)}`;
  return (
    <div class="sx-tile sx-tile-stretched" id={id}>
      <a class="sx-tile-link" href={href} aria-labelledby={id}></a>
      {body}
    </div>
  );
}
Tile.drawsLink = (props: Record<string, unknown>) => Boolean(props['href']);
