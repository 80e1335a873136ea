/**
 * `Accept: text/markdown` (or `text/plain`): a page's URL answers with its Markdown twin when the client
 * prefers Markdown or plain text to HTML (AI tools ask this way; the reference answers both), in
 * `sextant serve` and `sextant dev` alike.
 */

/**
 * Headers of every HTML page, as the reference sends them: where an agent finds the site's llms.txt
 * files (every build writes them, or copies the repository's own).
 */
export const AGENT_HEADERS = {
  Link: '</llms.txt>; rel="llms-txt", </llms-full.txt>; rel="llms-full-txt"',
  'X-Llms-Txt': '/llms.txt',
} as const;

/** Whether an `Accept` header ranks `text/markdown` or `text/plain` above `text/html` (ties go to HTML). */
export function prefersMarkdown(accept: string | string[] | undefined): boolean {
  const header = Array.isArray(accept) ? accept.join(',') : accept;
  if (!header || !/markdown|text\/plain/i.test(header)) return false;
  let markdown = 0;
  let html = 0;
  for (const range of header.split(',')) {
    const [type = '', ...params] = range.split(';').map((s) => s.trim().toLowerCase());
    const qParam = params.find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q)) continue;
    if (type === 'text/markdown' || type === 'text/x-markdown' || type === 'text/plain') markdown = Math.max(markdown, q);
    else if (type === 'text/html' || type === 'application/xhtml+xml') html = Math.max(html, q);
  }
  return markdown > 0 && markdown > html;
}

/** The twin's path segments for a page's (`[]` → `index.md`, `a/b` → `a/b.md`). */
export function twinSegments(segments: string[]): string[] {
  const last = segments[segments.length - 1];
  return last === undefined || last === 'index' ? [...segments.slice(0, -1), 'index.md'] : [...segments.slice(0, -1), `${last}.md`];
}

/** The route a twin URL names (`/index.md` → `/`, `/a/b.md` → `/a/b`), or undefined for another path. */
export function twinRoute(segments: string[]): string | undefined {
  const last = segments[segments.length - 1];
  if (!last?.endsWith('.md') || last === '.md') return undefined;
  const route = '/' + [...segments.slice(0, -1), last.slice(0, -3)].join('/');
  return route.replace(/\/index$/, '') || '/';
}
