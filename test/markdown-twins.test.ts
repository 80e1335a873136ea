import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../src/output/build.js';
import { LLMS_TXT_CAP } from '../src/output/outputs/llms-txt.js';
import { fixture } from './helpers/built-site.js';
import { tmpSite } from './helpers/tmp-site.js';

const EXPECTED = path.resolve(import.meta.dirname, 'fixtures/twins-expected');
const read = (dir: string, rel: string) => fs.readFileSync(path.join(dir, rel), 'utf8');
const outDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-twins-'));

describe('Markdown twins and llms files of the twins fixture', () => {
  let out: string;
  beforeAll(async () => {
    out = outDir();
    const result = await build(fixture('twins'), { outDir: out, cache: false });
    expect(result.ok).toBe(true);
  }, 60_000);

  it('writes a page of every component kind as the hand-written Markdown', () => {
    expect(read(out, 'components.md')).toBe(read(EXPECTED, 'components.md'));
  });

  it('writes an API page from its operation: method and path, parameters, body, responses, curl, and its part of the spec', () => {
    expect(read(out, 'api-reference/update-a-pet.md')).toBe(read(EXPECTED, 'update-a-pet.md'));
  });

  it('writes the root page as /index.md, plain Markdown pages with their HTML, and hidden pages too', () => {
    expect(read(out, 'index.md')).toBe('# Welcome\n\nThe home of the twins site.\n\nStart with the [components](/components).\n');
    expect(read(out, 'plain.md')).toContain('A plain Markdown page with <kbd>Ctrl</kbd> and a table:\n\n| Key | Value |');
    expect(read(out, 'hidden.md')).toContain('# Hidden page');
    expect(read(out, 'noindex.md')).toContain('# Unindexed page');
  });

  it('lists pages in navigation order under their tab and group, leaving out hidden and noindex pages', () => {
    const llms = read(out, 'llms.txt');
    expect(llms).toBe(
      [
        '# Twins',
        '',
        '> A site whose pages have Markdown twins.',
        '',
        '## Guides',
        '',
        '### Start',
        '',
        '- [Welcome](/index.md): The home of the twins site.',
        '- [Every component](/components.md): One page with each component kind, to compare with its Markdown twin.',
        '',
        '### More',
        '',
        '- [Plain page](/plain.md)',
        '',
        '## API',
        '',
        '### Pets',
        '',
        "- [Update a pet](/api-reference/update-a-pet.md): Replace a pet's name and tag.",
        '',
        // The descriptions the API pages come from, as the reference's llms.txt ends.
        '## OpenAPI Specs',
        '',
        '- [Pets](/openapi.json)',
        '',
      ].join('\n'),
    );
    expect(read(out, '.well-known/llms.txt')).toBe(llms);
  });

  it('writes a scoped llms.txt per tab', () => {
    expect(read(out, 'guides/llms.txt')).toContain(
      '# Twins: Guides\n\n> A site whose pages have Markdown twins.\n\n## Start\n\n- [Welcome](/index.md)',
    );
    expect(read(out, 'guides/llms.txt')).not.toContain('update-a-pet');
    // An API page is described by its operation.
    expect(read(out, 'api/llms.txt')).toContain(
      "## Pets\n\n- [Update a pet](/api-reference/update-a-pet.md): Replace a pet's name and tag.\n",
    );
  });

  it('llms-full.txt holds every listed twin in navigation order', () => {
    const full = read(out, 'llms-full.txt');
    const at = (s: string) => full.indexOf(s);
    expect(at('Source: /index.md\n\n# Welcome')).toBeGreaterThan(0);
    expect(at('Source: /components.md\n\n# Every component')).toBeGreaterThan(at('# Welcome'));
    expect(at('# Plain page')).toBeGreaterThan(at('# Every component'));
    expect(at('# Update a pet')).toBeGreaterThan(at('# Plain page'));
    expect(full).toContain(read(EXPECTED, 'update-a-pet.md'));
    expect(full).not.toContain('# Hidden page');
    expect(full).not.toContain('# Unindexed page');
    expect(read(out, '.well-known/llms-full.txt')).toBe(full);
  });
});

