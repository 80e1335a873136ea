/**
 * Send a built request directly from the browser or through the docs proxy (`/_sextant/proxy`,
 * the target in `x-sextant-target`, cookies in `x-sextant-cookie`), with a timeout and cancel.
 * Rule: `playground.proxy` on → the proxy; off → direct, and when the direct call fails as
 * browsers report CORS refusals and unreachable hosts alike (a TypeError), once more through the proxy.
 */
import type { BuiltRequest } from './request.js';
import { fill, playgroundText } from './text.js';

export const PROXY_PATH = '/_sextant/proxy';

export type Via = 'direct' | 'proxy';

export type Sent =
  | { ok: true; via: Via; note?: string; response: Response; started: number }
  | { ok: false; via: Via; kind: 'timeout' | 'cancelled' | 'network' | 'proxy'; message: string; code?: string; note?: string };

/** Proxy error codes that report the API itself failing, as the playground shows them (its words' keys). */
const UPSTREAM_FAILURES: Record<string, { kind: 'network' | 'timeout'; message: 'upstreamUnreachable' | 'upstreamTimeout' }> = {
  'upstream-unreachable': { kind: 'network', message: 'upstreamUnreachable' },
  'upstream-timeout': { kind: 'timeout', message: 'upstreamTimeout' },
};

function directInit(req: BuiltRequest, signal: AbortSignal): RequestInit {
  return {
    method: req.method,
    headers: req.headers.map((h): [string, string] => [h.name, h.value]),
    ...(req.body !== undefined ? { body: req.body } : {}),
    signal,
  };
}

function proxyInit(req: BuiltRequest, signal: AbortSignal): RequestInit {
  const headers: [string, string][] = req.headers.map((h) => [h.name, h.value]);
  headers.push(['x-sextant-target', req.url]);
  if (req.cookies.length) headers.push(['x-sextant-cookie', req.cookies.map((c) => `${c.name}=${c.value}`).join('; ')]);
  return { method: req.method, headers, ...(req.body !== undefined ? { body: req.body } : {}), signal };
}

/**
 * Send `req`. `controller` cancels it (the reader's Cancel/Stop, or the timeout, whose abort reason
 * is a TimeoutError DOMException).
 */
export async function send(req: BuiltRequest, useProxy: boolean, controller: AbortController): Promise<Sent> {
  const t = playgroundText();
  const failure = (via: Via, e: unknown, note?: string): Sent => {
    const reason: unknown = controller.signal.reason;
    const extra = note ? { note } : {};
    if (controller.signal.aborted && reason instanceof DOMException && reason.name === 'TimeoutError')
      return { ok: false, via, kind: 'timeout', message: t.timedOut, ...extra };
    if (controller.signal.aborted) return { ok: false, via, kind: 'cancelled', message: t.cancelled, ...extra };
    return {
      ok: false,
      via,
      kind: 'network',
      message: `${fill(t.networkError, { reason: (e as Error).message || t.requestFailed })}.`,
      ...extra,
    };
  };
  // Cookies cannot be set on a direct call from a page: only the proxy can send them.
  const cookieNote = req.cookies.length && !useProxy ? t.cookieNote : undefined;
  if (!useProxy && !cookieNote) {
    const started = performance.now();
    try {
      return { ok: true, via: 'direct', response: await fetch(req.url, directInit(req, controller.signal)), started };
    } catch (e) {
      if (controller.signal.aborted || !(e instanceof TypeError)) return failure('direct', e);
      return viaProxy(req, controller, failure, t.corsNote, true);
    }
  }
  return viaProxy(req, controller, failure, cookieNote, false);
}

async function viaProxy(
  req: BuiltRequest,
  controller: AbortController,
  failure: (via: Via, e: unknown, note?: string) => Sent,
  note: string | undefined,
  afterDirect: boolean,
): Promise<Sent> {
  const t = playgroundText();
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(PROXY_PATH, proxyInit(req, controller.signal));
  } catch (e) {
    return failure('proxy', e, note);
  }
  const code = response.headers.get('x-sextant-proxy-error');
  if (code) {
    // The proxy's message names the reason (not allowed, private address, too large, too slow …).
    let reason: string | undefined;
    try {
      reason = ((await response.json()) as { error?: { message?: string } }).error?.message;
    } catch {
      // The code alone says it.
    }
    // An API that is down or silent is no refusal of the proxy's; and a direct call that failed the
    // same way failed for that reason, not for CORS.
    const upstream = UPSTREAM_FAILURES[code];
    if (upstream) {
      const keep = note && !afterDirect ? { note } : {};
      return {
        ok: false,
        via: 'proxy',
        kind: upstream.kind,
        code,
        message: `${t[upstream.message]}${reason ? ` (${reason})` : ''}.`,
        ...keep,
      };
    }
    const message = `${fill(t.proxyRefused, { code })}${reason ? `: ${reason}` : '.'}`;
    return { ok: false, via: 'proxy', kind: 'proxy', code, message, ...(note ? { note } : {}) };
  }
  if (response.headers.get('x-sextant-proxy') !== '1') {
    void response.body?.cancel();
    const message = afterDirect
      ? t.noProxyAfterDirect
      : // For the site's authors (a setting to change): English.
        'This site has no docs proxy (`sextant dev` and `sextant serve` provide one); set `api.playground.proxy: false` to send requests directly.';
    return { ok: false, via: 'proxy', kind: 'network', message };
  }
  return { ok: true, via: 'proxy', response, started, ...(note ? { note } : {}) };
}
