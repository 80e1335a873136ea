import crypto from 'node:crypto';
import { slashedLinks, trailingSlash } from './trailing-slash.js';
import type { Page } from '../model/page.js';
import type { Division, NavNode, Route, SiteModel } from '../model/site-model.js';
import { LAZY_SIDEBAR_LINKS, sidebarFragment } from './layout/sidebar.js';
import { renderState, type RenderState } from './components/render-state.js';
import { forEachDivision } from '../common/divisions.js';
import type { RenderContext } from './render-page.js';
import type { RouteLabel } from './site-index.js';

/** The sidebar label of a route, from its compiled page (or quick title) and the route itself. */
export function routeLabel(r: Route, page: Pick<Page, 'title' | 'meta'> | undefined): RouteLabel {
  const meta = page?.meta;
  const sidebarTitle = meta?.sidebarTitle ?? r.sidebarTitle;
  return {
    title: page?.title ?? r.title ?? r.path,
    ...(sidebarTitle ? { sidebarTitle } : {}),
    ...(r.page.kind === 'openapi' || r.page.kind === 'webhook' ? { method: r.page.kind === 'webhook' ? 'HOOK' : r.page.method } : {}),
    ...(r.page.kind === 'asyncapi' && r.page.protocol ? { method: r.page.protocol, channel: true } : {}),
    ...(meta?.deprecated || ('deprecated' in r.page && r.page.deprecated) ? { deprecated: true } : {}),
    ...(meta?.icon ? { icon: meta.icon } : {}),
    ...(meta?.hidden ? { hidden: true } : {}),
    ...(meta?.tag ? { tag: meta.tag } : {}),
    ...(meta?.url ? { href: meta.url } : {}),
  };
}

/** `banner.color` (hex, checked by the schema) as the banner's colours; one given serves both modes. */
function bannerStyle(color: { light?: string; dark?: string } | undefined): { style?: string } {
  const light = color?.light ?? color?.dark;
  const dark = color?.dark ?? color?.light;
  return light && dark ? { style: `--sx-banner-bg:${light};--sx-banner-bg-dark:${dark}` } : {};
}

/** The site banner and per-language banners, keyed by division id (`""` for the site). */
export function collectBanners(site: SiteModel, renderMarkdown: (md: string) => string): RenderContext['banners'] {
  const out: RenderContext['banners'] = new Map();
  const add = (id: string, b: SiteModel['settings']['banner']) => {
    if (!b?.content) return;
    out.set(id, {
      html: renderMarkdown(b.content),
      key: crypto.createHash('sha1').update(b.content).digest('hex').slice(0, 10),
      dismissible: b.dismissible === true,
      type: b.type ?? 'info',
      ...bannerStyle(b.color),
    });
  };
  add('', site.settings.banner);
  forEachDivision(site.root, (d) => {
    if (d.kind === 'language') add(d.id, d.banner);
  });
  return out;
}

/** Large sidebars and the fragment each one's closed groups are filled from, as JSON text (drawn into `drawing`). */
export function largeSidebars(
  site: SiteModel,
  labels: Map<string, RouteLabel>,
  drawing: RenderState = renderState(site.settings.icons.library),
): { division: string; json: string }[] {
  const out: { division: string; json: string }[] = [];
  const routes = trailingSlash(site) ? new Set(site.routes.map((r) => r.path)) : undefined;
  for (const d of largeSidebarDivisions(site)) {
    const fragment = sidebarFragment(d.sidebar!, labels, drawing);
    if (routes) for (const [id, html] of Object.entries(fragment)) fragment[id] = slashedLinks(html, routes);
    out.push({ division: d.id, json: JSON.stringify(fragment) });
  }
  return out;
}

/** Divisions whose sidebar has more than LAZY_SIDEBAR_LINKS links. */
export function largeSidebarDivisions(site: SiteModel): Division[] {
  const out: Division[] = [];
  forEachDivision(site.root, (d) => {
    if (d.sidebar && countLinks(d.sidebar) > LAZY_SIDEBAR_LINKS) out.push(d);
  });
  return out;
}

function countLinks(nodes: NavNode[]): number {
  return nodes.reduce((n, node) => n + (node.type === 'page' ? 1 : countLinks(node.children) + (node.root ? 1 : 0)), 0);
}

/** The first division with a sidebar, where pages outside the navigation (404) are drawn. */
export function firstLeaf(d: Division): string | undefined {
  if (d.sidebar) return d.id;
  for (const c of d.children) {
    const hit = firstLeaf(c);
    if (hit !== undefined) return hit;
  }
  return undefined;
}
