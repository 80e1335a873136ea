import type { VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { NavGroup, NavNode } from '../../model/site-model.js';
import type { RouteLabel } from '../site-index.js';
import { Icon } from '../components/icon.js';
import { RenderStateContext, type RenderState } from '../components/render-state.js';

interface SidebarProps {
  nodes: NavNode[];
  current: string;
  labels: Map<string, RouteLabel>;
  /**
   * Large sidebars leave the links of closed groups out of every page; the runtime fills them from
   * one shared fragment per sidebar (see sidebarFragment), and without JavaScript the group links
   * to its section, where it renders open.
   */
  lazy: boolean;
}

/** Sidebars with more links than this send closed groups' links once, in a shared fragment. */
export const LAZY_SIDEBAR_LINKS = 250;

/**
 * The sidebar of one division: top-level groups always open, nested groups as `<details>` (open
 * when `expanded` or holding the current page), so it works without JavaScript.
 */
export function SidebarTree({ nodes, current, labels, lazy }: SidebarProps) {
  return (
    <div class="sx-sidebar-tree">
      <NodeList nodes={nodes} current={current} labels={labels} path="g" lazy={lazy} />
    </div>
  );
}

/** The inside of every nested group of a sidebar, keyed by group id: what lazy groups are filled with. */
export function sidebarFragment(nodes: NavNode[], labels: Map<string, RouteLabel>, state: RenderState): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (list: NavNode[], path: string) =>
    list.forEach((n, i) => {
      if (n.type !== 'group') return;
      const id = `${path}.${i}`;
      out[id] = renderToString(
        <RenderStateContext.Provider value={state}>
          <GroupBody group={n} current="" labels={labels} id={id} lazy={false} />
        </RenderStateContext.Provider>,
      );
      walk(n.children, id);
    });
  walk(nodes, 'g');
  return out;
}

type ListProps = { nodes: NavNode[]; current: string; labels: Map<string, RouteLabel>; path: string; lazy: boolean };

function NodeList({ nodes, current, labels, path, lazy }: ListProps) {
  const pages: NavNode[] = [];
  const out: VNode[] = [];
  const flush = () => {
    if (pages.length)
      out.push(
        <ul class="sx-pages">
          {pages.splice(0).map((p) => p.type === 'page' && <PageLink key={p.route} route={p.route} current={current} labels={labels} />)}
        </ul>,
      );
  };
  nodes.forEach((node, i) => {
    if (node.type === 'page') {
      if (labels.get(node.route)?.hidden && node.route !== current) return;
      pages.push(node);
      return;
    }
    flush();
    if (!node.hidden) out.push(<Group group={node} current={current} labels={labels} id={`${path}.${i}`} lazy={lazy} />);
  });
  flush();
  return <>{out}</>;
}

type GroupProps = { group: NavGroup; current: string; labels: Map<string, RouteLabel>; id: string; lazy: boolean };

/** A group's links and nested groups. */
function GroupBody({ group, current, labels, id, lazy }: GroupProps) {
  return (
    <>
      {group.root ? (
        <ul class="sx-pages">
          <PageLink route={group.root} current={current} labels={labels} />
        </ul>
      ) : null}
      <NodeList nodes={group.children} current={current} labels={labels} path={id} lazy={lazy} />
    </>
  );
}

function Group({ group, current, labels, id, lazy }: GroupProps) {
  const heading = (
    <>
      {group.icon ? <Icon icon={group.icon} /> : null}
      <span class="sx-group-label">{group.label}</span>
      {group.tag ? <span class="sx-tag">{group.tag}</span> : null}
    </>
  );
  const body = <GroupBody group={group} current={current} labels={labels} id={id} lazy={lazy} />;
  const first = group.root ?? firstRoute(group.children);
  if (group.depth === 0) {
    // Top-level groups are always open; in a large sidebar, those away from the page are filled from
    // the shared fragment as the page loads, so each page does not repeat every link of the site.
    const away = lazy && !contains(group, current);
    return (
      <section class="sx-group sx-group-top" data-sx-group-id={id} data-sx-lazy={away ? '' : undefined}>
        <h2 class="sx-group-heading">{heading}</h2>
        {away ? (
          <p class="sx-group-fallback">
            <a href={first}>Open {group.label}</a>
          </p>
        ) : (
          body
        )}
      </section>
    );
  }
  const open = group.expanded || contains(group, current);
  return (
    // A lazy group's fallback link already names its first page (the runtime reads it there).
    <details
      class="sx-group"
      data-sx-group-id={id}
      data-sx-first={lazy && !open ? undefined : first}
      open={open}
      data-sx-lazy={lazy && !open ? '' : undefined}
    >
      <summary>{heading}</summary>
      {lazy && !open ? (
        <p class="sx-group-fallback">
          <a href={first}>Open {group.label}</a>
        </p>
      ) : (
        body
      )}
    </details>
  );
}

function PageLink({ route, current, labels }: { route: string; current: string; labels: Map<string, RouteLabel> }) {
  const label = labels.get(route);
  return (
    <li>
      {/* The method badge is drawn by CSS from data-m: API sidebars list hundreds of links on every page. */}
      <a
        href={route}
        aria-current={route === current ? 'page' : undefined}
        class={label?.deprecated ? 'sx-deprecated' : undefined}
        data-m={label?.method}
        data-channel={label?.channel ? '' : undefined}
      >
        {label?.icon ? <Icon icon={label.icon} /> : null}
        {/* A bare label keeps plain links short; beside an icon or tag it needs its own box. */}
        {label?.icon || label?.tag ? (
          <span>{label?.sidebarTitle ?? label?.title ?? route}</span>
        ) : (
          (label?.sidebarTitle ?? label?.title ?? route)
        )}
        {label?.tag ? <span class="sx-tag">{label.tag}</span> : null}
      </a>
    </li>
  );
}

/** True when the group (or a nested one) lists the page. */
export function contains(group: NavGroup, route: string): boolean {
  return group.root === route || group.children.some((n) => (n.type === 'page' ? n.route === route : contains(n, route)));
}

function firstRoute(nodes: NavNode[]): string | undefined {
  for (const n of nodes) {
    if (n.type === 'page') return n.route;
    const inner = n.root ?? firstRoute(n.children);
    if (inner) return inner;
  }
  return undefined;
}
