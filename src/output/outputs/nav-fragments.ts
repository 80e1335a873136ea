import { largeSidebars } from '../../render/site-context.js';
import type { SiteOutput } from './output.js';
import { ownedUrls } from './output.js';

/** Each large sidebar's closed groups, as JSON its pages fetch (see render/layout/sidebar.tsx). */
export function navFragments(): SiteOutput {
  return {
    name: 'nav-fragments',
    write({ model, render, writer }) {
      const urls: string[] = [];
      for (const { division, json } of largeSidebars(model, render.labels)) {
        const url = render.navFragments.get(division)!;
        writer.write(url.slice(1), json);
        urls.push(url);
      }
      return ownedUrls(urls);
    },
  };
}
