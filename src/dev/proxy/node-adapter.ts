/**
 * Mount a fetch-style handler on a node:http server (what `sextant dev` and `sextant serve` do at
 * `/_sextant/proxy`): the request becomes a `Request` whose body streams in, the `Response` streams
 * out chunk by chunk (server-sent events arrive event by event), and a browser that goes away
 * aborts the request.
 */
import type http from 'node:http';
import { Readable } from 'node:stream';
import { ProxyError, errorResponse } from './proxy-error.js';

/** The path both servers answer the proxy on. */
export const PROXY_PATH = '/_sextant/proxy';

/** True for a request to the proxy's path (any query). */
export function isProxyRequest(url: string | undefined): boolean {
  const path = (url ?? '').split('?')[0];
  return path === PROXY_PATH;
}

/** Answer a node:http request with a fetch-style handler. */
export async function serveWithHandler(
  handler: (request: Request) => Promise<Response>,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  const method = req.method ?? 'GET';
  let response: Response;
  // `Request` itself refuses these methods: answer as the handler would.
  if (['CONNECT', 'TRACE', 'TRACK'].includes(method.toUpperCase())) {
    response = errorResponse(new ProxyError(405, 'method-not-allowed', `the proxy does not forward ${method} requests`));
  } else {
    const controller = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    const headers = new Headers();
    for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const init: RequestInit & { duplex?: 'half' } = { method, headers, signal: controller.signal };
    if (hasBody) {
      init.body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
      init.duplex = 'half';
    }
    response = await handler(new Request(new URL(req.url ?? '/', 'http://proxy.invalid'), init));
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) headers[name] = value;
  res.writeHead(response.status, headers);
  res.flushHeaders();
  if (!response.body || method === 'HEAD') {
    await response.body?.cancel().catch(() => {});
    res.end();
    return;
  }
  const reader = response.body.getReader();
  res.on('close', () => void reader.cancel().catch(() => {}));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) await new Promise<void>((resolve) => (res.once('drain', resolve), res.once('close', resolve)));
    }
    res.end();
  } catch {
    // Cut off (size or time limit, upstream failure, the browser gone): the response can only end short.
    res.destroy();
  }
}
