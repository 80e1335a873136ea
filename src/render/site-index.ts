import type { Division, Route, SiteModel } from '../model/site-model.js';

/** What the sidebar and switchers show for a route: its label and badges. */
export interface RouteLabel {
  title: string;
  sidebarTitle?: string;
  /** HTTP method badge for API pages; the protocol (`WS`, `MQTT` …) for AsyncAPI channel pages. */
  method?: string;
  /** The badge is a channel's protocol, drawn in the channel colours rather than a method's. */
  channel?: boolean;
  deprecated?: boolean;
  /** Frontmatter `hidden: true`: built and reachable, left out of the sidebar. */
  hidden?: boolean;
  icon?: string;
  tag?: string;
  /** Frontmatter `url`: where the page's links lead instead of its route. */
  href?: string;
}

/** Lookups over the SiteModel that every page's layout needs, built once per build. */
export class SiteIndex {
  readonly divisions = new Map<string, Division>();
  private readonly parents = new Map<string, Division>();
  readonly routes = new Map<string, Route>();

  constructor(readonly site: SiteModel) {
    const walk = (d: Division) => {
      this.divisions.set(d.id, d);
      for (const c of d.children) {
        this.parents.set(c.id, d);
        walk(c);
      }
    };
    walk(site.root);
    for (const r of site.routes) this.routes.set(r.path, r);
  }

  /** The divisions from the root down to `id`. */
  pathTo(id: string): Division[] {
    const out: Division[] = [];
    for (let d = this.divisions.get(id); d; d = this.parents.get(d.id)) out.unshift(d);
    return out;
  }

  /**
   * The site's home page, where the logo leads: the page at the language's own root (`/fr`, an
   * `fr/index.mdx`), else the page at `/` (an `index.mdx` the navigation need not list), else the first
   * page of the navigation.
   */
  home(language?: Division): string {
    const own = language?.code ? this.routes.get(`/${language.code}`) : undefined;
    if (own && this.pathTo(own.division).some((d) => d.id === language!.id)) return own.path;
    if (this.routes.has('/')) return '/';
    return this.site.root.firstRoute ?? '/';
  }

  /**
   * Where a reader lands when switching from `current` to another language or version: the page whose
   * path is the current one with the current code's folder replaced by the target's (`/en/guide` →
   * `/fr/guide`), else removed (`/zh/guide` → `/guide`, the target at the root), else the target's folder
   * added where the current path has none (`/guide` → `/zh/guide`, `/en/guide` → `/en/v2/guide`); the
   * first of these that is a visible page of the target, else the target's first page. The current one: this page.
   */
  equivalentRoute(currentPath: string, from: Division, to: Division): string | undefined {
    if (to.href) return to.href;
    if (to.id === from.id) return currentPath;
    if (from.code && to.code) {
      for (const candidate of counterparts(currentPath, from.code, to.code)) {
        const route = this.routes.get(candidate);
        if (route && !route.hidden && this.pathTo(route.division).some((d) => d.id === to.id)) return candidate;
      }
    }
    return to.firstRoute;
  }
}

/** The paths `path` may have in the division coded `to`, coming from the one coded `from`, in the order tried (see equivalentRoute). */
function counterparts(path: string, from: string, to: string): string[] {
  const segments = path.split('/').filter(Boolean);
  const join = (parts: string[]) => '/' + parts.join('/');
  const i = segments.indexOf(from);
  if (i !== -1) return [join(segments.with(i, to)), join(segments.toSpliced(i, 1))];
  return Array.from({ length: Math.max(1, segments.length) }, (_, j) => join(segments.toSpliced(j, 0, to)));
}
