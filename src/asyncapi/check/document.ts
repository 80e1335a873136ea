/**
 * What the AsyncAPI rules read from a document, the same for every rule: its channels (2.x: keyed by
 * address; 3.0: by id, with an `address`), its operations (2.x `publish`/`subscribe` of a channel; 3.0
 * the root `operations`) and its messages. Values are located and their `$ref`s followed.
 */
import { isObject } from '../../common/is-object.js';
import type { CheckContext, Located } from '../../openapi/check/context.js';

export interface Channel {
  /** The key in `channels`: the address in 2.x, the channel id in 3.0. */
  id: string;
  /** The address with its `{parameters}` (3.0: absent or null when unknown or dynamic). */
  address: string | undefined;
  at: Located;
}

export interface Operation {
  /** `operations` key (3.0) or `<channel> publish` (2.x), for messages. */
  name: string;
  at: Located;
  /** 2.x: the channel it belongs to. */
  channel?: Channel;
}

/** Whether a document is AsyncAPI 3 (its channels, operations and messages are shaped differently). */
export const isV3 = (ctx: CheckContext): boolean => String((ctx.rootAt.value as Record<string, unknown>)['asyncapi']).startsWith('3.');

/** The names of a map, extensions left out (an entry whose `$ref` dangles still names something). */
export function names(map: Located | undefined): string[] {
  return map && isObject(map.value) ? Object.keys(map.value).filter((k) => !k.startsWith('x-')) : [];
}

/** The entries of a map (extensions left out), each with its `$ref` followed; dangling ones are left out (the ref rules report them). */
export function entries(ctx: CheckContext, map: Located): [string, Located][] {
  if (!isObject(map.value)) return [];
  const out: [string, Located][] = [];
  for (const key of Object.keys(map.value)) {
    if (key.startsWith('x-')) continue;
    const at = ctx.deref(ctx.child(map, key));
    if (at) out.push([key, at]);
  }
  return out;
}

export function listChannels(ctx: CheckContext): Channel[] {
  const v3 = isV3(ctx);
  return entries(ctx, ctx.child(ctx.rootAt, 'channels')).map(([id, at]) => {
    const address = v3 ? (at.value as Record<string, unknown> | undefined)?.['address'] : id;
    return { id, address: typeof address === 'string' ? address : undefined, at };
  });
}

export function listOperations(ctx: CheckContext, channels: readonly Channel[]): Operation[] {
  if (isV3(ctx)) return entries(ctx, ctx.child(ctx.rootAt, 'operations')).map(([name, at]) => ({ name, at }));
  const out: Operation[] = [];
  for (const channel of channels) {
    for (const action of ['publish', 'subscribe']) {
      const at = ctx.deref(ctx.child(channel.at, action));
      if (at && isObject(at.value)) out.push({ name: `${channel.id} ${action}`, at, channel });
    }
  }
  return out;
}

/** Every message object of the document once: the components' and the channels' (3.0), or those of each operation (2.x, `oneOf` included). */
export function listMessages(ctx: CheckContext, channels: readonly Channel[], operations: readonly Operation[]): Located[] {
  const seen = new Set<unknown>();
  const out: Located[] = [];
  const add = (at: Located | undefined) => {
    if (!at || !isObject(at.value) || seen.has(at.value)) return;
    seen.add(at.value);
    out.push(at);
  };
  const components = ctx.child(ctx.rootAt, 'components');
  for (const [, m] of entries(ctx, ctx.child(components, 'messages'))) add(m);
  if (isV3(ctx)) {
    for (const c of channels) for (const [, m] of entries(ctx, ctx.child(c.at, 'messages'))) add(m);
    return out;
  }
  for (const op of operations) {
    const message = ctx.deref(ctx.child(op.at, 'message'));
    if (!message || !isObject(message.value)) continue;
    if (Array.isArray(message.value['oneOf'])) {
      const oneOf = ctx.child(message, 'oneOf');
      message.value['oneOf'].forEach((_, i) => add(ctx.deref(ctx.child(oneOf, String(i)))));
    } else add(message);
  }
  return out;
}
