/**
 * The Markdown twin of a channel page, from its channel model (not its HTML): address, servers with
 * their security, parameters, operations as what the reader's client does, and each message with
 * its headers and payload as nested field lists and an example, then (docs.json `markdown.schema`) the
 * channel's excerpt of its spec. Spec descriptions go in as written.
 */
import type { Code, ListItem, Root, RootContent } from 'mdast';
import { toMarkdownText } from '../content/markdown-text.js';
import type { Channel, ChannelMessage } from '../model/channel.js';
import type { SchemaNode } from '../model/api-endpoint.js';
import { asArray, atKey, typeLabel } from '../render/api/schema-format.js';
import { directionLabel, directionNote, securityLabel } from '../render/api/channel-view.js';
import { fieldItem, heading, item, list, para, properties, text, verbatim } from '../openapi/endpoint/endpoint-markdown.js';
import type { SpecView } from '../openapi/endpoint/schema.js';
import { channelExcerpt } from './channel-excerpt.js';

/** Fields written per page at most, as for endpoint twins. */
const MAX_FIELDS = 400;

export function channelMarkdown(
  view: SpecView,
  c: Channel,
  examples: Record<string, unknown[]>,
  page: { title?: string; description?: string; content?: string },
  /** docs.json `markdown.schema` (on unless `false`): the channel's excerpt of its spec, under `## AsyncAPI`. */
  schema?: { spec: string },
): string {
  const out: RootContent[] = [];
  if (page.title) out.push(heading(1, page.title));
  if (page.description) out.push(para(text(page.description)));
  if (page.content) out.push(verbatim(page.content));
  out.push(para({ type: 'inlineCode', value: c.address || '/' }));
  if (c.description && c.description.trim() !== page.description?.trim()) out.push(verbatim(c.description));
  const budget = { left: MAX_FIELDS };
  if (c.parameters.length) {
    out.push(
      heading(2, 'Parameters'),
      list(c.parameters.map((p) => fieldItem(view, p.name, p.node, true, p.description ?? values(p.enum), false, budget))),
    );
  }
  if (c.servers.length) {
    out.push(heading(2, c.servers.length > 1 ? 'Servers' : 'Server'));
    out.push(
      list(
        c.servers.map((s) => {
          const lines: RootContent[] = [
            para(
              { type: 'inlineCode', value: s.url },
              text(` (${s.protocol}${s.protocolVersion ? ` ${s.protocolVersion}` : ''}, server `),
              { type: 'inlineCode', value: s.id },
              text(')'),
            ),
          ];
          if (s.description) lines.push(verbatim(s.description));
          const vars = s.variables.map((v) =>
            item([
              para(
                { type: 'inlineCode', value: `{${v.name}}` },
                text(` default ${v.default ?? '(none)'}${v.enum ? `, one of ${v.enum.join(', ')}` : ''}`),
              ),
            ]),
          );
          if (vars.length) lines.push(list(vars));
          const auth = s.security.filter((a) => a.length);
          if (auth.length)
            lines.push(
              para(text(auth.length > 1 ? 'Security (any one of):' : 'Security:')),
              list(auth.map((alt) => item([para(text(alt.map((x) => `${x.scheme}: ${securityLabel(x)}`).join(' and ')))]))),
            );
          return item(lines);
        }),
      ),
    );
  }
  for (const b of c.bindings) {
    if (b.query) out.push(heading(2, 'Query parameters'), ...schemaBlocks(view, b.query, budget));
    if (b.headers) out.push(heading(2, 'Handshake headers'), ...schemaBlocks(view, b.headers, budget));
  }
  if (c.operations.length) {
    out.push(heading(2, 'Operations'));
    const name = (id: string) => c.messages.find((m) => m.id === id)?.title ?? id;
    for (const op of c.operations) {
      out.push(heading(3, `${directionLabel(op)}: ${op.title ?? op.id}`), verbatim(directionNote(c, op)));
      if (op.summary) out.push(verbatim(op.summary));
      if (op.description) out.push(verbatim(op.description));
      if (op.messages.length) out.push(para(text(`Messages: ${op.messages.map(name).join(', ')}`)));
      if (op.reply) out.push(para(text(`Reply (you receive): ${op.reply.messages.map(name).join(', ') || 'any message'}`)));
    }
  }
  if (c.messages.length) {
    out.push(heading(2, 'Messages'));
    for (const m of c.messages) out.push(...messageBlocks(view, m, examples[m.id] ?? [], budget));
  }
  const excerpt = schema && channelExcerpt(view, c);
  if (excerpt) out.push(heading(2, 'AsyncAPI'), { type: 'code', lang: 'json', meta: `${schema.spec} channel ${c.id}`, value: excerpt });
  return toMarkdownText({ type: 'root', children: out } as Root);
}

function values(list: string[] | undefined): string | undefined {
  return list?.length ? `One of ${list.join(', ')}` : undefined;
}

function messageBlocks(view: SpecView, m: ChannelMessage, examples: unknown[], budget: { left: number }): RootContent[] {
  const out: RootContent[] = [heading(3, m.title ?? m.name ?? m.id)];
  const facts = [
    m.name ? `name \`${m.name}\`` : undefined,
    m.contentType ? `content type \`${m.contentType}\`` : undefined,
    m.correlationId ? `correlation id \`${m.correlationId.location}\`` : undefined,
    m.channel ? `arrives on channel \`${m.channel}\`` : undefined,
  ].filter(Boolean);
  if (facts.length) out.push(verbatim(facts.join(', ')));
  if (m.summary) out.push(verbatim(m.summary));
  if (m.description) out.push(verbatim(m.description));
  if (m.headers) out.push(para(text('Headers:')), ...schemaBlocks(view, m.headers, budget));
  if (m.payload) out.push(para(text('Payload:')), ...schemaBlocks(view, m.payload, budget));
  const first = examples[0];
  if (first !== undefined) {
    const code: Code = { type: 'code', lang: 'json', value: JSON.stringify(first, null, 2) ?? '' };
    out.push(para(text('Example:')), code);
  }
  return out;
}

/** A schema as a field list, or its type when it has no fields; an array says its type above its items' fields. */
function schemaBlocks(view: SpecView, node: SchemaNode, budget: { left: number }): RootContent[] {
  const array = asArray(view, node);
  const fields: ListItem[] = properties(view, array ?? node, 0, new Set([atKey(node.at)]), budget);
  const type = para(text(`Type: ${typeLabel(view, node)}`));
  return fields.length ? [...(array ? [type] : []), list(fields)] : [type];
}
