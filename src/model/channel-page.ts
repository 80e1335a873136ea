/**
 * What an AsyncAPI channel page hands to the browser for its live console: JSON-serialisable and
 * small, so the console (runtime/asyncapi-console/) connects, composes and validates from this
 * alone. Written by asyncapi/ (the channel page producer) as `page.channel`, emitted by the layout
 * as `<script type="application/json" id="sx-channel">`; the console mounts on `#sx-ws-console`,
 * which the page's HTML places where the console belongs. Types only.
 *
 * Directions are always the reader's client's, whatever the spec version says:
 * - `send`: messages the reader's client sends (3.0 operations with `action: receive`, since a 3.0
 *   document describes the API; 2.x `publish`);
 * - `receive`: messages the server pushes to the client (3.0 `action: send`; 2.x `subscribe`).
 */
import type { FormSchema } from './api-page.js';

export interface ChannelConsoleData {
  /** The spec's AsyncAPI version as written (`2.6.0`, `3.0.0`). */
  specVersion: string;
  channel: {
    /** Channel id (3.0 key) or address (2.x key). */
    id: string;
    /** The address as written, with `{parameter}` placeholders (may be empty: the server's pathname alone). */
    address: string;
    parameters: ConsoleParameter[];
  };
  /**
   * Servers this channel is served on that speak WebSocket (`ws`/`wss`), in spec order. Empty when
   * none does: then the page has no console and says why (`unavailable`).
   */
  servers: ConsoleServer[];
  /** Why there is no console (a non-WebSocket protocol, no servers); absent when there is one. */
  unavailable?: string;
  /** The channel's WebSocket binding query parameters (`bindings.ws.query`). */
  query: ConsoleParameter[];
  /** The channel's WebSocket binding headers (`bindings.ws.headers`): browsers cannot set them; shown, not sent. */
  headers: ConsoleParameter[];
  send: ConsoleMessage[];
  receive: ConsoleMessage[];
}

export interface ConsoleServer {
  /** The server's key in `servers`. */
  id: string;
  /** `wss://host/pathname` with `{variable}` placeholders (2.x `url`, 3.0 `host` + `pathname`). */
  url: string;
  protocol: 'ws' | 'wss';
  description?: string;
  variables: ConsoleParameter[];
  /**
   * The server's security requirements: alternatives (any one suffices), each a list of schemes
   * all needed. Empty: no credentials.
   */
  security: ConsoleAuth[][];
}

export interface ConsoleParameter {
  name: string;
  description?: string;
  required?: boolean;
  schema?: FormSchema;
  /** The value the console starts with (default, example, or the first enum value). */
  value?: string;
  enum?: string[];
}

/**
 * A credential the console can carry. Browsers cannot set headers on a WebSocket handshake, so a
 * header credential travels as a `Sec-WebSocket-Protocol` subprotocol (what the reference product
 * does); the page says so next to the field.
 */
export interface ConsoleAuth {
  /** The security scheme's key in `components.securitySchemes`. */
  scheme: string;
  /** The scheme's type as written (`httpApiKey`, `apiKey`, `http`, `userPassword`, `oauth2` …). */
  type: string;
  /** Where the value goes: a query parameter of the connection URL, or a subprotocol. */
  carry: 'query' | 'subprotocol';
  /** The query parameter's or header's name. */
  name: string;
  /** Prepended to the value (`Bearer ` for http bearer). */
  prefix?: string;
  description?: string;
}

export interface ConsoleMessage {
  /** The message's key in the channel's `messages` (3.0) or its name/index (2.x). */
  id: string;
  name?: string;
  title?: string;
  summary?: string;
  contentType?: string;
  /** The operation that moves it (its id), for labels. */
  operation?: string;
  /** The payload's schema trimmed for forms (the playground's `FormSchema`); absent when the spec has none. */
  payload?: FormSchema;
  /** Spec examples first, else one generated from the schema; the composer starts from the first. */
  examples: { name?: string; payload: unknown }[];
  /** For a message the client sends: the ids of the `receive` messages that answer it (3.0 `reply`). */
  replies?: string[];
}
