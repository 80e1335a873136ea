import type { ComponentChildren } from 'preact';
import { Icon } from './icon.js';

/** A linked or plain card with an optional icon. */
export function Card({
  title,
  icon,
  href,
  children,
  horizontal,
}: {
  title?: string;
  icon?: string;
  href?: string;
  horizontal?: boolean;
  children?: ComponentChildren;
}) {
  const body = (
    <>
      {icon ? <Icon icon={icon} /> : null}
      <div class="sx-card-text">
        {title ? <p class="sx-card-title">{title}</p> : null}
        {children ? <div class="sx-card-body">{children}</div> : null}
      </div>
    </>
  );
  const cls = `sx-card${horizontal ? ' sx-card-horizontal' : ''}`;
  return href ? (
    <a class={cls} href={href}>
      {body}
    </a>
  ) : (
    <div class={cls}>{body}</div>
  );
}

/** Cards in a grid of `cols` columns. */
export function CardGroup({ cols, children }: { cols?: number | string; children?: ComponentChildren }) {
  const n = Math.min(4, Math.max(1, Number(cols) || 2));
  return (
    <div class="sx-card-group" style={`--sx-cols:${n}`}>
      {children}
    </div>
  );
}

/** `<Columns>`: the newer name for a card grid. */
export const Columns = CardGroup;
