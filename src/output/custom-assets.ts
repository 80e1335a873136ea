/**
 * Site-wide custom CSS and JavaScript, as repositories written for Mintlify expect: every `.css` and `.js`
 * file of the docs folder is loaded by every page (stylesheets after Sextant's, scripts deferred at the end
 * of the body). The files are served as they are (static files); the folder's listing already leaves out
 * node_modules, dot-folders and `.mintignore` / `.sextantignore` patterns. Scripts under `snippets/` are
 * left out: that folder holds MDX snippets and components that pages import, not page scripts.
 */

export interface CustomAssets {
  customCss: string[];
  customJs: string[];
}

/** The URLs of the docs folder's custom stylesheets and scripts, in path order. */
export function customAssetUrls(files: Iterable<string>): CustomAssets {
  const list = [...files].filter((f) => !f.startsWith('_sextant/')).sort();
  const url = (f: string) => '/' + f.split('/').map(encodeURIComponent).join('/');
  return {
    customCss: list.filter((f) => /\.css$/i.test(f)).map(url),
    customJs: list.filter((f) => /\.js$/i.test(f) && !f.startsWith('snippets/')).map(url),
  };
}
