import type { Route } from '../model/site-model.js';
import { quickTitle } from '../content/quick-title.js';
import { routeLabel } from '../render/site-context.js';
import type { RouteLabel } from '../render/site-index.js';

/**
 * A route's sidebar label without compiling its page: an MDX page's frontmatter (or first heading),
 * read quickly; the route's own title for API pages. Usually what compiling gives; where it is not,
 * the build renders again the pages that drew it, and the dev server shows it until the page compiles.
 */
export function quickLabel(root: string, route: Route): RouteLabel {
  if (route.page.kind !== 'mdx') return routeLabel(route, undefined);
  const quick = quickTitle(root, route.page.file);
  return routeLabel(route, { title: quick.title, meta: { social: {}, raw: {}, ...quick } });
}

/** Whether two labels draw the same. */
export function sameLabel(a: RouteLabel | undefined, b: RouteLabel | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
