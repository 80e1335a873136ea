import type { IslandSource } from '../../model/page.js';
import { ISLANDS_DIR } from '../../render/islands-loader.js';
import type { SiteOutput } from './output.js';

/**
 * The browser code of the author's interactive components (`/_sextant/islands/`): bundled once per
 * build, and only when some page draws one; sites without them never load esbuild here.
 */
export function islands(): SiteOutput {
  const sources = new Map<string, IslandSource>();
  return {
    name: 'islands',
    collect(page) {
      for (const island of page.islands ?? []) sources.set(island.id, island);
    },
    async write({ site, writer }) {
      if (!sources.size) return {};
      const { bundleIslands } = await import('../../content/custom/browser-bundle.js');
      const dir = ISLANDS_DIR.slice(1);
      for (const f of await bundleIslands(site.root, [...sources.values()])) writer.write(`${dir}${f.name}`, Buffer.from(f.contents));
      return { [dir]: '' };
    },
  };
}
