import { toChildArray, type ComponentChildren, type VNode } from 'preact';
import { Icon, type IconValue } from './icon.js';
import { slugId, uniqueId } from './accordion.js';
import { useRenderState } from './render-state.js';

interface TabProps {
  title?: string;
  id?: string;
  icon?: IconValue;
  iconType?: string;
  children?: ComponentChildren;
}

/** `sync={false}`, `sync="false"`: the tab group keeps its own choice. */
const off = (value: unknown) => value === false || value === 'false';

/**
 * Tabbed panels. Without JavaScript every panel shows under its heading; the runtime turns the
 * headings into a tab list (`data-sx-tabs`), starting at `defaultTabIndex` unless the reader chose a
 * label before, and (unless `sync={false}`) choosing a label chooses it in every group of the site.
 */
export function Tabs({
  children,
  defaultTabIndex,
  sync,
  borderBottom,
}: {
  children?: ComponentChildren;
  defaultTabIndex?: number | string;
  sync?: boolean | string;
  borderBottom?: boolean | string;
}) {
  const state = useRenderState();
  const id = `sx-tabs-${++state.tabs}`;
  const tabs = toChildArray(children).filter((c): c is VNode<TabProps> => typeof c === 'object' && c !== null && 'props' in c);
  const start = Number(defaultTabIndex);
  return (
    <div
      class={borderBottom === true || borderBottom === 'true' ? 'sx-tabs sx-tabs-border' : 'sx-tabs'}
      data-sx-tabs={id}
      {...(Number.isInteger(start) && start > 0 && start < tabs.length ? { 'data-sx-default': String(start) } : {})}
      {...(off(sync) ? { 'data-sx-sync': 'false' } : {})}
    >
      {tabs.map((tab, i) => {
        const title = tab.props.title ?? `Tab ${i + 1}`;
        // The anchor the URL's fragment follows (the title's, as the reference's default).
        const anchor = tab.props.id ?? (slugId(title) ? uniqueId(state, slugId(title)) : undefined);
        return (
          <section class="sx-tab-panel tab" data-title={title} key={i} {...(anchor ? { id: anchor } : {})}>
            <p class="sx-tab-title">
              {tab.props.icon ? <Icon icon={tab.props.icon} {...(tab.props.iconType ? { iconType: tab.props.iconType } : {})} /> : null}
              {title}
            </p>
            {tab}
          </section>
        );
      })}
    </div>
  );
}

/** One tab's content (its title, id and icon are read by Tabs). */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

/**
 * Code blocks shown as tabs titled by each block's title (or language), or with `dropdown` as a
 * menu of those titles; the choice is synced and remembered like Tabs'.
 */
export function CodeGroup({ children, dropdown }: { children?: ComponentChildren; dropdown?: boolean | string }) {
  const state = useRenderState();
  return (
    <div
      class="sx-code-group"
      data-sx-tabs={`sx-code-${++state.tabs}`}
      {...(dropdown === true || dropdown === '' || dropdown === 'true' ? { 'data-sx-dropdown': '' } : {})}
    >
      {children}
    </div>
  );
}
