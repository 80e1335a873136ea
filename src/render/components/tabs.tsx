import { toChildArray, type ComponentChildren, type VNode } from 'preact';
import { useRenderState } from './render-state.js';

/**
 * Tabbed panels. Without JavaScript every panel shows under its heading; the runtime turns the
 * headings into a tab list (`data-sx-tabs`).
 */
export function Tabs({ children }: { children?: ComponentChildren }) {
  const id = `sx-tabs-${++useRenderState().tabs}`;
  const tabs = toChildArray(children).filter((c): c is VNode<{ title?: string }> => typeof c === 'object' && c !== null && 'props' in c);
  return (
    <div class="sx-tabs" data-sx-tabs={id}>
      {tabs.map((tab, i) => (
        <section class="sx-tab-panel" data-title={tab.props.title ?? `Tab ${i + 1}`} key={i}>
          <p class="sx-tab-title">{tab.props.title ?? `Tab ${i + 1}`}</p>
          {tab}
        </section>
      ))}
    </div>
  );
}

/** One tab's content (its title is read by Tabs). */
export function Tab({ children }: { title?: string; children?: ComponentChildren }) {
  return <>{children}</>;
}

/** Code blocks shown as tabs, titled by each block's title or language. */
export function CodeGroup({ children }: { children?: ComponentChildren }) {
  const state = useRenderState();
  return (
    <div class="sx-code-group" data-sx-tabs={`sx-code-${++state.tabs}`}>
      {children}
    </div>
  );
}
