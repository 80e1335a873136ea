import type { ComponentChildren } from 'preact';

/**
 * Stands in for a component the site does not know: its children render, and in development a
 * visible marker names it (the build also reports `unknown-component`).
 */
export function unknownComponent(name: string, dev: boolean) {
  function Unknown({ children }: { children?: ComponentChildren }) {
    if (!dev) return <>{children}</>;
    return (
      <div class="sx-unknown" data-component={name}>
        <span class="sx-unknown-label">{`<${name}>`} is not a known component</span>
        {children}
      </div>
    );
  }
  Unknown.displayName = `Unknown(${name})`;
  return Unknown;
}
