/**
 * An OpenAPI 3.2 description end to end (test/fixtures/sites/openapi-3.2): it checks clean, builds, and
 * its pages show what 3.2 added: a streamed response's `itemSchema`, the QUERY method, an
 * `additionalOperations` method, an `in: querystring` parameter, nested tags and the device flow.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkOpenApiFile } from '../../src/openapi/check/check-openapi.js';
import { build, type BuildResult } from '../../src/output/build.js';
import { tmpSite } from '../helpers/tmp-site.js';
import { builtPages } from '../helpers/built-site.js';
import { withoutMarks } from '../helpers/content.js';

const SITE = path.join(import.meta.dirname, '../fixtures/sites/openapi-3.2');
let out: string;
let result: BuildResult;

beforeAll(async () => {
  out = path.join(tmpSite({}), 'dist');
  result = await build(SITE, { outDir: out, cache: false });
});

const { html, content, apiData } = builtPages(() => out);
const text = (s: string) =>
  s
    .replace(/<aside[^]*?<\/aside>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

const STREAM = 'api-reference/chat/stream-a-completion';
const QUERY = 'api-reference/messages/search-messages';
const PURGE = 'api-reference/messages/purge-cached-messages';
const CATALOG = 'api-reference/catalog/list-the-catalog';

describe('an OpenAPI 3.2 description', () => {
  it('checks clean against the 3.2 schema', async () => {
    const r = await checkOpenApiFile(path.join(SITE, 'openapi.yaml'));
    expect(r.diagnostics).toEqual([]);
    expect(r).toMatchObject({ valid: true, version: '3.2.0', operations: 4 });
  });

  it('builds a page per operation, QUERY and additionalOperations included, with no diagnostics', () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
    expect(text(content(QUERY))).toContain('QUERY /messages');
    expect(content(QUERY)).toContain('<span class="sx-method sx-method-query">QUERY</span>');
    expect(content(PURGE)).toContain('<span class="sx-method sx-method-purge">PURGE</span>');
    expect(apiData(QUERY)).toMatchObject({ method: 'QUERY', path: '/messages' });
    expect(apiData(PURGE)).toMatchObject({ method: 'PURGE', path: '/messages' });
    expect(apiData(STREAM)).toMatchObject({ method: 'POST', path: '/chat/completions' });
  });

  it('nests a tag with `parent` under its parent, labelled by `summary`; a `badge` tag makes no group', () => {
    const nav = withoutMarks(/<nav id="sidebar"[^]*?<\/nav>/.exec(html(PURGE))![0]);
    const chat =
      /<section class="sx-group sx-group-top"[^>]*><h2 class="sx-group-heading"><span class="sx-group-label">Chat<\/span>[^]*?<\/section>/.exec(
        nav,
      );
    expect(chat, nav).not.toBeNull();
    const nested =
      /<details class="sx-group"[^>]*>\s*<summary><span class="sx-group-label">Messages<\/span><\/summary>([^]*?)<\/details>/.exec(
        chat![0],
      );
    expect(nested, chat![0]).not.toBeNull();
    expect([...nested![1]!.matchAll(/data-m="([^"]+)">([^<]+)</g)].map((m) => `${m[1]} ${m[2]}`)).toEqual([
      'QUERY Search messages',
      'PURGE Purge cached messages',
    ]);
    const labels = [...nav.matchAll(/<span class="sx-group-label">([^<]+)</g)].map((m) => m[1]);
    expect(labels).toEqual(['Chat', 'Messages', 'Catalog']);
  });

  it('draws a streamed response item by item ("Each item:") and hands the item schema to the playground', () => {
    const page = text(content(STREAM));
    expect(page).toMatch(
      /text\/event-stream Each item: event string The event name\. data string required One chunk of the completion\. id string/,
    );
    const data = apiData(STREAM);
    expect(data.body?.contents[0]?.mediaType).toBe('application/json');
  });

  it('shows an `in: querystring` parameter in its own section, with its media type and schema', () => {
    const page = text(content(CATALOG));
    expect(page).toContain(
      'Query string required filter : the whole query string, encoded as application/x-www-form-urlencoded . The whole filter, as a form-encoded query string.',
    );
    expect(page).toMatch(/model string A model name\. limit integer >= 1/);
    expect(content(CATALOG)).toContain('<h2 id="query-string">');
    // Not a named query parameter of the playground's form.
    expect(apiData(CATALOG).parameters).toEqual([]);
  });

  it('shows the deviceAuthorization flow with the other flows, and gives the playground its URL', () => {
    expect(text(content(STREAM))).toContain('device OAuth 2.0 (deviceAuthorization) Scopes: chat Sign in on another device.');
    expect(apiData(STREAM).securitySchemes['device']).toEqual({
      type: 'oauth2',
      description: 'Sign in on another device.',
      flows: {
        deviceAuthorization: {
          deviceAuthorizationUrl: 'https://auth.streams.example/device',
          tokenUrl: 'https://auth.streams.example/token',
          scopes: { chat: 'Use the chat' },
        },
      },
    });
  });
});
