/**
 * The OpenAPI page producer: a generated operation or webhook route into its endpoint page, and the
 * operation's reference added to an MDX page whose frontmatter names one. pages/ decides which
 * route goes where.
 */
import fs from 'node:fs';
import nodePath from 'node:path';
import { renderToString } from 'preact-render-to-string';
import { compileMdxText, opensWithH1, type CompileContext } from '../../content/compile-page.js';
import { splitTitle, withOwnExamplesPlaced } from '../../content/api-frontmatter.js';
import { readFrontmatter } from '../../content/frontmatter.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import type { Endpoint } from '../../model/api-endpoint.js';
import type { PlaygroundDisplay } from '../../model/api-page.js';
import type { Page, PageLink } from '../../model/page.js';
import type { Route, PageOperation, PageSource, SiteModel } from '../../model/site-model.js';
import type { ApiSettings } from '../../model/settings.js';
import { placeholderApiPage } from '../placeholder-page.js';
import { FragmentStore, type Mode } from '../../render/api/fragments.js';
import { EndpointSearchView, EndpointView, endpointAnchors, endpointToc, type CodeView } from '../../render/api/endpoint-view.js';
import { hasPlayground } from '../../render/render-page.js';
import { inWords } from '../../render/components/render-state.js';
import { ENGLISH, routeLang, uiStrings, type UiStrings } from '../../render/ui-strings.js';
import { atKey } from '../../render/api/schema-format.js';
import { SchemaFields, type SpecHtml, type TreeContext } from '../../render/api/schema-tree.js';
import { apiPageData, playgroundDisplay } from './api-data.js';
import { mediaExample, requestExamples, sampleRequest } from './examples.js';
import { loadView } from './find-operation.js';
import { specInlineMarkdown, specLinks, specMarkdown } from './markdown.js';
import { recordLink } from '../../content/plugins/remark-links.js';
import { resolveHref } from '../../navigation/resolve-href.js';
import { mdxServers } from '../../common/mdx-servers.js';
import { endpointMarkdown } from './endpoint-markdown.js';
import { exampleCode, generatedSamples } from './request-samples.js';
import { readEndpoint } from './operation.js';
import type { SpecView } from './schema.js';
import { locatePath, type SpecLocation } from '../../specs/openapi/locate.js';
import { fromPointer, toPointer } from '../../common/json-pointer.js';
import { summaryTitle } from '../../specs/summary-title.js';

/** What API pages share within one build (or one dev site): spec views, fragments, settings. */
export interface ApiContext {
  settings: ApiSettings;
  /** Shared schema fragments (builds); undefined in dev, where pages inline their schemas. */
  fragments?: FragmentStore;
  views: Map<string, { view: SpecView; hash: string; stamp: unknown }>;
}

/** The route kinds this producer makes whole pages of. */
export type EndpointPageSource = Extract<PageSource, { kind: 'openapi' | 'webhook' }>;

const contexts = new WeakMap<CompileContext, ApiContext>();

export function apiContext(ctx: CompileContext, site: SiteModel): ApiContext {
  let api = contexts.get(ctx);
  if (!api) {
    api = { settings: site.settings.api ?? {}, views: new Map(), ...(ctx.dev ? {} : { fragments: new FragmentStore() }) };
    contexts.set(ctx, api);
  }
  return api;
}

/** Shared fragments made since the last call, as [output path, HTML] (see render/fragments.ts). */
export function takeFragments(ctx: CompileContext): [string, string][] {
  return contexts.get(ctx)?.fragments?.take() ?? [];
}

