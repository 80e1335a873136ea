import { describe, expect, it } from 'vitest';
import { openApiFromValue } from '../specs/openapi/openapi-document.js';
import { serverOrigins, specOrigins } from './declared-origins.js';

describe('serverOrigins', () => {
  it('enumerates enum values and turns a free variable into one `*` host label or port', () => {
    expect(serverOrigins('https://{region}.api.acme.com/v1', { region: { default: 'eu', enum: ['eu', 'us'] } })).toEqual([
      'https://eu.api.acme.com',
      'https://us.api.acme.com',
    ]);
    expect(serverOrigins('https://{tenant}.acme.com/{version}', { tenant: { default: 'demo' }, version: { default: 'v1' } })).toEqual([
      'https://*.acme.com',
    ]);
    expect(serverOrigins('http://localhost:{port}', { port: { default: '4010' } })).toEqual(['http://localhost:*']);
    expect(serverOrigins('HTTPS://API.Acme.com:443/x', {})).toEqual(['https://api.acme.com']);
  });

  it('never opens the registrable part of a host: a free variable there takes its default', () => {
    expect(serverOrigins('https://{host}/v1', { host: { default: 'api.acme.com' } })).toEqual(['https://api.acme.com']);
    expect(serverOrigins('https://api.{domain}', { domain: { default: 'acme.com' } })).toEqual(['https://api.acme.com']);
    expect(serverOrigins('{scheme}://api.acme.com', { scheme: { default: 'https' } })).toEqual(['https://api.acme.com']);
  });

  it('resolves relative URLs against a spec read from a URL, and declares nothing for the site’s own', () => {
    expect(serverOrigins('/v1', {}, 'https://specs.acme.com/openapi.json')).toEqual(['https://specs.acme.com']);
    expect(serverOrigins('/v1', {})).toEqual([]);
    expect(serverOrigins('wss://stream.acme.com', {})).toEqual([]);
  });
});

describe('specOrigins', () => {
  it('reads servers at every level and the OAuth2 and OpenID Connect URLs', () => {
    const loaded = openApiFromValue('/tmp', 'openapi.json', {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      servers: [{ url: 'https://api.acme.com/v1' }],
      paths: {
        '/a': {
          servers: [{ url: 'https://files.acme.com' }],
          get: { servers: [{ url: 'https://{env}.acme.com', variables: { env: { default: 'prod', enum: ['prod', 'sandbox'] } } }] },
        },
      },
      components: {
        securitySchemes: {
          oauth: {
            type: 'oauth2',
            flows: {
              authorizationCode: {
                authorizationUrl: 'https://login.acme.com/authorize',
                tokenUrl: 'https://auth.acme.com/token',
                scopes: {},
              },
              clientCredentials: { tokenUrl: 'https://auth.acme.com/token', refreshUrl: 'https://refresh.acme.com/r', scopes: {} },
            },
          },
          oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://id.acme.com/.well-known/openid-configuration' },
        },
      },
    });
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(specOrigins(loaded.doc).sort()).toEqual([
      'https://api.acme.com',
      'https://auth.acme.com',
      'https://files.acme.com',
      'https://id.acme.com',
      'https://login.acme.com',
      'https://prod.acme.com',
      'https://refresh.acme.com',
      'https://sandbox.acme.com',
    ]);
  });
});
