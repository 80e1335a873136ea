/**
 * The words the API playground (runtime/playground/) and the WebSocket console (runtime/asyncapi-console/) write
 * for readers, and their English. A page not in English with a playground or a console carries its language's
 * (render/ui-strings.ts) as JSON beside the tool's data island: `<script id="sx-api-text">` next to `#sx-api`,
 * `<script id="sx-channel-text">` next to `#sx-channel` (render/render-page.tsx); English pages carry none.
 * `{name}`-style placeholders are filled by runtime/island-text.ts's `fill`. Words that are data (parameter,
 * header and scheme names, enum values, example names, media types) and protocol terms (HTTP, JSON, OAuth 2.0,
 * `error_description`) are written as they are.
 */

/** What the schema check (runtime/playground/validate.ts) says of a value, in the playground and in the console. */
export interface SchemaCheckText {
  /** `{type}` and `{got}` are JSON types (`string`, `object`…); `{value}` a value as JSON. */
  expectedType: string;
  /** A JSON type list's joiner (`string or null`). */
  or: string;
  missingProperty: string;
  expectedOneOf: string;
  expectedValue: string;
  /** `{format}` is the schema's (`date-time`, `uuid`…). */
  expectedFormat: string;
  atLeast: string;
  atMost: string;
  atLeastChars: string;
  atMostChars: string;
  expectedPattern: string;
  unexpectedProperty: string;
  matchesMany: string;
  matchesNone: string;
  /** A variant without a title or a type, in matchesNone's list. */
  variantNumber: string;
  /** A message that should be JSON and does not parse (the console). */
  notJson: string;
}

/** The API playground's words: the dialog, its inputs, the body editor, the response, the OAuth flows. */
export interface PlaygroundText {
  /** The dialog's close button's accessible name; the request form's. */
  close: string;
  request: string;
  /** The request side's fields. */
  timeout: string;
  /** The accessible name of the list of what stops a request from being sent. */
  beforeSending: string;
  send: string;
  cancel: string;
  /** Under the Send button and in the response's meta line. */
  sendsViaProxy: string;
  sendsDirectly: string;
  sentDirectly: string;
  /** The past requests (`{n}`: how many), and each one's buttons (`{n}`: its number). */
  history: string;
  open: string;
  openRequest: string;
  sendAgain: string;
  sendRequestAgain: string;
  /** The live code sample's heading, its language menu, the toggle that unmasks credentials in it. */
  requestSample: string;
  sampleLanguage: string;
  showCredentials: string;
  response: string;
  /** Status line of a failed request (`{reason}`: the browser's or the proxy's). */
  timedOut: string;
  networkError: string;
  requestFailed: string;
  cancelled: string;
  upstreamUnreachable: string;
  upstreamTimeout: string;
  /** `{code}` is the proxy's error code; its reason follows. */
  proxyRefused: string;
  noProxyAfterDirect: string;
  /** Notes on the path a request took. */
  corsNote: string;
  cookieNote: string;
  /** Why a request is not sent yet (`{name}` a parameter's, `{location}` path/query/header/cookie). */
  paramRequired: string;
  serverUrlRequired: string;
  serverUrlNotHttp: string;
  jsonBodyInvalid: string;
  bodyRequired: string;
  chooseBodyFile: string;
  fieldRequired: string;
  /** The server group. */
  server: string;
  baseUrl: string;
  noServer: string;
  serverUrl: string;
  /** The authorization group: its legend, the alternatives' menu, one with no scheme, the fields. */
  authorization: string;
  authentication: string;
  noAuthentication: string;
  /** `{location}` is header, query or cookie. */
  apiKeyIn: string;
  username: string;
  password: string;
  bearerToken: string;
  /** `{scheme}` is the HTTP scheme's name. */
  schemeCredentials: string;
  accessToken: string;
  unsupportedAuth: string;
  rememberCredentials: string;
  credentialsNote: string;
  /** The parameter groups. */
  pathParameters: string;
  queryParameters: string;
  headerParameters: string;
  cookieParameters: string;
  cookiesNote: string;
  /** A field's pills and its tooltip. */
  required: string;
  deprecated: string;
  /** An array parameter's items (`{name}`: the parameter's, `{n}`: the item's number). */
  item: string;
  removeItem: string;
  addItem: string;
  remove: string;
  /** The body group. */
  body: string;
  bodyFile: string;
  jsonInvalid: string;
  contentType: string;
  example: string;
  /** The body editor: its mode switch (`{name}`: the body's label), the form's fields and messages. */
  editor: string;
  form: string;
  lineColumn: string;
  binaryContent: string;
  /** Read before a nullable field's visible "null" checkbox label. */
  isNull: string;
  /** A map's key field (`{n}` of `{name}`), and the add buttons' hidden ends ("to {name}"). */
  key: string;
  keyOf: string;
  addProperty: string;
  addArrayItem: string;
  toName: string;
  /** A `oneOf`/`anyOf` field's variant menu, its hidden end, and how it names a variant without a title. */
  variant: string;
  ofName: string;
  oneOfValues: string;
  arrayOf: string;
  anyValue: string;
  /** The response side. */
  sending: string;
  sendToSee: string;
  responseMismatch: string;
  responseMatches: string;
  /** A stream's item (`{n}`: its number), before its mismatches. */
  itemNumber: string;
  headersCount: string;
  responseImage: string;
  downloadResponse: string;
  /** A streamed response's count and state. */
  oneItem: string;
  items: string;
  stopped: string;
  streamEnded: string;
  receiving: string;
  stop: string;
  /** OAuth 2.0 and OpenID Connect: getting a token. */
  getAToken: string;
  readingDiscovery: string;
  tryAgain: string;
  /** `{url}` is the discovery document's. */
  discoveryStatus: string;
  discoveryNotJson: string;
  discoveryNotObject: string;
  noFlow: string;
  /** After a flow the playground does not run (its name and URL before). */
  notRunHere: string;
  flow: string;
  flowClientCredentials: string;
  flowAuthorizationCode: string;
  flowImplicit: string;
  flowPassword: string;
  flowDeviceAuthorization: string;
  tokenUrl: string;
  authorizationUrl: string;
  /** `{url}` is the redirect URL, drawn as code. */
  registerRedirect: string;
  clientId: string;
  clientSecret: string;
  optional: string;
  sendClientCredentials: string;
  asBasic: string;
  inBody: string;
  scopes: string;
  getToken: string;
  authorize: string;
  enterClientId: string;
  requestingToken: string;
  exchangingCode: string;
  waitingSignIn: string;
  popupBlocked: string;
  tokenRefused: string;
  authRefused: string;
  /** `{name}` is `code` or `access_token`. */
  redirectHoldsNo: string;
  stateMismatch: string;
  oauthFailed: string;
  noAccessToken: string;
  /** `{origin}` is the server's origin. */
  unreachable: string;
  directFailedProxyRefused: string;
  directFailedNoProxy: string;
  viaProxy: string;
  tokenReceived: string;
  tokenReceivedViaProxy: string;
  tokenType: string;
  expiresIn: string;
  /** `{n}` seconds, until `{time}` (the reader's clock). */
  expiresValue: string;
  notStated: string;
  grantedScopes: string;
  none: string;
  asRequested: string;
  refreshToken: string;
  idToken: string;
  returnedUnused: string;
}

