/**
 * Operation rules. 3.0: an operation's `channel` is a channel of the root `channels`, its `messages` are
 * messages of that channel, and a `reply`'s likewise (of the reply's channel). 2.x: `operationId`s are
 * unique. The target rules replace the generic "does not resolve" of a `$ref` they explain better.
 */
import { isObject } from '../../common/is-object.js';
import { didYouMean } from '../../diagnostics/did-you-mean.js';
import type { CheckContext, Located } from '../../openapi/check/context.js';
import { isV3, type Operation } from './document.js';
import { rootNames, rootTarget } from './targets.js';

export function checkOperations(ctx: CheckContext, operations: readonly Operation[]): void {
  if (!isV3(ctx)) return checkOperationIds(ctx, operations);
  for (const op of operations) {
    const channel = checkChannelRef(ctx, op, ctx.child(op.at, 'channel'), 'operation');
    checkMessageRefs(ctx, op, ctx.child(op.at, 'messages'), channel, 'operation');
    const reply = ctx.deref(ctx.child(op.at, 'reply'));
    if (!reply || !isObject(reply.value)) continue;
    const replyChannel = 'channel' in reply.value ? checkChannelRef(ctx, op, ctx.child(reply, 'channel'), 'reply') : undefined;
    checkMessageRefs(ctx, op, ctx.child(reply, 'messages'), replyChannel, 'reply');
  }
}

/** The channel id an operation's (or reply's) `channel` names, when it is one of the root channels. */
function checkChannelRef(ctx: CheckContext, op: Operation, at: Located, what: 'operation' | 'reply'): string | undefined {
  const target = rootTarget(ctx, at, 'channels');
  const whose = what === 'operation' ? `Operation \`${op.name}\`` : `The reply of operation \`${op.name}\``;
  if (target.kind === 'ok') return target.path[1];
  if (target.kind === 'missing') {
    const hint = didYouMean(target.name, rootNames(ctx, 'channels'));
    ctx.report(
      'error',
      'asyncapi-operation-channel',
      `${whose} is on channel \`${target.name}\`, which is not in \`channels\``,
      ctx.child(at, '$ref'),
      hint ? { hint } : {},
    );
  } else if (target.kind === 'elsewhere')
    ctx.report(
      'error',
      'asyncapi-operation-channel',
      `${whose} must point to a channel of the root \`channels\` (\`#/channels/<id>\`), not \`${target.ref}\``,
      ctx.child(at, '$ref'),
    );
  return undefined;
}

function checkMessageRefs(ctx: CheckContext, op: Operation, list: Located, channel: string | undefined, what: 'operation' | 'reply'): void {
  if (!Array.isArray(list.value) || channel === undefined) return;
  const whose = what === 'operation' ? `operation \`${op.name}\`` : `the reply of operation \`${op.name}\``;
  list.value.forEach((_, i) => {
    const at = ctx.child(list, String(i));
    const target = rootTarget(ctx, at, 'channels', channel, 'messages');
    if (target.kind === 'missing') {
      const hint = didYouMean(target.name, rootNames(ctx, 'channels', channel, 'messages'));
      ctx.report(
        'error',
        'asyncapi-operation-message',
        `Message \`${target.name}\` of ${whose} is not a message of channel \`${channel}\``,
        ctx.child(at, '$ref'),
        hint ? { hint } : {},
      );
    } else if (target.kind === 'elsewhere')
      ctx.report(
        'error',
        'asyncapi-operation-message',
        `The messages of ${whose} must point to messages of its channel (\`#/channels/${channel}/messages/<id>\`), not \`${target.ref}\``,
        ctx.child(at, '$ref'),
      );
  });
}

/** 2.x: `operationId`s name operations for code generators and links; two of the same clash. */
function checkOperationIds(ctx: CheckContext, operations: readonly Operation[]): void {
  const ids = new Map<string, Operation>();
  for (const op of operations) {
    const id = (op.at.value as Record<string, unknown>)['operationId'];
    if (typeof id !== 'string') continue;
    const first = ids.get(id);
    if (!first) {
      ids.set(id, op);
      continue;
    }
    ctx.report(
      'error',
      'asyncapi-operation-id-duplicate',
      `operationId "${id}" is already used by \`${first.name}\`; operationIds must be unique`,
      ctx.child(op.at, 'operationId'),
    );
  }
}
