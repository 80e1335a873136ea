// `openapi-check` against the current official 3.1 and 3.2 schemas: pass/fail documents of our own
// (test/fixtures/openapi-check/{pass,fail}-3.{1,2}/), checked by the function and by the built CLI.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkOpenApiFile } from '../src/openapi/check/check-openapi.js';
import { tmpSite } from './helpers/tmp-site.js';

const SEXTANT = path.join(import.meta.dirname, '../bin/sextant.js');
const FIXTURES = path.join(import.meta.dirname, 'fixtures/openapi-check');

const check = (file: string) =>
  checkOpenApiFile(path.join(FIXTURES, file), (abs) => path.relative(FIXTURES, abs).split(path.sep).join('/'));
const run = (file: string) =>
  spawnSync(process.execPath, [SEXTANT, 'openapi-check', file], {
    cwd: FIXTURES,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
const filesIn = (dir: string) =>
  fs
    .readdirSync(path.join(FIXTURES, dir))
    .sort()
    .map((f) => `${dir}/${f}`);

/** Each invalid document and its errors as `line:column pointer message`. */
const FAIL: Record<string, string[]> = {
  'fail-3.1/parameter-example-and-examples.yaml': [
    '13:11 /paths/~1items/get/parameters/0 `example` and `examples` cannot be used together; keep one',
  ],
  'fail-3.1/header-allow-reserved.yaml': [
    '18:15 /paths/~1items/get/responses/200/headers/X-Rate-Limit/allowReserved Property `allowReserved` is not allowed here',
  ],
  'fail-3.1/header-parameter-allow-reserved.yaml': [
    '16:11 /paths/~1items/get/parameters/0/allowReserved Property `allowReserved` is not allowed here',
  ],
  'fail-3.1/link-body.yaml': ['18:15 /paths/~1items/post/responses/201/links/GetItem/body Property `body` is not allowed here'],
  'fail-3.2/additional-operation-fixed-method.yaml': [
    '11:7 /paths/~1items/additionalOperations/POST Property name `POST` is not allowed here',
  ],
  'fail-3.2/device-authorization-without-url.yaml': [
    '13:9 /components/securitySchemes/device/flows/deviceAuthorization `deviceAuthorization` is missing the required property `deviceAuthorizationUrl`',
  ],
  'fail-3.2/media-type-unknown-field.yaml': [
    '17:15 /paths/~1events/get/responses/200/content/text~1event-stream/itemsSchema Property `itemsSchema` is not allowed here',
  ],
  'fail-3.2/querystring-with-schema.yaml': ['13:11 /paths/~1search/get/parameters/0 `0` is missing the required property `content`'],
};

describe('openapi-check: valid 3.1 and 3.2 documents', () => {
  it.each([...filesIn('pass-3.1'), ...filesIn('pass-3.2')])('%s is valid; a missing `responses` is only a warning', async (file) => {
    const r = await check(file);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.valid).toBe(true);
    for (const d of r.diagnostics) expect(d.code).toBe('oas-operation-responses');
    const cli = run(file);
    expect(cli.status).toBe(0);
    expect(cli.stdout).toMatch(/✔ openapi-check .*: no errors/);
  });

  it('the six kinds of 3.1 documents without responses are all there, and each missing one is a located warning', async () => {
    const warned: string[] = [];
    for (const file of filesIn('pass-3.1')) {
      for (const d of (await check(file)).diagnostics) warned.push(`${d.file}:${d.line}:${d.column} ${d.severity} ${d.pointer}`);
    }
    expect(filesIn('pass-3.1')).toHaveLength(6);
    expect(warned).toEqual([
      'pass-3.1/path-operation.yaml:10:5 warning /paths/~1items/get',
      'pass-3.1/referenced-path-item.yaml:14:7 warning /components/pathItems/Ping/head',
      'pass-3.1/request-only-operation.yaml:10:5 warning /paths/~1items~1{id}/put',
      'pass-3.1/webhook-operation.yaml:10:5 warning /webhooks/itemCreated/post',
    ]);
  });

  it('3.0 still requires `responses`', async () => {
    const dir = tmpSite({ 'a.yaml': 'openapi: 3.0.3\ninfo: { title: t, version: "1" }\npaths:\n  /a:\n    get:\n      summary: A\n' });
    const r = await checkOpenApiFile(path.join(dir, 'a.yaml'));
    expect(r.valid).toBe(false);
    expect(r.diagnostics.find((d) => d.code === 'oas-operation-responses')).toMatchObject({ severity: 'error', line: 5, column: 5 });
  });

  it('3.2 counts QUERY and additionalOperations as operations', async () => {
    expect(await check('pass-3.2/query-and-additional-operations.yaml')).toMatchObject({ version: '3.2.0', operations: 2, valid: true });
  });
});

describe('openapi-check: invalid 3.1 and 3.2 documents', () => {
  it('every fail document has its expectation', () => {
    expect(Object.keys(FAIL).sort()).toEqual([...filesIn('fail-3.1'), ...filesIn('fail-3.2')]);
  });

  it.each(Object.entries(FAIL))('%s: located errors (line:column and JSON pointer)', async (file, expected) => {
    const r = await check(file);
    expect(r.valid).toBe(false);
    const errors = r.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => `${d.line}:${d.column} ${d.pointer} ${d.message}`)).toEqual(expected);
    for (const d of errors) expect(d).toMatchObject({ file, code: 'oas-schema' });
    const cli = run(file);
    expect(cli.status).toBe(1);
    const [where] = expected[0]!.split(' ');
    expect(cli.stdout).toContain(`${file}:${where}  error  oas-schema  `);
  });

  it('hints say what to do for the fields the current schema refuses', async () => {
    expect((await check('fail-3.1/header-allow-reserved.yaml')).diagnostics[0]!.hint).toMatch(/only `in: query` parameters/);
    expect((await check('fail-3.1/link-body.yaml')).diagnostics[0]!.hint).toMatch(/`requestBody`/);
    expect((await check('fail-3.2/additional-operation-fixed-method.yaml')).diagnostics[0]!.hint).toMatch(/use `post`/);
  });
});
