/**
 * The playground proxy as a fetch-style handler, `(Request) => Promise<Response>`: what `sextant dev`
 * and `sextant serve` mount at `/_sextant/proxy`, and what a site deploys on a serverless or edge
 * host. The browser sends the real request's method, headers and body with `x-sextant-target: <URL>`;
 * the handler forwards it only to an origin the site declares, never to a private address unless
 * allowed (after DNS resolution and on every redirect hop), and streams the answer back as it
 * arrives. Its own refusals carry `x-sextant-proxy-error: <code>` and a JSON body naming the reason.
 */
import { privateRange } from './address-ranges.js';
import { AllowList, type AllowMatch } from './allow-list.js';
import { downstreamHeaders, upstreamHeaders } from './headers.js';
import { ProxyError, errorResponse } from './proxy-error.js';
import type { LookupFunction, ProxyTransport, UpstreamResponse } from './transport.js';

export { ProxyError } from './proxy-error.js';
export type { LookupFunction, ProxyTransport, UpstreamRequest, UpstreamResponse } from './transport.js';

export interface ProxyHandlerOptions {
  /**
   * The origins the proxy may forward to (`https://api.example.com`, `https://*.example.com`,
   * `http://localhost:4010`): a list, or a function asked on each request (a dev server's site
   * changes; a served folder may be rebuilt). `sextant build` writes a site's list to `_sextant/proxy.json`.
   */
  allow: readonly string[] | (() => readonly string[] | Promise<readonly string[]>);
  /**
   * Private, loopback, link-local … addresses: `declared` lets one through when an allow-list entry
   * names the target's host itself (not by a `*` label), as `sextant dev` does for local APIs;
   * `never` (the default) refuses them all, as a public docs site must (else the proxy would reach
   * its host's own network: SSRF).
   */
  privateAddresses?: 'declared' | 'never';
  /** Largest request body forwarded (default 10 MB; 413 past it). */
  maxRequestBytes?: number;
  /** Largest response body passed back (default 50 MB; the response is cut off past it). */
  maxResponseBytes?: number;
  /** Time to connect and receive the response headers, redirects included (default 30 s; 504 past it). */
  headersTimeoutMs?: number;
  /** Time for the whole exchange, the streamed body included (default 5 minutes; the stream is cut off past it). */
  totalTimeoutMs?: number;
  /** Redirects followed, each checked as a new target (default 5). */
  maxRedirects?: number;
  /** How requests reach the upstream (default: node:http/https with a guarded DNS lookup). */
  transport?: ProxyTransport;
  /** The DNS lookup of the default transport (default `dns.lookup`). */
  lookup?: LookupFunction;
  /**
   * Receives one line per request: method, target origin and path, status or error code, time.
   * Never headers, bodies or query strings (they carry credentials).
   */
  log?: (line: string) => void;
}

const DEFAULTS = {
  maxRequestBytes: 10 * 1024 * 1024,
  maxResponseBytes: 50 * 1024 * 1024,
  headersTimeoutMs: 30_000,
  totalTimeoutMs: 300_000,
  maxRedirects: 5,
};
const DECLARES =
  'origins are declared by the servers and OAuth URLs of the site’s OpenAPI specs, `api.mdx.server`, and `api.playground.allow` in docs.json';
/** Methods never forwarded (a tunnel; a reflection of the request, credentials included). */
const REFUSED_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Make the proxy handler (see the module comment and ProxyHandlerOptions). */
export function createProxyHandler(options: ProxyHandlerOptions): (request: Request) => Promise<Response> {
  const limits = { ...DEFAULTS, ...definedOnly(options) };
  const mode = options.privateAddresses ?? 'never';
  let lists: { entries: readonly string[]; list: AllowList } | undefined;
  const allowList = async (): Promise<AllowList> => {
    const entries = typeof options.allow === 'function' ? await options.allow() : options.allow;
    if (lists?.entries !== entries) lists = { entries, list: new AllowList(entries) };
    return lists.list;
  };
  let transport: Promise<ProxyTransport> | undefined = options.transport ? Promise.resolve(options.transport) : undefined;
  const getTransport = () =>
    (transport ??= import('./node-transport.js').then(({ nodeTransport }) =>
      nodeTransport(options.lookup ? { lookup: options.lookup } : {}),
    ));

  return async (request) => {
    const started = Date.now();
    let target: URL | undefined;
    try {
      const method = request.method.toUpperCase();
      if (REFUSED_METHODS.has(method) || !TOKEN.test(request.method))
        throw new ProxyError(405, 'method-not-allowed', `the proxy does not forward ${request.method} requests`);
      target = readTarget(request.headers.get('x-sextant-target'));
      const response = await forward(request, target, method, await allowList(), await getTransport(), limits, mode, started);
      options.log?.(`proxy ${method} ${describe(target)} → ${response.status} (${Date.now() - started} ms)`);
      return response;
    } catch (err) {
      const error = asProxyError(err, request.signal);
      options.log?.(
        `proxy ${request.method} ${target ? describe(target) : '(no target)'} → ${error.status} ${error.code} (${Date.now() - started} ms)`,
      );
      return errorResponse(error, error.status === 405 ? { allow: 'the real request’s method, except CONNECT and TRACE' } : {});
    }
  };
}

