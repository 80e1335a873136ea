/**
 * The endpoint model on small specs: `$ref` following and `allOf` merging, form schemas for the
 * playground (bounded, cycles cut), the sample request (`api.examples.defaults: required`), frontmatter
 * operation references, and settings that change a page (`api.params.expanded`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formSchema, playgroundDisplay } from '../../src/openapi/endpoint/api-data.js';
import { mediaExample, sampleRequest } from '../../src/openapi/endpoint/examples.js';
import { codeSamples } from '../../src/samples/index.js';
import { specMarkdown } from '../../src/openapi/endpoint/markdown.js';
import { readEndpoint } from '../../src/openapi/endpoint/operation.js';
import { typeLabel } from '../../src/render/api/schema-format.js';
import { SpecView } from '../../src/openapi/endpoint/schema.js';
import { loadOpenApi } from '../../src/specs/openapi/openapi-document.js';
import { build } from '../../src/output/build.js';
import { tmpSite } from '../helpers/tmp-site.js';

const SPEC = {
  openapi: '3.0.3',
  info: { title: 'T', version: '1' },
  servers: [{ url: 'https://{host}/api', variables: { host: { default: 'example.org' } } }],
  paths: {
    '/things/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      put: {
        parameters: [
          { name: 'verbose', in: 'query', schema: { type: 'boolean', example: true } },
          { name: 'tag', in: 'query', required: true, schema: { type: 'array', items: { type: 'string' } }, example: ['a', 'b'] },
          { name: 'X-Key', in: 'header', schema: { type: 'string' } },
        ],
        security: [{ key: [] }],
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
        responses: { '200': { description: 'ok' } },
      },
    },
  },
  components: {
    schemas: {
      Base: { type: 'object', required: ['id'], properties: { id: { type: 'integer', readOnly: true } } },
      Thing: {
        allOf: [
          { $ref: '#/components/schemas/Base' },
          {
            type: 'object',
            required: ['name'],
            properties: {
              name: { type: 'string', nullable: true },
              note: { type: 'string' },
              child: { $ref: '#/components/schemas/Thing' },
            },
          },
        ],
      },
    },
    securitySchemes: { key: { type: 'apiKey', in: 'query', name: 'api_key' } },
  },
};

function view(): SpecView {
  const root = tmpSite({ 'spec.json': SPEC });
  const loaded = loadOpenApi(root, 'spec.json');
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
  return new SpecView(loaded.doc);
}

describe('the endpoint model', () => {
  it('OpenAPI 3.2: QUERY, additionalOperations (any case), querystring apart from parameters, itemSchema', () => {
    const root = tmpSite({
      'spec.json': {
        openapi: '3.2.0',
        info: { title: 'T', version: '1' },
        paths: {
          '/m': {
            parameters: [
              { name: 'q', in: 'querystring', content: { 'application/x-www-form-urlencoded': { schema: { type: 'object' } } } },
            ],
            query: { responses: { '200': { description: 'ok', content: { 'application/jsonl': { itemSchema: { type: 'object' } } } } } },
            additionalOperations: { PURGE: { responses: { '204': { description: 'gone' } } } },
          },
        },
      },
    });
    const loaded = loadOpenApi(root, 'spec.json');
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
    const v = new SpecView(loaded.doc);
    const query = readEndpoint(v, 'operation', 'QUERY', '/m')!;
    expect(query).toMatchObject({ method: 'QUERY', at: { pointer: '/paths/~1m/query' }, parameters: [] });
    expect(query.querystring).toMatchObject({ name: 'q', required: false, media: { mediaType: 'application/x-www-form-urlencoded' } });
    expect(query.responses[0]!.contents[0]!.itemNode).toMatchObject({ s: { type: 'object' } });
    expect(query.responses[0]!.contents[0]!.node).toBeUndefined();
    expect(readEndpoint(v, 'operation', 'purge', '/m')).toMatchObject({
      method: 'PURGE',
      at: { pointer: '/paths/~1m/additionalOperations/PURGE' },
    });
    expect(readEndpoint(v, 'operation', 'COPY', '/m')).toBeUndefined();
  });

  it('merges path-level parameters, follows $refs and allOf, and labels types', () => {
    const v = view();
    const e = readEndpoint(v, 'operation', 'PUT', '/things/{id}')!;
    expect(e.parameters.map((p) => `${p.in}:${p.name}:${p.required}`)).toEqual([
      'path:id:true',
      'query:verbose:false',
      'query:tag:true',
      'header:X-Key:false',
    ]);
    const thing = e.body!.contents[0]!.node!;
    expect(thing.name).toBe('Thing');
    expect(v.properties(thing).map((p) => [p.name, p.required])).toEqual([
      ['id', true],
      ['name', true],
      ['note', false],
      ['child', false],
    ]);
    expect(typeLabel(v, v.properties(thing)[1]!.node)).toBe('string | null');
    expect(readEndpoint(v, 'operation', 'GET', '/things/{id}')).toBeUndefined();
  });

  it('trims schemas for the playground: readOnly left out of requests, cycles cut', () => {
    const v = view();
    const e = readEndpoint(v, 'operation', 'PUT', '/things/{id}')!;
    const form = formSchema(v, e.body!.contents[0]!.node!, 'request');
    expect(Object.keys(form.properties!)).toEqual(['name', 'note', 'child']);
    expect(form.properties!['name']).toEqual({ type: 'string', nullable: true });
    expect(form.properties!['child']).toEqual({ type: 'object', title: 'Thing', recursive: true });
    expect(form.required).toEqual(['name']);
    expect(JSON.stringify(form).length).toBeLessThan(500);
  });

  it('builds the sample request: first server, examples, security; `required` leaves optional parameters out', () => {
    const v = view();
    const e = readEndpoint(v, 'operation', 'PUT', '/things/{id}')!;
    const all = sampleRequest(v, e, false);
    expect(all.url).toBe('https://example.org/api/things/{id}?verbose=true&tag=a&tag=b&api_key=%3Capi-key%3E');
    expect(all.headers).toContainEqual({ name: 'Content-Type', value: 'application/json' });
    expect(JSON.parse((all.body as { text: string }).text)).toEqual({ name: 'string', note: 'string', child: expect.any(Object) });
    const required = sampleRequest(v, e, true);
    expect(required.url).toBe('https://example.org/api/things/{id}?tag=a&tag=b&api_key=%3Capi-key%3E');
    expect(required.headers.map((h) => h.name)).toEqual(['Content-Type']);
    expect(JSON.parse((required.body as { text: string }).text)).toEqual({ name: 'string' });
  });

  it('keeps a path parameter the spec gives no value as `{name}` in every sample, and fills nested examples four levels down', () => {
    const v = view();
    const e = readEndpoint(v, 'operation', 'PUT', '/things/{id}')!;
    for (const sample of codeSamples(sampleRequest(v, e, true), ['curl', 'python', 'javascript', 'go']))
      expect(sample.code, sample.language).toContain('/api/things/{id}');
    const root = tmpSite({
      'spec.json': {
        openapi: '3.0.3',
        info: { title: 'T', version: '1' },
        paths: {
          '/chat': {
            post: {
              responses: {
                '200': {
                  description: 'ok',
                  content: {
                    'application/json': {
                      schema: {
                        type: 'object',
                        properties: {
                          choices: {
                            type: 'array',
                            items: {
                              type: 'object',
                              properties: { message: { type: 'object', properties: { role: { type: 'string' } } } },
                            },
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    });
    const loaded = loadOpenApi(root, 'spec.json');
    if (!loaded.ok) throw new Error('spec');
    const chat = new SpecView(loaded.doc);
    const media = readEndpoint(chat, 'operation', 'POST', '/chat')!.responses[0]!.contents[0]!;
    expect(mediaExample(chat, media, 'response')).toEqual({ choices: [{ message: { role: 'string' } }] });
  });

  it('samples a string whose only value is minLength padding as plain "string"; its own example, default, enum or format stay', () => {
    const str = (extra: object) => ({ type: 'string', minLength: 20, ...extra });
    const root = tmpSite({
      'spec.json': {
        openapi: '3.0.3',
        info: { title: 'T', version: '1' },
        paths: {
          '/poll': {
            post: {
              parameters: [
                { in: 'query', required: true, name: 'code_challenge', schema: { type: 'string', minLength: 43, maxLength: 128 } },
              ],
              requestBody: {
                content: {
                  'application/json': {
                    schema: {
                      type: 'object',
                      properties: {
                        token: str({}),
                        cut: { type: 'string', minLength: 10, maxLength: 10 },
                        short: { type: 'string', maxLength: 3 },
                        own: str({ example: 'abcdefghijklmnopqrstuvwxyz' }),
                        fallback: str({ default: 'stringstringstringstring' }),
                        picked: str({ enum: ['one-of-these-values-here'] }),
                        secret: str({ format: 'password' }),
                        when: { type: 'string', format: 'date-time' },
                        list: { type: 'array', items: str({}) },
                      },
                    },
                  },
                },
              },
              responses: { '200': { description: 'ok' } },
            },
          },
        },
      },
    });
    const loaded = loadOpenApi(root, 'spec.json');
    if (!loaded.ok) throw new Error('spec');
    const v = new SpecView(loaded.doc);
    const e = readEndpoint(v, 'operation', 'POST', '/poll')!;
    const request = sampleRequest(v, e, false);
    expect(request.url).toBe('https://api.example.com/poll?code_challenge=string');
    const body = JSON.parse((request.body as { text: string }).text) as Record<string, unknown>;
    expect(body).toEqual({
      token: 'string',
      cut: 'string',
      short: 'str',
      own: 'abcdefghijklmnopqrstuvwxyz',
      fallback: 'stringstringstringstring',
      picked: 'one-of-these-values-here',
      secret: expect.stringMatching(/^pa\$\$word/),
      when: '2019-08-24T14:15:22Z',
      list: ['string'],
    });
  });

  it('resolves `$ref`s inside example values, and keeps one that points nowhere as written', () => {
    const root = tmpSite({
      'spec.json': {
        openapi: '3.0.3',
        info: { title: 'T', version: '1' },
        paths: {
          '/agents': {
            get: {
              responses: {
                '200': {
                  description: 'ok',
                  content: {
                    'application/json': {
                      example: { agents: [{ $ref: '#/components/examples/Agent/value' }], other: { $ref: '#/nowhere' } },
                    },
                  },
                },
              },
            },
          },
        },
        components: { examples: { Agent: { value: { id: 'a1', name: 'Ada' } } } },
      },
    });
    const loaded = loadOpenApi(root, 'spec.json');
    if (!loaded.ok) throw new Error('spec');
    const v = new SpecView(loaded.doc);
    const media = readEndpoint(v, 'operation', 'GET', '/agents')!.responses[0]!.contents[0]!;
    expect(mediaExample(v, media, 'response')).toEqual({ agents: [{ id: 'a1', name: 'Ada' }], other: { $ref: '#/nowhere' } });
  });

  it('chooses the playground mode: frontmatter, x-docs, then settings; interactive without a server too', () => {
    const v = view();
    const e = readEndpoint(v, 'operation', 'PUT', '/things/{id}')!;
    expect(playgroundDisplay(e, undefined, {})).toBe('interactive');
    expect(playgroundDisplay(e, 'none', { display: 'simple' })).toBe('none');
    expect(playgroundDisplay({ ...e, servers: [] }, undefined, {})).toBe('interactive');
    expect(playgroundDisplay({ ...e, xdocs: { metadata: {}, display: 'auth' } }, undefined, { display: 'simple' })).toBe('auth');
  });

  it('sanitises spec Markdown', () => {
    const html = specMarkdown(
      'Hi <b onmouseover="x()">there</b> [x](javascript:alert(1)) <iframe src="https://e.com"></iframe>\n\n<script>alert(1)</script>',
    );
    expect(html).toContain('<b>there</b>');
    expect(html).not.toMatch(/onmouseover|javascript:|<iframe|<script/);
    expect(specMarkdown('Plain words')).toBe('<p>Plain words</p>');
    expect(specMarkdown('a < b & c')).toBe('<p>a &#x3C; b &#x26; c</p>');
  });

  it("reads a schema's properties once, yet reports a broken chain under them to every page that reaches it", () => {
    const loop: Record<string, object> = {};
    for (let i = 0; i < 10; i++) loop[`L${i}`] = { $ref: `#/components/schemas/L${(i + 1) % 10}` };
    const root = tmpSite({
      'spec.json': {
        openapi: '3.1.0',
        info: { title: 'T', version: '1' },
        paths: {},
        components: {
          schemas: {
            ...loop,
            Good: { type: 'object', properties: { id: { type: 'string' } } },
            Bad: { type: 'object', properties: { name: { type: 'string' }, loop: { $ref: '#/components/schemas/L0' } } },
          },
        },
      },
    });
    const loaded = loadOpenApi(root, 'spec.json');
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
    const v = new SpecView(loaded.doc);
    const at = (name: string) => ({ file: 'spec.json', pointer: `/components/schemas/${name}` });
    const good = v.node({ $ref: '#/components/schemas/Good' }, at('Good'))!;
    const bad = v.node({ $ref: '#/components/schemas/Bad' }, at('Bad'))!;
    // The same array for the same schema (read once); the same names each time.
    expect(v.properties(good)).toBe(v.properties(good));
    expect(v.properties(good).map((p) => p.name)).toEqual(['id']);
    // Each page compiled takes its problems: the second page that reads Bad is told of the loop too.
    for (const page of [1, 2]) {
      expect(
        v.properties(bad).map((p) => p.name),
        `page ${page}`,
      ).toEqual(['name']);
      expect(
        v.takeProblems().map((p) => p.code),
        `page ${page}`,
      ).toEqual(['spec-ref-circular']);
    }
  });
});

describe('settings that change endpoint pages', () => {
  it('api.params.expanded: all opens nested levels; api.examples.autogenerate: false keeps only x-codeSamples', async () => {
    const spec = structuredClone(SPEC) as typeof SPEC & Record<string, never>;
    Object.assign(spec.paths['/things/{id}'].put, { 'x-code-samples': [{ lang: 'go', source: 'package main' }] });
    Object.assign(spec.components.schemas.Thing.allOf[1]!, {
      properties: {
        ...(spec.components.schemas.Thing.allOf[1] as { properties: object }).properties,
        meta: { type: 'object', properties: { a: { type: 'string' } } },
      },
    });
    const root = tmpSite({
      'docs.json': {
        api: { params: { expanded: 'all' }, examples: { autogenerate: false } },
        navigation: { groups: [{ group: 'API', openapi: 'spec.json' }] },
      },
      'spec.json': spec,
    });
    const result = await build(root, { outDir: path.join(root, 'dist'), cache: false });
    expect(result.ok).toBe(true);
    const file = fs
      .readdirSync(path.join(root, 'dist/api-reference'), { recursive: true, encoding: 'utf8' })
      .find((f) => f.endsWith('index.html'))!;
    const html = fs.readFileSync(path.join(root, 'dist/api-reference', file), 'utf8');
    expect(html).toMatch(/<details class="sx-nested" open><summary>Show meta attributes/);
    // A recursive level never starts open (it would load itself without end).
    expect(html).toMatch(/<details class="sx-nested" data-sx-schema="[^"]+"><summary>Show child attributes/);
    // The request group's panels, one per sample.
    const titles = [...html.matchAll(/id="sx-api-request-panel-\d+" data-title="([^"]+)"/g)].map((t) => t[1]);
    expect(titles).toEqual(['go']);
  });
});
