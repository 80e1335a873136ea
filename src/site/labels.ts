import type { RouteLabel } from '../render/site-index.js';

/**
 * The sidebar labels pages draw, by route: a Map, as render/ reads it, that records the routes read
 * since the last `reads()` (the build re-renders a page when a label it drew changes) and, given
 * `fill`, works out a missing label on first read (the dev server renders a page without compiling
 * every page of its sidebar).
 */
export class Labels extends Map<string, RouteLabel> {
  private readonly read = new Set<string>();
  private readonly fill: ((route: string) => RouteLabel | undefined) | undefined;

  constructor(entries?: Iterable<readonly [string, RouteLabel]>, fill?: (route: string) => RouteLabel | undefined) {
    super(entries);
    this.fill = fill;
  }

  override get(route: string): RouteLabel | undefined {
    this.read.add(route);
    let label = super.get(route);
    if (!label && this.fill) {
      label = this.fill(route);
      if (label) this.set(route, label);
    }
    return label;
  }

  /** The routes read since the last call, forgetting them. */
  reads(): string[] {
    const out = [...this.read];
    this.read.clear();
    return out;
  }
}