type Limits = typeof DEFAULTS;

/** Send the request upstream, following redirects hop by hop, and pass the final response back as a stream. */
async function forward(
  request: Request,
  first: URL,
  method: string,
  list: AllowList,
  transport: ProxyTransport,
  limits: Limits,
  mode: 'declared' | 'never',
  started: number,
): Promise<Response> {
  let body = await readBody(request, limits.maxRequestBytes);
  const headers = upstreamHeaders(request.headers);
  // One controller for both limits and the browser leaving; the header timer stops once headers arrive.
  const controller = new AbortController();
  const timeout = (limit: number, what: string) => () =>
    controller.abort(new ProxyError(504, 'upstream-timeout', `${what} did not answer within ${limit} ms`));
  const headersTimer = setTimeout(timeout(limits.headersTimeoutMs, 'the upstream'), limits.headersTimeoutMs);
  const totalTimer = setTimeout(timeout(limits.totalTimeoutMs, 'the upstream'), limits.totalTimeoutMs - (Date.now() - started));
  const onLeave = () => controller.abort(new ProxyError(499, 'client-closed', 'the browser closed the request'));
  request.signal.addEventListener('abort', onLeave);
  const finish = () => {
    clearTimeout(headersTimer);
    clearTimeout(totalTimer);
    request.signal.removeEventListener('abort', onLeave);
  };
  try {
    let url = first;
    let upstream: UpstreamResponse;
    for (let hop = 0; ; hop++) {
      const allowed = checkTarget(url, list, mode, hop > 0);
      const hopUrl = url;
      upstream = await transport({
        url,
        method,
        headers,
        body,
        signal: controller.signal,
        checkAddress: (address) => checkAddress(hopUrl, address, allowed, mode),
      }).catch((err: unknown) => {
        throw controller.signal.aborted ? controller.signal.reason : err;
      });
      const location = upstream.status >= 300 && upstream.status < 400 ? firstHeader(upstream.headers, 'location') : undefined;
      if (location === undefined || upstream.status === 304) break;
      await upstream.body?.cancel().catch(() => {});
      if (hop >= limits.maxRedirects)
        throw new ProxyError(
          502,
          'too-many-redirects',
          `the upstream redirected more than ${limits.maxRedirects} times (last to ${describe(url)})`,
        );
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        throw new ProxyError(502, 'bad-redirect', `the upstream redirected to an invalid URL`);
      }
      // As fetch does: 303 (and 301/302 after a POST) become a GET without a body; credentials stay with their origin.
      if (upstream.status === 303 || ((upstream.status === 301 || upstream.status === 302) && method === 'POST')) {
        if (method !== 'HEAD') method = 'GET';
        body = undefined;
        for (const h of ['content-type', 'content-encoding', 'content-language', 'content-location']) headers.delete(h);
      }
      if (next.origin !== url.origin) for (const h of ['authorization', 'cookie', 'proxy-authorization']) headers.delete(h);
      url = next;
    }
    clearTimeout(headersTimer);
    if (upstream.status < 200 || upstream.status > 599)
      throw new ProxyError(502, 'bad-upstream-response', `the upstream answered with status ${upstream.status}`);
    const length = Number(firstHeader(upstream.headers, 'content-length') ?? NaN);
    if (length > limits.maxResponseBytes) {
      await upstream.body?.cancel().catch(() => {});
      throw new ProxyError(
        502,
        'response-too-large',
        `the upstream response is ${length} bytes, more than the proxy passes (${limits.maxResponseBytes})`,
      );
    }
    const out = downstreamHeaders(upstream.headers, true);
    if (url !== first) out.set('x-sextant-final-url', url.href);
    if (!upstream.body) {
      finish();
      return new Response(null, { status: upstream.status, headers: out });
    }
    return new Response(capped(upstream.body, limits.maxResponseBytes, controller, finish), { status: upstream.status, headers: out });
  } catch (err) {
    finish();
    throw err;
  }
}

