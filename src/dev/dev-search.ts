import type { Page } from '../model/page.js';
import { buildSearchBundle, type SearchPage } from '../output/search-bundle.js';
import { isBlockingError } from '../diagnostics/repaired.js';
import { searchDocument } from '../render/search-document.js';
import type { DevSite } from './dev-site.js';

/** How long edits settle before the index is made again (a save often comes in bursts). */
const SETTLE_MS = 300;

/**
 * `sextant dev`'s search index, served from memory under `/_sextant/search/`: made when a reader first
 * opens search (every page is compiled and drawn for it, so the server does not start slower), then
 * made again in the background after each edit, the previous index serving until the new one is
 * ready (it may lag an edit by a second or two).
 */
export class DevSearch {
  private files: Promise<Map<string, Uint8Array>> | undefined;
  /** The search document of each compiled page (a page compiled again is a new object). */
  private readonly drawn = new WeakMap<Page, string>();
  private timer: NodeJS.Timeout | undefined;
  private building: Promise<void> = Promise.resolve();

  constructor(private readonly site: DevSite) {}

  /** A file of the index by its path under the index folder; the first call makes the index. */
  async file(name: string): Promise<Uint8Array | undefined> {
    this.files ??= this.make();
    return (await this.files).get(name);
  }

  /** Files changed: make the index again once edits settle (only once a reader has used search). */
  changed(): void {
    if (!this.files) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.building = this.building.then(async () => {
        // Keep serving the previous index until this one is ready; a failed one leaves it in place.
        const made = await this.make().catch(() => undefined);
        if (made) this.files = Promise.resolve(made);
      });
    }, SETTLE_MS);
  }

  close(): void {
    clearTimeout(this.timer);
  }

  private async make(): Promise<Map<string, Uint8Array>> {
    const model = this.site.site;
    const ctx = this.site.renderContext;
    if (!model || !ctx) return new Map();
    const pages: SearchPage[] = [];
    // One page at a time: the dev server keeps answering requests meanwhile.
    for (const route of model.routes) {
      const page = await this.site.page(route).catch(() => undefined);
      if (!page || page.diagnostics.some(isBlockingError)) continue;
      let document = this.drawn.get(page);
      if (document === undefined) {
        document = searchDocument(ctx.index, route, page) ?? '';
        this.drawn.set(page, document);
      }
      // Empty: search leaves the page out.
      if (document) pages.push({ url: route.path, document: () => document });
    }
    const files = await buildSearchBundle(model, pages);
    return new Map(files.map((f) => [f.path, f.content]));
  }
}
