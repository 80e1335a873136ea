/**
 * Schema trees drawn from a small spec: what the top of a body shows (an array names itself above its
 * items' fields), and the facts line of a field.
 */
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { tmpSite } from '../../../test/helpers/tmp-site.js';
import { escapeHtml } from '../../common/escape-html.js';
import type { SchemaNode } from '../../model/api-endpoint.js';
import { SpecView } from '../../openapi/endpoint/schema.js';
import { loadOpenApi } from '../../specs/openapi/openapi-document.js';
import { SchemaFields, SchemaRoot, type TreeContext } from './schema-tree.js';

const SCHEMAS = {
  Ids: { type: 'array', items: { type: 'string' }, description: 'IDs of the orders to cancel' },
  Orders: {
    type: 'array',
    description: 'Orders to place',
    minItems: 1,
    items: { type: 'object', properties: { name: { type: 'string', description: 'The name.' } } },
  },
  MaybeIds: { anyOf: [{ type: 'array', items: { type: 'integer' } }, { type: 'null' }], description: 'Counts, if any' },
  Order: { type: 'object', description: 'One order', properties: { name: { type: 'string' } } },
  Request: {
    type: 'object',
    properties: {
      modalities: { type: 'array', items: { type: 'string', enum: ['text', 'image', 'audio'] } },
      grid: { type: 'array', items: { type: 'array', items: { $ref: '#/components/schemas/Cell' } } },
      single: { type: 'string', enum: ['x', 'y'] },
      tags: { type: 'array', items: { type: 'string' } },
    },
  },
  Cell: { type: 'integer', enum: [0, 1] },
  Kinds: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
  Examples: {
    type: 'object',
    properties: {
      addrs: { type: 'array', items: { type: 'string' }, example: ['0xaaa', '0xbbb'] },
      tags: { type: 'array', items: { type: 'string' }, example: ['a'], default: [] },
      obj: { type: 'object', example: { k: 1 } },
      long: { type: 'array', items: { type: 'string' }, examples: [Array.from({ length: 30 }, (_, i) => `item-${i}`)] },
      word: { type: 'string', example: 'hi' },
    },
  },
  Lifecycle: {
    type: 'object',
    properties: {
      status: { anyOf: [{ const: 'active' }, { const: 'retired', type: 'string' }, { enum: [3] }, { title: 'Other', const: 'x' }] },
      kind: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
    },
  },
};

const view = (() => {
  const spec = { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: {}, components: { schemas: SCHEMAS } };
  const loaded = loadOpenApi(tmpSite({ 'spec.json': spec }), 'spec.json');
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
  return new SpecView(loaded.doc);
})();

const ctx: TreeContext = { view, markdown: (t) => `<p>${escapeHtml(t)}</p>`, mode: 'request', expanded: false };
const schema = (name: keyof typeof SCHEMAS): SchemaNode =>
  view.node({ $ref: `#/components/schemas/${name}` }, { file: 'spec.json', pointer: '' }) ?? expect.unreachable();
const root = (name: keyof typeof SCHEMAS) => renderToString(<SchemaRoot ctx={ctx} node={schema(name)} />);

describe('SchemaRoot', () => {
  it('names an array of scalars by its type, with its description, not by its item', () => {
    const html = root('Ids');
    expect(html).toContain('<span class="sx-type">string[]</span>');
    expect(html).toContain('IDs of the orders to cancel');
    expect(html).not.toContain('<span class="sx-type">string</span>');
  });

  it('names an array of objects, with its description and facts, and nests its items’ fields under it, open', () => {
    const html = root('Orders');
    expect(html).toMatch(/^<div class="sx-field sx-field-root"><p class="sx-field-head"><span class="sx-type">object\[\]<\/span><\/p>/);
    expect(html).toContain('<p>Orders to place</p>');
    expect(html).toMatch(/min items <code>1<\/code>/);
    expect(html).toMatch(
      /<details class="sx-nested" open><summary>Show item attributes<\/summary><ul class="sx-fields"><li class="sx-field field">[^]*?<code class="sx-field-name">name<\/code>[^]*?The name\./,
    );
  });

  it('names an array that may be null by its whole type, with the description beside the choice', () => {
    const html = root('MaybeIds');
    expect(html).toContain('<span class="sx-type">integer[] | null</span>');
    expect(html).toContain('Counts, if any');
  });

  it('draws an object as its fields, with no root line', () => {
    const html = root('Order');
    expect(html).toMatch(/^<ul class="sx-fields">/);
    expect(html).not.toContain('sx-field-root');
  });
});

describe('allowed values', () => {
  const fields = renderToString(<SchemaFields ctx={ctx} node={schema('Request')} depth={0} stack={[]} />);
  const field = (name: string) => new RegExp(`<code class="sx-field-name">${name}</code>[^]*?</li>`).exec(fields)?.[0] ?? '';
  const allowed = (...values: string[]) => `Allowed: ${values.map((v) => `<code>${v}</code>`).join(' ')}`;

  it('of an array’s items are shown as a plain enum’s are, under the array’s type', () => {
    expect(field('modalities')).toContain('<span class="sx-type">string[]</span>');
    expect(field('modalities')).toContain(allowed('&quot;text&quot;', '&quot;image&quot;', '&quot;audio&quot;'));
    expect(field('single')).toContain(allowed('&quot;x&quot;', '&quot;y&quot;'));
    // Through arrays of arrays, and items reached by $ref.
    expect(field('grid')).toContain('<span class="sx-type">Cell[][]</span>');
    expect(field('grid')).toContain(allowed('0', '1'));
    expect(field('tags')).not.toContain('Allowed');
  });

  it('of an array at the top of a body are shown on its root line', () => {
    expect(root('Kinds')).toContain(allowed('&quot;a&quot;', '&quot;b&quot;'));
  });
});

describe('facts', () => {
  const fields = renderToString(<SchemaFields ctx={ctx} node={schema('Examples')} depth={0} stack={[]} />);
  const field = (name: string) => new RegExp(`<code class="sx-field-name">${name}</code>[^]*?</li>`).exec(fields)?.[0] ?? '';

  it('show an array or object example as compact JSON, as a default is shown, cut when long', () => {
    expect(field('addrs')).toContain('Example: <code>[&quot;0xaaa&quot;,&quot;0xbbb&quot;]</code>');
    expect(field('tags')).toContain('Default: <code>[]</code>');
    expect(field('tags')).toContain('Example: <code>[&quot;a&quot;]</code>');
    expect(field('obj')).toContain('Example: <code>{&quot;k&quot;:1}</code>');
    expect(field('long')).toMatch(/Example: <code>\[&quot;item-0&quot;,[^<]*…<\/code>/);
    expect(field('word')).toContain('Example: <code>&quot;hi&quot;</code>');
  });
});

describe('variants', () => {
  const fields = renderToString(<SchemaFields ctx={ctx} node={schema('Lifecycle')} depth={0} stack={[]} />);
  const titles = (html: string) => [...html.matchAll(/<p class="sx-variant-title">([^<]*)<\/p>/g)].map((m) => m[1]);

  it('are named by their one value (`const`, or an `enum` of one) when they have no title, not N times by their type', () => {
    expect(titles(fields)).toEqual([
      'Any of: &quot;active&quot;',
      'Any of: &quot;retired&quot;',
      'Any of: 3',
      'Any of: Other',
      'One of: string',
      'One of: integer',
    ]);
    expect(fields).toContain('data-title="&quot;active&quot;"');
  });
});
