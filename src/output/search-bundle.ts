import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createIndex, type PagefindIndex } from 'pagefind';
import type { SiteModel } from '../model/site-model.js';
import { plainCode } from '../render/search-document.js';
import { htmlLang } from '../render/ui-strings.js';
import { running, SiteWriter } from './write-site.js';

/** One page for the search index: its URL and a way to get its search document (read as the index needs it). */
export interface SearchPage {
  url: string;
  document(): string | undefined;
}

/** A file of Pagefind's bundle, by path inside the index folder. */
export interface SearchFile {
  path: string;
  content: Uint8Array;
}

/**
 * Parts of a page left out of the index: controls' labels, API pages' code samples and endpoint line
 * (the page's API terms stand for it, see render/search.tsx).
 */
const EXCLUDED = ['.sx-api-examples', '.sx-endpoint', '.sx-try-it', '.sx-copy', '.sx-prompt-copy', '.sx-contextual', '.sx-heading-anchor'];

/**
 * Pagefind's bundle (pagefind.js, its worker and WebAssembly, the index, filter and fragment chunks),
 * made from pages' search documents (render/search-document.ts). Pagefind reads each page's
 * `data-pagefind-*` markup: the article is the indexed body, headings with ids become sub-results,
 * filters carry the language and version. The whole site is one index in the site's default language
 * (Pagefind would otherwise split it by language, and a reader could not search every language at
 * once); the language filter scopes it.
 *
 * The documents are written as files into a folder of their own, `<route>.html` (see `stagedFile`), and
 * Pagefind reads the folder in one request: it parses a folder's files on every core, while pages handed
 * to it one by one are parsed one after another on one thread (the 3,494 pages of the search bench: 3 s
 * against 7 s). Pagefind names each page by its file, `/guide.html`; the search dialog drops the
 * extension (runtime/search/dialog.ts). Its files depend on the order it reads the documents in, the
 * folder's listing order: every build writes them in route order (a full build as they stream in from
 * the workers, `stream` and `arrived`), so builds of the same pages on the same disk write the same
 * bytes however the workers shared the pages.
 */
export class SearchIndexer {
  /** The folder of documents Pagefind reads (made with the first document). */
  private staging: string | undefined;
  private writer: SiteWriter | undefined;
  private index: Promise<PagefindIndex> | undefined;
  /** The documents of this build's pages not yet written out (undefined: search leaves the page out). */
  private readonly waiting = new Map<string, string | undefined>();
  /** The routes in the order they are streamed, and how many have been written out. */
  private order: readonly string[] = [];
  private streamed = 0;
  /** Every document indexed, by URL, when they are kept for the next build. */
  private readonly documents: Map<string, string> | undefined;
  /** Pagefind's files (or, with `into`, their writing), asked for as soon as the last streamed page was written out. */
  private early: Promise<SearchFile[] | undefined> | undefined;
  /** Where a full build's index is written. */
  private into: string | undefined;
  /** The previous build's kept documents, once read. */
  private previousDocuments: Record<string, string | undefined> | undefined;

  /**
   * `keep`: a file (in the build cache) where the documents are kept for the next build, which takes
   * from it those of the pages it does not build again, so a rebuild indexes what a cold build would.
   */
  constructor(
    private readonly language: string,
    private readonly keep?: string,
  ) {
    if (keep) this.documents = new Map();
  }

  static forSite(site: SiteModel, keep?: string): SearchIndexer {
    return new SearchIndexer(indexLanguage(site), keep);
  }

  /**
   * Write pages' documents out as they arrive, in this order (every route of the build, searchable or
   * not); `into`: the folder the index will be written to (see `write`), so Pagefind can write it as
   * soon as the last page is in.
   */
  stream(order: readonly string[], into?: string): void {
    this.order = order;
    this.into = into;
  }

  /** A page of this build is done: its search document, or undefined when search leaves it out. */
  arrived(url: string, document: string | undefined): void {
    this.waiting.set(url, document);
    while (this.streamed < this.order.length && this.waiting.has(this.order[this.streamed]!)) {
      const next = this.order[this.streamed++]!;
      const doc = this.waiting.get(next);
      this.waiting.delete(next);
      if (doc !== undefined) this.stage(next, doc);
    }
    // Every page of a full build is in: Pagefind makes its index while this thread checks links and
    // writes the other outputs.
    if (this.order.length && this.streamed === this.order.length && !this.early) {
      this.early = this.into ? this.writeBundle(this.into).then(() => undefined) : this.bundle();
      this.early.catch(() => {});
    }
  }

