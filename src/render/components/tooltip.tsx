import type { ComponentChildren } from 'preact';
import { useRenderState } from './render-state.js';

/**
 * Inline text with a tip: the trigger is focusable and described by the tip (`role="tooltip"`), which
 * shows on hover and keyboard focus (CSS) and hides on Escape (runtime/tooltip.ts). The tip can carry
 * a headline and a call-to-action link.
 */
export function Tooltip({
  tip,
  headline,
  cta,
  href,
  children,
}: {
  tip?: string;
  headline?: string;
  cta?: string;
  href?: string;
  children?: ComponentChildren;
}) {
  const state = useRenderState();
  const id = `sx-tip-${(state.uid = (state.uid ?? 0) + 1)}`;
  return (
    <span class="sx-tooltip" data-sx-tooltip="">
      <span class="sx-tooltip-trigger" tabindex={0} aria-describedby={id}>
        {children}
      </span>
      <span class="sx-tooltip-tip" role="tooltip" id={id}>
        {headline ? <strong class="sx-tooltip-headline">{headline}</strong> : null}
        {tip ? <span class="sx-tooltip-text">{tip}</span> : null}
        {cta && href ? (
          <a class="sx-tooltip-cta" href={href}>
            {cta}
          </a>
        ) : null}
      </span>
    </span>
  );
}
Tooltip.drawsLink = (props: Record<string, unknown>) => Boolean(props['cta'] && props['href']);
