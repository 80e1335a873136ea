import { describe, expect, it } from 'vitest';
import type { NavGroup, NavNode } from '../../model/site-model.js';
import type { RouteLabel } from '../site-index.js';
import { renderState } from '../components/render-state.js';
import { SidebarMemo, sidebarTreeHtml } from './sidebar.js';

const source = { file: 'docs.json', pointer: '' };
const page = (route: string): NavNode => ({ type: 'page', route, source });
const group = (label: string, depth: number, children: NavNode[], extra: Partial<NavGroup> = {}): NavGroup => ({
  type: 'group',
  label,
  expanded: depth === 0,
  depth,
  children,
  source,
  ...extra,
});

/** A sidebar with what changes from page to page: nested and expanded groups, a group's own page, a route listed twice, a hidden page. */
const NODES: NavNode[] = [
  page('/'),
  group('Start', 0, [
    page('/intro'),
    group('Setup', 1, [page('/setup/a'), page('/setup/b'), page('/a&b')], { icon: 'gear' }),
    group('More', 1, [page('/more/x'), page('/secret')], { expanded: true, root: '/more' }),
  ]),
  group('Reference', 0, [page('/ref/one'), group('Deep', 1, [group('Deeper', 2, [page('/ref/deep')])]), page('/intro')]),
  group('Away', 0, [page('/away/1'), page('/away/2')]),
];

const LABELS: [string, RouteLabel][] = [
  ['/', { title: 'Home' }],
  ['/intro', { title: 'Intro', icon: 'rocket' }],
  ['/setup/a', { title: 'Setup A', tag: 'New' }],
  ['/setup/b', { title: 'Setup B', method: 'POST', deprecated: true }],
  ['/a&b', { title: 'A & B' }],
  ['/more', { title: 'More' }],
  ['/more/x', { title: 'More X' }],
  ['/secret', { title: 'Secret', hidden: true }],
  ['/ref/one', { title: 'One' }],
  ['/ref/deep', { title: 'Deep page', icon: 'book' }],
  ['/away/1', { title: 'Away 1' }],
  ['/away/2', { title: 'Away 2' }],
];

/** Labels that record the routes read, as a build's do (the page is drawn again when one of them changes). */
class ReadLabels extends Map<string, RouteLabel> {
  read = new Set<string>();
  override get(route: string): RouteLabel | undefined {
    this.read.add(route);
    return super.get(route);
  }
}

function draw(current: string, lazy: boolean, memo?: SidebarMemo) {
  const labels = new ReadLabels(LABELS);
  const state = renderState('lucide');
  const html = sidebarTreeHtml(NODES, current, labels, lazy, state, memo);
  return { html, reads: [...labels.read].sort(), icons: [...state.icons].sort() };
}

describe('sidebar memo', () => {
  const routes = [...LABELS.map(([r]) => r), '/elsewhere'];

  it.each([false, true])('draws every page as drawing it afresh does, lazy: %s', (lazy) => {
    const memo = new SidebarMemo();
    // Twice over: first as pages fill the memo, then from it.
    for (const round of [1, 2])
      for (const route of routes) expect(draw(route, lazy, memo), `${route}, round ${round}`).toEqual(draw(route, lazy));
  });

  it('marks the page in each place it is listed, and shows a hidden page only as itself', () => {
    const memo = new SidebarMemo();
    draw('/ref/one', false, memo);
    const intro = draw('/intro', false, memo).html;
    expect(intro.match(/<a href="\/intro" aria-current="page"/g)).toHaveLength(2);
    expect(intro.match(/aria-current/g)).toHaveLength(2);
    // Its items carry the reference's mark for custom CSS (`#sidebar-content li[data-active]`), and only they.
    expect(intro.match(/<li data-active="true"><a href="\/intro" aria-current="page"/g)).toHaveLength(2);
    expect(intro.match(/<li data-active/g)).toHaveLength(2);
    expect(draw('/more/x', false, memo).html).not.toContain('/secret');
    expect(draw('/secret', false, memo).html).toContain('<a href="/secret" aria-current="page"');
    expect(draw('/a&b', false, memo).html).toContain('<a href="/a&amp;b" aria-current="page"');
  });

  it('opens the groups holding the page and leaves the others to the shared fragment when lazy', () => {
    const memo = new SidebarMemo();
    const html = draw('/ref/deep', true, memo).html;
    // Open, and marked as holding the page (`.sidebar-group[data-active]`), as are the groups around it.
    expect(html).toMatch(
      /<details class="sx-group sidebar-group" data-sx-group-id="g\.2\.1" data-active="true" data-sx-first="\/ref\/deep" open>/,
    );
    expect(html.match(/data-sx-group-id="([^"]+)"[^>]* data-active="true"/g)?.map((m) => m.split('"')[1])).toEqual([
      'g.2',
      'g.2.1',
      'g.2.1.0',
    ]);
    expect(html).toMatch(/data-sx-group-id="g\.3" data-sx-lazy/);
    // The same place, another page: the same groups, the mark moved.
    const one = draw('/ref/one', true, memo).html;
    expect(one).not.toMatch(/data-sx-group-id="g\.2\.1"[^>]* open>/);
    expect(one).toContain('<a href="/ref/one" aria-current="page"');
  });

  it("names a lazy group's link to its first page in the page's language, drawn afresh or from the memo", () => {
    const labels = new Map(LABELS);
    const english = sidebarTreeHtml(NODES, '/ref/deep', labels, true, renderState('lucide'));
    expect(english).toContain('<a href="/away/1">Open Away</a>');
    const memo = new SidebarMemo();
    for (const drawn of [
      sidebarTreeHtml(NODES, '/ref/deep', labels, true, renderState('lucide'), undefined, 'Ouvrir {name}'),
      sidebarTreeHtml(NODES, '/ref/deep', labels, true, renderState('lucide'), memo, 'Ouvrir {name}'),
      sidebarTreeHtml(NODES, '/ref/one', labels, true, renderState('lucide'), memo, 'Ouvrir {name}'),
    ]) {
      expect(drawn).toContain('<a href="/away/1">Ouvrir Away</a>');
      expect(drawn).not.toContain('Open Away');
    }
  });
});
