import type { OwnedFiles, SiteOutput } from './output.js';

/**
 * The shared schema fragment folders (`_sextant/api/<spec hash>/`) API pages link to. The page jobs
 * write them (a page's fragments come with the page); this output owns the folders, so a rebuild
 * drops those no page links to any more (a spec's earlier versions: folders are named by content hash).
 */
export function schemaFragments(): SiteOutput {
  const used = new Set<string>();
  return {
    name: 'schema-fragments',
    collect(page) {
      for (const f of page.fragments ?? []) used.add(f);
    },
    write(): OwnedFiles {
      // A key ending in `/` owns a whole folder.
      return Object.fromEntries([...used].sort().map((f) => [`_sextant/api/${f}/`, '']));
    },
  };
}
