/**
 * How the proxy handler reaches an upstream: one request, no redirects followed (the handler
 * follows them, checking each hop). Injectable, so the handler runs where node:http does not.
 */

export interface UpstreamRequest {
  url: URL;
  method: string;
  headers: Headers;
  /** The whole request body (the handler has read and capped it), or undefined. */
  body: Uint8Array | undefined;
  /** Aborted on the time limits and when the browser goes away. */
  signal: AbortSignal;
  /**
   * Call with every address the target's host name resolves to, before connecting to it; it throws
   * (a ProxyError) when the address may not be reached. A transport connects only to addresses it
   * checked, never resolving the name a second time. A transport that cannot see addresses
   * (`fetch`) cannot honour it: see the deployment guide.
   */
  checkAddress(address: string): void;
}

export interface UpstreamResponse {
  status: number;
  /** Header name/value pairs as received, repeats kept (several `set-cookie`). */
  headers: [string, string][];
  body: ReadableStream<Uint8Array> | null;
}

export type ProxyTransport = (request: UpstreamRequest) => Promise<UpstreamResponse>;

/** A `dns.lookup`-compatible function (the node transport calls it with `{ all: true }`). */
export type LookupFunction = (
  hostname: string,
  options: { all: true; family?: number; hints?: number },
  callback: (err: NodeJS.ErrnoException | null, addresses: { address: string; family: number }[]) => void,
) => void;
