import { createContext, type VNode } from 'preact';
import { useContext } from 'preact/hooks';
import { renderToString } from 'preact-render-to-string';
import type { NavGroup, NavNode } from '../../model/site-model.js';
import type { RouteLabel } from '../site-index.js';
import { Icon } from '../components/icon.js';
import { RenderStateContext, renderState, type IconStandIn, type RenderState } from '../components/render-state.js';
import { ENGLISH } from '../ui-strings.js';

/** How the sidebar reads route labels (a Map, or a build's Labels, which records what each page read). */
type LabelLookup = Pick<Map<string, RouteLabel>, 'get'>;

/** Sidebars with more links than this send closed groups' links once, in a shared fragment. */
export const LAZY_SIDEBAR_LINKS = 250;

/**
 * The inside of one division's sidebar (what goes in `.sx-sidebar-tree`): top-level groups always
 * open, nested groups as `<details>` (open when `expanded` or holding the current page), so it works
 * without JavaScript. `lazy`: large sidebars leave the links of closed groups out of every page; the
 * runtime fills them from one shared fragment per sidebar (see sidebarFragment), and without
 * JavaScript the group links to its section, where it renders open (`openGroup` is that link's text, `{name}` the
 * group's, in the page's language). Icons drawn go into `state`.
 */
export function sidebarTreeHtml(
  nodes: NavNode[],
  current: string,
  labels: LabelLookup,
  lazy: boolean,
  state: RenderState,
  memo?: SidebarMemo,
  openGroup = ENGLISH.openGroup,
): string {
  const place = (memo?.places(nodes) ?? placesIn(nodes)).get(current);
  const within = place?.within ?? NOWHERE;
  // A hidden page shows in the sidebar only while it is the page: drawn for itself.
  if (!memo || (place && labels.get(current)?.hidden)) return drawTree(nodes, current, within, labels, lazy, state, openGroup);
  const html = memo.draw(nodes, lazy, place?.key ?? '', within, labels, state, openGroup);
  return place ? markCurrent(html, current) : html;
}

/**
 * Sidebars drawn for a renderer whose labels do not change (a build's): the pages of one group share
 * their sidebar but for the link marked as the current page, and drawing it was a large part of each
 * page's render (144 links a page on the i18n corpus). Each is drawn once per division and set of
 * open groups, with the label reads and icons it made, which every page using it repeats.
 */
export class SidebarMemo {
  private drawn = new WeakMap<NavNode[], Map<string, DrawnTree>>();
  private chars = 0;
  private readonly placed = new WeakMap<NavNode[], Map<string, Place>>();

  /** Where each page is in this sidebar (worked out once per sidebar). */
  places(nodes: NavNode[]): Map<string, Place> {
    let places = this.placed.get(nodes);
    if (!places) this.placed.set(nodes, (places = placesIn(nodes)));
    return places;
  }

  draw(
    nodes: NavNode[],
    lazy: boolean,
    place: string,
    within: ReadonlySet<string>,
    labels: LabelLookup,
    state: RenderState,
    openGroup = ENGLISH.openGroup,
  ): string {
    let byPlace = this.drawn.get(nodes);
    if (!byPlace) this.drawn.set(nodes, (byPlace = new Map()));
    // Only a lazy sidebar writes `openGroup` (its closed groups' links).
    const key = lazy ? `lazy ${openGroup} ${place}` : `all ${place}`;
    let tree = byPlace.get(key);
    // Drawing reads the labels itself (through `recording`); a page reusing the drawing reads them again.
    if (tree) for (const route of tree.reads) labels.get(route);
    else {
      const reads: string[] = [];
      const recording: LabelLookup = {
        get: (route) => {
          reads.push(route);
          return labels.get(route);
        },
      };
      const own = renderState(state.iconLibrary);
      const html = drawTree(nodes, '', within, recording, lazy, own, openGroup);
      tree = { html, reads: [...new Set(reads)], icons: [...own.icons], standIns: own.iconStandIns ?? [] };
      // Bounded: an API sidebar has a place per tag group, each a large page's worth of links.
      if ((this.chars += html.length) > MEMO_CHARS) {
        this.drawn = new WeakMap();
        this.chars = html.length;
        this.drawn.set(nodes, (byPlace = new Map()));
      }
      byPlace.set(key, tree);
    }
    for (const icon of tree.icons) state.icons.add(icon);
    if (tree.standIns.length) (state.iconStandIns ??= []).push(...tree.standIns);
    return tree.html;
  }
}

