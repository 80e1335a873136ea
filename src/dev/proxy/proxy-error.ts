/** A refusal or failure of the proxy itself, answered with its status, `x-sextant-proxy-error: <code>` and a JSON body. */
export class ProxyError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ProxyError';
  }
}

/** The response for a proxy error: `{"error":{"code","message"}}`. */
export function errorResponse(error: ProxyError, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ error: { code: error.code, message: error.message } }), {
    status: error.status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-sextant-proxy': '1',
      'x-sextant-proxy-error': error.code,
      ...extra,
    },
  });
}
