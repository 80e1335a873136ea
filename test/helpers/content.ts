import { compilePage, type CompileContext } from '../../src/content/compile-page.js';
import { SnippetLoader } from '../../src/content/snippets.js';
import { BUILTIN_COMPONENTS, MINTLIFY_CLASSES } from '../../src/render/components/index.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import type { Page } from '../../src/model/page.js';
import { tmpSite } from './tmp-site.js';

export interface ContentOptions {
  variables?: Record<string, string>;
  /** Routes besides those of the written pages. */
  routes?: string[];
  /** Project files besides those written. */
  files?: string[];
  dev?: boolean;
  snippets?: SnippetLoader;
}

/** The route a page file gets: its path without extension, `index` standing for its folder. */
export function routeOf(file: string): string {
  return '/' + file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
}

/** A CompileContext over a temp docs folder: every written file is a project file, every page a route. */
export function contentSite(files: Record<string, string>, options: ContentOptions = {}): CompileContext {
  const root = tmpSite(files);
  const pages = Object.keys(files).filter((f) => /\.mdx?$/.test(f) && !f.startsWith('snippets/'));
  return {
    root,
    variables: options.variables ?? {},
    codeThemes: { light: 'github-light', dark: 'github-dark' },
    routes: new Set([...pages.map(routeOf), ...(options.routes ?? [])]),
    files: new Set([...Object.keys(files), ...(options.files ?? [])]),
    dev: options.dev ?? false,
    snippets: options.snippets ?? new SnippetLoader(),
  };
}

/** Compile one page written as `file` (other files of the folder alongside it). */
export async function compileSource(
  source: string,
  options: ContentOptions & { file?: string; others?: Record<string, string> } = {},
): Promise<Page> {
  const file = options.file ?? 'page.mdx';
  const ctx = contentSite({ [file]: source, ...options.others }, options);
  const page = await compilePage(file, routeOf(file), ctx);
  // Without the data-component-name marks of built-in components: tests read a component's own markup
  // (test/components.test.ts checks the marks).
  return { ...page, html: withoutMarks(page.html) };
}

const BUILTIN_MARK = new RegExp(` data-component-name="(?:${Object.keys(BUILTIN_COMPONENTS).join('|')})"`, 'g');

/**
 * The reference's class names Sextant writes beside its own: the components' (MINTLIFY_CLASSES), those drawn
 * where a component has no element of its own (`.code-block`, `.tab`), and the layout's (`.sidebar-group`,
 * `.toc-item`, `.mdx-content` …).
 */
const MINTLIFY = new Set([
  ...Object.values(MINTLIFY_CLASSES).flatMap((c) => c.split(' ')),
  'code-block',
  'tab',
  'panel',
  'mdx-content',
  'prose',
  'toc-item',
  'pagination-prev',
  'pagination-next',
  'sidebar-group',
  'sidebar-group-header',
  'sidebar-title',
  'nav-tag-pill',
  'nav-anchors',
  'nav-anchor',
  'nav-tabs',
  'nav-tabs-item',
  'topbar-right-container',
  'nav-logo',
  'nav-dropdown-item-title',
  'nav-dropdown-item-description',
  'api-section',
  'method-pill',
  'tryit-button',
]);

/** Class attributes that hold only the reference's names, on elements with no class of Sextant's own. */
const ONLY_MARKS =
  / class="(?:sidebar-group-header|nav-anchor|nav-tabs-item|navbar-link|nav-logo|pagination-title|nav-dropdown-(?:trigger|content|item))"/g;

/**
 * HTML without the reference's marks (for tests of Sextant's own markup; test/components.test.ts and
 * test/browser/custom-css-selectors.test.ts check the marks): built-in components' data-component-name,
 * the reference's class names beside Sextant's own or alone (a Markdown link's `link`, a sidebar group's
 * header), a badge's `data-badge`, `data-color` and `data-size`, and the layout's `data-active`,
 * `data-depth` and `data-current-path`. The layout's ids stay.
 */
export function withoutMarks(html: string): string {
  return html
    .replace(BUILTIN_MARK, '')
    .replace(/(<a [^>]*?) class="link"/g, '$1')
    .replace(ONLY_MARKS, '')
    .replace(/ data-badge(?:="")? data-color="[a-z-]+" data-size="[a-z]+"/g, '')
    .replace(/ data-(?:active|active-deepest)="true"| data-depth="\d+"| data-current-path="[^"]*"/g, '')
    .replace(
      / class="(sx-[^"]*)"/g,
      (_, c: string) =>
        ` class="${c
          .split(' ')
          .filter((x) => !MINTLIFY.has(x))
          .join(' ')}"`,
    );
}

/** The diagnostics of one code, reduced to what tests compare. */
export function located(
  diagnostics: readonly Diagnostic[],
  code: string,
): { severity: string; file: string; line: number; column: number }[] {
  return diagnostics.filter((d) => d.code === code).map((d) => ({ severity: d.severity, file: d.file, line: d.line, column: d.column }));
}
