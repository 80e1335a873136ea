/**
 * The sidebar's nested groups as a pure state machine (no DOM, no storage), so every transition
 * can be unit-tested; sidebar.ts reads the page into `GroupInfo`s and applies the results.
 *
 *   initial   = what the server rendered (open when `expanded: true` or holding the current page),
 *               overridden by the reader's saved choices, except that a group holding the current
 *               page is always open.
 *   select    = the reader activates a group's summary (click, Enter or Space):
 *                 drilldown → the group opens and the browser goes to the group's first page
 *                             (no navigation when that page is the current one);
 *                 otherwise → the group toggles; no navigation.
 *   external  = the browser opened/closed a group by itself (e.g. find-in-page): recorded as a choice.
 *
 * Every change is recorded in `saved` (groupId → open), which sidebar.ts keeps in sessionStorage
 * so the reader's choices survive navigation between pages. Only choices are saved, never the
 * forced opening of the current page's group, so leaving a group does not leave it open.
 */

export type OpenMap = Record<string, boolean>;

export interface GroupInfo {
  /** `data-sx-group-id`. */
  id: string;
  /** Whether the server rendered the group `open`. */
  serverOpen: boolean;
  /** Whether the group holds the current page (a link with `aria-current="page"`, at any depth). */
  containsCurrent: boolean;
  /** `data-sx-first`: the route of the group's first page, if any. */
  first: string | null;
}

export interface SidebarState {
  /** Open state of every nested group on the page. */
  open: OpenMap;
  /** The reader's choices, as stored (may hold groups that are not on this page). */
  saved: OpenMap;
}

export interface SelectResult {
  state: SidebarState;
  /** Where the browser should go, or null to stay. */
  navigate: string | null;
}

/** The sessionStorage key of one sidebar (`data-sx-sidebar-key`, the division's path). */
export function storageKey(sidebarKey: string): string {
  return `sx-sidebar:${sidebarKey}`;
}

/** Parse stored choices; anything that is not a JSON object of booleans counts as nothing saved. */
export function parseSaved(raw: string | null | undefined): OpenMap {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  const out: OpenMap = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return out;
  for (const [id, open] of Object.entries(value as Record<string, unknown>)) {
    if (typeof open === 'boolean') out[id] = open;
  }
  return out;
}

export function serializeSaved(saved: OpenMap): string {
  return JSON.stringify(saved);
}

/** The state a page starts in. */
export function initialState(groups: readonly GroupInfo[], saved: OpenMap): SidebarState {
  const open: OpenMap = {};
  for (const g of groups) {
    const choice = Object.prototype.hasOwnProperty.call(saved, g.id) ? saved[g.id] : undefined;
    open[g.id] = g.containsCurrent || (choice ?? g.serverOpen);
  }
  return { open, saved: { ...saved } };
}

/** Paths equal up to a trailing slash, `/index.html` or `.html`, query and hash. */
export function samePath(a: string, b: string): boolean {
  return normalizePath(a) === normalizePath(b);
}

export function normalizePath(p: string): string {
  let s = p.replace(/[?#].*$/, '');
  s = s.replace(/\/index\.html?$/, '/').replace(/\.html?$/, '');
  if (s.length > 1) s = s.replace(/\/+$/, '');
  return s || '/';
}

function withGroup(state: SidebarState, id: string, open: boolean): SidebarState {
  return { open: { ...state.open, [id]: open }, saved: { ...state.saved, [id]: open } };
}

/**
 * The reader activates a group's summary. `currentPath` is the page's path (location.pathname);
 * `first` routes are compared with `samePath`, so `/a/`, `/a` and `/a.html` are the same page.
 */
export function select(state: SidebarState, group: GroupInfo, drilldown: boolean, currentPath: string): SelectResult {
  if (drilldown) {
    const next = withGroup(state, group.id, true);
    const navigate = group.first && !samePath(group.first, currentPath) ? group.first : null;
    return { state: next, navigate };
  }
  const wasOpen = state.open[group.id] ?? group.serverOpen;
  return { state: withGroup(state, group.id, !wasOpen), navigate: null };
}

/**
 * The browser itself changed a group (e.g. find-in-page opened it). Returns the same state when
 * nothing changed, so the caller can tell its own changes (already in `open`) from the browser's.
 */
export function external(state: SidebarState, id: string, open: boolean): SidebarState {
  return state.open[id] === open ? state : withGroup(state, id, open);
}
