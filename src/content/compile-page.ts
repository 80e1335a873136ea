import fs from 'node:fs';
import path from 'node:path';
import type { Nodes, Root as MdastRoot, Yaml } from 'mdast';
import { walk } from './walk.js';
import { settleParagraphs } from './block-paragraphs.js';
import { latexComponents } from './latex-component.js';
import { mermaidComponents } from './mermaid-component.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Page, PageLink, TocEntry } from '../model/page.js';
import type { CollectedField } from '../render/components/api-fields.js';
import { renderState, type IconLibrary } from '../render/components/render-state.js';
import type { ApiSettings } from '../model/settings.js';
import { componentPositions, createScope, drawnText, hasMath, toContentHtml } from './render-hast.js';
import type { EvalScope } from './evaluate.js';
import { readFrontmatter } from './frontmatter.js';
import { titleFromFile } from './quick-title.js';
import { emptyPage } from './empty-page.js';
import { parseMdx } from './parse-mdx.js';
import { ALIAS, addHeadingIds, escapeCustomHeadingIds } from './plugins/remark-heading-ids.js';
import { tocOutline, tocWithLateHeadings, tocWithUpdates } from './update-toc.js';
import { resolveLinks } from './plugins/remark-links.js';
import { substituteVariables } from './variables.js';
import type { CodeThemes } from './highlight.js';
import { mergedNeeds, resolveSnippetImports, snippetTree, type SnippetLoader } from './snippets.js';
import { markdownTwin } from './markdown-twin.js';
import { twoslashForTwin } from './twoslash-twin.js';
import { inlineDescription } from './inline-markdown.js';
import { handWrittenApi, isApiPage, markExamples, withExamplesColumn } from './api-frontmatter.js';
import { sectionFields } from './api-sections.js';
import { ENGLISH, uiStrings } from '../render/ui-strings.js';
import { iconWarnings } from './icon-warnings.js';
import { iconStandIn } from '../render/components/icon.js';

/** What compiling a page needs from the site. */
export interface CompileContext {
  root: string;
  variables: Record<string, string>;
  codeThemes: CodeThemes;
  routes: ReadonlySet<string>;
  redirectPrefixes?: readonly string[];
  /** Folders that hold pages but no index page → their first page (links to the folder go there). */
  folderPages?: ReadonlyMap<string, string>;
  files: ReadonlySet<string>;
  /** Development: unknown components show a visible marker. */
  dev: boolean;
  snippets: SnippetLoader;
  /** docs.json `api`: hand-written API pages read `api.mdx` and `api.playground`. */
  api?: ApiSettings;
  /** docs.json `icons.library`: where icon names resolve when an icon does not say. */
  iconLibrary?: IconLibrary;
  /** Where the author's compiled components are cached (the build cache's folder). */
  componentCache?: string;
  /** False when docs.json `styling.latex` is false: `$` and `$$` are text, not math. */
  math?: boolean;
  /**
   * Compiled for `sextant check`: diagnostics, anchors and links are as in a build, but what only the
   * outputs use and reports nothing is not made (Markdown twins, an API page's code samples, response
   * examples, search HTML and playground data): `markdown` is empty. On a site with GitHub's API pages,
   * the twins alone were a fifth of check's time.
   */
  diagnosticsOnly?: true;
}

/** How a page is compiled. */
export interface CompileOptions {
  /**
   * An API reference joins the page (frontmatter naming an operation, an operation's `x-docs.content`):
   * its own RequestExample/ResponseExample blocks are left out of `html`, for the reference to place
   * (`Page.ownExamples`). Otherwise they are put in a column beside the content.
   */
  examplesApart?: boolean;
  /** The page's BCP 47 `lang` (render/ui-strings.ts routeLang): components write its words. English when unset. */
  lang?: string;
}

/** The texts of the snippets a page uses (those that cannot be read left out). */
function* snippetSources(root: string, files: readonly string[]): Iterable<readonly [string, string]> {
  for (const f of files) {
    try {
      yield [f, fs.readFileSync(path.join(root, f), 'utf8')];
    } catch {
      // Gone since it was compiled: the warning stays on the page.
    }
  }
}

/** Compile one MDX or Markdown page to its content HTML, title, table of contents and diagnostics. */
export async function compilePage(file: string, route: string, ctx: CompileContext, options: CompileOptions = {}): Promise<Page> {
  return compileMdxText(fs.readFileSync(path.join(ctx.root, file), 'utf8'), file, route, ctx, options);
}

