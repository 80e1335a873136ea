import type { Route } from '../model/site-model.js';
import { pageRoute } from './page-refs.js';

/**
 * The site's URL space. MDX pages own their file path's URL; a generated page that would take a
 * taken URL gets the language/version codes as a prefix, then `-1`, `-2` … (SPEC.md, "URLs").
 */
export class RouteTable {
  private readonly byPath = new Map<string, Route>();
  /** URL → page file, for every page file of the project (listed in the navigation or not). */
  private readonly reserved = new Map<string, string>();
  private readonly byIdentity = new Map<string, Route>();
  readonly ordered: Route[] = [];

  /** Reserve every page file's URL; returns the pairs of files that would share one. */
  reservePages(pages: Map<string, string>): [string, string][] {
    const collisions: [string, string][] = [];
    for (const [key, file] of [...pages].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const url = pageRoute(key);
      const other = this.reserved.get(url);
      if (other) collisions.push([other, file]);
      else this.reserved.set(url, file);
    }
    return collisions;
  }

  get(path: string): Route | undefined {
    return this.byPath.get(path);
  }

  /** The route created for an identity (a page file, or a spec operation in a language/version). */
  getByIdentity(identity: string): Route | undefined {
    return this.byIdentity.get(identity);
  }

  add(identity: string, route: Route): Route {
    this.byPath.set(route.path, route);
    this.byIdentity.set(identity, route);
    this.ordered.push(route);
    return route;
  }

  /** A free URL for a generated page whose natural URL is `base`. */
  claimGenerated(base: string, codes: string[]): string {
    if (this.isFree(base)) return base;
    const prefixed = codes.length > 0 ? '/' + codes.join('/') + (base === '/' ? '' : base) : base;
    if (this.isFree(prefixed)) return prefixed;
    for (let i = 1; ; i++) {
      const candidate = `${prefixed}-${i}`;
      if (this.isFree(candidate)) return candidate;
    }
  }

  /** Page files not yet given a route (not listed in the navigation). */
  unlisted(): [string, string][] {
    return [...this.reserved].filter(([url]) => !this.byPath.has(url));
  }

  private isFree(path: string): boolean {
    return !this.byPath.has(path) && !this.reserved.has(path);
  }
}
