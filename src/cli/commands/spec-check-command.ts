import path from 'node:path';
import fs from 'node:fs';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { formatJson, formatSummary, formatText } from '../../diagnostics/format.js';
import { parseOptions, readFormat } from '../parse-options.js';
import { UsageError } from '../usage-error.js';

/** What a spec checker (openapi-check, asyncapi-check) answers for one file. */
export interface SpecCheckResult {
  diagnostics: Diagnostic[];
  valid: boolean;
  /** The file could not be read or parsed at all (exit 2). */
  unreadable?: boolean;
}

export interface SpecCheckCommand<R extends SpecCheckResult> {
  /** The command's name, as its messages and summary say it. */
  name: string;
  /** `OpenAPI`, `AsyncAPI`: in the usage error for a missing file. */
  kind: string;
  help: string;
  check(abs: string): Promise<R>;
  /** What the summary line says the document holds (` (OpenAPI 3.1.0, 3 operations)`), or ''. */
  describe(result: R): string;
}

/**
 * The command line both spec checkers share: options, reading the file, text or JSON output and
 * exit codes (0 valid, warnings allowed; 1 invalid; 2 usage error or unreadable file).
 */
export async function runSpecCheck<R extends SpecCheckResult>(command: SpecCheckCommand<R>, argv: string[]): Promise<number> {
  const { values, positionals } = parseOptions(argv, { format: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, 1);
  if (values.help) {
    process.stdout.write(command.help);
    return 0;
  }
  const format = readFormat(values.format);
  const file = positionals[0];
  if (!file) throw new UsageError(`missing the ${command.kind} file to check`);
  const abs = path.resolve(file);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(abs);
  } catch {
    process.stderr.write(`${command.name}: cannot read ${file}: no such file\n`);
    return 2;
  }
  if (!stat.isFile()) {
    process.stderr.write(`${command.name}: cannot read ${file}: not a file\n`);
    return 2;
  }
  const rel = path.relative(process.cwd(), abs).split(path.sep).join('/') || file;
  const result = await command.check(abs);
  if (result.unreadable) {
    process.stderr.write(`${command.name}: ${result.diagnostics[0]?.message ?? `cannot read ${file}`}\n`);
    return 2;
  }
  const { diagnostics, valid } = result;
  if (format === 'json') {
    process.stdout.write(formatJson(diagnostics, { valid }) + '\n');
  } else {
    const color = process.stdout.isTTY === true && !process.env['NO_COLOR'];
    if (diagnostics.length) process.stdout.write(formatText(diagnostics, { color }) + '\n\n');
    process.stdout.write(formatSummary(diagnostics, `${command.name} ${rel}${command.describe(result)}`, { color }) + '\n');
  }
  return valid ? 0 : 1;
}

export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
