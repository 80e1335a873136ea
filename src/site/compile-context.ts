import type { SiteModel } from '../model/site-model.js';
import { linkTargets } from '../navigation/link-targets.js';
import type { CompileContext } from '../content/compile-page.js';
import { codeThemes, useCodeLanguages } from '../content/highlight.js';
import { SnippetLoader } from '../content/snippets.js';

/** What compiling pages needs, from the site model and the folder's files. */
export function compileContext(root: string, site: SiteModel, files: ReadonlySet<string>, dev: boolean): CompileContext {
  // The site's own grammars, in the thread that compiles with this context (each build worker makes one).
  useCodeLanguages(site.codeLanguages ?? []);
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
    ...(site.settings.styling.latex === false ? { math: false } : {}),
  };
}

export { folderPages, linkTargets, type LinkTargets } from '../navigation/link-targets.js';
