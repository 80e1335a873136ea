/**
 * The playground's credential inputs for an OAuth2 or OpenID Connect scheme: paste an access token,
 * or get one by running the scheme's client-credentials, authorization-code (PKCE) or implicit flow
 * against its URLs (for OpenID Connect, those of its discovery document). Secrets and tokens live in
 * this component's state and the playground's; nothing is stored or logged here.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ApiSecurityScheme } from '../../../src/model/api-page.js';
import { StateMismatch, authorizationRequest, openPopup, redirectUri, waitForRedirect } from './authorize.js';
import { discoveryFlows, oauth2Flows } from './flows.js';
import type { Discovery, Flows, RunnableFlow } from './flows.js';
import { FetchFailure, fetchWithProxy } from './oauth-fetch.js';
import { challengeS256, randomToken } from './pkce.js';
import { grantedOf, oauthError, requestToken } from './token.js';
import type { ClientAuth, Granted, OAuthError, TokenOutcome } from './token.js';
import { fill, fillParts, playgroundText } from '../text.js';

/** A flow's name in the playground's words. */
const FLOW_LABELS = {
  clientCredentials: 'flowClientCredentials',
  authorizationCode: 'flowAuthorizationCode',
  implicit: 'flowImplicit',
  password: 'flowPassword',
  deviceAuthorization: 'flowDeviceAuthorization',
} as const;

const flowLabel = (kind: string): string => (kind in FLOW_LABELS ? playgroundText()[FLOW_LABELS[kind as keyof typeof FLOW_LABELS]] : kind);

export interface OAuthInputsProps {
  name: string;
  scheme: ApiSecurityScheme;
  /** The operation's required scopes for this scheme: ticked at first. */
  scopes: string[];
  token: string;
  onToken(token: string): void;
  idPrefix: string;
}

export function OAuthInputs({ name, scheme, scopes, token, onToken, idPrefix }: OAuthInputsProps) {
  const [open, setOpen] = useState(false);
  const t = playgroundText();
  const oidc = scheme.type === 'openIdConnect';
  return (
    <fieldset class="sx-oauth">
      <legend>
        {name} <span class="sx-oauth-kind">{oidc ? 'OpenID Connect' : 'OAuth 2.0'}</span>
      </legend>
      <div class="sx-oauth-field">
        <label for={`${idPrefix}-token`}>{t.accessToken}</label>
        <input
          id={`${idPrefix}-token`}
          type="text"
          autocomplete="off"
          spellcheck={false}
          value={token}
          onInput={(e) => onToken(e.currentTarget.value)}
        />
      </div>
      <details class="sx-oauth-get" onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>{t.getAToken}</summary>
        {scheme.type === 'oauth2' ? (
          <FlowRunner flows={oauth2Flows(scheme.flows)} scopes={scopes} onToken={onToken} idPrefix={idPrefix} />
        ) : scheme.type === 'openIdConnect' ? (
          open && <Discovered url={scheme.openIdConnectUrl} scopes={scopes} onToken={onToken} idPrefix={idPrefix} />
        ) : null}
      </details>
    </fieldset>
  );
}

type Loaded = { state: 'loading' } | { state: 'ready'; flows: Flows } | { state: 'failed'; message: string };

/** OpenID Connect: the discovery document's flows, fetched when the reader first opens "Get a token". */
function Discovered({ url, scopes, onToken, idPrefix }: { url: string; scopes: string[]; onToken(t: string): void; idPrefix: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const t = playgroundText();
  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    loadDiscovery(url).then(
      (flows) => live && setLoaded({ state: 'ready', flows }),
      (error: unknown) => live && setLoaded({ state: 'failed', message: (error as Error).message }),
    );
    return () => {
      live = false;
    };
  }, [url, attempt]);
  if (loaded.state === 'loading') return <p class="sx-oauth-note">{t.readingDiscovery}</p>;
  if (loaded.state === 'failed')
    return (
      <div class="sx-oauth-error" role="alert">
        <p>{loaded.message}</p>
        <button type="button" class="sx-oauth-button" onClick={() => setAttempt((n) => n + 1)}>
          {t.tryAgain}
        </button>
      </div>
    );
  return <FlowRunner flows={loaded.flows} scopes={[...new Set(['openid', ...scopes])]} onToken={onToken} idPrefix={idPrefix} />;
}

