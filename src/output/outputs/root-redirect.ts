import { faviconHref, redirectPage } from '../../render/redirect-page.js';
import { siteLink } from '../../render/trailing-slash.js';
import type { OwnedFiles, SiteOutput } from './output.js';

/** `/index.html` sending readers to the first page, when no page owns `/`. */
export function rootRedirect(): SiteOutput {
  return {
    name: 'root-redirect',
    write({ model, render, writer }): OwnedFiles {
      const home = model.root.firstRoute;
      if (render.index.routes.has('/') || !home || home === '/') return {};
      writer.write('index.html', redirectPage(siteLink(model, home, render.index.routes), faviconHref(model.settings.favicon)));
      return { 'index.html': '' };
    },
  };
}
