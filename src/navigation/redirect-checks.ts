import { compileRedirect, findRedirect, isPattern } from '../common/redirect-rule.js';
import type { Config } from '../config/schema/config.js';
import type { Route } from '../model/site-model.js';
import { report, type ResolveContext } from './context.js';

/**
 * docs.json `redirects` against the built routes: a source that is a page never redirects (the page
 * is kept), and a site-relative destination should reach a page, a folder of pages, a file or another
 * redirect. Both are warnings: the reference product deploys such redirects without a word.
 */
export function checkRedirects(ctx: ResolveContext, redirects: Config['redirects'], routes: Route[], files: Set<string>): void {
  const paths = new Set(routes.map((r) => r.path));
  // Folders holding pages (a folder's URL opens its first page).
  const folders = new Set<string>();
  for (const p of paths) for (let i = p.lastIndexOf('/'); i > 0; i = p.lastIndexOf('/', i - 1)) folders.add(p.slice(0, i));
  const rules = redirects.map(compileRedirect);
  const seen = new Set<string>();
  redirects.forEach((r, i) => {
    const source = trimSlash(r.source);
    if (seen.has(source)) return;
    seen.add(source);
    if (!isPattern(source) && (paths.has(source) || paths.has(source.replace(/\/index$/, '') || '/')))
      report(
        ctx,
        'warning',
        'redirect-source-is-page',
        ['redirects', i, 'source'],
        `Redirect source "${r.source}" is a page of the site: the page is served and the redirect is left out`,
        'remove the redirect or the page',
      );
    const to = r.destination;
    if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(to) || isPattern(to)) return;
    const target = trimSlash(to.replace(/[?#].*$/s, '')) || '/';
    const reached =
      paths.has(target) ||
      folders.has(target) ||
      target === '/' ||
      files.has(target.slice(1)) ||
      (target !== source && findRedirect(rules.slice(0, i).concat(rules.slice(i + 1)), target) !== undefined);
    if (!reached)
      report(
        ctx,
        'warning',
        'redirect-destination-not-found',
        ['redirects', i, 'destination'],
        `Redirect destination "${to}" is neither a page, a file nor another redirect's source`,
      );
  });
}

function trimSlash(p: string): string {
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}
