/**
 * What the console connects to: the URL (server with its variables, the channel's address with its
 * parameters, the binding's query and query-carried credentials) and the subprotocols that carry
 * header credentials (browsers cannot set headers on a WebSocket handshake). Pure: runs under Node.
 */
import type { ChannelConsoleData, ConsoleAuth, ConsoleServer } from '../../src/model/channel-page.js';
import { ENGLISH_CONSOLE_TEXT, type ConsoleText } from '../../src/common/playground-text.js';
import { fill as fillWords } from '../island-text.js';

export interface ConnectInput {
  server: number;
  /** Server variables, channel parameters and binding query parameters, by name. */
  variables: Record<string, string>;
  parameters: Record<string, string>;
  query: Record<string, string>;
  /** The chosen security alternative (index into `server.security`), or -1 for none. */
  security: number;
  /** Credentials by scheme name. */
  credentials: Record<string, string>;
}

export interface ConnectTarget {
  url: string;
  protocols: string[];
}

/** `{name}` placeholders replaced by `values` (encoded with `encode`), the value's default otherwise. */
function fill(template: string, values: Record<string, string>, encode: (s: string) => string): string {
  return template.replace(/\{([^}]+)\}/g, (whole, name: string) => (values[name] !== undefined ? encode(values[name]) : whole));
}

/** The server's URL with its variables, then the channel's address (2.x and 3.0 both append it to the server's). */
export function baseUrl(server: ConsoleServer, address: string, input: Pick<ConnectInput, 'variables' | 'parameters'>): string {
  const variables = Object.fromEntries(server.variables.map((v) => [v.name, input.variables[v.name] ?? v.value ?? '']));
  const root = fill(server.url, variables, (s) => s);
  if (!address) return root;
  const path = fill(address, input.parameters, encodeURIComponent);
  return `${root.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** RFC 7230 `token` characters: what a `Sec-WebSocket-Protocol` value may hold. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export function isSubprotocolToken(value: string): boolean {
  return TOKEN.test(value);
}

/** The schemes of the chosen security alternative (none for -1 or an alternative the server does not have). */
export function chosenSchemes(server: ConsoleServer | undefined, security: number): ConsoleAuth[] {
  return (security >= 0 && server?.security[security]) || [];
}

/**
 * The URL and subprotocols to connect with, or the reason there are none (a field the URL needs is
 * empty, a credential a subprotocol cannot hold). Query credentials get the scheme's prefix; a
 * subprotocol holds the credential alone, since a prefix like `Bearer ` has a space no token may hold.
 * The reason is in `words` (the page's language).
 */
export function connectTarget(
  data: ChannelConsoleData,
  input: ConnectInput,
  words: ConsoleText = ENGLISH_CONSOLE_TEXT,
): { target: ConnectTarget } | { error: string } {
  const server = data.servers[input.server];
  if (!server) return { error: words.chooseServer };
  for (const p of data.channel.parameters)
    if (!input.parameters[p.name]) return { error: fillWords(words.fillParameter, { name: p.name }) };
  const base = baseUrl(server, data.channel.address, input);
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return { error: fillWords(words.invalidUrl, { url: base }) };
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return { error: fillWords(words.notWebSocketUrl, { url: base }) };
  for (const q of data.query) {
    const value = input.query[q.name] ?? '';
    if (value !== '') url.searchParams.set(q.name, value);
    else if (q.required) return { error: fillWords(words.fillQuery, { name: q.name }) };
  }
  const protocols: string[] = [];
  for (const auth of chosenSchemes(server, input.security)) {
    const value = input.credentials[auth.scheme] ?? '';
    if (!value) return { error: fillWords(words.fillCredential, { name: auth.scheme }) };
    if (auth.carry === 'query') url.searchParams.set(auth.name, (auth.prefix ?? '') + value);
    else if (!isSubprotocolToken(value)) return { error: fillWords(words.badCredential, { name: auth.scheme }) };
    else protocols.push(value);
  }
  return { target: { url: url.href, protocols } };
}

const MASK = 'sxcredential';

/** The URL Connect would open, query credentials masked (undefined while a parameter it needs is missing). */
export function previewUrl(data: ChannelConsoleData, input: ConnectInput): string | undefined {
  const credentials = Object.fromEntries(chosenSchemes(data.servers[input.server], input.security).map((a) => [a.scheme, MASK]));
  const found = connectTarget(data, { ...input, credentials });
  return 'target' in found ? found.target.url.replaceAll(MASK, '••••') : undefined;
}
