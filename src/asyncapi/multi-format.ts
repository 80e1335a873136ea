/**
 * AsyncAPI 3.0 Multi Format Schema Objects (`{ schemaFormat, schema }`) written without their
 * `schemaFormat`. The field is required, yet the specification also says a missing one defaults to the
 * AsyncAPI schema of the document's version, and real specs rely on it (`payload: { schema: {…} }`).
 * Pages read such a payload with that default; asyncapi-check warns that the field is missing.
 */
import { isObject } from '../common/is-object.js';

/**
 * Whether a 3.0 payload or headers value is a Multi Format Schema Object without `schemaFormat`: it has a
 * `schema` and nothing else but extensions. With any Schema-Object keyword beside it (`type`,
 * `properties`, `$ref`, `allOf`, `description` …) it is a plain schema, whose `schema` is an unknown word.
 */
export function isFormatlessSchemaObject(value: unknown): value is { schema: Record<string, unknown> } {
  if (!isObject(value) || !isObject(value['schema'])) return false;
  return Object.keys(value).every((k) => k === 'schema' || k.startsWith('x-'));
}

/** The format such a value is read in: the AsyncAPI schema of the document's version. */
export function defaultSchemaFormat(asyncapiVersion: string): string {
  return `application/vnd.aai.asyncapi+json;version=${asyncapiVersion}`;
}
