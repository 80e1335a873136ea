import type { Page } from '../model/page.js';

/**
 * Markup that runtime/components.ts enhances: code groups and tabs (API examples too), accordions,
 * tooltips and Twoslash hovers, prompts, views, image toolbars and zoomable images, file trees, GitHub
 * cards. Each behaviour finds its own markup, so a page that loads the bundle without needing it only
 * pays the download; a page that needs it and does not load it keeps its server-rendered fallback.
 */
const ENHANCED = /\bdata-sx-(?:tabs|accordion|tooltip|prompt|view|img-copy|github-repo)\b|\btwoslash-hover\b|\bclass="sx-tree"|<img\b/;

/**
 * Whether a page shows a content component whose behaviour is in components.js: only such pages load it,
 * so a page of text and code blocks loads only app.js. The changelog's tag filter sits in the page's
 * table of contents, drawn from its `<Update>` tags.
 */
export function needsComponentRuntime(page: Pick<Page, 'html' | 'panel' | 'feed'>): boolean {
  return (
    ENHANCED.test(page.html) ||
    (page.panel !== undefined && ENHANCED.test(page.panel)) ||
    (page.feed?.some((u) => (u.tags?.length ?? 0) > 0) ?? false)
  );
}
