import { parse as parseYaml } from 'yaml';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { PageMeta } from '../model/page.js';

const MODES = new Set(['default', 'wide', 'center', 'frame', 'custom']);

/** Read a page's YAML frontmatter into PageMeta; a YAML error is a located diagnostic, not a failure. */
export function readFrontmatter(yaml: string | undefined, file: string, line: number): { meta: PageMeta; diagnostics: Diagnostic[] } {
  const meta: PageMeta = { social: {}, raw: {} };
  if (!yaml?.trim()) return { meta, diagnostics: [] };
  let raw: unknown;
  try {
    raw = parseYaml(yaml, { maxAliasCount: 100 });
  } catch (err) {
    const pos = (err as { linePos?: { line: number; col: number }[] }).linePos?.[0];
    const message = (err as Error).message.split('\n')[0];
    return {
      meta,
      diagnostics: [
        {
          severity: 'error',
          code: 'frontmatter-syntax',
          message: `Invalid frontmatter: ${message}`,
          file,
          line: line + (pos?.line ?? 1),
          column: pos?.col ?? 1,
          pointer: '',
        },
      ],
    };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { meta, diagnostics: [] };
  const fm = raw as Record<string, unknown>;
  meta.raw = fm;
  const text = (k: string) => (typeof fm[k] === 'string' ? (fm[k] as string) : typeof fm[k] === 'number' ? String(fm[k]) : undefined);
  const set = <K extends keyof PageMeta>(k: K, v: PageMeta[K] | undefined) => {
    if (v !== undefined) meta[k] = v;
  };
  set('title', text('title'));
  set('description', text('description'));
  set('sidebarTitle', text('sidebarTitle'));
  set('icon', text('icon'));
  set('tag', text('tag'));
  const mode = text('mode');
  if (mode && MODES.has(mode)) meta.mode = mode as PageMeta['mode'];
  if (fm['hidden'] === true) meta.hidden = true;
  if (fm['noindex'] === true) meta.noindex = true;
  if (fm['deprecated'] === true) meta.deprecated = true;
  const keywords = fm['keywords'];
  if (Array.isArray(keywords)) meta.keywords = keywords.map(String);
  else if (typeof keywords === 'string')
    meta.keywords = keywords
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean);
  for (const [k, v] of Object.entries(fm)) {
    if ((k.startsWith('og:') || k.startsWith('twitter:')) && (typeof v === 'string' || typeof v === 'number')) meta.social[k] = String(v);
  }
  return { meta, diagnostics: [] };
}
