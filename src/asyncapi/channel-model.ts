/**
 * One channel of an AsyncAPI document as its page shows it (model/channel.ts): 2.x (2.0–2.6) and
 * 3.0 read into one shape, so the view, the Markdown twin and the console data never ask which
 * version they draw. Directions become the reader's client's: 2.x `publish` and 3.0 `receive` are
 * what the client sends. `$ref`s are followed one at a time through the spec view (cycles and
 * dangling references give up quietly); schemas stay where they are in the spec. Pure.
 */
import { isObject } from '../common/is-object.js';
import type { At, Obj, SchemaNode } from '../model/api-endpoint.js';
import type {
  Channel,
  ChannelBinding,
  ChannelMessage,
  ChannelOperation,
  ChannelParameter,
  ChannelSecurity,
  ChannelServer,
  ServerVariable,
} from '../model/channel.js';
import { readXDocs } from '../specs/x-docs.js';
import { child, type SpecView } from '../openapi/endpoint/schema.js';
import { isFormatlessSchemaObject } from './multi-format.js';

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);
const strings = (v: unknown): string[] | undefined => (Array.isArray(v) ? v.map((x) => String(x)) : undefined);
/** The last segment of a JSON pointer, unescaped. */
const lastKey = (pointer: string): string => pointer.split('/').pop()!.replace(/~1/g, '/').replace(/~0/g, '~');
const esc = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');
const sameAt = (a: At, b: At) => a.file === b.file && a.pointer === b.pointer;

/** A value with its place in the spec (`$ref`s followed). */
interface Located {
  v: Obj;
  at: At;
}

/** Read a channel of the document; undefined when it has no channel `id`. */
export function readChannel(view: SpecView, id: string): Channel | undefined {
  const root = view.root;
  const version = String(root['asyncapi'] ?? '');
  const channels = root['channels'];
  if (!isObject(channels) || !Object.hasOwn(channels, id)) return undefined;
  const rootAt: At = { file: view.doc.source, pointer: '' };
  const ch = view.deref(channels[id], child(rootAt, 'channels', id));
  if (!ch) return undefined;
  return version.startsWith('2.') ? readV2(view, id, ch, version) : readV3(view, id, ch, version);
}

// ---------------------------------------------------------------- shared pieces

/** An object's fields with the fields of its `traits` beneath them (the object's own win), each with its place. */
function withTraits(view: SpecView, obj: Located): Map<string, { v: unknown; at: At }> {
  const out = new Map<string, { v: unknown; at: At }>();
  const traits = obj.v['traits'];
  if (Array.isArray(traits)) {
    traits.forEach((raw, i) => {
      // 2.x message traits may be `[trait, options]` pairs.
      const t = view.deref(Array.isArray(raw) ? raw[0] : raw, child(obj.at, 'traits', i));
      if (!t) return;
      for (const [k, v] of Object.entries(t.v)) out.set(k, { v, at: child(t.at, k) });
    });
  }
  for (const [k, v] of Object.entries(obj.v)) if (k !== 'traits') out.set(k, { v, at: child(obj.at, k) });
  return out;
}

function readBindings(view: SpecView, raw: unknown, at: At): ChannelBinding[] {
  const b = view.deref(raw, at);
  if (!b) return [];
  const out: ChannelBinding[] = [];
  for (const [protocol, value] of Object.entries(b.v)) {
    if (protocol.startsWith('x-')) continue;
    const binding = view.deref(value, child(b.at, protocol));
    if (!binding) continue;
    const entry: ChannelBinding = { protocol, data: {} };
    for (const [k, v] of Object.entries(binding.v)) {
      if (protocol === 'ws' && (k === 'query' || k === 'headers')) {
        const node = view.node(v, child(binding.at, k));
        if (node) entry[k] = node;
      } else entry.data[k] = isObject(v) && typeof v['$ref'] === 'string' ? (view.deref(v, child(binding.at, k))?.v ?? v) : v;
    }
    out.push(entry);
  }
  return out;
}

