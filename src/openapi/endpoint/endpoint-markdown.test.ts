/**
 * API twins write each schema's field list once per spec view and reuse the text: a reused list must
 * read exactly as one written afresh, also where a cycle stops it differently, and a list that meets
 * a broken `$ref` is written again (each page reports the problem).
 */
import { describe, expect, it } from 'vitest';
import { endpointMarkdown } from './endpoint-markdown.js';
import { readEndpoint } from './operation.js';
import { SpecView } from './schema.js';
import { loadOpenApi } from '../../specs/openapi/openapi-document.js';
import { tmpSite } from '../../../test/helpers/tmp-site.js';

const ok = (schema: string) => ({ '200': { description: 'ok', content: { 'application/json': { schema: { $ref: schema } } } } });

// Node and Tree refer to each other. GET /tree writes Node's list under Tree, where Tree is above Node
// and its `tree` field stops there; GET /wrapped writes Node's list (same depth, same schema) under a
// wrapper, where Tree is not above it and `tree` opens Tree's fields.
const SPEC = {
  openapi: '3.0.3',
  info: { title: 'T', version: '1' },
  paths: {
    '/tree': { get: { responses: ok('#/components/schemas/Tree') } },
    '/wrapped': { get: { responses: ok('#/components/schemas/Wrapper') } },
    '/broken': { get: { responses: ok('#/components/schemas/Broken') } },
    '/broken-too': { get: { responses: ok('#/components/schemas/Broken') } },
  },
  components: {
    schemas: {
      Node: {
        type: 'object',
        properties: { name: { type: 'string' }, next: { $ref: '#/components/schemas/Node' }, tree: { $ref: '#/components/schemas/Tree' } },
      },
      Tree: {
        type: 'object',
        properties: { root: { $ref: '#/components/schemas/Node' }, label: { type: 'string', description: 'The label.' } },
      },
      Wrapper: { type: 'object', properties: { node: { $ref: '#/components/schemas/Node' } } },
      // A loop of references that never reaches a schema.
      Broken: { type: 'object', properties: { inner: { type: 'object', properties: { gone: { $ref: '#/components/schemas/Loop' } } } } },
      Loop: { $ref: '#/components/schemas/Loop2' },
      Loop2: { $ref: '#/components/schemas/Loop' },
    },
  },
};

function freshView(): SpecView {
  const loaded = loadOpenApi(tmpSite({ 'spec.json': SPEC }), 'spec.json');
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
  return new SpecView(loaded.doc);
}

const twin = (view: SpecView, path: string) => endpointMarkdown(view, readEndpoint(view, 'operation', 'get', path)!, { title: path });

describe('API twins reuse written field lists', () => {
  it('writes a list again where a cycle stops it differently, and reuses it where nothing differs', () => {
    const shared = freshView();
    const tree = twin(shared, '/tree');
    const wrapped = twin(shared, '/wrapped');
    // Under /tree, Node's `tree` field is where the cycle stops; under /wrapped, it opens Tree's fields.
    expect(tree).not.toMatch(/- `tree` \(Tree\)\n\s+- `root`/);
    expect(wrapped).toMatch(/- `tree` \(Tree\)\n\s+- `root`/);
    expect(wrapped).toContain('`label` (string): The label.');
    // Each reads as written by a view that wrote nothing before.
    expect(wrapped).toBe(twin(freshView(), '/wrapped'));
    expect(tree).toBe(twin(freshView(), '/tree'));
    // The same page again, from the kept lists.
    expect(twin(shared, '/tree')).toBe(tree);
    expect(twin(shared, '/wrapped')).toBe(wrapped);
  });

  it('writes a list that met a broken $ref again, so each page reports it', () => {
    const view = freshView();
    twin(view, '/broken');
    expect(view.takeProblems().map((p) => p.code)).toEqual(['spec-ref-circular']);
    const again = twin(view, '/broken-too');
    expect(view.takeProblems().map((p) => p.code)).toEqual(['spec-ref-circular']);
    expect(again).toBe(twin(freshView(), '/broken-too'));
  });
});

describe('API twins of array bodies', () => {
  const spec = {
    openapi: '3.0.3',
    info: { title: 'T', version: '1' },
    paths: {
      '/ids': {
        get: {
          parameters: [{ name: 'kinds', in: 'query', schema: { type: 'array', items: { type: 'string', enum: ['a', 'b', 'c'] } } }],
          responses: { '204': { description: 'done' } },
        },
        delete: {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { type: 'array', items: { type: 'string' }, description: 'IDs to cancel' } } },
          },
          responses: { '204': { description: 'done' } },
        },
      },
      '/orders': {
        post: {
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  type: 'array',
                  description: 'Orders to place',
                  items: { type: 'object', properties: { name: { type: 'string' } } },
                },
              },
            },
          },
          responses: { '204': { description: 'done' } },
        },
      },
    },
  };
  const loaded = loadOpenApi(tmpSite({ 'spec.json': spec }), 'spec.json');
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
  const view = new SpecView(loaded.doc);
  const body = (method: string, path: string) =>
    /## Request body\n\n([^]*?)\n## /.exec(endpointMarkdown(view, readEndpoint(view, 'operation', method, path)!, { title: path }))?.[1];

  it('give the allowed values of an array’s items, as of a plain enum', () => {
    const md = endpointMarkdown(view, readEndpoint(view, 'operation', 'get', '/ids')!, { title: 'Kinds' });
    expect(md).toContain('- `kinds` (string\\[], one of: "a", "b", "c")');
  });

  it('name the array with its description, as the page does, and list its items’ fields under it', () => {
    expect(body('delete', '/ids')).toBe('`application/json`: string\\[] (required)\n\nIDs to cancel\n');
    expect(body('post', '/orders')).toBe('`application/json`: object\\[]\n\nOrders to place\n\n- `name` (string)\n');
  });
});
