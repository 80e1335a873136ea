/**
 * Schema format rule (3.0, a warning): a message's `payload` or `headers` written `{ schema: {…} }`
 * without `schemaFormat`. The official JSON Schema takes it for a Schema Object with an unknown word,
 * which allows anything; Sextant reads it in the default format (multi-format.ts), and says so here so
 * that other tools, which may read it the schema's way, draw the same thing.
 */
import type { CheckContext, Located } from '../../openapi/check/context.js';
import { defaultSchemaFormat, isFormatlessSchemaObject } from '../multi-format.js';
import { isV3 } from './document.js';

export function checkSchemaFormats(ctx: CheckContext, messages: readonly Located[]): void {
  if (!isV3(ctx)) return;
  const version = String((ctx.rootAt.value as Record<string, unknown>)['asyncapi']);
  // A schema reached from several messages (a `$ref` to components) is reported once, where it is written.
  const seen = new Set<unknown>();
  for (const message of messages) {
    for (const part of ['payload', 'headers'] as const) {
      const at = ctx.deref(ctx.child(message, part));
      if (!at || seen.has(at.value) || !isFormatlessSchemaObject(at.value)) continue;
      seen.add(at.value);
      ctx.report(
        'warning',
        'asyncapi-schema-format-missing',
        `\`${part}\` has a \`schema\` but no \`schemaFormat\`, which a Multi Format Schema Object requires: it is read as an AsyncAPI schema (the default format)`,
        at,
        { hint: `add \`schemaFormat: ${defaultSchemaFormat(version)}\`, or write the schema itself as the ${part}` },
      );
    }
  }
}
