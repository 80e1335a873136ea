/**
 * The reference part of an AsyncAPI channel page: the address and its parameters, the servers
 * (protocol, host, variables, security), bindings, where the live console mounts, the operations
 * worded as what the reader's client does, and each message with its headers and payload as the
 * same schema tree API pages use. Server-rendered HTML that works without JavaScript.
 */
import { spaced } from '../components/spaced.js';
import type { Channel, ChannelBinding, ChannelMessage, ChannelOperation, ChannelSecurity, ChannelServer } from '../../model/channel.js';
import type { TocEntry } from '../../model/page.js';
import type { SchemaNode, SchemaReader } from '../../model/api-endpoint.js';
import { escapeHtml } from '../../common/escape-html.js';
import { channelProtocolLabel } from '../../common/channel-protocol.js';
import { FieldHead } from '../components/field-head.js';
import { useWords } from '../components/render-state.js';
import { ENGLISH, type ApiText } from '../ui-strings.js';
import { Facts, SchemaFields, SchemaRoot, hasFields, type SpecHtml, type TreeContext } from './schema-tree.js';
import { allowedValues, typeLabel } from './schema-format.js';
import { Scopes, ServerVariables } from './server-facts.js';
import { NameList, type CodeView } from './endpoint-view.js';

export interface ChannelViewProps {
  channel: Channel;
  tree: (mode: 'request' | 'response') => TreeContext;
  /** Spec Markdown (descriptions) as safe HTML, from the producer. */
  markdown: SpecHtml;
  /** Highlighted examples per message id. */
  examples: Record<string, CodeView[]>;
  /** Why there is no live console (no WebSocket server); undefined: the console's mount is drawn. */
  unavailable?: string;
}

const Markdown = ({ md, text, class: cls }: { md: SpecHtml; text: string | undefined; class?: string }) =>
  text ? <div class={cls ?? 'sx-api-desc'} dangerouslySetInnerHTML={{ __html: md(text) }} /> : null;

export function slugId(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'x';
}

export const operationAnchor = (op: ChannelOperation) => `operation-${slugId(op.id)}`;
export const messageAnchor = (m: ChannelMessage) => `message-${slugId(m.id)}`;

/** The protocol label of the channel's line: its servers' protocol (WS when they speak ws/wss, or when there are none). */
export function channelProtocol(c: Channel): string {
  return channelProtocolLabel(c.servers.map((s) => s.protocol));
}

/** What a reader's client does with an operation's messages, in words. */
export const directionLabel = (op: ChannelOperation, words: ApiText = ENGLISH.api) =>
  op.direction === 'send' ? words.youSend : words.youReceive;

/** Why the direction reads as it does: the spec's word and what it means for a client. */
export function directionNote(c: Channel, op: ChannelOperation): string {
  if (c.specVersion.startsWith('2.'))
    return op.action === 'publish'
      ? 'AsyncAPI 2 `publish`: the application receives these, so your client sends them.'
      : 'AsyncAPI 2 `subscribe`: the application sends these, so your client receives them.';
  return op.action === 'receive'
    ? 'AsyncAPI 3 `receive`: the API receives these, so your client sends them.'
    : 'AsyncAPI 3 `send`: the API sends these, so your client receives them.';
}

