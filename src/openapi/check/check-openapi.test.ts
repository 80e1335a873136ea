import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tmpSite } from '../../../test/helpers/tmp-site.js';
import { checkOpenApiFile } from './check-openapi.js';
import { urlProblem } from './servers.js';
import { baseUrl } from '../endpoint/examples.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../../test/fixtures/openapi-check');

/** Check a fixture; files are named relative to the fixtures folder. */
async function check(file: string, dir = FIXTURES) {
  return checkOpenApiFile(path.join(dir, file), (abs) => path.relative(dir, abs));
}

/** The findings as `file:line:col code pointer`, the shape people read. */
const brief = (ds: { file: string; line: number; column: number; code: string; pointer: string }[]) =>
  ds.map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.pointer}`);

describe('openapi-check: valid descriptions', () => {
  it.each(['valid-3.0.yaml', 'valid-3.1.json', 'valid-2.0.json'])(
    '%s has no findings (recursive schemas, shared examples, relative servers)',
    async (file) => {
      const r = await check(file);
      expect(r.diagnostics).toEqual([]);
      expect(r.valid).toBe(true);
    },
  );

  it('counts operations and webhooks', async () => {
    expect(await check('valid-3.1.json')).toMatchObject({ operations: 1, webhooks: 1, version: '3.1.0' });
  });
});

describe('openapi-check: official schema', () => {
  it.each(['bad-type-3.0.yaml', 'bad-type-3.1.yaml'])(
    '%s: an invalid schema `type` is one located error with a hint, not a cascade',
    async (file) => {
      const r = await check(file);
      expect(r.valid).toBe(false);
      expect(r.diagnostics).toHaveLength(1);
      expect(r.diagnostics[0]).toMatchObject({
        severity: 'error',
        code: 'oas-schema',
        file,
        line: 20,
        column: 27,
        pointer: '/paths/~1a/get/responses/200/content/application~1json/schema/properties/count/type',
        hint: 'did you mean `integer`?',
      });
      expect(r.diagnostics[0]!.message).toMatch(/`type` must be one of .*`integer`.*found "intger"/);
    },
  );

  it('reports a missing `info` and a `paths` that is an array', async () => {
    const r = await check('structure.json');
    expect(brief(r.diagnostics.filter((d) => d.severity === 'error'))).toEqual([
      'structure.json:1:1 oas-schema ',
      'structure.json:3:12 oas-schema /paths',
    ]);
    expect(r.diagnostics.find((d) => d.pointer === '/paths')!.message).toBe('`paths` must be an object, found an array');
  });

  it('picks the branch a value is closest to: a parameter `in` lists every allowed location', async () => {
    const dir = tmpSite({
      'p.yaml':
        'openapi: 3.0.3\ninfo: { title: t, version: "1" }\nservers: [{ url: "https://x.example" }]\npaths:\n  /a:\n    get:\n      summary: A\n      parameters:\n        - name: q\n          in: body\n          schema: { type: string }\n      responses:\n        "200": { description: ok }\n',
    });
    const r = await check('p.yaml', dir);
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({ code: 'oas-schema', line: 10, column: 15, pointer: '/paths/~1a/get/parameters/0/in' });
    expect(r.diagnostics[0]!.message).toBe('`in` must be one of `path`, `query`, `header`, `cookie`; found "body"');
  });

  it('Swagger 2.0: a parameter of the right `in` reports only its own problem, not every parameter kind', async () => {
    const dir = tmpSite({
      's.json': {
        swagger: '2.0',
        info: { title: 't', version: '1' },
        host: 'x.example',
        paths: {
          '/a': {
            get: { summary: 'A', parameters: [{ name: 'q', in: 'query', type: 'strng' }], responses: { '200': { description: 'ok' } } },
          },
        },
      },
    });
    const r = await check('s.json', dir);
    expect(brief(r.diagnostics)).toEqual(['s.json:16:21 oas-schema /paths/~1a/get/parameters/0/type']);
    expect(r.diagnostics[0]!.hint).toBe('did you mean `string`?');
  });

  it('3.1: a parameter without `name`; a response key that is no status code is one error', async () => {
    const dir = tmpSite({
      'p.yaml':
        'openapi: 3.1.0\ninfo: { title: t, version: "1" }\nservers: [{ url: "https://x.example" }]\npaths:\n  /a:\n    get:\n      summary: A\n      parameters:\n        - in: query\n          schema: { type: string }\n      responses:\n        "999": { description: ok }\n',
    });
    const r = await check('p.yaml', dir);
    expect(r.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      '9:11 `0` is missing the required property `name`',
      '12:9 Property `999` is not allowed here',
    ]);
    expect(r.diagnostics[1]!.hint).toMatch(/status code/);
  });

  it('an unknown property is located at its name, with the extension hint', async () => {
    const dir = tmpSite({
      'u.json': '{\n  "openapi": "3.0.3",\n  "info": { "title": "t", "version": "1", "summry": "x" },\n  "paths": {}\n}\n',
    });
    const r = await check('u.json', dir);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([
      {
        severity: 'error',
        code: 'oas-schema',
        message: 'Property `summry` is not allowed here',
        file: 'u.json',
        line: 3,
        column: 43,
        pointer: '/info/summry',
        hint: 'extensions must start with `x-`',
      },
    ]);
  });

  it('3.0: OpenAPI 3.1 keywords in a schema are errors that say so, with what to write instead', async () => {
    const dir = tmpSite({
      'k.yaml': [
        'openapi: 3.0.3',
        'info: { title: t, version: "1" }',
        'servers: [{ url: "https://x.example" }]',
        'paths: {}',
        'components:',
        '  schemas:',
        '    T:',
        '      type: object',
        '      properties:',
        '        token_type: {type: string, const: Bearer, examples: [Bearer]}',
        '        pair: {type: array, prefixItems: [{type: string}]}',
        '        maybe: {type: [string, "null"]}',
        '        typo: {type: string, descripton: x}',
        '',
      ].join('\n'),
    });
    const r = await check('k.yaml', dir);
    expect(r.valid).toBe(false);
    expect(r.diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.code} ${d.pointer} | ${d.message} | ${d.hint}`)).toEqual([
      '10:36 error oas-schema /components/schemas/T/properties/token_type/const | `const` is an OpenAPI 3.1 keyword (JSON Schema 2020-12), not part of an OpenAPI 3.0 schema | declare `openapi: 3.1.0`, or in 3.0 write `enum: [value]`',
      '10:51 error oas-schema /components/schemas/T/properties/token_type/examples | `examples` is an OpenAPI 3.1 keyword (JSON Schema 2020-12), not part of an OpenAPI 3.0 schema | declare `openapi: 3.1.0`, or in 3.0 write one `example`',
      '11:29 error oas-schema /components/schemas/T/properties/pair/prefixItems | `prefixItems` is an OpenAPI 3.1 keyword (JSON Schema 2020-12), not part of an OpenAPI 3.0 schema | declare `openapi: 3.1.0`',
      '12:23 error oas-schema /components/schemas/T/properties/maybe/type | `type` as a list of types is OpenAPI 3.1 (JSON Schema 2020-12), not OpenAPI 3.0 | declare `openapi: 3.1.0`, or in 3.0 write one `type` with `nullable: true`',
      '13:30 error oas-schema /components/schemas/T/properties/typo/descripton | Property `descripton` is not allowed here | extensions must start with `x-`',
    ]);
  });

  it('3.1: JSON Schema forms carried over from 3.0 are warnings (`exclusiveMinimum: true`)', async () => {
    const dir = tmpSite({
      'l.yaml':
        'openapi: 3.1.0\ninfo: { title: t, version: "1" }\nservers: [{ url: "https://x.example" }]\npaths: {}\ncomponents:\n  schemas:\n    N:\n      type: number\n      minimum: 0\n      exclusiveMinimum: true\n',
    });
    const r = await check('l.yaml', dir);
    expect(r.valid).toBe(true);
    expect(brief(r.diagnostics)).toEqual(['l.yaml:10:25 oas-schema-legacy /components/schemas/N/exclusiveMinimum']);
  });

  it('rejects unsupported versions and non-OpenAPI documents', async () => {
    const dir = tmpSite({ 'v.yaml': 'openapi: 4.0.0\ninfo: {}\n', 'a.yaml': 'asyncapi: 3.0.0\n' });
    expect(brief((await check('v.yaml', dir)).diagnostics)).toEqual(['v.yaml:1:10 oas-version-unsupported /openapi']);
    expect((await check('a.yaml', dir)).diagnostics[0]!.message).toMatch(/AsyncAPI/);
  });
});

