import { toChildArray, cloneElement, type ComponentChildren, type VNode } from 'preact';
import { Icon, type IconValue } from './icon.js';
import { slugId, useUniqueId } from './accordion.js';

type TitleSize = 'p' | 'h2' | 'h3' | 'h4';

const SIZES = new Set(['p', 'h2', 'h3', 'h4']);

/** An ordered list of steps; `titleSize` sets the element of every step's title. */
export function Steps({ titleSize, children }: { titleSize?: string; children?: ComponentChildren }) {
  const size = titleSize && SIZES.has(titleSize) ? titleSize : undefined;
  const steps = toChildArray(children).map((c) => {
    if (!isStepLike(c)) return <li class="sx-step sx-step-aside">{c}</li>;
    return size && typeof c === 'object' && !(c as VNode<{ titleSize?: string }>).props.titleSize
      ? cloneElement(c as VNode<{ titleSize?: string }>, { titleSize: size })
      : c;
  });
  return <ol class="sx-steps">{steps}</ol>;
}

/**
 * Whether a child of `<Steps>` draws steps: a `<Step>`, or a component that may (a snippet, the author's
 * own). Text, HTML elements and the other built-in components (a `<Frame>` between two steps) go in an
 * item of their own, unnumbered, so the list holds only items.
 */
function isStepLike(c: ReturnType<typeof toChildArray>[number]): boolean {
  if (typeof c !== 'object' || c === null) return typeof c === 'string' && !/\S/.test(c);
  const type = (c as VNode).type as unknown;
  if (typeof type === 'string') return false;
  const fn = type as { name?: string; sxBuiltin?: boolean };
  return !fn.sxBuiltin || fn.name === 'Step';
}

/** One step: its number (or `stepNumber`, or an icon) on the rail, a title (anchored by `id`) and content. */
export function Step({
  title,
  icon,
  iconType,
  stepNumber,
  titleSize,
  id,
  noAnchor,
  children,
}: {
  title?: ComponentChildren;
  icon?: IconValue;
  iconType?: string;
  stepNumber?: number | string;
  titleSize?: string;
  id?: string;
  noAnchor?: boolean;
  children?: ComponentChildren;
}) {
  const Title = (titleSize && SIZES.has(titleSize) ? titleSize : 'p') as TitleSize;
  const anchor = title && !noAnchor ? useUniqueId(id ?? (slugId(title) || 'step')) : undefined;
  const number = stepNumber !== undefined && String(stepNumber).trim() ? String(stepNumber) : undefined;
  return (
    <li class={`sx-step${icon ? ' sx-step-has-icon' : ''}`} {...(number ? { 'data-step': number } : {})}>
      <span class="sx-step-marker" aria-hidden="true">
        {icon ? <Icon icon={icon} {...(iconType ? { iconType } : {})} /> : (number ?? null)}
      </span>
      {title ? (
        <Title class={`sx-step-title sx-step-title-${Title}`} {...(anchor ? { id: anchor } : {})}>
          {title}
        </Title>
      ) : null}
      <div class="sx-step-body">{children}</div>
    </li>
  );
}