/** What a security scheme asks of a client, in words. */
export function securityLabel(s: ChannelSecurity): string {
  switch (s.type) {
    case 'httpApiKey':
      return `API key in the ${s.in === 'query' ? 'query parameter' : (s.in ?? 'header')} ${s.name ?? ''}`.trim();
    case 'apiKey':
      return `API key as the ${s.in === 'password' ? 'password' : 'user name'}`;
    case 'http':
      return s.httpScheme === 'basic'
        ? 'Basic authentication (Authorization header)'
        : s.httpScheme === 'bearer' || !s.httpScheme
          ? `Bearer token${s.bearerFormat ? ` (${s.bearerFormat})` : ''} in the Authorization header`
          : `HTTP ${s.httpScheme} authentication`;
    case 'httpBearer':
      return 'Bearer token in the Authorization header';
    case 'userPassword':
      return 'User name and password';
    case 'X509':
      return 'X.509 client certificate';
    case 'symmetricEncryption':
      return 'Symmetric encryption';
    case 'asymmetricEncryption':
      return 'Asymmetric encryption';
    case 'oauth2':
      return `OAuth 2.0 (${Object.keys(s.flows ?? {}).join(', ') || 'no flows'})`;
    case 'openIdConnect':
      return `OpenID Connect${s.openIdConnectUrl ? ` (${s.openIdConnectUrl})` : ''}`;
    case 'plain':
      return 'SASL PLAIN';
    case 'scramSha256':
      return 'SASL SCRAM-SHA-256';
    case 'scramSha512':
      return 'SASL SCRAM-SHA-512';
    case 'gssapi':
      return 'SASL GSSAPI (Kerberos)';
    case undefined:
      return 'undefined scheme';
    default:
      return s.type;
  }
}

/** The headings a channel page shows, for its table of contents. */
export function channelToc(c: Channel, words: ApiText = ENGLISH.api): TocEntry[] {
  const toc: TocEntry[] = [];
  if (c.parameters.length) toc.push({ depth: 2, id: 'parameters', text: words.parameters });
  if (c.servers.length) toc.push({ depth: 2, id: 'servers', text: c.servers.length > 1 ? words.servers : words.server });
  if (c.bindings.length) toc.push({ depth: 2, id: 'bindings', text: words.bindings });
  if (hasWebSocketServer(c)) toc.push({ depth: 2, id: 'try-it', text: words.tryIt });
  if (c.operations.length) {
    toc.push({ depth: 2, id: 'operations', text: words.operations });
    for (const op of c.operations)
      toc.push({ depth: 3, id: operationAnchor(op), text: `${directionLabel(op, words)}: ${op.title ?? op.id}` });
  }
  if (c.messages.length) {
    toc.push({ depth: 2, id: 'messages', text: words.messages });
    for (const m of c.messages) toc.push({ depth: 3, id: messageAnchor(m), text: m.title ?? m.name ?? m.id });
  }
  return toc;
}

/** Whether the channel is served over WebSocket, so the page has a live console (asyncapi/console-data.ts keeps those servers). */
export function hasWebSocketServer(c: Channel): boolean {
  return c.servers.some((s) => isWebSocketProtocol(s.protocol));
}

export const isWebSocketProtocol = (protocol: string): boolean => /^wss?$/i.test(protocol);

/** Every id a link can name on a channel page. */
export function channelAnchors(c: Channel): string[] {
  const ids = channelToc(c).map((t) => t.id);
  for (const p of c.parameters) ids.push(`param-${slugId(p.name)}`);
  for (const s of c.servers) ids.push(`server-${slugId(s.id)}`);
  return ids;
}

/** The protocol and address line, then the reference in one column. */
export function ChannelView({ channel: c, tree, markdown, examples, unavailable }: ChannelViewProps) {
  const words = useWords().api;
  const protocol = channelProtocol(c);
  // Read-only fields are left out of messages only the client sends (as from request bodies); a message
  // that also arrives shows them.
  const received = new Set(
    c.operations.flatMap((op) => [...(op.direction === 'receive' ? op.messages : []), ...(op.reply?.messages ?? [])]),
  );
  const receiveMode = (m: ChannelMessage) =>
    !received.has(m.id) && c.operations.some((op) => op.direction === 'send' && op.messages.includes(m.id)) ? 'request' : 'response';
  return (
    <div class="sx-api-reference sx-channel-reference">
      <div class="sx-endpoint sx-api-endpoint sx-channel-line">
        {spaced([
          <span class={`sx-method sx-method-${protocol === 'WS' ? 'ws' : 'channel'}`}>{protocol}</span>,
          <code class="sx-path">{c.address || '/'}</code>,
        ])}
      </div>
      <div class="sx-api-main sx-channel-main">
        <Markdown md={markdown} text={c.summary && c.summary !== c.description ? c.summary : undefined} />
        <Markdown md={markdown} text={c.description} />
        <Parameters c={c} tree={tree('request')} />
        <Servers c={c} md={markdown} />
        <Bindings list={c.bindings} tree={tree('request')} id="bindings" title={words.bindings} />
        {unavailable ? (
          <p class="sx-ws-console-note">{unavailable}</p>
        ) : (
          <section class="sx-api-section api-section">
            <h2 id="try-it">{words.tryIt}</h2>
            <div id="sx-ws-console" class="sx-ws-console"></div>
          </section>
        )}
        <Operations c={c} md={markdown} />
        {c.messages.length ? (
          <section class="sx-api-section api-section">
            <h2 id="messages">{words.messages}</h2>
            {c.messages.map((m) => (
              <Message m={m} tree={tree(receiveMode(m))} md={markdown} examples={examples[m.id] ?? []} />
            ))}
          </section>
        ) : null}
      </div>
    </div>
  );
}

