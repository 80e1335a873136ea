/**
 * Hand-written API pages (`api:` frontmatter, ParamField, ResponseField, Expandable,
 * RequestExample, ResponseExample): the built HTML, the playground data (`Page.api`) of each page,
 * the errors and warnings of api.mdx, and the real repositories that use these components.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { check } from '../src/site/check.js';
import { compilePage } from '../src/content/compile-page.js';
import { typeSchema } from '../src/content/api-frontmatter.js';
import { build, type BuildResult } from '../src/output/build.js';
import { compileContext } from '../src/site/compile-context.js';
import type { Page } from '../src/model/page.js';
import { fixture } from './helpers/built-site.js';
import { withoutMarks } from './helpers/content.js';
import { removeTree, sharedFixtures, tmpSite } from './helpers/tmp-site.js';

const SITE = fixture('api-mdx');
const temps: string[] = [];
afterAll(async () => {
  await Promise.all(temps.map((dir) => removeTree(dir)));
});

/** Build without the cache (nothing is written into the docs folder) into a temporary folder. */
async function buildTemp(dir: string): Promise<BuildResult> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-api-mdx-'));
  temps.push(out);
  return build(dir, { outDir: path.join(out, 'site'), cache: false, workers: 0 });
}

/** Compile every MDX page of a docs folder as the build does; route → page. */
async function compileAll(dir: string): Promise<Map<string, Page>> {
  const checked = check(dir);
  expect(checked.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const ctx = compileContext(path.resolve(dir), checked.model!, checked.files!.files, false);
  const pages = new Map<string, Page>();
  for (const r of checked.model!.routes) if (r.page.kind === 'mdx') pages.set(r.path, await compilePage(r.page.file, r.path, ctx));
  return pages;
}

/** A built page, without built-in components' data-component-name marks (test/components.test.ts checks them). */
const read = (result: BuildResult, route: string) =>
  withoutMarks(fs.readFileSync(path.join(result.outDir, route.slice(1), 'index.html'), 'utf8'));

describe('the api-mdx fixture site', () => {
  let result: BuildResult;
  let pages: Map<string, Page>;
  beforeAll(async () => {
    [result, pages] = await Promise.all([buildTemp(SITE), compileAll(SITE)]);
  });

  it('builds with no diagnostics: the five components are known, auth and servers are set', () => {
    expect(result.ok).toBe(true);
    expect(result.diagnostics).toEqual([]);
  });

  it('renders the endpoint line, fields with anchors, flags, defaults and nested fields', () => {
    const html = read(result, '/endpoints/create-user');
    expect(html).toContain(
      '<div class="sx-endpoint sx-api-endpoint"><span class="sx-method sx-method-post">POST</span> <code class="sx-api-url">/orgs/{org}/users</code> <button type="button" class="sx-try-it" data-sx-try-it="true" aria-haspopup="dialog">Try it</button></div>',
    );
    expect(html).toContain(
      '<div class="sx-param sx-field" id="param-org" data-location="path"><div class="sx-param-head sx-field-head"><a class="sx-param-name sx-field-name" href="#param-org">org</a> <span class="sx-param-type sx-type">string</span> <span class="sx-param-required sx-pill sx-pill-required">required</span></div><div class="sx-param-body sx-field-desc"><p>The <strong>slug</strong> of the organisation.</p></div></div>',
    );
    // Defaults: strings as written, other values as JSON; deprecated flagged.
    expect(html).toMatch(/id="param-notify"[^]*?<span class="sx-param-default">default: <code>true<\/code><\/span>/);
    expect(html).toMatch(
      /id="param-limit"[^]*?<span class="sx-param-deprecated sx-pill sx-pill-deprecated">deprecated<\/span> <span class="sx-param-default">default: <code>20<\/code>/,
    );
    expect(html).toMatch(/id="param-roles"[^]*?default: <code>\[&quot;member&quot;\]<\/code>/);
    // Nested fields sit in a closed <details>, anchored under their parent.
    expect(html).toMatch(
      /<details class="sx-expandable sx-nested"><summary>profile properties<\/summary><div class="sx-expandable-body"><div class="sx-param sx-field" id="param-profile-name" data-location="body">/,
    );
    // Response fields: their own anchors; defaultOpen="true" opens the disclosure.
    expect(html).toContain('id="response-id"');
    expect(html).toMatch(
      /<details class="sx-expandable sx-nested" open><summary>properties<\/summary><div class="sx-expandable-body"><div class="sx-param sx-field sx-response-field" id="response-profile-name">/,
    );
  });

  it('places the examples first (beside the content on wide screens), each group with its bar of controls', () => {
    const html = read(result, '/endpoints/create-user');
    const main = html.indexOf('<div class="sx-api-main">');
    const examples = html.indexOf('<div class="sx-api-examples">');
    expect(examples).toBeGreaterThan(-1);
    // In the page's order the examples come before the fields: narrow screens show them near the top.
    expect(main).toBeGreaterThan(examples);
    expect(main).toBeLessThan(html.indexOf('id="response-profile-name"'));
    const column = html.slice(examples, main);
    expect(column).toMatch(
      /^<div class="sx-api-examples"><section class="sx-api-example sx-request-example" aria-label="Request example"><div class="sx-api-code" data-sx-tabs="([^"]+)" data-sx-remember="lang"><div class="sx-api-code-bar"><p class="sx-api-example-title" id="\1-title">Request<\/p><div class="sx-tablist" role="tablist" aria-labelledby="\1-title"><button type="button" class="sx-tab" role="tab" id="\1-tab-0" aria-controls="\1-panel-0" aria-selected="true" tabindex="0">cURL<\/button><button [^>]*aria-selected="false" tabindex="-1">Python<\/button><\/div><button type="button" class="sx-copy" aria-label="Copy request example" title="Copy"><\/button><\/div><div class="sx-code-panel" id="\1-panel-0" data-title="cURL" role="tabpanel" aria-labelledby="\1-tab-0"><figure class="sx-code" data-lang="bash" data-title="cURL">/,
    );
    expect(column).toMatch(
      /<div class="sx-code-panel" id="[^"]+-panel-1" data-title="Python" role="tabpanel" aria-labelledby="[^"]+-tab-1" hidden>/,
    );
    expect(column).toMatch(
      /<section class="sx-api-example sx-response-example" aria-label="Response example"><div class="sx-api-code" data-sx-tabs="[^"]+"><div class="sx-api-code-bar"><p class="sx-api-example-title" id="[^"]+">Response<\/p>/,
    );
    expect(column).toContain('data-title="409"');
    // The page's own RequestExample stands for the generated samples.
    expect(column).not.toContain('data-sx-tabs="sx-api-request"');
    // Pages without examples get the request samples generated from their fields, as generated endpoint pages do.
    const plain = read(result, '/endpoints/basic-auth');
    expect(plain).toMatch(
      /<div class="sx-api-layout"><div class="sx-api-examples"><div class="sx-api-example"><div class="sx-api-code" data-sx-tabs="sx-api-request"/,
    );
    expect(plain).not.toContain('sx-response-example');
  });

  it('groups fields under a heading per location: an author heading over one location stays, a mixed one gets subheadings', () => {
    const html = read(result, '/endpoints/create-user');
    const headings = [...html.matchAll(/<h([23]) id="([^"]+)">([^<]+)<\/h\1>/g)].map((m) => `h${m[1]} ${m[2]} ${m[3]}`);
    expect(headings).toEqual([
      'h2 path-parameters Path parameters',
      'h2 query-parameters Query parameters',
      'h2 headers-and-cookies Headers and cookies',
      'h3 header-parameters Headers',
      'h3 cookie-parameters Cookies',
      'h2 body Body',
      'h2 response Response',
    ]);
  });

  it('shows the server with the path for a page written with a full URL', () => {
    expect(read(result, '/endpoints/closest-region')).toContain(
      '<code class="sx-api-url"><span class="sx-api-server">https://{region}.example.net</span>/v1/closest</code>',
    );
  });

  it('keeps anchors unique when a page repeats a field name, and fields on plain pages feed nothing', () => {
    const html = read(result, '/endpoints/reference-only');
    expect(html).toContain('id="param-config.timeout"');
    expect(html).toContain('id="param-config.timeout-2"');
    expect(pages.get('/endpoints/reference-only')!.api).toBeUndefined();
    expect(pages.get('/')!.api).toBeUndefined();
  });

  it('a relative path: servers of api.mdx.server, parameters by location, a JSON body, bearer auth', () => {
    expect(pages.get('/endpoints/create-user')!.api).toEqual({
      source: 'mdx',
      method: 'POST',
      path: '/orgs/{org}/users',
      servers: [{ url: 'https://api.example.com/v2' }, { url: 'https://sandbox.example.com/v2' }],
      parameters: [
        { name: 'org', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'notify', in: 'query', required: false, schema: { type: 'boolean', default: true } },
        { name: 'limit', in: 'query', required: false, deprecated: true, schema: { type: 'integer', default: 20, example: 5 }, example: 5 },
        { name: 'X-Request-Id', in: 'header', required: false, schema: { type: 'string', example: 'req_123' }, example: 'req_123' },
        { name: 'session', in: 'cookie', required: false, schema: { type: 'string' } },
      ],
      body: {
        required: true,
        contents: [
          {
            mediaType: 'application/json',
            schema: {
              type: 'object',
              properties: {
                email: { type: 'string', example: 'ada@example.com' },
                roles: { type: 'array', items: { type: 'string' }, default: ['member'] },
                profile: { type: 'object', properties: { name: { type: 'string' }, age: { type: 'integer' } }, required: ['name'] },
              },
              required: ['email'],
            },
            example: { email: 'ada@example.com', roles: ['member'], profile: { name: 'string', age: 0 } },
          },
        ],
      },
      security: [[{ scheme: 'bearerAuth', scopes: [] }]],
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      playground: { display: 'interactive', proxy: false },
      // api.examples is not set: the live sample offers the default languages.
      samples: { languages: ['curl', 'python', 'javascript'], defaults: 'all' },
    });
  });

  it('each API page carries its playground data into the built HTML', () => {
    for (const route of ['/endpoints/create-user', '/endpoints/closest-region', '/endpoints/public']) {
      const json = /<script type="application\/json" id="sx-api">([^<]*)<\/script>/.exec(read(result, route))?.[1];
      expect(JSON.parse(json!), route).toEqual(pages.get(route)!.api);
    }
    expect(read(result, '/endpoints/reference-only')).not.toContain('id="sx-api"');
  });

  it('a full URL: its own server (with a variable for {region}), api.mdx.server ignored, frontmatter playground', () => {
    const api = pages.get('/endpoints/closest-region')!.api!;
    expect(api.servers).toEqual([{ url: 'https://{region}.example.net', variables: { region: { default: '' } } }]);
    expect(api.path).toBe('/v1/closest');
    expect(api.method).toBe('GET');
    expect(api.parameters).toEqual([]);
    expect(api.body).toBeUndefined();
    expect(api.playground).toEqual({ display: 'simple', proxy: false });
  });

  it('authMethod on a page overrides api.mdx.auth: basic, key, cobo, none', () => {
    const auth = (route: string) => {
      const { security, securitySchemes } = pages.get(route)!.api!;
      return { security, securitySchemes };
    };
    expect(auth('/endpoints/basic-auth')).toEqual({
      security: [[{ scheme: 'basicAuth', scopes: [] }]],
      securitySchemes: { basicAuth: { type: 'http', scheme: 'basic' } },
    });
    // Without api.mdx.auth.name the header is `Key`, as Mintlify names it.
    expect(auth('/endpoints/key-auth')).toEqual({
      security: [[{ scheme: 'apiKeyAuth', scopes: [] }]],
      securitySchemes: { apiKeyAuth: { type: 'apiKey', in: 'header', name: 'Key' } },
    });
    expect(auth('/endpoints/cobo-auth')).toEqual({
      security: [[{ scheme: 'coboAuth', scopes: [] }]],
      securitySchemes: { coboAuth: { type: 'cobo' } },
    });
    expect(auth('/endpoints/public')).toEqual({ security: [], securitySchemes: {} });
  });

  it('reads the method in any case, adds undocumented {path} parameters, and maps ParamField types', () => {
    const cobo = pages.get('/endpoints/cobo-auth')!.api!;
    expect([cobo.method, cobo.path, cobo.playground.display]).toEqual(['PUT', '/wallets/{id}', 'none']);
    // Only a playground that sends requests gets a Try it button.
    expect(read(result, '/endpoints/cobo-auth')).not.toContain('sx-try-it');
    expect(cobo.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
    // A ParamField for a path parameter makes it required whatever it says.
    expect(pages.get('/endpoints/key-auth')!.api!.parameters).toEqual([
      { name: 'keyId', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    expect(pages.get('/endpoints/basic-auth')!.api!.parameters).toEqual([
      { name: 'fields', in: 'query', required: false, schema: { type: 'array', items: { type: 'string' } } },
    ]);
    expect(pages.get('/endpoints/public')!.api!.parameters[0]!.schema).toEqual({ type: 'boolean' });
  });
});

describe('ParamField types', () => {
  it.each([
    ['string', { type: 'string' }],
    ['Integer', { type: 'integer' }],
    ['number', { type: 'number' }],
    ['boolean', { type: 'boolean' }],
    ['object', { type: 'object' }],
    ['Record<string, unknown>', { type: 'object' }],
    ['string[]', { type: 'array', items: { type: 'string' } }],
    ['object[]', { type: 'array', items: { type: 'object' } }],
    ['array<integer>', { type: 'array', items: { type: 'integer' } }],
    ['enum<string>', { type: 'string' }],
    ['file', { type: 'string', format: 'binary' }],
    ['async (message: BusMessage) -> None', {}],
  ])('%s', (type, schema) => {
    expect(typeSchema(type)).toEqual(schema);
  });
});

describe('api.mdx problems', () => {
  const page = (fm: string) => `---\ntitle: Thing\n${fm}\n---\n\n<ParamField query="q" type="string">Query.</ParamField>\n`;
  const site = (api: object | undefined, pages: Record<string, string>) =>
    tmpSite({
      'docs.json': {
        name: 'T',
        colors: { primary: '#123456' },
        ...(api ? { api } : {}),
        navigation: { pages: Object.keys(pages).map((f) => f.replace(/\.mdx$/, '')) },
      },
      ...pages,
    });

  it('a relative path without api.mdx.server builds without Try it (display simple), warning at the `api:` line', async () => {
    const dir = site({ mdx: { auth: { method: 'bearer' } } }, { 'a.mdx': page('description: x\napi: "GET /things"') });
    const result = await buildTemp(dir);
    expect(result.ok).toBe(true);
    const found = result.diagnostics.filter((d) => d.code === 'api-mdx-server-missing');
    expect(found).toEqual([
      {
        severity: 'warning',
        code: 'api-mdx-server-missing',
        message: expect.stringMatching(/^`api: "GET \/things"` gives a path without a server, and docs.json sets no `api.mdx.server`/),
        file: 'a.mdx',
        line: 4,
        column: 1,
        pointer: '/api',
        hint: expect.stringContaining('`api.mdx.server`'),
      },
    ]);
    const html = fs.readFileSync(path.join(result.outDir, 'a', 'index.html'), 'utf8');
    expect(html).toContain('/things');
    expect(html).not.toMatch(/data-try-it|sx-try-it/);
    // `check` keeps the seed rule: an error.
    expect(
      check(dir)
        .diagnostics.filter((d) => d.code === 'api-mdx-server-missing')
        .map((d) => d.severity),
    ).toEqual([]);
  });

  it('a full URL needs no server; without api.mdx.auth each API page warns and sends no credentials', async () => {
    const dir = site(undefined, {
      'a.mdx': page('api: GET https://api.example.com/things'),
      'b.mdx': page('api: "GET https://api.example.com/b"\nauthMethod: none'),
    });
    const result = await buildTemp(dir);
    expect(result.ok).toBe(true);
    expect(result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code}`)).toEqual([
      'a.mdx:3:1 warning api-mdx-auth-missing',
    ]);
    const pages = await compileAll(dir);
    expect(pages.get('/a')!.api!.security).toEqual([]);
    expect(pages.get('/a')!.api!.securitySchemes).toEqual({});
    expect(pages.get('/a')!.api!.servers).toEqual([{ url: 'https://api.example.com' }]);
    // --strict makes the warning fail the build.
    const strict = await build(dir, { outDir: path.join(temps[temps.length - 1]!, 'strict'), cache: false, strict: true, workers: 0 });
    expect(strict.ok).toBe(false);
  });

  it('warns about missing credentials only where a playground sends requests', async () => {
    // No API page at all: nothing for a playground to send.
    const none = await buildTemp(site(undefined, { 'a.mdx': '---\ntitle: Plain\n---\n\nNo endpoint here.\n' }));
    expect(none.diagnostics).toEqual([]);
    // The site shows no playground (`simple`), one page turns it off, one page turns it back on.
    const dir = site(
      { playground: { display: 'simple' } },
      {
        'a.mdx': page('api: GET https://api.example.com/a'),
        'b.mdx': page('api: GET https://api.example.com/b\nplayground: none'),
        'c.mdx': page('api: GET https://api.example.com/c\nplayground: interactive'),
        'd.mdx': page('api: GET https://api.example.com/d\nplayground: auth'),
      },
    );
    const result = await buildTemp(dir);
    expect(result.diagnostics.map((d) => `${d.file} ${d.code}`)).toEqual(['c.mdx api-mdx-auth-missing', 'd.mdx api-mdx-auth-missing']);
  });

  it('api.mdx.auth key takes its header name from `name`; a single server string works', async () => {
    const dir = site(
      { mdx: { server: 'https://api.example.com', auth: { method: 'key', name: 'X-API-Key' } }, playground: { display: 'simple' } },
      { 'a.mdx': page('api: "PATCH things/{id}"') },
    );
    const api = (await compileAll(dir)).get('/a')!.api!;
    expect(api.securitySchemes).toEqual({ apiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-API-Key' } });
    expect(api.servers).toEqual([{ url: 'https://api.example.com' }]);
    expect(api.path).toBe('/things/{id}');
    expect(api.playground).toEqual({ display: 'simple', proxy: true });
  });

  it('a malformed `api`, authMethod or playground is a located warning; the page builds without a playground', async () => {
    const dir = site(
      { mdx: { server: 'https://api.example.com', auth: { method: 'basic' } } },
      {
        'a.mdx': page('api: "FETCH /things"'),
        'b.mdx': page('api: "GET /b"\nauthMethod: token\nplayground: full'),
      },
    );
    const result = await buildTemp(dir);
    expect(result.ok).toBe(true);
    expect(result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.pointer}`)).toEqual([
      'a.mdx:3:1 api-frontmatter-invalid /api',
      'b.mdx:4:1 api-auth-method-invalid /authMethod',
      'b.mdx:5:1 api-playground-invalid /playground',
    ]);
    const pages = await compileAll(dir);
    expect(pages.get('/a')!.api).toBeUndefined();
    // Invalid overrides fall back to the site's settings.
    expect(pages.get('/b')!.api!.securitySchemes).toEqual({ basicAuth: { type: 'http', scheme: 'basic' } });
    expect(pages.get('/b')!.api!.playground.display).toBe('interactive');
  });

  describe('request samples generated from the fields', () => {
    const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x3C;/g, '<');
    const body =
      '<ParamField body="user_external_id" type="string" required>An id</ParamField>\n\n<ParamField query="page" type="integer">Page.</ParamField>\n';
    const response = '\n<ResponseExample>\n\n```json 200\n{ "token": "x" }\n```\n\n</ResponseExample>\n';
    const request = '\n<RequestExample>\n\n```bash Mine\ncurl mine\n```\n\n</RequestExample>\n';
    const fm = (title: string) => `---\ntitle: ${title}\napi: 'POST /tokens'\n---\n\n`;
    const settings = (examples?: object) => ({
      mdx: { server: 'https://api.example.org', auth: { method: 'key', name: 'x-api-key' } },
      ...(examples ? { examples } : {}),
    });

    it('a page with no examples gets the generated request samples: server, auth header and body filled', async () => {
      const dir = site(settings(), { 'a.mdx': fm('A') + body, 'b.mdx': fm('B') + body + response });
      const pages = await compileAll(dir);
      const a = pages.get('/a')!.html;
      expect(a).toMatch(
        /<div class="sx-api-layout"><div class="sx-api-examples"><div class="sx-api-example"><div class="sx-api-code" data-sx-tabs="sx-api-request"/,
      );
      expect([...a.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['cURL', 'Python', 'JavaScript']);
      const curl = text(a.slice(a.indexOf('data-title="cURL"'), a.indexOf('data-title="Python"')));
      expect(curl).toContain("curl 'https://api.example.org/tokens?page=0'");
      expect(curl).toContain("--header 'x-api-key: <api-key>'");
      expect(curl).toContain('"user_external_id": "string"');
      // Its own ResponseExample stays as written, after the generated request samples.
      const b = pages.get('/b')!.html;
      expect(b.indexOf('data-sx-tabs="sx-api-request"')).toBeGreaterThan(-1);
      expect(b.indexOf('sx-response-example')).toBeGreaterThan(b.indexOf('data-sx-tabs="sx-api-request"'));
      expect(text(b)).toContain('{ "token": "x" }');
    });

    it('follows api.examples.languages and defaults; a page with its own RequestExample keeps it', async () => {
      const dir = site(settings({ languages: ['curl', 'python'], defaults: 'required' }), {
        'a.mdx': fm('A') + body,
        'c.mdx': fm('C') + body + request + response,
      });
      const pages = await compileAll(dir);
      const a = pages.get('/a')!.html;
      expect([...a.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['cURL', 'Python']);
      // `defaults: required`: the optional query parameter is left out.
      expect(text(a)).toContain('curl https://api.example.org/tokens');
      expect(text(a)).not.toContain('page=');
      const c = pages.get('/c')!.html;
      expect(c).not.toContain('data-sx-tabs="sx-api-request"');
      expect(text(c)).toContain('curl mine');
      expect(c).toContain('sx-response-example');
    });

    it('api.examples.autogenerate: false writes no samples', async () => {
      const dir = site(settings({ autogenerate: false }), { 'a.mdx': fm('A') + body });
      expect((await compileAll(dir)).get('/a')!.html).not.toContain('sx-api-layout');
    });
  });

  it('a page that starts with its own # title keeps it first, the endpoint line and the columns below', async () => {
    const dir = site(
      { mdx: { server: 'https://api.example.com', auth: { method: 'bearer' } } },
      { 'a.mdx': '---\napi: "GET /a"\n---\n\n# Get a\n\nText.\n\n<ResponseExample>\n\n```json 200\n{}\n```\n\n</ResponseExample>\n' },
    );
    const html = withoutMarks((await compileAll(dir)).get('/a')!.html);
    expect(html).toMatch(
      /^<h1 id="get-a">Get a<\/h1><div class="sx-endpoint sx-api-endpoint"><span class="sx-method sx-method-get">GET<\/span> <code class="sx-api-url">\/a<\/code> <button type="button" class="sx-try-it"[^>]*>Try it<\/button><\/div>\s*<div class="sx-api-layout"><div class="sx-api-examples">[^]*<\/div><div class="sx-api-main"><p>Text.<\/p><\/div><\/div>$/,
    );
  });

  it('collects ParamFields written in a snippet the page imports', async () => {
    const dir = site(
      { mdx: { server: 'https://api.example.com', auth: { method: 'bearer' } } },
      {
        'a.mdx': '---\napi: "POST /x"\n---\n\nimport Fields from "/snippets/fields.mdx";\n\n<Fields />\n',
        'snippets/fields.mdx': '<ParamField body="name" type="string" required>Name.</ParamField>\n',
      },
    );
    const api = (await compileAll(dir)).get('/a')!.api!;
    expect(api.body!.contents[0]!.schema).toEqual({ type: 'object', properties: { name: { type: 'string' } }, required: ['name'] });
  });
});

// Needs ../shared/fixtures/real (absent in an outside contributor's clone); built without the cache, into a temp folder.
const shared = sharedFixtures();
const FIVE = ['ParamField', 'ResponseField', 'Expandable', 'RequestExample', 'ResponseExample'];

describe.skipIf(!shared)('real repositories using the API components', () => {
  const repo = (name: string) => path.join(shared!, 'real', name);
  const usesFields = (dir: string) => {
    const out: string[] = [];
    const walk = (d: string) => {
      for (const e of fs.readdirSync(d, { withFileTypes: true })) {
        if (e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules') walk(path.join(d, e.name));
        else if (/\.mdx$/.test(e.name) && /<(ParamField|ResponseField)/.test(fs.readFileSync(path.join(d, e.name), 'utf8')))
          out.push(path.relative(dir, path.join(d, e.name)));
      }
    };
    walk(dir);
    return out;
  };

  it.each(['pipecat-ai__docs', 'tursodatabase__turso-docs'])(
    '%s: every page with fields renders them, with no unknown-component warning for the five',
    async (name) => {
      const dir = repo(name);
      const result = await build(dir, { outDir: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-real-')), 'site'), cache: false });
      temps.push(path.dirname(result.outDir));
      const unknown = result.diagnostics.filter((d) => d.code === 'unknown-component' && FIVE.some((c) => d.message.startsWith(`<${c}>`)));
      expect(unknown).toEqual([]);
      const checked = check(dir);
      const routeOf = new Map(checked.model!.routes.flatMap((r) => (r.page.kind === 'mdx' ? [[r.page.file, r.path] as const] : [])));
      const files = usesFields(dir).filter((f) => routeOf.has(f));
      expect(files.length).toBeGreaterThan(name === 'pipecat-ai__docs' ? 100 : 1);
      for (const f of files) {
        const html = fs.readFileSync(path.join(result.outDir, routeOf.get(f)!.slice(1), 'index.html'), 'utf8');
        expect(html, f).toMatch(/class="sx-param sx-field/);
      }
    },
    240_000,
  );

  it('turso: the full-URL endpoint page carries its playground data and examples column', async () => {
    const dir = repo('tursodatabase__turso-docs');
    const checked = check(dir);
    const ctx = compileContext(dir, checked.model!, checked.files!.files, false);
    const page = await compilePage('api-reference/locations/closest-region.mdx', '/api-reference/locations/closest-region', ctx);
    expect(page.diagnostics).toEqual([]);
    expect(page.api).toMatchObject({
      source: 'mdx',
      method: 'GET',
      path: '/',
      servers: [{ url: 'https://region.turso.io' }],
      security: [[{ scheme: 'bearerAuth', scopes: [] }]],
    });
    expect(page.html).toContain('id="response-server"');
    expect(page.html).toMatch(
      /<div class="sx-api-examples"><section class="sx-api-example sx-request-example"[^]*data-title="cURL"[^]*data-title="Node.js"[^]*sx-response-example[^]*data-title="200"/,
    );
    const upload = await compilePage('api-reference/databases/upload.mdx', '/api-reference/databases/upload', ctx);
    expect(upload.api).toMatchObject({
      method: 'POST',
      path: '/v1/upload',
      servers: [{ url: 'https://{database_hostname}', variables: { database_hostname: { default: '' } } }],
    });
  });
});
