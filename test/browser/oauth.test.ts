/**
 * The playground's OAuth inputs (runtime/playground/oauth) in real Chromium, driven like a reader:
 * a small page renders `<OAuthInputs>` (bundled in memory with esbuild) beside the site's redirect
 * page (src/output/outputs/oauth-redirect.ts), both from one server so their origins match. The
 * authorization server is the test's own, on another origin: an authorization endpoint that checks
 * the PKCE request and redirects straight back with a code, and a token endpoint that checks the
 * grant, the client's authentication and the code verifier, with CORS (and one path without).
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiSecurityScheme } from '../../src/model/api-page.js';
import { OAUTH_REDIRECT_URL, oauthRedirectHtml } from '../../src/output/outputs/oauth-redirect.js';
import { formatViolations, runAxe } from '../helpers/axe.js';
import { launchBrowser, serveStatic, withPage } from '../helpers/browser.js';
import type { StaticServer } from '../helpers/browser.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

const CLIENT = { id: 'svc client', secret: 's3cr:et+/' };

// ---------------------------------------------------------------------------------------------
// The authorization server of the test (its own origin)

interface Received {
  path: string;
  authorization?: string;
  form: Record<string, string>;
}

interface Issued {
  challenge: string;
  redirectUri: string;
  clientId: string;
}

let docsOrigin = '';
const received: Received[] = [];
const codes = new Map<string, Issued>();

const s256 = (v: string) => createHash('sha256').update(v).digest('base64url');
/** x-www-form-urlencoded decoding of one Basic credential part (RFC 6749 §2.3.1). */
const formDecode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));

function json(res: http.ServerResponse, status: number, body: unknown, cors: boolean, extra: Record<string, string> = {}): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    ...(cors ? { 'access-control-allow-origin': docsOrigin } : {}),
    ...extra,
  });
  res.end(JSON.stringify(body));
}

/** The client's id and secret, from Basic authorization or the body. */
function clientOf(r: Received): { id?: string; secret?: string } {
  const basic = /^Basic (.+)$/.exec(r.authorization ?? '');
  if (basic) {
    const decoded = Buffer.from(basic[1]!, 'base64').toString('latin1');
    const at = decoded.indexOf(':');
    return { id: formDecode(decoded.slice(0, at)), secret: formDecode(decoded.slice(at + 1)) };
  }
  return {
    ...(r.form['client_id'] ? { id: r.form['client_id'] } : {}),
    ...(r.form['client_secret'] ? { secret: r.form['client_secret'] } : {}),
  };
}

function token(r: Received, res: http.ServerResponse, cors: boolean): void {
  const client = clientOf(r);
  if (r.form['grant_type'] === 'client_credentials') {
    if (client.id !== CLIENT.id || client.secret !== CLIENT.secret)
      return json(res, 401, { error: 'invalid_client', error_description: 'Unknown client or wrong secret.' }, cors);
    return json(res, 200, { access_token: 'cc-token-1', token_type: 'Bearer', expires_in: 3600, scope: r.form['scope'] ?? '' }, cors);
  }
  if (r.form['grant_type'] === 'authorization_code') {
    const issued = codes.get(r.form['code'] ?? '');
    codes.delete(r.form['code'] ?? '');
    if (!issued) return json(res, 400, { error: 'invalid_grant', error_description: 'Unknown or used code.' }, cors);
    if (issued.redirectUri !== r.form['redirect_uri'] || issued.clientId !== client.id)
      return json(res, 400, { error: 'invalid_grant', error_description: 'redirect_uri or client differs.' }, cors);
    if (!r.form['code_verifier'] || s256(r.form['code_verifier']) !== issued.challenge)
      return json(res, 400, { error: 'invalid_grant', error_description: 'code_verifier does not match the challenge.' }, cors);
    return json(
      res,
      200,
      { access_token: 'pkce-token-1', token_type: 'Bearer', expires_in: 600, refresh_token: 'r1', scope: 'read' },
      cors,
    );
  }
  return json(res, 400, { error: 'unsupported_grant_type' }, cors);
}

