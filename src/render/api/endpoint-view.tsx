/**
 * The reference part of an endpoint page: method and path, servers, description, security,
 * parameters by location, request body, callbacks and responses, with code samples and response
 * examples beside them. Server-rendered HTML that works without JavaScript.
 */
import { spaced } from '../components/spaced.js';
import type { VNode } from 'preact';
import type { Body, Endpoint, Media, Parameter, QueryString, Response, SchemaReader } from '../../model/api-endpoint.js';
import type { ApiSecurityScheme } from '../../model/api-page.js';
import type { TocEntry } from '../../model/page.js';
import { escapeHtml } from '../../common/escape-html.js';
import { ExampleGroup } from '../components/example-group.js';
import { FieldHead } from '../components/field-head.js';
import { useWords } from '../components/render-state.js';
import { ENGLISH, type ApiText } from '../ui-strings.js';
import { TryIt } from '../components/try-it.js';
import { FIELD_SECTIONS } from './field-sections.js';
import { Field, SchemaRoot, type SpecHtml, type TreeContext } from './schema-tree.js';
import { Scopes, ServerVariables } from './server-facts.js';

export interface CodeView {
  label: string;
  lang: string;
  /** Highlighted `<pre>` (Shiki's HTML, escaped by it). */
  html: string;
  /** The sample written for each of the body's named examples (`requestExamples`, in order; the first is `html`). */
  byExample?: string[];
}

export interface EndpointViewProps {
  endpoint: Endpoint;
  tree: (mode: 'request' | 'response') => TreeContext;
  /** Spec Markdown (descriptions) as safe HTML, from the producer. */
  markdown: SpecHtml;
  samples: CodeView[];
  /** The labels of the body's named examples the samples are written for (a selector chooses one); none: one body. */
  requestExamples?: string[];
  responses: CodeView[];
  /** Draw the "Try it" button (display `interactive` or `auth`): server-drawn so nothing moves when the playground loads. */
  tryIt?: boolean;
  /** Content written for the endpoint (an MDX page's body, `x-docs.content`): HTML that opens the main column. */
  content?: string;
  /** The page's own examples (HTML), in place of the generated ones of the kinds it writes. */
  ownExamples?: { html: string; request: boolean; response: boolean };
}

/** The parameter sections, in page order (the body and responses have their own). */
const LOCATION_TITLES = FIELD_SECTIONS.filter((s) => s.location !== 'body' && s.location !== 'response').map(
  (s) => [s.location, s.words, s.id] as const,
);

/** The headings an endpoint page shows, for its table of contents, in the page's words. */
export function endpointToc(e: Endpoint, words: ApiText = ENGLISH.api): TocEntry[] {
  const toc: TocEntry[] = [];
  if (e.security.length) toc.push({ depth: 2, id: 'authorizations', text: words.authorizations });
  for (const [loc, title, id] of LOCATION_TITLES)
    if (e.parameters.some((p) => p.in === loc)) toc.push({ depth: 2, id, text: words[title] });
  if (e.querystring) toc.push({ depth: 2, id: 'query-string', text: words.queryString });
  if (e.body) toc.push({ depth: 2, id: 'body', text: words.body });
  if (e.callbacks.length) toc.push({ depth: 2, id: 'callbacks', text: words.callbacks });
  if (e.responses.length) toc.push({ depth: 2, id: 'response', text: words.responses });
  return toc;
}

/** Every id a link can name on an endpoint page: its sections (as in endpointToc), parameters and response headers. */
export function endpointAnchors(e: Endpoint): string[] {
  const ids = endpointToc(e).map((t) => t.id);
  for (const p of e.parameters) ids.push(`param-${slugId(p.name)}`);
  for (const r of e.responses) for (const h of r.headers) ids.push(`response-${r.status}-header-${slugId(h.name)}`);
  e.callbacks.forEach((_, i) => ids.push(`callback-${i}-response`));
  return ids;
}

const Markdown = ({ md, text, class: cls }: { md: SpecHtml; text: string | undefined; class?: string }) =>
  text ? <div class={cls ?? 'sx-api-desc'} dangerouslySetInnerHTML={{ __html: md(text) }} /> : null;

