import fs from 'node:fs';
import path from 'node:path';
import { renderState } from '../../render/components/render-state.js';
import { NOT_FOUND_ROUTES_URL, notFoundRoutes, renderNotFound } from '../../render/special-pages.js';
import { PACKAGE_ROOT } from '../../source/package-root.js';
import type { SiteOutput } from './output.js';
import { renderInlineMarkdown } from '../../content/inline-markdown.js';
import type { SiteSettings } from '../../model/settings.js';

/** docs.json `errors.404.description`, Markdown (links, emphasis, code), as HTML. */
export function notFoundDescription(settings: Pick<SiteSettings, 'errors'>): string | undefined {
  const text = settings.errors?.['404']?.description;
  return text ? renderInlineMarkdown(text) : undefined;
}

/** 404.html, in the site's layout, suggesting the nearest pages from a route list beside it; the icons it draws go to the sprite. */
export function notFound(): SiteOutput {
  return {
    name: 'not-found',
    write({ model, render, writer, icons }) {
      const drawing = renderState(model.settings.icons.library);
      writer.write('404.html', renderNotFound(render, drawing, notFoundScript(), notFoundDescription(model.settings)));
      writer.write(NOT_FOUND_ROUTES_URL.slice(1), JSON.stringify(notFoundRoutes(render)));
      for (const id of drawing.icons) icons.add(id);
      return { '404.html': '', [NOT_FOUND_ROUTES_URL.slice(1)]: '' };
    },
  };
}

let script: string | undefined;

/** The 404 page's browser code (runtime/not-found.ts), empty when the runtime is not built. */
export function notFoundScript(): string {
  const file = path.join(PACKAGE_ROOT, 'lib/runtime/not-found.js');
  return (script ??= fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
}