/** The WebSocket console's words (runtime/asyncapi-console/). */
export interface ConsoleText {
  /** The console's accessible name; the connection group and its fields (`{name}`: a variable's or parameter's). */
  console: string;
  connection: string;
  server: string;
  /** A single server, drawn as code in `{url}`. */
  serverNamed: string;
  serverVariable: string;
  channelParameter: string;
  queryParameter: string;
  credentials: string;
  none: string;
  /** How a credential travels (`{name}`: the query parameter or header; `{prefix}`: the scheme's, like `Bearer`). */
  sentAsQuery: string;
  sentAsQueryPrefixed: string;
  sentAsSubprotocol: string;
  sentAsSubprotocolPrefixed: string;
  keptOnPage: string;
  /** `{names}` are the channel's header names. */
  headersNote: string;
  /** The URL Connect opens, drawn as code in `{url}`. */
  connectsTo: string;
  connectsToWithToken: string;
  insecure: string;
  connect: string;
  disconnect: string;
  subprotocolDropped: string;
  /** The state line (`{url}`: the connection's; `{code}`: closeCode, then closeReason). */
  notConnected: string;
  connecting: string;
  connected: string;
  connectedSubprotocol: string;
  couldNotConnectTo: string;
  disconnected: string;
  serverClosed: string;
  closeCode: string;
  closeReason: string;
  /** WebSocket close codes' meanings (RFC 6455). */
  code1000: string;
  code1001: string;
  code1002: string;
  code1003: string;
  code1006: string;
  code1007: string;
  code1008: string;
  code1009: string;
  code1011: string;
  /** Connect's own failures (`{reason}`: the browser's; `{name}` a parameter's or scheme's; `{url}` the URL built). */
  couldNotConnect: string;
  chooseServer: string;
  fillParameter: string;
  invalidUrl: string;
  notWebSocketUrl: string;
  fillQuery: string;
  fillCredential: string;
  badCredential: string;
  /** The composer (`{name}`: the message's title, drawn bold). */
  message: string;
  messageToSend: string;
  messageNamed: string;
  noSendMessage: string;
  example: string;
  exampleNumber: string;
  payload: string;
  notSent: string;
  send: string;
  sendAnyway: string;
  connectToSend: string;
  /** The timeline. */
  messages: string;
  clear: string;
  showingLatest: string;
  noMessages: string;
  sent: string;
  received: string;
  sentDespite: string;
  /** `{name}` is the closest documented message's. */
  matchesNoMessage: string;
  /** `{n}` is the size in bytes. */
  binaryMessage: string;
  /** What the live region announces (`{name}`: a message's title; `{n}`: how many problems). */
  receivedBinary: string;
  receivedUnmatched: string;
  receivedNamed: string;
  receivedMessage: string;
  sentNamed: string;
  sentMessage: string;
  notSentProblem: string;
  notSentProblems: string;
}

