import fs from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { docsJsonSchema } from './json-schema.js';
import { sharedFixtures } from '../../../test/helpers/tmp-site.js';

const ROOT = path.join(import.meta.dirname, '../../..');
const published = JSON.parse(fs.readFileSync(path.join(ROOT, 'schema/docs.schema.json'), 'utf8')) as Record<string, unknown>;

describe('published JSON Schema', () => {
  it('is the one generated from the zod schema (run `npm run schema` after changing the schema)', () => {
    expect(published).toEqual(JSON.parse(JSON.stringify(docsJsonSchema())));
  });

  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const validate = ajv.compile(published);
  const sites = fs.readdirSync(path.join(ROOT, 'test/fixtures/sites')).map((d) => path.join(ROOT, 'test/fixtures/sites', d, 'docs.json'));
  const shared = sharedFixtures();
  const real = shared ? ['hoppscotch__docs', 'pipecat-ai__docs', 'tursodatabase__turso-docs'].map((r) => path.join(shared, 'real', r, 'docs.json')) : [];

  it.each([...sites, ...real, path.join(ROOT, 'docs/docs.json')].filter((f) => fs.existsSync(f)))('accepts %s', (file) => {
    const ok = validate(JSON.parse(fs.readFileSync(file, 'utf8')));
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it('lets editors flag unknown keys, wrong enums and mixed types', () => {
    expect(validate({ navigation: { pages: ['a'] }, navbr: {} })).toBe(false);
    expect(validate({ theme: 'mnt', navigation: { pages: ['a'] } })).toBe(false);
    expect(validate({ navigation: { tabs: [{ tab: 'T', anchors: [{ anchor: 'A', anchors: [] }] }] } })).toBe(false);
    expect(validate({ navigation: { languages: [{ language: 'xx', pages: [] }] } })).toBe(false);
  });
});
