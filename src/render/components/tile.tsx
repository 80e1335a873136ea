import type { ComponentChildren } from 'preact';

/** A linked preview tile: the children (an image or SVG) on a patterned ground, then title and description. */
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
  return href ? (
    <a class="sx-tile" href={href}>
      {body}
    </a>
  ) : (
    <div class="sx-tile">{body}</div>
  );
}