function Parameters({ c, tree }: { c: Channel; tree: TreeContext }) {
  const words = useWords().api;
  if (c.parameters.length === 0) return null;
  return (
    <section class="sx-api-section api-section">
      <h2 id="parameters">{words.parameters}</h2>
      <ul class="sx-fields">
        {c.parameters.map((p) => {
          const id = `param-${slugId(p.name)}`;
          const s = p.node ? tree.view.merged(p.node) : {};
          const facts = {
            ...s,
            ...(p.enum ? { enum: p.enum } : {}),
            ...(p.default !== undefined ? { default: p.default } : {}),
            ...(p.examples?.length ? { example: p.examples[0] } : {}),
          };
          const type = typeof s['type'] === 'string' ? s['type'] : 'string';
          return (
            <li class="sx-field field" id={id}>
              <FieldHead name={p.name} id={id} type={type} location="address" required />
              <Markdown md={tree.markdown} text={p.description} class="sx-field-desc" />
              <Facts s={facts} />
              {p.location ? (
                <p class="sx-facts">
                  <span>
                    From the message: <code>{p.location}</code>
                  </span>
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Servers({ c, md }: { c: Channel; md: SpecHtml }) {
  const words = useWords().api;
  if (c.servers.length === 0) return null;
  return (
    <section class="sx-api-section api-section sx-channel-servers">
      <h2 id="servers">{c.servers.length > 1 ? words.servers : words.server}</h2>
      {c.servers.map((s) => (
        <Server s={s} md={md} />
      ))}
    </section>
  );
}

function Server({ s, md }: { s: ChannelServer; md: SpecHtml }) {
  const words = useWords().api;
  const ws = s.protocol === 'ws' || s.protocol === 'wss';
  return (
    <div class="sx-channel-server" id={`server-${slugId(s.id)}`}>
      <p class="sx-field-head">
        <code class="sx-field-name">{s.id}</code>
        <span class="sx-pill">
          {s.protocol}
          {s.protocolVersion ? ` ${s.protocolVersion}` : ''}
        </span>
        {s.title ? <span class="sx-server-desc"> {s.title}</span> : null}
      </p>
      <p class="sx-facts">
        <span>
          URL: <code>{s.url}</code>
        </span>
        <span>
          Host: <code>{s.host}</code>
        </span>
        {s.pathname ? (
          <span>
            Path: <code>{s.pathname}</code>
          </span>
        ) : null}
      </p>
      <Markdown md={md} text={s.summary} class="sx-field-desc" />
      <Markdown md={md} text={s.description} class="sx-field-desc" />
      <ServerVariables variables={s.variables} md={md} />
      <SecurityList alternatives={s.security} md={md} ws={ws} />
      <Bindings list={s.bindings} id={`server-${slugId(s.id)}-bindings`} title={words.serverBindings} small />
    </div>
  );
}

/** How the console carries a credential over a WebSocket handshake (browsers cannot set its headers). */
function carryNote(s: ChannelSecurity): string | undefined {
  const header = (s.type === 'httpApiKey' || s.type === 'apiKey') && s.in === 'header';
  const token =
    (s.type === 'http' && (s.httpScheme ?? 'bearer') === 'bearer') || ['httpBearer', 'oauth2', 'openIdConnect'].includes(s.type ?? '');
  if (header || token) return 'The live console sends it as a Sec-WebSocket-Protocol subprotocol: browsers cannot set WebSocket headers.';
  return undefined;
}

function SecurityList({ alternatives, md, ws }: { alternatives: ChannelSecurity[][]; md: SpecHtml; ws: boolean }) {
  const words = useWords().api;
  const list = alternatives.filter((alt) => alt.length);
  if (list.length === 0) return null;
  return (
    <div class="sx-channel-security">
      <p class="sx-subtitle">{list.length > 1 ? words.securityAnyOf : words.security}</p>
      <ul class="sx-fields">
        {list.map((alt) => (
          <li class="sx-field field">
            {alt.map((s) => {
              const note = ws ? carryNote(s) : undefined;
              const scopes = s.scopes;
              return (
                <div class="sx-auth">
                  <FieldHead name={s.scheme} type={securityLabel(s)} />
                  <Scopes scopes={scopes} />
                  {s.flows
                    ? Object.entries(s.flows).map(([flow, f]) => (
                        <p class="sx-facts">
                          <span>{flow}</span>
                          {f.authorizationUrl ? (
                            <span>
                              Authorization URL: <code>{f.authorizationUrl}</code>
                            </span>
                          ) : null}
                          {f.tokenUrl ? (
                            <span>
                              Token URL: <code>{f.tokenUrl}</code>
                            </span>
                          ) : null}
                        </p>
                      ))
                    : null}
                  <Markdown md={md} text={s.description} class="sx-field-desc" />
                  {note ? <p class="sx-schema-note">{note}</p> : null}
                </div>
              );
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Bindings: WebSocket `query` and `headers` as parameter lists, everything else as a key/value table. */
function Bindings({
  list,
  tree,
  id,
  title,
  small,
}: {
  list: ChannelBinding[];
  tree?: TreeContext;
  id: string;
  title: string;
  small?: boolean;
}) {
  const words = useWords().api;
  if (list.length === 0) return null;
  const Heading = small ? 'p' : 'h2';
  return (
    <section class={small ? 'sx-channel-bindings' : 'sx-api-section api-section sx-channel-bindings'}>
      <Heading id={id} {...(small ? { class: 'sx-subtitle' } : {})}>
        {title}
      </Heading>
      {list.map((b) => (
        <div class="sx-channel-binding">
          <p class="sx-media">
            <span class="sx-pill">{b.protocol}</span>
          </p>
          {b.query && tree ? (
            <>
              <p class="sx-subtitle">{words.queryParameters}</p>
              <SchemaFields ctx={tree} node={b.query} depth={0} stack={[]} />
            </>
          ) : null}
          {b.headers && tree ? (
            <>
              <p class="sx-subtitle">{words.headers}</p>
              <SchemaFields ctx={tree} node={b.headers} depth={0} stack={[]} />
            </>
          ) : null}
          <DataTable data={b.data} />
        </div>
      ))}
    </section>
  );
}

function DataTable({ data }: { data: Record<string, unknown> }) {
  const entries = Object.entries(data);
  if (entries.length === 0) return null;
  // In the content's table wrapper (assets/site.css): a long value scrolls the table, not the page.
  return (
    <div class="sx-table-wrap sx-channel-data-wrap">
      <table class="sx-channel-data">
        <tbody>
          {entries.map(([k, v]) => (
            <tr>
              <th scope="row">
                <code>{k}</code>
              </th>
              <td>
                {v !== null && typeof v === 'object' ? (
                  <pre class="sx-channel-json">
                    <code>{JSON.stringify(v, null, 2)}</code>
                  </pre>
                ) : (
                  <code>{String(v)}</code>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Operations({ c, md }: { c: Channel; md: SpecHtml }) {
  const words = useWords().api;
  if (c.operations.length === 0) return null;
  const byId = new Map(c.messages.map((m) => [m.id, m]));
  const link = (id: string) => {
    const m = byId.get(id);
    return m ? <a href={`#${messageAnchor(m)}`}>{m.title ?? m.name ?? m.id}</a> : <code>{id}</code>;
  };
  const list = (ids: string[]) =>
    ids.map((id, i) => (
      <>
        {i ? ', ' : ''}
        {link(id)}
      </>
    ));
  return (
    <section class="sx-api-section api-section sx-channel-operations">
      <h2 id="operations">{words.operations}</h2>
      {c.operations.map((op) => (
        <div class={`sx-channel-operation sx-channel-${op.direction}`}>
          <h3 id={operationAnchor(op)}>
            <span class={`sx-pill sx-direction sx-direction-${op.direction}`}>{directionLabel(op, words)}</span> {op.title ?? op.id}
            {op.deprecated ? <span class="sx-pill sx-pill-deprecated">deprecated</span> : null}
          </h3>
          <div class="sx-schema-note" dangerouslySetInnerHTML={{ __html: md(directionNote(c, op)) }} />
          <Markdown md={md} text={op.summary} />
          <Markdown md={md} text={op.description} />
          {op.messages.length ? (
            <p class="sx-facts">
              <span>
                {op.messages.length > 1 ? words.messagesOneOf : words.message} {list(op.messages)}
              </span>
            </p>
          ) : null}
          {op.reply ? (
            <p class="sx-facts sx-channel-reply">
              <span>
                Reply (you receive): {op.reply.messages.length ? list(op.reply.messages) : 'any message'}
                {op.reply.channel ? (
                  <>
                    {' '}
                    on channel <code>{op.reply.channel}</code>
                  </>
                ) : null}
                {op.reply.address ? (
                  <>
                    {' '}
                    at <code>{op.reply.address}</code>
                  </>
                ) : null}
              </span>
            </p>
          ) : null}
          {op.tags.length ? (
            <p class="sx-facts">
              <span>
                Tags:{' '}
                {op.tags.map((t, i) => (
                  <>
                    {i ? ' ' : ''}
                    <code>{t}</code>
                  </>
                ))}
              </span>
            </p>
          ) : null}
          <SecurityList alternatives={op.security} md={md} ws={false} />
          <Bindings list={op.bindings} id={`${operationAnchor(op)}-bindings`} title={words.operationBindings} small />
        </div>
      ))}
    </section>
  );
}

function Message({ m, tree, md, examples }: { m: ChannelMessage; tree: TreeContext; md: SpecHtml; examples: CodeView[] }) {
  const words = useWords().api;
  const id = messageAnchor(m);
  return (
    <div class="sx-channel-message">
      <h3 id={id}>
        {m.title ?? m.name ?? m.id}
        {m.deprecated ? <span class="sx-pill sx-pill-deprecated">deprecated</span> : null}
      </h3>
      <p class="sx-facts">
        {m.name && m.name !== (m.title ?? m.name) ? (
          <span>
            Name: <code>{m.name}</code>
          </span>
        ) : null}
        {m.contentType ? (
          <span>
            Content type: <code>{m.contentType}</code>
          </span>
        ) : null}
        {m.channel ? (
          <span>
            Arrives on channel <code>{m.channel}</code>
          </span>
        ) : null}
        {m.correlationId ? (
          <span>
            Correlation id: <code>{m.correlationId.location}</code>
          </span>
        ) : null}
      </p>
      <Markdown md={md} text={m.summary} />
      <Markdown md={md} text={m.description} />
      {m.correlationId?.description ? <Markdown md={md} text={m.correlationId.description} class="sx-field-desc" /> : null}
      {m.headers ? (
        <>
          <p class="sx-subtitle">{words.headers}</p>
          <SchemaFields ctx={tree} node={m.headers} depth={0} stack={[]} />
        </>
      ) : null}
      <p class="sx-subtitle">{words.payload}</p>
      {m.payload ? (
        <PayloadTree node={m.payload} tree={tree} />
      ) : m.otherFormat ? (
        <>
          <p class="sx-schema-note">
            Schema format <code>{m.otherFormat.format}</code>:
          </p>
          <pre class="sx-channel-json">
            <code>{JSON.stringify(m.otherFormat.schema, null, 2)}</code>
          </pre>
        </>
      ) : (
        <p class="sx-schema-note">{words.noSchema}</p>
      )}
      <Bindings list={m.bindings} id={`${id}-bindings`} title={words.messageBindings} small />
      {examples.length ? (
        <div class="sx-channel-examples">
          <p class="sx-subtitle">{examples.length > 1 ? words.examples : words.example}</p>
          {examples.map((c) => (
            <figure
              class="sx-code"
              data-lang={c.lang}
              data-title={c.label}
              dangerouslySetInnerHTML={{ __html: `<figcaption>${escapeHtml(c.label)}</figcaption>${c.html}` }}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** A payload: its fields as a tree (an array named above its items' fields); a payload without fields (a scalar, a free-form object) shows its type and facts. */
function PayloadTree({ node, tree }: { node: SchemaNode; tree: TreeContext }) {
  const s = tree.view.merged(node);
  if (hasFields(tree.view, node)) return <SchemaRoot ctx={tree} node={node} />;
  return (
    <>
      <p class="sx-facts">
        <span>
          Type: <code>{typeLabel(tree.view, node)}</code>
        </span>
      </p>
      <Markdown md={tree.markdown} text={typeof s['description'] === 'string' ? s['description'] : undefined} class="sx-field-desc" />
      <Facts s={s} allowed={allowedValues(tree.view, node)} />
    </>
  );
}

/**
 * A channel page as the search index reads it (render/search-document.tsx), lean as an operation's
 * (EndpointSearchView): the channel's description, its parameters, each operation's name and summary,
 * each message's name and summary with its payload's top-level field names. Nested schemas, bindings,
 * servers and examples stay out: the page draws them in full, and search has no use for them.
 */
export function ChannelSearchView({ channel: c, markdown, view }: { channel: Channel; markdown: SpecHtml; view: SchemaReader }) {
  const words = useWords().api;
  const fields = (node: SchemaNode | undefined) => (node ? [...new Set(view.properties(node).map((p) => p.name))] : []);
  return (
    <>
      <Markdown md={markdown} text={c.summary && c.summary !== c.description ? c.summary : undefined} />
      <Markdown md={markdown} text={c.description} />
      {c.parameters.length ? (
        <section>
          <h2 id="parameters">{words.parameters}</h2>
          <ul>
            {c.parameters.map((p) => (
              <li>
                <code>{p.name}</code>
                <Markdown md={markdown} text={p.description} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {c.operations.length ? (
        <section>
          <h2 id="operations">{words.operations}</h2>
          {c.operations.map((op) => (
            <>
              <h3 id={operationAnchor(op)}>
                {directionLabel(op, words)}: {op.title ?? op.id}
              </h3>
              {op.title && op.title !== op.id ? (
                <p>
                  <code>{op.id}</code>
                </p>
              ) : null}
              <Markdown md={markdown} text={op.summary} />
            </>
          ))}
        </section>
      ) : null}
      {c.messages.length ? (
        <section>
          <h2 id="messages">{words.messages}</h2>
          {c.messages.map((m) => {
            const names = fields(m.payload);
            return (
              <>
                <h3 id={messageAnchor(m)}>{m.title ?? m.name ?? m.id}</h3>
                {m.name && m.name !== m.title ? (
                  <p>
                    <code>{m.name}</code>
                  </p>
                ) : null}
                <Markdown md={markdown} text={m.summary} />
                <NameList names={names} />
              </>
            );
          })}
        </section>
      ) : null}
    </>
  );
}
