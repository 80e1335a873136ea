import { iconSpriteOutput } from './icon-sprite.js';
import { islands } from './islands.js';
import { llmsTxt } from './llms-txt.js';
import { navFragments } from './nav-fragments.js';
import { notFound } from './not-found.js';
import { ogCards } from './og-cards.js';
import { oauthRedirect } from './oauth-redirect.js';
import { proxyAllowListOutput } from './proxy-allow-list.js';
import type { SiteOutput } from './output.js';
import { redirects } from './redirects.js';
import { rootRedirect } from './root-redirect.js';
import { rssFeeds } from './rss-feeds.js';
import { runtimeAssets } from './runtime-assets.js';
import { schemaFragments } from './schema-fragments.js';
import { sitemap } from './sitemap.js';
import { siteManifest } from './site-manifest.js';
import { searchIndex } from './search-index.js';
import { staticFiles } from './static-files.js';
import { utilities } from './utilities.js';
import type { SearchIndexer } from '../search-bundle.js';

/**
 * The site-level outputs of a build, fresh for each build, in the order they write: a later one may
 * overwrite an earlier one's file (the root redirect over a static index.html), and the sprite comes
 * after the outputs that draw icons.
 */
export function siteOutputs(options: { search?: SearchIndexer } = {}): SiteOutput[] {
  return [
    staticFiles(),
    runtimeAssets(),
    schemaFragments(),
    ogCards(),
    navFragments(),
    utilities(),
    islands(),
    notFound(),
    oauthRedirect(),
    rootRedirect(),
    // After the root redirect: a redirect from `/` in docs.json wins.
    redirects(),
    proxyAllowListOutput(),
    rssFeeds(),
    sitemap(),
    siteManifest(),
    llmsTxt(),
    // Late: Pagefind makes the index in its own process meanwhile (see search-bundle.ts).
    searchIndex(options.search),
    iconSpriteOutput(),
  ];
}
