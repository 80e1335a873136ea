import type { ComponentChildren } from 'preact';
import { LinkedBox } from './linked-box.js';

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
  const body = (
    <>
      <div class="sx-tile-preview">{children}</div>
      {title ? <p class="sx-tile-title">{title}</p> : null}
      {description ? <p class="sx-tile-description">{description}</p> : null}
    </>
  );
  if (!href) return <div class="sx-tile">{body}</div>;
  return (
    <LinkedBox part="sx-tile" cls="sx-tile" href={href} inner={children}>
      {body}
    </LinkedBox>
  );
}
Tile.drawsLink = (props: Record<string, unknown>) => Boolean(props['href']);
