/**
 * The AsyncAPI page producer: a generated channel route into its channel page (the reference, the
 * mount of the live console and `page.channel`, its Markdown twin), and a channel's reference added
 * to an MDX page whose frontmatter names one. pages/ decides which route goes where.
 */
import { renderToString } from 'preact-render-to-string';
import { compileMdxText, opensWithH1, type CompileContext } from '../content/compile-page.js';
import { readFrontmatter } from '../content/frontmatter.js';
import { highlightCode } from '../content/highlight.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Channel, ChannelMessage } from '../model/channel.js';
import type { Page } from '../model/page.js';
import type { PageChannel, PageSource, Route, SiteModel } from '../model/site-model.js';
import { ChannelSearchView, ChannelView, channelAnchors, channelToc, type ChannelViewProps } from '../render/api/channel-view.js';
import type { CodeView } from '../render/api/endpoint-view.js';
import type { SpecHtml, TreeContext } from '../render/api/schema-tree.js';
import { fill, inWords } from '../render/components/render-state.js';
import { routeLang, uiStrings, type UiStrings } from '../render/ui-strings.js';
import { cachedAsyncApi, type AsyncApiDocument } from '../specs/asyncapi/asyncapi-document.js';
import { headDescription, refProblems, specPageLinks, withSchema, withoutTitle } from '../openapi/endpoint/compile-route.js';
import { sampleSchema } from '../openapi/endpoint/examples.js';
import { specInlineMarkdown, specLinks, specMarkdown } from '../openapi/endpoint/markdown.js';
import { SpecView } from '../openapi/endpoint/schema.js';
import { placeholderApiPage } from '../openapi/placeholder-page.js';
import { channelMarkdown } from './channel-markdown.js';
import { readChannel } from './channel-model.js';
import { channelConsoleData } from './console-data.js';

export type ChannelPageSource = Extract<PageSource, { kind: 'asyncapi' }>;

/** One view per loaded document (a reloaded file is a new document, so a new view). */
const views = new WeakMap<AsyncApiDocument, SpecView>();

function loadChannelView(root: string, spec: string): SpecView | undefined {
  const loaded = cachedAsyncApi(root, spec);
  if (!loaded.ok) return undefined;
  let view = views.get(loaded.doc);
  if (!view) views.set(loaded.doc, (view = new SpecView(loaded.doc)));
  return view;
}

/** A route of an AsyncAPI channel: its channel page. */
export async function compileChannelPage(route: Route & { page: ChannelPageSource }, ctx: CompileContext, site: SiteModel): Promise<Page> {
  const p = route.page;
  const fail = (message: string, code: string): Page => ({
    ...placeholderApiPage(route),
    diagnostics: [{ severity: 'warning', code, message, file: p.spec, line: 1, column: 1, pointer: '' }],
  });
  const view = loadChannelView(ctx.root, p.spec);
  if (!view) return fail(`${p.spec} could not be loaded, so ${route.path} shows no reference`, 'api-page-spec-invalid');
  const channel = readChannel(view, p.channel);
  if (!channel) return fail(`channel ${p.channel} is no longer in ${p.spec}`, 'nav-channel-not-found');
  const diagnostics: Diagnostic[] = [];
  const read = readFrontmatter(JSON.stringify(channel.xdocs.metadata), p.spec, 1);
  diagnostics.push(...read.diagnostics.map((d) => ({ ...d, severity: 'warning' as const })));
  const meta = read.meta;
  const lang = routeLang(site, route.path);
  const words = uiStrings(lang);
  const content = channel.xdocs.content ? await compileMdxText(channel.xdocs.content, p.spec, route.path, ctx, { lang }) : undefined;
  const reference = await renderChannel(ctx, view, channel, words);
  const html = (content?.html ?? '') + reference.html;
  const title = meta.title ?? route.title ?? channel.title ?? channel.id;
  const links = [...(content?.links ?? []).map((l) => ({ ...l, line: 0 })), ...specPageLinks(reference.hrefs, route.path, p.spec)];
  return {
    route: route.path,
    title,
    ...(meta.description ? { description: meta.description } : {}),
    ...headDescription(describe(channel)),
    meta,
    html,
    searchHtml: (content?.html ?? '') + reference.searchHtml,
    markdown: channelMarkdown(
      view,
      channel,
      reference.examples,
      {
        title,
        ...(meta.description ? { description: meta.description } : {}),
        ...(content?.markdown ? { content: withoutTitle(content.markdown, content.title) } : {}),
      },
      withSchema(site, p.spec),
    ),
    toc: [...(content?.toc ?? []), ...channelToc(channel, words.api)],
    needs: content?.needs ?? { math: false, mermaid: false },
    dependencies: view.files.filter((f) => f !== p.spec),
    assets: content?.assets ?? [],
    diagnostics: [...diagnostics, ...(content?.diagnostics ?? []), ...refProblems(ctx, view)],
    channel: reference.console,
    ...(opensWithH1(html) ? { ownH1: true } : {}),
    ...(content?.icons ? { icons: content.icons } : {}),
    anchors: [...(content?.anchors ?? []), ...channelAnchors(channel)],
    ...(links.length ? { links } : {}),
  };
}

