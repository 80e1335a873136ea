import type { OwnedFiles, SiteOutput } from './output.js';

/**
 * The generated Open Graph cards (`_sextant/og/<hash>.jpg`, see ../og-cards.ts). The page jobs draw
 * them beside their pages; this output owns them, so a rebuild drops the cards of titles that changed.
 */
export function ogCards(): SiteOutput {
  const used = new Set<string>();
  return {
    name: 'og-cards',
    collect(page) {
      if (page.card) used.add(page.card);
    },
    write(): OwnedFiles {
      return Object.fromEntries([...used].sort().map((f) => [f, '']));
    },
  };
}
