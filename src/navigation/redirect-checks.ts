import { compileRedirect, findRedirect, indexPage, isPattern } from '../common/redirect-rule.js';
import type { Config } from '../config/schema/config.js';
import type { Route } from '../model/site-model.js';
import { report, type ResolveContext } from './context.js';

/**
 * Which page files outside the navigation a redirect takes the URL of: the reference product's host
 * answers a redirect before a page, so such a file (most often a page moved elsewhere and left behind,
 * its old URL redirected) is not built, and the redirect is served instead. Returns the test, which
 * warns at the redirect's source for each file it leaves out.
 */
export function unlistedPageRedirected(ctx: ResolveContext, redirects: Config['redirects']): (url: string, file: string) => boolean {
  if (!redirects.length) return () => false;
  const rules = redirects.map(compileRedirect);
  return (url, file) => {
    const hit = findRedirect(rules, url);
    // A rule that sends the URL to itself (a catch-all normalising slashes) takes nothing.
    if (!hit || hit.location.replace(/\/+$/, '') === url) return false;
    const i = rules.indexOf(hit.matched);
    report(
      ctx,
      'warning',
      'redirect-source-is-page',
      ['redirects', i, 'source'],
      `Redirect source "${redirects[i]!.source}" takes the URL of ${file}, a page in no navigation: the redirect is served, as the reference product serves it, and the page is not built`,
      'delete the file, or list it in the navigation and remove the redirect',
    );
    return true;
  };
}

/**
 * docs.json `redirects` against the built routes: a source that is a page of the navigation never
 * redirects (the page is kept), and a site-relative destination should reach a page, a folder of pages, a
 * file or another redirect. Both are warnings: the reference product deploys such redirects without a word.
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
      paths.has(indexPage(target, (p) => paths.has(p))) ||
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
