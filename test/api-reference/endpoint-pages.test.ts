/**
 * Generated endpoint pages, built from the api-reference fixture: what each page shows (parameters,
 * bodies, responses, schemas, examples, security, servers, x-docs), the page data handed to the
 * playground, shared schema fragments, sanitised spec text, and golden HTML of representative pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/output/build.js';
import { tmpSite } from '../helpers/tmp-site.js';
import { builtPages } from '../helpers/built-site.js';

const SITE = path.join(import.meta.dirname, '../fixtures/sites/api-reference');
let out: string;
let result: BuildResult;

beforeAll(async () => {
  out = path.join(tmpSite({}), 'dist');
  result = await build(SITE, { outDir: out, cache: false });
});

/** A page's whole HTML, its content (the reference, without the layout around it) and its playground data. */
const { html, content, apiData } = builtPages(() => out);
/**
 * Golden files: the spec hash in fragment URLs changes with unrelated edits, and the generated
 * request samples have golden files of their own (test/code-samples).
 */
const normalize = (s: string) =>
  s
    .replace(/\/_sextant\/api\/[0-9a-f]{10}\//g, '/_sextant/api/SPEC/')
    .replace(
      /(<div class="sx-api-code" data-sx-tabs="sx-api-request" data-sx-remember="lang">)[^]*?(<\/div><\/div><div class="sx-api-example">|<\/div><\/div><\/aside>)/,
      '$1<!-- request samples -->$2',
    )
    .replace(/(?<=>)(?=<)/g, '\n');

describe('the api-reference fixture', () => {
  it('builds every operation and webhook into a page, with no diagnostics', () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
    for (const r of [
      'api-reference/pets/list-pets',
      'api-reference/pets/create-a-pet',
      'api-reference/pets/get-a-pet',
      'api-reference/pets/delete-a-pet',
      'api-reference/uploads/upload-a-photo',
      'api-reference/auth/create-a-token',
      'api-reference/pet-adopted',
    ]) {
      expect(fs.existsSync(path.join(out, r, 'index.html')), r).toBe(true);
    }
  });

  it('carries the reference’s class names for custom CSS: method pill, Try it button, sections and fields', () => {
    const page = html('api-reference/pets/list-pets');
    expect(page).toContain('<span class="sx-method sx-method-get method-pill">GET</span>');
    expect(page).toMatch(/<button type="button" class="sx-try-it tryit-button"[^>]*>Try it<\/button>/);
    expect(page).toMatch(/<section class="sx-api-section api-section"><h2 id="query-parameters">/);
    expect(page).toMatch(/<li class="sx-field field" id="param-limit">/);
  });

  it('shows method, path, servers with variables, security and parameters by location with their facts', () => {
    const c = content('api-reference/pets/list-pets');
    expect(c).toContain('<span class="sx-method sx-method-get">GET</span>');
    expect(c).toContain('<code class="sx-path">/pets</code>');
    expect(c).toContain('<code>https://{region}.zoo.example.com/v1</code>');
    expect(c).toMatch(/<code>\{region\}<\/code> default <code>eu<\/code> \(one of <code>eu<\/code>, <code>us<\/code>\)/);
    expect(c).toContain('Bearer token (JWT) in the Authorization header');
    for (const id of ['query-parameters', 'header-parameters', 'cookie-parameters', 'response']) expect(c).toContain(`id="${id}"`);
    expect(c).not.toContain('id="path-parameters"');
    expect(c).toMatch(/id="param-limit"[^]*?integer[^]*?Default: <code>20<\/code>[^]*?>= <code>1<\/code>[^]*?&lt;= <code>100<\/code>/);
    expect(c).toMatch(/id="param-status"[^]*?Allowed: <code>&quot;available&quot;<\/code> <code>&quot;sold&quot;<\/code>/);
    expect(c).toMatch(/id="param-X-Request-Id"[^]*?string&lt;uuid>/);
    // Response headers, and an array of a named schema.
    expect(c).toMatch(/<span class="sx-status sx-status-2xx">200<\/span> <span class="sx-response-desc">The pets\.<\/span>[^]*?X-Total/);
    expect(c).toContain('<span class="sx-type">Pet[]</span>');
  });

  it('sanitises spec Markdown: no scripts, event handlers or javascript: links survive', () => {
    const c = content('api-reference/pets/list-pets');
    expect(c).toContain('<strong>newest first</strong>');
    expect(c).toContain('<a href="https://example.com/guide">the guide</a>');
    expect(c).not.toMatch(/<script/i);
    expect(c).not.toMatch(/onerror/i);
    expect(c).not.toMatch(/href="javascript:/i);
    expect(c).not.toMatch(/onclick/i);
    expect(c).toMatch(/<a>bad link<\/a>|bad link/);
    expect(c).toContain('another');
  });

  it('draws schemas as trees: readOnly hidden in requests, writeOnly in responses, compositions, discriminator, null types', () => {
    const c = content('api-reference/pets/create-a-pet');
    const [request, response] = c.split('id="response"');
    expect(request).not.toContain('<code class="sx-field-name">id</code>');
    expect(request).toContain('<code class="sx-field-name">secret</code>');
    expect(response).toContain('<code class="sx-field-name">id</code>');
    expect(response).not.toContain('<code class="sx-field-name">secret</code>');
    expect(request).toContain('<span class="sx-type">string | null</span>'); // 3.1 type array
    expect(request).toMatch(/weight<\/code> <span class="sx-type">number \| null<\/span>/); // nullable
    expect(request).toMatch(/Chosen by <code>petType<\/code>: <code>cat<\/code> → Cat, <code>dog<\/code> → Dog/);
    expect(request).toMatch(/data-sx-variants="One of"[^]*?data-title="Cat"[^]*?data-title="Dog"/);
    expect(request).toMatch(
      /data-sx-variants="Any of"[^]*?data-title="Labels"[^]*?labels<\/code> <span class="sx-type">string\[\]<\/span>[^]*?data-title="Note"/,
    );
    // A named schema below the top level is a shared fragment; the recursive `friends` points back at Pet.
    expect(request).toMatch(
      /<details class="sx-nested" data-sx-schema="\/_sextant\/api\/[0-9a-f]{10}\/[0-9a-f]{12}-q\.html"><summary>Show owner attributes/,
    );
    expect(request).toMatch(/friends[^]*?<a href="[^"]+-q\.html">Recursive: Pet<\/a>/);
    // Callbacks sit between the body and the responses.
    expect(c.indexOf('id="body"')).toBeLessThan(c.indexOf('id="callbacks"'));
    expect(c.indexOf('id="callbacks"')).toBeLessThan(c.indexOf('id="response"'));
    expect(c).toContain('<code class="sx-path">{$request.body#/callbackUrl}</code>');
  });

  it('writes shared fragments, each level once, that nest further fragments for recursion', () => {
    const page = content('api-reference/pets/create-a-pet');
    // The reference's fields (the examples column comes first and names the same properties).
    const c = page.slice(page.indexOf('<div class="sx-api-main">'));
    const owner = /data-sx-schema="(\/_sextant\/api\/[^"]+)"><summary>Show owner attributes/.exec(c)![1]!;
    const fragment = fs.readFileSync(path.join(out, owner), 'utf8');
    expect(fragment).toMatch(/^<ul class="sx-fields">/);
    expect(fragment).toContain('<code class="sx-field-name">address</code>');
    // Owner.pets is Pet[]: Pet is a fragment of its own (the same file the page's `friends` uses).
    const pet = /friends[^]*?data-sx-schema="([^"]+)"/.exec(c)![1]!;
    expect(fragment).toContain(`data-sx-schema="${pet}"`);
    expect(fs.existsSync(path.join(out, pet))).toBe(true);
    // Response fragments show readOnly fields and hide writeOnly ones.
    const petResponse = fs.readFileSync(path.join(out, pet.replace(/-q\.html$/, '-s.html')), 'utf8');
    expect(petResponse).toContain('<code class="sx-field-name">id</code>');
    expect(petResponse).not.toContain('<code class="sx-field-name">secret</code>');
  });

  it('lists x-codeSamples first, then generated samples, and response examples from the spec or the schema', () => {
    const page = html('api-reference/pets/create-a-pet');
    const examples = /<aside class="sx-api-examples"[^]*?<\/aside>/.exec(page)![0];
    const titles = [...examples.matchAll(/data-title="([^"]+)"/g)].map((m) => m[1]);
    expect(titles[0]).toBe('SDK');
    expect(titles).toContain('201');
    // The response example is generated from Pet: the discriminated kind has its petType.
    expect(examples).toMatch(/petType/);
  });

  it('renders multipart and form bodies per media type, with file fields', () => {
    const c = content('api-reference/uploads/upload-a-photo');
    expect(c).toMatch(
      /data-sx-variants="Content type"[^]*?data-title="multipart\/form-data"[^]*?data-title="application\/x-www-form-urlencoded"/,
    );
    expect(c).toMatch(/file<\/code> <span class="sx-type">string&lt;binary><\/span> <span class="sx-pill sx-pill-required">required/);
    const data = apiData('api-reference/uploads/upload-a-photo');
    expect(data.body?.contents.map((b) => b.mediaType)).toEqual(['multipart/form-data', 'application/x-www-form-urlencoded']);
    expect(data.body?.contents[0]?.schema?.properties?.['file']).toMatchObject({ type: 'string', format: 'binary' });
  });

  it('applies x-docs: metadata overrides the title and description, content opens the reference under its endpoint line, playground mode', () => {
    const page = html('api-reference/pets/delete-a-pet');
    expect(page).toContain('<h1 id="page-title" class="sx-title" data-pagefind-meta="title">Remove a pet</h1>');
    expect(page).toContain('<div class="sx-description prose"><p>Removes a pet for good.</p></div>');
    expect(page).toContain('Deprecated');
    const c = content('api-reference/pets/delete-a-pet');
    expect(c.indexOf('Deleting a pet cannot be undone.')).toBeGreaterThan(-1);
    expect(c.indexOf('sx-api-endpoint')).toBeLessThan(c.indexOf('<div class="sx-api-content">'));
    expect(c.indexOf('<div class="sx-api-content">')).toBeLessThan(c.indexOf('Deleting a pet cannot be undone.'));
    expect(c.indexOf('This endpoint is deprecated.')).toBeLessThan(c.indexOf('<div class="sx-api-content">'));
    expect(c.indexOf('Deleting a pet cannot be undone.')).toBeLessThan(c.indexOf('id="authorizations"'));
    expect(c).toMatch(/<h2 id="before-you-delete"/);
    expect(c).toContain('This endpoint is deprecated.');
    // Two security alternatives: an API key, or OAuth with a scope.
    expect(c).toMatch(/Any one of:[^]*?API key in the header X-API-Key[^]*?OAuth 2\.0 \(clientCredentials\)[^]*?<code>pets:write<\/code>/);
    const data = apiData('api-reference/pets/delete-a-pet');
    expect(data.playground).toEqual({ display: 'simple', proxy: true });
    expect(data.security).toEqual([[{ scheme: 'apiKey', scopes: [] }], [{ scheme: 'oauth', scopes: ['pets:write'] }]]);
    expect(data.securitySchemes['apiKey']).toEqual({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
  });

  it('hands the playground the request: servers, merged parameters with examples, body with example, security', () => {
    const data = apiData('api-reference/pets/get-a-pet');
    expect(data).toMatchObject({
      source: 'openapi',
      method: 'GET',
      path: '/pets/{petId}',
      playground: { display: 'interactive', proxy: true },
    });
    expect(data.servers).toEqual([
      {
        url: 'https://{region}.zoo.example.com/v1',
        description: 'Regional endpoint',
        variables: { region: { default: 'eu', enum: ['eu', 'us'], description: 'Data region' } },
      },
    ]);
    // The path-level parameter is merged into the operation.
    expect(data.parameters).toEqual([{ name: 'petId', in: 'path', required: true, schema: { type: 'string' }, example: 'rex-1' }]);
    expect(data.securitySchemes).toEqual({ bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } });
    const create = apiData('api-reference/pets/create-a-pet');
    expect(create.body?.required).toBe(true);
    expect(create.body?.contents[0]?.example).toEqual({ name: 'Rex', kind: { petType: 'dog', barks: true } });
    const pet = create.body!.contents[0]!.schema!;
    expect(pet.title).toBe('Pet');
    expect(pet.properties?.['id']).toBeUndefined(); // readOnly: not sent
    expect(pet.properties?.['friends']?.items).toMatchObject({ title: 'Pet', recursive: true });
    expect(pet.properties?.['kind']?.oneOf?.map((v) => v.title)).toEqual(['Cat', 'Dog']);
    expect(pet.required).toEqual(['name', 'kind']);
  });

  it('renders webhooks with their payload, and MDX pages that name an operation with their body and examples in its columns', () => {
    const hook = content('api-reference/pet-adopted');
    expect(hook).toMatch(
      /<span class="sx-method sx-method-post">POST<\/span> <span class="sx-pill">webhook<\/span> <code class="sx-path">petAdopted<\/code>/,
    );
    expect(hook).toContain('Sent when a pet finds a home.');
    expect(apiData('api-reference/pet-adopted')).toMatchObject({ source: 'webhook', path: 'petAdopted', servers: [] });
    // Its samples post to the reader's own endpoint: its key is no path of the API's server.
    const samples = html('api-reference/pet-adopted').replace(/<[^>]+>/g, '');
    expect(samples).toContain('curl https://your-server.example.com/webhook');
    expect(samples).not.toMatch(/example\.com\/?petAdopted|competadopted/i);
    const adopt = html('adopt');
    expect(adopt).toContain('<h1 id="page-title" class="sx-title" data-pagefind-meta="title">Fetch one pet</h1>');
    const c = content('adopt');
    // As the reference product draws it: the endpoint line under the title, the page's body opening the
    // main column before the generated parameters, its own request example in place of the generated
    // ones, and the generated response example below it.
    expect(c.match(/class="sx-api-layout"/g)).toHaveLength(1);
    const at = (s: string) => {
      expect(c, s).toContain(s);
      return c.indexOf(s);
    };
    expect(at('sx-api-endpoint')).toBeLessThan(at('<aside class="sx-api-examples"'));
    expect(at('<aside class="sx-api-examples"')).toBeLessThan(at('sx-request-example'));
    expect(at('sx-request-example')).toBeLessThan(at('data-sx-tabs="sx-api-response"'));
    expect(at('data-sx-tabs="sx-api-response"')).toBeLessThan(at('<div class="sx-api-main">'));
    expect(at('<div class="sx-api-main">')).toBeLessThan(at('This page is written in MDX'));
    expect(at('This page is written in MDX')).toBeLessThan(at('id="param-petId"'));
    expect(c).not.toContain('data-sx-tabs="sx-api-request"');
    expect(apiData('adopt')).toMatchObject({ method: 'GET', path: '/pets/{petId}' });
    // Only API pages load the API runtime.
    expect(adopt).toMatch(/<script type="module" src="\/_sextant\/api-reference\.[0-9a-f]{10}\.js">/);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).not.toContain('api-reference.');
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).not.toContain('id="sx-api"');
  });

  it.each([
    ['create-a-pet', 'api-reference/pets/create-a-pet'],
    ['upload-a-photo', 'api-reference/uploads/upload-a-photo'],
    ['pet-adopted', 'api-reference/pet-adopted'],
    ['delete-a-pet', 'api-reference/pets/delete-a-pet'],
  ])('renders %s to its golden HTML', async (name, route) => {
    await expect(normalize(content(route))).toMatchFileSnapshot(path.join(import.meta.dirname, '../golden/html', `api-${name}.html`));
  });
});