export const ENGLISH_SCHEMA_CHECK_TEXT: SchemaCheckText = {
  expectedType: 'expected {type}, got {got}',
  or: 'or',
  missingProperty: 'missing required property "{name}"',
  expectedOneOf: 'expected one of {values}, got {value}',
  expectedValue: 'expected {expected}, got {value}',
  expectedFormat: 'expected a {format} string',
  atLeast: 'expected at least {min}, got {value}',
  atMost: 'expected at most {max}, got {value}',
  atLeastChars: 'expected at least {n} characters',
  atMostChars: 'expected at most {n} characters',
  expectedPattern: 'expected to match {pattern}',
  unexpectedProperty: 'unexpected property',
  matchesMany: 'matches {n} variants, expected exactly one',
  matchesNone: 'matches none of the variants ({names})',
  variantNumber: 'variant {n}',
  notJson: 'not valid JSON',
};

export const ENGLISH_PLAYGROUND_TEXT: PlaygroundText = {
  close: 'Close the playground',
  request: 'Request',
  timeout: 'Timeout (seconds)',
  beforeSending: 'Before sending',
  send: 'Send',
  cancel: 'Cancel',
  sendsViaProxy: 'Sent through the docs proxy.',
  sendsDirectly: 'Sent directly from your browser.',
  sentDirectly: 'Sent directly from the browser.',
  history: 'History ({n})',
  open: 'Open',
  openRequest: 'Open request {n}',
  sendAgain: 'Send again',
  sendRequestAgain: 'Send request {n} again',
  requestSample: 'Request sample',
  sampleLanguage: 'Sample language',
  showCredentials: 'Show credentials',
  response: 'Response',
  timedOut: 'The request timed out: no complete answer within the time limit.',
  networkError: 'Network error: {reason}',
  requestFailed: 'the request failed',
  cancelled: 'The request was cancelled.',
  upstreamUnreachable: 'Network error: the docs proxy could not reach the API',
  upstreamTimeout: 'The request timed out: the API did not answer the docs proxy in time',
  proxyRefused: 'The docs proxy refused the request ({code})',
  noProxyAfterDirect:
    'Network error: the API could not be reached directly (it is down, or it does not allow calls from this page: CORS), and this site has no docs proxy to send it through.',
  corsNote: 'The API did not allow a direct call from this page (CORS); sent through the docs proxy.',
  cookieNote: 'Cookies can only be sent through the docs proxy; sent through it.',
  paramRequired: '{name} ({location}) is required',
  serverUrlRequired: 'a server URL is required',
  serverUrlNotHttp: 'the server URL {url} is not an http(s) URL',
  jsonBodyInvalid: 'the JSON body does not parse: {reason}',
  bodyRequired: 'the body is required',
  chooseBodyFile: 'choose a file for the body',
  fieldRequired: '{name} (body) is required',
  server: 'Server',
  baseUrl: 'Base URL',
  noServer: 'This endpoint documents no server: type the base URL to send the request to.',
  serverUrl: 'Server URL',
  authorization: 'Authorization',
  authentication: 'Authentication',
  noAuthentication: 'No authentication',
  apiKeyIn: 'API key in {location}',
  username: 'Username',
  password: 'Password',
  bearerToken: 'Bearer token',
  schemeCredentials: '{scheme} credentials',
  accessToken: 'Access token',
  unsupportedAuth: 'This authentication method is not supported by the playground.',
  rememberCredentials: 'Remember credentials',
  credentialsNote: 'Credentials stay in this browser and are sent only with the requests you send.',
  pathParameters: 'Path parameters',
  queryParameters: 'Query parameters',
  headerParameters: 'Header parameters',
  cookieParameters: 'Cookie parameters',
  cookiesNote: 'Browsers cannot set cookies: they are sent through the docs proxy.',
  required: 'required',
  deprecated: 'deprecated',
  item: '{name} item {n}',
  removeItem: 'Remove {name} item {n}',
  addItem: 'Add {name} item',
  remove: 'Remove',
  body: 'Body',
  bodyFile: 'Body file',
  jsonInvalid: 'The JSON does not parse: {reason}',
  contentType: 'Content type',
  example: 'Example',
  editor: '{name}: editor',
  form: 'Form',
  lineColumn: 'Line {line}, column {column}: {reason}',
  binaryContent: 'Binary content: send it as a file, it cannot be typed here.',
  isNull: '{name} is',
  key: 'Key',
  keyOf: '{n} of {name}',
  addProperty: 'Add property',
  addArrayItem: 'Add item',
  toName: 'to {name}',
  variant: 'Variant',
  ofName: 'of {name}',
  oneOfValues: 'one of {values}',
  arrayOf: 'array of {items}',
  anyValue: 'any value',
  sending: 'Sending…',
  sendToSee: 'Send the request to see its response here.',
  responseMismatch: 'The response does not match its documented schema:',
  responseMatches: 'The response matches its documented schema.',
  itemNumber: 'item {n}',
  headersCount: 'Headers ({n})',
  responseImage: 'The response image',
  downloadResponse: 'Download the response ({name})',
  oneItem: '{n} item',
  items: '{n} items',
  stopped: 'stopped',
  streamEnded: 'stream ended',
  receiving: 'receiving…',
  stop: 'Stop',
  getAToken: 'Get a token',
  readingDiscovery: 'Reading the OpenID Connect configuration…',
  tryAgain: 'Try again',
  discoveryStatus: 'The OpenID Connect configuration at {url} answered HTTP {status}.',
  discoveryNotJson: 'The OpenID Connect configuration at {url} is not JSON.',
  discoveryNotObject: 'The OpenID Connect configuration at {url} is not a JSON object.',
  noFlow: 'This scheme declares no flow to run.',
  notRunHere: 'not run here; get a token with it elsewhere and paste it above.',
  flow: 'Flow',
  flowClientCredentials: 'Client credentials',
  flowAuthorizationCode: 'Authorization code with PKCE',
  flowImplicit: 'Implicit (token in the redirect fragment)',
  flowPassword: 'Resource owner password',
  flowDeviceAuthorization: 'Device authorization',
  tokenUrl: 'Token URL',
  authorizationUrl: 'Authorization URL',
  registerRedirect: 'Register this redirect URL with the client: {url}',
  clientId: 'Client ID',
  clientSecret: 'Client secret',
  optional: 'optional',
  sendClientCredentials: 'Send the client credentials',
  asBasic: 'As HTTP Basic authorization',
  inBody: 'In the request body',
  scopes: 'Scopes',
  getToken: 'Get token',
  authorize: 'Authorize',
  enterClientId: 'Enter a client ID first.',
  requestingToken: 'Requesting a token…',
  exchangingCode: 'Exchanging the code for a token…',
  waitingSignIn: 'Waiting for the sign-in window…',
  popupBlocked: 'The browser blocked the sign-in window: allow pop-ups for this site and try again.',
  tokenRefused: 'The token endpoint refused the request.',
  authRefused: 'The authorization server refused the request.',
  redirectHoldsNo: 'The redirect holds no {name}.',
  stateMismatch: 'The answer’s state does not match the request’s: it was refused (it may be forged or belong to another sign-in).',
  oauthFailed: 'The request failed: {reason}',
  noAccessToken: 'The answer holds no access_token.',
  unreachable: 'Could not reach {origin}, directly or through the docs proxy.',
  directFailedProxyRefused: 'The direct call to {origin} failed (no CORS, or the server is down) and the docs proxy refused it: {reason}',
  directFailedNoProxy:
    'The direct call to {origin} failed: the server does not allow calls from this page (CORS) or cannot be reached, and this site has no proxy to send it through.',
  viaProxy: 'through the docs proxy',
  tokenReceived: 'Token received and filled in.',
  tokenReceivedViaProxy: 'Token received through the docs proxy and filled in.',
  tokenType: 'Token type',
  expiresIn: 'Expires in',
  expiresValue: '{n} s (until {time})',
  notStated: 'not stated',
  grantedScopes: 'Granted scopes',
  none: 'none',
  asRequested: 'as requested',
  refreshToken: 'Refresh token',
  idToken: 'ID token',
  returnedUnused: 'returned (not used here)',
};

