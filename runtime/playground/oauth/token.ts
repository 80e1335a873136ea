/**
 * Token endpoint requests (RFC 6749 §4.1.3, §4.4) and their answers: a form-encoded POST with the
 * client authenticated by HTTP Basic (the default, §2.3.1) or by body parameters.
 */
import { playgroundText } from '../text.js';
import { fetchWithProxy } from './oauth-fetch.js';

export type ClientAuth = 'basic' | 'body';

export interface Client {
  id: string;
  secret: string;
  auth: ClientAuth;
}

/** What a token answer says, without the secrets beyond the access token itself. */
export interface Granted {
  accessToken: string;
  tokenType?: string;
  expiresIn?: number;
  /** Space-separated, as the server granted them (absent: as requested). */
  scope?: string;
  refreshToken?: boolean;
  idToken?: boolean;
}

/** An OAuth error answer (§5.2), or an HTTP failure said the same way. */
export interface OAuthError {
  error: string;
  description?: string;
  uri?: string;
  status?: number;
}

export type TokenOutcome =
  { ok: true; granted: Granted; via: 'direct' | 'proxy' } | { ok: false; error: OAuthError; via: 'direct' | 'proxy' };

/** application/x-www-form-urlencoded of one value, as Basic credentials need it (§2.3.1). */
function formEncode(value: string): string {
  return new URLSearchParams([['', value]]).toString().slice(1);
}

export async function requestToken(
  tokenUrl: string,
  params: Record<string, string>,
  client: Client,
  signal?: AbortSignal,
): Promise<TokenOutcome> {
  const body = new URLSearchParams(params);
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  if (client.secret && client.auth === 'basic') {
    headers['authorization'] = 'Basic ' + btoa(`${formEncode(client.id)}:${formEncode(client.secret)}`);
  } else {
    if (client.id) body.set('client_id', client.id);
    if (client.secret) body.set('client_secret', client.secret);
  }
  const { response, via } = await fetchWithProxy(new URL(tokenUrl, location.href).href, {
    method: 'POST',
    headers,
    body: body.toString(),
    ...(signal ? { signal } : {}),
  });
  const text = await response.text();
  let json: Record<string, unknown> | undefined;
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) json = parsed as Record<string, unknown>;
  } catch {
    // Some servers answer errors in HTML or text; said below by status.
  }
  if (response.ok && json && typeof json['access_token'] === 'string') return { ok: true, granted: grantedOf(json), via };
  if (json) {
    const error = oauthError(json);
    if (error) return { ok: false, error: { ...error, status: response.status }, via };
  }
  const what = response.ok ? playgroundText().noAccessToken : text.trim().slice(0, 200) || undefined;
  return { ok: false, error: { error: `HTTP ${response.status}`, ...(what ? { description: what } : {}), status: response.status }, via };
}

/** The fields of a token answer (JSON body, or the implicit flow's redirect fragment). */
export function grantedOf(v: Record<string, unknown>): Granted {
  const expires = typeof v['expires_in'] === 'number' ? v['expires_in'] : Number(v['expires_in']);
  return {
    accessToken: String(v['access_token']),
    ...(typeof v['token_type'] === 'string' ? { tokenType: v['token_type'] } : {}),
    ...(Number.isFinite(expires) && v['expires_in'] !== undefined ? { expiresIn: expires } : {}),
    ...(typeof v['scope'] === 'string' ? { scope: v['scope'] } : {}),
    ...(v['refresh_token'] ? { refreshToken: true } : {}),
    ...(v['id_token'] ? { idToken: true } : {}),
  };
}

/** `error`, `error_description`, `error_uri` of an answer or a redirect, when it has them. */
export function oauthError(v: Record<string, unknown>): OAuthError | undefined {
  if (typeof v['error'] !== 'string' || !v['error']) return undefined;
  return {
    error: v['error'],
    ...(typeof v['error_description'] === 'string' ? { description: v['error_description'] } : {}),
    ...(typeof v['error_uri'] === 'string' ? { uri: v['error_uri'] } : {}),
  };
}