describe('page weight', () => {
  it('an endpoint page loads at most 25 KB of JavaScript (gzip)', () => {
    const page = html('api-reference/pets/create-a-pet');
    const scripts = [...page.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.some((s) => s.includes('api-reference.'))).toBe(true);
    const gzip = scripts.reduce((sum, s) => sum + zlib.gzipSync(fs.readFileSync(path.join(out, s))).length, 0);
    expect(gzip).toBeLessThan(25 * 1024);
  });
});

describe('x-docs content', () => {
  it('reports problems in x-docs.content at the content key of the spec, with the place inside the content', async () => {
    const spec = [
      'openapi: 3.1.0',
      'info: { title: T, version: "1" }',
      'paths:',
      '  /a:',
      '    get:',
      '      summary: Get a',
      '      x-docs:',
      '        content: |',
      '          Intro.',
      '',
      '          See [the guide](/nowhere).',
      '      responses:',
      "        '200': { description: OK }",
      '',
    ].join('\n');
    const dir = tmpSite({ 'docs.json': { name: 'X', navigation: { groups: [{ group: 'API', openapi: 'api.yaml' }] } }, 'api.yaml': spec });
    const built = await build(dir, { outDir: path.join(dir, 'dist'), cache: false });
    const d = built.diagnostics.find((x) => x.code === 'broken-link');
    expect(d, JSON.stringify(built.diagnostics)).toBeDefined();
    expect(d).toMatchObject({ file: 'api.yaml', line: 8, column: 9, pointer: '/paths/~1a/get/x-docs/content' });
    expect(d!.message).toMatch(/x-docs content, line 3:/);
  });
});

