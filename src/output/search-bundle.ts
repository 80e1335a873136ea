import { createIndex } from 'pagefind';
import type { SiteModel } from '../model/site-model.js';
import { htmlLang } from '../render/ui-strings.js';

/** One page for the search index: its URL and a way to get its HTML (read as the index needs it). */
export interface SearchPage {
  url: string;
  html(): string | undefined;
}

/** A file of Pagefind's bundle, by path inside the index folder. */
export interface SearchFile {
  path: string;
  content: Uint8Array;
}

/**
 * Parts of the article left out of the index: controls' labels, API pages' code samples and endpoint
 * line (the page's API terms stand for it, see render/search.tsx).
 */
const EXCLUDED = ['.sx-api-examples', '.sx-endpoint', '.sx-try-it', '.sx-copy', '.sx-prompt-copy', '.sx-contextual', '.sx-heading-anchor'];

/** Pages handed to Pagefind at once: its service parses while the next pages are read. */
const IN_FLIGHT = 32;

/**
 * Pagefind's bundle for these pages (pagefind.js, its worker and WebAssembly, the index, filter and
 * fragment chunks), in memory. Pagefind reads each page's `data-pagefind-*` markup (render/search.tsx):
 * the article is the indexed body, headings with ids become sub-results, filters carry the language and
 * version. The whole site is one index in the site's default language (Pagefind would otherwise split
 * it by language, and a reader could not search every language at once); the language filter scopes it.
 */
export async function buildSearchBundle(site: SiteModel, pages: readonly SearchPage[]): Promise<SearchFile[]> {
  const { index, errors } = await createIndex({ forceLanguage: indexLanguage(site), excludeSelectors: EXCLUDED });
  if (!index) throw new Error(`search index: ${errors.join('; ')}`);
  try {
    let next = 0;
    const failures: string[] = [];
    const worker = async () => {
      for (let i = next++; i < pages.length; i = next++) {
        const html = pages[i]!.html();
        if (html === undefined) continue;
        const added = await index.addHTMLFile({ url: pages[i]!.url, content: indexedPart(html) });
        if (added.errors.length) failures.push(`${pages[i]!.url}: ${added.errors.join('; ')}`);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    if (failures.length) throw new Error(`search index: ${failures.slice(0, 5).join('\n')}`);
    const { files, errors: writeErrors } = await index.getFiles();
    if (writeErrors.length) throw new Error(`search index: ${writeErrors.join('; ')}`);
    return files.filter((f) => isServed(f.path)).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  } finally {
    await index.deleteIndex();
  }
}

/** Pagefind's stemming language: the default language's (ISO 639-1), English for a site without languages. */
function indexLanguage(site: SiteModel): string {
  const languages = site.root.children.filter((d) => d.kind === 'language');
  const code = (languages.find((d) => d.isDefault) ?? languages[0])?.code;
  return code ? htmlLang(code).split('-')[0]!.toLowerCase() : 'en';
}

/**
 * What Pagefind needs of a page: `<html lang>` and `<main>` (the article, its filters); the top bar and
 * sidebar, often most of a page's bytes, would only be parsed to be left out.
 */
export function indexedPart(html: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < start) return html;
  const lang = /^<!doctype html><html lang="([^"]*)"/i.exec(html)?.[1];
  return `<!doctype html><html${lang ? ` lang="${lang}"` : ''}><body>${withoutExamples(html.slice(start, end + 7))}</body></html>`;
}

/**
 * An API page's examples column cut out before Pagefind parses it (it would leave it out anyway, see
 * EXCLUDED): half of such a page's article is its code samples.
 */
function withoutExamples(main: string): string {
  const at = main.indexOf(EXAMPLES);
  if (at < 0) return main;
  const end = main.indexOf('</aside>', at);
  // Only when the column holds no other aside (its end is then the first one).
  if (end < 0 || main.indexOf('<aside', at + 1) < end) return main;
  return main.slice(0, at) + main.slice(end + 8);
}

const EXAMPLES = '<aside class="sx-api-examples"';

/** Pagefind's prebuilt UIs, its highlighter and playground are not used: our dialog is runtime/search/. */
function isServed(file: string): boolean {
  return !/^(pagefind-(ui|modular-ui|component-ui|highlight)\.|playground\/)/.test(file);
}