export const ENGLISH_CONSOLE_TEXT: ConsoleText = {
  console: 'Live WebSocket console',
  connection: 'Connection',
  server: 'Server',
  serverNamed: 'Server {url}',
  serverVariable: 'Server variable {name}',
  channelParameter: 'Channel parameter {name}',
  queryParameter: 'Query parameter {name}',
  credentials: 'Credentials',
  none: 'None',
  sentAsQuery: 'Sent as the query parameter “{name}” of the connection URL.',
  sentAsQueryPrefixed: 'Sent as the query parameter “{name}” of the connection URL, after “{prefix}”.',
  sentAsSubprotocol:
    'Sent as a Sec-WebSocket-Protocol value in place of the “{name}” header: browsers cannot set headers on a WebSocket connection, so this is how it travels. The server must accept it as the connection’s subprotocol.',
  sentAsSubprotocolPrefixed:
    'Sent as a Sec-WebSocket-Protocol value in place of the “{name}” header: browsers cannot set headers on a WebSocket connection, so this is how it travels (without the “{prefix}” prefix, which a subprotocol cannot hold). The server must accept it as the connection’s subprotocol.',
  keptOnPage: 'It is kept only on this page, never stored.',
  headersNote:
    'This channel documents headers ({names}); browsers cannot set headers on a WebSocket connection, so the console does not send them.',
  connectsTo: 'Connects to {url}',
  connectsToWithToken: 'Connects to {url} with the token as its subprotocol',
  insecure: 'This page is served over HTTPS: browsers block unencrypted ws:// connections from it. Choose a wss:// server.',
  connect: 'Connect',
  disconnect: 'Disconnect',
  subprotocolDropped: 'A server that does not answer with the subprotocol it was sent makes the browser drop the connection.',
  notConnected: 'Not connected.',
  connecting: 'Connecting to {url} …',
  connected: 'Connected to {url}.',
  connectedSubprotocol: 'Connected to {url} (subprotocol sent and accepted).',
  couldNotConnectTo:
    'Could not connect to {url}: the server refused the connection or could not be reached ({code}). Browsers do not tell pages why; check the URL, the credentials and the server.',
  disconnected: 'Disconnected ({code}).',
  serverClosed: 'The server closed the connection: {code}.',
  closeCode: 'code {code}',
  closeReason: 'reason “{reason}”',
  code1000: 'normal closure',
  code1001: 'going away',
  code1002: 'protocol error',
  code1003: 'unsupported data',
  code1006: 'closed abnormally, without a close frame',
  code1007: 'invalid payload data',
  code1008: 'policy violation',
  code1009: 'message too big',
  code1011: 'server error',
  couldNotConnect: 'Could not connect: {reason}',
  chooseServer: 'Choose a server.',
  fillParameter: 'Fill in the channel parameter “{name}”: it is part of the address.',
  invalidUrl: '“{url}” is not a valid URL.',
  notWebSocketUrl: '“{url}” is not a WebSocket URL (ws:// or wss://).',
  fillQuery: 'Fill in the query parameter “{name}”: the channel requires it.',
  fillCredential: 'Fill in the credential for “{name}”, or choose no credentials.',
  badCredential: 'The credential for “{name}” holds characters a WebSocket subprotocol cannot carry (spaces, quotes, commas …).',
  message: 'Message',
  messageToSend: 'Message to send',
  messageNamed: 'Message {name}',
  noSendMessage: 'The channel documents no message the client sends; you can still send text.',
  example: 'Example',
  exampleNumber: 'Example {n}',
  payload: 'Payload',
  notSent: 'Not sent: the message does not match its schema.',
  send: 'Send',
  sendAnyway: 'Send anyway',
  connectToSend: 'Connect to send.',
  messages: 'Messages',
  clear: 'Clear',
  showingLatest: 'Showing the latest {n} messages.',
  noMessages: 'No messages yet.',
  sent: 'Sent',
  received: 'Received',
  sentDespite: 'sent despite schema mismatches',
  matchesNoMessage: 'Matches no documented message; closest is {name}:',
  binaryMessage: '(binary message, {n} bytes)',
  receivedBinary: 'Received a binary message',
  receivedUnmatched: 'Received a message that matches no documented message',
  receivedNamed: 'Received {name}',
  receivedMessage: 'Received a message',
  sentNamed: 'Sent {name}',
  sentMessage: 'Sent a message',
  notSentProblem: 'Not sent: the message does not match its schema ({n} problem)',
  notSentProblems: 'Not sent: the message does not match its schema ({n} problems)',
};
