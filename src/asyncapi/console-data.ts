/**
 * What a channel page hands to the live WebSocket console (`page.channel`, model/channel-page.ts):
 * the WebSocket servers with the credentials the browser can carry, the binding's query parameters,
 * and the messages each way with their payload schemas trimmed as the playground trims its forms.
 * Descriptions go as plain text: the console draws them in notes and `<option>`s, which hold no markup.
 */
import type { SchemaNode } from '../model/api-endpoint.js';
import type { Channel, ChannelMessage, ChannelSecurity } from '../model/channel.js';
import type { ChannelConsoleData, ConsoleAuth, ConsoleMessage, ConsoleParameter } from '../model/channel-page.js';
import { formSchema } from '../openapi/endpoint/api-data.js';
import { specPlainText } from '../openapi/endpoint/markdown.js';
import type { SpecView } from '../openapi/endpoint/schema.js';
import { isWebSocketProtocol } from '../render/api/channel-view.js';

/** Schema nodes kept for the messages the client sends (forms) and receives (checks only), as for API pages. */
const SEND_NODES = 250;
const RECEIVE_NODES = 150;

export function channelConsoleData(view: SpecView, c: Channel, examples: Record<string, unknown[]>): ChannelConsoleData {
  const servers = c.servers.filter((s) => isWebSocketProtocol(s.protocol));
  const ws = c.bindings.find((b) => b.protocol === 'ws');
  const sendBudget = { left: SEND_NODES };
  const receiveBudget = { left: RECEIVE_NODES };
  const byId = new Map(c.messages.map((m) => [m.id, m]));
  const send: ConsoleMessage[] = [];
  const receive: ConsoleMessage[] = [];
  const seen = { send: new Set<string>(), receive: new Set<string>() };
  const add = (dir: 'send' | 'receive', id: string, operation: string, replies?: string[]) => {
    const m = byId.get(id);
    if (!m || seen[dir].has(id)) return;
    seen[dir].add(id);
    const list = dir === 'send' ? send : receive;
    list.push(consoleMessage(view, m, operation, examples[id] ?? [], dir, dir === 'send' ? sendBudget : receiveBudget, replies));
  };
  for (const op of c.operations) {
    for (const id of op.messages) add(op.direction, id, op.id, op.direction === 'send' && op.reply ? op.reply.messages : undefined);
    // A reply is what the server answers: the client receives it, whatever the operation's direction.
    for (const id of op.reply?.messages ?? []) add('receive', id, op.id);
  }
  const data: ChannelConsoleData = {
    specVersion: c.specVersion,
    channel: {
      id: c.id,
      address: c.address,
      parameters: c.parameters.map((p) => ({
        name: p.name,
        ...(p.description ? { description: specPlainText(p.description) } : {}),
        required: true,
        // 3.0 parameters have no schema: a string, of the listed values when there are some.
        schema: p.node
          ? formSchema(view, p.node, 'request', sendBudget)
          : { type: 'string', ...(p.enum ? { enum: p.enum } : {}), ...(p.default !== undefined ? { default: p.default } : {}) },
        ...valueOf(p.default ?? p.examples?.[0] ?? p.enum?.[0]),
        ...(p.enum ? { enum: p.enum } : {}),
      })),
    },
    servers: servers.map((s) => ({
      id: s.id,
      url: s.url,
      protocol: s.protocol.toLowerCase() as 'ws' | 'wss',
      ...(s.description ? { description: specPlainText(s.description) } : {}),
      variables: s.variables.map((v) => ({
        name: v.name,
        ...(v.description ? { description: specPlainText(v.description) } : {}),
        ...valueOf(v.default ?? v.examples?.[0] ?? v.enum?.[0]),
        ...(v.enum ? { enum: v.enum } : {}),
      })),
      security: s.security.flatMap((alt) => {
        const auths = alt.map(consoleAuth);
        return auths.every((a): a is ConsoleAuth => a !== undefined) && auths.length ? [auths] : [];
      }),
    })),
    query: ws?.query ? schemaParameters(view, ws.query, sendBudget) : [],
    headers: ws?.headers ? schemaParameters(view, ws.headers, sendBudget) : [],
    send,
    receive,
  };
  if (servers.length === 0) {
    const protocols = [...new Set(c.servers.map((s) => s.protocol.toUpperCase()))];
    data.unavailable = protocols.length
      ? `This channel is served over ${protocols.join(', ')}: the live console is for WebSocket (ws, wss) servers.`
      : 'This channel names no server, so there is no live console.';
  }
  return data;
}

const valueOf = (v: string | undefined): { value?: string } => (v !== undefined ? { value: v } : {});

/** How the console can carry a credential; undefined for schemes a browser cannot send over a WebSocket handshake. */
export function consoleAuth(s: ChannelSecurity): ConsoleAuth | undefined {
  const base = { scheme: s.scheme, type: s.type ?? '', ...(s.description ? { description: specPlainText(s.description) } : {}) };
  switch (s.type) {
    case 'httpApiKey':
    case 'apiKey':
      // (`apiKey` proper is a user name or password: nothing a browser can send; a cookie is not ours to set.)
      if (s.in === 'query') return { ...base, carry: 'query', name: s.name ?? s.scheme };
      if (s.in === 'header') return { ...base, carry: 'subprotocol', name: s.name ?? 'Authorization' };
      return undefined;
    case 'http':
      return (s.httpScheme ?? 'bearer') === 'bearer'
        ? { ...base, carry: 'subprotocol', name: 'Authorization', prefix: 'Bearer ' }
        : undefined;
    case 'httpBearer':
    case 'oauth2':
    case 'openIdConnect':
      return { ...base, carry: 'subprotocol', name: 'Authorization', prefix: 'Bearer ' };
    default:
      return undefined;
  }
}

/** An object schema's properties as console parameters (the WebSocket binding's query and headers). */
function schemaParameters(view: SpecView, node: SchemaNode, budget: { left: number }): ConsoleParameter[] {
  return view.properties(node).map((p) => {
    const s = view.merged(p.node);
    const first =
      s['default'] ??
      s['example'] ??
      (Array.isArray(s['examples']) ? s['examples'][0] : undefined) ??
      (Array.isArray(s['enum']) ? s['enum'][0] : undefined);
    return {
      name: p.name,
      ...(typeof s['description'] === 'string' ? { description: specPlainText(s['description']) } : {}),
      ...(p.required ? { required: true } : {}),
      schema: formSchema(view, p.node, 'request', budget),
      ...(first !== undefined ? { value: typeof first === 'string' ? first : JSON.stringify(first) } : {}),
      ...(Array.isArray(s['enum']) ? { enum: s['enum'].map(String) } : {}),
    };
  });
}

function consoleMessage(
  view: SpecView,
  m: ChannelMessage,
  operation: string,
  examples: unknown[],
  dir: 'send' | 'receive',
  budget: { left: number },
  replies?: string[],
): ConsoleMessage {
  const named: { name?: string; payload: unknown }[] = m.examples.length ? m.examples : examples.map((payload) => ({ payload }));
  return {
    id: m.id,
    ...(m.name ? { name: m.name } : {}),
    ...(m.title ? { title: m.title } : {}),
    ...(m.summary ? { summary: m.summary } : {}),
    ...(m.contentType ? { contentType: m.contentType } : {}),
    operation,
    ...(m.payload ? { payload: formSchema(view, m.payload, dir === 'send' ? 'request' : 'response', budget) } : {}),
    examples: named.map((e) => ({ ...(e.name ? { name: e.name } : {}), payload: e.payload })),
    ...(replies?.length ? { replies } : {}),
  };
}