describe('MDX pages that name an operation', () => {
  it('use their own RequestExample/ResponseExample instead of the generated examples of that kind', async () => {
    const spec = [
      'openapi: 3.1.0',
      'info: { title: T, version: "1" }',
      'servers: [{ url: "https://api.test" }]',
      'paths:',
      '  /a:',
      '    get:',
      '      summary: Get a',
      '      responses:',
      "        '200':",
      '          description: OK',
      '          content: { application/json: { example: { generated: true } } }',
      '  /b:',
      '    get:',
      '      summary: Get b',
      '      x-mint:',
      '        content: "Intro of b.\\n\\n<ResponseExample>\\n\\n```json Spec own\\n{ \\"fromContent\\": true }\\n```\\n\\n</ResponseExample>\\n"',
      '      responses:',
      "        '200':",
      '          description: OK',
      '          content: { application/json: { example: { generatedB: true } } }',
      '',
    ].join('\n');
    const own =
      '---\nopenapi: GET /a\n---\n\nText.\n\n<RequestExample>\n\n```bash Mine\ncurl https://api.test/a?mine=1\n```\n\n</RequestExample>\n';
    const plain = '---\nopenapi: GET /a\n---\n\nText.\n';
    const both = own + '\n<ResponseExample>\n\n```json Mine\n{ "mine": true }\n```\n\n</ResponseExample>\n';
    const missing = own.replace('GET /a', 'GET /nowhere');
    const dir = tmpSite({
      'docs.json': {
        name: 'X',
        navigation: {
          groups: [
            { group: 'Pages', pages: ['own', 'plain', 'both', 'missing'] },
            { group: 'API', openapi: 'api.yaml' },
          ],
        },
      },
      'api.yaml': spec,
      'own.mdx': own,
      'plain.mdx': plain,
      'both.mdx': both,
      'missing.mdx': missing,
    });
    const built = await build(dir, { outDir: path.join(dir, 'dist'), cache: false });
    expect(built.ok).toBe(true);
    const page = (route: string) => fs.readFileSync(path.join(dir, 'dist', route, 'index.html'), 'utf8');
    expect(page('own')).toContain('data-title="Mine"');
    expect(page('own')).not.toContain('sx-api-request');
    // Its request example only: the generated response example stays, below it.
    expect(page('own')).toContain('sx-api-response');
    expect(page('own').indexOf('data-title="Mine"')).toBeLessThan(page('own').indexOf('generated'));
    expect(page('own')).toContain('sx-api-reference');
    expect(page('both')).not.toContain('sx-api-request');
    expect(page('both')).not.toContain('sx-api-response');
    expect(page('both')).not.toContain('generated');
    expect(page('both')).toContain('mine');
    // The Markdown twin: the page's own request example stands for the generated one there too.
    const twin = (route: string) => fs.readFileSync(path.join(dir, 'dist', `${route}.md`), 'utf8');
    expect(twin('own')).toContain('curl https://api.test/a?mine=1');
    expect(twin('own')).not.toContain('## Example request');
    expect(twin('plain')).toContain('## Example request');
    // x-docs content of a generated page places its own examples the same way.
    const b = page('api-reference/get-b');
    expect(b).toContain('fromContent');
    expect(b).not.toContain('generatedB');
    expect(b).toContain('sx-api-request');
    expect(b.indexOf('sx-api-endpoint')).toBeLessThan(b.indexOf('Intro of b.'));
    // An operation the spec does not have: the page shows its content, its example beside it.
    expect(built.diagnostics.map((d) => [d.file, d.code])).toContainEqual(['missing.mdx', 'nav-endpoint-not-found']);
    expect(page('missing')).toMatch(
      /<div class="sx-api-layout"><div class="sx-api-examples">[^]*data-title="Mine"[^]*<div class="sx-api-main"><p>Text.<\/p>/,
    );
    // Without examples of its own, the page gets the generated ones.
    expect(page('plain')).toContain('sx-api-request');
    expect(page('plain')).toContain('generated');
  });

  it('offer every status with content in the response menu; a status’s further named examples only while there is room', async () => {
    const status = (code: number) => [
      `        '${code}':`,
      '          description: D',
      `          content: { application/json: { example: { status${code}: true } } }`,
    ];
    const spec = [
      'openapi: 3.1.0',
      'info: { title: T, version: "1" }',
      'paths:',
      '  /a:',
      '    get:',
      '      summary: Get a',
      '      responses:',
      "        '200':",
      '          description: OK',
      '          content:',
      '            application/json:',
      '              examples:',
      '                one: { summary: First, value: { first: true } }',
      '                two: { summary: Second, value: { second: true } }',
      ...[400, 401, 403, 404, 429, 500].flatMap((c) => status(c)),
      "        '204': { description: No content }",
      '',
    ].join('\n');
    const dir = tmpSite({ 'docs.json': { name: 'X', navigation: { groups: [{ group: 'API', openapi: 'api.yaml' }] } }, 'api.yaml': spec });
    const built = await build(dir, { outDir: path.join(dir, 'dist'), cache: false });
    expect(built.ok).toBe(true);
    const page = fs.readFileSync(path.join(dir, 'dist', 'api-reference/get-a', 'index.html'), 'utf8');
    const group = page.slice(page.indexOf('data-sx-tabs="sx-api-response"'));
    const titles = [...group.matchAll(/<figure class="sx-code" data-lang="json" data-title="([^"]+)"/g)].map((m) => m[1]);
    // 200's two named examples (there is room), then one example for each error status; 204 has no content.
    expect(titles).toEqual(['200 First', '200 Second', '400', '401', '403', '404', '429', '500']);
    expect(group).toContain('status500');
  });
});

