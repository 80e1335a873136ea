/**
 * Example rule (a warning): a message's `examples` show what travels on the channel, so each example's
 * `payload` and `headers` must not contradict the message's schemas. Schemas in another format than
 * JSON Schema (Avro, RAML, Protobuf …) are not checked.
 */
import { isObject } from '../../common/is-object.js';
import type { CheckContext, Located } from '../../openapi/check/context.js';
import { exampleProblem } from '../../openapi/check/example-validator.js';
import { isFormatlessSchemaObject } from '../multi-format.js';
import { isV3 } from './document.js';

/** `schemaFormat`s whose schemas are JSON Schema (AsyncAPI's own superset, JSON Schema, OpenAPI 3.0's Schema Object). */
const JSON_SCHEMA_FORMAT = /^application\/(vnd\.aai\.asyncapi(\+json|\+yaml)?|schema\+(json|yaml)|vnd\.oai\.openapi(\+json|\+yaml)?)(;|$)/;

export function checkMessageExamples(ctx: CheckContext, messages: readonly Located[]): void {
  for (const message of messages) {
    const m = message.value as Record<string, unknown>;
    const examples = ctx.child(message, 'examples');
    if (!Array.isArray(examples.value) || examples.value.length === 0) continue;
    // 2.x: `schemaFormat` on the message; 3.0: a multi-format schema `{ schemaFormat, schema }`.
    if (typeof m['schemaFormat'] === 'string' && !JSON_SCHEMA_FORMAT.test(m['schemaFormat'])) continue;
    const schemas = { payload: schemaOf(ctx, ctx.child(message, 'payload')), headers: schemaOf(ctx, ctx.child(message, 'headers')) };
    examples.value.forEach((ex, i) => {
      if (!isObject(ex)) return;
      const at = ctx.child(examples, String(i));
      const name = typeof ex['name'] === 'string' ? `Example \`${ex['name']}\`` : `Example ${i + 1}`;
      for (const part of ['payload', 'headers'] as const) {
        const schema = schemas[part];
        if (!schema || !(part in ex)) continue;
        const problem = exampleProblem(ctx, schema, ex[part], 'any');
        if (problem)
          ctx.report('warning', 'asyncapi-example-invalid', `${name}'s ${part} contradicts its schema: ${problem}`, ctx.child(at, part));
      }
    });
  }
}

/**
 * A message's payload or headers schema, unwrapped from a 3.0 multi-format schema (one without
 * `schemaFormat` is in the default, AsyncAPI, format); undefined when absent or not JSON Schema.
 */
function schemaOf(ctx: CheckContext, at: Located): Located | undefined {
  const s = ctx.deref(at);
  if (!s || !isObject(s.value)) return undefined;
  if (typeof s.value['schemaFormat'] === 'string' && 'schema' in s.value) {
    return JSON_SCHEMA_FORMAT.test(s.value['schemaFormat']) ? ctx.child(s, 'schema') : undefined;
  }
  if (isV3(ctx) && isFormatlessSchemaObject(s.value)) return ctx.child(s, 'schema');
  return s;
}
