/**
 * Frontmatter `openapi-schema: "[spec ]Name"`: the page shows one of the spec's named schemas under its
 * own content (the reference's data model pages), with its fields, Markdown twin and table of contents.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../src/output/build.js';
import { checkSiteAndPages } from '../src/site/check.js';
import { tmpSite } from './helpers/tmp-site.js';

const SPEC = {
  openapi: '3.1.0',
  info: { title: 'Shop', version: '1' },
  paths: {},
  components: {
    schemas: {
      Order: {
        type: 'object',
        description: 'An order placed by a **customer**.',
        required: ['id'],
        properties: {
          id: { type: 'string', readOnly: true, description: 'Its id.' },
          secret: { type: 'string', writeOnly: true },
          items: { type: 'array', items: { $ref: '#/components/schemas/Item' } },
        },
      },
      Item: { type: 'object', properties: { sku: { type: 'string' }, qty: { type: 'integer', minimum: 1 } } },
    },
  },
};

function site(): string {
  return tmpSite({
    'docs.json': { name: 'Models', navigation: { pages: ['order', 'item', 'pet', 'typo', 'plain'] } },
    'specs/shop.json': SPEC,
    'specs/legacy.json': {
      swagger: '2.0',
      info: { title: 'Legacy', version: '1' },
      paths: {},
      definitions: { Pet: { type: 'object', properties: { name: { type: 'string' } } } },
    },
    'pet.mdx': '---\ntitle: Pet\nopenapi-schema: specs/legacy.json Pet\n---\n',
    'order.mdx': '---\ntitle: The order\nopenapi-schema: Order\n---\n\nWhat an order is.\n',
    // The spec named by its file stem, as the reference accepts it.
    'item.mdx': '---\ntitle: Item\nopenapi-schema: shop Item\n---\n',
    'typo.mdx': '---\ntitle: Typo\nopenapi-schema: Ordr\n---\n\nText.\n',
    'plain.mdx': '---\ntitle: Plain\n---\n\nText.\n',
  });
}

let out: string;
let warnings: string[];

beforeAll(async () => {
  const dir = site();
  out = path.join(dir, 'dist');
  const result = await build(dir, { outDir: out, cache: false });
  expect(result.ok).toBe(true);
  warnings = result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code} ${d.hint ?? ''}`);
}, 60_000);

const html = (route: string) => fs.readFileSync(path.join(out, route, 'index.html'), 'utf8');

describe('data model pages', () => {
  it('show the schema under the page content: name, type, description, every field', () => {
    const page = html('order');
    const content = page.indexOf('What an order is.');
    const model = page.indexOf('<section class="sx-api-section api-section sx-data-model"><h2 id="order">Order</h2>');
    expect(content).toBeGreaterThan(0);
    expect(model).toBeGreaterThan(content);
    expect(page).toContain('<p>An order placed by a <strong>customer</strong>.</p>');
    // Read-only and write-only fields alike: a model is neither a request nor a response.
    expect(page).toMatch(/<code class="sx-field-name">id<\/code>.*read-only/);
    expect(page).toMatch(/<code class="sx-field-name">secret<\/code>.*write-only/);
    expect(page).toContain('<a href="#order">Order</a>');
    expect(page).toMatch(/<title>The order/);
    // Nested levels load from a shared fragment, with the API views' runtime.
    const fragment = /data-sx-schema="(\/_sextant\/api\/[^"]+-m\.html)"/.exec(page)?.[1];
    expect(fragment).toBeDefined();
    expect(fs.readFileSync(path.join(out, fragment!), 'utf8')).toContain('<code class="sx-field-name">qty</code>');
    expect(page).toMatch(/src="\/_sextant\/api-reference\.[0-9a-f]{10}\.js"/);
    expect(html('plain')).not.toContain('api-reference.');
  });

  it('find a spec named by its file stem or path, and Swagger 2.0 definitions', () => {
    expect(html('item')).toContain('<h2 id="item">Item</h2>');
    expect(html('pet')).toMatch(/<h2 id="pet">Pet<\/h2>.*<code class="sx-field-name">name<\/code>/);
  });

  it('write the model into the Markdown twin', () => {
    const twin = fs.readFileSync(path.join(out, 'order.md'), 'utf8');
    expect(twin).toContain('What an order is.');
    expect(twin).toContain('## Order\n\n`object`\n\nAn order placed by a **customer**.');
    expect(twin).toMatch(/- `items` \(Item\\?\[\]\)\n {2}- `sku` \(string\)/);
  });

  it('a name no spec has is a located warning with the nearest name, and the page keeps its content', () => {
    expect(warnings).toEqual(['typo.mdx:3:17 warning nav-schema-not-found did you mean `Order`?']);
    expect(html('typo')).toContain('<p>Text.</p>');
    expect(html('typo')).not.toContain('sx-data-model');
  });

  it('check and a strict build report it as an error', async () => {
    const { diagnostics } = await checkSiteAndPages(site());
    expect(diagnostics.filter((d) => d.code === 'nav-schema-not-found').map((d) => d.severity)).toEqual(['error']);
    expect((await build(site(), { cache: false, strict: true })).ok).toBe(false);
  });
});
