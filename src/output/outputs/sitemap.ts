import fs from 'node:fs';
import path from 'node:path';
import type { Route } from '../../model/site-model.js';
import { pageUrl, siteUrl } from '../../render/seo.js';
import type { OwnedFiles, SiteOutput } from './output.js';

/**
 * `sitemap.xml` and `robots.txt`. The sitemap lists the pages search engines may index (not hidden
 * ones unless `seo.indexing` is `all`, never `noindex` ones) with absolute URLs, so it is written only
 * when the site's address is known (`seo.metatags.canonical`): search engines refuse relative URLs.
 * `robots.txt` points at it, and disallows everything when `seo.metatags.robots` says `noindex`; a
 * `robots.txt` in the docs folder is copied instead (static-files).
 */
export function sitemap(): SiteOutput {
  const indexed: string[] = [];
  return {
    name: 'sitemap',
    collect(page) {
      if (!page.noindex) indexed.push(page.route);
    },
    write({ site, model, render, writer }): OwnedFiles {
      const settings = model.settings;
      const closed = /\bnoindex\b/i.test(settings.seo?.metatags?.['robots'] ?? '');
      const all = settings.seo?.indexing === 'all';
      const owned: OwnedFiles = {};
      const base = siteUrl(settings);
      if (base && !closed) {
        const entries = indexed.flatMap((p) => {
          const route = render.index.routes.get(p);
          if (!route || (route.hidden && !all)) return [];
          const modified = lastModified(site.root, route);
          return [`  <url><loc>${xml(pageUrl(settings, p)!)}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}</url>`];
        });
        writer.write(
          'sitemap.xml',
          [
            '<?xml version="1.0" encoding="UTF-8"?>',
            '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
            ...entries,
            '</urlset>',
            '',
          ].join('\n'),
        );
        owned['sitemap.xml'] = '';
      }
      if (!site.files?.files.has('robots.txt')) {
        const lines = ['User-agent: *', closed ? 'Disallow: /' : 'Allow: /'];
        if (owned['sitemap.xml'] !== undefined) lines.push('', `Sitemap: ${base}/sitemap.xml`);
        writer.write('robots.txt', lines.join('\n') + '\n');
        owned['robots.txt'] = '';
      }
      return owned;
    },
  };
}

/** The day the page's file (or its spec) last changed, from the file system (git history would cost a process per build). */
function lastModified(root: string, route: Route): string | undefined {
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
