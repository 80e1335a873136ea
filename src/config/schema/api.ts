import * as z from 'zod';
import { parseOriginPattern } from '../../common/origin-pattern.js';
import { AsyncApiRefSchema, OpenApiRefSchema } from './navigation.js';

export const PLAYGROUND_DISPLAYS = ['interactive', 'simple', 'none', 'auth'] as const;

/** The `api` block: specs, playground, code examples and hand-written API pages. */
export const ApiSchema = z
  .strictObject({
    openapi: OpenApiRefSchema.optional().describe('Default OpenAPI spec(s) for endpoint references and frontmatter `openapi`.'),
    asyncapi: AsyncApiRefSchema.optional().describe('Default AsyncAPI spec(s).'),
    params: z
      .strictObject({
        expanded: z.enum(['all', 'closed']).optional().describe('Show nested parameters expanded (default `closed`).'),
        post: z.array(z.string()).optional().describe('Schema keys shown as pills after each parameter.'),
      })
      .optional(),
    playground: z
      .strictObject({
        display: z.enum(PLAYGROUND_DISPLAYS).optional().describe('Playground mode (default `interactive`).'),
        proxy: z.boolean().optional().describe('Send requests through the docs server (default true).'),
        credentials: z.boolean().optional().describe('Send cookies with direct requests (only when `proxy` is false).'),
        allow: z
          .array(
            z
              .string()
              .refine((s) => parseOriginPattern(s) !== undefined, {
                message: 'expected an origin such as `https://api.example.com`, `https://*.example.com` or `http://localhost:8080`',
              }),
          )
          .optional()
          .describe(
            'More origins the proxy may forward to, beside the servers and OAuth URLs of the specs and `api.mdx.server` (`https://*.example.com`: `*` is one host label).',
          ),
      })
      .optional(),
    examples: z
      .strictObject({
        languages: z.array(z.string()).optional().describe('Code example languages, in order (curl, python, javascript, node, go …).'),
        defaults: z.enum(['required', 'all']).optional().describe('`required` leaves optional parameters out of examples.'),
        prefill: z.boolean().optional().describe('Fill the playground with example values.'),
        autogenerate: z.boolean().optional().describe('Generate examples (default true); false shows only `x-codeSamples`.'),
      })
      .optional(),
    url: z.enum(['full']).optional().describe('Always show the full base URL.'),
    mdx: z
      .strictObject({
        server: z.union([z.string(), z.array(z.string())]).optional().describe('Base URL(s) for hand-written API pages.'),
        auth: z
          .strictObject({
            method: z.enum(['bearer', 'basic', 'key', 'cobo']).optional(),
            name: z.string().optional().describe('Header name for `key`.'),
          })
          .optional(),
      })
      .optional(),
  })
  .describe('API reference settings.');
