import type { VNode } from 'preact';
import type { NavGroup, NavNode } from '../../model/site-model.js';
import type { RouteLabel } from '../site-index.js';

interface SidebarProps {
  nodes: NavNode[];
  current: string;
  labels: Map<string, RouteLabel>;
  /** Division id, so the runtime keeps state per sidebar. */
  sidebarKey: string;
  drilldown: boolean;
}

/**
 * The sidebar of one division: top-level groups always open, nested groups as `<details>` (open
 * when `expanded` or holding the current page), so it works without JavaScript.
 */
export function SidebarTree({ nodes, current, labels, sidebarKey, drilldown }: SidebarProps) {
  return (
    <div class="sx-sidebar-tree" data-sx-sidebar-key={sidebarKey} data-sx-drilldown={String(drilldown)}>
      <NodeList nodes={nodes} current={current} labels={labels} path="g" />
    </div>
  );
}

function NodeList({ nodes, current, labels, path }: { nodes: NavNode[]; current: string; labels: Map<string, RouteLabel>; path: string }) {
  const pages: NavNode[] = [];
  const out: VNode[] = [];
  const flush = () => {
    if (pages.length) out.push(<ul class="sx-pages">{pages.splice(0).map((p) => p.type === 'page' && <PageLink key={p.route} route={p.route} current={current} labels={labels} />)}</ul>);
  };
  nodes.forEach((node, i) => {
    if (node.type === 'page') {
      pages.push(node);
      return;
    }
    flush();
    if (!node.hidden) out.push(<Group group={node} current={current} labels={labels} id={`${path}.${i}`} />);
  });
  flush();
  return <>{out}</>;
}

function Group({ group, current, labels, id }: { group: NavGroup; current: string; labels: Map<string, RouteLabel>; id: string }) {
  const heading = (
    <>
      {group.icon ? <span class="sx-icon" data-icon={typeof group.icon === 'string' ? group.icon : group.icon.name} aria-hidden="true" /> : null}
      <span class="sx-group-label">{group.label}</span>
      {group.tag ? <span class="sx-tag">{group.tag}</span> : null}
    </>
  );
  const body = (
    <>
      {group.root ? <ul class="sx-pages"><PageLink route={group.root} current={current} labels={labels} /></ul> : null}
      <NodeList nodes={group.children} current={current} labels={labels} path={id} />
    </>
  );
  if (group.depth === 0) {
    return (
      <section class="sx-group sx-group-top" data-sx-group-id={id}>
        <h2 class="sx-group-heading">{heading}</h2>
        {body}
      </section>
    );
  }
  const first = group.root ?? firstRoute(group.children);
  return (
    <details class="sx-group" data-sx-group-id={id} data-sx-first={first} open={group.expanded || contains(group, current)}>
      <summary>{heading}</summary>
      {body}
    </details>
  );
}

function PageLink({ route, current, labels }: { route: string; current: string; labels: Map<string, RouteLabel> }) {
  const label = labels.get(route);
  return (
    <li>
      <a href={route} aria-current={route === current ? 'page' : undefined} class={label?.deprecated ? 'sx-deprecated' : undefined}>
        {label?.method ? <span class={`sx-method sx-method-${label.method.toLowerCase()}`}>{label.method}</span> : null}
        {label?.icon ? <span class="sx-icon" data-icon={label.icon} aria-hidden="true" /> : null}
        <span>{label?.sidebarTitle ?? label?.title ?? route}</span>
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