/**
 * Compile MDX text that is not a page file of its own (an OpenAPI operation's `x-docs.content`):
 * the same pipeline as compilePage, with `file` naming where the text came from in diagnostics.
 */
export async function compileMdxText(
  source: string,
  file: string,
  route: string,
  ctx: CompileContext,
  options: CompileOptions = {},
): Promise<Page> {
  const diagnostics: Diagnostic[] = [];
  const text = escapeCustomHeadingIds(substituteVariables(source, ctx.variables, file, diagnostics));
  const parsed = parseMdx(text, file, { math: ctx.math });
  const fallbackTitle = titleFromFile(file);
  if (!parsed.ok) {
    return emptyPage(route, fallbackTitle, { diagnostics: [...diagnostics, parsed.diagnostic] });
  }
  diagnostics.push(...parsed.warnings);
  const tree = parsed.tree;
  const yaml = tree.children.find((n): n is Yaml => n.type === 'yaml');
  const fm = readFrontmatter(yaml?.value, file, yaml?.position?.start.line ?? 1);
  diagnostics.push(...fm.diagnostics);
  const toc: TocEntry[] = [];
  // Components written on one line stand as blocks (a ResponseField so written is a field of its section).
  settleParagraphs(tree);
  // Hand-written API pages: fields under a heading per location, before headings get their ids.
  const words = uiStrings(options.lang ?? 'en');
  if (isApiPage(fm.meta.raw)) sectionFields(tree, words.api);
  const links: PageLink[] = [];
  const assets = new Set<string>();
  resolveLinks(
    tree,
    {
      file,
      route,
      links,
      routes: ctx.routes,
      files: ctx.files,
      ...(ctx.redirectPrefixes ? { redirectPrefixes: ctx.redirectPrefixes } : {}),
      ...(ctx.folderPages ? { folderPages: ctx.folderPages } : {}),
    },
    assets,
    diagnostics,
  );
  latexComponents(tree, text);
  const math = hasMath(tree);
  mermaidComponents(tree);
  const classes = new Set<string>();
  const scope = createScope(file, ctx.dev, diagnostics, componentPositions(tree, classes));
  const snippets = await resolveSnippetImports(tree, file, ctx, scope, diagnostics, [file], parsed.relaxed ? undefined : text);
  // Once the page's names are known: a heading's id and contents entry read its expressions' values, as it is drawn.
  const headingIds = addHeadingIds(tree, toc, (h) => drawnText(h, scope));
  const outline = tocOutline(tree);
  const anchors = writtenIds(tree);
  const title = fm.meta.title ?? firstHeading(tree, scope) ?? fallbackTitle;
  const described = describedInline(fm.meta.description);
  // The twin is written before the examples leave the tree (they belong in the Markdown too).
  let markdown = '';
  if (!ctx.diagnosticsOnly) {
    await twoslashForTwin(tree, ctx.codeThemes);
    const twinHead = { title, description: fm.meta.description, markdown: !!described.descriptionHtml };
    markdown = markdownTwin(tree, twinHead, scope, snippetTree, parsed.relaxed ? undefined : text);
  }
  // API pages: the page's own examples drawn apart (for a column), ParamFields collected for the playground.
  const ownExamples = markExamples(tree);
  const apiFields: CollectedField[] | undefined = isApiPage(fm.meta.raw) ? [] : undefined;
  const highlighted: [string, string][] = [];
  const drawing = renderState(ctx.iconLibrary, apiFields, headingIds);
  if (words !== ENGLISH) drawing.words = words;
  const content = await toContentHtml(
    tree,
    { codeThemes: ctx.codeThemes, record: (id, pre) => highlighted.push([id, pre]), report: { file, sink: diagnostics } },
    scope,
    math,
    diagnostics,
    drawing,
  );
  // The frontmatter's icon (drawn beside the page's sidebar link) is checked here too, at its line.
  const ownIcon = fm.meta.icon ? iconStandIn(fm.meta.icon, ctx.iconLibrary ?? 'fontawesome') : undefined;
  if (ownIcon) (drawing.iconStandIns ??= []).unshift(ownIcon);
  diagnostics.push(...iconWarnings(drawing.iconStandIns, source, file, () => snippetSources(ctx.root, snippets.files)));
  const own = options.examplesApart && ownExamples && content.apart !== undefined ? { ...ownExamples, html: content.apart } : undefined;
  const drawn = content.apart === undefined || own ? content.html : withExamplesColumn(content.html, content.apart);
  const api =
    apiFields &&
    (await handWrittenApi(
      fm.meta.raw,
      apiFields,
      ctx.api,
      { file, yaml: yaml?.value ?? '', line: yaml?.position?.start.line ?? 1 },
      // Examples kept apart for a reference that joins the page: it draws the examples column.
      own
        ? { html: drawn }
        : {
            html: content.html,
            ...(content.apart !== undefined ? { apart: content.apart } : {}),
            ...(ownExamples ? { own: ownExamples } : {}),
          },
      { ...(ctx.diagnosticsOnly || own ? {} : { themes: ctx.codeThemes }), words },
      diagnostics,
    ));
  const html = api?.html ?? drawn;
  // Accordions, steps, updates and fields take their ids while rendering.
  for (const id of drawing.fieldIds) anchors.add(id);
  links.push(...snippets.links);
  const endpoint = api?.data ? `\`${api.data.method.toUpperCase()} ${api.data.servers[0]?.url ?? ''}${api.data.path}\`\n\n` : '';
  return {
    route,
    title,
    ...(fm.meta.description ? { description: fm.meta.description } : {}),
    ...described,
    meta: fm.meta,
    html,
    // A hand-written API page's twin names its endpoint first, as a generated one does.
    markdown: endpoint ? withEndpoint(markdown, endpoint, !!fm.meta.description) : markdown,
    toc: tocWithLateHeadings(tocWithUpdates(toc, outline, drawing.updates), outline, drawing.lateHeadings),
    needs: mergedNeeds({ math, mermaid: content.mermaid, elk: content.elk }, snippets.needs),
    dependencies: snippets.files,
    assets: [...assets],
    diagnostics,
    ...(classes.size + snippets.classes.length ? { classes: [...new Set([...classes, ...snippets.classes])].sort() } : {}),
    ...(api?.data ? { api: api.data } : {}),
    ...(highlighted.length ? { highlighted } : {}),
    ...(opensWithH1(html) ? { ownH1: true } : {}),
    ...(own ? { ownExamples: own } : {}),
    ...(drawing.icons.size ? { icons: [...drawing.icons] } : {}),
    ...(drawing.panel ? { panel: drawing.panel } : {}),
    ...(drawing.updates?.length ? { feed: drawing.updates } : {}),
    ...(content.islands.length ? { islands: content.islands } : {}),
    ...(anchors.size ? { anchors: [...anchors] } : {}),
    ...(links.length ? { links } : {}),
  };
}