async function loadDiscovery(url: string): Promise<Flows> {
  const target = new URL(url, location.href).href;
  const t = playgroundText();
  const { response } = await fetchWithProxy(target, { method: 'GET', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(fill(t.discoveryStatus, { url: target, status: response.status }));
  let doc: unknown;
  try {
    doc = await response.json();
  } catch {
    throw new Error(fill(t.discoveryNotJson, { url: target }));
  }
  if (!doc || typeof doc !== 'object') throw new Error(fill(t.discoveryNotObject, { url: target }));
  return discoveryFlows(doc as Discovery);
}

type Status =
  | { phase: 'idle' }
  | { phase: 'busy'; message: string }
  | { phase: 'done'; granted: Granted; via: 'direct' | 'proxy' }
  | { phase: 'failed'; title: string; error?: OAuthError; via?: 'direct' | 'proxy' };

interface RunnerProps {
  flows: Flows;
  scopes: string[];
  onToken(token: string): void;
  idPrefix: string;
}

/** Client, scopes and the button of one flow, with the flow picker when there are several. */
function FlowRunner({ flows, scopes, onToken, idPrefix }: RunnerProps) {
  const [kindIndex, setKindIndex] = useState(0);
  const [clientId, setClientId] = useState('');
  const [secret, setSecret] = useState('');
  const [auth, setAuth] = useState<ClientAuth>('basic');
  const [ticked, setTicked] = useState<Set<string>>(() => new Set(scopes));
  const [status, setStatus] = useState<Status>({ phase: 'idle' });
  const abort = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => abort.current?.abort(), []);
  const t = playgroundText();

  const flow = flows.runnable[kindIndex];
  const id = (s: string) => `${idPrefix}-${s}`;
  const others = flows.other.map((f) => (
    <p class="sx-oauth-note" key={f.kind}>
      {flowLabel(f.kind)}
      {f.url ? (
        <>
          {' '}
          (<code>{f.url}</code>)
        </>
      ) : null}
      : {t.notRunHere}
    </p>
  ));
  if (!flow) return <div class="sx-oauth-flow">{others.length ? others : <p class="sx-oauth-note">{t.noFlow}</p>}</div>;

  const allScopes = [...new Set([...Object.keys(flow.scopes), ...scopes])];
  const usesTokenEndpoint = flow.kind !== 'implicit';

  const run = async () => {
    if (!clientId.trim()) {
      setStatus({ phase: 'failed', title: t.enterClientId });
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const chosen = allScopes.filter((s) => ticked.has(s));
    const client = { id: clientId.trim(), secret, auth };
    try {
      let outcome: TokenOutcome;
      if (flow.kind === 'clientCredentials') {
        setStatus({ phase: 'busy', message: t.requestingToken });
        outcome = await requestToken(
          flow.tokenUrl!,
          { grant_type: 'client_credentials', ...(chosen.length ? { scope: chosen.join(' ') } : {}) },
          client,
          controller.signal,
        );
      } else {
        const result = await authorize(flow, client.id, chosen, controller.signal, (message) => setStatus({ phase: 'busy', message }));
        if ('failed' in result) return setStatus(result.failed);
        if (flow.kind === 'implicit') {
          outcome = { ok: true, granted: grantedOf(result.params), via: 'direct' };
        } else {
          setStatus({ phase: 'busy', message: t.exchangingCode });
          outcome = await requestToken(
            flow.tokenUrl!,
            { grant_type: 'authorization_code', code: result.params['code']!, redirect_uri: redirectUri(), code_verifier: result.verifier },
            client,
            controller.signal,
          );
        }
      }
      if (controller.signal.aborted) return;
      if (outcome.ok) {
        setStatus({ phase: 'done', granted: outcome.granted, via: outcome.via });
        onToken(outcome.granted.accessToken);
      } else {
        setStatus({ phase: 'failed', title: t.tokenRefused, error: outcome.error, via: outcome.via });
      }
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') setStatus({ phase: 'idle' });
      else if (error instanceof StateMismatch || error instanceof FetchFailure) setStatus({ phase: 'failed', title: error.message });
      else setStatus({ phase: 'failed', title: fill(t.oauthFailed, { reason: (error as Error).message }) });
    } finally {
      if (abort.current === controller) abort.current = undefined;
    }
  };

  const toggle = (scope: string, on: boolean) =>
    setTicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(scope);
      else next.delete(scope);
      return next;
    });

  return (
    <div class="sx-oauth-flow">
      {flows.runnable.length > 1 && (
        <div class="sx-oauth-field">
          <label for={id('flow')}>{t.flow}</label>
          <select id={id('flow')} value={String(kindIndex)} onChange={(e) => setKindIndex(Number(e.currentTarget.value))}>
            {flows.runnable.map((f, i) => (
              <option key={f.kind} value={String(i)}>
                {flowLabel(f.kind)}
              </option>
            ))}
          </select>
        </div>
      )}
      <p class="sx-oauth-note">
        {flow.kind === 'clientCredentials' ? t.tokenUrl : t.authorizationUrl}:{' '}
        <code>{flow.kind === 'clientCredentials' ? flow.tokenUrl : flow.authorizationUrl}</code>
        {flow.kind !== 'clientCredentials' && (
          <>
            <br />
            {fillParts(t.registerRedirect, { url: <code>{redirectUri()}</code> })}
          </>
        )}
      </p>
      <div class="sx-oauth-field">
        <label for={id('client-id')}>{t.clientId}</label>
        <input
          id={id('client-id')}
          type="text"
          autocomplete="off"
          spellcheck={false}
          value={clientId}
          onInput={(e) => setClientId(e.currentTarget.value)}
        />
      </div>
      {usesTokenEndpoint && (
        <div class="sx-oauth-field">
          <label for={id('client-secret')}>
            {t.clientSecret}
            {flow.kind === 'authorizationCode' && <span class="sx-oauth-optional"> ({t.optional})</span>}
          </label>
          <input
            id={id('client-secret')}
            type="password"
            autocomplete="off"
            value={secret}
            onInput={(e) => setSecret(e.currentTarget.value)}
          />
        </div>
      )}
      {usesTokenEndpoint && (
        <div class="sx-oauth-field">
          <label for={id('client-auth')}>{t.sendClientCredentials}</label>
          <select id={id('client-auth')} value={auth} onChange={(e) => setAuth(e.currentTarget.value as ClientAuth)}>
            <option value="basic">{t.asBasic}</option>
            <option value="body">{t.inBody}</option>
          </select>
        </div>
      )}
      {allScopes.length > 0 && (
        <fieldset class="sx-oauth-scopes">
          <legend>{t.scopes}</legend>
          {allScopes.map((scope, i) => (
            <div class="sx-oauth-scope" key={scope}>
              <input
                id={id(`scope-${i}`)}
                type="checkbox"
                checked={ticked.has(scope)}
                onChange={(e) => toggle(scope, e.currentTarget.checked)}
              />
              <label for={id(`scope-${i}`)}>
                <code>{scope}</code>
                {flow.scopes[scope] ? <span class="sx-oauth-scope-desc"> {flow.scopes[scope]}</span> : null}
              </label>
            </div>
          ))}
        </fieldset>
      )}
      <div class="sx-oauth-actions">
        <button type="button" class="sx-oauth-button" disabled={status.phase === 'busy'} onClick={() => void run()}>
          {flow.kind === 'clientCredentials' ? t.getToken : t.authorize}
        </button>
        {status.phase === 'busy' && (
          <button type="button" class="sx-oauth-button sx-oauth-cancel" onClick={() => abort.current?.abort()}>
            {t.cancel}
          </button>
        )}
      </div>
      <div class="sx-oauth-status" role="status">
        {status.phase === 'busy' && <p>{status.message}</p>}
        {status.phase === 'done' && <Received granted={status.granted} via={status.via} />}
      </div>
      {status.phase === 'failed' && <Failure title={status.title} error={status.error} via={status.via} />}
      {others}
    </div>
  );
}

