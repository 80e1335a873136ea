/**
 * Endpoint pages follow their spec: `sextant dev` shows an edited spec on the next request (added
 * operations appear, removed ones go), and a cached rebuild recompiles the pages of a changed spec.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DevSite } from '../../src/dev/dev-site.js';
import { build } from '../../src/output/build.js';
import { tmpSite } from '../helpers/tmp-site.js';

const spec = (summary: string, extra = false) => ({
  openapi: '3.0.3',
  info: { title: 'T', version: '1' },
  servers: [{ url: 'https://api.example.com' }],
  paths: {
    '/a': { get: { tags: ['t'], summary: 'Get A', description: summary, responses: { '200': { description: 'ok' } } } },
    ...(extra ? { '/b': { post: { tags: ['t'], summary: 'Post B', responses: { '201': { description: 'made' } } } } } : {}),
  },
});

describe('spec changes', () => {
  it('dev: the next request shows the edited spec, with operations added and removed', async () => {
    const root = tmpSite({
      'docs.json': { navigation: { groups: [{ group: 'API', openapi: 'api.json' }] } },
      'api.json': spec('First text.'),
    });
    const dev = new DevSite(root);
    await dev.reload();
    const route = () => dev.site!.routes.find((r) => r.path === '/api-reference/t/get-a')!;
    expect((await dev.page(route())).html).toContain('First text.');
    expect((await dev.page(route())).api?.method).toBe('GET');
    // Dev pages inline their levels (no shared fragments to serve).
    expect((await dev.page(route())).html).not.toContain('data-sx-schema');

    fs.writeFileSync(path.join(root, 'api.json'), JSON.stringify(spec('Second text.', true)));
    // Give the file a new mtime even on coarse clocks.
    fs.utimesSync(path.join(root, 'api.json'), new Date(), new Date(Date.now() + 2000));
    expect(dev.affectsModel('api.json', 'change')).toBe(true);
    await dev.reload();
    expect((await dev.page(route())).html).toContain('Second text.');
    expect(dev.site!.routes.map((r) => r.path)).toContain('/api-reference/t/post-b');

    fs.writeFileSync(path.join(root, 'api.json'), JSON.stringify(spec('Third text.')));
    fs.utimesSync(path.join(root, 'api.json'), new Date(), new Date(Date.now() + 4000));
    await dev.reload();
    expect(dev.site!.routes.map((r) => r.path)).not.toContain('/api-reference/t/post-b');
  });

  it('build: a cached rebuild recompiles the pages of a changed spec', async () => {
    const root = tmpSite({
      'docs.json': { navigation: { groups: [{ group: 'API', openapi: 'api.json' }] } },
      'api.json': spec('First text.'),
    });
    const out = path.join(root, 'dist');
    expect((await build(root, { outDir: out })).ok).toBe(true);
    const again = await build(root, { outDir: out });
    expect(again.compiled).toBe(0);
    fs.writeFileSync(path.join(root, 'api.json'), JSON.stringify(spec('Second text.')));
    fs.utimesSync(path.join(root, 'api.json'), new Date(), new Date(Date.now() + 2000));
    const changed = await build(root, { outDir: out });
    expect(changed.compiled).toBe(1);
    expect(fs.readFileSync(path.join(out, 'api-reference/t/get-a/index.html'), 'utf8')).toContain('Second text.');
  });

  it('build: a cached rebuild after a spec edit removes the shared fragments of the old version', async () => {
    const withSchemas = (text: string) => ({
      ...spec(text),
      paths: {
        '/a': {
          get: {
            tags: ['t'],
            summary: 'Get A',
            description: text,
            responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } } },
          },
        },
      },
      components: {
        schemas: {
          Pet: { type: 'object', properties: { name: { type: 'string' }, owner: { $ref: '#/components/schemas/Owner' } } },
          Owner: { type: 'object', properties: { name: { type: 'string' }, address: { $ref: '#/components/schemas/Address' } } },
          Address: { type: 'object', properties: { city: { type: 'string' } } },
        },
      },
    });
    const root = tmpSite({
      'docs.json': { navigation: { groups: [{ group: 'API', openapi: 'api.json' }] } },
      'api.json': withSchemas('First text.'),
    });
    const out = path.join(root, 'dist');
    const folders = () => fs.readdirSync(path.join(out, '_sextant/api'));
    expect((await build(root, { outDir: out })).ok).toBe(true);
    const before = folders();
    expect(before).toHaveLength(1);
    fs.writeFileSync(path.join(root, 'api.json'), JSON.stringify(withSchemas('Second text.')));
    fs.utimesSync(path.join(root, 'api.json'), new Date(), new Date(Date.now() + 2000));
    const changed = await build(root, { outDir: out });
    expect(changed.compiled).toBe(1);
    const after = folders();
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before[0]);
    expect(fs.readFileSync(path.join(out, 'api-reference/t/get-a/index.html'), 'utf8')).toContain(`/_sextant/api/${after[0]}/`);
  });
});