interface DrawnTree {
  html: string;
  reads: string[];
  icons: string[];
  standIns: IconStandIn[];
}

/** Characters of drawn sidebars a memo keeps before it starts over (two bytes each at most). */
const MEMO_CHARS = 16_000_000;

function drawTree(
  nodes: NavNode[],
  current: string,
  within: ReadonlySet<string>,
  labels: LabelLookup,
  lazy: boolean,
  state: RenderState,
  openGroup: string,
): string {
  return renderToString(
    <RenderStateContext.Provider value={state}>
      <OpenGroupContext.Provider value={openGroup}>
        <NodeList nodes={nodes} current={current} within={within} labels={labels} path="g" lazy={lazy} />
      </OpenGroupContext.Provider>
    </RenderStateContext.Provider>,
  );
}

/** The text of a lazy group's link to its first page, `{name}` the group's (UiStrings `openGroup`). */
const OpenGroupContext = createContext(ENGLISH.openGroup);

/** Where a page is in a sidebar: the ids of the groups that list it (as NodeList numbers them), and them as one key. */
interface Place {
  within: ReadonlySet<string>;
  key: string;
}

/** The place of every page a sidebar lists, by route. */
function placesIn(nodes: NavNode[]): Map<string, Place> {
  const found = new Map<string, string[]>();
  const at = (route: string, groups: string[]) => {
    const known = found.get(route);
    if (known) known.push(...groups.filter((g) => !known.includes(g)));
    else found.set(route, [...groups]);
  };
  const walk = (list: NavNode[], path: string, groups: string[]) =>
    list.forEach((n, i) => {
      if (n.type === 'page') return at(n.route, groups);
      const id = `${path}.${i}`;
      const inside = [...groups, id];
      if (n.root) at(n.root, inside);
      walk(n.children, id, inside);
    });
  walk(nodes, 'g', []);
  return new Map([...found].map(([route, groups]) => [route, { within: new Set(groups), key: groups.join(' ') }]));
}

/**
 * A sidebar drawn for no page in particular, with the page's links marked current as PageLink marks them:
 * `aria-current` on the link, `data-active` on its item.
 */
function markCurrent(html: string, current: string): string {
  const item = '<li>';
  const open = item + renderToString(<a href={current} />).slice(0, -'></a>'.length);
  let out = '';
  let from = 0;
  for (let at = html.indexOf(open); at >= 0; at = html.indexOf(open, at + open.length)) {
    const end = at + open.length;
    if (html[end] !== ' ' && html[end] !== '>') continue;
    out += html.slice(from, at) + ACTIVE_ITEM + html.slice(at + item.length, end) + ' aria-current="page"';
    from = end;
  }
  return out + html.slice(from);
}

/** The current page's item: `#sidebar-content li[data-active]`, as the reference marks it for custom CSS. */
const ACTIVE_ITEM = '<li data-active="true">';

/** The inside of every nested group of a sidebar, keyed by group id: what lazy groups are filled with. */
export function sidebarFragment(nodes: NavNode[], labels: LabelLookup, state: RenderState): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (list: NavNode[], path: string) =>
    list.forEach((n, i) => {
      if (n.type !== 'group') return;
      const id = `${path}.${i}`;
      out[id] = renderToString(
        <RenderStateContext.Provider value={state}>
          <GroupBody group={n} current="" within={NOWHERE} labels={labels} id={id} lazy={false} />
        </RenderStateContext.Provider>,
      );
      walk(n.children, id);
    });
  walk(nodes, 'g');
  return out;
}

const NOWHERE: ReadonlySet<string> = new Set();

