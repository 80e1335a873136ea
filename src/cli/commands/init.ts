import { parseOptions } from '../parse-options.js';

const HELP = `Usage: sextant init [dir]

Create a starter site in dir (default: the current folder): docs.json, openapi.json and a few pages
that sextant check, build and dev accept at once. An existing docs.json is never overwritten.
`;

/** `sextant init`. */
export async function runInit(argv: string[]): Promise<number> {
  const { values, positionals } = parseOptions(argv, { help: { type: 'boolean', short: 'h' } }, 1);
  if (values.help) {
    process.stdout.write(HELP);
    return 0;
  }
  const dir = positionals[0] ?? '.';
  const { scaffold } = await import('../../init/scaffold.js');
  try {
    const files = scaffold(dir);
    process.stdout.write(
      `✔ created ${files.length} files in ${dir}: ${files.join(', ')}\nNext: npx sextant dev ${dir === '.' ? '' : dir}`.trimEnd() + '\n',
    );
    return 0;
  } catch (err) {
    process.stderr.write(`sextant init: ${(err as Error).message}\n`);
    return 1;
  }
}
