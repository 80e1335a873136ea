import type { Page } from '../model/page.js';
import type { Route, SiteModel } from '../model/site-model.js';
import type { SiteSettings } from '../model/settings.js';
import { ogCard, type OgCard } from './og-card.js';
import { trailingSlash } from './trailing-slash.js';
import { withTrailingSlash } from '../common/trailing-slash.js';

/**
 * The site's address, from docs.json `seo.metatags.canonical` (where the reference product reads it:
 * a custom domain is a dashboard setting there). Without it, pages have no canonical link, no absolute
 * `og:url` and the sitemap is not written: search engines only take absolute URLs.
 */
export function siteUrl(settings: SiteSettings): string | undefined {
  const written = settings.seo?.metatags?.['canonical'];
  if (!written || !/^https?:\/\/[^/]+/i.test(written)) return undefined;
  return written.replace(/\/+$/, '');
}

/** A route's absolute URL on the site (with `seo.trailingSlash`), when the site's address is known. */
export function pageUrl(settings: SiteSettings, routePath: string): string | undefined {
  const base = siteUrl(settings);
  if (!base) return undefined;
  return base + (trailingSlash({ settings }) ? withTrailingSlash(routePath, () => true) : routePath);
}

/** Whether a route is the site's home (its `/`, or the first page when none owns `/`). */
export function isHome(site: SiteModel, route: Route): boolean {
  return route.path === '/' || route.path === site.root.firstRoute;
}

export interface SeoHead {
  /** The canonical link (frontmatter `canonical`, else the page's URL on the site). */
  canonical?: string;
  /** Meta tags by name or property, in order, each once: generated ones first, overridden by docs.json then the page. */
  meta: [string, string][];
  /** JSON-LD documents. */
  jsonLd: unknown[];
}

/**
 * A page's search-engine and social tags: Open Graph and Twitter cards from its title, description and
 * image; docs.json `seo.metatags`, then `seo.paths` (the longest matching folder last), then the page's
 * frontmatter (`og:*`, `twitter:*`, `robots`) win in that order; `noindex` pages say so; JSON-LD
 * describes the site on its home and each other page as an article with its breadcrumbs.
 */
export function seoHead(
  site: SiteModel,
  route: Route,
  page: Page,
  title: string,
  description: string | undefined,
  noindex: boolean,
  card?: OgCard,
): SeoHead {
  const settings = site.settings;
  const seo = settings.seo ?? {};
  const url = pageUrl(settings, route.path);
  const home = isHome(site, route);
  const raw = page.meta.raw;
  const canonical = typeof raw['canonical'] === 'string' && raw['canonical'] ? raw['canonical'] : url;

  const tags = new Map<string, string>();
  tags.set('og:type', home ? 'website' : 'article');
  tags.set('og:site_name', site.name);
  tags.set('og:title', title);
  if (description) tags.set('og:description', description);
  // The URL shared is the canonical one (a page may name another site's copy as its original).
  if (canonical) tags.set('og:url', canonical);
  const written = writtenTags(settings, route, page);
  // A generated card (only ever made when nothing sets an image) is on this site, at its address.
  const image = card ? `${siteUrl(settings)}/${card.file}` : absolute(written['og:image'] ?? written['twitter:image'], url);
  tags.set('twitter:card', image ? 'summary_large_image' : 'summary');
  tags.set('twitter:title', written['og:title'] ?? title);
  if (description) tags.set('twitter:description', written['og:description'] ?? description);
  if (image) {
    tags.set('og:image', image);
    tags.set('twitter:image', absolute(written['twitter:image'], url) ?? image);
    if (card) {
      tags.set('og:image:width', String(OG_CARD_WIDTH));
      tags.set('og:image:height', String(OG_CARD_HEIGHT));
    }
  }
  for (const [k, v] of Object.entries(written)) if (k !== 'og:image' && k !== 'twitter:image' && !isTitleTemplate(k, v)) tags.set(k, v);
  if (noindex) tags.set('robots', 'noindex');

  const org = seo.organization;
  const publisher = {
    '@type': 'Organization',
    name: org?.name ?? site.name,
    ...(org?.legalName ? { legalName: org.legalName } : {}),
    ...(org?.url ? { url: org.url } : {}),
    ...(org?.logo ? { logo: org.logo } : {}),
    ...(org?.sameAs?.length ? { sameAs: org.sameAs } : {}),
    ...(org?.id ? { '@id': org.id } : {}),
  };
  const jsonLd: unknown[] = home
    ? [
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: site.name,
          ...(url ? { url } : {}),
          ...(settings.description ? { description: settings.description } : {}),
          publisher,
        },
      ]
    : [
        {
          '@context': 'https://schema.org',
          '@type': 'TechArticle',
          headline: page.title,
          ...(description ? { description } : {}),
          ...(url ? { url, mainEntityOfPage: url } : {}),
          ...(image ? { image } : {}),
          publisher,
        },
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [...route.breadcrumbs, page.title].map((name, i, all) => ({
            '@type': 'ListItem',
            position: i + 1,
            name,
            ...(i === all.length - 1 && url ? { item: url } : {}),
          })),
        },
      ];
  return { ...(canonical ? { canonical } : {}), meta: [...tags], jsonLd };
}

