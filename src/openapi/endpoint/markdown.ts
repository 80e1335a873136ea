import type { ElementContent, Root as HastRoot } from 'hast';
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

/** Spec Markdown parsed to sanitised HTML (hast): raw HTML parsed, then held to hast-util-sanitize's GitHub-like schema. */
function specHast(src: string): HastRoot {
  const mdast = parser.runSync(parser.parse(src)) as MdastRoot;
  let hast = toHast(mdast, { allowDangerousHtml: true }) as HastRoot;
  hast = raw(hast) as HastRoot;
  return sanitize(hast) as HastRoot;
}

function remember(store: Map<string, string>, key: string, make: () => string): string {
  const hit = store.get(key);
  if (hit !== undefined) return hit;
  const out = make();
  if (store.size >= MAX_CACHE) store.delete(store.keys().next().value!);
  store.set(key, out);
  return out;
}

/**
 * Markdown written in a spec (descriptions, summaries) as safe HTML. Spec text is third-party
 * input: raw HTML in it is parsed, then everything goes through hast-util-sanitize's GitHub-like
 * schema, so scripts, event-handler attributes and `javascript:` URLs never reach the page.
 */
export function specMarkdown(text: string): string {
  const src = text.trim();
  if (!src) return '';
  if (!MARKDOWN_CHARS.test(src)) return `<p>${escapeHtml(src)}</p>`;
  return remember(cache, src, () => {
    const clean = specHast(src);
    // After sanitizing, which drops class names: Sextant's own wrapper, so a wide table scrolls (assets/site.css).
    wrapTables(clean);
    return toHtml(clean);
  });
}

const inlineCache = new Map<string, string>();

/**
 * Spec Markdown for a place that holds only phrasing content (a `<summary>`, a line of facts): the
 * same sanitised HTML as `specMarkdown`, its paragraphs (and headings) unwrapped and joined by a
 * space. Text with other blocks (lists, tables, code blocks) is given as its escaped plain text.
 * `maxChars`: longer visible text is cut there, with an ellipsis, its markup kept around what stays.
 */
export function specInlineMarkdown(text: string, maxChars = Infinity): string {
  const src = text.trim();
  if (!src) return '';
  const cut = (s: string) => (s.length > maxChars ? s.slice(0, Math.max(0, maxChars - 1)).trimEnd() + '…' : s);
  if (!MARKDOWN_CHARS.test(src)) return escapeHtml(cut(src));
  return remember(inlineCache, `${maxChars}\n${src}`, () => {
    const blocks = specHast(src).children.filter((c) => c.type !== 'text' || c.value.trim());
    if (!blocks.every((b) => b.type === 'element' && /^(?:p|h[1-6])$/.test(b.tagName))) return escapeHtml(cut(specPlainText(src)));
    const phrasing = blocks.flatMap((b, i) => [
      ...(i ? [{ type: 'text' as const, value: ' ' }] : []),
      ...(b.type === 'element' ? b.children : []),
    ]);
    const length = visibleLength(phrasing);
    if (length <= maxChars) return toHtml({ type: 'root', children: phrasing });
    const budget: { left: number; ellipsis?: boolean } = { left: maxChars - 1 };
    const kept = truncated(phrasing, budget);
    return toHtml({ type: 'root', children: budget.ellipsis ? kept : [...kept, { type: 'text', value: '…' }] });
  });
}

function visibleLength(nodes: ElementContent[]): number {
  let n = 0;
  for (const c of nodes) n += c.type === 'text' ? c.value.length : c.type === 'element' ? visibleLength(c.children) : 0;
  return n;
}

/** The nodes up to `left` characters of their text; the text cut there ends with an ellipsis (`ellipsis` set). */
function truncated(nodes: ElementContent[], budget: { left: number; ellipsis?: boolean }): ElementContent[] {
  const out: ElementContent[] = [];
  for (const c of nodes) {
    if (budget.left <= 0) break;
    if (c.type === 'text' && c.value.length > budget.left) {
      out.push({ type: 'text', value: c.value.slice(0, budget.left).trimEnd() + '…' });
      budget.left = 0;
      budget.ellipsis = true;
    } else if (c.type === 'text') {
      out.push(c);
      budget.left -= c.value.length;
    } else out.push(c.type === 'element' ? { ...c, children: truncated(c.children, budget) } : c);
  }
  return out;
}

/**
 * Spec Markdown as plain text, for places that cannot hold HTML (attributes, `<option>`s, the
 * browser console's notes): the words of its text, code and links; raw HTML is left out.
 */
export function specPlainText(text: string): string {
  const src = text.trim();
  if (!MARKDOWN_CHARS.test(src)) return src;
  const mdast = parser.runSync(parser.parse(src)) as MdastRoot;
  return words(mdast).replace(/\s+/g, ' ').trim();
}

/** Nodes whose children are blocks (or cells): their words are parted by a space. */
const BLOCK_PARENTS = new Set(['root', 'blockquote', 'list', 'listItem', 'table', 'tableRow', 'footnoteDefinition']);

function words(n: MdastNodes): string {
  if (n.type === 'html') return '';
  if (n.type === 'image' || n.type === 'imageReference') return n.alt ?? '';
  if ('value' in n) return n.value;
  if ('children' in n) return n.children.map((c) => words(c as MdastNodes)).join(BLOCK_PARENTS.has(n.type) ? ' ' : '');
  return '';
}
