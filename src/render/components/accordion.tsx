import type { ComponentChildren } from 'preact';
import { Icon, type IconValue } from './icon.js';
import { Markdown } from './inline-markdown.js';
import { useRenderState, useWords, type RenderState } from './render-state.js';

/** A heading-like id from a title (`id` default of accordions and steps). */
export function slugId(text: unknown): string {
  // A title written as JSX gives no id of its own (the caller falls back to a generic one).
  if (typeof text !== 'string' && typeof text !== 'number') return '';
  return String(text)
    .toLowerCase()
    .replace(/\./g, '-')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** An id unique on the page (accordions and steps share the heading ids' space). */
export function useUniqueId(base: string): string {
  return uniqueId(useRenderState(), base);
}

/** `useUniqueId` for components that must not call hooks at that point (after rendering something on their own). */
export function uniqueId(state: RenderState, base: string): string {
  const ids = state.fieldIds;
  let id = base || 'section';
  for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
  ids.add(id);
  return id;
}

/**
 * A disclosure that works without JavaScript (`<details>`), deep-linkable by its id: the runtime
 * opens the one the URL's fragment names and writes the fragment when one is opened.
 */
export function Accordion({
  title,
  description,
  defaultOpen,
  id,
  icon,
  iconType,
  children,
}: {
  title?: ComponentChildren;
  description?: ComponentChildren;
  defaultOpen?: boolean | string;
  id?: string;
  icon?: IconValue;
  iconType?: string;
  children?: ComponentChildren;
}) {
  const words = useWords().content;
  const anchor = useUniqueId(id ?? (slugId(title ?? 'details') || 'details'));
  return (
    <details class="sx-accordion" id={anchor} open={defaultOpen === true || defaultOpen === 'true'} data-sx-accordion="">
      <summary>
        <span class="sx-accordion-chevron" aria-hidden="true" />
        {icon ? (
          <span class="sx-accordion-icon">
            <Icon icon={icon} {...(iconType ? { iconType } : {})} />
          </span>
        ) : null}
        <span class="sx-accordion-heading">
          <span class="sx-accordion-title">{title ?? words.details}</span>
          {description ? <span class="sx-accordion-description">{description}</span> : null}
        </span>
      </summary>
      <div class="sx-accordion-body">{children}</div>
    </details>
  );
}

/** Accordions drawn as one block. */
export function AccordionGroup({ children }: { children?: ComponentChildren }) {
  return <div class="sx-accordion-group">{children}</div>;
}

/** A framed image or block: a hint above it, a caption (Markdown) below it. */
export function Frame({ caption, hint, children }: { caption?: string; hint?: string; children?: ComponentChildren }) {
  return (
    <figure class="sx-frame">
      {hint ? <p class="sx-frame-hint">{hint}</p> : null}
      <div class="sx-frame-body">{children}</div>
      {caption ? (
        <figcaption>
          <Markdown text={String(caption)} />
        </figcaption>
      ) : null}
    </figure>
  );
}