  /**
   * Make the bundle of `pages` (every searchable page, in route order) in memory: those not streamed yet
   * are added (see `addRest`). The index is gone afterwards.
   */
  async files(pages: readonly SearchPage[]): Promise<SearchFile[]> {
    try {
      const rest = await this.addRest(pages);
      const early = rest === 0 && !this.into ? await this.early : undefined;
      const files = early ?? (await this.bundle());
      this.keepDocuments();
      return files.filter((f) => isServed(f.path)).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    } finally {
      await this.discard();
    }
  }

  /**
   * Write the bundle of `pages` into the folder `dir` (Pagefind writes its files itself: no copy of
   * them passes through this process); returns the files written, relative to `dir`, sorted. The index
   * is gone afterwards.
   */
  async write(pages: readonly SearchPage[], dir: string): Promise<string[]> {
    try {
      const rest = await this.addRest(pages);
      if (rest === 0 && this.early && this.into === dir) await this.early;
      else await this.writeBundle(dir);
      this.keepDocuments();
      return servedFiles(dir);
    } finally {
      await this.discard();
    }
  }

  /**
   * Whether `pages` (every searchable page, in route order) have, in the same order, the documents the
   * previous build indexed and kept: the index it wrote is then the one this build would write, byte for
   * byte (a rebuild that changed no page's text, an image or an icon, or nothing at all).
   */
  unchangedSince(pages: readonly SearchPage[]): boolean {
    if (this.order.length) return false;
    const kept = this.kept();
    const urls = Object.keys(kept);
    if (!urls.length || urls.length !== pages.length) return false;
    return pages.every(({ url }, i) => urls[i] === url && (this.waiting.has(url) ? this.waiting.get(url) : kept[url]) === kept[url]);
  }

  /**
   * Write out the pages not streamed yet, in their order, with this build's document, else the previous
   * build's kept one, else `document()`; returns how many there were.
   */
  private async addRest(pages: readonly SearchPage[]): Promise<number> {
    const streamed = new Set(this.order.slice(0, this.streamed));
    const rest = pages.filter((p) => !streamed.has(p.url));
    // Pagefind read the folder when the stream ended: an index of more pages is made anew.
    if (rest.length && this.index) {
      await this.early?.catch(() => {});
      const made = this.index;
      this.index = undefined;
      await made.then((i) => i.deleteIndex()).catch(() => {});
    }
    const kept = rest.some((p) => !this.waiting.has(p.url)) ? this.kept() : {};
    for (const page of rest) {
      const document = this.waiting.get(page.url) ?? kept[page.url] ?? page.document();
      if (document !== undefined) this.stage(page.url, document);
    }
    return rest.length;
  }

  /** Keep this build's documents for the next one, when asked to. */
  private keepDocuments(): void {
    if (!this.keep || !this.documents) return;
    fs.mkdirSync(path.dirname(this.keep), { recursive: true });
    fs.writeFileSync(this.keep, JSON.stringify(Object.fromEntries(this.documents)));
  }

  /** Write a document out for Pagefind. */
  private stage(url: string, content: string): void {
    this.documents?.set(url, content);
    if (!this.writer) {
      sweepAbandoned();
      this.staging = fs.mkdtempSync(path.join(os.tmpdir(), `${STAGING}${process.pid}-`));
      this.writer = SiteWriter.into(this.staging);
    }
    this.writer.write(stagedFile(url), content);
  }

  /** Pagefind's files for the documents written out so far, in memory. */
  private async bundle(): Promise<SearchFile[]> {
    const index = await this.indexed();
    if (!index) return [];
    const { files, errors } = await index.getFiles();
    if (errors.length) throw new Error(`search index: ${errors.join('; ')}`);
    return files;
  }

  /** Pagefind's files for the documents written out so far, written into `dir` (nothing without documents). */
  private async writeBundle(dir: string): Promise<void> {
    const index = await this.indexed();
    if (!index) return;
    const { errors } = await index.writeFiles({ outputPath: dir });
    if (errors.length) throw new Error(`search index: ${errors.join('; ')}`);
  }

  /** The index of the documents written out (undefined: there are none), made once. */
  private indexed(): Promise<PagefindIndex | undefined> {
    const staging = this.staging;
    if (!staging) return Promise.resolve(undefined);
    this.index ??= (async () => {
      const { index, errors } = await createIndex({ forceLanguage: this.language, excludeSelectors: EXCLUDED });
      if (!index) throw new Error(`search index: ${errors.join('; ')}`);
      const added = await index.addDirectory({ path: staging });
      if (added.errors.length) throw new Error(`search index: ${added.errors.slice(0, 5).join('\n')}`);
      return index;
    })();
    return this.index;
  }

