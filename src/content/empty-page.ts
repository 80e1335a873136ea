import type { Page } from '../model/page.js';

/** A page with no content yet: the base every producer's fallback (an unparsable file, a placeholder) starts from. */
export function emptyPage(route: string, title: string, extra: Partial<Page> = {}): Page {
  return {
    route,
    title,
    meta: { social: {}, raw: {} },
    html: '',
    toc: [],
    needs: { math: false, mermaid: false },
    dependencies: [],
    assets: [],
    diagnostics: [],
    ...extra,
  };
}
