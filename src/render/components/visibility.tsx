import type { ComponentChildren } from 'preact';

/**
 * Content for one audience. `for="humans"` shows on the page, marked so that Markdown outputs can
 * leave it out; `for="agents"` is kept in the page inside an inert `<template>` (never drawn, not in
 * the accessibility tree) for Markdown outputs to include.
 */
export function Visibility({ for: audience, children }: { for?: string; children?: ComponentChildren }) {
  if (audience === 'agents')
    return (
      <template class="sx-visibility" data-sx-visibility="agents">
        {children}
      </template>
    );
  return (
    <div class="sx-visibility" data-sx-visibility="humans">
      {children}
    </div>
  );
}
