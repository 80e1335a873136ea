/**
 * A real node:http API on 127.0.0.1 for playground tests: it records every request it receives
 * (method, URL, headers, body) and lets the test decide each answer.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface RecordingApi {
  /** `http://127.0.0.1:<port>` */
  url: string;
  received: Received[];
  close(): Promise<void>;
}

/** What the API answers a recorded request with; `cors` holds the CORS headers to add (empty without CORS). */
export type Answer = (request: Received, res: http.ServerResponse, cors: Record<string, string>) => void;

export interface RecordingOptions {
  /** Answer preflights with these methods allowed, and hand each answer the CORS headers to add. */
  corsMethods?: string;
  /** Record into this list (a test's module-level list) rather than a new one. */
  into?: Received[];
}

/**
 * Start the API. Without `corsMethods` there is no CORS at all (a preflight gets a plain 204), as
 * an API that only the proxy can reach.
 */
export async function startRecordingApi(answer: Answer, { corsMethods, into }: RecordingOptions = {}): Promise<RecordingApi> {
  const received = into ?? [];
  const server = http.createServer((req, res) => {
    const cors: Record<string, string> = corsMethods
      ? {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': corsMethods,
          'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
        }
      : {};
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = { method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks) };
      received.push(request);
      answer(request, res, cors);
    });
  });
  const url = await listen(server);
  const close = () => {
    // A held-open stream (an SSE test's) would keep close() waiting.
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { url, received, close };
}

/** The URL of a port nothing listens on (taken, then released): a network error waiting to happen. */
export async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  const url = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return url;
}

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}
