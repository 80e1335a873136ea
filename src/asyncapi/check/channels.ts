/**
 * Channel rules: every `{parameter}` of an address has a `parameters` entry and every entry is used, and
 * the servers a channel names exist (2.x: names of the root `servers`; 3.0: `$ref`s into them).
 */
import { isObject } from '../../common/is-object.js';
import { didYouMean } from '../../diagnostics/did-you-mean.js';
import type { CheckContext } from '../../openapi/check/context.js';
import { isV3, names, type Channel } from './document.js';
import { rootTarget } from './targets.js';

export function checkChannels(ctx: CheckContext, channels: readonly Channel[]): void {
  const servers = ctx.child(ctx.rootAt, 'servers');
  const serverNames = isObject(servers.value) ? Object.keys(servers.value).filter((k) => !k.startsWith('x-')) : [];
  for (const channel of channels) {
    checkParameters(ctx, channel);
    checkMessagesRef(ctx, channel);
    const list = ctx.child(channel.at, 'servers');
    if (!Array.isArray(list.value)) continue;
    list.value.forEach((entry, i) => {
      const at = ctx.child(list, String(i));
      if (!isV3(ctx)) {
        if (typeof entry === 'string' && !serverNames.includes(entry)) {
          const hint = didYouMean(entry, serverNames);
          ctx.report(
            'error',
            'asyncapi-channel-server-unknown',
            `Channel \`${channel.id}\` names server \`${entry}\`, which is not in \`servers\``,
            at,
            hint ? { hint } : {},
          );
        }
        return;
      }
      const target = rootTarget(ctx, at, 'servers');
      if (target.kind === 'missing')
        ctx.report(
          'error',
          'asyncapi-channel-server-unknown',
          `Channel \`${channel.id}\` names server \`${target.name}\`, which is not in \`servers\``,
          ctx.child(at, '$ref'),
          didYouMean(target.name, serverNames) ? { hint: didYouMean(target.name, serverNames)! } : {},
        );
      else if (target.kind === 'elsewhere')
        ctx.report(
          'error',
          'asyncapi-channel-server-unknown',
          `A channel's \`servers\` must point to servers of the root \`servers\` (\`#/servers/<name>\`), not \`${target.ref}\``,
          ctx.child(at, '$ref'),
        );
    });
  }
}

/**
 * `messages: { $ref: '#/components/messages/X' }` (OpenDonationAssistant): a `$ref` where the map of messages
 * belongs. The page reads it as that one message; the spec says what to write.
 */
function checkMessagesRef(ctx: CheckContext, channel: Channel): void {
  const messages = ctx.child(channel.at, 'messages');
  const ref = isObject(messages.value) ? messages.value['$ref'] : undefined;
  if (!isV3(ctx) || typeof ref !== 'string') return;
  const name = ref.split('/').pop() || 'Name';
  ctx.report(
    'error',
    'asyncapi-channel-messages-ref',
    `Channel \`${channel.id}\`'s \`messages\` is a \`$ref\`; it must be a map of message names, each a message or a \`$ref\``,
    ctx.child(messages, '$ref'),
    { atKey: true, hint: `write \`messages: { ${name}: { $ref: '${ref}' } }\`` },
  );
}

function checkParameters(ctx: CheckContext, channel: Channel): void {
  const used = channel.address === undefined ? undefined : [...channel.address.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1]!);
  const params = ctx.child(channel.at, 'parameters');
  const declared = ctx.deref(params);
  const declaredNames = names(declared);
  const addressAt = isV3(ctx) ? ctx.child(channel.at, 'address') : channel.at;
  for (const name of new Set(used ?? [])) {
    if (declaredNames.includes(name)) continue;
    ctx.report(
      'error',
      'asyncapi-channel-param-undeclared',
      `Channel address \`${channel.address}\` uses \`{${name}}\`, which is not in its \`parameters\``,
      addressAt,
      { atKey: !isV3(ctx), hint: `add parameters: { ${name}: { description: "…" } }` },
    );
  }
  // 3.0 allows no address (or `null`, dynamic): there is then nothing to compare with.
  if (!used || !declared) return;
  for (const name of declaredNames) {
    if (used.includes(name)) continue;
    ctx.report(
      'error',
      'asyncapi-channel-param-unused',
      `Parameter \`${name}\` is not in the address \`${channel.address}\` of channel \`${channel.id}\``,
      ctx.child(declared, name),
      { atKey: true },
    );
  }
}
