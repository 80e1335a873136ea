import { highlightCode, type CodeThemes, type HighlightRecorder } from './highlight.js';

/**
 * A code block drawn by the `<CodeBlock>` component (render/components/code-block.tsx): its figure's
 * attributes around the marker (quoted values may hold `>`), the marker's meta, its caption, and its code
 * as escaped text.
 */
const PENDING =
  /<figure\b((?:[^>"]|"[^"]*")*?) data-sx-highlight(?:="([^"]*)")?((?:[^>"]|"[^"]*")*)>([^]*?)<pre class="shiki"><code>([^]*?)<\/code><\/pre><\/figure>/g;

/**
 * Highlight the code blocks `<CodeBlock>` components drew in a page's HTML, in a page or inside a custom
 * component, as fenced blocks are (their language, their `highlight`/`focus` lines): components render
 * synchronously, Shiki does not, so they leave their code marked and plain, and this colours it after.
 */
export async function highlightPending(html: string, themes: CodeThemes, record?: HighlightRecorder): Promise<string> {
  if (!html.includes(' data-sx-highlight')) return html;
  const found = [...html.matchAll(PENDING)];
  const pres = await Promise.all(
    found.map((m) => {
      const lang = /\bdata-lang="([^"]*)"/.exec(`${m[1]} ${m[3]}`)?.[1] ?? 'text';
      return highlightCode(decode(m[5]!), decode(lang), decode(m[2] ?? ''), themes, record);
    }),
  );
  // The page put together again from the matches found (the text between them as it was).
  let out = '';
  let at = 0;
  found.forEach((m, i) => {
    out += `${html.slice(at, m.index)}<figure${m[1]}${m[3]}>${m[4]}${pres[i]}</figure>`;
    at = m.index + m[0].length;
  });
  return out + html.slice(at);
}

/** Text as the page's renderer escaped it (Preact's named entities in attributes, escapeHtml's numeric ones). */
function decode(s: string): string {
  return s.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos));/gi, (_m, dec: string, hex: string, name: string) =>
    dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : NAMED[name.toLowerCase()]!,
  );
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
