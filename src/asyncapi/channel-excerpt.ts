/**
 * The part of an AsyncAPI document one channel page needs, as JSON: the channel's Markdown twin
 * embeds it under `## AsyncAPI` (docs.json `markdown.schema`, on unless `false`), as an API page's twin
 * embeds its operation's excerpt. It holds the document's version, title and content type, the
 * servers the channel uses, the channel, the 3.0 operations on it, and every part of the document
 * these reach through local `$ref`s, with the security schemes 2.x names.
 */
import { isObject } from '../common/is-object.js';
import type { Channel } from '../model/channel.js';
import { MAX_EXCERPT, refCopier } from '../openapi/endpoint/spec-excerpt.js';
import type { SpecView } from '../openapi/endpoint/schema.js';

type Obj = Record<string, unknown>;

/** The channel's excerpt of its document as JSON; undefined when it cannot be read or is larger than MAX_EXCERPT. */
export function channelExcerpt(view: SpecView, c: Channel): string | undefined {
  const root = view.root;
  const channels = root['channels'];
  if (!isObject(channels) || !Object.hasOwn(channels, c.id)) return undefined;
  const out: Obj = {};
  for (const key of ['asyncapi', 'id']) if (typeof root[key] === 'string') out[key] = root[key];
  const info = isObject(root['info']) ? root['info'] : {};
  out['info'] = { title: info['title'] ?? '', version: info['version'] ?? '' };
  if (typeof root['defaultContentType'] === 'string') out['defaultContentType'] = root['defaultContentType'];
  const servers = isObject(root['servers']) ? root['servers'] : {};
  const used = Object.fromEntries(c.servers.filter((s) => Object.hasOwn(servers, s.id)).map((s) => [s.id, servers[s.id]]));
  if (Object.keys(used).length) out['servers'] = used;
  const channel = channels[c.id];
  out['channels'] = { [c.id]: channel };
  // 3.0 operations are the document's, naming their channel; 2.x ones sit in the channel.
  const all = isObject(root['operations']) && !c.specVersion.startsWith('2.') ? root['operations'] : {};
  const operations = Object.fromEntries(c.operations.filter((op) => Object.hasOwn(all, op.id)).map((op) => [op.id, all[op.id]]));
  if (Object.keys(operations).length) out['operations'] = operations;

  const refs = refCopier(root, out);
  refs.walk([used, channel, operations]);
  // 2.x names security schemes in requirements (3.0 refers to them, so the walk copied them).
  for (const server of Object.values(used)) if (isObject(server)) refs.schemes(server['security'], '/components/securitySchemes/');
  if (isObject(channel))
    for (const action of ['publish', 'subscribe'])
      if (isObject(channel[action])) refs.schemes((channel[action] as Obj)['security'], '/components/securitySchemes/');
  const json = JSON.stringify(out, null, 2);
  return json.length > MAX_EXCERPT ? undefined : json;
}