function slugId(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'x';
}

/**
 * The method/path bar, then the columns. The examples come first in the page's order: on narrow
 * screens (one column) they follow the bar instead of the whole reference; wide screens place them
 * in the right-hand column. Content written for the endpoint opens the main column, as the
 * reference product puts it after the bar and before the generated documentation.
 */
export function EndpointView({
  endpoint: e,
  tree,
  markdown,
  samples,
  requestExamples,
  responses,
  tryIt,
  content,
  ownExamples: own,
}: EndpointViewProps) {
  const words = useWords().api;
  const ownHtml = own ? <div class="sx-own-examples" dangerouslySetInnerHTML={{ __html: own.html }} /> : null;
  return (
    <div class="sx-api-reference">
      <EndpointLine e={e} tryIt={tryIt ?? false} />
      <div class="sx-api-layout">
        {own || samples.length || responses.length ? (
          <aside class="sx-api-examples" aria-label={words.examples}>
            {own?.request ? ownHtml : null}
            <RequestSamples samples={samples} examples={requestExamples ?? []} />
            {own && !own.request ? ownHtml : null}
            {responses.length ? <CodeGroup id="sx-api-response" kind="response" items={responses} /> : null}
          </aside>
        ) : null}
        <div class="sx-api-main">
          {e.deprecated ? (
            <p class="sx-api-deprecated">{e.kind === 'webhook' ? words.deprecatedWebhook : words.deprecatedEndpoint}</p>
          ) : null}
          {content ? <div class="sx-api-content" dangerouslySetInnerHTML={{ __html: content }} /> : null}
          <Servers e={e} md={markdown} />
          <Markdown md={markdown} text={e.description} />
          <Security e={e} md={markdown} />
          {LOCATION_TITLES.map(([loc, title, id]) => (
            <Parameters e={e} loc={loc} title={words[title]} id={id} tree={tree('request')} />
          ))}
          {e.querystring ? <QueryStringSection q={e.querystring} tree={tree('request')} /> : null}
          {e.body ? (
            <BodySection body={e.body} tree={tree('request')} id="body" title={e.kind === 'webhook' ? words.bodySentToYou : words.body} />
          ) : null}
          <Callbacks e={e} tree={tree} markdown={markdown} />
          <Responses list={e.responses} tree={tree('response')} id="response" />
        </div>
      </div>
    </div>
  );
}

/**
 * An endpoint as the search index reads it (render/search-document.ts): its description, then each
 * parameter section (the page's heading ids, so a match opens there) with the parameters' names and
 * descriptions, and the body's top-level field names. Code samples, responses and nested schema
 * fields stay out: they were most of an API page's words, and readers search for an operation by its
 * path, summary and parameters.
 */
export function EndpointSearchView({ endpoint: e, markdown, view }: { endpoint: Endpoint; markdown: SpecHtml; view: SchemaReader }) {
  const fields = (e.body?.contents ?? []).flatMap((m) => (m.node ? view.properties(m.node) : []));
  const names = [...new Set(fields.filter((p) => p.node.s['readOnly'] !== true).map((p) => p.name))];
  const words = useWords().api;
  return (
    <>
      <Markdown md={markdown} text={e.description} />
      {LOCATION_TITLES.map(([loc, title, id]) => {
        const list = e.parameters.filter((p) => p.in === loc);
        return list.length ? (
          <section>
            <h2 id={id}>{words[title]}</h2>
            <ul>
              {list.map((p) => (
                <li>
                  <code>{p.name}</code>
                  <Markdown md={markdown} text={p.description} />
                </li>
              ))}
            </ul>
          </section>
        ) : null;
      })}
      {e.body ? (
        <section>
          <h2 id="body">{e.kind === 'webhook' ? words.bodySentToYou : words.body}</h2>
          <Markdown md={markdown} text={e.body.description} />
          <NameList names={names} />
        </section>
      ) : null}
    </>
  );
}