/** An MDX page whose frontmatter names a channel (found by navigation): its body, then the channel's reference. */
export async function withChannel(page: Page, ref: PageChannel, ctx: CompileContext, file: string, site: SiteModel): Promise<Page> {
  const view = loadChannelView(ctx.root, ref.spec);
  const channel = view && readChannel(view, ref.channel);
  if (!view || !channel) {
    const message = view
      ? `channel ${ref.channel} is not in ${ref.spec}; the page shows its content only`
      : `${ref.spec} could not be loaded, so the page shows its content only`;
    return {
      ...page,
      diagnostics: [
        ...page.diagnostics,
        { severity: 'warning', code: 'nav-channel-not-found', message, file, line: ref.line, column: 1, pointer: '/asyncapi' },
      ],
    };
  }
  const words = uiStrings(routeLang(site, page.route));
  const reference = await renderChannel(ctx, view, channel, words);
  const title = page.meta.title ?? channel.title ?? page.title;
  const links = [...(page.links ?? []), ...specPageLinks(reference.hrefs, page.route, ref.spec)];
  const own = page.markdown === undefined ? '' : `# ${title}\n\n${withoutTitle(page.markdown, page.title)}`;
  return {
    ...page,
    title,
    ...(page.description ? {} : headDescription(describe(channel))),
    markdown: `${own.trimEnd()}\n\n${channelMarkdown(view, channel, reference.examples, {}, withSchema(site, ref.spec))}`,
    html: page.html + reference.html,
    searchHtml: (page.searchHtml ?? page.html) + reference.searchHtml,
    toc: [...page.toc, ...channelToc(channel, words.api)],
    dependencies: [...new Set([...page.dependencies, ref.spec, ...view.files])],
    channel: reference.console,
    diagnostics: [...page.diagnostics, ...refProblems(ctx, view)],
    ...(page.ownH1 || (!page.html && opensWithH1(reference.html)) ? { ownH1: true } : {}),
    anchors: [...(page.anchors ?? []), ...channelAnchors(channel)],
    ...(links.length ? { links } : {}),
  };
}

/**
 * What search engines and social cards show for a channel page: the channel's description or summary,
 * else its first operation's, else its first message's.
 */
function describe(c: Channel): { summary?: string; description?: string } {
  for (const x of [c, ...c.operations, ...c.messages]) {
    const text = x.description ?? x.summary;
    if (text) return { description: text };
  }
  return {};
}

/** Examples larger than this are shown as plain text; longer ones are cut (as on endpoint pages). */
const MAX_HIGHLIGHT = 3000;
const MAX_EXAMPLE = 12000;
/** Nested schema levels a channel page inlines in all (it has no shared fragments). */
const INLINE_BUDGET = 300;

async function code(text: string, lang: string, ctx: CompileContext): Promise<string> {
  const cut = text.length > MAX_EXAMPLE ? text.slice(0, MAX_EXAMPLE) + '\n…' : text;
  if (cut.length > MAX_HIGHLIGHT) return `<pre class="shiki"><code>${cut.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</code></pre>`;
  return highlightCode(cut, lang, '', ctx.codeThemes);
}

/** The messages the reader's client sends (their schemas are drawn as requests: read-only fields left out). */
function sentIds(c: Channel): Set<string> {
  return new Set(c.operations.filter((op) => op.direction === 'send').flatMap((op) => op.messages));
}

/** A message's example payloads: the spec's, else one generated from its payload schema. */
function examplePayloads(view: SpecView, m: ChannelMessage, sent: boolean): unknown[] {
  const own = m.examples.map((e) => e.payload).filter((p) => p !== undefined);
  if (own.length) return own;
  const generated = sampleSchema(view, m.payload, sent ? 'request' : 'response');
  return generated === undefined ? [] : [generated];
}

async function renderChannel(
  ctx: CompileContext,
  view: SpecView,
  channel: Channel,
  words: UiStrings,
): Promise<{ html: string; searchHtml: string; hrefs: Set<string>; examples: Record<string, unknown[]>; console: Page['channel'] }> {
  const hrefs = new Set<string>();
  const markdown: SpecHtml = (text, inline) => {
    for (const h of specLinks(text)) hrefs.add(h);
    return inline ? specInlineMarkdown(text, inline.maxChars) : specMarkdown(text);
  };
  const sent = sentIds(channel);
  const examples: Record<string, unknown[]> = {};
  const highlighted: ChannelViewProps['examples'] = {};
  for (const m of channel.messages) {
    const payloads = examplePayloads(view, m, sent.has(m.id));
    examples[m.id] = payloads;
    const views: CodeView[] = [];
    for (const [i, payload] of payloads.slice(0, 3).entries()) {
      const json = typeof payload !== 'string' || /json/i.test(m.contentType ?? 'json');
      const text = typeof payload === 'string' && !/json/i.test(m.contentType ?? '') ? payload : (JSON.stringify(payload, null, 2) ?? '');
      const label =
        m.examples[i]?.name ??
        m.examples[i]?.summary ??
        (m.examples.length ? fill(words.api.exampleNumber, 'n', i + 1) : 'Generated example');
      views.push({ label, lang: json ? 'json' : 'text', html: await code(text, json ? 'json' : 'text', ctx) });
    }
    highlighted[m.id] = views;
  }
  const consoleData = channelConsoleData(view, channel, examples);
  const budget = { left: INLINE_BUDGET };
  const tree = (mode: 'request' | 'response'): TreeContext => ({ view, markdown, mode, expanded: false, budget });
  const html = renderToString(
    inWords(
      words,
      <ChannelView
        channel={channel}
        tree={tree}
        markdown={markdown}
        examples={highlighted}
        {...(consoleData.unavailable ? { unavailable: consoleData.unavailable } : {})}
      />,
    ),
  );
  const searchHtml = renderToString(inWords(words, <ChannelSearchView channel={channel} markdown={markdown} view={view} />));
  return { html, searchHtml, hrefs, examples, console: consoleData };
}
