import type { Division, Route } from '../../model/site-model.js';
import { lastModified } from '../../source/last-modified.js';
import { visibilityOf, type BuiltPage, type OwnedFiles, type SiteOutput } from './output.js';

/** `sextant-manifest.json`'s shape (documented in docs/en/v1/reference/manifest.mdx); `version` changes when it does incompatibly. */
export interface SiteManifest {
  version: 1;
  name: string;
  description?: string;
  routes: ManifestEntry[];
}

export interface ManifestEntry {
  path: string;
  title: string;
  description?: string;
  /** `page` (an MDX or Markdown file), `openapi` (an operation), `webhook` or `asyncapi` (a channel). */
  kind: 'page' | 'openapi' | 'webhook' | 'asyncapi';
  /** The page file, or the spec of a generated API page. */
  source: string;
  /** The operation a generated API page shows, or the one an MDX page's `openapi` frontmatter adds. */
  operation?: { method: string; path: string } | { webhook: string } | { channel: string };
  language?: string;
  version?: string;
  tab?: string;
  /** Group labels from the top-level group down to the page's own. */
  groups: string[];
  /** The navigation path: division labels, then group labels. */
  breadcrumbs: string[];
  /** Left out of the navigation (frontmatter `hidden`, or a hidden group or division). */
  hidden?: true;
  /** Asks search engines not to index it (frontmatter `noindex`; or hidden, unless `seo.indexing` is `all` or its hidden group is `searchable`, and not an unlisted file: see render/visibility.ts). */
  noindex?: true;
  /** When the source last changed (ISO 8601): its last commit's date, or its modification time. */
  lastModified?: string;
}

/**
 * `sextant-manifest.json`: every route of the site in navigation order with its title, source and
 * place in the navigation, for tools that read the site (link checkers, search indexers, CMS sync).
 * Written every build from the pages' summaries, the reused ones of a rebuild included.
 */
export function siteManifest(): SiteOutput {
  const pages: BuiltPage[] = [];
  return {
    name: 'site-manifest',
    start(site) {
      // Read the history while the pages build.
      void site.gitHistory();
    },
    collect(page) {
      pages.push(page);
    },
    async write({ site, model, writer, render }): Promise<OwnedFiles> {
      const routes = new Map(model.routes.map((r) => [r.path, r]));
      const sources = [...new Set(model.routes.map(sourceOf).filter((s) => !/^https?:\/\//i.test(s)))];
      const dates = await lastModified(site.root, sources, site.gitHistory());
      const entries = pages.map((page): ManifestEntry => {
        const route = routes.get(page.route)!;
        const chain = render.index.pathTo(route.division);
        const source = sourceOf(route);
        const shows = visibilityOf({ model, render }, page)!;
        const date = dates.get(source);
        const operation = operationOf(route);
        return {
          path: route.path,
          title: page.title,
          ...(page.description ? { description: page.description } : {}),
          kind: route.page.kind === 'mdx' ? 'page' : route.page.kind,
          source,
          ...(operation ? { operation } : {}),
          ...codeOf(chain, 'language'),
          ...codeOf(chain, 'version'),
          ...labelOf(chain, 'tab'),
          groups: route.groups,
          breadcrumbs: route.breadcrumbs,
          ...(shows.navigation ? {} : { hidden: true }),
          ...(shows.noindex ? { noindex: true } : {}),
          ...(date ? { lastModified: date } : {}),
        };
      });
      const manifest: SiteManifest = {
        version: 1,
        name: model.name,
        ...(model.settings.description ? { description: model.settings.description } : {}),
        routes: entries,
      };
      writer.write('sextant-manifest.json', JSON.stringify(manifest, null, 2) + '\n');
      return { 'sextant-manifest.json': '' };
    },
  };
}

function sourceOf(route: Route): string {
  return route.page.kind === 'mdx' ? route.page.file : route.page.spec;
}

function operationOf(route: Route): ManifestEntry['operation'] {
  const p = route.page;
  switch (p.kind) {
    case 'mdx':
      if (p.channel) return { channel: p.channel.channel };
      if (!p.operation) return undefined;
      return p.operation.kind === 'webhook'
        ? { webhook: p.operation.path }
        : { method: p.operation.method.toUpperCase(), path: p.operation.path };
    case 'openapi':
      return { method: p.method.toUpperCase(), path: p.path };
    case 'webhook':
      return { webhook: p.name };
    case 'asyncapi':
      return { channel: p.channel };
  }
}

function codeOf(chain: Division[], kind: 'language' | 'version'): { language?: string } | { version?: string } {
  const d = chain.find((c) => c.kind === kind);
  return d ? { [kind]: d.code ?? d.label } : {};
}

function labelOf(chain: Division[], kind: 'tab'): { tab?: string } {
  const d = chain.find((c) => c.kind === kind);
  return d ? { [kind]: d.label } : {};
}
