import type { ComponentChildren } from 'preact';

/** A disclosure that works without JavaScript. */
export function Accordion({ title, defaultOpen, children }: { title?: string; defaultOpen?: boolean; children?: ComponentChildren }) {
  return (
    <details class="sx-accordion" open={defaultOpen === true}>
      <summary>{title ?? 'Details'}</summary>
      <div class="sx-accordion-body">{children}</div>
    </details>
  );
}

/** Accordions drawn as one block. */
export function AccordionGroup({ children }: { children?: ComponentChildren }) {
  return <div class="sx-accordion-group">{children}</div>;
}

/** A framed image or block with an optional caption. */
export function Frame({ caption, children }: { caption?: string; children?: ComponentChildren }) {
  return (
    <figure class="sx-frame">
      {children}
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}