function readScheme(view: SpecView, name: string, raw: unknown, at: At, scopes: string[]): ChannelSecurity {
  const s = view.deref(raw, at);
  if (!s) return { scheme: name, scopes };
  const v = s.v;
  const out: ChannelSecurity = { scheme: name, scopes: scopes.length ? scopes : (strings(v['scopes']) ?? []) };
  if (str(v['type'])) out.type = v['type'] as string;
  if (str(v['description'])) out.description = v['description'] as string;
  if (str(v['in'])) out.in = v['in'] as string;
  if (str(v['name'])) out.name = v['name'] as string;
  if (str(v['scheme'])) out.httpScheme = (v['scheme'] as string).toLowerCase();
  if (str(v['bearerFormat'])) out.bearerFormat = v['bearerFormat'] as string;
  if (str(v['openIdConnectUrl'])) out.openIdConnectUrl = v['openIdConnectUrl'] as string;
  if (isObject(v['flows'])) {
    out.flows = {};
    for (const [flow, f] of Object.entries(v['flows'])) {
      if (!isObject(f)) continue;
      // 3.0 `availableScopes`, 2.x `scopes`: both a map of scope → description.
      const scopeMap = isObject(f['availableScopes']) ? f['availableScopes'] : isObject(f['scopes']) ? f['scopes'] : {};
      out.flows[flow] = {
        ...(str(f['authorizationUrl']) ? { authorizationUrl: f['authorizationUrl'] as string } : {}),
        ...(str(f['tokenUrl']) ? { tokenUrl: f['tokenUrl'] as string } : {}),
        ...(str(f['refreshUrl']) ? { refreshUrl: f['refreshUrl'] as string } : {}),
        availableScopes: Object.keys(scopeMap),
      };
    }
  }
  return out;
}

/** 2.x security: requirement objects `{scheme: [scopes]}`, each an alternative. */
function securityV2(view: SpecView, raw: unknown): ChannelSecurity[][] {
  if (!Array.isArray(raw)) return [];
  const components = isObject(view.root['components']) ? view.root['components'] : {};
  const schemes = isObject(components['securitySchemes']) ? components['securitySchemes'] : {};
  return raw
    .filter(isObject)
    .map((req) =>
      Object.entries(req).map(([name, scopes]) =>
        readScheme(
          view,
          name,
          schemes[name],
          { file: view.doc.source, pointer: `/components/securitySchemes/${esc(name)}` },
          strings(scopes) ?? [],
        ),
      ),
    );
}

/** 3.0 security: a list of security scheme objects (usually `$ref`s), any one of which suffices. */
function securityV3(view: SpecView, raw: unknown, at: At): ChannelSecurity[][] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item, i) => {
    const itemAt = child(at, i);
    const s = view.deref(item, itemAt);
    if (!s) return [];
    const name = s.at.pointer.startsWith('/components/securitySchemes/') ? lastKey(s.at.pointer) : `scheme ${i + 1}`;
    return [[readScheme(view, name, s.v, s.at, [])]];
  });
}

function variablesOf(view: SpecView, raw: unknown, at: At): ServerVariable[] {
  const vars = view.deref(raw, at);
  if (!vars) return [];
  const out: ServerVariable[] = [];
  for (const [name, value] of Object.entries(vars.v)) {
    const v = view.deref(value, child(vars.at, name));
    if (!v) continue;
    const variable: ServerVariable = { name };
    if (v.v['default'] !== undefined) variable.default = String(v.v['default']);
    const en = strings(v.v['enum']);
    if (en) variable.enum = en;
    if (str(v.v['description'])) variable.description = v.v['description'] as string;
    const ex = strings(v.v['examples']);
    if (ex) variable.examples = ex;
    out.push(variable);
  }
  return out;
}

