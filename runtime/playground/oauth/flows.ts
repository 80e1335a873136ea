/**
 * The OAuth flows a scheme offers, in one shape whether they come from an OpenAPI `oauth2` scheme's
 * `flows` or from an OpenID Connect discovery document: the ones the playground runs, and the ones it
 * only names (password, device authorization).
 */
import type { ApiSecurityScheme } from '../../../src/model/api-page.js';

export type RunnableKind = 'clientCredentials' | 'authorizationCode' | 'implicit';

export interface RunnableFlow {
  kind: RunnableKind;
  tokenUrl?: string;
  authorizationUrl?: string;
  /** Scope → description. */
  scopes: Record<string, string>;
}

export interface OtherFlow {
  kind: string;
  /** The URL the flow starts at, when it has one to show. */
  url?: string;
}

export interface Flows {
  runnable: RunnableFlow[];
  other: OtherFlow[];
}

type OAuthFlowObject = Extract<ApiSecurityScheme, { type: 'oauth2' }>['flows'][string] & { deviceAuthorizationUrl?: string };

/** The flows of an OpenAPI `oauth2` scheme (a flow missing the URL it needs is not runnable). */
export function oauth2Flows(flows: Record<string, OAuthFlowObject>): Flows {
  const out: Flows = { runnable: [], other: [] };
  for (const [kind, f] of Object.entries(flows)) {
    const scopes = f.scopes ?? {};
    if (kind === 'clientCredentials' && f.tokenUrl) out.runnable.push({ kind, tokenUrl: f.tokenUrl, scopes });
    else if (kind === 'authorizationCode' && f.authorizationUrl && f.tokenUrl)
      out.runnable.push({ kind, authorizationUrl: f.authorizationUrl, tokenUrl: f.tokenUrl, scopes });
    else if (kind === 'implicit' && f.authorizationUrl) out.runnable.push({ kind, authorizationUrl: f.authorizationUrl, scopes });
    else {
      const url = f.deviceAuthorizationUrl ?? f.authorizationUrl ?? f.tokenUrl;
      out.other.push({ kind, ...(url ? { url } : {}) });
    }
  }
  return out;
}

/** The parts of an OpenID Connect discovery document (OpenID Connect Discovery 1.0 §3) the flows need. */
export interface Discovery {
  token_endpoint?: string;
  authorization_endpoint?: string;
  device_authorization_endpoint?: string;
  grant_types_supported?: string[];
  scopes_supported?: string[];
}

const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

/** The flows a discovery document offers; `grant_types_supported` defaults to code and implicit. */
export function discoveryFlows(doc: Discovery): Flows {
  const grants = Array.isArray(doc.grant_types_supported) ? doc.grant_types_supported : ['authorization_code', 'implicit'];
  const scopes: Record<string, string> = {};
  for (const s of Array.isArray(doc.scopes_supported) ? doc.scopes_supported : ['openid']) if (typeof s === 'string') scopes[s] = '';
  const flows: Record<string, OAuthFlowObject> = {};
  const token = str(doc.token_endpoint);
  const authorize = str(doc.authorization_endpoint);
  if (grants.includes('client_credentials')) flows['clientCredentials'] = { ...(token ? { tokenUrl: token } : {}), scopes };
  if (grants.includes('authorization_code'))
    flows['authorizationCode'] = { ...(authorize ? { authorizationUrl: authorize } : {}), ...(token ? { tokenUrl: token } : {}), scopes };
  if (grants.includes('implicit')) flows['implicit'] = { ...(authorize ? { authorizationUrl: authorize } : {}), scopes };
  if (grants.includes(DEVICE_GRANT)) {
    const device = str(doc.device_authorization_endpoint);
    flows['deviceAuthorization'] = { ...(device ? { deviceAuthorizationUrl: device } : {}), scopes };
  }
  return oauth2Flows(flows);
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v ? v : undefined;
}
