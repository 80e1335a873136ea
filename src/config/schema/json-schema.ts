import * as z from 'zod';
import { DocsConfigSchema } from './docs-config.js';

/** The published JSON Schema of docs.json, generated from the zod schema that validates it. */
export function docsJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(DocsConfigSchema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as Record<string, unknown>;
  return {
    $schema: schema['$schema'],
    $id: 'https://sextant.dev/docs.schema.json',
    title: 'Sextant docs.json',
    ...Object.fromEntries(Object.entries(schema).filter(([k]) => k !== '$schema')),
  };
}