describe('markdown.schema', () => {
  const spec = {
    openapi: '3.1.0',
    info: { title: 'Shop', version: '2', description: 'Not copied.' },
    servers: [{ url: 'https://shop.example' }],
    security: [{ key: [] }],
    paths: {
      '/orders/{id}': {
        parameters: [{ $ref: '#/components/parameters/Id' }],
        get: { summary: 'Get an order', responses: { '200': { $ref: '#/components/responses/Order' } } },
      },
      '/other': {
        get: {
          summary: 'Other',
          responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/Unused' } } } } },
        },
      },
    },
    components: {
      parameters: { Id: { name: 'id', in: 'path', required: true, schema: { type: 'string' } } },
      responses: {
        Order: { description: 'The order', content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } } },
      },
      schemas: {
        Order: {
          type: 'object',
          properties: { id: { type: 'string' }, lines: { type: 'array', items: { $ref: '#/components/schemas/Line' } } },
        },
        // A cycle: a line refers back to its order.
        Line: { type: 'object', properties: { sku: { type: 'string' }, order: { $ref: '#/components/schemas/Order' } } },
        Unused: { type: 'string' },
      },
      securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key' }, other: { type: 'http', scheme: 'basic' } },
    },
  };
  const site = (markdown?: object) =>
    tmpSite({
      'docs.json': { name: 'Shop', ...(markdown ? { markdown } : {}), navigation: { groups: [{ group: 'API', openapi: 'shop.json' }] } },
      'shop.json': spec,
    });
  const excerpt = (twin: string) => {
    const m = /## OpenAPI\n\n```json shop\.json get \/orders\/\{id\}\n([\s\S]*?)\n```\n/.exec(twin);
    return m && (JSON.parse(m[1]!) as Record<string, unknown>);
  };

  it('embeds the operation with everything it reaches by $ref, cycles included, and its security scheme (on by default)', async () => {
    const out = outDir();
    expect((await build(site(), { outDir: out, cache: false })).ok).toBe(true);
    expect(excerpt(read(out, 'api-reference/get-an-order.md'))).toEqual({
      openapi: '3.1.0',
      info: { title: 'Shop', version: '2' },
      servers: spec.servers,
      security: spec.security,
      paths: { '/orders/{id}': spec.paths['/orders/{id}'] },
      components: {
        parameters: spec.components.parameters,
        responses: spec.components.responses,
        schemas: { Order: spec.components.schemas.Order, Line: spec.components.schemas.Line },
        securitySchemes: { key: spec.components.securitySchemes.key },
      },
    });
  }, 60_000);

  it('leaves the spec out of the twins with markdown.schema: false', async () => {
    const out = outDir();
    expect((await build(site({ schema: false }), { outDir: out, cache: false })).ok).toBe(true);
    const twin = read(out, 'api-reference/get-an-order.md');
    expect(twin).toContain('## Responses');
    expect(twin).not.toContain('## OpenAPI');
    expect(excerpt(twin)).toBeNull();
  }, 60_000);
});

describe('hand-written API pages', () => {
  it('name their endpoint after the title, then list their fields', async () => {
    const out = outDir();
    expect((await build(fixture('api-mdx'), { outDir: out, cache: false })).ok).toBe(true);
    expect(read(out, 'endpoints/basic-auth.md')).toMatch(
      /^# Basic auth\n\n`GET https:\/\/api\.example\.com\/v2\/me`\n\n## Query parameters\n\n- `fields` \(query, /,
    );
  }, 60_000);
});

