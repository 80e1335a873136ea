/**
 * PKCE (RFC 7636) for the authorization-code flow: a random verifier, its S256 challenge, and the
 * random `state` that ties a redirect to the request that caused it. Web Crypto only.
 */

/** Base64url without padding (RFC 7636 appendix A). */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** `n` random bytes, base64url: 32 give a 43-character verifier, the shortest RFC 7636 allows. */
export function randomToken(n = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(n)));
}

/** The S256 challenge of a verifier: base64url(SHA-256(ASCII(verifier))). */
export async function challengeS256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}
