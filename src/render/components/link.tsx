import type { ComponentChildren } from 'preact';

/**
 * `<Link href>`: a link. The reference's list of components does not name it, but its pages render it
 * (it is Next.js's Link there), and repositories written for it use it inline (mem0's docs). Its `href`
 * is checked and resolved like any component's (content/plugins/remark-links.ts).
 */
export function Link({
  href,
  children,
  className,
  target,
  rel,
  title,
}: {
  href?: string;
  children?: ComponentChildren;
  className?: string;
  target?: string;
  rel?: string;
  title?: string;
}) {
  const external = target === '_blank';
  return (
    <a href={href} class={className} target={target} rel={rel ?? (external ? 'noopener noreferrer' : undefined)} title={title}>
      {children}
    </a>
  );
}
Link.drawsLink = () => true;
