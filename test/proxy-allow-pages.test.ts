import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../src/output/build.js';
import { tmpSite } from './helpers/tmp-site.js';

describe('the proxy allow-list takes the servers of hand-written API pages', () => {
  it('adds the origin of an `api:` page that writes a full URL, beside the configured ones', async () => {
    const dir = tmpSite({
      'docs.json': {
        name: 'x',
        api: { mdx: { auth: { method: 'bearer' } }, playground: { allow: ['https://extra.example.com'] } },
        navigation: { pages: ['index', 'hand', 'simple'] },
      },
      'index.mdx': '# Home\n',
      'hand.mdx':
        '---\ntitle: Hand\napi: "POST https://api.hand.example.com/v2/things"\n---\n\n<ParamField body="name" type="string">Name</ParamField>\n',
      // A page whose playground is off sends nothing: its server declares nothing.
      'simple.mdx': '---\ntitle: Simple\napi: "GET https://api.simple.example.com/things"\nplayground: simple\n---\n\nRead only.\n',
    });
    const out = path.join(dir, 'dist');
    const result = await build(dir, { outDir: out });
    expect(result.ok).toBe(true);
    const file = JSON.parse(fs.readFileSync(path.join(out, '_sextant/proxy.json'), 'utf8')) as { allow: string[] };
    expect(file.allow).toEqual(['https://api.hand.example.com', 'https://extra.example.com']);
  });
});
