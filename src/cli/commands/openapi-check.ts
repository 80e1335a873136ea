import path from 'node:path';
import fs from 'node:fs';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { countDiagnostics } from '../../diagnostics/diagnostic.js';
import { formatJson, formatSummary, formatText } from '../../diagnostics/format.js';
import { readDocument } from '../../specs/read-document.js';
import { indexOperations, isOpenApiDocument } from '../../openapi/index-operations.js';
import { parseOptions, readFormat } from '../parse-options.js';
import { UsageError } from '../usage-error.js';

const HELP = `Usage: openapi-check <file> [--format text|json]

Check that a JSON or YAML file parses and is an OpenAPI (3.x) or Swagger (2.0) description.
Full schema and semantic validation comes with the OpenAPI reference pages.

Exit: 0 valid, 1 invalid, 2 usage error or unreadable file.
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
  if (!fs.existsSync(abs)) {
    process.stderr.write(`openapi-check: cannot read ${file}: no such file\n`);
    return 2;
  }
  const rel = path.relative(process.cwd(), abs).split(path.sep).join('/') || file;
  const root = path.dirname(abs);
  const read = readDocument(root, path.basename(abs));
  const diagnostics: Diagnostic[] = read.ok ? [] : read.diagnostics.map((d) => ({ ...d, file: rel }));
  let counts = '';
  if (read.ok) {
    if (!isOpenApiDocument(read.value)) {
      diagnostics.push({ severity: 'error', code: 'oas-not-openapi', message: 'Not an OpenAPI description: no `openapi` or `swagger` version field', file: rel, line: 1, column: 1, pointer: '' });
    } else {
      const index = indexOperations(read.value);
      counts = ` (${index.operations.length} operations, ${index.webhooks.length} webhooks)`;
    }
  }
  const valid = countDiagnostics(diagnostics).errors === 0;
  if (format === 'json') process.stdout.write(formatJson(diagnostics, { valid }) + '\n');
  else {
    const color = process.stdout.isTTY === true && !process.env['NO_COLOR'];
    if (diagnostics.length) process.stdout.write(formatText(diagnostics, { color }) + '\n\n');
    process.stdout.write(formatSummary(diagnostics, `openapi-check ${rel}${valid ? counts : ''}`, { color }) + '\n');
  }
  return valid ? 0 : 1;
}