/** A route of an OpenAPI operation or webhook: its endpoint page. */
export async function compileEndpointPage(
  route: Route & { page: EndpointPageSource },
  ctx: CompileContext,
  site: SiteModel,
): Promise<Page> {
  const p = route.page;
  const api = apiContext(ctx, site);
  const v = loadView(ctx.root, p.spec, api.views);
  const fail = (message: string, code: string): Page => ({
    ...placeholderApiPage(route),
    diagnostics: [{ severity: 'warning', code, message, file: p.spec, line: 1, column: 1, pointer: '' }],
  });
  if (!v) return fail(`${p.spec} could not be loaded, so ${route.path} shows no reference`, 'api-page-spec-invalid');
  const endpoint = withSiteServer(
    p.kind === 'webhook' ? readEndpoint(v.view, 'webhook', p.method, p.name) : readEndpoint(v.view, 'operation', p.method, p.path),
    api.settings,
  );
  if (!endpoint)
    return fail(
      `${p.kind === 'webhook' ? `webhook ${p.name}` : `${p.method} ${p.path}`} is no longer in ${p.spec}`,
      'nav-endpoint-not-found',
    );
  const diagnostics: Diagnostic[] = [];
  const meta = metaOf(endpoint, p.spec, diagnostics);
  const lang = routeLang(site, route.path);
  const content = endpoint.xdocs.content
    ? await compileMdxText(endpoint.xdocs.content, p.spec, route.path, ctx, { examplesApart: true, lang })
    : undefined;
  // Decided by navigation (x-docs, then the site's setting) and kept on the route.
  const display = p.display;
  const reference = await renderReference(api, ctx, v.view, v.hash, endpoint, hasPlayground(display), content, lang);
  const html = reference.html;
  // Links of the x-docs content are placed in the spec by their text, as description links are (line 0).
  const links = [...(content?.links ?? []).map((l) => ({ ...l, line: 0 })), ...specPageLinks(reference.hrefs, route.path, p.spec)];
  const anchors = [...(content?.anchors ?? []), ...endpointAnchors(endpoint)];
  const title = meta.title ?? route.title ?? summaryTitle(endpoint.summary, endpoint.kind) ?? `${endpoint.method} ${endpoint.path}`;
  return {
    route: route.path,
    title,
    ...(meta.description ? { description: meta.description } : {}),
    ...headDescription(endpoint),
    meta,
    html,
    searchHtml: (content?.html ?? '') + reference.searchHtml,
    markdown: ctx.diagnosticsOnly
      ? ''
      : endpointMarkdown(
          v.view,
          endpoint,
          {
            title,
            ...(meta.description ? { description: meta.description } : {}),
            ...(content?.markdown ? { content: withoutTitle(content.markdown, content.title) } : {}),
            ...(content?.ownExamples?.request ? { ownRequestExample: true } : {}),
          },
          withSchema(site, p.spec),
        ),
    toc: [...(content?.toc ?? []), ...endpointToc(endpoint, uiStrings(lang).api)],
    needs: content?.needs ?? { math: false, mermaid: false },
    dependencies: [...v.view.files].filter((f) => f !== p.spec),
    assets: content?.assets ?? [],
    diagnostics: [
      ...diagnostics,
      ...refProblems(ctx, v.view),
      ...(content
        ? inContent(
            content.diagnostics,
            ctx,
            p.spec,
            p.kind === 'webhook' ? ['webhooks', p.name, p.method.toLowerCase()] : ['paths', p.path, p.method.toLowerCase()],
            endpoint.xdocs.key ?? 'x-docs',
          )
        : []),
    ],
    ...(ctx.diagnosticsOnly ? {} : { api: apiPageData(v.view, endpoint, display, api.settings.playground ?? {}, api.settings.examples) }),
    ...(opensWithH1(html) ? { ownH1: true } : {}),
    ...(content?.icons ? { icons: content.icons } : {}),
    ...(reference.fragments.length ? { fragments: reference.fragments } : {}),
    anchors,
    ...(links.length ? { links } : {}),
  };
}

/** A twin without the `# title` line its compiler put first. */
export function withoutTitle(markdown: string, title: string): string {
  const head = `# ${title}\n`;
  return markdown.startsWith(head) ? markdown.slice(head.length).trimStart() : markdown;
}

/**
 * Problems found in an operation's `x-docs.content` are located in its own text; point at the
 * `content` key in the spec instead, keeping the place inside the content in the message.
 */
function inContent(found: Diagnostic[], ctx: CompileContext, spec: string, operation: string[], key: string): Diagnostic[] {
  if (found.length === 0) return found;
  let at: SpecLocation | undefined;
  try {
    at = locatePath(spec, readText(ctx, spec), [...operation, key, 'content']);
  } catch {
    at = undefined;
  }
  return found.map((d) => ({
    ...d,
    file: spec,
    ...(at ?? { line: 1, column: 1, pointer: '' }),
    message: `${d.message} (x-docs content, line ${d.line}:${d.column})`,
  }));
}

/** docs.json `markdown.schema` (on unless `false`): twins embed the operation's (or channel's) excerpt of `spec`. */
export function withSchema(site: SiteModel, spec: string): { spec: string } | undefined {
  return site.settings.markdown?.schema === false ? undefined : { spec };
}

/** `x-docs.metadata` read as frontmatter (JSON is YAML), with the operation's deprecation. */
function metaOf(endpoint: Endpoint, file: string, diagnostics: Diagnostic[]): Page['meta'] {
  const read = readFrontmatter(JSON.stringify(endpoint.xdocs.metadata), file, 1);
  diagnostics.push(...read.diagnostics.map((d) => ({ ...d, severity: 'warning' as const })));
  const meta = read.meta;
  if (endpoint.deprecated && meta.deprecated === undefined) meta.deprecated = true;
  return meta;
}

