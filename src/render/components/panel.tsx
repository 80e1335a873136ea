import type { ComponentChildren } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { RenderStateContext, useRenderState } from './render-state.js';

/**
 * Content for the right column: the page shows it there instead of the table of contents
 * (render-page.tsx reads it from the render state). It draws nothing in place.
 */
export function Panel({ children }: { children?: ComponentChildren }) {
  const state = useRenderState();
  state.panel =
    (state.panel ?? '') + renderToString(<RenderStateContext.Provider value={state}>{children as never}</RenderStateContext.Provider>);
  return null;
}
