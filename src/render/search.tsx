import type { Division, Route } from '../model/site-model.js';
import type { Page } from '../model/page.js';
import type { ApiPageData } from '../model/api-page.js';
import type { ChannelConsoleData } from '../model/channel-page.js';
import { UiIcon } from './layout/ui-icons.js';
import type { SearchDialogText } from '../model/ui-text.js';
import { ENGLISH } from './ui-strings.js';

/** Where the search index (Pagefind's bundle) is served: the build writes it there, `sextant dev` serves it from memory. */
export const SEARCH_INDEX_URL = '/_sextant/search/';

/** The Pagefind filters a page carries: its language and version, the reader's default search scope. */
export interface SearchScope {
  language?: string;
  version?: string;
}

/** A page's search ranking multiplier: its frontmatter `boost`, else its group's. */
export function searchBoost(route: Route, page: Pick<Page, 'meta'>): number | undefined {
  return page.meta.boost ?? route.boost;
}

/** The language and version of the divisions above a page (what scoped search filters on). */
export function searchScope(path: readonly Division[]): SearchScope {
  const language = path.find((d) => d.kind === 'language');
  const version = path.find((d) => d.kind === 'version');
  return {
    ...(language ? { language: language.code ?? language.label } : {}),
    ...(version ? { version: version.code ?? version.label } : {}),
  };
}

/**
 * Pagefind's weight for a page's content from its `boost` (Pagefind ranks words by the weight of the
 * element they sit in; headings keep their own higher weights). Pagefind accepts 0 to 10.
 */
export function contentWeight(boost: number | undefined): string | undefined {
  if (boost === undefined || boost === 1) return undefined;
  return String(Math.min(10, Math.max(0.1, boost)));
}

/**
 * The filters of a searchable page, outside its indexed content (Pagefind reads filters anywhere in
 * the document); one element per filter, as Pagefind's attribute form takes one key per attribute.
 */
export function SearchFilters({ scope }: { scope: SearchScope }) {
  const entries = Object.entries(scope).filter(([, v]) => v);
  if (entries.length === 0) return null;
  return (
    <div hidden class="sx-search-filters">
      {entries.map(([k, v]) => (
        <span key={k} data-pagefind-filter={`${k}:${String(v).replace(/,/g, ' ')}`} />
      ))}
    </div>
  );
}

/**
 * The top bar's search box: a button that opens the search dialog (runtime/search-opener.ts loads it
 * from `dialog` on the first click or Ctrl/Cmd+K). It works as a plain button: nothing is fetched until then.
 */
export function SearchButton({
  prompt,
  dialog,
  scope,
  text = ENGLISH.searchDialog,
}: {
  prompt: string;
  dialog: string;
  scope: SearchScope;
  /** The dialog's words in the page's language; handed to the runtime when they are not its own English ones. */
  text?: SearchDialogText;
}) {
  return (
    <button
      type="button"
      id="search-bar-entry"
      class="sx-search-button"
      data-sx-search={dialog}
      data-sx-search-index={SEARCH_INDEX_URL}
      data-sx-search-language={scope.language}
      data-sx-search-version={scope.version}
      data-sx-search-text={text === ENGLISH.searchDialog ? undefined : JSON.stringify(text)}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K /"
    >
      <UiIcon name="search" />
      {/* The button's name; narrow screens show only the icon and keep the text for screen readers. */}
      <span class="sx-search-prompt">{prompt}</span>
      <kbd class="sx-search-kbd" aria-hidden="true">
        Ctrl K
      </kbd>
    </button>
  );
}

/**
 * An API operation's words for search, hidden in its indexed content: the method, the path (whole and
 * by segment) and the parameters' names, each a word of its own (the page draws them run together
 * with their neighbours, `GET/notes`, `limitinteger`) and weighted like a title.
 */
/** An AsyncAPI channel's words for search, as for API operations: its address (whole and by segment), id and message names. */
export function ChannelSearchTerms({ channel }: { channel: ChannelConsoleData }) {
  const c = channel.channel;
  const segments = c.address.split(/[/{}]+/).filter(Boolean);
  const messages = [...channel.send, ...channel.receive].flatMap((m) => [m.name, m.title, m.id].filter((x): x is string => !!x));
  const words = [c.address, ...segments, c.id, ...messages].filter(Boolean);
  return (
    <p hidden data-pagefind-weight="7">
      {[...new Set(words)].join(' ')}
    </p>
  );
}

export function ApiSearchTerms({ api }: { api: ApiPageData }) {
  const segments = api.path.split(/[/{}]+/).filter(Boolean);
  const words = [api.method, api.path, ...segments, ...api.parameters.map((p) => p.name)];
  return (
    <p hidden data-pagefind-weight="7">
      {[...new Set(words)].join(' ')}
    </p>
  );
}
