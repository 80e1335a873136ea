import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../check.js';
import { build } from '../output/build.js';
import { tmpSite } from '../../test/helpers/tmp-site.js';
import { scaffold } from './scaffold.js';

describe('sextant init', () => {
  it('writes a starter site that check accepts without warnings and that builds', async () => {
    const dir = path.join(tmpSite({}), 'my-docs');
    const files = scaffold(dir);
    expect(files).toEqual(expect.arrayContaining(['docs.json', 'openapi.json', 'index.mdx']));
    expect(check(dir).diagnostics).toEqual([]);
    const result = await build(dir);
    expect(result.diagnostics).toEqual([]);
    expect(fs.existsSync(path.join(dir, 'dist', 'api-reference', 'items', 'list-items', 'index.html'))).toBe(true);
  });

  it('refuses to overwrite an existing site', () => {
    const dir = tmpSite({ 'docs.json': { navigation: { pages: ['a'] } } });
    expect(() => scaffold(dir)).toThrow(/already exists/);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'docs.json'), 'utf8'))).toEqual({ navigation: { pages: ['a'] } });
  });
});