function authorize(url: URL, res: http.ServerResponse): void {
  const q = url.searchParams;
  const redirect = new URL(q.get('redirect_uri') ?? 'about:blank');
  if (q.get('response_type') === 'token' && q.get('redirect_uri') === docsOrigin + OAUTH_REDIRECT_URL && q.get('state')) {
    // The implicit flow: the token comes back in the fragment.
    redirect.hash = new URLSearchParams({
      access_token: 'implicit-token-1',
      token_type: 'Bearer',
      expires_in: '900',
      state: q.get('state')!,
    }).toString();
    return void res.writeHead(302, { location: redirect.href }).end();
  }
  const problems = [
    q.get('response_type') !== 'code' && 'response_type',
    q.get('redirect_uri') !== docsOrigin + OAUTH_REDIRECT_URL && 'redirect_uri',
    q.get('code_challenge_method') !== 'S256' && 'code_challenge_method',
    !/^[A-Za-z0-9_-]{43}$/.test(q.get('code_challenge') ?? '') && 'code_challenge',
    !q.get('state') && 'state',
  ].filter(Boolean);
  const state = q.get('state') ?? '';
  if (problems.length) {
    redirect.search = new URLSearchParams({ error: 'invalid_request', error_description: `bad ${problems.join(', ')}`, state }).toString();
  } else if (q.get('client_id') === 'deny') {
    redirect.search = new URLSearchParams({ error: 'access_denied', error_description: 'The reader said no.', state }).toString();
  } else {
    const code = randomBytes(12).toString('hex');
    codes.set(code, { challenge: q.get('code_challenge')!, redirectUri: q.get('redirect_uri')!, clientId: q.get('client_id') ?? '' });
    // `tamper`: an answer whose state is not the one sent.
    redirect.search = new URLSearchParams({ code, state: q.get('client_id') === 'tamper' ? 'forged-state' : state }).toString();
  }
  if (q.get('client_id') === 'hesitant') {
    // A reader who never finishes signing in.
    res.writeHead(200, { 'content-type': 'text/html' });
    return void res.end('<!doctype html><title>Sign in</title><p>Sign in?</p>');
  }
  if (q.get('client_id') === 'isolated') {
    // A sign-in page isolated by Cross-Origin-Opener-Policy: the popup loses `window.opener` for good.
    const href = redirect.href.replace(/&/g, '&amp;');
    res.writeHead(200, { 'content-type': 'text/html', 'cross-origin-opener-policy': 'same-origin' });
    return void res.end(`<!doctype html><meta http-equiv="refresh" content="0;url=${href}"><title>Sign in</title>`);
  }
  res.writeHead(302, { location: redirect.href }).end();
}

async function startAuthServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const cors = !url.pathname.endsWith('-nocors');
    if (req.method === 'OPTIONS') {
      if (!cors) return void res.writeHead(405).end();
      res.writeHead(204, {
        'access-control-allow-origin': docsOrigin,
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': 'authorization, content-type, accept',
      });
      return void res.end();
    }
    if (url.pathname === '/authorize') return authorize(url, res);
    if (url.pathname === '/.well-known/openid-configuration') {
      const base = `http://${req.headers.host}`;
      return json(
        res,
        200,
        {
          issuer: base,
          authorization_endpoint: `${base}/authorize`,
          token_endpoint: `${base}/token`,
          grant_types_supported: ['authorization_code', 'client_credentials'],
          scopes_supported: ['openid', 'read'],
        },
        true,
      );
    }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      const r: Received = {
        path: url.pathname,
        ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
        form: Object.fromEntries(new URLSearchParams(body)),
      };
      received.push(r);
      if (req.method === 'POST' && req.headers['content-type'] !== 'application/x-www-form-urlencoded')
        return json(res, 400, { error: 'invalid_request', error_description: 'not form-encoded' }, cors);
      if (req.method === 'POST' && url.pathname.startsWith('/token')) return token(r, res, cors);
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// The docs origin: the test page, its bundle, the stylesheet and the redirect page

