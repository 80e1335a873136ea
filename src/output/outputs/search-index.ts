import fs from 'node:fs';
import path from 'node:path';
import { SEARCH_INDEX_URL } from '../../render/search.js';
import { SearchIndexer, writtenPageDocument } from '../search-bundle.js';
import { SiteWriter } from '../write-site.js';
import { visibilityOf, type BuiltPage, type OwnedFiles, type SiteOutput } from './output.js';

/**
 * The site's search index: Pagefind's bundle under `/_sextant/search/`, over every searchable page
 * (see render/visibility.ts). The build hands `search` each page's search document as the page is
 * built (render/search-document.ts); the pages a rebuild did not render again are read from the
 * previous output's HTML, so the index always covers the whole site.
 */
export function searchIndex(search?: SearchIndexer): SiteOutput {
  const pages: Pick<BuiltPage, 'route' | 'visibility'>[] = [];
  return {
    name: 'search-index',
    collect(page) {
      pages.push(page.visibility ? { route: page.route, visibility: page.visibility } : { route: page.route });
    },
    async write({ model, writer, render, previous }): Promise<OwnedFiles> {
      const indexer = search ?? SearchIndexer.forSite(model);
      const routes = pages.filter((p) => visibilityOf({ model, render }, p)?.search).map((p) => p.route);
      if (routes.length === 0) {
        await indexer.discard();
        return {};
      }
      const read = (file: string): string | undefined => {
        for (const dir of [writer.tmp, writer.outDir]) {
          try {
            return fs.readFileSync(path.join(dir, file), 'utf8');
          } catch {
            // Not rendered by this build: the previous output has it.
          }
        }
        return undefined;
      };
      const dir = SEARCH_INDEX_URL.slice(1);
      const searched = routes.map((url) => ({
        url,
        document: () => {
          const html = read(SiteWriter.routeFile(url));
          return html === undefined ? undefined : writtenPageDocument(html);
        },
      }));
      // A rebuild whose pages' documents are those the previous index was made of keeps that index
      // (Pagefind cannot update one: it would make it again from every page, for the same bytes).
      if (previous && indexer.unchangedSince(searched) && intact(previous, writer.outDir)) {
        await indexer.discard();
        return previous;
      }
      const written = await indexer.write(searched, path.join(writer.tmp, dir));
      const owned: OwnedFiles = {};
      for (const f of written) owned[dir + f] = '';
      return owned;
    },
  };
}

/** Whether every file an output owned is still in the output folder. */
function intact(owned: OwnedFiles, outDir: string): boolean {
  const files = Object.keys(owned);
  return files.length > 0 && files.every((f) => fs.existsSync(path.join(outDir, f)));
}
