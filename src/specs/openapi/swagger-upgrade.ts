/**
 * Swagger 2.0 → OpenAPI 3.0 on load, with @scalar/openapi-upgrader (0.1.x: later versions need
 * Node 22). A short pre-pass first reshapes what that version gets wrong, so its output is right:
 * - formData parameters lose everything but type/format/description (enum, items, default, limits),
 *   and a file upload may be declared urlencoded;
 * - `$ref`s to body/formData parameters stay in `parameters` instead of becoming the request body;
 * - path-level body/formData parameters reach only the methods written after `parameters`;
 * - an operation's own `produces` is ignored when the document has one.
 */

import { upgradeFromTwoToThree } from '@scalar/openapi-upgrader/2.0-to-3.0';
import { isObject } from '../../common/is-object.js';
import { HTTP_METHODS } from '../index-operations.js';

type Obj = Record<string, unknown>;

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];
/** Swagger 2.0 parameter keys that are schema keywords in OpenAPI 3. */
const SCHEMA_KEYS = [
  'type',
  'format',
  'items',
  'default',
  'enum',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'multipleOf',
];

/** True for a Swagger 2.0 document. */
export function isSwagger2(doc: Obj): boolean {
  return typeof doc['swagger'] === 'string' && doc['swagger'].startsWith('2.');
}

/** Upgrade a parsed Swagger 2.0 document (the object is consumed: parts of it are reused). */
export function upgradeSwagger2(doc: Obj): Obj {
  const shared = isObject(doc['parameters']) ? doc['parameters'] : {};
  if (isObject(doc['paths'])) {
    for (const item of Object.values(doc['paths'])) {
      if (!isObject(item)) continue;
      const inherited = bodyParams(item['parameters'], shared);
      if (inherited.length && Array.isArray(item['parameters']))
        item['parameters'] = item['parameters'].filter((p) => !isBodyParam(p, shared));
      for (const method of HTTP_METHODS) {
        const op = item[method];
        if (isObject(op)) prepareOperation(op, inherited, shared, doc);
      }
    }
  }
  return upgradeFromTwoToThree(doc) as Obj;
}

function prepareOperation(op: Obj, inherited: Obj[], shared: Obj, doc: Obj): void {
  // Body and formData parameters written as `$ref`s or on the path item are copied in place.
  const own = (Array.isArray(op['parameters']) ? op['parameters'] : []).map((p: unknown) =>
    isBodyParam(p, shared) ? structuredClone(deref(p, shared)!) : p,
  );
  const overridden = (p: Obj) => own.some((o) => isObject(o) && o['name'] === p['name'] && o['in'] === p['in']);
  let params: unknown[] = [...own, ...inherited.filter((p) => !overridden(p)).map((p) => structuredClone(p))];
  const form = params.filter((p): p is Obj => isObject(p) && p['in'] === 'formData');
  if (form.length) {
    params = params.filter((p) => !(isObject(p) && p['in'] === 'formData'));
    const hasBody = params.some((p) => isObject(p) && p['in'] === 'body');
    if (!hasBody) op['requestBody'] = formBody(form, stringList(op['consumes']) ?? stringList(doc['consumes']));
  }
  if (params.length || Array.isArray(op['parameters'])) op['parameters'] = params;
  const produces = stringList(op['produces']);
  if (produces && isObject(op['responses'])) {
    // Done here because the upgrader would use the document's `produces` first.
    for (const response of Object.values(op['responses'])) {
      if (!isObject(response) || response['schema'] === undefined) continue;
      const content: Obj = {};
      for (const type of produces) content[type] = { schema: response['schema'] };
      response['content'] = content;
      delete response['schema'];
    }
  }
}

/** formData parameters as one object schema per form media type (multipart when a file is sent). */
function formBody(form: Obj[], consumes: string[] | undefined): Obj {
  const properties: Obj = {};
  const required: string[] = [];
  const encoding: Obj = {};
  for (const p of form) {
    if (typeof p['name'] !== 'string') continue;
    const schema: Obj = {};
    for (const key of SCHEMA_KEYS) if (p[key] !== undefined) schema[key] = p[key];
    if (schema['type'] === 'file') {
      schema['type'] = 'string';
      schema['format'] = 'binary';
    }
    if (typeof p['description'] === 'string') schema['description'] = p['description'];
    properties[p['name']] = schema;
    if (p['required'] === true) required.push(p['name']);
    if (p['collectionFormat'] === 'multi') encoding[p['name']] = { style: 'form', explode: true };
  }
  const hasFile = form.some((p) => p['type'] === 'file');
  let types = (consumes ?? []).filter((t) => FORM_TYPES.includes(t));
  if (hasFile) types = types.filter((t) => t === 'multipart/form-data');
  if (types.length === 0) types = [hasFile || !consumes ? 'multipart/form-data' : 'application/x-www-form-urlencoded'];
  const content: Obj = {};
  for (const type of types) {
    content[type] = {
      schema: { type: 'object', properties, ...(required.length ? { required } : {}) },
      ...(Object.keys(encoding).length ? { encoding } : {}),
    };
  }
  return { content, ...(required.length ? { required: true } : {}) };
}

/** The body and formData parameters of a list, with `$ref`s to shared parameters followed. */
function bodyParams(list: unknown, shared: Obj): Obj[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((p) => {
    const param = deref(p, shared);
    return param && (param['in'] === 'body' || param['in'] === 'formData') ? [param] : [];
  });
}

function isBodyParam(p: unknown, shared: Obj): boolean {
  const param = deref(p, shared);
  return !!param && (param['in'] === 'body' || param['in'] === 'formData');
}

function deref(p: unknown, shared: Obj): Obj | undefined {
  if (!isObject(p)) return undefined;
  if (typeof p['$ref'] !== 'string') return p;
  const m = /^#\/parameters\/(.+)$/.exec(p['$ref']);
  const name = m ? m[1]!.replace(/~1/g, '/').replace(/~0/g, '~') : undefined;
  const target = name !== undefined ? shared[name] : undefined;
  return isObject(target) ? target : undefined;
}

function stringList(v: unknown): string[] | undefined {
  return Array.isArray(v) && v.length && v.every((x) => typeof x === 'string') ? v : undefined;
}
