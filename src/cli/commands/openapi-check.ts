import { checkOpenApiFile } from '../../openapi/check/check-openapi.js';
import { plural, runSpecCheck } from './spec-check-command.js';

const HELP = `Usage: openapi-check <file> [--format text|json]

Validate an OpenAPI 3.1, 3.0 or Swagger 2.0 description (JSON or YAML) against the official JSON
Schema of its version, then check what the schema cannot: unresolved $refs (also into other files),
duplicate operationIds, path parameters (declared, used, required), responses, server URLs. Warnings:
examples that contradict their schema, no servers (the playground cannot send), no summary.

Output: file:line:col  severity  rule-id  message  (pointer), then a summary line.
  --format json   { "valid": bool, "diagnostics": [...] }

Exit: 0 valid (warnings allowed), 1 invalid, 2 usage error or unreadable file.
`;

/** `sextant openapi-check <file>` / `openapi-check <file>`. */
export function runOpenApiCheck(argv: string[]): Promise<number> {
  return runSpecCheck(
    {
      name: 'openapi-check',
      kind: 'OpenAPI',
      help: HELP,
      check: checkOpenApiFile,
      describe: (result) =>
        result.operations === undefined
          ? ''
          : ` (OpenAPI ${result.version}, ${plural(result.operations, 'operation')}${result.webhooks ? `, ${plural(result.webhooks, 'webhook')}` : ''})`,
    },
    argv,
  );
}
