/**
 * The `sextant` command line: argv → one command → diagnostics printed → exit code.
 * Exit codes: 0 success, 1 problems found, 2 usage error. Commands load lazily to keep start-up short.
 */
import { didYouMean } from '../diagnostics/did-you-mean.js';
import { UsageError } from './usage-error.js';

type Command = { summary: string; run: (argv: string[]) => Promise<number> };

const COMMANDS: Record<string, Command> = {
  check: {
    summary: 'validate docs.json, the navigation, pages and endpoint references',
    run: async (argv) => (await import('./commands/check.js')).runCheck(argv),
  },
  build: {
    summary: 'build the site into a static folder (dist/)',
    run: async (argv) => (await import('./commands/build.js')).runBuild(argv),
  },
  dev: {
    summary: 'serve the docs folder with live reload',
    run: async (argv) => (await import('./commands/dev.js')).runDev(argv),
  },
  init: {
    summary: 'create a starter site (docs.json, openapi.json, pages)',
    run: async (argv) => (await import('./commands/init.js')).runInit(argv),
  },
  upgrade: {
    summary: "write docs.json from Mintlify's older mint.json",
    run: async (argv) => (await import('./commands/upgrade.js')).runUpgrade(argv),
  },
  'openapi-check': {
    summary: 'validate one OpenAPI file',
    run: async (argv) => (await import('./commands/openapi-check.js')).runOpenApiCheck(argv),
  },
  'asyncapi-check': {
    summary: 'validate one AsyncAPI file',
    run: async (argv) => (await import('./commands/asyncapi-check.js')).runAsyncApiCheck(argv),
  },
  serve: {
    summary: 'serve a built site as in production',
    run: async (argv) => (await import('./commands/serve.js')).runServe(argv),
  },
};

const HELP = `sextant — documentation sites from docs.json, MDX and OpenAPI

Usage: sextant <command> [options]

Commands:
${Object.entries(COMMANDS)
  .map(([name, c]) => `  ${name.padEnd(15)} ${c.summary}`)
  .join('\n')}

Options:
  -h, --help       show help (also: sextant <command> --help)
  -v, --version    show the version
`;

/** Run the CLI with the arguments after the executable; resolves to the exit code. */
export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  try {
    if (!name || name === '-h' || name === '--help' || name === 'help') {
      process.stdout.write(HELP);
      return name ? 0 : 2;
    }
    if (name === '-v' || name === '--version') {
      const { readVersion } = await import('../source/package-version.js');
      process.stdout.write(readVersion() + '\n');
      return 0;
    }
    const command = COMMANDS[name];
    if (!command) throw new UsageError(`unknown command "${name}"`, didYouMean(name, Object.keys(COMMANDS)));
    return await command.run(rest);
  } catch (err) {
    if (err instanceof UsageError) {
      process.stderr.write(`sextant: ${err.message}${err.hint ? ` (${err.hint})` : ''}\nRun \`sextant --help\` for usage.\n`);
      return 2;
    }
    throw err;
  }
}
