import { parseDocument, type Document } from 'yaml';
import { lenientFrontmatter, type LenientFix } from './frontmatter-lenient.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { PageMeta } from '../model/page.js';
import { ContextualSchema } from '../config/schema/site.js';

const MODES = new Set(['default', 'wide', 'center', 'frame', 'custom']);

/** Read a page's YAML frontmatter into PageMeta; a YAML error is a located diagnostic, not a failure. */
export function readFrontmatter(yaml: string | undefined, file: string, line: number): { meta: PageMeta; diagnostics: Diagnostic[] } {
  const meta: PageMeta = { social: {}, raw: {} };
  if (!yaml?.trim()) return { meta, diagnostics: [] };
  const read = readYaml(yaml);
  const diagnostics: Diagnostic[] = [];
  if (!read.ok) {
    // The page still builds, with its body and without its frontmatter (a located error in dev and `check`).
    diagnostics.push({
      severity: 'error',
      code: 'frontmatter-syntax',
      message: `Invalid frontmatter: ${read.message} (the page is built without its frontmatter)`,
      file,
      line: line + read.line,
      column: read.column,
      pointer: '',
      hint: 'quote values that hold `: ` or `#`, and indent the lines of a value under its key',
    });
    return { meta, diagnostics };
  }
  for (const fix of read.fixes)
    diagnostics.push({
      severity: 'error',
      code: 'frontmatter-lenient',
      message: `Frontmatter that only a lenient YAML reading accepts: ${fix.what}`,
      file,
      line: line + fix.line,
      column: 1,
      pointer: '',
      hint: fix.what.startsWith('a quoted') ? 'indent the continuation lines under the key' : 'quote the value',
    });
  const raw = read.value;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { meta, diagnostics };
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
  if (fm['hideFooterPagination'] === true) meta.hideFooterPagination = true;
  if (typeof fm['timestamp'] === 'boolean') meta.timestamp = fm['timestamp'];
  const updated = fm['lastUpdatedDate'];
  if (updated !== undefined) {
    const date =
      updated instanceof Date ? updated : typeof updated === 'string' || typeof updated === 'number' ? new Date(updated) : undefined;
    if (date && !Number.isNaN(date.getTime())) meta.lastUpdated = date.toISOString().slice(0, 10);
    else
      diagnostics.push({
        severity: 'warning',
        code: 'frontmatter-invalid-date',
        message: `\`lastUpdatedDate\` is not a date: ${JSON.stringify(updated)}; the file's own date is used`,
        file,
        line: line + keyLine(yaml, 'lastUpdatedDate'),
        column: 1,
        pointer: '',
        hint: 'write it as 2026-11-28 (or a full ISO date and time)',
      });
  }
  const url = text('url')?.trim();
  if (url) meta.url = url;
  if (fm['searchable'] === false) meta.searchable = false;
  if (typeof fm['boost'] === 'number' && fm['boost'] > 0) meta.boost = fm['boost'];
  const keywords = fm['keywords'];
  if (Array.isArray(keywords)) meta.keywords = keywords.map(String);
  else if (typeof keywords === 'string')
    meta.keywords = keywords
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean);
  if (fm['contextual'] !== undefined) {
    // The same shape as docs.json's `contextual`, each key optional (an invalid one leaves docs.json's menu).
    const parsed = ContextualSchema.partial().safeParse(fm['contextual']);
    if (parsed.success) meta.contextual = parsed.data;
    else
      diagnostics.push({
        severity: 'warning',
        code: 'frontmatter-contextual-invalid',
        message: `\`contextual\` is not { options, display } as in docs.json: ${parsed.error.issues[0]?.message ?? 'invalid'} at ${['contextual', ...(parsed.error.issues[0]?.path ?? [])].join('.')}; docs.json's menu is shown`,
        file,
        line: line + keyLine(yaml, 'contextual'),
        column: 1,
        pointer: '',
        hint: 'give `options` as a list of built-in names (copy, view, chatgpt …) or custom links, and `display` as header or toc',
      });
  }
  for (const [k, v] of Object.entries(fm)) {
    if ((k.startsWith('og:') || k.startsWith('twitter:')) && (typeof v === 'string' || typeof v === 'number')) meta.social[k] = String(v);
  }
  return { meta, diagnostics };
}

/** The 1-based line of a top-level key in the frontmatter (1 when not found). */
function keyLine(yaml: string, key: string): number {
  const i = yaml.split('\n').findIndex((l) => l.startsWith(`${key}:`));
  return i < 0 ? 1 : i + 1;
}

type YamlRead = { ok: true; value: unknown; fixes: LenientFix[] } | { ok: false; message: string; line: number; column: number };

/** Parse frontmatter strictly, else by the lenient reading (its fixes say what it changed). */
export function readYaml(yaml: string): YamlRead {
  const strict = parseDocument(yaml, { prettyErrors: true });
  if (!strict.errors.length) return toValue(strict, []);
  const { text, fixes } = lenientFrontmatter(yaml);
  const lenient = parseDocument(text, { uniqueKeys: false, prettyErrors: true });
  if (!lenient.errors.length) {
    for (const e of strict.errors)
      if (e.code === 'DUPLICATE_KEY') fixes.push({ line: e.linePos?.[0].line ?? 1, what: 'a key is written twice (the last one is used)' });
    return toValue(
      lenient,
      fixes.sort((a, b) => a.line - b.line),
    );
  }
  const first = strict.errors[0]!;
  return { ok: false, message: firstLine(first.message), line: first.linePos?.[0].line ?? 1, column: first.linePos?.[0].col ?? 1 };
}

/** The document's value; expanding aliases past a bound (an alias bomb) is an error, not a hang. */
function toValue(doc: Document, fixes: LenientFix[]): YamlRead {
  try {
    return { ok: true, value: doc.toJS({ maxAliasCount: 100 }), fixes };
  } catch (err) {
    return { ok: false, message: firstLine((err as Error).message), line: 1, column: 1 };
  }
}

/** The parser's message without its position (the diagnostic has it) and the excerpt below it. */
function firstLine(message: string): string {
  return message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
}
