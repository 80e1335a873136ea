import type { FeedEntry } from '../../model/page.js';
import { feedUrl } from '../../render/render-page.js';
import { pageUrl } from '../../render/seo.js';
import type { BuiltPage, OwnedFiles, SiteOutput } from './output.js';

interface Feed {
  route: string;
  visibility?: BuiltPage['visibility'];
  title: string;
  description?: string;
  entries: FeedEntry[];
}

/**
 * `<page>/rss.xml` for every page with `<Update>` entries (a changelog): one item per entry, linked to
 * its anchor, newest first as written. Links are absolute when the site's address is known
 * (`seo.metatags.canonical`: feed readers need them), root-relative otherwise. A page closed to search
 * engines and llms.txt (`noindex`) gets no feed.
 */
export function rssFeeds(): SiteOutput {
  const feeds: Feed[] = [];
  return {
    name: 'rss-feeds',
    collect(page) {
      if (page.feed?.length)
        feeds.push({
          route: page.route,
          ...(page.visibility ? { visibility: page.visibility } : {}),
          title: page.title,
          ...(page.description ? { description: page.description } : {}),
          entries: page.feed,
        });
    },
    write({ model, writer }): OwnedFiles {
      const owned: OwnedFiles = {};
      for (const feed of feeds) {
        if (feed.visibility?.noindex) continue;
        const file = feedUrl(feed.route).slice(1);
        writer.write(
          file,
          rssXml(feed, model.name, (route) => pageUrl(model.settings, route) ?? route),
        );
        owned[file] = '';
      }
      return owned;
    },
  };
}

/** An RSS 2.0 document for one changelog page. */
export function rssXml(feed: Feed, siteName: string, url: (route: string) => string = (route) => route): string {
  const items = feed.entries.map((e) => {
    const date = e.description ? Date.parse(e.description) : NaN;
    return [
      '    <item>',
      `      <title>${xml(e.rss?.title ?? e.label)}</title>`,
      `      <link>${xml(`${url(feed.route)}#${e.id}`)}</link>`,
      `      <guid isPermaLink="false">${xml(`${feed.route}#${e.id}`)}</guid>`,
      Number.isNaN(date) ? '' : `      <pubDate>${new Date(date).toUTCString()}</pubDate>`,
      ...(e.tags ?? []).map((t) => `      <category>${xml(t)}</category>`),
      `      <description>${xml(e.rss?.description ?? e.html)}</description>`,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0">',
    '  <channel>',
    `    <title>${xml(`${feed.title} – ${siteName}`)}</title>`,
    `    <link>${xml(url(feed.route))}</link>`,
    `    <description>${xml(feed.description ?? feed.title)}</description>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

function xml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}