describe('llms files', () => {
  it('keeps each file under the cap: the root file links to the scoped ones when the whole list is longer', async () => {
    // Two tabs of 120 pages with 300-character descriptions: each tab fits, both together do not.
    const files: Record<string, string | object> = {};
    const tab = (name: string) => {
      const pages = Array.from({ length: 120 }, (_, i) => `${name}/p${i}`);
      for (const p of pages) files[`${p}.mdx`] = `---\ntitle: ${p}\ndescription: ${'d'.repeat(299)}.\n---\n\nText.\n`;
      return { tab: name, groups: [{ group: `${name} group`, pages }] };
    };
    files['docs.json'] = { name: 'Big', navigation: { tabs: [tab('alpha'), tab('beta')] } };
    const out = outDir();
    expect((await build(tmpSite(files), { outDir: out, cache: false })).ok).toBe(true);
    const root = read(out, 'llms.txt');
    const alpha = read(out, 'alpha/llms.txt');
    const beta = read(out, 'beta/llms.txt');
    expect(root.length).toBeLessThan(LLMS_TXT_CAP);
    expect(root).toContain('- [alpha](/alpha/llms.txt): 120 pages\n- [beta](/beta/llms.txt): 120 pages\n');
    expect(root).not.toContain('/alpha/p0.md');
    for (const scoped of [alpha, beta]) expect(scoped.length).toBeLessThan(LLMS_TXT_CAP);
    expect(alpha.match(/^- \[/gm)).toHaveLength(120);
    expect(alpha.indexOf('/alpha/p1.md')).toBeLessThan(alpha.indexOf('/alpha/p2.md'));
    expect(beta).toContain('- [beta/p119](/beta/p119.md): ' + 'd'.repeat(299) + '.\n');
  }, 120_000);

  it('shortens descriptions, then leaves out the last entries, when one section alone is over the cap', async () => {
    const pages = Array.from({ length: 200 }, (_, i) => `p${i}`);
    const files: Record<string, string | object> = { 'docs.json': { name: 'One', navigation: { pages } } };
    for (const p of pages) files[`${p}.mdx`] = `---\ntitle: ${p}\ndescription: ${'d'.repeat(400)}\n---\n`;
    const out = outDir();
    expect((await build(tmpSite(files), { outDir: out, cache: false })).ok).toBe(true);
    const llms = read(out, 'llms.txt');
    expect(llms.length).toBeLessThanOrEqual(LLMS_TXT_CAP);
    expect(llms).toContain('- [p0](/p0.md): ' + 'd'.repeat(117) + '…\n');
    expect(llms).toContain('- [p199](/p199.md)');
  }, 120_000);

  it("a docs repository's own llms.txt wins, at the root and under /.well-known/", async () => {
    const out = outDir();
    const site = tmpSite({
      'docs.json': { name: 'Own', navigation: { pages: ['index'] } },
      'index.mdx': '# Home\n',
      'llms.txt': '# My own list\n',
    });
    expect((await build(site, { outDir: out, cache: false })).ok).toBe(true);
    expect(read(out, 'llms.txt')).toBe('# My own list\n');
    expect(read(out, '.well-known/llms.txt')).toBe('# My own list\n');
    expect(read(out, 'llms-full.txt')).toContain('# Home');
  });

  it('is right after a rebuild: an edited page changes its twin, llms.txt and llms-full.txt', async () => {
    const out = outDir();
    const site = tmpSite({
      'docs.json': { name: 'Re', navigation: { pages: ['a', 'b'] } },
      'a.mdx': '---\ntitle: A\ndescription: First.\n---\n\nAlpha text.\n',
      'b.mdx': '---\ntitle: B\n---\n\nBeta text.\n',
    });
    expect((await build(site, { outDir: out })).ok).toBe(true);
    fs.writeFileSync(path.join(site, 'a.mdx'), '---\ntitle: A2\ndescription: Changed.\n---\n\nAlpha edited.\n');
    const again = await build(site, { outDir: out });
    expect(again.compiled).toBe(1);
    expect(read(out, 'a.md')).toBe('# A2\n\nChanged.\n\nAlpha edited.\n');
    expect(read(out, 'llms.txt')).toContain('- [A2](/a.md): Changed.\n- [B](/b.md)\n');
    expect(read(out, 'llms-full.txt')).toContain('Alpha edited.');
    expect(read(out, 'llms-full.txt')).toContain('Beta text.');
  }, 60_000);

  it('appends docs.json markdown.instructions to the twins and llms files', async () => {
    const out = outDir();
    const site = tmpSite({
      'docs.json': { name: 'Agents', markdown: { instructions: 'Cite the page.' }, navigation: { pages: ['index'] } },
      'index.mdx': '# Home\n',
    });
    expect((await build(site, { outDir: out, cache: false })).ok).toBe(true);
    expect(read(out, 'index.md')).toBe('# Home\n\n## Agent instructions\n\nCite the page.\n');
    expect(read(out, 'llms.txt')).toContain('## Agent instructions\n\nCite the page.\n');
    expect(read(out, 'llms-full.txt').match(/Agent instructions/g)).toHaveLength(1);
  });
});

describe('twoslash blocks in twins and llms-full.txt', () => {
  it('show the code as the page does: flags and the cut part gone, `^?` answers and expected errors as comments under their line', async () => {
    const fence = (info: string, lines: string[]) => ['```' + info, ...lines, '```', ''].join('\n');
    const page = [
      '---',
      'title: Types',
      '---',
      '',
      fence('ts title="Adopt" twoslash', [
        'type Pet = "cat" | "dog";',
        '// ---cut---',
        '/** Adopts a pet. */',
        'function adoptPet(name: string, type: Pet) {',
        '  return `${name} the ${type}`;',
        '}',
        'const message = adoptPet("Mintie", "cat");',
        '//    ^?',
      ]),
      fence('ts twoslash', ['// @errors: 2322', 'const count: number = "three";']),
      fence('ts twoslash', ['// @noErrors', 'const n: number = missing;']),
      // TypeScript rejects this one: the page shows it as written, and so does the twin.
      fence('ts twoslash', ['const broken: number = "x";']),
      "import Typed from '/snippets/typed.mdx';",
      '',
      '<Typed />',
      '',
    ].join('\n');
    const out = outDir();
    const snippet = fence('ts twoslash', ['// @noErrors', 'const fromSnippet = 1;', '//    ^?']);
    const files = { 'docs.json': { name: 'Types', navigation: { pages: ['types'] } }, 'types.mdx': page, 'snippets/typed.mdx': snippet };
    const result = await build(tmpSite(files), {
      outDir: out,
      cache: false,
    });
    expect(result.ok).toBe(true);
    const expected = [
      '# Types',
      '',
      '```ts title="Adopt"',
      '/** Adopts a pet. */',
      'function adoptPet(name: string, type: Pet) {',
      '  return `${name} the ${type}`;',
      '}',
      'const message = adoptPet("Mintie", "cat");',
      // Under `message`, where the page draws the answer.
      '//     const message: string',
      '```',
      '',
      '```ts',
      'const count: number = "three";',
      "// Error: Type 'string' is not assignable to type 'number'.",
      '```',
      '',
      '```ts',
      'const n: number = missing;',
      '```',
      '',
      '```ts twoslash',
      'const broken: number = "x";',
      '```',
      '',
      // A snippet's block too.
      '```ts',
      'const fromSnippet = 1;',
      '//       const fromSnippet: 1',
      '```',
      '',
    ].join('\n');
    expect(read(out, 'types.md')).toBe(expected);
    expect(read(out, 'llms-full.txt')).toContain(expected.slice('# Types\n\n'.length));
    expect(read(out, 'llms-full.txt')).not.toMatch(/\^\?|@errors|@noErrors|---cut---|type Pet = /);
  }, 60_000);
});
