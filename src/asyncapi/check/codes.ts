/** The rule ids of asyncapi-check (docs/en/v1/reference/cli.mdx lists them), for the commands that treat them apart. */

/**
 * What the spec says beyond whether it loads, and its `$ref`s resolve (the spec loader reports those, in
 * site terms: a `$ref` may not leave the docs folder): errors in `check` and `build --strict`, warnings in
 * `build`, whose pages are built from what the spec says, as an OpenAPI spec's problems do not stop a build.
 */
export const ASYNCAPI_CONTENT_CODES: ReadonlySet<string> = new Set([
  'asyncapi-schema',
  'asyncapi-operation-channel',
  'asyncapi-operation-message',
  'asyncapi-channel-server-unknown',
  'asyncapi-channel-messages-ref',
  'asyncapi-channel-param-undeclared',
  'asyncapi-channel-param-unused',
  'asyncapi-security-scheme-undefined',
  'asyncapi-server-variable-undefined',
  'asyncapi-server-variable-default',
  'asyncapi-operation-id-duplicate',
  'asyncapi-example-invalid',
  'asyncapi-schema-format-missing',
  'asyncapi-check-failed',
]);
