/**
 * One AsyncAPI channel as its reference page shows it, whatever the spec version: 2.x (2.0–2.6) and
 * 3.0 documents are normalised into this shape by asyncapi/channel-model.ts, then drawn by
 * render/api/channel-view.tsx. Directions are the reader's client's (see channel-page.ts). Schemas
 * stay where they are in the spec (SchemaNode), read lazily while rendering. Types only.
 */
import type { At, SchemaNode } from './api-endpoint.js';
import type { XDocs } from './api-endpoint.js';

export interface Channel {
  /** The spec's `asyncapi` version as written. */
  specVersion: string;
  /** Channel id (3.0 key) or address (2.x key). */
  id: string;
  /** The address with `{parameter}` placeholders; empty when the channel has none (3.0 `address: null`). */
  address: string;
  title?: string;
  summary?: string;
  description?: string;
  parameters: ChannelParameter[];
  servers: ChannelServer[];
  /** The channel's bindings, by protocol. */
  bindings: ChannelBinding[];
  operations: ChannelOperation[];
  /** Every message the page shows (the channel's, then replies arriving on other channels), each once. */
  messages: ChannelMessage[];
  xdocs: XDocs;
  at: At;
}

export interface ChannelParameter {
  name: string;
  description?: string;
  /** 2.x: the parameter's schema. 3.0 parameters have no schema: `enum`, `default`, `examples` instead. */
  node?: SchemaNode;
  enum?: string[];
  default?: string;
  examples?: string[];
  /** Runtime expression of where the value comes from (`$message.payload#/user/id`). */
  location?: string;
}

export interface ChannelServer {
  /** The server's key in `servers`. */
  id: string;
  /** `protocol://host/pathname` with `{variable}` placeholders (2.x `url`, 3.0 `host` + `pathname`). */
  url: string;
  host: string;
  pathname?: string;
  protocol: string;
  protocolVersion?: string;
  title?: string;
  summary?: string;
  description?: string;
  variables: ServerVariable[];
  /** Alternatives (any one suffices), each a list of schemes all needed. Empty: no credentials. */
  security: ChannelSecurity[][];
  bindings: ChannelBinding[];
}

export interface ServerVariable {
  name: string;
  default?: string;
  enum?: string[];
  description?: string;
  examples?: string[];
}

export interface ChannelSecurity {
  /** The scheme's key in `components.securitySchemes` (2.x names it in a requirement; 3.0 by `$ref`). */
  scheme: string;
  /** As written (`httpApiKey`, `apiKey`, `http`, `userPassword`, `oauth2`, `X509` …); undefined when the scheme is missing. */
  type?: string;
  description?: string;
  /** `httpApiKey`: where the key goes; `apiKey`: `user` or `password`. */
  in?: string;
  /** `httpApiKey`: the header, query parameter or cookie name. */
  name?: string;
  /** `http`: `bearer`, `basic` … */
  httpScheme?: string;
  bearerFormat?: string;
  openIdConnectUrl?: string;
  /** OAuth 2 flows, by name, with their URLs. */
  flows?: Record<string, { authorizationUrl?: string; tokenUrl?: string; refreshUrl?: string; availableScopes: string[] }>;
  /** The scopes this requirement asks for. */
  scopes: string[];
}

/** A protocol's bindings: WebSocket `query` and `headers` are schemas; other fields are shown as data. */
export interface ChannelBinding {
  protocol: string;
  query?: SchemaNode;
  headers?: SchemaNode;
  /** The binding's other fields as written (`$ref`s followed), for a key/value table. */
  data: Record<string, unknown>;
}

export interface ChannelOperation {
  /** 3.0 operation key, 2.x `operationId`, else `publish`/`subscribe`. */
  id: string;
  /** What the reader's client does: `send` (3.0 `receive`, 2.x `publish`) or `receive` (3.0 `send`, 2.x `subscribe`). */
  direction: 'send' | 'receive';
  /** The spec's own word (`send`, `receive`, `publish`, `subscribe`). */
  action: string;
  title?: string;
  summary?: string;
  description?: string;
  deprecated?: boolean;
  tags: string[];
  /** Ids of the messages (in `Channel.messages`) this operation moves. */
  messages: string[];
  /** 3.0 `reply`: what the server answers (a message the reader's client receives). */
  reply?: { messages: string[]; channel?: string; address?: string };
  security: ChannelSecurity[][];
  bindings: ChannelBinding[];
}

export interface ChannelMessage {
  /** Unique on the page: the message's key in the channel (3.0), its name, or an index (2.x). */
  id: string;
  name?: string;
  title?: string;
  summary?: string;
  description?: string;
  contentType?: string;
  deprecated?: boolean;
  headers?: SchemaNode;
  payload?: SchemaNode;
  /** A payload written in another schema format (Avro, RAML …): its format, and the schema as data. */
  otherFormat?: { format: string; schema: unknown };
  examples: { name?: string; summary?: string; headers?: unknown; payload: unknown }[];
  correlationId?: { location: string; description?: string };
  bindings: ChannelBinding[];
  /** Arrives on another channel (a 3.0 reply): its id. */
  channel?: string;
  at: At;
}