describe('openapi-check: semantic rules', () => {
  it('$refs: dangling (internal, into another file, to a missing file) and pure loops; recursive schemas are fine', async () => {
    const r = await check('refs.yaml');
    expect(brief(r.diagnostics)).toEqual([
      'refs-other.yaml:5:13 oas-ref-unresolved /Thing/properties/part/$ref',
      'refs.yaml:17:23 oas-ref-unresolved /paths/~1a/get/responses/200/content/application~1json/schema/$ref',
      'refs.yaml:37:23 oas-ref-unresolved /paths/~1c/get/responses/200/content/application~1json/schema/$ref',
      'refs.yaml:43:13 oas-ref-cycle /components/schemas/LoopB/$ref',
    ]);
    expect(r.diagnostics[3]!.message).toContain('/components/schemas/LoopA → /components/schemas/LoopB');
  });

  it('operations: duplicate operationId, undeclared / unused / optional path parameters, missing summary', async () => {
    const r = await check('operations.yaml');
    expect(brief(r.diagnostics)).toEqual([
      'operations.yaml:9:5 oas-path-param-undeclared /paths/~1users~1{userId}~1posts~1{postId}/get',
      'operations.yaml:17:17 oas-path-param-unused /paths/~1users~1{userId}~1posts~1{postId}/get/parameters/1/name',
      'operations.yaml:24:5 oas-operation-summary /paths/~1things~1{id}/get',
      'operations.yaml:25:20 oas-operation-id-duplicate /paths/~1things~1{id}/get/operationId',
      'operations.yaml:29:21 oas-path-param-required /paths/~1things~1{id}/get/parameters/0/required',
    ]);
    expect(r.diagnostics[3]!.message).toBe(
      'operationId "getThing" is already used by `GET /users/{userId}/posts/{postId}`; operationIds must be unique',
    );
  });

  it('a missing summary says what the page is titled instead: method and path (never the operationId), a webhook’s name, x-mint’s title', async () => {
    const dir = tmpSite({
      'n.yaml': [
        'openapi: 3.1.0',
        'info: { title: t, version: "1" }',
        'servers: [{ url: "https://x.example" }]',
        'paths:',
        '  /a:',
        '    get: { operationId: src.handlers.list_all, responses: { "200": { description: ok } } }',
        '    post: { x-mint: { metadata: { title: Make an A } }, responses: { "200": { description: ok } } }',
        'webhooks:',
        '  thing-done:',
        '    post: { responses: { "200": { description: ok } } }',
        '',
      ].join('\n'),
    });
    const r = await check('n.yaml', dir);
    expect(r.diagnostics.filter((d) => d.code === 'oas-operation-summary').map((d) => d.message)).toEqual([
      '`GET /a` has no `summary`; its page and sidebar entry are titled `GET /a` (its method and path; the operationId is not used)',
      '`POST /a` has no `summary`; its page and sidebar entry are titled `Make an A` (its `x-mint` title)',
      'webhook `thing-done` (POST) has no `summary`; its page and sidebar entry are titled `thing-done` (the webhook’s name)',
    ]);
  });

  it('3.1 operations without responses: a documentation-quality warning (the 3.1 schema allows it)', async () => {
    const r = await check('no-responses-3.1.yaml');
    expect(brief(r.diagnostics)).toEqual(['no-responses-3.1.yaml:9:5 oas-operation-responses /paths/~1a/get']);
    expect(r.diagnostics[0]!.severity).toBe('warning');
    expect(r.valid).toBe(true);
  });

  it('servers: undefined variables, invalid URLs, defaults outside the enum', async () => {
    const r = await check('servers.yaml');
    expect(brief(r.diagnostics)).toEqual([
      'servers.yaml:6:10 oas-server-variable-undefined /servers/0/url',
      'servers.yaml:7:10 oas-server-url-invalid /servers/1/url',
      'servers.yaml:8:10 oas-server-url-invalid /servers/2/url',
      'servers.yaml:12:18 oas-server-variable-default /servers/3/variables/env/default',
    ]);
  });

  it.each([
    ['https://api.example.com/v1', undefined],
    ['/v1', undefined],
    ['wss://stream.example.com', undefined],
    ['https://exa mple.com', 'it contains whitespace'],
    ['http//x.example.com', 'the scheme needs `://`'],
    ['localhost:8080/api', 'it has no scheme (write `https://localhost:8080/api`)'],
    ['https:///nohost', 'an http(s) URL needs `//` and a host after the scheme'],
  ])('server URL %s', (url, problem) => {
    expect(urlProblem(url)).toBe(problem);
  });

  it('examples that contradict their schema are warnings at the example (shared ones where they are written)', async () => {
    const r = await check('examples.yaml');
    expect(r.valid).toBe(true);
    expect(brief(r.diagnostics)).toEqual([
      'examples.yaml:15:20 oas-example-invalid /paths/~1pets/get/parameters/0/example',
      'examples.yaml:39:24 oas-example-invalid /paths/~1pets/post/responses/201/content/application~1json/example',
      'examples.yaml:43:7 oas-example-invalid /components/examples/WrongPets/value',
      'examples.yaml:56:20 oas-example-invalid /components/schemas/Pet/properties/status/example',
    ]);
    expect(r.diagnostics.map((d) => d.message)).toEqual([
      'This parameter example contradicts its schema: must be <= 100, found 500',
      'This example contradicts its schema: at `/name`: must be string, found a number (7)',
      'This example `wrong` contradicts its schema: at `/1/id`: must be integer, found a string ("two")',
      'This schema example contradicts its schema: must be one of "available", "sold", found "lost"',
    ]);
  });

  it('example lengths count code points; nullable, readOnly and recursive schemas do not raise false alarms', async () => {
    const dir = tmpSite({
      'e.yaml': [
        'openapi: 3.0.3',
        'info: { title: t, version: "1" }',
        'servers: [{ url: "https://x.example" }]',
        'paths: {}',
        'components:',
        '  schemas:',
        '    Short: { type: string, minLength: 2, maxLength: 3, example: "😀😀" }',
        '    Long: { type: string, maxLength: 3, example: "😀😀😀😀" }',
        '    Node:',
        '      type: object',
        '      required: [id]',
        '      properties:',
        '        id: { type: integer, readOnly: true }',
        '        note: { type: string, nullable: true }',
        '        next: { $ref: "#/components/schemas/Node" }',
        '      example: { id: 1, note: null, next: { id: 2, next: { id: 3 } } }',
        '',
      ].join('\n'),
    });
    const r = await check('e.yaml', dir);
    expect(r.diagnostics.map((d) => `${d.pointer} ${d.message}`)).toEqual([
      '/components/schemas/Long/example This schema example contradicts its schema: must have at most 3 characters',
    ]);
  });

  it('no servers and no summary are warnings: the description stays valid', async () => {
    const r = await check('warnings.yaml');
    expect(r.valid).toBe(true);
    expect(brief(r.diagnostics)).toEqual([
      'warnings.yaml:1:1 oas-servers-missing ',
      'warnings.yaml:7:5 oas-operation-summary /paths/~1a/get',
    ]);
    // The message says what the samples then do: the placeholder host baseUrl() gives, not "no base URL".
    const message = r.diagnostics[0]!.message;
    expect(message).not.toContain('no base URL');
    expect(message).toContain(`placeholder host ${baseUrl({ servers: [] })}`);
    expect(message).toContain('`api.mdx.server`');
  });

  it('a security requirement naming an undeclared scheme is an error at the name, with a hint', async () => {
    const dir = tmpSite({
      'none.yml': [
        'openapi: 3.0.1',
        'info: { title: t, version: "1" }',
        'servers: [{ url: "https://x.example" }]',
        'paths:',
        '  /fonts:',
        '    get:',
        '      summary: List fonts',
        '      responses: { "200": { description: OK } }',
        '      security:',
        '      - BearerAuth: []',
        '',
      ].join('\n'),
      'near.yml': [
        'openapi: 3.1.0',
        'info: { title: t, version: "1" }',
        'servers: [{ url: "https://x.example" }]',
        'security: [{ bearerAuth: [] }, {}]',
        'paths: {}',
        'components:',
        '  securitySchemes:',
        '    BearerAuth: { type: http, scheme: bearer }',
        '',
      ].join('\n'),
    });
    const none = await check('none.yml', dir);
    expect(none.valid).toBe(false);
    expect(
      none.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code} ${d.pointer} | ${d.message} | ${d.hint}`),
    ).toEqual([
      'none.yml:10:9 error oas-security-scheme-undefined /paths/~1fonts/get/security/0/BearerAuth | Security requirement names `BearerAuth`, which is not declared in `components.securitySchemes` | declare `BearerAuth` under `components.securitySchemes` (for example `BearerAuth: { type: http, scheme: bearer }`)',
    ]);
    const near = await check('near.yml', dir);
    expect(near.diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.pointer} ${d.hint}`)).toEqual([
      '4:14 oas-security-scheme-undefined /security/0/bearerAuth did you mean `BearerAuth`?',
    ]);
  });

  it('Swagger 2.0 without `host` warns that the playground cannot send', async () => {
    const dir = tmpSite({ 's.json': { swagger: '2.0', info: { title: 't', version: '1' }, paths: {} } });
    expect(brief((await check('s.json', dir)).diagnostics)).toEqual(['s.json:1:1 oas-servers-missing ']);
  });

  it('locates the same findings in JSON and YAML forms of one description', async () => {
    const doc = {
      openapi: '3.0.3',
      info: { title: 't', version: '1' },
      servers: [{ url: 'https://x.example' }],
      paths: { '/a/{id}': { get: { summary: 'A', responses: { '200': { description: 'ok' } } } } },
    };
    const yaml =
      'openapi: 3.0.3\ninfo:\n  title: t\n  version: "1"\nservers:\n  - url: https://x.example\npaths:\n  /a/{id}:\n    get:\n      summary: A\n      responses:\n        "200":\n          description: ok\n';
    const dir = tmpSite({ 'd.json': doc, 'd.yaml': yaml });
    const json = await check('d.json', dir);
    const yml = await check('d.yaml', dir);
    expect(json.diagnostics.map((d) => [d.code, d.pointer])).toEqual(yml.diagnostics.map((d) => [d.code, d.pointer]));
    expect(brief(json.diagnostics)).toEqual(['d.json:14:14 oas-path-param-undeclared /paths/~1a~1{id}/get']);
    expect(brief(yml.diagnostics)).toEqual(['d.yaml:9:5 oas-path-param-undeclared /paths/~1a~1{id}/get']);
  });
});