describe('a summary written as paragraphs', () => {
  const spec = {
    openapi: '3.1.0',
    info: { title: 'Paragraphs', version: '1' },
    servers: [{ url: 'https://api.example.com' }],
    paths: {
      '/audio/speech': {
        post: {
          operationId: 'createSpeech',
          summary: 'Generates audio from the input text.\n\nReturns the [audio file](https://example.com/audio) content.\n',
          description: 'Up to 4,096 characters.',
          responses: { '200': { description: 'OK' } },
        },
      },
    },
    webhooks: {
      'group-destroyed': {
        post: {
          summary: 'This event occurs when there is activity relating to a group.\n\nSee "[Groups](https://example.com/groups)".',
          responses: { '200': { description: 'OK' } },
        },
      },
    },
  };
  let built: string;
  beforeAll(async () => {
    const root = tmpSite({
      'docs.json': { name: 'P', navigation: { groups: [{ group: 'API', openapi: 'openapi.json' }] } },
      'openapi.json': spec,
    });
    built = path.join(tmpSite({}), 'dist');
    expect((await build(root, { outDir: built, cache: false })).ok).toBe(true);
  });
  const page = (route: string) => fs.readFileSync(path.join(built, route, 'index.html'), 'utf8');

  it('titles an operation by its first sentence and a webhook by its name, and opens the page with the summary as Markdown', () => {
    const [op, hook] = ['api-reference/createspeech', 'api-reference/group-destroyed'];
    expect(page(op)).toMatch(/<h1[^>]*>Generates audio from the input text<\/h1>/);
    expect(page(op)).toMatch(/<title>Generates audio from the input text - P<\/title>/);
    expect(page(op)).toMatch(
      /<p>Generates audio from the input text\.<\/p>\s*<p>Returns the <a href="https:\/\/example\.com\/audio">audio file<\/a> content\.<\/p>\s*<p>Up to 4,096 characters\.<\/p>/,
    );
    expect(page(hook)).toMatch(/<h1[^>]*>group-destroyed<\/h1>/);
    expect(page(hook)).toContain('<a href="https://example.com/groups">Groups</a>');
    // The sidebar lists both by their titles, never by a paragraph.
    expect(page(op)).not.toMatch(/>This event occurs/);
    expect(page(op)).toMatch(/>group-destroyed</);
  });
});

