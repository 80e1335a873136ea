import fs from 'node:fs';
import { parseOptions } from '../parse-options.js';
import { UsageError } from '../usage-error.js';

const HELP = `Usage: sextant dev [dir] [--port 3000] [--host localhost] [--integrations]

Serve the docs folder with live reload: pages compile when first opened, every save reloads the
pages it affects, and errors show in the browser and here while the server keeps running.

  --integrations   load docs.json \`integrations\` (analytics, chat widgets), which dev leaves out
`;

/** `sextant dev`. */
export async function runDev(argv: string[]): Promise<number> {
  const { values, positionals } = parseOptions(
    argv,
    {
      port: { type: 'string', short: 'p' },
      host: { type: 'string' },
      integrations: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    1,
  );
  if (values.help) {
    process.stdout.write(HELP);
    return 0;
  }
  const dir = positionals[0] ?? '.';
  if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) throw new UsageError(`"${dir}" is not a folder`);
  const port = values.port === undefined ? 3000 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`--port must be a number from 0 to 65535, found "${String(values.port)}"`);
  const started = performance.now();
  const { startDevServer } = await import('../../dev/dev-server.js');
  const server = await startDevServer({
    root: dir,
    port,
    host: typeof values.host === 'string' ? values.host : 'localhost',
    log: (line) => process.stdout.write(line + '\n'),
    integrations: values.integrations === true,
  });
  process.stdout.write(`sextant dev: ${server.url} (ready in ${Math.round(performance.now() - started)} ms)\n`);
  await new Promise<void>((resolve) => {
    const stop = () => void server.close().then(resolve);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}
