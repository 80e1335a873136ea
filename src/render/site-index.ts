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
   * path has the current code segment replaced by the target's, else the target's first page.
   */
  equivalentRoute(currentPath: string, from: Division, to: Division): string | undefined {
    if (to.href) return to.href;
    if (from.code && to.code) {
      const segments = currentPath.split('/');
      const i = segments.indexOf(from.code);
      if (i > 0) {
        segments[i] = to.code;
        const candidate = segments.join('/');
        const route = this.routes.get(candidate);
        if (route && !route.hidden && this.pathTo(route.division).some((d) => d.id === to.id)) return candidate;
      }
    }
    return to.firstRoute;
  }
}