describe('response, server and server-variable descriptions', () => {
  const spec = {
    openapi: '3.1.0',
    info: { title: 'Descriptions', version: '1' },
    servers: [
      {
        url: 'https://{region}.example.com',
        description: 'Server `srvdesc` **bold** <script>alert(1)</script>',
        variables: { region: { default: 'us', description: 'Var `vardesc` [see](javascript:alert(1))' } },
      },
      { url: 'https://backup.example.com', description: 'Backup *server*' },
    ],
    paths: {
      '/eligibility': {
        get: {
          operationId: 'check',
          responses: {
            '200': { description: 'The request succeeded. `eligible` is **false** when [nothing](https://example.com) applies.' },
            '400': { description: 'Bad <img src=x onerror=alert(1)> [input](javascript:alert(1)).' },
            '500': { description: `A ${'very '.repeat(40)}long \`line\`.` },
          },
        },
      },
    },
  };
  let built: string;
  beforeAll(async () => {
    const root = tmpSite({
      'docs.json': { name: 'D', navigation: { groups: [{ group: 'API', openapi: 'openapi.json' }] } },
      'openapi.json': spec,
    });
    built = path.join(tmpSite({}), 'dist');
    expect((await build(root, { outDir: built, cache: false })).ok).toBe(true);
  });
  const read = (file: string) => fs.readFileSync(path.join(built, file), 'utf8');
  const pages = builtPages(() => built);

  it('draws a response’s description in its summary as inline Markdown, sanitised', () => {
    const page = read('api-reference/get-eligibility/index.html');
    const summaries = page.match(/<summary>[^]*?<\/summary>/g) ?? [];
    expect(summaries[0]).toBe(
      '<summary><span class="sx-status sx-status-2xx">200</span> <span class="sx-response-desc">The request succeeded. <code>eligible</code> is <strong>false</strong> when <a href="https://example.com">nothing</a> applies.</span></summary>',
    );
    expect(summaries[1]).toContain('<a>input</a>');
    expect(summaries[1]).not.toMatch(/onerror|javascript:/);
    // A line too long for a summary is cut there, and shown whole below it.
    expect(summaries[2]).toMatch(/<span class="sx-response-desc">A (very )+ve…<\/span><\/summary>$/);
    expect(page).toMatch(/<\/summary><div class="sx-api-desc"><p>A (very )+long <code>line<\/code>\.<\/p><\/div>/);
  });

  it('draws server and server-variable descriptions as inline Markdown, sanitised; the playground gets their plain text', () => {
    const page = read('api-reference/get-eligibility/index.html');
    expect(page).toContain('<span class="sx-server-desc">Server <code>srvdesc</code> <strong>bold</strong> </span>');
    expect(page).toContain('<span class="sx-server-var-desc">Var <code>vardesc</code> <a>see</a></span>');
    expect(page).toContain('<span class="sx-server-desc">Backup <em>server</em></span>');
    expect(page).not.toMatch(/<script>alert|javascript:/);
    const { servers } = pages.apiData('api-reference/get-eligibility');
    expect(servers[0]?.description).toBe('Server srvdesc bold alert(1)');
    expect(servers[0]?.variables?.['region']?.description).toBe('Var vardesc see');
    expect(servers[1]?.description).toBe('Backup server');
  });

  it('keeps the descriptions as Markdown in the page’s twin', () => {
    const twin = read('api-reference/get-eligibility.md');
    expect(twin).toContain('The request succeeded. `eligible` is **false** when [nothing](https://example.com) applies.');
    expect(twin).toContain('Server `srvdesc` **bold**');
    expect(twin).not.toContain('<code>');
  });
});