/**
 * The meta tags authors wrote for a page: docs.json `seo.metatags` (but `canonical`, the site's address),
 * then `seo.paths` (the longest matching folder last), then the page's frontmatter `og:*`, `twitter:*`
 * and `robots`, later ones winning.
 */
export function writtenTags(settings: SiteSettings, route: Route, page: Page): Record<string, string> {
  const seo = settings.seo ?? {};
  const { canonical: _canonical, ...global } = seo.metatags ?? {};
  const folders = (seo.paths ?? [])
    .filter((p) => route.path === `/${p.path}` || route.path.startsWith(`/${p.path}/`))
    .sort((a, b) => a.path.length - b.path.length);
  const written: Record<string, string> = Object.assign({}, global, ...folders.map((f) => f.metatags), page.meta.social);
  const raw = page.meta.raw;
  if (typeof raw['robots'] === 'string') written['robots'] = raw['robots'];
  return written;
}

/**
 * A page's `<title>`: `<page title> - <site name>` (the reference's rule), or the page's title in the
 * template a `title` of `seo.metatags` or `seo.paths` gives (`%s` stands for the page's title:
 * `"%s | Acme Docs"`); the home page whose title is the site's name shows the name alone.
 */
export function documentTitle(site: SiteModel, route: Route, page: Page): string {
  if (route.path === (site.root.firstRoute ?? '/') && page.title === site.name) return site.name;
  const template = writtenTags(site.settings, route, page)['title'];
  return template && isTitleTemplate('title', template) ? template.replaceAll('%s', page.title) : `${page.title} - ${site.name}`;
}

/** A `title` meta tag with `%s` is the title template (see documentTitle), not a tag to write. */
const isTitleTemplate = (key: string, value: string) => key === 'title' && value.includes('%s');

/** The size of generated Open Graph cards (the size social sites show large). */
export const OG_CARD_WIDTH = 1200;
export const OG_CARD_HEIGHT = 630;

/**
 * The card generated for a page, when the build draws cards (`seed`: see output/og-cards.ts, set only when
 * the site's address is known) and no `og:image` or `twitter:image` is written for it.
 */
export function generatedCard(site: SiteModel, route: Route, page: Page, seed: string | undefined): OgCard | undefined {
  if (!seed || !siteUrl(site.settings)) return undefined;
  const written = writtenTags(site.settings, route, page);
  if (written['og:image'] || written['twitter:image']) return undefined;
  return ogCard(seed, site.name, route, page.title);
}

/** An image path made absolute on the site (social sites need absolute image URLs), when it can be. */
function absolute(src: string | undefined, url: string | undefined): string | undefined {
  if (!src) return undefined;
  if (!url || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(src)) return src;
  return new URL(src, url).href;
}