  /** Drop the index and its documents' folder (a build that fails or stops); Pagefind's process stays for the next one. */
  async discard(): Promise<void> {
    const index = this.index;
    const staging = this.staging;
    this.index = undefined;
    this.staging = undefined;
    this.writer = undefined;
    // A bundle being written (into an output a failed build is about to remove) is finished first.
    await this.early?.catch(() => {});
    await index?.then((i) => i.deleteIndex()).catch(() => {});
    if (staging) fs.rmSync(staging, { recursive: true, force: true });
  }

  /** The previous build's documents (none when there is no such file or it cannot be read), read once. */
  private kept(): Record<string, string | undefined> {
    if (this.previousDocuments) return this.previousDocuments;
    this.previousDocuments = {};
    if (this.keep) {
      try {
        this.previousDocuments = JSON.parse(fs.readFileSync(this.keep, 'utf8')) as Record<string, string>;
      } catch {
        // None kept, or not readable: every document is read from the pages.
      }
    }
    return this.previousDocuments;
  }
}

/**
 * The file a page's document is written to for Pagefind: `guide/setup.html`, not the output's
 * `guide/setup/index.html`, as a folder per page costs far more to make than a file on some disks (on
 * this project's machine 1.2 ms a folder, 20 times a file); the root's is `index.html`, which Pagefind
 * names `/`.
 */
export function stagedFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/** The start of a scratch folder's name, before the pid of the process writing it. */
const STAGING = 'sextant-search-';

/** Remove the scratch folders of builds killed before they could (their pid has no process). */
function sweepAbandoned(): void {
  let names: string[];
  try {
    names = fs.readdirSync(os.tmpdir());
  } catch {
    return;
  }
  for (const name of names) {
    const pid = name.startsWith(STAGING) ? Number(/^(\d+)-/.exec(name.slice(STAGING.length))?.[1]) : NaN;
    if (pid && pid !== process.pid && !running(pid)) fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
}

/** Pagefind's bundle for these pages, in memory (see SearchIndexer). */
export async function buildSearchBundle(site: SiteModel, pages: readonly SearchPage[]): Promise<SearchFile[]> {
  return SearchIndexer.forSite(site).files(pages);
}

/** Pagefind's stemming language: the default language's (ISO 639-1), English for a site without languages. */
function indexLanguage(site: SiteModel): string {
  const languages = site.root.children.filter((d) => d.kind === 'language');
  const code = (languages.find((d) => d.isDefault) ?? languages[0])?.code;
  return code ? htmlLang(code).split('-')[0]!.toLowerCase() : 'en';
}

/**
 * A written page's search document, for the pages a rebuild did not render again (their documents
 * are not at hand): `<html lang dir>` and `<main>` (the article, its filters) with code blocks as plain
 * text; the top bar and sidebar, often most of a page's bytes, would only be parsed to be left out.
 */
export function writtenPageDocument(html: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < start) return html;
  const [, lang, dir] = /^<!doctype html><html lang="([^"]*)"(?: dir="(rtl)")?/i.exec(html) ?? [];
  const main = plainCode(withoutExamples(html.slice(start, end + 7)));
  return `<!doctype html><html${lang ? ` lang="${lang}"` : ''}${dir ? ` dir="${dir}"` : ''}><body>${main}</body></html>`;
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

/** The files of a written bundle that are served, relative to `dir` and sorted; the others are removed. */
function servedFiles(dir: string): string[] {
  let entries: fs.Dirent[];
  try {
    // With their types: a stat per file was two system calls for each of a large site's thousands of fragments.
    entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  const files: string[] = [];
  const named = entries.map((e) => ({ e, name: path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/') }));
  for (const { e, name } of named.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    // `name + '/'`: a folder of files that are not served (playground/) goes whole.
    if (!isServed(name) || !isServed(name + '/')) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
    else if (e.isFile()) files.push(name);
  }
  return files;
}

/** Pagefind's prebuilt UIs, its highlighter and playground are not used: our dialog is runtime/search/. */
function isServed(file: string): boolean {
  return !/^(pagefind-(ui|modular-ui|component-ui|highlight)\.|playground\/)/.test(file);
}
