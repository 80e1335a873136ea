import fs from 'node:fs';
import path from 'node:path';
import { startStaticServer } from '../../dev/static-server.js';
import { allowFromFile } from '../../dev/proxy/allow-file.js';
import { createProxyHandler } from '../../dev/proxy/proxy-handler.js';
import { PROXY_ALLOW_FILE } from '../../site/proxy-allow.js';
import { UsageError } from '../usage-error.js';
import { parseOptions } from '../parse-options.js';

const HELP = `Usage: sextant serve [dist] [--port 3000] [--host localhost] [--proxy-private]

Serve a built site (the output of \`sextant build\`) as it will be served in production: one
index.html per route, 404.html, cached hashed assets and compression, and the playground proxy at
/_sextant/proxy (it forwards only to the origins listed in _sextant/proxy.json). Stop it with Ctrl+C.

  dist             the built site folder (default: dist)
  -p, --port N     the port to listen on (default: 3000; 0 picks a free one)
  --host HOST      the address to listen on (default: localhost; 0.0.0.0 for every interface)
  --proxy-private  let the proxy reach private and loopback addresses the site declares by name
                   (refused by default: a public docs site must not reach its host's own network)

Exit: 0 stopped, 1 could not listen, 2 usage error.
`;

const BUILD_HINT = 'run `sextant build` first';

/** `sextant serve`: resolves to the exit code once stopped by SIGINT or SIGTERM. */
export async function runServe(argv: string[]): Promise<number> {
  const { values, positionals } = parseOptions(
    argv,
    {
      port: { type: 'string', short: 'p' },
      host: { type: 'string' },
      'proxy-private': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    1,
  );
  if (values.help) {
    process.stdout.write(HELP);
    return 0;
  }
  const port = readPort(values.port);
  const host = typeof values.host === 'string' && values.host ? values.host : 'localhost';
  const dir = positionals[0] ?? 'dist';
  if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) throw new UsageError(`"${dir}" is not a folder`, BUILD_HINT);
  if (!fs.existsSync(path.join(dir, 'index.html')))
    throw new UsageError(`"${dir}" has no index.html, so it is not a built site`, BUILD_HINT);

  let server: Awaited<ReturnType<typeof startStaticServer>>;
  try {
    const proxy = createProxyHandler({
      allow: allowFromFile(path.join(dir, PROXY_ALLOW_FILE)),
      privateAddresses: values['proxy-private'] ? 'declared' : 'never',
      log: (line) => process.stderr.write(line + '\n'),
    });
    server = await startStaticServer({ root: dir, port, host, proxy });
  } catch (err) {
    process.stderr.write(`sextant: ${listenError(err as NodeJS.ErrnoException, port, host)}\n`);
    return 1;
  }
  process.stdout.write(`Serving ${dir} at ${server.url}\n`);
  await stopSignal();
  await server.close();
  return 0;
}

/** Read `--port`: an integer from 0 to 65535, 3000 when absent. */
function readPort(value: string | boolean | undefined): number {
  if (value === undefined) return 3000;
  const port = Number(value);
  if (typeof value !== 'string' || !/^\d+$/.test(value) || port > 65535)
    throw new UsageError(`--port must be a number from 0 to 65535, found "${String(value)}"`);
  return port;
}

/** A one-line explanation of why the server could not listen. */
function listenError(err: NodeJS.ErrnoException, port: number, host: string): string {
  switch (err.code) {
    case 'EADDRINUSE':
      return `port ${port} is in use; pass --port`;
    case 'EACCES':
      return `no permission to listen on port ${port}; pass --port (ports below 1024 usually need root)`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `cannot listen on host "${host}"; pass --host`;
    default:
      return `cannot listen on ${host}:${port}: ${err.message}`;
  }
}

/** Resolve on the first SIGINT or SIGTERM (Ctrl+C, or a process manager stopping the server). */
function stopSignal(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
