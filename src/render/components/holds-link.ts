import { isValidElement, type ComponentChildren, type VNode } from 'preact';

/**
 * A component that draws an `<a>` of its own for some props (`<Link>`, a `<Card href>`, a `<Tooltip cta href>`)
 * says so with this static property, so a linked parent can tell before it draws: links do not nest.
 */
export interface DrawsLink {
  drawsLink?: (props: Record<string, unknown>) => boolean;
}

const ANCHOR_TAG = /<a[\s>]/i;

/**
 * Whether `children` hold a link, as far as the server can see before they are drawn: `<a>` elements
 * (Markdown links, HTML), raw HTML with an `<a>` in it, and components that say they draw one (DrawsLink),
 * looking into every element's and component's children. What a component draws from elsewhere (a
 * snippet, an island, an author's component) is not seen.
 */
export function holdsLink(children: ComponentChildren): boolean {
  if (Array.isArray(children)) return children.some((c: ComponentChildren) => holdsLink(c));
  if (!isValidElement(children)) return false;
  const { type, props } = children as VNode<Record<string, unknown>>;
  if (type === 'a') return true;
  const raw = (props['dangerouslySetInnerHTML'] as { __html?: unknown } | undefined)?.__html;
  if (typeof raw === 'string' && ANCHOR_TAG.test(raw)) return true;
  if (typeof type === 'function' && (type as DrawsLink).drawsLink?.(props)) return true;
  return holdsLink(props['children'] as ComponentChildren);
}
