import { UTILITY_CSS_URL, utilityCss } from '../utility-css.js';
import type { SiteOutput } from './output.js';
import { ownedUrls } from './output.js';

/** The Tailwind utilities the pages write, one stylesheet for the site (a stable URL: rebuilds rewrite it in place). */
export function utilities(): SiteOutput {
  const candidates = new Set<string>();
  return {
    name: 'utilities',
    collect(page) {
      for (const c of page.classes ?? []) candidates.add(c);
    },
    async write({ writer }) {
      if (!candidates.size) return {};
      writer.write(UTILITY_CSS_URL.slice(1), await utilityCss(candidates));
      return ownedUrls([UTILITY_CSS_URL]);
    },
  };
}
