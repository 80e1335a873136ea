/**
 * Response validation (runtime/playground/validate.ts): which documented schema a response is held
 * against (status, ranges, default; media types with parameters, structured suffixes and wildcards)
 * and the mismatches reported for a value, with their JSON pointers.
 */
import { describe, expect, it } from 'vitest';
import { checkValue, responseSchema, sseItemValue, toJsonSchema } from '../../runtime/playground/validate.js';
import type { ApiResponse, FormSchema } from '../../src/model/api-page.js';

const s = (title: string): FormSchema => ({ type: 'object', title });

const RESPONSES: ApiResponse[] = [
  {
    status: '200',
    contents: [
      { mediaType: 'application/json', schema: s('Pet') },
      { mediaType: 'application/vnd.pets+json', schema: s('PetVendor') },
      { mediaType: 'text/*', schema: s('AnyText') },
      { mediaType: 'text/event-stream', itemSchema: s('Event') },
    ],
  },
  { status: '201', contents: [{ mediaType: 'application/*+json', schema: s('Created') }] },
  { status: '204', contents: [{ mediaType: '*/*', schema: s('Anything') }] },
  { status: '404', contents: [{ mediaType: 'application/json', schema: s('NotFound') }] },
  { status: '4XX', contents: [{ mediaType: 'application/problem+json', schema: s('Problem') }] },
  { status: 'default', contents: [{ mediaType: 'application/json', schema: s('Error') }] },
];

const title = (r: ReturnType<typeof responseSchema>) => r?.schema?.title ?? r?.itemSchema?.title;

describe('responseSchema', () => {
  it('matches the status exactly, then its range, then default', () => {
    expect(title(responseSchema(RESPONSES, 404, 'application/json'))).toBe('NotFound');
    expect(title(responseSchema(RESPONSES, 422, 'application/problem+json'))).toBe('Problem');
    expect(title(responseSchema(RESPONSES, 500, 'application/json'))).toBe('Error');
    expect(responseSchema(RESPONSES.slice(0, 3), 500, 'application/json')).toBeUndefined();
    expect(responseSchema(undefined, 200, 'application/json')).toBeUndefined();
  });

  it('accepts a lower-case range', () => {
    expect(
      title(responseSchema([{ status: '5xx', contents: [{ mediaType: 'application/json', schema: s('Down') }] }], 503, 'application/json')),
    ).toBe('Down');
  });

  it('matches the media type exactly, ignoring parameters and case', () => {
    expect(title(responseSchema(RESPONSES, 200, 'application/json; charset=utf-8'))).toBe('Pet');
    expect(title(responseSchema(RESPONSES, 200, 'Application/VND.pets+json'))).toBe('PetVendor');
    expect(title(responseSchema(RESPONSES, 200, 'text/event-stream'))).toBe('Event');
    expect(responseSchema(RESPONSES, 200, 'text/event-stream')).toEqual({ itemSchema: s('Event') });
  });

  it('matches structured suffixes both ways', () => {
    // +json answered where application/json is documented, and the reverse.
    expect(title(responseSchema(RESPONSES, 200, 'application/hal+json'))).toBe('Pet');
    expect(title(responseSchema(RESPONSES, 422, 'application/json'))).toBe('Problem');
    expect(title(responseSchema(RESPONSES, 201, 'application/json'))).toBe('Created');
    expect(title(responseSchema(RESPONSES, 201, 'application/merge-patch+json'))).toBe('Created');
    expect(responseSchema(RESPONSES, 201, 'application/xml')).toBeUndefined();
  });

  it('falls back to wildcards, the narrower first', () => {
    expect(title(responseSchema(RESPONSES, 200, 'text/plain'))).toBe('AnyText');
    expect(title(responseSchema(RESPONSES, 204, 'image/png'))).toBe('Anything');
    expect(responseSchema(RESPONSES, 200, 'image/png')).toBeUndefined();
  });
});

const PET: FormSchema = {
  type: 'object',
  title: 'Pet',
  required: ['id', 'name'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string', minLength: 1 },
    tag: { type: 'string', nullable: true },
    status: { type: 'string', enum: ['available', 'sold'] },
    born: { type: 'string', format: 'date' },
    chip: { type: 'string', format: 'x-vendor-chip' },
  },
};

