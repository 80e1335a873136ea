/**
 * The browser half of the authorization-code (with PKCE) and implicit flows: a popup to the
 * authorization endpoint whose redirect lands on the site's redirect page
 * (`/_sextant/oauth-redirect.html`, written by src/output/outputs/oauth-redirect.ts). That page hands
 * the query and fragment parameters back by `postMessage` to this origin, or, when an authorization
 * server's Cross-Origin-Opener-Policy cut `window.opener`, on a BroadcastChannel.
 */

import { playgroundText } from '../text.js';

export const REDIRECT_PATH = '/_sextant/oauth-redirect.html';
/** The message type and channel name the redirect page uses. */
export const REDIRECT_MESSAGE = 'sx-oauth';

export type RedirectParams = Record<string, string>;

export class StateMismatch extends Error {
  constructor() {
    super(playgroundText().stateMismatch);
  }
}

export function redirectUri(): string {
  return location.origin + REDIRECT_PATH;
}

/**
 * Open the sign-in window. Call it in the click handler before any await, or a popup blocker stops it;
 * it starts blank and is sent to the authorization URL once that is ready.
 */
export function openPopup(): Window | null {
  const w = 520;
  const h = 680;
  const left = Math.max(0, Math.round(screenX + (outerWidth - w) / 2));
  const top = Math.max(0, Math.round(screenY + (outerHeight - h) / 2));
  return window.open('about:blank', 'sx-oauth', `popup,width=${w},height=${h},left=${left},top=${top}`);
}

function paramsOf(data: unknown): RedirectParams | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const d = data as { type?: unknown; params?: unknown };
  if (d.type !== REDIRECT_MESSAGE || !d.params || typeof d.params !== 'object') return undefined;
  const out: RedirectParams = {};
  for (const [k, v] of Object.entries(d.params)) if (typeof v === 'string') out[k] = v;
  return out;
}

/**
 * The redirect's parameters for the request that sent `state`. A message from our own popup with any
 * other state is refused; one on the channel with another state is ignored (another tab's sign-in).
 */
export function waitForRedirect(popup: Window, state: string, signal: AbortSignal): Promise<RedirectParams> {
  return new Promise((resolve, reject) => {
    let channel: BroadcastChannel | undefined;
    const done = () => {
      removeEventListener('message', onMessage);
      channel?.close();
      signal.removeEventListener('abort', onAbort);
    };
    const finish = (params: RedirectParams) => {
      done();
      if (params['state'] === state) resolve(params);
      else reject(new StateMismatch());
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== popup) return;
      const params = paramsOf(event.data);
      if (params) finish(params);
    };
    const onAbort = () => {
      done();
      reject(new DOMException('The sign-in was cancelled.', 'AbortError'));
    };
    addEventListener('message', onMessage);
    signal.addEventListener('abort', onAbort);
    if (typeof BroadcastChannel === 'function') {
      channel = new BroadcastChannel(REDIRECT_MESSAGE);
      channel.onmessage = (event: MessageEvent) => {
        const params = paramsOf(event.data);
        if (params && params['state'] === state) finish(params);
      };
    }
  });
}

/** The authorization URL with the request's parameters (RFC 6749 §4.1.1, §4.2.1; RFC 7636 §4.3). */
export function authorizationRequest(
  authorizationUrl: string,
  p: { responseType: 'code' | 'token'; clientId: string; scopes: string[]; state: string; challenge?: string },
): string {
  const url = new URL(authorizationUrl, location.href);
  url.searchParams.set('response_type', p.responseType);
  url.searchParams.set('client_id', p.clientId);
  url.searchParams.set('redirect_uri', redirectUri());
  if (p.scopes.length) url.searchParams.set('scope', p.scopes.join(' '));
  url.searchParams.set('state', p.state);
  if (p.challenge) {
    url.searchParams.set('code_challenge', p.challenge);
    url.searchParams.set('code_challenge_method', 'S256');
  }
  return url.href;
}