describe('operations without a summary', () => {
  let built: string;
  beforeAll(async () => {
    const get = (summary?: string) => ({
      get: { ...(summary ? { summary } : {}), operationId: 'src.handlers.x', responses: { '200': { description: 'OK' } } },
    });
    const root = tmpSite({
      'docs.json': {
        name: 'P',
        navigation: { groups: [{ group: 'API', openapi: 'openapi.json', pages: ['GET /a', 'withsum', 'nosum'] }] },
      },
      'openapi.json': {
        openapi: '3.0.3',
        info: { title: 'P', version: '1' },
        paths: { '/a': get(), '/b': get('Get one thing'), '/c': get() },
      },
      'withsum.mdx': '---\nopenapi: get /b\n---\n',
      'nosum.mdx': '---\nopenapi: get /c\n---\n',
    });
    built = path.join(tmpSite({}), 'dist');
    expect((await build(root, { outDir: built, cache: false })).ok).toBe(true);
  });
  const page = (route: string) => fs.readFileSync(path.join(built, route, 'index.html'), 'utf8');

  it('are titled by method and path (as openapi-check says), never by the operationId', () => {
    expect(page('api-reference/get-a')).toMatch(/<h1[^>]*>GET \/a<\/h1>/);
    expect(page('api-reference/get-a')).not.toContain('src.handlers');
  });

  it('an MDX page naming one with no title of its own takes its summary, else its file name, in the page and the sidebar', () => {
    expect(page('withsum')).toMatch(/<h1[^>]*>Get one thing<\/h1>/);
    expect(page('api-reference/get-a')).toMatch(/href="\/withsum"[^>]*>Get one thing</);
    expect(page('nosum')).toMatch(/<h1[^>]*>Nosum<\/h1>/);
  });
});

