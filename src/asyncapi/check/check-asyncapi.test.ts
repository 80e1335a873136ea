import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tmpSite } from '../../../test/helpers/tmp-site.js';
import { checkAsyncApiFile } from './check-asyncapi.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../../test/fixtures/asyncapi-check');

/** Check a fixture; files are named relative to the fixtures folder. */
async function check(file: string, dir = FIXTURES) {
  return checkAsyncApiFile(path.join(dir, file), (abs) => path.relative(dir, abs));
}

/** The findings as `file:line:col code pointer`, the shape people read. */
const brief = (ds: { file: string; line: number; column: number; code: string; pointer: string }[]) =>
  ds.map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.pointer}`);

describe('asyncapi-check: valid documents', () => {
  it.each([
    ['valid-3.0.yaml', { version: '3.0.0', channels: 1, operations: 1 }],
    ['valid-2.6.yaml', { version: '2.6.0', channels: 1, operations: 2 }],
  ])('%s has no findings (a $ref into another file, replies, 2.x oneOf messages, examples)', async (file, counts) => {
    const r = await check(file);
    expect(r.diagnostics).toEqual([]);
    expect(r).toMatchObject({ valid: true, ...counts });
  });
});

describe('asyncapi-check: every supported version, JSON too', () => {
  it.each(['2.0.0', '2.1.0', '2.2.0', '2.3.0', '2.4.0', '2.5.0', '2.6.0', '3.0.0', '3.1.0'])(
    'a minimal %s document in JSON is valid',
    async (version) => {
      const dir = tmpSite({ 'a.json': { asyncapi: version, info: { title: 'T', version: '1' }, channels: {} } });
      expect((await check('a.json', dir)).diagnostics).toEqual([]);
    },
  );

  it('a version between those supported is checked against its minor version, and its patch number is held to the schema', async () => {
    const dir = tmpSite({ 'a.json': { asyncapi: '2.6.1', info: { title: 'T', version: '1' }, channels: {} } });
    expect((await check('a.json', dir)).diagnostics).toMatchObject([{ code: 'asyncapi-schema', pointer: '/asyncapi' }]);
  });
});

describe('asyncapi-check: broken documents give located errors', () => {
  it('bad YAML: the syntax error, where it is', async () => {
    const r = await check('bad-yaml.yaml');
    expect(r.valid).toBe(false);
    expect(brief(r.diagnostics)).toEqual(['bad-yaml.yaml:8:1 yaml-syntax ']);
  });

  it('a dangling $ref to another file: at the $ref, saying what is missing', async () => {
    const r = await check('dangling-ref.yaml');
    expect(brief(r.diagnostics)).toEqual([
      'dangling-ref.yaml:10:15 asyncapi-ref-unresolved /channels/a/messages/hello/$ref',
      'dangling-ref.yaml:12:15 asyncapi-ref-unresolved /channels/a/messages/gone/$ref',
    ]);
    expect(r.diagnostics[0]!.message).toBe(
      '`$ref` "messages.yaml#/hello" does not resolve: `hello` does not exist in the document root of `messages.yaml`',
    );
    expect(r.diagnostics[1]!.message).toMatch(/file `no-such-file.yaml` cannot be read/);
  });

  it('$refs that only lead to each other are one error', async () => {
    const dir = tmpSite({
      'a.yaml': [
        'asyncapi: 3.0.0',
        'info: { title: T, version: "1" }',
        'channels:',
        '  c:',
        '    address: /c',
        '    messages:',
        "      m: { $ref: '#/components/messages/a' }",
        'components:',
        '  messages:',
        "    a: { $ref: '#/components/messages/b' }",
        "    b: { $ref: '#/components/messages/a' }",
        '',
      ].join('\n'),
    });
    const r = await check('a.yaml', dir);
    expect(r.diagnostics).toMatchObject([{ code: 'asyncapi-ref-cycle', line: 11, pointer: '/components/messages/b/$ref' }]);
  });

  it('2.x: a misspelt field is one error with a suggestion, a field of the wrong type another', async () => {
    const r = await check('wrong-field-2.6.yaml');
    expect(r.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'asyncapi-schema',
        message: 'Property `publsh` is not allowed here',
        file: 'wrong-field-2.6.yaml',
        line: 7,
        column: 5,
        pointer: '/channels/lights~1on/publsh',
        hint: 'did you mean `publish`?',
      },
      {
        severity: 'error',
        code: 'asyncapi-schema',
        message: '`operationId` must be a string, found a number (42)',
        file: 'wrong-field-2.6.yaml',
        line: 11,
        column: 20,
        pointer: '/channels/lights~1on/subscribe/operationId',
      },
    ]);
  });

  it('an unsupported version is one error at `asyncapi`', async () => {
    const r = await check('unsupported-version.yaml');
    expect(r.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'asyncapi-version-unsupported',
        message: 'Unsupported `asyncapi` version "1.2.0"; supported: 2.0.0 to 2.6.0, 3.0.0 and 3.1.0',
        file: 'unsupported-version.yaml',
        line: 1,
        column: 11,
        pointer: '/asyncapi',
      },
    ]);
  });

  it('3.0: an operation on an unknown channel, messages outside its channel, a reply channel outside `channels`', async () => {
    const r = await check('unknown-channel-3.0.yaml');
    expect(brief(r.diagnostics)).toEqual([
      'unknown-channel-3.0.yaml:15:13 asyncapi-operation-channel /operations/getPrices/channel/$ref',
      'unknown-channel-3.0.yaml:21:15 asyncapi-operation-message /operations/getTicks/messages/0/$ref',
      'unknown-channel-3.0.yaml:22:15 asyncapi-operation-message /operations/getTicks/messages/1/$ref',
      'unknown-channel-3.0.yaml:25:15 asyncapi-operation-channel /operations/getTicks/reply/channel/$ref',
    ]);
    expect(r.diagnostics[0]).toMatchObject({
      message: 'Operation `getPrices` is on channel `price`, which is not in `channels`',
      hint: 'did you mean `prices`?',
    });
    expect(r.diagnostics[1]).toMatchObject({ hint: 'did you mean `tick`?' });
  });

  it('2.x rules: security schemes, channel servers, address parameters both ways, duplicate operationIds, examples', async () => {
    const r = await check('rules-2.6.yaml');
    expect(brief(r.diagnostics)).toEqual([
      'rules-2.6.yaml:10:9 asyncapi-security-scheme-undefined /servers/broker/security/0/basik',
      'rules-2.6.yaml:12:3 asyncapi-channel-param-undeclared /channels/rooms~1{roomId}~1messages',
      'rules-2.6.yaml:13:15 asyncapi-channel-server-unknown /channels/rooms~1{roomId}~1messages/servers/0',
      'rules-2.6.yaml:15:7 asyncapi-channel-param-unused /channels/rooms~1{roomId}~1messages/parameters/room',
      'rules-2.6.yaml:27:22 asyncapi-example-invalid /channels/rooms~1{roomId}~1messages/publish/message/examples/0/payload',
      'rules-2.6.yaml:30:20 asyncapi-operation-id-duplicate /channels/rooms/subscribe/operationId',
    ]);
    expect(r.diagnostics.find((d) => d.code === 'asyncapi-example-invalid')).toMatchObject({
      severity: 'warning',
      message: "Example `empty`'s payload contradicts its schema: at `/text`: must be string, found a number (3)",
    });
    expect(r.valid).toBe(false);
  });
});

describe('asyncapi-check: the schema errors a person needs', () => {
  it('3.0: objects that may be references report their own problem, not "no allowed form"', async () => {
    const dir = tmpSite({
      'a.yaml': [
        'asyncapi: 3.0.0',
        'info: { title: T, version: "1" }',
        'servers:',
        '  s:',
        '    protocol: wss',
        'channels:',
        '  c:',
        '    address: /c',
        '    messages:',
        '      m:',
        '        payload: 5',
        '        contentTyp: application/json',
        '    bindings:',
        '      ws: { method: PUT }',
        'operations:',
        '  o:',
        '    action: sned',
        "    channel: { $ref: '#/channels/c' }",
        '',
      ].join('\n'),
    });
    const r = await check('a.yaml', dir);
    expect(r.diagnostics.map((d) => [d.pointer, d.message, d.hint])).toEqual([
      ['/servers/s', '`s` is missing the required property `host`', undefined],
      ['/channels/c/messages/m/payload', '`payload` must be an object or a boolean, found a number (5)', undefined],
      ['/channels/c/messages/m/contentTyp', 'Property `contentTyp` is not allowed here', 'did you mean `contentType`?'],
      ['/channels/c/bindings/ws/method', '`method` must be one of `GET`, `POST`; found "PUT"', undefined],
      ['/operations/o/action', '`action` must be one of `send`, `receive`; found "sned"', 'did you mean `send`?'],
    ]);
  });

  it('2.x: a message of a `oneOf` reports its own problem, not that `oneOf` is not allowed', async () => {
    const dir = tmpSite({
      'a.yaml': [
        'asyncapi: 2.6.0',
        'info: { title: T, version: "1" }',
        'servers:',
        '  s: { protocol: mqtt }',
        'channels:',
        '  b:',
        '    publish:',
        '      message:',
        '        oneOf:',
        '          - payload: { type: strin }',
        "          - $ref: '#/components/messages/m'",
        'components:',
        '  messages:',
        '    m: { headers: { type: string } }',
        '',
      ].join('\n'),
    });
    const r = await check('a.yaml', dir);
    expect(r.diagnostics.map((d) => [d.pointer, d.message])).toEqual([
      ['/servers/s', '`s` is missing the required property `url`'],
      [
        '/channels/b/publish/message/oneOf/0/payload/type',
        '`type` must be one of `array`, `boolean`, `integer`, `null`, `number`, `object`, `string`; found "strin"',
      ],
      ['/components/messages/m/headers/type', '`type` must be "object"; found "string"'],
    ]);
  });

  it('a misspelt required field is one error, at the misspelling', async () => {
    const dir = tmpSite({
      'a.yaml': 'asyncapi: 3.0.0\ninfo: { title: T, version: "1" }\nservers:\n  s:\n    host: x.example\n    protocl: wss\n',
    });
    expect((await check('a.yaml', dir)).diagnostics).toMatchObject([
      {
        pointer: '/servers/s/protocl',
        line: 6,
        column: 5,
        message: 'Property `protocl` is not allowed here',
        hint: 'did you mean `protocol`?',
      },
    ]);
  });

  it('3.0: channel servers and address parameters', async () => {
    const dir = tmpSite({
      'a.yaml': [
        'asyncapi: 3.0.0',
        'info: { title: T, version: "1" }',
        'servers:',
        '  live: { host: x.example, protocol: ws }',
        'channels:',
        '  c:',
        '    address: /rooms/{room}',
        "    servers: [{ $ref: '#/servers/lve' }]",
        '',
      ].join('\n'),
    });
    const r = await check('a.yaml', dir);
    expect(brief(r.diagnostics)).toEqual([
      'a.yaml:7:14 asyncapi-channel-param-undeclared /channels/c/address',
      'a.yaml:8:23 asyncapi-channel-server-unknown /channels/c/servers/0/$ref',
    ]);
    expect(r.diagnostics[1]).toMatchObject({ hint: 'did you mean `live`?' });
  });

  it('3.0: a channel whose messages are one $ref is told to name it, at the $ref, instead of a schema error', async () => {
    const dir = tmpSite({
      'a.yaml': [
        'asyncapi: 3.0.0',
        'info: { title: T, version: "1" }',
        'channels:',
        '  events:',
        '    messages:',
        "      $ref: '#/components/messages/HistoryItemEvent'",
        'components:',
        '  messages:',
        '    HistoryItemEvent: { payload: { type: string } }',
        '',
      ].join('\n'),
    });
    const r = await check('a.yaml', dir);
    expect(brief(r.diagnostics)).toEqual(['a.yaml:6:7 asyncapi-channel-messages-ref /channels/events/messages/$ref']);
    expect(r.diagnostics[0]).toMatchObject({
      hint: "write `messages: { HistoryItemEvent: { $ref: '#/components/messages/HistoryItemEvent' } }`",
    });
  });

  it('3.0: a channel kept in another file still has its messages and parameters; a dangling parameter $ref is not also undeclared', async () => {
    const dir = tmpSite({
      'a.yaml': [
        'asyncapi: 3.0.0',
        'info: { title: T, version: "1" }',
        'channels:',
        "  room: { $ref: 'channels.yaml#/room' }",
        'operations:',
        '  join:',
        '    action: send',
        "    channel: { $ref: '#/channels/room' }",
        "    messages: [{ $ref: '#/channels/room/messages/joined' }, { $ref: '#/channels/room/messages/left' }]",
        '',
      ].join('\n'),
      'channels.yaml': [
        'room:',
        '  address: /rooms/{roomId}',
        '  parameters:',
        "    roomId: { $ref: 'params.yaml#/roomId' }",
        '  messages:',
        '    joined: { payload: { type: string } }',
        '',
      ].join('\n'),
    });
    const r = await check('a.yaml', dir);
    expect(brief(r.diagnostics)).toEqual([
      'a.yaml:9:69 asyncapi-operation-message /operations/join/messages/1/$ref',
      'channels.yaml:4:21 asyncapi-ref-unresolved /room/parameters/roomId/$ref',
    ]);
  });

  it('server variables: each {variable} of an address is declared, and a default is one of the enum values', async () => {
    const dir = tmpSite({
      'a.yaml': [
        'asyncapi: 3.0.0',
        'info: { title: T, version: "1" }',
        'servers:',
        '  live:',
        '    host: "{region}.example.com"',
        '    pathname: /v{major}',
        '    protocol: wss',
        '    variables:',
        '      region: { enum: [eu, us], default: asia }',
        '',
      ].join('\n'),
      'b.yaml': [
        'asyncapi: 2.6.0',
        'info: { title: T, version: "1" }',
        'servers:',
        '  broker: { url: "mqtt://broker:{port}", protocol: mqtt }',
        'channels: {}',
        '',
      ].join('\n'),
    });
    expect(brief((await check('a.yaml', dir)).diagnostics)).toEqual([
      'a.yaml:6:15 asyncapi-server-variable-undefined /servers/live/pathname',
      'a.yaml:9:42 asyncapi-server-variable-default /servers/live/variables/region/default',
    ]);
    expect((await check('b.yaml', dir)).diagnostics).toMatchObject([
      {
        code: 'asyncapi-server-variable-undefined',
        line: 4,
        pointer: '/servers/broker/url',
        message: 'Server `broker` uses `{port}` in its `url`, which is not in its `variables`',
        hint: 'add variables: { port: { default: "…" } }',
      },
    ]);
  });

  it('a document that is not AsyncAPI says so', async () => {
    const dir = tmpSite({ 'o.json': { openapi: '3.1.0', info: { title: 't', version: '1' } } });
    expect((await check('o.json', dir)).diagnostics).toMatchObject([
      { code: 'asyncapi-not-asyncapi', message: 'Not an AsyncAPI document: no `asyncapi` version field (this is an OpenAPI description)' },
    ]);
  });
});

describe('asyncapi-check: a 3.0 payload written { schema } without schemaFormat', () => {
  const doc = (version: string) =>
    [
      `asyncapi: ${version}`,
      'info: { title: T, version: "1" }',
      'channels:',
      '  chat:',
      '    messages:',
      '      wrapped:',
      '        payload:',
      '          schema: { type: object, properties: { text: { type: string } } }',
      '        examples: [{ payload: { text: 3 } }]',
      '      shared: { payload: { $ref: "#/components/schemas/Wrapped" } }',
      '      again: { headers: { $ref: "#/components/schemas/Wrapped" } }',
      '      formatted:',
      '        payload: { schemaFormat: application/vnd.aai.asyncapi+json;version=3.0.0, schema: { type: string } }',
      '      plain: { payload: { type: object, schema: { type: string } } }',
      'components:',
      '  schemas:',
      '    Wrapped: { schema: { type: integer } }',
      '',
    ].join('\n');

  it('warns where it is written (once for a shared one), naming the format to add; reads it as that format for its examples', async () => {
    const r = await check('a.yaml', tmpSite({ 'a.yaml': doc('3.0.0') }));
    expect(r.valid).toBe(true);
    expect(brief(r.diagnostics)).toEqual([
      'a.yaml:7:9 asyncapi-schema-format-missing /channels/chat/messages/wrapped/payload',
      'a.yaml:9:31 asyncapi-example-invalid /channels/chat/messages/wrapped/examples/0/payload',
      'a.yaml:17:14 asyncapi-schema-format-missing /components/schemas/Wrapped',
    ]);
    expect(r.diagnostics[0]).toMatchObject({
      severity: 'warning',
      message:
        '`payload` has a `schema` but no `schemaFormat`, which a Multi Format Schema Object requires: it is read as an AsyncAPI schema (the default format)',
      hint: 'add `schemaFormat: application/vnd.aai.asyncapi+json;version=3.0.0`, or write the schema itself as the payload',
    });
  });

  it('is a plain schema in 2.x, which has no Multi Format Schema Objects', async () => {
    const v2 = [
      'asyncapi: 2.6.0',
      'info: { title: T, version: "1" }',
      'channels:',
      '  chat:',
      '    publish:',
      '      message: { payload: { schema: { type: string } }, examples: [{ payload: 3 }] }',
      '',
    ].join('\n');
    expect((await check('b.yaml', tmpSite({ 'b.yaml': v2 }))).diagnostics).toEqual([]);
  });
});