type Authorized = { params: Record<string, string>; verifier: string } | { failed: Extract<Status, { phase: 'failed' }> };

/** Send the reader to the authorization endpoint in a popup and wait for the redirect page's answer. */
async function authorize(
  flow: RunnableFlow,
  clientId: string,
  scopes: string[],
  signal: AbortSignal,
  progress: (message: string) => void,
): Promise<Authorized> {
  const t = playgroundText();
  // Before any await: a popup opened later than the click is blocked.
  const popup = openPopup();
  if (!popup) return { failed: { phase: 'failed', title: t.popupBlocked } };
  try {
    const verifier = randomToken();
    const state = randomToken(16);
    const code = flow.kind === 'authorizationCode';
    const challenge = code ? await challengeS256(verifier) : undefined;
    popup.location.href = authorizationRequest(flow.authorizationUrl!, {
      responseType: code ? 'code' : 'token',
      clientId,
      scopes,
      state,
      ...(challenge ? { challenge } : {}),
    });
    progress(t.waitingSignIn);
    const params = await waitForRedirect(popup, state, signal);
    const refused = oauthError(params);
    if (refused) return { failed: { phase: 'failed', title: t.authRefused, error: refused } };
    if (code ? !params['code'] : !params['access_token'])
      return { failed: { phase: 'failed', title: fill(t.redirectHoldsNo, { name: code ? 'code' : 'access_token' }) } };
    return { params, verifier };
  } finally {
    popup.close();
  }
}