/**
 * An operation its spec gives no server (covenance's spec has no `servers`) is sent, in its samples and by
 * Try it, to docs.json's `api.mdx.server` when the site sets one: the API host the author declared (and
 * the proxy allows), rather than a placeholder host.
 */
function withSiteServer(endpoint: Endpoint | undefined, settings: ApiSettings): Endpoint | undefined {
  if (!endpoint || endpoint.servers.length || endpoint.kind === 'webhook') return endpoint;
  const bases = mdxServers(settings.mdx?.server);
  return bases.length ? { ...endpoint, servers: bases.map((url) => ({ url })) } : endpoint;
}

/** An MDX page whose frontmatter names an operation (found by navigation): its body, then the operation's reference. */
export async function withOperation(page: Page, operation: PageOperation, ctx: CompileContext, site: SiteModel): Promise<Page> {
  const api = apiContext(ctx, site);
  const spec = operation.spec;
  const loaded = loadView(ctx.root, spec, api.views);
  const endpoint = loaded && withSiteServer(readEndpoint(loaded.view, operation.kind, operation.method, operation.path), api.settings);
  if (!loaded || !endpoint) {
    const what = operation.kind === 'webhook' ? `webhook ${operation.path}` : `${operation.method} ${operation.path}`;
    const message = loaded
      ? `${what} is not in ${spec}; the page shows its content only`
      : `${spec} could not be loaded, so the page shows its content only`;
    const file = site.routes.find((r) => r.path === page.route);
    const at = file?.page.kind === 'mdx' ? file.page.file : spec;
    return {
      ...withOwnExamplesPlaced(page),
      diagnostics: [
        ...page.diagnostics,
        { severity: 'warning', code: 'nav-endpoint-not-found', message, file: at, ...frontmatterLine(ctx, at), pointer: '/openapi' },
      ],
    };
  }
  const { view, hash } = loaded;
  const display = playgroundDisplay(endpoint, page.meta.raw['playground'], api.settings.playground ?? {});
  const lang = routeLang(site, page.route);
  const reference = await renderReference(api, ctx, view, hash, endpoint, hasPlayground(display), page, lang);
  const title = page.meta.title ?? summaryTitle(endpoint.summary, endpoint.kind) ?? page.title;
  const links = [...(page.links ?? []), ...specPageLinks(reference.hrefs, page.route, spec)];
  const own = page.markdown === undefined ? '' : `# ${title}\n\n${withoutTitle(page.markdown, page.title)}`;
  return {
    ...page,
    title,
    ...(page.description ? {} : headDescription(endpoint)),
    markdown: ctx.diagnosticsOnly
      ? ''
      : `${own.trimEnd()}\n\n${endpointMarkdown(view, endpoint, page.ownExamples?.request ? { ownRequestExample: true } : {}, withSchema(site, spec))}`,
    ...(page.meta.deprecated === undefined && endpoint.deprecated ? { meta: { ...page.meta, deprecated: true } } : {}),
    html: reference.html,
    searchHtml: page.html + reference.searchHtml,
    toc: [...page.toc, ...endpointToc(endpoint, uiStrings(lang).api)],
    dependencies: [...new Set([...page.dependencies, spec, ...view.files])],
    ...(ctx.diagnosticsOnly
      ? {}
      : { api: apiPageData(view, endpoint, display as PlaygroundDisplay, api.settings.playground ?? {}, api.settings.examples) }),
    diagnostics: [...page.diagnostics, ...refProblems(ctx, view)],
    ...(page.ownH1 || (!page.html && opensWithH1(reference.html)) ? { ownH1: true } : {}),
    ...(reference.fragments.length ? { fragments: reference.fragments } : {}),
    anchors: [...(page.anchors ?? []), ...endpointAnchors(endpoint)],
    ...(links.length ? { links } : {}),
  };
}

/**
 * The links written in a spec's descriptions that the site-wide checks need. Nothing checked their
 * pages when compiling; their place in the spec is found by their text when one is reported (line 0).
 */