/** Every server of the document by key, in spec order. */
function readServers(view: SpecView, v2: boolean): ChannelServer[] {
  const servers = view.root['servers'];
  if (!isObject(servers)) return [];
  const rootAt: At = { file: view.doc.source, pointer: '' };
  const out: ChannelServer[] = [];
  for (const [id, raw] of Object.entries(servers)) {
    const s = view.deref(raw, child(rootAt, 'servers', id));
    if (!s) continue;
    const protocol = str(s.v['protocol']) ?? '';
    let host: string;
    let pathname: string | undefined;
    let url: string;
    if (v2) {
      // 2.x `url` may or may not carry the scheme.
      const written = str(s.v['url']) ?? '';
      const m = /^([a-z][a-z0-9+.-]*):\/\/(.*)$/i.exec(written);
      const rest = m ? m[2]! : written;
      const slash = rest.indexOf('/');
      host = slash === -1 ? rest : rest.slice(0, slash);
      if (slash !== -1 && rest.slice(slash) !== '/') pathname = rest.slice(slash);
      url = m ? written : `${protocol}://${written}`;
    } else {
      host = str(s.v['host']) ?? '';
      pathname = str(s.v['pathname']);
      url = `${protocol}://${host}${pathname ? (pathname.startsWith('/') ? '' : '/') + pathname : ''}`;
    }
    out.push({
      id,
      url,
      host,
      ...(pathname ? { pathname } : {}),
      protocol,
      ...(str(s.v['protocolVersion']) ? { protocolVersion: String(s.v['protocolVersion']) } : {}),
      ...(str(s.v['title']) ? { title: s.v['title'] as string } : {}),
      ...(str(s.v['summary']) ? { summary: s.v['summary'] as string } : {}),
      ...(str(s.v['description']) ? { description: s.v['description'] as string } : {}),
      variables: variablesOf(view, s.v['variables'], child(s.at, 'variables')),
      security: v2 ? securityV2(view, s.v['security']) : securityV3(view, s.v['security'], child(s.at, 'security')),
      bindings: readBindings(view, s.v['bindings'], child(s.at, 'bindings')),
    });
  }
  return out;
}

function tagNames(view: SpecView, raw: unknown, at: At): string[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((t, i) => {
    const tag = view.deref(t, child(at, i));
    return tag && str(tag.v['name']) ? [tag.v['name'] as string] : [];
  });
}

/** A message (traits applied) under the id the page gives it. */
function readMessage(view: SpecView, id: string, m: Located, defaultContentType: string | undefined, v2: boolean): ChannelMessage {
  const f = withTraits(view, m);
  const get = (k: string) => f.get(k)?.v;
  const text = (k: string) => str(get(k));
  const msg: ChannelMessage = { id, examples: [], bindings: [], at: m.at };
  for (const k of ['name', 'title', 'summary', 'description'] as const) if (text(k)) msg[k] = text(k)!;
  const contentType = text('contentType') ?? defaultContentType;
  if (contentType) msg.contentType = contentType;
  if (get('deprecated') === true) msg.deprecated = true;
  const schemaOf = (k: 'headers' | 'payload'): void => {
    const hit = f.get(k);
    if (!hit) return;
    // 3.0 multi-format schema `{schemaFormat, schema}` (without `schemaFormat`: the AsyncAPI format, its
    // default); 2.x `schemaFormat` on the message.
    const held = view.deref(hit.v, hit.at);
    const formatted = held && held.v['schema'] !== undefined && typeof held.v['schemaFormat'] === 'string';
    const multi = !v2 && held && (formatted || isFormatlessSchemaObject(held.v));
    const format = multi ? str(held.v['schemaFormat']) : k === 'payload' && v2 ? text('schemaFormat') : undefined;
    const value = multi ? held.v['schema'] : hit.v;
    const at = multi ? child(held.at, 'schema') : hit.at;
    if (format && !isJsonSchemaFormat(format)) {
      if (k === 'payload') msg.otherFormat = { format, schema: view.deref(value, at)?.v ?? value };
      return;
    }
    const node = view.node(value, at);
    if (node) msg[k] = node;
  };
  schemaOf('headers');
  schemaOf('payload');
  const examples = get('examples');
  if (Array.isArray(examples)) {
    for (const ex of examples) {
      if (!isObject(ex)) continue;
      // Before 2.3, examples were `{headers, payload}` without names; 2.3+ and 3.0 add `name` and `summary`.
      if (ex['payload'] === undefined && ex['headers'] === undefined) continue;
      msg.examples.push({
        ...(str(ex['name']) ? { name: ex['name'] as string } : {}),
        ...(str(ex['summary']) ? { summary: ex['summary'] as string } : {}),
        ...(ex['headers'] !== undefined ? { headers: ex['headers'] } : {}),
        payload: ex['payload'],
      });
    }
  }
  const corr = f.get('correlationId');
  const c = corr && view.deref(corr.v, corr.at);
  if (c && str(c.v['location']))
    msg.correlationId = {
      location: c.v['location'] as string,
      ...(str(c.v['description']) ? { description: c.v['description'] as string } : {}),
    };
  const b = f.get('bindings');
  if (b) msg.bindings = readBindings(view, b.v, b.at);
  return msg;
}

