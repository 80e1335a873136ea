import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkOpenApiFile } from '../../src/openapi/check/check-openapi.js';
import { build } from '../../src/output/build.js';
import { tmpSite } from '../helpers/tmp-site.js';

/**
 * A spec whose one response schema is `S0`, each `Si` a pure `$ref` to `S(i+1)` for `hops` hops;
 * the last is a real schema, or (`cycle`) a `$ref` back to `S0`.
 */
function chainSpec(hops: number, end: 'schema' | 'cycle'): object {
  const schemas: Record<string, object> = {};
  for (let i = 0; i < hops; i++) schemas[`S${i}`] = { $ref: `#/components/schemas/S${i + 1}` };
  schemas[`S${hops}`] =
    end === 'cycle'
      ? { $ref: '#/components/schemas/S0' }
      : { type: 'object', properties: { lastLink: { type: 'string', description: 'At the end.' } } };
  return {
    openapi: '3.1.0',
    info: { title: 'Chains', version: '1' },
    servers: [{ url: 'https://api.example.com' }],
    paths: {
      '/things': {
        get: {
          summary: 'List things',
          responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/S0' } } } } },
        },
      },
    },
    components: { schemas },
  };
}

async function buildChain(hops: number, end: 'schema' | 'cycle') {
  const root = tmpSite({
    'docs.json': { navigation: { groups: [{ group: 'API', openapi: 'openapi.json', pages: ['GET /things'] }] } },
    'openapi.json': chainSpec(hops, end),
  });
  const result = await build(root, { outDir: path.join(root, 'dist') });
  const html = fs.readFileSync(path.join(root, 'dist/api-reference/list-things/index.html'), 'utf8');
  return { root, result, html };
}

describe('$ref chains', () => {
  it('renders the schema at the end of a 45-hop chain, and openapi-check finds no problem with it', async () => {
    const { result, html } = await buildChain(45, 'schema');
    expect(result.ok).toBe(true);
    expect(result.diagnostics).toEqual([]);
    expect(html).toContain('lastLink');
    expect(html).not.toContain('No schema.');

    const root = tmpSite({ 'openapi.json': chainSpec(45, 'schema') });
    const checked = await checkOpenApiFile(path.join(root, 'openapi.json'));
    expect(checked.diagnostics).toEqual([]);
  });

  it('follows chains of several hundred hops', async () => {
    const { result, html } = await buildChain(500, 'schema');
    expect(result.diagnostics).toEqual([]);
    expect(html).toContain('lastLink');
  });

  it('warns where a chain longer than the limit was given up, in the build and in openapi-check', async () => {
    const { result, html } = await buildChain(1500, 'schema');
    expect(result.ok).toBe(true);
    expect(html).not.toContain('lastLink');
    const warning = result.diagnostics.filter((d) => d.code === 'ref-chain-too-long');
    expect(warning).toHaveLength(1);
    expect(warning[0]).toMatchObject({ severity: 'warning', file: 'openapi.json', line: expect.any(Number), column: expect.any(Number) });
    expect(warning[0]!.line).toBeGreaterThan(1);
    // Following the chain from the response's schema, reference number 1001 is S999's.
    expect(warning[0]!.pointer).toBe('/components/schemas/S999/$ref');

    const root = tmpSite({ 'openapi.json': chainSpec(1500, 'schema') });
    const checked = await checkOpenApiFile(path.join(root, 'openapi.json'));
    const found = checked.diagnostics.filter((d) => d.code === 'ref-chain-too-long');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      severity: 'warning',
      file: expect.stringContaining('openapi.json'),
      pointer: '/components/schemas/S999/$ref',
    });
    expect(found[0]!.line).toBeGreaterThan(1);
  });

  it('warns about a pure cycle instead of silently showing no schema, and openapi-check reports the loop', async () => {
    const { result, html } = await buildChain(3, 'cycle');
    expect(html).toContain('No schema.');
    const warning = result.diagnostics.filter((d) => d.code === 'spec-ref-circular');
    expect(warning).toHaveLength(1);
    expect(warning[0]).toMatchObject({
      severity: 'warning',
      file: 'openapi.json',
      pointer: expect.stringMatching(/^\/components\/schemas\/S\d+\/\$ref$/),
    });
    expect(warning[0]!.line).toBeGreaterThan(1);

    const root = tmpSite({ 'openapi.json': chainSpec(3, 'cycle') });
    const checked = await checkOpenApiFile(path.join(root, 'openapi.json'));
    expect(checked.diagnostics.map((d) => d.code)).toContain('oas-ref-cycle');
  });
});
