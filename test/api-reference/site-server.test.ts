/** An operation whose spec declares no server is sent to docs.json's `api.mdx.server`, the site's declared API host. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/output/build.js';
import { tmpSite } from '../helpers/tmp-site.js';

const SPEC = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Cards', version: '1' },
  paths: { '/cards': { get: { summary: 'List cards', responses: { '200': { description: 'OK' } } } } },
});

describe('a spec without servers', () => {
  it('takes api.mdx.server for its samples and Try it, and the placeholder host without it', async () => {
    const site = (api: object) =>
      tmpSite({
        'docs.json': JSON.stringify({
          name: 'Cards',
          api,
          navigation: {
            groups: [
              { group: 'Start', pages: ['index'] },
              { group: 'API', openapi: 'openapi.json' },
            ],
          },
        }),
        'index.mdx': '---\ntitle: Home\n---\n\nText.\n',
        'openapi.json': SPEC,
      });
    const page = async (root: string) => {
      const out = path.join(root, '_out');
      expect((await build(root, { outDir: out, cache: false })).ok).toBe(true);
      const html = fs.readFileSync(path.join(out, 'api-reference/list-cards/index.html'), 'utf8');
      const data = JSON.parse(/<script type="application\/json" id="sx-api">([^<]*)<\/script>/.exec(html)![1]!) as {
        servers: { url: string }[];
      };
      return { html, servers: data.servers.map((s) => s.url) };
    };
    const declared = await page(site({ mdx: { server: 'https://api.cards.example' } }));
    expect(declared.html).toContain('https://api.cards.example/cards');
    expect(declared.html).not.toContain('api.example.com');
    expect(declared.servers).toEqual(['https://api.cards.example']);
    const none = await page(site({}));
    expect(none.html).toContain('https://api.example.com/cards');
  });
});