export function specPageLinks(hrefs: Iterable<string>, route: string, spec: string): PageLink[] {
  const links: PageLink[] = [];
  for (const href of hrefs) {
    if (!href.startsWith('/') && !href.startsWith('#') && !/^https?:\/\//i.test(href)) continue;
    recordLink(links, href, resolveHref(href, '/'), route, spec, { position: { start: { line: 0, column: 1 } } }, true);
  }
  return links;
}

/** The `$ref` chains the view gave up while this page was compiled, located at their last `$ref`. */
export function refProblems(ctx: CompileContext, view: SpecView): Diagnostic[] {
  return view.takeProblems().map((p) => {
    const path = [...fromPointer(p.at.pointer), '$ref'];
    let at: SpecLocation = { line: 1, column: 1, pointer: toPointer(path) };
    try {
      at = locatePath(p.at.file, readText(ctx, p.at.file), path);
    } catch {
      // unreadable now: keep the pointer
    }
    return { severity: 'warning', code: p.code, message: p.message, file: p.at.file, ...at };
  });
}

/** Where `openapi:` is written in an MDX file's frontmatter. */
export function frontmatterLine(ctx: CompileContext, file: string, key = 'openapi'): { line: number; column: number } {
  try {
    const lines = readText(ctx, file).split('\n');
    const i = lines.findIndex((l) => new RegExp(`^${key}\\s*:`).test(l));
    return i === -1 ? { line: 1, column: 1 } : { line: i + 1, column: 1 };
  } catch {
    return { line: 1, column: 1 };
  }
}

function readText(ctx: CompileContext, file: string): string {
  return fs.readFileSync(nodePath.join(ctx.root, file), 'utf8');
}

/** Every status shows its first example (up to this many statuses), as the reference's status menu lists them all. */
const MAX_RESPONSE_STATUSES = 12;
/** A status's further named examples are added only while the group holds fewer than this. */
const MAX_RESPONSE_EXAMPLES = 4;

const code = (text: string, lang: string, ctx: CompileContext): Promise<string> => exampleCode(text, lang, ctx.codeThemes);

const SAMPLE_LANGS: Record<string, string> = {
  curl: 'bash',
  shell: 'bash',
  sh: 'bash',
  'c#': 'csharp',
  'node.js': 'javascript',
  node: 'javascript',
  js: 'javascript',
  ts: 'typescript',
  py: 'python',
  rb: 'ruby',
  golang: 'go',
  kt: 'kotlin',
  rs: 'rust',
  'c++': 'cpp',
  objc: 'objective-c',
};

/**
 * The request samples: the spec's own (`x-codeSamples`), then one generated per configured language. A
 * body with several named examples gets each generated sample written once per example (`byExample`),
 * and `examples` names them for the page's selector; the spec's own samples show whichever is chosen.
 */
async function requestSamples(
  api: ApiContext,
  ctx: CompileContext,
  view: SpecView,
  endpoint: Endpoint,
): Promise<{ samples: CodeView[]; examples: string[] }> {
  const out: CodeView[] = [];
  for (const s of endpoint.codeSamples) {
    const lang = s.lang.toLowerCase();
    out.push({ label: s.label ?? s.lang, lang, html: await code(s.source, SAMPLE_LANGS[lang] ?? lang, ctx) });
  }
  const examples = api.settings.examples;
  if (examples?.autogenerate === false) return { samples: out, examples: [] };
  try {
    const requiredOnly = examples?.defaults === 'required';
    // `defaults: required` leaves an optional body out of the samples, and its examples with it.
    const named = requiredOnly && !endpoint.body?.required ? [] : requestExamples(endpoint.body?.contents[0]);
    const requests = () => Array.from({ length: Math.max(1, named.length) }, (_, i) => sampleRequest(view, endpoint, requiredOnly, i));
    out.push(...(await generatedSamples(requests, examples, named.length, ctx.codeThemes)));
    return { samples: out, examples: named.map((e) => e.label) };
  } catch {
    // codeSamples() is not available (yet): the page shows the spec's own samples only.
    return { samples: out, examples: [] };
  }
}

async function responseExamples(ctx: CompileContext, view: SpecView, endpoint: Endpoint): Promise<CodeView[]> {
  const out: CodeView[] = [];
  let statuses = 0;
  for (const r of endpoint.responses) {
    const media = r.contents.find((m) => /json/i.test(m.mediaType)) ?? r.contents[0];
    if (!media) continue;
    if (statuses++ >= MAX_RESPONSE_STATUSES) break;
    const json = /json/i.test(media.mediaType);
    const list = media.examples.length ? media.examples.slice(0, 3) : [{ value: mediaExample(view, media, 'response') }];
    for (const [i, ex] of list.entries()) {
      if (i > 0 && out.length >= MAX_RESPONSE_EXAMPLES) break;
      if (ex.value === undefined) continue;
      const text = typeof ex.value === 'string' && !json ? ex.value : (JSON.stringify(ex.value, null, 2) ?? '');
      const label =
        list.length > 1 ? `${r.status} ${'summary' in ex && ex.summary ? ex.summary : 'name' in ex ? ex.name : ''}`.trim() : r.status;
      out.push({
        label,
        lang: json ? 'json' : 'text',
        html: await code(text, json ? 'json' : /xml/.test(media.mediaType) ? 'xml' : 'text', ctx),
      });
    }
  }
  return out;
}

/**
 * The reference HTML of an endpoint with the content written for it (an MDX page, `x-docs.content`): its
 * own `#` title on top, the rest opening the main column, its own examples replacing the generated ones
 * of their kind. Fragments it asks for are rendered into the store.
 */
async function renderReference(
  api: ApiContext,
  ctx: CompileContext,
  view: SpecView,
  hash: string,
  endpoint: Endpoint,
  tryIt: boolean,
  content: Pick<Page, 'html' | 'ownExamples'> | undefined,
  lang: string,
): Promise<{ html: string; searchHtml: string; fragments: string[]; hrefs: Set<string> }> {
  const [title, body] = splitTitle(content?.html ?? '');
  const own = content?.ownExamples;
  const words = uiStrings(lang);
  const { hrefs, markdown, linked, tree, drainFragments } = schemaDrawing(api, view, hash, lang);
  // Neither draws a description (no links): `check` does without them.
  const request = own?.request || ctx.diagnosticsOnly ? { samples: [], examples: [] } : await requestSamples(api, ctx, view, endpoint);
  const responses = own?.response || ctx.diagnosticsOnly ? [] : await responseExamples(ctx, view, endpoint);
  const html =
    title +
    renderToString(
      inWords(
        words,
        <EndpointView
          endpoint={endpoint}
          tree={tree}
          markdown={markdown}
          samples={request.samples}
          requestExamples={request.examples}
          responses={responses}
          tryIt={tryIt}
          content={body}
          {...(own ? { ownExamples: own } : {})}
        />,
      ),
    );
  drainFragments();
  // The search view draws descriptions the page draws too: `check` does without it.
  const searchHtml = ctx.diagnosticsOnly
    ? ''
    : renderToString(inWords(words, <EndpointSearchView endpoint={endpoint} markdown={markdown} view={view} />));
  return { html, searchHtml, fragments: [...linked], hrefs };
}

/**
 * How a page draws a spec's schemas: descriptions as safe HTML (the links they hold collected in `hrefs`,
 * for the site-wide checks), and schema trees whose deep levels go to the shared fragments (in builds) or
 * inline to a budget (dev). `linked`: the fragment folders the page itself links to (fragments link to
 * others, which need not be listed); `drainFragments` draws the fragments the page's trees queued. `lang`: the
 * page's; a language with words of its own has its own fragments (drawn in its words).
 */
export function schemaDrawing(api: ApiContext, view: SpecView, hash: string, lang = 'en') {
  const fragmentLang = uiStrings(lang) === ENGLISH ? undefined : lang;
  const hrefs = new Set<string>();
  const markdown: SpecHtml = (text, inline) => {
    for (const h of specLinks(text)) hrefs.add(h);
    return inline ? specInlineMarkdown(text, inline.maxChars) : specMarkdown(text);
  };
  const expanded = api.settings.params?.expanded === 'all';
  // Without fragments (dev) the page inlines its levels: at most this many nested levels in all.
  const budget = { left: 300 };
  const linked = new Set<string>();
  const tree = (mode: Mode, page = true): TreeContext => ({
    view,
    markdown,
    mode,
    expanded,
    ...(api.fragments
      ? { fragments: { store: api.fragments, spec: hash, ...(page ? { linked } : {}), ...(fragmentLang ? { lang: fragmentLang } : {}) } }
      : { budget }),
  });
  const drainFragments = () =>
    api.fragments?.drain((p) =>
      renderToString(
        inWords(
          fragmentWords(p.lang),
          <SchemaFields ctx={{ ...tree(p.mode, false), inFragment: true }} node={p.node} depth={0} stack={[atKey(p.node.at)]} />,
        ),
      ),
    );
  return { hrefs, markdown, linked, tree, drainFragments };
}

/** The words of a fragment: its language's (a fragment queued by another language's page draws in that one's). */
const fragmentWords = (lang: string | undefined): UiStrings => (lang ? uiStrings(lang) : ENGLISH);

/** What search engines and social cards show for an API page: its operation's description, else its summary, as plain text. */
export function headDescription(endpoint: { summary?: string; description?: string }): { headDescription?: string } {
  const text = (endpoint.description ?? endpoint.summary ?? '')
    .split(/\n\s*\n/)[0]!
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_<>#]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? { headDescription: text.length > 300 ? text.slice(0, 297).trimEnd() + '…' : text } : {};
}