/** Renders `<OAuthInputs>` with the scheme of the page's `#cfg` and records every onToken. */
const ENTRY = `
import { h, render } from 'preact';
import { useState } from 'preact/hooks';
import { OAuthInputs } from './runtime/playground/oauth/index.tsx';
const cfg = JSON.parse(document.getElementById('cfg').textContent);
window.tokens = [];
function App() {
  const [token, setToken] = useState('');
  const onToken = (t) => { window.tokens.push(t); setToken(t); };
  return h(OAuthInputs, { name: cfg.name, scheme: cfg.scheme, scopes: cfg.scopes, token, onToken, idPrefix: 'sx-auth-' + cfg.name });
}
render(h(App, {}), document.getElementById('root'));
document.documentElement.setAttribute('data-ready', '');
`;

function pageHtml(name: string, scheme: ApiSecurityScheme, scopes: string[], dark = false): string {
  const cfg = JSON.stringify({ name, scheme, scopes }).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"${dark ? ' class="dark"' : ''}><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>OAuth</title>
<link rel="stylesheet" href="/site.css"></head>
<body><main><h1>Try it</h1><div id="root"></div></main>
<script type="application/json" id="cfg">${cfg}</script><script type="module" src="/entry.js"></script></body></html>`;
}

let browser: BrowserContext;
let docs: StaticServer;
let auth: { url: string; close(): Promise<void> };

beforeAll(async () => {
  auth = await startAuthServer();
  const bundle = await build({
    stdin: { contents: ENTRY, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    format: 'esm',
    write: false,
    target: 'es2020',
    tsconfig: path.join(ROOT, 'runtime/tsconfig.json'),
    logLevel: 'warning',
  });
  const oauth2 = (flows: Extract<ApiSecurityScheme, { type: 'oauth2' }>['flows']): ApiSecurityScheme => ({ type: 'oauth2', flows });
  const scopes = { read: 'Read pets', write: 'Change pets' };
  const files: Record<string, string> = {
    'entry.js': bundle.outputFiles[0]!.text,
    'site.css': fs.readFileSync(path.join(ROOT, 'assets/site.css'), 'utf8'),
    [OAUTH_REDIRECT_URL.slice(1)]: oauthRedirectHtml(),
    'cc/index.html': pageHtml('service', oauth2({ clientCredentials: { tokenUrl: `${auth.url}/token`, scopes } }), ['read']),
    'nocors/index.html': pageHtml('service', oauth2({ clientCredentials: { tokenUrl: `${auth.url}/token-nocors`, scopes } }), []),
    'code/index.html': pageHtml(
      'petstore_auth',
      oauth2({
        authorizationCode: { authorizationUrl: `${auth.url}/authorize`, tokenUrl: `${auth.url}/token`, scopes },
        deviceAuthorization: { tokenUrl: `${auth.url}/token`, scopes },
      }),
      ['read'],
    ),
    'implicit/index.html': pageHtml('legacy', oauth2({ implicit: { authorizationUrl: `${auth.url}/authorize`, scopes } }), []),
    'oidc/index.html': pageHtml('oidc', { type: 'openIdConnect', openIdConnectUrl: `${auth.url}/.well-known/openid-configuration` }, [
      'read',
    ]),
  };
  files['dark/index.html'] = files['code/index.html']!.replace('<html lang="en"', '<html lang="en" class="dark"');
  [browser, docs] = await Promise.all([launchBrowser(), serveStatic(files)]);
  docsOrigin = docs.url.replace(/\/$/, '');
});

afterAll(async () => {
  await Promise.all([browser?.close(), docs?.close(), auth?.close()]);
});

beforeEach(() => {
  received.length = 0;
});

function onPage<T>(rel: string, fn: (page: Page) => Promise<T>, viewport?: { width: number; height: number }): Promise<T> {
  return withPage(browser, async (page) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    if (viewport) await page.setViewportSize(viewport);
    await page.goto(docs.url + rel);
    await page.waitForSelector('html[data-ready]');
    const out = await fn(page);
    expect(errors).toEqual([]);
    return out;
  });
}

const tokens = (page: Page) => page.evaluate(() => (window as unknown as { tokens: string[] }).tokens);

async function openFlows(page: Page): Promise<void> {
  await page.getByText('Get a token', { exact: true }).click();
}

// ---------------------------------------------------------------------------------------------

describe('OAuth inputs', () => {
  it('pastes a token into the labelled field', async () => {
    await onPage('cc/', async (page) => {
      await page.getByLabel('Access token').fill('pasted-1');
      expect((await tokens(page)).at(-1)).toBe('pasted-1');
    });
  });

  it('gets a client-credentials token with HTTP Basic client authentication and the required scope ticked', async () => {
    await onPage('cc/', async (page) => {
      await openFlows(page);
      expect(await page.getByRole('checkbox', { name: /read/ }).isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: /write/ }).isChecked()).toBe(false);
      await page.getByLabel('Client ID').fill(CLIENT.id);
      await page.getByLabel('Client secret').fill(CLIENT.secret);
      await page.getByRole('button', { name: 'Get token' }).click();
      await page.getByRole('status').getByText('Token received').waitFor();
      expect(await tokens(page)).toEqual(['cc-token-1']);
      expect(await page.getByLabel('Access token').inputValue()).toBe('cc-token-1');
      const status = await page.getByRole('status').innerText();
      expect(status).toMatch(/Token type\s+Bearer/);
      expect(status).toMatch(/Expires in\s+3600 s/);
      expect(status).toMatch(/Granted scopes\s+read/);
      const post = received.find((r) => r.path === '/token')!;
      expect(post.authorization).toMatch(/^Basic /);
      expect(post.form).toEqual({ grant_type: 'client_credentials', scope: 'read' });
    });
  });

  it('sends the client credentials in the body when asked, and shows a refusal with its error and description', async () => {
    await onPage('cc/', async (page) => {
      await openFlows(page);
      await page.getByLabel('Client ID').fill(CLIENT.id);
      await page.getByLabel('Client secret').fill('wrong');
      await page.getByLabel('Send the client credentials').selectOption('body');
      await page.getByRole('button', { name: 'Get token' }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.innerText()).toMatch(/refused[\s\S]*invalid_client[\s\S]*Unknown client or wrong secret/);
      expect(received.at(-1)!.authorization).toBeUndefined();
      expect(received.at(-1)!.form).toMatchObject({ grant_type: 'client_credentials', client_id: CLIENT.id, client_secret: 'wrong' });
      await page.getByLabel('Client secret').fill(CLIENT.secret);
      await page.getByRole('button', { name: 'Get token' }).click();
      await page.getByRole('status').getByText('Token received').waitFor();
      expect(await tokens(page)).toEqual(['cc-token-1']);
      expect(await alert.count()).toBe(0);
    });
  });

  // The CORS-less token endpoint through /_sextant/proxy needs the proxy (another branch of issue 10):
  // here the site has none, and the reader is told so.
  it('says why when the token endpoint sends no CORS headers and the site has no proxy', async () => {
    await onPage('nocors/', async (page) => {
      await openFlows(page);
      await page.getByLabel('Client ID').fill(CLIENT.id);
      await page.getByLabel('Client secret').fill(CLIENT.secret);
      await page.getByRole('button', { name: 'Get token' }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.innerText()).toMatch(/does not allow calls from this page \(CORS\).*no proxy/s);
      expect(await tokens(page)).toEqual([]);
    });
  });

  it('runs authorization code with PKCE in a popup and exchanges the code with its verifier', async () => {
    await onPage('code/', async (page) => {
      await openFlows(page);
      expect(await page.getByText(/Device authorization.*not run here/).count()).toBe(1);
      await page.getByLabel('Client ID').fill('web-app');
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Authorize' }).click();
      const signIn = await popup;
      await page.getByRole('status').getByText('Token received').waitFor();
      expect(await tokens(page)).toEqual(['pkce-token-1']);
      const exchange = received.find((r) => r.path === '/token')!;
      expect(exchange.form).toMatchObject({
        grant_type: 'authorization_code',
        client_id: 'web-app',
        redirect_uri: docsOrigin + OAUTH_REDIRECT_URL,
      });
      expect(exchange.form['code_verifier']).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await page.getByRole('status').innerText()).toMatch(/Refresh token\s+returned/);
      // The component closes the sign-in window once it has the answer.
      await expect.poll(() => signIn.isClosed()).toBe(true);
    });
  });

  it('gets the redirect on the BroadcastChannel when the sign-in page cut window.opener (COOP)', async () => {
    await onPage('code/', async (page) => {
      await openFlows(page);
      await page.getByLabel('Client ID').fill('isolated');
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Authorize' }).click();
      const signIn = await popup;
      await page.getByRole('status').getByText('Token received').waitFor();
      expect(await tokens(page)).toEqual(['pkce-token-1']);
      // The redirect page had no opener to post to, and closed itself after broadcasting.
      await expect.poll(() => signIn.isClosed()).toBe(true);
    });
  });

  it('cancels a sign-in the reader does not finish, closing its window', async () => {
    await onPage('code/', async (page) => {
      await openFlows(page);
      await page.getByLabel('Client ID').fill('hesitant');
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Authorize' }).click();
      const signIn = await popup;
      await page.getByRole('status').getByText('Waiting for the sign-in window').waitFor();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => signIn.isClosed()).toBe(true);
      expect(await page.getByRole('button', { name: 'Authorize' }).isEnabled()).toBe(true);
      expect(await page.getByRole('status').innerText()).toBe('');
      expect(await tokens(page)).toEqual([]);
    });
  });

  it('refuses an answer whose state is not the one it sent', async () => {
    await onPage('code/', async (page) => {
      await openFlows(page);
      await page.getByLabel('Client ID').fill('tamper');
      await page.getByRole('button', { name: 'Authorize' }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.innerText()).toContain('state does not match');
      expect(await tokens(page)).toEqual([]);
      expect(received.filter((r) => r.path === '/token')).toEqual([]);
    });
  });

  it('shows an access_denied redirect', async () => {
    await onPage('code/', async (page) => {
      await openFlows(page);
      await page.getByLabel('Client ID').fill('deny');
      await page.getByRole('button', { name: 'Authorize' }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.innerText()).toMatch(/refused[\s\S]*access_denied[\s\S]*The reader said no\./);
      expect(await tokens(page)).toEqual([]);
    });
  });

  it('takes the implicit flow’s token from the redirect fragment', async () => {
    await onPage('implicit/', async (page) => {
      await openFlows(page);
      await page.getByLabel('Client ID').fill('spa');
      await page.getByRole('button', { name: 'Authorize' }).click();
      await page.getByRole('status').getByText('Token received').waitFor();
      expect(await tokens(page)).toEqual(['implicit-token-1']);
      expect(await page.getByRole('status').innerText()).toMatch(/Expires in\s+900 s/);
      expect(received).toEqual([]);
    });
  });

  it('reads an OpenID Connect discovery document and runs its flows', async () => {
    await onPage('oidc/', async (page) => {
      await openFlows(page);
      await page.getByLabel('Flow').selectOption({ label: 'Client credentials' });
      expect(await page.getByRole('checkbox', { name: /openid/ }).isChecked()).toBe(true);
      await page.getByLabel('Client ID').fill(CLIENT.id);
      await page.getByLabel('Client secret').fill(CLIENT.secret);
      await page.getByRole('button', { name: 'Get token' }).click();
      await page.getByRole('status').getByText('Token received').waitFor();
      expect(await tokens(page)).toEqual(['cc-token-1']);
      expect(received.find((r) => r.path === '/token')!.form['scope']).toBe('openid read');
    });
  });

  it('has no axe violations at 375 px in dark mode, and nothing wider than the screen', async () => {
    await onPage(
      'dark/',
      async (page) => {
        await openFlows(page);
        await page.getByLabel('Client ID').fill('deny');
        await page.getByRole('button', { name: 'Authorize' }).click();
        await page.getByRole('alert').waitFor();
        const violations = await runAxe(page);
        expect(violations, formatViolations(violations)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      },
      { width: 375, height: 740 },
    );
  });
});
