/**
 * The sidebar's state machine (runtime/sidebar-state.ts), row by row: initial state from the
 * server's rendering, saved choices, the current page's group, and selecting a group with and
 * without drilldown.
 */
import { describe, expect, it } from 'vitest';
import {
  external,
  initialState,
  normalizePath,
  parseSaved,
  samePath,
  select,
  serializeSaved,
  storageKey,
} from '../../runtime/sidebar-state.js';
import type { GroupInfo } from '../../runtime/sidebar-state.js';

const collapsed: GroupInfo = { id: 'advanced', serverOpen: false, containsCurrent: false, first: '/advanced/hooks' };
const expanded: GroupInfo = { id: 'guides', serverOpen: true, containsCurrent: false, first: '/guides/intro' };
const current: GroupInfo = { id: 'api', serverOpen: true, containsCurrent: true, first: '/api/overview' };
const noFirst: GroupInfo = { id: 'misc', serverOpen: false, containsCurrent: false, first: null };
const groups = [collapsed, expanded, current, noFirst];

describe('initial state', () => {
  it('is what the server rendered: collapsed stays collapsed, expanded stays expanded', () => {
    const state = initialState(groups, {});
    expect(state.open).toEqual({ advanced: false, guides: true, api: true, misc: false });
    expect(state.saved).toEqual({});
  });

  it('takes saved choices over the server rendering', () => {
    const state = initialState(groups, { advanced: true, guides: false, misc: true });
    expect(state.open).toEqual({ advanced: true, guides: false, api: true, misc: true });
  });

  it('always opens the group holding the current page, even when saved closed', () => {
    const state = initialState([{ ...current, serverOpen: false }], { api: false });
    expect(state.open).toEqual({ api: true });
    // The saved choice is kept as it was, not overwritten by the forced opening.
    expect(state.saved).toEqual({ api: false });
  });

  it('keeps saved choices for groups that are not on this page', () => {
    const state = initialState([collapsed], { elsewhere: true });
    expect(state.open).toEqual({ advanced: false });
    expect(state.saved).toEqual({ elsewhere: true });
  });

  it('ignores inherited keys in the saved map', () => {
    const state = initialState([{ ...collapsed, id: 'toString' }], {});
    expect(state.open).toEqual({ toString: false });
  });
});

describe('select with drilldown', () => {
  it('opens a collapsed group and navigates to its first page', () => {
    const { state, navigate } = select(initialState(groups, {}), collapsed, true, '/api/overview');
    expect(navigate).toBe('/advanced/hooks');
    expect(state.open['advanced']).toBe(true);
    expect(state.saved).toEqual({ advanced: true });
  });

  it('keeps an open group open and still navigates to its first page', () => {
    const { state, navigate } = select(initialState(groups, {}), expanded, true, '/api/overview');
    expect(navigate).toBe('/guides/intro');
    expect(state.open['guides']).toBe(true);
  });

  it('only opens when the first page is the current page (up to a trailing slash or .html)', () => {
    for (const here of ['/advanced/hooks', '/advanced/hooks/', '/advanced/hooks.html', '/advanced/hooks/index.html']) {
      const { state, navigate } = select(initialState(groups, {}), collapsed, true, here);
      expect(navigate, here).toBeNull();
      expect(state.open['advanced']).toBe(true);
    }
  });

  it('only opens a group without a first page', () => {
    const { state, navigate } = select(initialState(groups, {}), noFirst, true, '/');
    expect(navigate).toBeNull();
    expect(state.open['misc']).toBe(true);
  });
});

describe('select without drilldown', () => {
  it('toggles without navigating, and records each change', () => {
    let state = initialState(groups, {});
    let result = select(state, collapsed, false, '/api/overview');
    expect(result.navigate).toBeNull();
    expect(result.state.open['advanced']).toBe(true);
    expect(result.state.saved).toEqual({ advanced: true });
    state = result.state;
    result = select(state, collapsed, false, '/api/overview');
    expect(result.navigate).toBeNull();
    expect(result.state.open['advanced']).toBe(false);
    expect(result.state.saved).toEqual({ advanced: false });
  });

  it('collapses a server-expanded group', () => {
    const { state, navigate } = select(initialState(groups, {}), expanded, false, '/');
    expect(navigate).toBeNull();
    expect(state.open['guides']).toBe(false);
  });

  it('lets the reader collapse the current page’s group on this page', () => {
    const { state } = select(initialState(groups, {}), current, false, '/api/overview');
    expect(state.open['api']).toBe(false);
    // …but it is open again on the next page load that is inside it.
    expect(initialState(groups, state.saved).open['api']).toBe(true);
  });

  it('does not change the state it was given', () => {
    const before = initialState(groups, {});
    const copy = structuredClone(before);
    select(before, collapsed, false, '/');
    select(before, collapsed, true, '/');
    expect(before).toEqual(copy);
  });
});

describe('saved state across pages', () => {
  it('restores a saved state after a round trip through storage', () => {
    let state = initialState(groups, {});
    state = select(state, collapsed, false, '/api/overview').state; // open
    state = select(state, expanded, false, '/api/overview').state; // close
    const stored = serializeSaved(state.saved);
    // The next page: the current page is now elsewhere.
    const next = initialState(
      groups.map((g) => ({ ...g, containsCurrent: false })),
      parseSaved(stored),
    );
    expect(next.open).toEqual({ advanced: true, guides: false, api: true, misc: false });
  });

  it('does not save the forced opening of the current page’s group', () => {
    const closedCurrent = { ...current, serverOpen: false };
    const state = initialState([closedCurrent], {});
    expect(state.saved).toEqual({});
    expect(initialState([{ ...closedCurrent, containsCurrent: false }], state.saved).open).toEqual({ api: false });
  });

  it('treats unreadable storage as nothing saved', () => {
    for (const raw of [null, undefined, '', 'not json', '[true]', '42', 'null']) expect(parseSaved(raw)).toEqual({});
    expect(parseSaved('{"a":true,"b":"yes","c":false}')).toEqual({ a: true, c: false });
  });

  it('keys the storage by the sidebar (division) key', () => {
    expect(storageKey('/docs/v2')).toBe('sx-sidebar:/docs/v2');
  });
});

describe('external changes', () => {
  it('records a change the browser made and ignores one that matches the state', () => {
    const state = initialState(groups, {});
    expect(external(state, 'guides', true)).toBe(state);
    const next = external(state, 'advanced', true);
    expect(next.open['advanced']).toBe(true);
    expect(next.saved).toEqual({ advanced: true });
  });
});

describe('paths', () => {
  it('compares routes up to trailing slashes, index.html, .html, query and hash', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/index.html')).toBe('/');
    expect(normalizePath('/a/b/')).toBe('/a/b');
    expect(samePath('/a/b?x=1#y', '/a/b.html')).toBe(true);
    expect(samePath('/a/b', '/a/bc')).toBe(false);
  });
});
