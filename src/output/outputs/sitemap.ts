import fs from 'node:fs';
import path from 'node:path';
import type { Route, SiteModel } from '../../model/site-model.js';
import { pageUrl, siteUrl } from '../../render/seo.js';
import { visibilityOf, type BuiltPage, type OwnedFiles, type SiteOutput } from './output.js';

/**
 * `sitemap.xml` and `robots.txt`. The sitemap lists the pages search engines may index (as
 * render/visibility.ts decides: not hidden ones unless `seo.indexing` is `all` or their hidden group
 * is `searchable`, never `noindex` ones) with absolute URLs, so it is written only
 * when the site's address is known (`seo.metatags.canonical`): search engines refuse relative URLs.
 * `robots.txt` points at it, says with a Content-Signal line (contentsignals.org) that the content may
 * be used for search, AI answers and training, as the reference's does, and disallows everything when
 * `seo.metatags.robots` says `noindex`; a `sitemap.xml` or `robots.txt` in the docs folder is copied
 * instead (static-files).
 */
export function sitemap(): SiteOutput {
  const pages: Pick<BuiltPage, 'route' | 'visibility'>[] = [];
  return {
    name: 'sitemap',
    collect(page) {
      pages.push(page.visibility ? { route: page.route, visibility: page.visibility } : { route: page.route });
    },
    write({ site, model, render, writer }): OwnedFiles {
      const routes = pages.filter((p) => visibilityOf({ model, render }, p)?.sitemap).map((p) => render.index.routes.get(p.route)!);
      const files = sitemapFiles(model, routes, (route) => lastModified(site.root, route));
      const owned: OwnedFiles = {};
      // The repository's own sitemap.xml or robots.txt is copied as it is (static-files), as the reference does.
      if (files.sitemap !== undefined && !site.files?.files.has('sitemap.xml')) {
        writer.write('sitemap.xml', files.sitemap);
        owned['sitemap.xml'] = '';
      }
      if (!site.files?.files.has('robots.txt')) {
        writer.write('robots.txt', files.robots);
        owned['robots.txt'] = '';
      }
      return owned;
    },
  };
}

/**
 * The sitemap of the given routes (those render/visibility.ts puts in it, in navigation order), when
 * the site's address is known and it is not closed to search engines, and the `robots.txt` that
 * goes with it. The build and `sextant dev` both write them from here.
 */
export function sitemapFiles(
  model: Pick<SiteModel, 'settings'>,
  routes: readonly Route[],
  modified: (route: Route) => string | undefined,
): { sitemap?: string; robots: string } {
  const settings = model.settings;
  const closed = /\bnoindex\b/i.test(settings.seo?.metatags?.['robots'] ?? '');
  const base = siteUrl(settings);
  const lines = ['User-agent: *', ...(closed ? ['Disallow: /'] : ['Content-Signal: ai-train=yes, search=yes, ai-input=yes', 'Allow: /'])];
  if (!base || closed) return { robots: lines.join('\n') + '\n' };
  const entries = routes.map((route) => {
    const date = modified(route);
    return `  <url><loc>${xml(pageUrl(settings, route.path)!)}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}</url>`;
  });
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
  lines.push('', `Sitemap: ${base}/sitemap.xml`);
  return { sitemap, robots: lines.join('\n') + '\n' };
}

/** The day the page's file (or its spec) last changed, from the file system (git history would cost a process per build). */
export function lastModified(root: string, route: Route): string | undefined {
  const file = route.page.kind === 'mdx' ? route.page.file : /^https?:/.test(route.page.spec) ? undefined : route.page.spec;
  if (!file) return undefined;
  try {
    return fs.statSync(path.join(root, file)).mtime.toISOString().slice(0, 10);
  } catch {
    return undefined;
  }
}

function xml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}