const isJsonSchemaFormat = (format: string) =>
  /^application\/(vnd\.aai\.asyncapi(\+json|\+yaml)?|schema(\+json|\+yaml)?)(;|$)/i.test(format.trim());

/** The messages of a page, each once by place in the spec, with ids unique on the page. */
class MessageList {
  readonly list: ChannelMessage[] = [];
  private byAt = new Map<string, string>();

  constructor(
    private view: SpecView,
    private contentType: string | undefined,
    private v2: boolean,
  ) {}

  add(wanted: string, m: Located, channel?: string): string {
    const key = `${m.at.file}#${m.at.pointer}`;
    const known = this.byAt.get(key);
    if (known) return known;
    let id = wanted;
    for (let n = 2; this.list.some((x) => x.id === id); n++) id = `${wanted}-${n}`;
    this.byAt.set(key, id);
    const msg = readMessage(this.view, id, m, this.contentType, this.v2);
    if (channel !== undefined) msg.channel = channel;
    this.list.push(msg);
    return id;
  }
}

function operationBase(view: SpecView, op: Located): Map<string, { v: unknown; at: At }> {
  return withTraits(view, op);
}

function readParameters(view: SpecView, raw: unknown, at: At): ChannelParameter[] {
  const params = view.deref(raw, at);
  if (!params) return [];
  const out: ChannelParameter[] = [];
  for (const [name, value] of Object.entries(params.v)) {
    const p = view.deref(value, child(params.at, name));
    if (!p) continue;
    const param: ChannelParameter = { name };
    if (str(p.v['description'])) param.description = p.v['description'] as string;
    if (str(p.v['location'])) param.location = p.v['location'] as string;
    // 2.x: a schema; 3.0: enum, default, examples on the parameter itself.
    const node = p.v['schema'] !== undefined ? view.node(p.v['schema'], child(p.at, 'schema')) : undefined;
    const src: Obj = node ? node.s : p.v;
    if (node) param.node = node;
    const en = strings(src['enum']);
    if (en) param.enum = en;
    if (src['default'] !== undefined) param.default = String(src['default']);
    const ex = strings(src['examples']);
    if (ex) param.examples = ex;
    if (!param.description && node && str(node.s['description'])) param.description = node.s['description'] as string;
    out.push(param);
  }
  return out;
}

function channelBase(view: SpecView, id: string, ch: Located, version: string): Channel {
  const title = str(ch.v['title']);
  const summary = str(ch.v['summary']);
  const description = str(ch.v['description']);
  return {
    specVersion: version,
    id,
    address: version.startsWith('2.') ? id : typeof ch.v['address'] === 'string' ? ch.v['address'] : '',
    ...(title ? { title } : {}),
    ...(summary ? { summary } : {}),
    ...(description ? { description } : {}),
    parameters: readParameters(view, ch.v['parameters'], child(ch.at, 'parameters')),
    servers: [],
    bindings: readBindings(view, ch.v['bindings'], child(ch.at, 'bindings')),
    operations: [],
    messages: [],
    xdocs: readXDocs(ch.v) ?? { metadata: {} },
    at: ch.at,
  };
}

