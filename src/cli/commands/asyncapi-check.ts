import path from 'node:path';
import fs from 'node:fs';
import { formatJson, formatSummary, formatText } from '../../diagnostics/format.js';
import { checkAsyncApiFile } from '../../asyncapi/check/check-asyncapi.js';
import { parseOptions, readFormat } from '../parse-options.js';
import { UsageError } from '../usage-error.js';

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
export async function runAsyncApiCheck(argv: string[]): Promise<number> {
  const { values, positionals } = parseOptions(argv, { format: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, 1);
  if (values.help) {
    process.stdout.write(HELP);
    return 0;
  }
  const format = readFormat(values.format);
  const file = positionals[0];
  if (!file) throw new UsageError('missing the AsyncAPI file to check');
  const abs = path.resolve(file);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(abs);
  } catch {
    process.stderr.write(`asyncapi-check: cannot read ${file}: no such file\n`);
    return 2;
  }
  if (!stat.isFile()) {
    process.stderr.write(`asyncapi-check: cannot read ${file}: not a file\n`);
    return 2;
  }
  const rel = path.relative(process.cwd(), abs).split(path.sep).join('/') || file;
  const result = await checkAsyncApiFile(abs);
  if (result.unreadable) {
    process.stderr.write(`asyncapi-check: ${result.diagnostics[0]?.message ?? `cannot read ${file}`}\n`);
    return 2;
  }
  const { diagnostics, valid } = result;
  if (format === 'json') {
    process.stdout.write(formatJson(diagnostics, { valid }) + '\n');
  } else {
    const color = process.stdout.isTTY === true && !process.env['NO_COLOR'];
    const what =
      result.channels === undefined
        ? ''
        : ` (AsyncAPI ${result.version}, ${plural(result.channels, 'channel')}, ${plural(result.operations ?? 0, 'operation')})`;
    if (diagnostics.length) process.stdout.write(formatText(diagnostics, { color }) + '\n\n');
    process.stdout.write(formatSummary(diagnostics, `asyncapi-check ${rel}${what}`, { color }) + '\n');
  }
  return valid ? 0 : 1;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
