import type { Division, NavNode, Route } from '../model/site-model.js';
import { forEachDivision } from '../common/divisions.js';

/** The sidebar's page routes in reading order, leaving out hidden groups. */
export function flattenSidebar(nodes: readonly NavNode[], out: string[] = []): string[] {
  for (const n of nodes) {
    if (n.type === 'page') out.push(n.route);
    else if (!n.hidden) {
      if (n.root) out.push(n.root);
      flattenSidebar(n.children, out);
    }
  }
  return out;
}

/** Set prev/next on each route from the reading order of the sidebar that owns it. */
export function linkPrevNext(root: Division, routes: Map<string, Route>): void {
  forEachDivision(root, (d) => {
    if (!d.sidebar) return;
    const seen = new Set<string>();
    const order = flattenSidebar(d.sidebar).filter((p) => {
      const r = routes.get(p);
      if (!r || r.hidden || r.division !== d.id || seen.has(p)) return false;
      seen.add(p);
      return true;
    });
    order.forEach((p, i) => {
      const r = routes.get(p)!;
      if (i > 0) r.prev = order[i - 1];
      if (i < order.length - 1) r.next = order[i + 1];
    });
  });
}

/** Set each division's first visible page (preferring the default child), bottom-up. */
export function setFirstRoutes(d: Division, routes: Map<string, Route>): string | undefined {
  let first: string | undefined;
  if (d.sidebar) first = flattenSidebar(d.sidebar).find((p) => !routes.get(p)?.hidden);
  const childFirsts = d.children.map((c) => [c, setFirstRoutes(c, routes)] as const);
  if (!first) {
    const visible = childFirsts.filter(([c, r]) => r && !c.hidden && !c.href);
    first = (visible.find(([c]) => c.isDefault) ?? visible[0])?.[1];
  }
  if (first) d.firstRoute = first;
  return first;
}
