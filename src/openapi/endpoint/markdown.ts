import type { Root as HastRoot } from 'hast';
import type { Nodes as MdastNodes, Root as MdastRoot } from 'mdast';
import { walk } from '../../content/walk.js';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import { remarkGfmLean } from '../../content/plugins/remark-gfm-lean.js';
import { wrapTables } from '../../content/plugins/rehype-table-wrap.js';
import { toHast } from 'mdast-util-to-hast';
import { raw } from 'hast-util-raw';
import { sanitize } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import { escapeHtml } from '../../common/escape-html.js';

/** Text that may hold a link (inline, reference, or an HTML anchor). */
const LINK_CHARS = /\]\s*[([]|href\s*=|<https?:/i;
const linkCache = new Map<string, string[]>();

/** The hrefs of the links in Markdown written in a spec (for the site-wide link checks). */
export function specLinks(text: string): string[] {
  const src = text.trim();
  if (!LINK_CHARS.test(src)) return [];
  const hit = linkCache.get(src);
  if (hit) return hit;
  const hrefs: string[] = [];
  const mdast = parser.runSync(parser.parse(src)) as MdastRoot;
  walk<MdastNodes>(mdast, (n) => {
    if (n.type === 'link' || n.type === 'definition') hrefs.push(n.url);
  });
  if (linkCache.size >= MAX_CACHE) linkCache.delete(linkCache.keys().next().value!);
  linkCache.set(src, hrefs);
  return hrefs;
}

/** Text with none of these is plain: no parse needed (most field descriptions of large specs). */
const MARKDOWN_CHARS = /[\\`*_[\]<>#|~!&:\n]|^\s*(?:[-+>]|\d+[.)])\s/;
const parser = unified().use(remarkParse).use(remarkGfmLean);
const cache = new Map<string, string>();
const MAX_CACHE = 5000;

/**
 * Markdown written in a spec (descriptions, summaries) as safe HTML. Spec text is third-party
 * input: raw HTML in it is parsed, then everything goes through hast-util-sanitize's GitHub-like
 * schema, so scripts, event-handler attributes and `javascript:` URLs never reach the page.
 */
export function specMarkdown(text: string): string {
  const src = text.trim();
  if (!src) return '';
  if (!MARKDOWN_CHARS.test(src)) return `<p>${escapeHtml(src)}</p>`;
  const hit = cache.get(src);
  if (hit !== undefined) return hit;
  const mdast = parser.runSync(parser.parse(src)) as MdastRoot;
  let hast = toHast(mdast, { allowDangerousHtml: true }) as HastRoot;
  hast = raw(hast) as HastRoot;
  const clean = sanitize(hast) as HastRoot;
  // After sanitizing, which drops class names: Sextant's own wrapper, so a wide table scrolls (assets/site.css).
  wrapTables(clean);
  const html = toHtml(clean);
  if (cache.size >= MAX_CACHE) cache.delete(cache.keys().next().value!);
  cache.set(src, html);
  return html;
}
