/**
 * A light index of an AsyncAPI 2.x or 3.0 document: its channels, for navigation (their group, URL,
 * title, visibility). References inside the document (`#/...`) are followed; others are not needed
 * to place a page.
 */

import { channelProtocolLabel } from '../../common/channel-protocol.js';
import { isObject } from '../../common/is-object.js';
import { applyXDocsNav, readXDocs } from '../x-docs.js';

export interface ChannelEntry {
  /** Channel id (3.0) or address (2.x): what frontmatter `asyncapi: "spec channel"` names. */
  id: string;
  address?: string;
  /** `x-docs.metadata.title`, else the channel's `title`. */
  title?: string;
  sidebarTitle?: string;
  /** The first tag of the channel's operations (3.0: else the channel's own): its navigation group. */
  tag?: string;
  /** The ids of the operations on the channel (3.0 keys, 2.x `operationId`s). */
  operations: string[];
  /** The badge of its servers' protocols (`WS`, `MQTT` …), drawn beside its sidebar link. */
  protocol: string;
  /** From `x-docs` (or `x-mint`) on the channel, else on its first operation that has one. */
  href?: string;
  /** `x-hidden` (or `x-docs.metadata.hidden`): generated, left out of the navigation. */
  hidden?: boolean;
  /** `x-excluded`: no page at all. */
  excluded?: boolean;
  deprecated?: boolean;
}

export interface AsyncApiIndex {
  kind: 'asyncapi';
  version: string;
  title?: string;
  channels: ChannelEntry[];
  /** Declared tag order (`info.tags`, 3.0 `components.tags`), then tags first seen on operations. */
  tags: string[];
}

/** True when a parsed document is an AsyncAPI description. */
export function isAsyncApiDocument(doc: unknown): doc is Record<string, unknown> {
  return typeof doc === 'object' && doc !== null && typeof (doc as Record<string, unknown>)['asyncapi'] === 'string';
}

type Obj = Record<string, unknown>;

/** Follow local `$ref`s (`#/a/b`) to an object; undefined when dangling, external or looping. */
function local(doc: Obj, value: unknown): Obj | undefined {
  let cur = value;
  for (let hops = 0; hops < 16; hops++) {
    if (!isObject(cur)) return undefined;
    const ref = cur['$ref'];
    if (typeof ref !== 'string') return cur;
    if (!ref.startsWith('#/')) return undefined;
    cur = ref
      .slice(2)
      .split('/')
      .map((k) => decodeURIComponent(k).replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((o, k) => (isObject(o) ? o[k] : undefined), doc);
  }
  return undefined;
}

function tagNames(doc: Obj, raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((t) => {
    const tag = local(doc, t);
    return tag && typeof tag['name'] === 'string' ? [tag['name']] : [];
  });
}

/** Index the channels of an AsyncAPI document. */
export function indexChannels(doc: Obj): AsyncApiIndex {
  const version = String(doc['asyncapi']);
  const info = isObject(doc['info']) ? doc['info'] : {};
  const index: AsyncApiIndex = { kind: 'asyncapi', version, channels: [], tags: tagNames(doc, info['tags']) };
  if (typeof info['title'] === 'string') index.title = info['title'];
  const channels = doc['channels'];
  if (!isObject(channels)) return index;
  const v2 = version.startsWith('2.');
  // 3.0: operations name their channel by `$ref`; index them by the channel object they reach.
  const opsOf = new Map<Obj, [string, Obj][]>();
  if (!v2 && isObject(doc['operations'])) {
    for (const [id, raw] of Object.entries(doc['operations'])) {
      const op = local(doc, raw);
      const ch = op && local(doc, op['channel']);
      if (op && ch) opsOf.set(ch, [...(opsOf.get(ch) ?? []), [id, op]]);
    }
  }
  for (const [id, raw] of Object.entries(channels)) {
    const ch = local(doc, raw);
    const entry: ChannelEntry = { id, operations: [], protocol: channelProtocolLabel(serverProtocols(doc, ch, v2)) };
    if (ch) {
      const ops: [string, Obj][] = v2
        ? (['publish', 'subscribe'] as const).flatMap((k) => {
            const op = local(doc, ch[k]);
            return op ? [[typeof op['operationId'] === 'string' ? op['operationId'] : k, op] as [string, Obj]] : [];
          })
        : (opsOf.get(ch) ?? []);
      entry.operations = ops.map(([opId]) => opId);
      if (typeof ch['address'] === 'string') entry.address = ch['address'];
      if (typeof ch['title'] === 'string') entry.title = ch['title'];
      const tags = [...ops.flatMap(([, op]) => tagNames(doc, withTraitTags(doc, op))), ...tagNames(doc, ch['tags'])];
      if (tags[0]) entry.tag = tags[0];
      for (const t of tags) if (!index.tags.includes(t)) index.tags.push(t);
      if (ch['x-hidden'] === true) entry.hidden = true;
      if (ch['x-excluded'] === true) entry.excluded = true;
      if (ops.length && ops.every(([, op]) => op['deprecated'] === true)) entry.deprecated = true;
      const ext = readXDocs(ch) ?? ops.map(([, op]) => readXDocs(op)).find(Boolean);
      if (ext) applyXDocsNav(entry, ext);
    }
    index.channels.push(entry);
  }
  return index;
}

/**
 * The protocols of the servers a channel names (2.x by key, 3.0 by `$ref` to `#/servers/…`), else of
 * every server, as the channel page lists them.
 */
function serverProtocols(doc: Obj, ch: Obj | undefined, v2: boolean): string[] {
  const servers = isObject(doc['servers']) ? doc['servers'] : {};
  const named = ch && Array.isArray(ch['servers']) ? ch['servers'] : undefined;
  // 3.0 names a server by a `$ref` into `#/servers/`, which `local` follows like any other.
  const chosen: unknown[] = !named
    ? Object.values(servers)
    : v2
      ? named.flatMap((k) => (typeof k === 'string' ? [servers[k]] : []))
      : named.filter((r) => isObject(r) && typeof r['$ref'] === 'string' && r['$ref'].startsWith('#/servers/'));
  return chosen.flatMap((s) => {
    const protocol = local(doc, s)?.['protocol'];
    return typeof protocol === 'string' ? [protocol] : [];
  });
}

/** An operation's tags, its traits' tags after them. */
function withTraitTags(doc: Obj, op: Obj): unknown[] {
  const own = Array.isArray(op['tags']) ? op['tags'] : [];
  const traits = Array.isArray(op['traits']) ? op['traits'] : [];
  return [
    ...own,
    ...traits.flatMap((t) => {
      const tags = local(doc, t)?.['tags'];
      return Array.isArray(tags) ? tags : [];
    }),
  ];
}