describe('a security requirement naming an undeclared scheme', () => {
  it('warns once per spec at its first use, and the pages and playground leave it out', async () => {
    const op = (summary: string, security: object[]) => ({ get: { summary, security, responses: { '200': { description: 'OK' } } } });
    const root = tmpSite({
      'docs.json': { name: 'S', navigation: { groups: [{ group: 'Fonts', openapi: 'openapi.json' }] } },
      'openapi.json': {
        openapi: '3.0.1',
        info: { title: 'fonts', version: '1' },
        servers: [{ url: 'https://x.example' }],
        paths: {
          '/fonts': op('List fonts', [{ BearerAuth: [] }]),
          '/sizes': op('List sizes', [{ BearerAuth: [] }, { ApiKey: [] }]),
        },
        components: { securitySchemes: { ApiKey: { type: 'apiKey', in: 'header', name: 'X-Key' } } },
      },
    });
    const built = path.join(tmpSite({}), 'dist');
    const r = await build(root, { outDir: built, cache: false });
    expect(r.ok).toBe(true);
    expect(r.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code} ${d.pointer}`)).toEqual([
      'openapi.json:18:13 warning spec-security-scheme-undefined /paths/~1fonts/get/security/0/BearerAuth',
    ]);
    const page = (route: string) => fs.readFileSync(path.join(built, route, 'index.html'), 'utf8');
    const data = (route: string) => JSON.parse(/<script type="application\/json" id="sx-api">(.*?)<\/script>/.exec(page(route))![1]!);
    expect(page('api-reference/list-fonts')).not.toContain('undefined scheme');
    expect(page('api-reference/list-fonts')).not.toContain('BearerAuth');
    expect(data('api-reference/list-fonts').security).toEqual([]);
    expect(page('api-reference/list-sizes')).not.toContain('BearerAuth');
    expect(data('api-reference/list-sizes').security).toEqual([[{ scheme: 'ApiKey', scopes: [] }]]);
  });
});
