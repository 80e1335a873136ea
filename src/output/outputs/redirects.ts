import fs from 'node:fs';
import path from 'node:path';
import { siteLink } from '../../render/trailing-slash.js';
import { indexPage, isPattern } from '../../common/redirect-rule.js';
import type { SiteModel } from '../../model/site-model.js';
import { faviconHref, redirectPage } from '../../render/redirect-page.js';
import type { OwnedFiles, SiteOutput } from './output.js';

/** Where the redirects of a build are listed for hosts (and for `sextant serve`). */
export const REDIRECTS_FILE = '_redirects';

/**
 * docs.json `redirects` for static hosts: an HTML redirect page at each plain source, and a
 * `_redirects` file (Netlify and Cloudflare Pages) with every rule, wildcards as splats. A source that
 * is a page is left out (the page is kept; navigation/redirect-checks.ts warns), so is a repeated source.
 * A `_redirects` file in the docs folder is kept: its lines follow the rules of docs.json.
 */
export function redirects(): SiteOutput {
  return {
    name: 'redirects',
    write({ site, model, render, writer }): OwnedFiles {
      const routes = render.index.routes;
      // seo.trailingSlash: a destination that is a page is named as its links are.
      const rules = activeRedirects(model, (p) => routes.has(p)).map((r) => ({
        ...r,
        destination: siteLink(model, r.destination, routes),
      }));
      if (!rules.length) return {};
      const owned: OwnedFiles = {};
      const favicon = faviconHref(model.settings.favicon);
      for (const r of rules) {
        if (isPattern(r.source)) continue;
        const file = r.source === '/' ? 'index.html' : `${r.source.slice(1)}/index.html`;
        writer.write(file, redirectPage(r.destination, favicon));
        owned[file] = '';
      }
      const own = site.files?.files.has(REDIRECTS_FILE) ? fs.readFileSync(path.join(site.root, REDIRECTS_FILE), 'utf8') : '';
      writer.write(REDIRECTS_FILE, redirectsFile(rules) + (own ? `\n# The docs folder's own _redirects\n${own}` : ''));
      owned[REDIRECTS_FILE] = '';
      return owned;
    },
  };
}

/**
 * The rules that apply: sources without a trailing slash, the first of equal sources, none that is a
 * page; a destination `/dir/index` named as its page is served, `/dir` (links to it resolve the same way).
 */
export function activeRedirects(
  model: SiteModel,
  isPage: (path: string) => boolean,
): { source: string; destination: string; permanent?: boolean }[] {
  const seen = new Set<string>();
  return model.settings.redirects.flatMap((r) => {
    const source = r.source.length > 1 ? r.source.replace(/\/+$/, '') : r.source;
    if (seen.has(source) || (!isPattern(source) && isPage(source))) return [];
    seen.add(source);
    return [{ ...r, source, destination: indexPage(r.destination, isPage) }];
  });
}

/**
 * `_redirects` lines: `source destination status`. `:name*` becomes the host's splat (`*`, reused as
 * `:splat`); `:name` placeholders are the hosts' own. 301 for permanent redirects (the default), 302 otherwise.
 */
export function redirectsFile(rules: { source: string; destination: string; permanent?: boolean }[]): string {
  const lines = rules.map((r) => {
    const rest = /:([A-Za-z_][A-Za-z0-9_]*)\*/.exec(r.source)?.[1];
    const source = r.source.replace(/:[A-Za-z_][A-Za-z0-9_]*\*/, '*');
    let destination = rest ? r.destination.replaceAll(`:${rest}*`, ':splat') : r.destination;
    if (r.source.includes('*') && !rest) destination = destination.replaceAll('*', ':splat');
    const status = r.permanent === false ? 302 : 301;
    // A host's `/beta/*` does not match `/beta`, which `/beta/:slug*` does.
    const bare =
      rest && source.endsWith('/*') ? `${source.slice(0, -2) || '/'} ${destination.replace(/\/?:splat/, '') || '/'} ${status}\n` : '';
    return `${bare}${source} ${destination} ${status}`;
  });
  return `# Redirects from docs.json, written by Sextant (Netlify and Cloudflare Pages read this file).\n${lines.join('\n')}\n`;
}

/** The rules of a `_redirects` file (ours, or one a site ships), with their status codes; other lines are skipped. */
export function parseRedirectsFile(text: string): { source: string; destination: string; status: number }[] {
  return text.split('\n').flatMap((line) => {
    const [source, destination, code] = line.replace(/#.*$/, '').trim().split(/\s+/);
    if (!source?.startsWith('/') || !destination) return [];
    const status = Number(code ?? '301');
    return [{ source, destination, status: [301, 302, 303, 307, 308].includes(status) ? status : 301 }];
  });
}
