import { renderToString } from 'preact-render-to-string';
import type { Page } from '../model/page.js';
import type { Route } from '../model/site-model.js';
import type { SiteIndex } from './site-index.js';
import { ApiSearchTerms, ChannelSearchTerms, contentWeight, searchBoost, SearchFilters, searchScope } from './search.js';
import { pageLang, textDirection } from './ui-strings.js';
import { pageVisibility } from './visibility.js';

/**
 * A page as the search index reads it, made beside the page's HTML in the build workers: only what
 * Pagefind indexes (title, description, the operation's search words, the content with its heading
 * ids, the language and version filters) and none of the layout (top bar, sidebar, scripts, the API
 * data), with code blocks as plain text instead of one `<span>` per token. The whole written page was
 * 2 to 7 times its size, and Pagefind parsed all of it. Undefined for a page search leaves out.
 */
export function searchDocument(index: SiteIndex, route: Route, page: Page): string | undefined {
  const site = index.site;
  if (!pageVisibility(route, page.meta, site).search) return undefined;
  const path = index.pathTo(route.division);
  const lang = pageLang(path);
  const body = renderToString(
    <>
      <article data-pagefind-body="" data-pagefind-weight={contentWeight(searchBoost(route, page))}>
        {page.ownH1 ? null : <h1 data-pagefind-meta="title">{page.title}</h1>}
        {page.description ? <p>{page.description}</p> : null}
        {page.api ? <ApiSearchTerms api={page.api} /> : null}
        {page.channel ? <ChannelSearchTerms channel={page.channel} /> : null}
        {page.meta.keywords?.length ? (
          <p hidden data-pagefind-weight="5">
            {page.meta.keywords.join(' ')}
          </p>
        ) : null}
        <div dangerouslySetInnerHTML={{ __html: plainCode(page.searchHtml ?? page.html) }} />
      </article>
      <SearchFilters scope={searchScope(path)} />
    </>,
  );
  const dir = textDirection(lang) === 'rtl' ? ' dir="rtl"' : '';
  return `<!doctype html><html lang="${lang}"${dir}><body>${body}</body></html>`;
}

/**
 * Highlighted code blocks as plain text: a `<pre>`'s markup is only Shiki's token spans (its text is
 * escaped, so `<` inside is always markup, and a `<pre>` never holds another), which Pagefind would
 * parse and drop.
 */
export function plainCode(html: string): string {
  return html.replace(/<pre\b[^>]*>([\s\S]*?)<\/pre>/g, (_, inner: string) => `<pre>${inner.replace(/<[^>]*>/g, '')}</pre>`);
}
