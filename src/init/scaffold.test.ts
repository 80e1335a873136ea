import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../site/check.js';
import { build } from '../output/build.js';
import { tmpSite } from '../../test/helpers/tmp-site.js';
import { scaffold, starterFiles } from './scaffold.js';

const ROOT = path.join(import.meta.dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { name: string };
/** The npm name: `sextant` belongs to an unrelated package. */
const PUBLISHED = 'sextant-docs';

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

  it('points $schema at the schema of the installed package', () => {
    expect(pkg.name).toBe(PUBLISHED);
    // Docs at the root of a project, and docs in a docs/ folder beside the project's package.json.
    const project = tmpSite({ 'package.json': { name: 'acme', private: true } });
    fs.mkdirSync(path.join(project, 'node_modules'));
    fs.symlinkSync(ROOT, path.join(project, 'node_modules', PUBLISHED), 'dir');
    const schema = fs.realpathSync(path.join(ROOT, 'schema', 'docs.schema.json'));
    for (const dir of [project, path.join(project, 'docs')]) {
      fs.rmSync(path.join(dir, 'docs.json'), { force: true });
      scaffold(dir);
      const { $schema } = JSON.parse(fs.readFileSync(path.join(dir, 'docs.json'), 'utf8')) as { $schema: string };
      expect(fs.realpathSync(path.resolve(dir, $schema)), $schema).toBe(schema);
    }
  });

  it('tells the reader to install and link the published package, not the unrelated `sextant`', () => {
    const text = Object.values(starterFiles('Acme')).join('\n');
    expect(text).toContain(`npm install --save-dev ${PUBLISHED}`);
    expect(text).not.toMatch(/npm install --save-dev sextant\b(?!-)/);
    expect(text).not.toMatch(/npmjs\.com\/package\/sextant\b(?!-)/);
  });
});
