import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOpenApi, followPointer, type OpenApiDocument } from './openapi-document.js';
import { cachedOpenApi } from './document-cache.js';
import { sharedFixtures, tmpSite } from '../../../test/helpers/tmp-site.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../../test/fixtures/specs-load');
const SPLIT = path.join(FIXTURES, 'split');

function load(root: string, file: string): OpenApiDocument {
  const r = loadOpenApi(root, file);
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.doc;
}

type Obj = Record<string, unknown>;
const at = (v: unknown, ...keys: (string | number)[]): unknown => keys.reduce<unknown>((o, k) => (o as Obj | undefined)?.[k], v);

describe('relative-file $refs', () => {
  it('follows refs relative to the file they are written in, and reads each file once, on first use', () => {
    const doc = load(SPLIT, 'api/openapi.yaml');
    expect(doc.files()).toEqual(['api/openapi.yaml']);

    const pets = doc.resolve('paths/pets.yaml');
    expect(pets?.file).toBe('api/paths/pets.yaml');
    expect(pets?.pointer).toBe('');
    // A ref inside pets.yaml resolves against pets.yaml's folder.
    const items = at(pets!.value, 'get', 'responses', '200', 'content', 'application/json', 'schema', 'items') as Obj;
    const pet = doc.resolve(items['$ref'] as string, pets!.file);
    expect(pet).toMatchObject({ file: 'api/schemas/pet.json', pointer: '/Pet' });
    expect(at(pet!.value, 'required')).toEqual(['id', 'name']);

    // ../ across folders, and back into the root file (which is the loaded, upgraded root object).
    const created = doc.resolve('../../shared/common.yaml#/components/responses/Created', 'api/paths/pets.yaml');
    expect(created).toMatchObject({
      file: 'shared/common.yaml',
      pointer: '/components/responses/Created',
      value: { description: 'Created' },
    });
    const back = doc.resolve('../openapi.yaml#/components/schemas/Pet', 'api/paths/pets.yaml');
    expect(back?.value).toBe(at(doc.root, 'components', 'schemas', 'Pet'));

    // A file with no fragment, and a ref inside it back to the first file.
    const owner = doc.resolve('owner.yaml', 'api/schemas/pet.json');
    expect(owner?.file).toBe('api/schemas/owner.yaml');
    expect(doc.resolve('pet.json#/Pet', owner!.file)?.value).toBe(pet!.value);

    expect(doc.files()).toEqual([
      'api/openapi.yaml',
      'api/paths/pets.yaml',
      'api/schemas/pet.json',
      'shared/common.yaml',
      'api/schemas/owner.yaml',
    ]);
    expect(doc.diagnostics()).toEqual([]);
  });

  it('deref follows chains to a value and gives the base for the refs inside it', () => {
    const doc = load(SPLIT, 'api/openapi.yaml');
    const pet = doc.deref(at(doc.root, 'components', 'schemas', 'Pet'));
    expect(pet?.file).toBe('api/schemas/pet.json');
    expect(at(pet!.value, 'type')).toBe('object');
    // The recursive `parent` property points back at Pet: following it once is fine.
    expect(doc.deref(at(pet!.value, 'properties', 'parent'), pet!.file)?.value).toBe(pet!.value);
    const item = doc.deref(at(doc.root, 'paths', '/pets/{id}'));
    expect(item?.file).toBe('api/paths/pet.yaml');
    const param = doc.deref(at(item!.value, 'get', 'parameters', 0), item!.file);
    expect(param).toMatchObject({ file: 'shared/common.yaml', value: { name: 'id', in: 'path' } });
    // A plain value is returned as is, with its base.
    expect(doc.deref({ type: 'string' }, 'api/paths/pet.yaml')).toEqual({ value: { type: 'string' }, file: 'api/paths/pet.yaml' });
  });

  it('refuses URLs and paths leaving the project, reports dangling and circular refs, located at the $ref', () => {
    const doc = load(SPLIT, 'api/openapi.yaml');
    const paths = at(doc.root, 'paths') as Obj;
    for (const key of ['/broken', '/outside', '/remote']) expect(doc.deref(paths[key])).toBeUndefined();
    expect(doc.deref(at(doc.root, 'components', 'schemas', 'Loop'))).toBeUndefined();
    const pet = doc.deref(at(doc.root, 'components', 'schemas', 'Pet'))!;
    expect(doc.deref(at(pet.value, 'properties', 'friend'), pet.file)).toBeUndefined();
    expect(doc.resolve('#/components/schemas/Nope')).toBeUndefined();
    // Asked twice, reported once.
    expect(doc.resolve('#/components/schemas/Nope')).toBeUndefined();

    const found = doc.diagnostics().map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.pointer}`);
    expect(found).toEqual([
      'api/openapi.yaml:13:5 spec-ref-file-not-found /paths/~1broken/$ref',
      'api/openapi.yaml:15:5 spec-ref-outside-project /paths/~1outside/$ref',
      'api/openapi.yaml:17:5 spec-ref-remote /paths/~1remote/$ref',
      expect.stringMatching(/^api\/openapi\.yaml:2[2-5]:7 spec-ref-circular \/components\/schemas\/Loop2?\/\$ref$/),
      'api/schemas/pet.json:10:19 spec-ref-file-not-found /Pet/properties/friend/$ref',
      'api/openapi.yaml:1:1 spec-ref-dangling ',
    ]);
    const messages = doc
      .diagnostics()
      .map((d) => d.message)
      .join('\n');
    expect(messages).toContain('$ref "paths/missing.yaml" in api/openapi.yaml points to api/paths/missing.yaml, which does not exist');
    expect(messages).toContain('points outside the docs folder');
    expect(messages).toContain('remote references are not followed');
  });

  it('refuses a symbolic link that leads out of the project', () => {
    const outside = tmpSite({ 'secret.yaml': 'type: string\n' });
    const root = tmpSite({
      'openapi.yaml':
        'openapi: 3.0.0\ninfo: {title: t, version: "1"}\npaths: {}\ncomponents:\n  schemas:\n    S:\n      $ref: link/secret.yaml\n',
    });
    fs.symlinkSync(outside, path.join(root, 'link'));
    const doc = load(root, 'openapi.yaml');
    expect(doc.deref(at(doc.root, 'components', 'schemas', 'S'))).toBeUndefined();
    expect(doc.diagnostics().map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual(['7:7 spec-ref-outside-project']);
  });

  it('reports a referenced file that cannot be parsed, in that file', () => {
    const root = tmpSite({
      'openapi.json': {
        openapi: '3.0.3',
        info: { title: 't', version: '1' },
        paths: {},
        components: { schemas: { A: { $ref: 'bad.yaml' } } },
      },
      'bad.yaml': 'type: object\nproperties: [unclosed\n',
    });
    const doc = load(root, 'openapi.json');
    expect(doc.resolve('bad.yaml')).toBeUndefined();
    const codes = doc.diagnostics().map((d) => `${d.file} ${d.code} ${d.pointer}`);
    expect(codes[0]).toMatch(/^bad\.yaml yaml-syntax/);
    expect(codes.at(-1)).toBe('openapi.json spec-ref-file-unreadable /components/schemas/A/$ref');
  });

  it('followPointer decodes ~0, ~1 and percent escapes, and keeps off prototype keys', () => {
    const doc = { paths: { '/a/{b}': { get: 1 } }, 'x~y': [10, 20], '': 'empty' };
    expect(followPointer(doc, '/paths/~1a~1%7Bb%7D/get')).toBe(1);
    expect(followPointer(doc, '/x~0y/1')).toBe(20);
    expect(followPointer(doc, '/')).toBe('empty');
    expect(followPointer(doc, '')).toBe(doc);
    expect(followPointer(doc, '/x~0y/01')).toBeUndefined();
    expect(followPointer(doc, '/constructor')).toBeUndefined();
    expect(followPointer(doc, 'paths')).toBeUndefined();
  });
});

describe('Swagger 2.0', () => {
  it('upgrades a formData upload, shared parameters, path-level bodies and per-operation produces', () => {
    const doc = load(FIXTURES, 'swagger-form.yaml');
    expect(doc.version).toBe('2.0');
    expect(doc.root['openapi']).toMatch(/^3\.0\./);
    expect(doc.root['swagger']).toBeUndefined();
    expect(doc.root['servers']).toEqual([{ url: 'https://files.example.com/v2' }, { url: 'http://files.example.com/v2' }]);

    const upload = at(doc.root, 'paths', '/files', 'post') as Obj;
    expect(Object.keys(at(upload, 'requestBody', 'content') as Obj)).toEqual(['multipart/form-data']);
    expect(at(upload, 'requestBody', 'content', 'multipart/form-data')).toEqual({
      schema: {
        type: 'object',
        properties: {
          file: { type: 'string', format: 'binary', description: 'The file' },
          kind: { type: 'string', enum: ['image', 'text'], default: 'text' },
          tags: { type: 'array', items: { type: 'string' } },
        },
        required: ['file'],
      },
      encoding: { tags: { style: 'form', explode: true } },
    });
    expect(at(upload, 'requestBody', 'required')).toBe(true);
    // The header parameter stays a parameter (a $ref to the upgraded shared one).
    expect(upload['parameters']).toEqual([{ $ref: '#/components/parameters/Trace' }]);
    expect(doc.resolve('#/components/parameters/Trace')?.value).toEqual({ name: 'X-Trace', in: 'header', schema: { type: 'string' } });
    expect(at(upload, 'responses', '201', 'content', 'application/json', 'schema')).toEqual({ $ref: '#/components/schemas/File' });
    expect(at(doc.resolve('#/components/schemas/File')?.value, 'properties', 'data')).toEqual({ type: 'string', format: 'binary' });

    const form = at(doc.root, 'paths', '/forms', 'post') as Obj;
    expect(at(form, 'requestBody', 'content')).toEqual({
      'application/x-www-form-urlencoded': {
        schema: { type: 'object', properties: { name: { type: 'string', minLength: 1 } }, required: ['name'] },
      },
    });

    // A path-level body parameter given as a $ref becomes each operation's request body.
    const put = at(doc.root, 'paths', '/notes/{id}', 'put') as Obj;
    expect(at(put, 'requestBody', 'content', 'application/json', 'schema')).toEqual({ $ref: '#/components/schemas/Note' });
    expect(at(doc.root, 'paths', '/notes/{id}', 'parameters')).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    // The operation's own `produces` wins over the document's.
    expect(at(put, 'responses', '200', 'content')).toEqual({ 'text/plain': { schema: { type: 'string' } } });

    expect(at(doc.root, 'components', 'securitySchemes')).toEqual({
      key: { type: 'apiKey', in: 'header', name: 'X-Key' },
      oauth: {
        type: 'oauth2',
        flows: {
          authorizationCode: {
            authorizationUrl: 'https://auth.example.com/authorize',
            tokenUrl: 'https://auth.example.com/token',
            scopes: { read: 'Read files' },
          },
        },
      },
    });
  });

  const shared = sharedFixtures();
  it.skipIf(!shared)('upgrades the OpenAPI petstore (Swagger 2.0)', () => {
    const doc = load(path.join(shared!, 'specs'), 'oai-petstore-swagger-2.0.json');
    expect(doc.root['servers']).toEqual([{ url: 'http://petstore.swagger.io/v1' }]);
    expect(Object.keys(at(doc.root, 'components', 'schemas') as Obj)).toEqual(['Pet', 'Pets', 'Error']);
    const list = at(doc.root, 'paths', '/pets', 'get') as Obj;
    expect(at(list, 'parameters', 0)).toMatchObject({ name: 'limit', in: 'query', schema: { type: 'integer', format: 'int32' } });
    const schema = at(list, 'responses', '200', 'content', 'application/json', 'schema') as Obj;
    expect(at(doc.resolve(schema['$ref'] as string)?.value, 'items')).toEqual({ $ref: '#/components/schemas/Pet' });
    expect(at(list, 'responses', '200', 'headers', 'x-next', 'schema')).toEqual({ type: 'string' });
    expect(JSON.stringify(doc.root)).not.toContain('#/definitions/');
  });
});

describe('bad input', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['broken JSON', { 'a.json': '{\n  "openapi": "3.0.0",\n  "info": {\n}' }, 'a.json:4:2 json-syntax'],
    ['broken YAML', { 'a.yaml': 'openapi: 3.0.0\ninfo:\n  title: x\n  bad: : y\n' }, 'a.yaml:4:8 yaml-syntax'],
    [
      'paths that is an array',
      { 'a.yaml': 'openapi: 3.1.0\ninfo:\n  title: t\n  version: "1"\npaths:\n  - /pets\n' },
      'a.yaml:5:1 spec-invalid-shape /paths',
    ],
    ['no version', { 'a.yaml': 'info:\n  title: t\npaths: {}\n' }, 'a.yaml:1:1 spec-unknown-format '],
    ['an unsupported version', { 'a.json': '{\n  "swagger": "1.2",\n  "apis": []\n}\n' }, 'a.json:2:3 spec-unsupported-version /swagger'],
    ['a list at the top', { 'a.yaml': '- openapi: 3.0.0\n' }, 'a.yaml:1:1 spec-unknown-format '],
  ];
  for (const [name, files, want] of cases) {
    it(`${name}: a located error`, () => {
      const root = tmpSite(files);
      const r = loadOpenApi(root, Object.keys(files)[0]!);
      expect(r.ok).toBe(false);
      expect(
        r.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}${d.code.startsWith('spec-') ? ' ' + d.pointer : ''}`)[0],
      ).toBe(want);
    });
  }

  it('a missing info is a warning; the document still loads', () => {
    const root = tmpSite({ 'a.yaml': 'openapi: 3.0.0\npaths: {}\n' });
    const r = loadOpenApi(root, 'a.yaml');
    expect(r.ok).toBe(true);
    expect(r.diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual(['warning spec-info-missing']);
  });

  it('a 1,000-deep schema and a YAML alias bomb end in a diagnostic, quickly', () => {
    let deep = 'openapi: 3.0.0\ninfo: {title: t, version: "1"}\npaths: {}\ncomponents:\n  schemas:\n    D:\n';
    for (let i = 0; i < 1000; i++) deep += '  '.repeat(i + 3) + 'items:\n';
    deep += '  '.repeat(1003) + 'type: string\n';
    const bomb = ['openapi: 3.0.0', 'a: &a ["x","x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 9; i++)
      bomb.push(
        `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(10)
          .fill('*' + String.fromCharCode(96 + i))
          .join(',')}]`,
      );
    const root = tmpSite({
      'deep.yaml': deep,
      'deep.json': '{"openapi":"3.0.0","x":' + '['.repeat(1000) + ']'.repeat(1000) + '}',
      'bomb.yaml': bomb.join('\n') + '\n',
    });
    const started = performance.now();
    for (const file of ['deep.yaml', 'deep.json', 'bomb.yaml']) {
      const r = loadOpenApi(root, file);
      if (r.ok) {
        // Accepted deep documents must still be safe to walk lazily.
        expect(r.doc.deref(at(r.doc.root, 'components', 'schemas', 'D'))).toBeDefined();
      } else {
        expect(r.diagnostics[0]).toMatchObject({ file, severity: 'error' });
      }
    }
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('a spec over the size limit is refused without being read', () => {
    const root = tmpSite({});
    const fd = fs.openSync(path.join(root, 'huge.json'), 'w');
    fs.ftruncateSync(fd, 100 * 1024 * 1024);
    fs.closeSync(fd);
    const before = process.memoryUsage().rss;
    const r = loadOpenApi(root, 'huge.json');
    expect(r.ok).toBe(false);
    expect(r.diagnostics[0]).toMatchObject({ code: 'spec-too-large', file: 'huge.json', line: 1, column: 1 });
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024);
  });
});

describe('cachedOpenApi', () => {
  it('reuses a loaded document until the spec or a file its refs reached changes', () => {
    const root = tmpSite({
      'openapi.yaml': 'openapi: 3.0.0\ninfo: {title: t, version: "1"}\npaths:\n  /a:\n    $ref: a.yaml\n',
      'a.yaml': 'get:\n  summary: A\n  responses: {}\n',
    });
    const first = cachedOpenApi(root, 'openapi.yaml');
    if (!first.ok) throw new Error('load failed');
    expect(cachedOpenApi(root, 'openapi.yaml')).toBe(first);
    expect(at(first.doc.deref(at(first.doc.root, 'paths', '/a'))?.value, 'get', 'summary')).toBe('A');
    fs.writeFileSync(path.join(root, 'a.yaml'), 'get:\n  summary: A, edited\n  responses: {}\n');
    const second = cachedOpenApi(root, 'openapi.yaml');
    expect(second).not.toBe(first);
    if (!second.ok) throw new Error('load failed');
    expect(at(second.doc.deref(at(second.doc.root, 'paths', '/a'))?.value, 'get', 'summary')).toBe('A, edited');
  });
});
