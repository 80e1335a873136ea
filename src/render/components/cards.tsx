import type { ComponentChildren } from 'preact';
import { KIND_ICONS } from './callouts.js';
import { Icon, type IconValue } from './icon.js';
import { LinkedBox } from './linked-box.js';
import { cssColor } from './css-color.js';

const EXTERNAL = /^(https?:)?\/\//i;

/**
 * A card: optional top image (`img`), icon (tinted by `color`), title and body; linked when `href`
 * is given, with a call to action (`cta`) and an arrow (`arrow`, shown by default for external links).
 * A linked card is one `<a>`, or a block with its link stretched over it when its body holds links (LinkedBox).
 */
export function Card({
  title,
  icon,
  iconType,
  color,
  href,
  horizontal,
  img,
  cta,
  arrow,
  disabled,
  type,
  children,
}: {
  title?: string;
  icon?: IconValue;
  iconType?: string;
  color?: string;
  href?: string;
  horizontal?: boolean;
  img?: string;
  cta?: string;
  arrow?: boolean | string;
  disabled?: boolean;
  /** A callout kind: the card takes that callout's colours and (without an icon of its own) its icon. */
  type?: string;
  children?: ComponentChildren;
}) {
  const kind = typeof type === 'string' && Object.hasOwn(KIND_ICONS, type) ? (type as keyof typeof KIND_ICONS) : undefined;
  icon ??= kind ? { name: KIND_ICONS[kind], library: 'lucide' } : undefined;
  const external = typeof href === 'string' && EXTERNAL.test(href);
  const showArrow = href ? (arrow === undefined ? external : arrow === true || arrow === 'true') : false;
  const tint = cssColor(color) && `color:${cssColor(color)}`;
  const body = (
    <>
      {img ? <img class="sx-card-img" src={img} alt="" loading="lazy" /> : null}
      <div class="sx-card-inner">
        {icon ? (
          <span class="sx-card-icon" style={tint} data-component-part="card-icon">
            <Icon icon={icon} {...(iconType ? { iconType } : {})} />
          </span>
        ) : null}
        <div class="sx-card-text">
          {/* As Mintlify draws them (an h2 outside the prose styles, the parts named), which sites' CSS targets. */}
          {title ? (
            <h2 class="sx-card-title not-prose" data-component-part="card-title">
              {title}
            </h2>
          ) : null}
          {children ? (
            <div class="sx-card-body" data-component-part="card-content">
              {children}
            </div>
          ) : null}
          {cta && href ? (
            <span class="sx-card-cta">
              {cta} <span aria-hidden="true">→</span>
            </span>
          ) : null}
        </div>
        {showArrow ? (
          <span class="sx-card-arrow" aria-hidden="true">
            {external ? '↗' : '→'}
          </span>
        ) : null}
      </div>
    </>
  );
  const cls = `sx-card${horizontal ? ' sx-card-horizontal' : ''}${img ? ' sx-card-has-img' : ''}${disabled ? ' sx-card-disabled' : ''}${kind ? ` sx-card-typed sx-callout-${kind}` : ''}`;
  if (!href || disabled) return <div class={cls}>{body}</div>;
  return (
    <LinkedBox part="sx-card" cls={cls} href={href} rel={external ? 'noopener' : undefined} inner={children}>
      {body}
    </LinkedBox>
  );
}
Card.drawsLink = (props: Record<string, unknown>) => Boolean(props['href']) && !props['disabled'];

/** Cards (or any content) in a grid of `cols` columns (1–4, default 2); one column on narrow screens. */
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

/** One cell of a `<Columns>` grid holding arbitrary content. */
export function Column({ children }: { children?: ComponentChildren }) {
  return <div class="sx-column">{children}</div>;
}