/** The target URL of `x-sextant-target`: absolute http(s), no credentials in it. */
function readTarget(value: string | null): URL {
  if (!value) throw new ProxyError(400, 'bad-target', 'the request has no `x-sextant-target` header naming the absolute URL to forward to');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ProxyError(400, 'bad-target', '`x-sextant-target` is not an absolute URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ProxyError(400, 'bad-target', `the proxy forwards only http and https URLs, not ${url.protocol.slice(0, -1)}`);
  if (url.username || url.password) throw new ProxyError(400, 'bad-target', 'the target URL carries credentials: send them in a header');
  return url;
}

/** Refuse a target (first or after a redirect) the allow-list does not hold, or a private IP literal not declared. */
function checkTarget(url: URL, list: AllowList, mode: 'declared' | 'never', redirected: boolean): AllowMatch {
  const allowed = list.match(url);
  // A redirect into the host's network is the reason that matters; a first target undeclared is told so.
  if (redirected || allowed) checkAddress(url, url.hostname, allowed, mode);
  if (!allowed) {
    const what = redirected ? `the upstream redirected to ${url.origin}, which` : `${url.origin}`;
    throw new ProxyError(
      403,
      'origin-not-allowed',
      list.size === 0
        ? `${what} is not declared: this site declares no origin for the proxy (${DECLARES})`
        : `${what} is not an origin this site declares (${DECLARES})`,
    );
  }
  return allowed;
}

/** Refuse a private address unless the mode lets declared ones through and an entry names this host itself. */
function checkAddress(url: URL, address: string, allowed: AllowMatch | undefined, mode: 'declared' | 'never'): void {
  const range = privateRange(address);
  if (!range) return;
  if (mode === 'declared' && allowed?.exactHost) return;
  const where =
    address === url.hostname ? `${url.hostname} is a ${range} address` : `${url.hostname} resolves to ${address}, a ${range} address`;
  throw new ProxyError(
    403,
    'private-address',
    mode === 'declared'
      ? `${where}; the proxy reaches private addresses only for a host the site declares by name (${DECLARES})`
      : `${where}; this proxy does not forward to private addresses (\`sextant serve --proxy-private\` allows declared ones)`,
  );
}

/** The request body, read whole up to the cap (it is sent again after a 307/308 redirect). */
async function readBody(request: Request, cap: number): Promise<Uint8Array | undefined> {
  const tooLarge = () => new ProxyError(413, 'body-too-large', `the request body is larger than the proxy forwards (${cap} bytes)`);
  if (Number(request.headers.get('content-length') ?? 0) > cap) throw tooLarge();
  if (!request.body) return undefined;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  if (chunks.length === 0) return undefined;
  const body = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    body.set(c, at);
    at += c.byteLength;
  }
  return body;
}

/** The upstream body passed on chunk by chunk as it arrives, cut off past the cap; `done` runs once it ends either way. */
function capped(body: ReadableStream<Uint8Array>, cap: number, controller: AbortController, done: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let size = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(out) {
        try {
          const { done: ended, value } = await reader.read();
          if (ended) {
            done();
            return out.close();
          }
          size += value.byteLength;
          if (size > cap) {
            done();
            controller.abort();
            await reader.cancel().catch(() => {});
            return out.error(new ProxyError(502, 'response-too-large', `the upstream response passed ${cap} bytes and was cut off`));
          }
          out.enqueue(value);
        } catch (err) {
          done();
          out.error(controller.signal.aborted ? controller.signal.reason : err);
        }
      },
      async cancel(reason) {
        done();
        controller.abort();
        await reader.cancel(reason).catch(() => {});
      },
    },
    { highWaterMark: 0 },
  );
}

/** A thrown value as the proxy's answer: its own errors as they are, aborts and network failures named. */
function asProxyError(err: unknown, signal: AbortSignal): ProxyError {
  if (err instanceof ProxyError) return err;
  if (signal.aborted) return new ProxyError(499, 'client-closed', 'the browser closed the request');
  const e = err as NodeJS.ErrnoException & { cause?: NodeJS.ErrnoException };
  const code = e.code ?? e.cause?.code ?? '';
  const reason = /ENOTFOUND|EAI_AGAIN/.test(code)
    ? 'its host name does not resolve'
    : code === 'ECONNREFUSED'
      ? 'the connection was refused'
      : code
        ? `${code}`
        : (e.message ?? 'network error');
  return new ProxyError(502, 'upstream-unreachable', `the upstream could not be reached: ${reason}`);
}

/** Origin and path of a URL, for logs and messages: never its query (it may hold an API key). */
function describe(url: URL): string {
  return url.origin + url.pathname;
}

function firstHeader(pairs: readonly [string, string][], name: string): string | undefined {
  return pairs.find(([n]) => n.toLowerCase() === name)?.[1];
}

function definedOnly(options: ProxyHandlerOptions): Partial<Limits> {
  const out: Partial<Limits> = {};
  for (const key of Object.keys(DEFAULTS) as (keyof Limits)[]) if (options[key] !== undefined) out[key] = options[key];
  return out;
}