/** `current`: the page's route; `within`: the ids of the groups that list it (see placesIn). */
type ListProps = { nodes: NavNode[]; current: string; within: ReadonlySet<string>; labels: LabelLookup; path: string; lazy: boolean };

function NodeList({ nodes, current, within, labels, path, lazy }: ListProps) {
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
    if (!node.hidden) out.push(<Group group={node} current={current} within={within} labels={labels} id={`${path}.${i}`} lazy={lazy} />);
  });
  flush();
  return <>{out}</>;
}

type GroupProps = { group: NavGroup; current: string; within: ReadonlySet<string>; labels: LabelLookup; id: string; lazy: boolean };

/** A group's links and nested groups. */
function GroupBody({ group, current, within, labels, id, lazy }: GroupProps) {
  return (
    <>
      {group.root ? (
        <ul class="sx-pages">
          <PageLink route={group.root} current={current} labels={labels} />
        </ul>
      ) : null}
      <NodeList nodes={group.children} current={current} within={within} labels={labels} path={id} lazy={lazy} />
    </>
  );
}

function Group({ group, current, within, labels, id, lazy }: GroupProps) {
  const openGroup = useContext(OpenGroupContext);
  const heading = (
    <>
      {group.icon ? <Icon icon={group.icon} class="sidebar-group-icon" /> : null}
      <span class="sx-group-label sidebar-title">{group.label}</span>
      {group.tag ? <span class="sx-tag nav-tag-pill">{group.tag}</span> : null}
    </>
  );
  // The group holding the current page: `.sidebar-group[data-active]`, as the reference marks it.
  const active = within.has(id) ? 'true' : undefined;
  const body = <GroupBody group={group} current={current} within={within} labels={labels} id={id} lazy={lazy} />;
  const first = group.root ?? firstRoute(group.children);
  // A group with an empty name (docs.json `"group": ""`): its pages, with nothing to open or close.
  if (!group.label && !group.icon && !group.tag)
    return group.depth === 0 ? (
      <section class="sx-group sx-group-top sidebar-group" data-sx-group-id={id} data-active={active}>
        {body}
      </section>
    ) : (
      body
    );
  if (group.depth === 0) {
    // Top-level groups are always open; in a large sidebar, those away from the page are filled from
    // the shared fragment as the page loads, so each page does not repeat every link of the site.
    const away = lazy && !within.has(id);
    return (
      <section class="sx-group sx-group-top sidebar-group" data-sx-group-id={id} data-sx-lazy={away ? '' : undefined} data-active={active}>
        <h2 class="sx-group-heading sidebar-group-header">{heading}</h2>
        {away ? (
          <p class="sx-group-fallback">
            <a href={first}>{openGroup.replace('{name}', group.label)}</a>
          </p>
        ) : (
          body
        )}
      </section>
    );
  }
  const open = group.expanded || within.has(id);
  return (
    // A lazy group's fallback link already names its first page (the runtime reads it there).
    <details
      class="sx-group sidebar-group"
      data-sx-group-id={id}
      data-active={active}
      data-sx-first={lazy && !open ? undefined : first}
      open={open}
      data-sx-lazy={lazy && !open ? '' : undefined}
    >
      <summary class="sidebar-group-header">{heading}</summary>
      {lazy && !open ? (
        <p class="sx-group-fallback">
          <a href={first}>{openGroup.replace('{name}', group.label)}</a>
        </p>
      ) : (
        body
      )}
    </details>
  );
}

function PageLink({ route, current, labels }: { route: string; current: string; labels: LabelLookup }) {
  const label = labels.get(route);
  return (
    <li data-active={route === current ? 'true' : undefined}>
      {/* The method badge is drawn by CSS from data-m: API sidebars list hundreds of links on every page. */}
      <a
        href={label?.href ?? route}
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
        {label?.tag ? <span class="sx-tag nav-tag-pill">{label.tag}</span> : null}
      </a>
    </li>
  );
}

function firstRoute(nodes: NavNode[]): string | undefined {
  for (const n of nodes) {
    if (n.type === 'page') return n.route;
    const inner = n.root ?? firstRoute(n.children);
    if (inner) return inner;
  }
  return undefined;
}