/** The method and path in a row; controls that act on the endpoint (the "Try it" button) go at its end. */
function EndpointLine({ e, tryIt }: { e: Endpoint; tryIt: boolean }) {
  return (
    <div class="sx-endpoint sx-api-endpoint">
      {spaced([
        <span class={`sx-method sx-method-${e.method.toLowerCase()} method-pill`}>{e.method}</span>,
        e.kind === 'webhook' ? <span class="sx-pill">webhook</span> : null,
        <code class="sx-path">{e.path}</code>,
        tryIt ? <TryIt /> : null,
      ])}
    </div>
  );
}

function Servers({ e, md }: { e: Endpoint; md: SpecHtml }) {
  const words = useWords().api;
  if (e.servers.length === 0) return null;
  return (
    <div class="sx-servers">
      <p class="sx-servers-title">{e.servers.length > 1 ? words.servers : words.server}</p>
      <ul>
        {e.servers.map((s) => (
          <li>
            <code>{s.url}</code>
            {s.description ? (
              <>
                {' '}
                <span class="sx-server-desc" dangerouslySetInnerHTML={{ __html: md(s.description, {}) }} />
              </>
            ) : null}
            <ServerVariables variables={Object.entries(s.variables ?? {}).map(([name, v]) => ({ name, ...v }))} md={md} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function schemeLabel(s: ApiSecurityScheme): string {
  switch (s.type) {
    case 'http':
      return s.scheme === 'bearer'
        ? `Bearer token${s.bearerFormat ? ` (${s.bearerFormat})` : ''} in the Authorization header`
        : s.scheme === 'basic'
          ? 'Basic authentication (Authorization header)'
          : `HTTP ${s.scheme} authentication`;
    case 'apiKey':
      return `API key in the ${s.in === 'query' ? 'query parameter' : s.in} ${s.name}`;
    case 'oauth2':
      return `OAuth 2.0 (${Object.keys(s.flows).join(', ') || 'no flows'})`;
    case 'openIdConnect':
      return `OpenID Connect (${s.openIdConnectUrl})`;
    case 'cobo':
      return 'Cobo authentication';
  }
}

function Security({ e, md }: { e: Endpoint; md: SpecHtml }) {
  const words = useWords().api;
  if (e.security.length === 0) return null;
  const optional = e.security.some((alt) => alt.length === 0);
  return (
    <section class="sx-api-section api-section">
      <h2 id="authorizations">{words.authorizations}</h2>
      {e.security.length > 1 ? <p>{optional ? words.optionalAnyOneOf : words.anyOneOf}</p> : null}
      <ul class="sx-fields">
        {e.security
          .filter((alt) => alt.length)
          .map((alt) => (
            <li class="sx-field field">
              {alt.map(({ scheme, scopes }) => {
                const s = e.schemes[scheme];
                return (
                  <div class="sx-auth">
                    <FieldHead name={scheme} type={s ? schemeLabel(s) : 'undefined scheme'} />
                    <Scopes scopes={scopes} />
                    {s?.description ? <Markdown md={md} text={s.description} class="sx-field-desc" /> : null}
                  </div>
                );
              })}
            </li>
          ))}
      </ul>
    </section>
  );
}

function ParamField({ p, tree, idPrefix }: { p: Parameter; tree: TreeContext; idPrefix: string }) {
  const id = `${idPrefix}-${slugId(p.name)}`;
  if (!p.node) {
    return (
      <li class="sx-field field" id={id}>
        <FieldHead name={p.name} id={id} required={p.required} />
        <Markdown md={tree.markdown} text={p.description} class="sx-field-desc" />
      </li>
    );
  }
  // The parameter's description and examples take the place of its schema's.
  const s = tree.view.merged(p.node);
  const node = {
    ...p.node,
    s: {
      ...s,
      ...(p.description ? { description: p.description } : {}),
      ...(p.deprecated ? { deprecated: true } : {}),
      ...(p.examples[0] && (typeof p.examples[0].value !== 'object' || p.examples[0].value === null)
        ? { example: p.examples[0].value }
        : {}),
    },
  };
  return <Field ctx={tree} name={p.name} node={node} required={p.required} depth={0} stack={[]} id={id} />;
}

function Parameters({ e, loc, title, id, tree }: { e: Endpoint; loc: string; title: string; id: string; tree: TreeContext }) {
  const list = e.parameters.filter((p) => p.in === loc);
  if (list.length === 0) return null;
  return (
    <section class="sx-api-section api-section">
      <h2 id={id}>{title}</h2>
      <ul class="sx-fields">
        {list.map((p) => (
          <ParamField p={p} tree={tree} idPrefix="param" />
        ))}
      </ul>
    </section>
  );
}

/** OpenAPI 3.2 `in: querystring`: the whole query string as one value, described by its media type. */
function QueryStringSection({ q, tree }: { q: QueryString; tree: TreeContext }) {
  const words = useWords().api;
  return (
    <section class="sx-api-section api-section">
      <h2 id="query-string">
        {words.queryString}
        {q.required ? <span class="sx-pill sx-pill-required">{words.required}</span> : null}
      </h2>
      <p class="sx-schema-note">
        <code>{q.name}</code>: the whole query string, encoded as <code>{q.media.mediaType}</code>
        {q.deprecated ? ' (deprecated)' : ''}.
      </p>
      <Markdown md={tree.markdown} text={q.description} />
      <MediaList contents={[q.media]} tree={tree} />
    </section>
  );
}

/** One or more media types: each under its name (the runtime offers a selector). */
function MediaList({ contents, tree }: { contents: Media[]; tree: TreeContext }) {
  const words = useWords().api;
  const one = (m: Media): VNode => (
    <>
      {m.node ? <SchemaRoot ctx={tree} node={m.node} /> : m.itemNode ? null : <p class="sx-schema-note">{words.noSchema}</p>}
      {/* 3.2 `itemSchema`: a streamed body (server-sent events, JSON lines) described item by item. */}
      {m.itemNode ? (
        <div class="sx-item-schema">
          <p class="sx-item-schema-title">{words.eachItem}</p>
          <SchemaRoot ctx={tree} node={m.itemNode} />
        </div>
      ) : null}
    </>
  );
  if (contents.length === 1) {
    return (
      <>
        <p class="sx-media">
          <span class="sx-pill">{contents[0]!.mediaType}</span>
        </p>
        {one(contents[0]!)}
      </>
    );
  }
  return (
    <div class="sx-variants" data-sx-variants={words.contentType}>
      {contents.map((m) => (
        <section class="sx-variant" data-title={m.mediaType}>
          <p class="sx-variant-title">{m.mediaType}</p>
          {one(m)}
        </section>
      ))}
    </div>
  );
}

function BodySection({ body, tree, id, title }: { body: Body; tree: TreeContext; id: string; title: string }) {
  const words = useWords().api;
  return (
    <section class="sx-api-section api-section">
      <h2 id={id}>
        {title}
        {body.required ? <span class="sx-pill sx-pill-required">{words.required}</span> : null}
      </h2>
      <Markdown md={tree.markdown} text={body.description} />
      <MediaList contents={body.contents} tree={tree} />
    </section>
  );
}

function statusClass(status: string): string {
  const c = status[0];
  return c && '12345'.includes(c) ? `sx-status sx-status-${c}xx` : 'sx-status';
}

function Responses({ list, tree, id, level = 2 }: { list: Response[]; tree: TreeContext; id: string; level?: 2 | 3 }) {
  const words = useWords().api;
  if (list.length === 0) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section class="sx-api-section api-section">
      <Heading id={id}>{words.responses}</Heading>
      {list.map((r, i) => (
        <details class="sx-response" open={i === 0}>
          <summary>
            <span class={statusClass(r.status)}>{r.status}</span>{' '}
            {r.description ? (
              <span
                class="sx-response-desc"
                dangerouslySetInnerHTML={{ __html: tree.markdown(firstLine(r.description), { maxChars: SUMMARY_CHARS }) }}
              />
            ) : null}
          </summary>
          {r.description && !inSummary(r.description) ? <Markdown md={tree.markdown} text={r.description} /> : null}
          {r.headers.length ? (
            <>
              <p class="sx-subtitle">{words.headers}</p>
              <ul class="sx-fields">
                {r.headers.map((h) => (
                  <ParamField p={h} tree={tree} idPrefix={`${id}-${r.status}-header`} />
                ))}
              </ul>
            </>
          ) : null}
          {r.contents.length ? <MediaList contents={r.contents} tree={tree} /> : null}
        </details>
      ))}
    </section>
  );
}

/** The visible characters of a response's description its summary shows (the first line, as inline Markdown); a longer one is shown whole below. */
const SUMMARY_CHARS = 160;

function firstLine(text: string): string {
  return text.trim().split('\n')[0]!;
}

/** Whether the summary shows all of a description: one line, short enough not to be cut (its Markdown counted too). */
function inSummary(text: string): boolean {
  const line = firstLine(text);
  return line === text.trim() && line.length <= SUMMARY_CHARS;
}

function Callbacks({ e, tree, markdown }: Pick<EndpointViewProps, 'tree' | 'markdown'> & { e: Endpoint }) {
  const words = useWords().api;
  if (e.callbacks.length === 0) return null;
  return (
    <section class="sx-api-section api-section">
      <h2 id="callbacks">{words.callbacks}</h2>
      {e.callbacks.map((cb, i) => (
        <details class="sx-callback">
          <summary>
            <code>{cb.name}</code> <span class={`sx-method sx-method-${cb.endpoint.method.toLowerCase()}`}>{cb.endpoint.method}</span>{' '}
            <code class="sx-path">{cb.expression}</code>
          </summary>
          <Markdown md={markdown} text={cb.endpoint.summary ?? cb.endpoint.description} />
          {cb.endpoint.body ? (
            <>
              <p class="sx-subtitle">{words.body}</p>
              <MediaList contents={cb.endpoint.body.contents} tree={tree('request')} />
            </>
          ) : null}
          <Responses list={cb.endpoint.responses} tree={tree('response')} id={`callback-${i}-response`} level={3} />
        </details>
      ))}
    </section>
  );
}

/** The generated request samples of an API page (generated or hand-written): the block beside the reference. */
export function RequestSamples({ samples, examples = [] }: { samples: CodeView[]; examples?: string[] }) {
  return samples.length ? <CodeGroup id="sx-api-request" kind="request" items={samples} examples={examples} /> : null;
}

/**
 * A request or response group. Request samples written once per named example (`byExample`) hold one
 * figure per example, all but the chosen one hidden; each caption (shown without JavaScript) names the example.
 */
function CodeGroup({
  id,
  kind,
  items,
  examples = [],
}: {
  id: string;
  kind: 'request' | 'response';
  items: CodeView[];
  examples?: string[];
}) {
  const words = useWords().api;
  const request = kind === 'request';
  const title = request ? words.request : words.response;
  const figure = (c: CodeView, html: string, caption: string, example?: number) => (
    <figure
      class={example === undefined ? 'sx-code' : 'sx-code sx-code-example'}
      data-lang={c.lang}
      data-title={c.label}
      {...(example === undefined ? {} : { 'data-example': String(example), hidden: example > 0 })}
      dangerouslySetInnerHTML={{ __html: `<figcaption>${escapeHtml(caption)}</figcaption>${html}` }}
    />
  );
  return (
    <div class="sx-api-example">
      <ExampleGroup
        id={id}
        title={title}
        kind={request ? 'language' : 'status'}
        {...(request ? { remember: 'lang' } : {})}
        {...(examples.length > 1 ? { examples } : {})}
        items={items.map((c) => ({
          label: c.label,
          node:
            c.byExample && examples.length > 1 ? (
              <>{c.byExample.map((html, k) => figure(c, html, `${c.label} · ${examples[k] ?? ''}`, k))}</>
            ) : (
              figure(c, c.html, c.label)
            ),
        }))}
      />
    </div>
  );
}

/** Field names as a list of code words (lean search documents of endpoint and channel pages); nothing when there are none. */
export function NameList({ names }: { names: readonly string[] }) {
  if (!names.length) return null;
  return (
    <ul>
      {names.map((n) => (
        <li>
          <code>{n}</code>
        </li>
      ))}
    </ul>
  );
}
