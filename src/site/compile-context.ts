import type { SiteModel } from '../model/site-model.js';
import type { CompileContext } from '../content/compile-page.js';
import { codeThemes } from '../content/highlight.js';
import { SnippetLoader } from '../content/snippets.js';

/** What compiling pages needs, from the site model and the folder's files. */
export function compileContext(root: string, site: SiteModel, files: ReadonlySet<string>, dev: boolean): CompileContext {
  return {
    root,
    variables: site.settings.variables,
    codeThemes: codeThemes(site.settings.styling.codeblocks),
    ...linkTargets(site),
    files,
    dev,
    snippets: new SnippetLoader(),
    ...(site.settings.api ? { api: site.settings.api } : {}),
    iconLibrary: site.settings.icons.library,
  };
}

/** Routes and redirect sources a page may link to; wildcard sources count by their fixed prefix. */
function linkTargets(site: SiteModel): { routes: Set<string>; redirectPrefixes: string[] } {
  const routes = new Set(site.routes.map((r) => r.path));
  const redirectPrefixes: string[] = [];
  for (const { source } of site.settings.redirects) {
    const wild = source.search(/[:*]/);
    if (wild === -1) routes.add(source.replace(/\/+$/, '') || '/');
    else if (wild > 1) redirectPrefixes.push(source.slice(0, wild));
  }
  return { routes, redirectPrefixes };
}