/** The servers a channel names (2.x by key, 3.0 by `$ref`), else every server. */
function channelServers(all: ChannelServer[], named: string[] | undefined): ChannelServer[] {
  return named ? all.filter((s) => named.includes(s.id)) : all;
}

// ---------------------------------------------------------------- 2.x

function readV2(view: SpecView, id: string, ch: Located, version: string): Channel {
  const channel = channelBase(view, id, ch, version);
  channel.servers = channelServers(readServers(view, true), strings(ch.v['servers']));
  const messages = new MessageList(view, str(view.root['defaultContentType']), true);
  for (const action of ['publish', 'subscribe'] as const) {
    const op = view.deref(ch.v[action], child(ch.at, action));
    if (!op) continue;
    const f = operationBase(view, op);
    const get = (k: string) => f.get(k)?.v;
    const ids: string[] = [];
    const m = f.get('message');
    const held = m && view.deref(m.v, m.at);
    if (held) {
      // `message: {oneOf: [...]}` lists alternatives; otherwise it is the message itself.
      const list = Array.isArray(held.v['oneOf'])
        ? held.v['oneOf'].map((x, i) => ({ raw: x, at: child(held.at, 'oneOf', i) }))
        : [{ raw: m!.v, at: m!.at }];
      list.forEach(({ raw, at }, i) => {
        const msg = view.deref(raw, at);
        if (!msg) return;
        const fromComponents = msg.at.pointer.startsWith('/components/messages/') ? lastKey(msg.at.pointer) : undefined;
        const wanted =
          str(msg.v['messageId']) ??
          str(msg.v['name']) ??
          fromComponents ??
          (list.length > 1 ? `${action}-${i + 1}` : `${str(get('operationId')) ?? action}-message`);
        ids.push(messages.add(wanted, msg));
      });
    }
    const operation: ChannelOperation = {
      id: str(get('operationId')) ?? action,
      // A 2.x document describes the application: its `publish` is what a client publishes to it.
      direction: action === 'publish' ? 'send' : 'receive',
      action,
      ...(str(get('summary')) ? { summary: get('summary') as string } : {}),
      ...(str(get('description')) ? { description: get('description') as string } : {}),
      ...(get('deprecated') === true ? { deprecated: true } : {}),
      tags: tagNames(view, get('tags'), f.get('tags')?.at ?? op.at),
      messages: ids,
      security: securityV2(view, get('security')),
      bindings: f.has('bindings') ? readBindings(view, f.get('bindings')!.v, f.get('bindings')!.at) : [],
    };
    channel.operations.push(operation);
    opXDocs(channel, op);
  }
  channel.messages = messages.list;
  return channel;
}

/** `x-docs` of the first operation that has one, when the channel has none of its own. */
function opXDocs(channel: Channel, op: Located): void {
  if (channel.xdocs.key) return;
  const x = readXDocs(op.v);
  if (x) channel.xdocs = x;
}

// ---------------------------------------------------------------- 3.0

