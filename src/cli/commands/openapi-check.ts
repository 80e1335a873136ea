import path from 'node:path';
import fs from 'node:fs';
import { formatJson, formatSummary, formatText } from '../../diagnostics/format.js';
import { checkOpenApiFile } from '../../openapi/check/check-openapi.js';
import { parseOptions, readFormat } from '../parse-options.js';
import { UsageError } from '../usage-error.js';

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
export async function runOpenApiCheck(argv: string[]): Promise<number> {
  const { values, positionals } = parseOptions(argv, { format: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, 1);
  if (values.help) {
    process.stdout.write(HELP);
    return 0;
  }
  const format = readFormat(values.format);
  const file = positionals[0];
  if (!file) throw new UsageError('missing the OpenAPI file to check');
  const abs = path.resolve(file);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(abs);
  } catch {
    process.stderr.write(`openapi-check: cannot read ${file}: no such file\n`);
    return 2;
  }
  if (!stat.isFile()) {
    process.stderr.write(`openapi-check: cannot read ${file}: not a file\n`);
    return 2;
  }
  const rel = path.relative(process.cwd(), abs).split(path.sep).join('/') || file;
  const result = await checkOpenApiFile(abs);
  if (result.unreadable) {
    process.stderr.write(`openapi-check: ${result.diagnostics[0]?.message ?? `cannot read ${file}`}\n`);
    return 2;
  }
  const { diagnostics, valid } = result;
  if (format === 'json') {
    process.stdout.write(formatJson(diagnostics, { valid }) + '\n');
  } else {
    const color = process.stdout.isTTY === true && !process.env['NO_COLOR'];
    const what =
      result.operations === undefined
        ? ''
        : ` (OpenAPI ${result.version}, ${plural(result.operations, 'operation')}${result.webhooks ? `, ${plural(result.webhooks, 'webhook')}` : ''})`;
    if (diagnostics.length) process.stdout.write(formatText(diagnostics, { color }) + '\n\n');
    process.stdout.write(formatSummary(diagnostics, `openapi-check ${rel}${what}`, { color }) + '\n');
  }
  return valid ? 0 : 1;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
