import fs from 'node:fs';
import type { Page } from '../model/page.js';
import type { Route } from '../model/site-model.js';
import { isBlockingError } from '../diagnostics/repaired.js';
import { metaVisibility, pageVisibility } from '../render/visibility.js';
import { llmsFiles, llmsFull, sectionsOf } from '../output/outputs/llms-txt.js';
import { twinText } from '../output/outputs/markdown-twins.js';
import { lastModified, sitemapFiles } from '../output/outputs/sitemap.js';
import type { DevSite } from './dev-site.js';

/** A file the dev server answers with. */
export interface MachineFile {
  type: string;
  body: string;
}

/**
 * The files machines read (`llms.txt` and its scoped copies, `llms-full.txt`, their `/.well-known/`
 * twins, `sitemap.xml`, `robots.txt`) in `sextant dev`: made on request from the dev site's pages, as
 * the build's outputs make them (the same functions, the same visibility rule), so they follow edits.
 * Every page is compiled for the first one (pages compiled since are reused). A file of the docs folder
 * at one of these paths wins, as in the build.
 */
export class DevMachineFiles {
  constructor(private readonly site: DevSite) {}

  /** Whether a URL path is one of these files (then `file` answers it, perhaps with nothing). */
  static handles(urlPath: string): boolean {
    return /(^|\/)llms(-full)?\.txt$/.test(urlPath) || urlPath === '/sitemap.xml' || urlPath === '/robots.txt';
  }

  /** The file at a URL path (`/llms.txt`, `/guides/llms.txt` …), or undefined when the site has none there. */
  async file(urlPath: string): Promise<MachineFile | undefined> {
    const model = this.site.site;
    if (!model) return undefined;
    const own = (rel: string) => this.site.staticFile(rel.split('/'));
    let rel = urlPath.slice(1);
    // The well-known copies follow the root files, the docs folder's own included.
    const known = /^\.well-known\/(llms(-full)?\.txt)$/.exec(rel)?.[1];
    if (known && own(known)) return { type: 'text/plain', body: fs.readFileSync(own(known)!, 'utf8') };
    if (known) rel = known;
    const pages = await this.pages();
    if (rel === 'sitemap.xml' || rel === 'robots.txt') {
      const routes = pages.filter(({ route, page }) => pageVisibility(route, page.meta, model).sitemap).map((p) => p.route);
      const files = sitemapFiles(model, routes, (route) => lastModified(this.site.root, route));
      const body = rel === 'robots.txt' ? files.robots : files.sitemap;
      return body === undefined ? undefined : { type: rel === 'robots.txt' ? 'text/plain' : 'application/xml', body };
    }
    const byRoute = new Map(pages.map(({ route, page }) => [route.path, page]));
    const summaries = new Map(
      pages.map(({ route, page }) => [
        route.path,
        { title: page.title, ...(page.description ? { description: page.description } : {}), visibility: metaVisibility(page.meta) },
      ]),
    );
    const sections = sectionsOf(model, summaries);
    const instructions = model.settings.markdown?.instructions;
    if (rel === 'llms-full.txt') {
      const twin = (route: string) => {
        const page = byRoute.get(route);
        return page && twinText(page, instructions);
      };
      return { type: 'text/plain', body: llmsFull(model, sections, twin) };
    }
    const body = llmsFiles(model, sections).get(rel);
    return body === undefined ? undefined : { type: 'text/plain', body };
  }

  /** Every route's compiled page, in navigation order (one at a time: the server keeps answering meanwhile), broken ones left out. */
  private async pages(): Promise<{ route: Route; page: Page }[]> {
    const out: { route: Route; page: Page }[] = [];
    for (const route of this.site.site?.routes ?? []) {
      const page = await this.site.page(route).catch(() => undefined);
      if (page && !page.diagnostics.some(isBlockingError)) out.push({ route, page });
    }
    return out;
  }
}
