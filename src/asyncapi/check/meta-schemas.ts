/**
 * The official AsyncAPI JSON Schemas (@asyncapi/specs: one bundled draft-07 schema per version, the
 * bindings' schemas included), compiled with Ajv. `npm run build` compiles them once into standalone
 * scripts with a V8 code cache each (scripts/build-asyncapi-validators.mjs): compiling one at run time
 * costs 100 to 300 ms, more than the whole check, and parsing the generated code (over 1 MB for 3.0)
 * without its cache about 80 ms. Running from sources (tests) compiles them here instead.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import type { AnySchemaObject, Ajv } from 'ajv';
import { isObject } from '../../common/is-object.js';
import { CHECKED_FORMATS, type MetaValidator } from '../../openapi/check/meta-schemas.js';

/**
 * Schema versions, one per minor version: a document's `asyncapi: 2.6.0` is checked against `2.6.0`, a
 * `3.1.0` one (a non-breaking minor release of 3.0) against the official `3.1.0` schema.
 */
export const ASYNCAPI_SCHEMA_VERSIONS = ['2.0.0', '2.1.0', '2.2.0', '2.3.0', '2.4.0', '2.5.0', '2.6.0', '3.0.0', '3.1.0'] as const;
export type AsyncApiSchemaVersion = (typeof ASYNCAPI_SCHEMA_VERSIONS)[number];

const require = createRequire(import.meta.url);

/** The bundled schema of one version, ready for Ajv. */
export function asyncApiMetaSchema(version: AsyncApiSchemaVersion): AnySchemaObject {
  const dir = path.dirname(require.resolve('@asyncapi/specs/package.json'));
  const schema = JSON.parse(fs.readFileSync(path.join(dir, 'schemas', `${version}.json`), 'utf8')) as AnySchemaObject & {
    definitions: Record<string, unknown>;
  };
  // The bundle carries a copy of the draft-07 meta-schema, which Ajv already holds under the same id.
  delete schema.definitions['http://json-schema.org/draft-07/schema'];
  return oneOfByField(schema);
}

/** A schema's `$ref` naming the Reference Object definition of any version. */
const isReference = (branch: unknown): boolean =>
  isObject(branch) && typeof branch['$ref'] === 'string' && /\/Reference(Object)?\.json$/.test(branch['$ref']);

/** A branch that is an object with exactly the one required field `key` (2.x messages: `{ oneOf: [...] }`). */
const requiresOnly =
  (key: string) =>
  (branch: unknown): boolean =>
    isObject(branch) && Array.isArray(branch['required']) && branch['required'].length === 1 && branch['required'][0] === key;

/**
 * Two `oneOf` branches told apart by whether the value has the field `key`: `when` (recognised by `is`) and
 * the other, which must forbid that field (`additionalProperties: false` without it) for the rewrite to be
 * equivalent; a `$ref` branch names another definition and is trusted to.
 */
function splitBy(
  branches: unknown[],
  key: string,
  is: (b: unknown) => boolean,
): { key: string; when: unknown; otherwise: unknown } | undefined {
  const hits = branches.filter(is);
  if (hits.length !== 1) return undefined;
  const when = hits[0];
  const otherwise = branches[0] === when ? branches[1] : branches[0];
  if (key !== '$ref') {
    const props = isObject(otherwise) ? otherwise['properties'] : undefined;
    if (!isObject(otherwise) || otherwise['additionalProperties'] !== false || (isObject(props) && key in props)) return undefined;
  }
  return { key, when, otherwise };
}

/**
 * `oneOf: [Reference, X]` → `if: { required: [$ref] }, then: Reference, else: X`, as openapi-check does
 * for OpenAPI 3.0: the objects that may be written as references forbid a `$ref` field of their own, so
 * it is equivalent; but Ajv then validates one branch, and an invalid X reports its own errors ("missing
 * `host`") rather than "does not match any allowed form" over both. The same for a 2.x message, which is
 * either `{ oneOf: [messages] }` or a message object (which has no `oneOf` field).
 */
function oneOfByField<T>(schema: T): T {
  const stack: unknown[] = [schema];
  while (stack.length) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      stack.push(...(node as unknown[]));
      continue;
    }
    if (!isObject(node)) continue;
    const branches = node['oneOf'];
    if (Array.isArray(branches) && branches.length === 2) {
      const split = splitBy(branches, '$ref', isReference) ?? splitBy(branches, 'oneOf', requiresOnly('oneOf'));
      if (split) {
        delete node['oneOf'];
        Object.assign(node, { if: { required: [split.key] }, then: split.when, else: split.otherwise });
      }
    }
    stack.push(...Object.values(node));
  }
  return schema;
}

/**
 * Ajv options shared by the build-time and the run-time compilation. The all-errors validator is
 * `verbose` (errors carry their schema): an unknown field is then compared with the known ones.
 */
export function asyncApiAjvOptions(allErrors: boolean) {
  return { strict: false, allErrors, verbose: allErrors, logger: false, code: { source: true } } as const;
}

/** Compile one version's validator (slow); the Ajv instance is returned for standalone code. */
export async function compileAsyncApiValidator(
  version: AsyncApiSchemaVersion,
  allErrors: boolean,
): Promise<{ ajv: Ajv; validate: MetaValidator }> {
  // CommonJS packages: their classes are the `default` export of module.exports.
  const { default: AjvClass } = await import('ajv');
  const { default: formats } = await import('ajv-formats');
  const ajv = new AjvClass.default(asyncApiAjvOptions(allErrors));
  formats.default(ajv as never, [...CHECKED_FORMATS]);
  const validate = ajv.compile(asyncApiMetaSchema(version)) as MetaValidator;
  return { ajv, validate };
}

/** File name of a generated standalone validator (its code cache is the same name + `.cache`). */
export function asyncApiValidatorFileName(version: AsyncApiSchemaVersion, allErrors: boolean): string {
  return `asyncapi-${version}${allErrors ? '-all' : ''}.cjs`;
}

/**
 * Ajv's standalone CommonJS code as a function of `require` and `module`, run as a `vm.Script` (not
 * imported), because only a script takes a V8 code cache.
 */
export function validatorScript(code: string, filename: string, cachedData?: Buffer): vm.Script {
  return new vm.Script(`(function (require, module, exports) {${code}\n})`, { filename, ...(cachedData ? { cachedData } : {}) });
}

/** Run a validator script: its exported validate function. */
export function runValidatorScript(script: vm.Script, filename: string): MetaValidator {
  const module = { exports: {} as unknown };
  (script.runInThisContext() as (r: NodeJS.Require, m: typeof module, e: unknown) => void)(createRequire(filename), module, module.exports);
  return module.exports as MetaValidator;
}

/** The validator for a version: the generated script beside this file's compiled form (lib/asyncapi/check/validators/), else compiled now. */
export async function loadAsyncApiValidator(version: AsyncApiSchemaVersion, allErrors: boolean): Promise<MetaValidator> {
  const file = fileURLToPath(new URL(`./validators/${asyncApiValidatorFileName(version, allErrors)}`, import.meta.url));
  if (fs.existsSync(file)) {
    // A cache made by another Node version is rejected by V8, which then compiles the code as usual.
    const cache = fs.existsSync(file + '.cache') ? fs.readFileSync(file + '.cache') : undefined;
    return runValidatorScript(validatorScript(fs.readFileSync(file, 'utf8'), file, cache), file);
  }
  return (await compileAsyncApiValidator(version, allErrors)).validate;
}
