import { renderState } from '../../render/components/render-state.js';
import { largeSidebars } from '../../render/site-context.js';
import type { SiteOutput } from './output.js';
import { ownedUrls } from './output.js';

/** Each large sidebar's closed groups, as JSON its pages fetch (see render/layout/sidebar.tsx). */
export function navFragments(): SiteOutput {
  return {
    name: 'nav-fragments',
    write({ model, render, writer, icons }) {
      const urls: string[] = [];
      // Icons of groups and pages only a fragment shows still need their sprite symbols.
      const drawing = renderState(model.settings.icons.library);
      for (const { division, json } of largeSidebars(model, render.labels, drawing)) {
        const url = render.navFragments.get(division)!;
        writer.write(url.slice(1), json);
        urls.push(url);
      }
      for (const id of drawing.icons) icons.add(id);
      return ownedUrls(urls);
    },
  };
}
