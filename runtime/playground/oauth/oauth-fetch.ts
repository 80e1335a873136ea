/**
 * Requests to an authorization server (token endpoint, OpenID discovery): directly from the browser,
 * and through the docs proxy when the direct call fails, which for a reachable server means it sends
 * no CORS headers. The proxy protocol: the same method, headers and body to `/_sextant/proxy` with
 * the target in `x-sextant-target`; a refusal carries `x-sextant-proxy-error` and
 * `{"error":{"code","message"}}`. Nothing here logs a header or a body (they hold secrets).
 */

import { fill, playgroundText } from '../text.js';

export const PROXY_PATH = '/_sextant/proxy';

export interface Fetched {
  response: Response;
  /** Which path answered. */
  via: 'direct' | 'proxy';
}

/** Why neither path worked, said so a reader can act on it. */
export class FetchFailure extends Error {}

/** A JSON body, or undefined when the body is not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function fetchWithProxy(
  target: string,
  init: { method: string; headers?: Record<string, string>; body?: string; signal?: AbortSignal },
): Promise<Fetched> {
  try {
    return { response: await fetch(target, { ...init, credentials: 'omit' }), via: 'direct' };
  } catch (error) {
    // Cancelled: not a failure to work around. Otherwise a TypeError says nothing more (CORS and
    // network failures look alike): try the proxy.
    if (init.signal?.aborted) throw error;
  }
  let response: Response;
  try {
    response = await fetch(PROXY_PATH, {
      ...init,
      headers: { ...init.headers, 'x-sextant-target': target },
      credentials: 'same-origin',
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new FetchFailure(fill(playgroundText().unreachable, { origin: origin(target) }));
  }
  if (response.headers.has('x-sextant-proxy-error')) {
    const body = (await readJson(response)) as { error?: { code?: string; message?: string } } | undefined;
    const reason = body?.error?.message ?? `status ${response.status}`;
    throw new FetchFailure(fill(playgroundText().directFailedProxyRefused, { origin: origin(target), reason }));
  }
  // A site without the proxy answers with its HTML 404 page (or 405 on a static host); a forwarded
  // answer of the authorization server is passed on as it came.
  if ((response.status === 404 || response.status === 405) && !/json/i.test(response.headers.get('content-type') ?? '')) {
    throw new FetchFailure(fill(playgroundText().directFailedNoProxy, { origin: origin(target) }));
  }
  return { response, via: 'proxy' };
}

function origin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}
