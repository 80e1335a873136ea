/**
 * The playground's page data from a spec: documented responses with trimmed schemas (and 3.2
 * `itemSchema` for streamed media types) on pages whose playground sends requests, their node
 * budget, and `api.examples` (languages, defaults, prefill).
 */
import { describe, expect, it } from 'vitest';
import { apiPageData } from '../../src/openapi/endpoint/api-data.js';
import { readEndpoint } from '../../src/openapi/endpoint/operation.js';
import { SpecView } from '../../src/openapi/endpoint/schema.js';
import { loadOpenApi } from '../../src/specs/openapi/openapi-document.js';
import { tmpSite } from '../helpers/tmp-site.js';

/** An object schema nested `depth` levels with `width` properties per level. */
function wide(depth: number, width: number): object {
  if (depth === 0) return { type: 'string' };
  return { type: 'object', properties: Object.fromEntries(Array.from({ length: width }, (_, i) => [`p${i}`, wide(depth - 1, width)])) };
}

const SPEC = {
  openapi: '3.1.0',
  info: { title: 'T', version: '1' },
  servers: [{ url: 'https://api.example.com' }],
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
                  required: ['id'],
                  properties: { id: { type: 'integer' }, secret: { type: 'string', writeOnly: true } },
                },
              },
              'text/event-stream': { itemSchema: { type: 'object', properties: { delta: { type: 'string' } } } },
            },
          },
          '204': { description: 'nothing' },
          default: { description: 'huge', content: { 'application/json': { schema: wide(4, 6) } } },
        },
      },
    },
  },
};

function endpoint() {
  const root = tmpSite({ 'spec.json': SPEC });
  const loaded = loadOpenApi(root, 'spec.json');
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
  const view = new SpecView(loaded.doc);
  return { view, e: readEndpoint(view, 'operation', 'POST', '/chat')! };
}

describe('playground page data', () => {
  it('lists responses with content: trimmed schemas (no writeOnly), itemSchema, within a node budget', () => {
    const { view, e } = endpoint();
    const data = apiPageData(view, e, 'interactive', {});
    expect(data.responses!.map((r) => r.status)).toEqual(['200', 'default']);
    const [json, sse] = data.responses![0]!.contents;
    expect(json).toEqual({
      mediaType: 'application/json',
      schema: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
    });
    expect(sse).toEqual({ mediaType: 'text/event-stream', itemSchema: { type: 'object', properties: { delta: { type: 'string' } } } });
    // 6^4 leaves would be over a thousand nodes: the budget cuts the tree.
    const nodes = (s: unknown): number =>
      s && typeof s === 'object' ? ('type' in s ? 1 : 0) + Object.values(s).reduce((n: number, v) => n + nodes(v), 0) : 0;
    expect(nodes(data.responses![1]!.contents[0]!.schema)).toBeLessThanOrEqual(160);
    expect(JSON.stringify(data.responses![1])).toContain('"recursive":true');
  });

  it('leaves responses out where the playground sends nothing, and carries api.examples', () => {
    const { view, e } = endpoint();
    expect(apiPageData(view, e, 'simple', {}).responses).toBeUndefined();
    const data = apiPageData(view, e, 'interactive', {}, { languages: ['go', 'curl'], defaults: 'required', prefill: true });
    expect([data.samples, data.prefill]).toEqual([{ languages: ['go', 'curl'], defaults: 'required' }, true]);
    const plain = apiPageData(view, e, 'interactive', {});
    expect([plain.samples, plain.prefill]).toEqual([{ languages: ['curl', 'python', 'javascript'], defaults: 'all' }, undefined]);
    expect(apiPageData(view, e, 'interactive', {}, { autogenerate: false }).samples!.languages).toEqual([]);
  });
});

describe('form schemas', () => {
  it('carry a oneOf discriminator, mapping values as the component names the branches are titled with', () => {
    const spec = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      components: {
        schemas: {
          Cat: { type: 'object', properties: { kind: { type: 'string' }, meows: { type: 'boolean' } } },
          Dog: { type: 'object', properties: { kind: { type: 'string' }, barks: { type: 'integer' } } },
          Pet: {
            oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }],
            discriminator: { propertyName: 'kind', mapping: { cat: '#/components/schemas/Cat', hound: 'Dog' } },
          },
        },
      },
      paths: {
        '/pets': {
          post: {
            requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } },
            responses: { '204': { description: 'ok' } },
          },
        },
      },
    };
    const loaded = loadOpenApi(tmpSite({ 'spec.json': spec }), 'spec.json');
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
    const view = new SpecView(loaded.doc);
    const schema = apiPageData(view, readEndpoint(view, 'operation', 'POST', '/pets')!, 'interactive', {}).body!.contents[0]!.schema!;
    expect(schema.discriminator).toEqual({ propertyName: 'kind', mapping: { cat: 'Cat', hound: 'Dog' } });
    expect(schema.oneOf!.map((b) => b.title)).toEqual(['Cat', 'Dog']);
  });
});