function readV3(view: SpecView, id: string, ch: Located, version: string): Channel {
  const channel = channelBase(view, id, ch, version);
  const named = Array.isArray(ch.v['servers'])
    ? ch.v['servers'].flatMap((r, i) => {
        const s = view.deref(r, child(ch.at, 'servers', i));
        return s && s.at.pointer.startsWith('/servers/') ? [lastKey(s.at.pointer)] : [];
      })
    : undefined;
  channel.servers = channelServers(readServers(view, false), named);
  const messages = new MessageList(view, str(view.root['defaultContentType']), false);
  // The channel's own messages first, in spec order.
  const own = view.deref(ch.v['messages'], child(ch.at, 'messages'));
  const ownIds = new Map<string, string>();
  const written = ch.v['messages'];
  if (own && isObject(written) && typeof written['$ref'] === 'string') {
    // `messages: { $ref: … }` (asyncapi-channel-messages-ref): the one message it names, not its fields as messages.
    ownIds.set(`${own.at.file}#${own.at.pointer}`, messages.add(lastKey(own.at.pointer), own));
  } else if (own) {
    for (const [key, raw] of Object.entries(own.v)) {
      const m = view.deref(raw, child(own.at, key));
      if (m) ownIds.set(`${m.at.file}#${m.at.pointer}`, messages.add(key, m));
    }
  }
  const operations = view.root['operations'];
  const rootAt: At = { file: view.doc.source, pointer: '' };
  if (isObject(operations)) {
    for (const [opId, raw] of Object.entries(operations)) {
      const op = view.deref(raw, child(rootAt, 'operations', opId));
      if (!op) continue;
      const target = view.deref(op.v['channel'], child(op.at, 'channel'));
      if (!target || !sameAt(target.at, ch.at)) continue;
      const f = operationBase(view, op);
      const get = (k: string) => f.get(k)?.v;
      // Listed messages (`$ref`s into the channel's messages), else all of the channel's.
      const listed = get('messages');
      const ids = Array.isArray(listed)
        ? listed.flatMap((r, i) => {
            const m = view.deref(r, child(f.get('messages')!.at, i));
            return m ? [messages.add(lastKey(m.at.pointer), m)] : [];
          })
        : [...ownIds.values()];
      const action = str(get('action')) ?? 'send';
      const operation: ChannelOperation = {
        id: opId,
        // A 3.0 document describes the API: what it receives, the reader's client sends.
        direction: action === 'receive' ? 'send' : 'receive',
        action,
        ...(str(get('title')) ? { title: get('title') as string } : {}),
        ...(str(get('summary')) ? { summary: get('summary') as string } : {}),
        ...(str(get('description')) ? { description: get('description') as string } : {}),
        ...(get('deprecated') === true ? { deprecated: true } : {}),
        tags: tagNames(view, get('tags'), f.get('tags')?.at ?? op.at),
        messages: ids,
        security: securityV3(view, get('security'), f.get('security')?.at ?? op.at),
        bindings: f.has('bindings') ? readBindings(view, f.get('bindings')!.v, f.get('bindings')!.at) : [],
      };
      const reply = f.get('reply') && view.deref(f.get('reply')!.v, f.get('reply')!.at);
      if (reply) operation.reply = readReply(view, reply, ch, messages);
      channel.operations.push(operation);
      opXDocs(channel, op);
    }
  }
  channel.messages = messages.list;
  return channel;
}

/** A 3.0 reply: its messages (listed, else the reply channel's, else the operation channel's) and where they arrive. */
function readReply(view: SpecView, reply: Located, ch: Located, messages: MessageList): NonNullable<ChannelOperation['reply']> {
  const replyChannel = view.deref(reply.v['channel'], child(reply.at, 'channel'));
  const other = replyChannel && !sameAt(replyChannel.at, ch.at) ? replyChannel : undefined;
  const channelId = other && other.at.pointer.startsWith('/channels/') ? lastKey(other.at.pointer) : undefined;
  const out: NonNullable<ChannelOperation['reply']> = { messages: [] };
  if (channelId) out.channel = channelId;
  const where = other ?? ch;
  if (other && typeof other.v['address'] === 'string') out.address = other.v['address'];
  const address = view.deref(reply.v['address'], child(reply.at, 'address'));
  if (address && str(address.v['location'])) out.address = address.v['location'] as string;
  const add = (m: Located, key: string) => out.messages.push(messages.add(key, m, channelId));
  if (Array.isArray(reply.v['messages'])) {
    reply.v['messages'].forEach((r, i) => {
      const m = view.deref(r, child(reply.at, 'messages', i));
      if (m) add(m, lastKey(m.at.pointer));
    });
  } else {
    const list = view.deref(where.v['messages'], child(where.at, 'messages'));
    if (list)
      for (const [key, raw] of Object.entries(list.v)) {
        const m = view.deref(raw, child(list.at, key));
        if (m) add(m, key);
      }
  }
  return out;
}

/** A message's schema nodes, for callers that walk them (examples, forms). */
export function messageSchemas(m: ChannelMessage): SchemaNode[] {
  return [m.headers, m.payload].filter((n): n is SchemaNode => !!n);
}