/** The ids written in the page before rendering: headings' (given by addHeadingIds), `id` props of elements and tabs, and raw HTML's. */
function writtenIds(tree: MdastRoot): Set<string> {
  const ids = new Set<string>();
  walk<Nodes>(tree, (node) => {
    if (node.type === 'heading') {
      for (const key of ['id', ALIAS]) {
        const id = node.data?.hProperties?.[key];
        if (typeof id === 'string') ids.add(id);
      }
    } else if (node.type === 'html') {
      // Raw HTML of Markdown pages (`<a id="x"></a>`): its ids are the author's anchors too.
      for (const m of node.value.matchAll(/\s(?:id|name)\s*=\s*["']([^"']+)["']/g)) ids.add(m[1]!);
    } else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && /^([a-z]|Tab$)/.test(node.name)) {
      for (const a of node.attributes)
        if (a.type === 'mdxJsxAttribute' && (a.name === 'id' || (a.name === 'name' && node.name === 'a')) && typeof a.value === 'string')
          ids.add(a.value);
    }
  });
  return ids;
}

/** A description written with inline Markdown: drawn as such under the title, as plain text in meta tags. */
function describedInline(description: string | undefined): Pick<Page, 'descriptionHtml' | 'headDescription'> {
  const inline = description ? inlineDescription(description) : undefined;
  return inline ? { descriptionHtml: inline.html, headDescription: inline.plain } : {};
}

/** The twin with the endpoint line after its title and description (before the content). */
function withEndpoint(markdown: string, line: string, described: boolean): string {
  const blocks = markdown.split('\n\n');
  const head = blocks[0]?.startsWith('# ') ? (described ? 2 : 1) : 0;
  return [...blocks.slice(0, head), line.trimEnd(), ...blocks.slice(head)].join('\n\n');
}

/** Whether content HTML opens with its own h1 (a `#` title, or a component or snippet that starts with one). */
export function opensWithH1(html: string): boolean {
  return /^\s*<h1[\s>]/.test(html);
}

function firstHeading(tree: MdastRoot, scope: EvalScope): string | undefined {
  const h = tree.children.find((n) => n.type === 'heading' && n.depth === 1);
  return h ? drawnText(h, scope).trim() || undefined : undefined;
}