describe('openapi-check: bad input finishes quickly with a located diagnostic', () => {
  const deepJson = () => {
    let s = '{}';
    for (let i = 0; i < 1000; i++) s = `{"type":"object","properties":{"a":${s}}}`;
    return `{"openapi":"3.0.3","info":{"title":"t","version":"1"},"paths":{},"components":{"schemas":{"Deep":${s}}}}`;
  };
  const deepYaml = () => {
    let y = 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths: {}\ncomponents:\n  schemas:\n    Deep:\n';
    let ind = '      ';
    for (let i = 0; i < 1000; i++) {
      y += `${ind}type: object\n${ind}properties:\n${ind}  a:\n`;
      ind += '    ';
    }
    return y + `${ind}type: string\n`;
  };
  const bomb = () => {
    let b = 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths: {}\nx-a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n';
    let prev = 'a';
    for (const n of 'bcdefghi') {
      b += `x-${n}: &${n} [${Array(9)
        .fill('*' + prev)
        .join(',')}]\n`;
      prev = n;
    }
    return b;
  };
  it.each([
    { file: 'broken.yaml', text: 'openapi: 3.0.0\ninfo:\n  title: [unclosed\n', code: 'yaml-syntax', line: 4 },
    { file: 'broken.json', text: '{\n  "openapi": "3.0.0",\n  "info": { "title": "x" "version": "1" }\n}\n', code: 'json-syntax', line: 3 },
    { file: 'deep.json', text: deepJson(), code: 'spec-too-deep', line: 1 },
    { file: 'deep.yaml', text: deepYaml(), code: 'spec-too-deep', line: undefined },
    { file: 'bomb.yaml', text: bomb(), code: 'yaml-syntax', line: 5 },
    { file: 'empty.yaml', text: '', code: 'oas-not-openapi', line: 1 },
    { file: 'list.json', text: '[1, 2]', code: 'oas-not-openapi', line: 1 },
  ])('$file → $code', async ({ file, text, code, line }) => {
    const dir = tmpSite({ [file]: text });
    const started = performance.now();
    const r = await check(file, dir);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(r.valid).toBe(false);
    expect(r.diagnostics[0]!.code).toBe(code);
    if (line !== undefined) expect(r.diagnostics[0]!.line).toBe(line);
  });

  it('a 100 MB file is refused without being read', async () => {
    const dir = tmpSite({});
    const fd = fs.openSync(path.join(dir, 'huge.json'), 'w');
    fs.ftruncateSync(fd, 100 * 1024 * 1024);
    fs.closeSync(fd);
    const r = await check('huge.json', dir);
    expect(r.diagnostics).toEqual([expect.objectContaining({ code: 'spec-too-large', line: 1, column: 1 })]);
  });

  it('an unreadable file is flagged for exit code 2', async () => {
    const r = await check('no-such-file.yaml');
    expect(r.unreadable).toBe(true);
  });
});
