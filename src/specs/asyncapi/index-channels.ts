/** A light index of an AsyncAPI 2.x or 3.0 document: its channels, for navigation. */

import { isObject } from '../../common/is-object.js';

export interface ChannelEntry {
  /** Channel id (3.0) or address (2.x): what frontmatter `asyncapi: "spec channel"` names. */
  id: string;
  address?: string;
  title?: string;
}

export interface AsyncApiIndex {
  kind: 'asyncapi';
  version: string;
  title?: string;
  channels: ChannelEntry[];
}

/** True when a parsed document is an AsyncAPI description. */
export function isAsyncApiDocument(doc: unknown): doc is Record<string, unknown> {
  return typeof doc === 'object' && doc !== null && typeof (doc as Record<string, unknown>)['asyncapi'] === 'string';
}

/** Index the channels of an AsyncAPI document. */
export function indexChannels(doc: Record<string, unknown>): AsyncApiIndex {
  const version = String(doc['asyncapi']);
  const index: AsyncApiIndex = { kind: 'asyncapi', version, channels: [] };
  const info = doc['info'];
  if (isObject(info) && typeof info['title'] === 'string') index.title = info['title'];
  const channels = doc['channels'];
  if (!isObject(channels)) return index;
  for (const [id, ch] of Object.entries(channels)) {
    const entry: ChannelEntry = { id };
    if (isObject(ch)) {
      if (typeof ch['address'] === 'string') entry.address = ch['address'];
      if (typeof ch['title'] === 'string') entry.title = ch['title'];
    }
    index.channels.push(entry);
  }
  return index;
}