function Received({ granted, via }: { granted: Granted; via: 'direct' | 'proxy' }) {
  const t = playgroundText();
  const until = granted.expiresIn !== undefined ? new Date(Date.now() + granted.expiresIn * 1000).toLocaleTimeString() : undefined;
  return (
    <div class="sx-oauth-result">
      <p>{via === 'proxy' ? t.tokenReceivedViaProxy : t.tokenReceived}</p>
      <dl>
        <dt>{t.tokenType}</dt>
        <dd>{granted.tokenType ?? t.notStated}</dd>
        <dt>{t.expiresIn}</dt>
        <dd>{granted.expiresIn !== undefined ? fill(t.expiresValue, { n: granted.expiresIn, time: until ?? '' }) : t.notStated}</dd>
        <dt>{t.grantedScopes}</dt>
        <dd>{granted.scope !== undefined ? granted.scope || t.none : t.asRequested}</dd>
        {granted.refreshToken && (
          <>
            <dt>{t.refreshToken}</dt>
            <dd>{t.returnedUnused}</dd>
          </>
        )}
        {granted.idToken && (
          <>
            <dt>{t.idToken}</dt>
            <dd>{t.returnedUnused}</dd>
          </>
        )}
      </dl>
    </div>
  );
}

function Failure({ title, error, via }: { title: string; error?: OAuthError | undefined; via?: 'direct' | 'proxy' | undefined }) {
  return (
    <div class="sx-oauth-error" role="alert">
      <p>
        {title}
        {via === 'proxy' ? ` (${playgroundText().viaProxy})` : ''}
      </p>
      {error && (
        <dl>
          <dt>error</dt>
          <dd>
            <code>{error.error}</code>
            {error.status !== undefined && !error.error.startsWith('HTTP') ? ` (HTTP ${error.status})` : ''}
          </dd>
          {error.description && (
            <>
              <dt>error_description</dt>
              <dd>{error.description}</dd>
            </>
          )}
          {error.uri && (
            <>
              <dt>error_uri</dt>
              <dd>
                {/^https?:\/\//i.test(error.uri) ? (
                  <a href={error.uri} target="_blank" rel="noopener noreferrer">
                    {error.uri}
                  </a>
                ) : (
                  error.uri
                )}
              </dd>
            </>
          )}
        </dl>
      )}
    </div>
  );
}
