/**
 * Data model pages: frontmatter `openapi-schema: "[spec ]Name"` adds one of the spec's named schemas
 * (`components.schemas`, Swagger 2.0 `definitions`) to the MDX page, under the page's own content: its
 * description and type, then its fields as the endpoint pages draw a body's (every field, read-only
 * and write-only alike), with the same shared fragments for deep levels. Navigation found the spec.
 */
import { renderToString } from 'preact-render-to-string';
import type { CompileContext } from '../../content/compile-page.js';
import type { Page } from '../../model/page.js';
import type { PageSchema, SiteModel } from '../../model/site-model.js';
import type { List, Root, RootContent } from 'mdast';
import { toMarkdownText } from '../../content/markdown-text.js';
import { headingId } from '../../common/heading-id.js';
import { atKey, typeLabel } from '../../render/api/schema-format.js';
import { SchemaFields, hasFields } from '../../render/api/schema-tree.js';
import { inWords } from '../../render/components/render-state.js';
import { routeLang, uiStrings } from '../../render/ui-strings.js';
import { apiContext, frontmatterLine, headDescription, refProblems, schemaDrawing, specPageLinks } from './compile-route.js';
import { properties, verbatim } from './endpoint-markdown.js';
import { loadView } from './find-operation.js';
import type { SpecView } from './schema.js';
import { schemasOf } from '../../specs/index-operations.js';
import { toPointer } from '../../common/json-pointer.js';

/** Fields written in the Markdown twin at most. */
const MAX_TWIN_FIELDS = 400;

export async function withDataModel(page: Page, ref: PageSchema, ctx: CompileContext, site: SiteModel): Promise<Page> {
  const api = apiContext(ctx, site);
  const loaded = loadView(ctx.root, ref.spec, api.views);
  const named = loaded ? schemasOf(loaded.view.root) : undefined;
  const where = named === loaded?.view.root['definitions'] ? ['definitions', ref.name] : ['components', 'schemas', ref.name];
  const node =
    loaded && named && Object.hasOwn(named, ref.name)
      ? loaded.view.node(named[ref.name], { file: loaded.view.doc.source, pointer: toPointer(where) })
      : undefined;
  if (!loaded || !node) {
    const message = loaded
      ? `${ref.name} is no schema of ${ref.spec}; the page shows its content only`
      : `${ref.spec} could not be loaded, so the page shows its content only`;
    const file = site.routes.find((r) => r.path === page.route);
    const at = file?.page.kind === 'mdx' ? file.page.file : ref.spec;
    return {
      ...page,
      diagnostics: [
        ...page.diagnostics,
        {
          severity: 'warning',
          code: 'nav-schema-not-found',
          message,
          file: at,
          ...frontmatterLine(ctx, at, 'openapi-schema'),
          pointer: '/openapi-schema',
        },
      ],
    };
  }
  const { view, hash } = loaded;
  const lang = routeLang(site, page.route);
  const { hrefs, markdown, linked, tree, drainFragments } = schemaDrawing(api, view, hash, lang);
  const taken = new Set([...page.toc.map((t) => t.id), ...(page.anchors ?? [])]);
  const id = uniqueId(headingId(ref.name) || 'schema', taken);
  const s = view.merged(node);
  const description = typeof s['description'] === 'string' ? s['description'] : undefined;
  const title = typeof s['title'] === 'string' && s['title'].trim() ? s['title'].trim() : ref.name;
  const section = renderToString(
    inWords(
      uiStrings(lang),
      <section class="sx-api-section api-section sx-data-model">
        <h2 id={id}>{ref.name}</h2>
        <p class="sx-media">
          <span class="sx-pill">{typeLabel(view, node)}</span>
        </p>
        {description ? <div class="sx-api-description" dangerouslySetInnerHTML={{ __html: markdown(description) }} /> : null}
        {hasFields(view, node) ? <SchemaFields ctx={tree('model')} node={node} depth={0} stack={[atKey(node.at)]} /> : null}
      </section>,
    ),
  );
  drainFragments();
  const links = [...(page.links ?? []), ...specPageLinks(hrefs, page.route, ref.spec)];
  return {
    ...page,
    title: page.meta.title ?? title,
    ...(page.description || !description ? {} : headDescription({ description })),
    html: page.html + section,
    searchHtml: (page.searchHtml ?? page.html) + section,
    markdown: ctx.diagnosticsOnly ? '' : `${(page.markdown ?? '').trimEnd()}\n\n${modelMarkdown(view, node, ref.name, description)}`,
    toc: [...page.toc, { depth: 2, id, text: ref.name }],
    anchors: [...(page.anchors ?? []), id],
    dependencies: [...new Set([...page.dependencies, ref.spec, ...view.files])],
    diagnostics: [...page.diagnostics, ...refProblems(ctx, view)],
    ...(linked.size ? { fragments: [...new Set([...(page.fragments ?? []), ...linked])] } : {}),
    ...(links.length ? { links } : {}),
  };
}

/** The data model's part of the Markdown twin: its name, type, description and fields as a nested list. */
function modelMarkdown(view: SpecView, node: Parameters<SpecView['merged']>[0], name: string, description: string | undefined): string {
  const out: RootContent[] = [
    { type: 'heading', depth: 2, children: [{ type: 'text', value: name }] },
    { type: 'paragraph', children: [{ type: 'inlineCode', value: typeLabel(view, node) }] },
  ];
  if (description) out.push(verbatim(description));
  const items = properties(view, node, 0, new Set([atKey(node.at)]), { left: MAX_TWIN_FIELDS });
  if (items.length) out.push({ type: 'list', ordered: false, spread: false, children: items } satisfies List);
  return toMarkdownText({ type: 'root', children: out } satisfies Root);
}

function uniqueId(base: string, taken: ReadonlySet<string>): string {
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}