describe('checkValue', () => {
  it('passes a value that fits', () => {
    expect(checkValue(PET, { id: 1, name: 'Rex', tag: null, status: 'sold', born: '2020-02-29', chip: 'anything' })).toEqual([]);
  });

  it('reports types, missing properties, enums and formats at their pointers', () => {
    expect(checkValue(PET, { id: '1', tag: 5, status: 'lost', born: '2021-02-30' })).toEqual([
      { pointer: '', message: 'missing required property "name"' },
      { pointer: '/id', message: 'expected integer, got string' },
      { pointer: '/tag', message: 'expected string or null, got number' },
      { pointer: '/status', message: 'expected one of "available", "sold", got "lost"' },
      { pointer: '/born', message: 'expected a date string' },
    ]);
  });

  it('accepts null only where nullable', () => {
    expect(checkValue(PET, { id: 1, name: null })).toEqual([{ pointer: '/name', message: 'expected string, got null' }]);
    expect(checkValue({ type: 'string', enum: ['a'], nullable: true }, null)).toEqual([]);
    expect(checkValue({ oneOf: [{ type: 'string' }, { type: 'integer' }], nullable: true }, null)).toEqual([]);
    expect(checkValue({ oneOf: [{ type: 'string' }, { type: 'integer' }] }, null)).toEqual([
      { pointer: '', message: 'matches none of the variants (string, integer)' },
    ]);
  });

  it('escapes pointers', () => {
    const schema: FormSchema = { type: 'object', properties: { 'a/b c': { type: 'array', items: { type: 'number' } } } };
    expect(checkValue(schema, { 'a/b c': [1, 'x'] })).toEqual([{ pointer: '/a~1b c/1', message: 'expected number, got string' }]);
  });

  const CAT: FormSchema = {
    type: 'object',
    title: 'Cat',
    required: ['kind', 'lives'],
    properties: { kind: { type: 'string' }, lives: { type: 'integer', maximum: 9 } },
  };
  const DOG: FormSchema = {
    type: 'object',
    title: 'Dog',
    required: ['kind', 'bark'],
    properties: { kind: { type: 'string' }, bark: { type: 'boolean' } },
  };

  it('explains a oneOf mismatch by the branch the discriminator names', () => {
    const schema: FormSchema = {
      oneOf: [CAT, DOG],
      discriminator: { propertyName: 'kind', mapping: { dog: '#/components/schemas/Dog', cat: '#/components/schemas/Cat' } },
    };
    expect(checkValue(schema, { kind: 'cat', lives: 12 })).toEqual([{ pointer: '/lives', message: 'expected at most 9, got 12' }]);
    expect(checkValue(schema, { kind: 'dog', lives: 'many' })).toEqual([{ pointer: '', message: 'missing required property "bark"' }]);
    expect(checkValue(schema, { kind: 'dog', bark: true })).toEqual([]);
  });

  it('explains a oneOf mismatch by the only branch of the value type, or says none fits', () => {
    const schema: FormSchema = { type: 'object', properties: { pet: { oneOf: [CAT, { type: 'string', title: 'Name' }] } } };
    expect(checkValue(schema, { pet: 'Rex' })).toEqual([]);
    expect(checkValue(schema, { pet: { kind: 'cat', lives: 'nine' } })).toEqual([
      { pointer: '/pet/lives', message: 'expected integer, got string' },
    ]);
    expect(checkValue(schema, { pet: 4 })).toEqual([{ pointer: '/pet', message: 'matches none of the variants (Cat, Name)' }]);
    // Two object branches that fail equally: neither is singled out.
    expect(checkValue({ anyOf: [CAT, DOG] }, { kind: 'x' })).toEqual([{ pointer: '', message: 'matches none of the variants (Cat, Dog)' }]);
  });

  it('explains each array item against its own branch', () => {
    const schema: FormSchema = { type: 'array', items: { oneOf: [CAT, { type: 'string', title: 'Name' }] } };
    expect(checkValue(schema, [{ kind: 'cat', lives: 'x' }, 'ok', 3, { kind: 'cat' }])).toEqual([
      { pointer: '/0/lives', message: 'expected integer, got string' },
      { pointer: '/2', message: 'matches none of the variants (Cat, Name)' },
      { pointer: '/3', message: 'missing required property "lives"' },
    ]);
  });

  it('reports a value matching several oneOf branches', () => {
    expect(checkValue({ oneOf: [{ type: 'number' }, { type: 'integer' }] }, 3)).toEqual([
      { pointer: '', message: 'matches 2 variants, expected exactly one' },
    ]);
  });

  it('checks nothing below a recursive cut', () => {
    const node: FormSchema = {
      type: 'object',
      title: 'Node',
      properties: { value: { type: 'integer' }, next: { type: 'object', title: 'Node', recursive: true } },
    };
    expect(toJsonSchema(node.properties!['next']!)).toEqual({ type: 'object', title: 'Node' });
    expect(checkValue(node, { value: 1, next: { value: 'two', next: { anything: [] } } })).toEqual([]);
    expect(checkValue(node, { value: 1, next: 'end' })).toEqual([{ pointer: '/next', message: 'expected object, got string' }]);
  });

  it('reports properties an object closes off', () => {
    expect(checkValue({ type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false }, { a: 'x', b: 1 })).toEqual([
      { pointer: '/b', message: 'unexpected property' },
    ]);
  });

  it('ignores patterns JavaScript cannot compile', () => {
    expect(checkValue({ type: 'string', pattern: '(?<!x' }, 'y')).toEqual([]);
    expect(checkValue({ type: 'string', pattern: '^[a-z]+$' }, 'Y')).toEqual([{ pointer: '', message: 'expected to match ^[a-z]+$' }]);
  });
});

describe('SSE items', () => {
  const event = { event: 'hit', data: '{"text":"one"}', id: '4' };
  it('checks the event itself where the itemSchema names event fields (OpenAPI 3.2)', () => {
    const item: FormSchema = { type: 'object', required: ['data'], properties: { event: { enum: ['hit'] }, data: { type: 'string' } } };
    expect(sseItemValue(item, event)).toEqual({ value: { event: 'hit', data: '{"text":"one"}', id: '4' } });
    expect(sseItemValue(item, { event: 'message', data: 'x' })).toEqual({ value: { data: 'x' } });
    expect(checkValue(item, sseItemValue(item, { ...event, event: 'miss' })!.value)[0]!.pointer).toBe('/event');
  });
  it('checks the JSON in data where it names none, and skips data that is not JSON', () => {
    const item: FormSchema = { type: 'object', required: ['text'], properties: { text: { type: 'string' } } };
    expect(sseItemValue(item, event)).toEqual({ value: { text: 'one' } });
    expect(sseItemValue(item, { event: 'message', data: '[DONE]' })).toBeUndefined();
  });
});
