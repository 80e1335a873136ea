import { renderState } from '../../render/components/render-state.js';
import { renderNotFound } from '../../render/special-pages.js';
import type { SiteOutput } from './output.js';

/** 404.html, in the site's layout; the icons it draws go to the sprite. */
export function notFound(): SiteOutput {
  return {
    name: 'not-found',
    write({ model, render, writer, icons }) {
      const drawing = renderState(model.settings.icons.library);
      writer.write('404.html', renderNotFound(render, drawing));
      for (const id of drawing.icons) icons.add(id);
      return { '404.html': '' };
    },
  };
}
