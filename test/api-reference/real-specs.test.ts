/**
 * Endpoint pages from real specs (the shared fixtures, read in place and copied into temporary
 * sites), the turso repository's MDX endpoint pages, and specs that are broken on purpose.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/output/build.js';
import { removeTree, sharedFixtures, tmpSite } from '../helpers/tmp-site.js';

const shared = sharedFixtures();
const SPECS = [
  'oai-petstore-3.0.yaml',
  'oai-petstore-swagger-2.0.json',
  'oai-callback-example-3.0.yaml',
  'oai-webhook-example-3.1.yaml',
  'openai-openapi-3.1.yaml',
  'github-api.github.com-3.0.json',
];

/** Every `index.html` under a folder. */
function pages(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('index.html'))
    .map((f) => path.join(dir, f));
}

describe.skipIf(!shared)('real specs', () => {
  it.each(SPECS)(
    '%s builds every operation into a reference page',
    async (spec) => {
      const root = tmpSite({ 'docs.json': { name: 'Spec', navigation: { groups: [{ group: 'API', openapi: spec }] } } });
      fs.copyFileSync(path.join(shared!, 'specs', spec), path.join(root, spec));
      const out = path.join(root, 'dist');
      try {
        const result = await build(root, { outDir: out, cache: false });
        expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
        expect(result.ok).toBe(true);
        const built = pages(path.join(out, 'api-reference'));
        expect(built.length).toBe(result.pages);
        for (const file of built.slice(0, 40)) {
          const html = fs.readFileSync(file, 'utf8');
          expect(html, file).toContain('class="sx-endpoint sx-api-endpoint"');
          expect(html, file).toContain('<script type="application/json" id="sx-api">');
        }
      } finally {
        // GitHub's spec writes thousands of files: delete each site within its own test's time, not
        // all of them in one hook at the end.
        await removeTree(root);
      }
    },
    600_000,
  );

  it('turso: MDX pages naming an operation (no spec named) show its parameters and responses', async () => {
    const out = path.join(tmpSite({}), 'dist');
    const result = await build(path.join(shared!, 'real', 'tursodatabase__turso-docs'), { outDir: out, cache: false });
    expect(result.ok).toBe(true);
    expect(result.diagnostics.filter((d) => d.code === 'nav-endpoint-not-found')).toEqual([]);
    const list = fs.readFileSync(path.join(out, 'api-reference/databases/list/index.html'), 'utf8');
    expect(list).toMatch(
      /<span class="sx-method sx-method-get method-pill">GET<\/span> <code class="sx-path">\/v1\/organizations\/\{organizationSlug\}\/databases<\/code>/,
    );
    expect(list).toContain('id="param-organizationSlug"');
    expect(list).toContain('<h2 id="response">Responses</h2>');
    expect(list).toMatch(/<span class="sx-status sx-status-2xx">200<\/span>/);
    expect(list).toContain('<script type="application/json" id="sx-api">');
    const user = fs.readFileSync(path.join(out, 'api-reference/user/get-current/index.html'), 'utf8');
    expect(user).toContain('<code class="sx-path">/v1/user</code>');
    await removeTree(path.dirname(out));
  }, 300_000);
});

describe('specs that are broken on purpose', () => {
  it('a missing operation in MDX frontmatter is a located warning and the page keeps its content', async () => {
    const root = tmpSite({
      'docs.json': { navigation: { pages: ['a'] } },
      'a.mdx': '---\ntitle: A\nopenapi: "api.yaml GET /nope"\n---\n\nStill here.\n',
      'api.yaml':
        'openapi: 3.0.3\ninfo: { title: T, version: "1" }\npaths:\n  /yes:\n    get:\n      responses: { "200": { description: ok } }\n',
    });
    const result = await build(root, { outDir: path.join(root, 'dist'), cache: false });
    expect(result.ok).toBe(true);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ code: 'nav-endpoint-not-found', severity: 'warning', file: 'a.mdx', line: 3, pointer: '/openapi' }),
    ]);
    expect(fs.readFileSync(path.join(root, 'dist/a/index.html'), 'utf8')).toContain('Still here.');
    const strict = await build(root, { outDir: path.join(root, 'strict'), cache: false, strict: true });
    expect(strict.ok).toBe(false);
  });

  it('circular and dangling $refs, a deep schema (the loader refuses more than 200 levels) and odd shapes render in bounded time', async () => {
    let deep: unknown = { type: 'string' };
    for (let i = 0; i < 80; i++) deep = { type: 'object', properties: { next: deep } };
    const spec = {
      openapi: '3.1.0',
      info: { title: 'Bad', version: '1' },
      servers: [{ url: '/relative' }],
      paths: {
        '/loop': {
          post: {
            summary: 'Loop',
            parameters: [
              { $ref: '#/components/parameters/Nope' },
              { name: 'q', in: 'query', schema: { $ref: '#/components/schemas/A' } },
              'not a parameter',
            ],
            requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Self' } } } },
            responses: {
              '200': { description: 'ok', content: { 'application/json': { schema: deep } } },
              '400': { $ref: '#/components/responses/Missing' },
            },
          },
        },
        '/odd': { get: { summary: 'Odd', responses: [], parameters: { not: 'an array' }, requestBody: 'nope' } },
      },
      components: {
        schemas: {
          A: { $ref: '#/components/schemas/B' },
          B: { $ref: '#/components/schemas/A' },
          Self: {
            type: 'object',
            properties: {
              self: { $ref: '#/components/schemas/Self' },
              list: { type: 'array', items: { $ref: '#/components/schemas/Self' } },
              all: { allOf: [{ $ref: '#/components/schemas/Self' }] },
            },
          },
        },
      },
    };
    const root = tmpSite({ 'docs.json': { navigation: { groups: [{ group: 'API', openapi: 'bad.json' }] } }, 'bad.json': spec });
    const started = Date.now();
    const result = await build(root, { outDir: path.join(root, 'dist'), cache: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.ok).toBe(true);
    expect(Date.now() - started).toBeLessThan(20_000);
    const loop = fs.readFileSync(path.join(root, 'dist/api-reference/loop/index.html'), 'utf8');
    expect(loop).toContain('<code class="sx-path">/loop</code>');
    // The self-reference is a lazy level, never expanded in the page.
    expect(loop).toMatch(/Recursive: Self/);
    expect(loop.length).toBeLessThan(200_000);
    expect(fs.existsSync(path.join(root, 'dist/api-reference/odd/index.html'))).toBe(true);
  }, 60_000);
});
