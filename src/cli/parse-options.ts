import { parseArgs, type ParseArgsConfig } from 'node:util';
import { didYouMean } from '../diagnostics/did-you-mean.js';
import { UsageError } from './usage-error.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/** Parse a command's arguments strictly; unknown options become usage errors that name the option. */
export function parseOptions(
  argv: string[],
  options: Options,
  maxPositionals: number,
): { values: Record<string, string | boolean | undefined>; positionals: string[] } {
  try {
    const parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
    if (parsed.positionals.length > maxPositionals) throw new UsageError(`unexpected argument "${parsed.positionals[maxPositionals]}"`);
    return parsed as { values: Record<string, string | boolean | undefined>; positionals: string[] };
  } catch (err) {
    if (err instanceof UsageError) throw err;
    const unknown = /'(--?[^']+)'/.exec((err as Error).message)?.[1];
    const known = Object.keys(options).map((k) => `--${k}`);
    throw new UsageError((err as Error).message.split('. ')[0]!, unknown ? didYouMean(unknown, known) : undefined);
  }
}

/** Read `--format text|json`. */
export function readFormat(value: string | boolean | undefined): 'text' | 'json' {
  if (value === undefined || value === 'text') return 'text';
  if (value === 'json') return 'json';
  throw new UsageError(`--format must be "text" or "json", found "${String(value)}"`);
}
