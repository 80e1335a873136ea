import { checkAsyncApiFile } from '../../asyncapi/check/check-asyncapi.js';
import { plural, runSpecCheck } from './spec-check-command.js';

const HELP = `Usage: asyncapi-check <file> [--format text|json]

Validate an AsyncAPI 3.0 or 2.0–2.6 document (JSON or YAML) against the official JSON Schema of its
version (bindings included), then check what the schema cannot: unresolved $refs (also into other
files), operations on channels or with messages that do not exist (3.0, replies too), channel
servers and security schemes that are not defined, address {parameters} (declared, used),
server {variables}, duplicate operationIds (2.x). Warnings: message examples that contradict their schema.

Output: file:line:col  severity  rule-id  message  (pointer), then a summary line.
  --format json   { "valid": bool, "diagnostics": [...] }

Exit: 0 valid (warnings allowed), 1 invalid, 2 usage error or unreadable file.
`;

/** `sextant asyncapi-check <file>` / `asyncapi-check <file>`. */
export function runAsyncApiCheck(argv: string[]): Promise<number> {
  return runSpecCheck(
    {
      name: 'asyncapi-check',
      kind: 'AsyncAPI',
      help: HELP,
      check: checkAsyncApiFile,
      describe: (result) =>
        result.channels === undefined
          ? ''
          : ` (AsyncAPI ${result.version}, ${plural(result.channels, 'channel')}, ${plural(result.operations ?? 0, 'operation')})`,
    },
    argv,
  );
}
