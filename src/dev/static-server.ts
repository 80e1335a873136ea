/**
 * The production static server behind `sextant serve`: serves a built site folder the way its host
 * would (an `index.html` per route, `404.html`, immutable hashed assets, ETags, compression) and never
 * a file outside that folder, whatever the request path or symlinks say.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { lookup } from 'mrmime';
import { CompressedCache, compress, isTextual, pickEncoding, type Encoding } from './compression.js';
import { isHiddenSegment, parseRequestPath } from './request-path.js';
import { isProxyRequest, serveWithHandler } from './proxy/node-adapter.js';
import { compileRedirect, findRedirect, type CompiledRedirect } from '../common/redirect-rule.js';
import { REDIRECTS_FILE, parseRedirectsFile } from '../output/outputs/redirects.js';
import { AGENT_HEADERS, prefersMarkdown, twinSegments } from './markdown-negotiation.js';

export type StaticHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** A file found for a request, already open so it cannot vanish between the checks and the read. */
type Found = { file: string; handle: fs.promises.FileHandle; stat: fs.Stats };

const MIN_COMPRESS_BYTES = 1024;
// Larger files stream as they are instead of being held in memory to compress.
const MAX_COMPRESS_BYTES = 16 * 1024 * 1024;
// Up to this size a file is read in one call rather than streamed.
const SMALL_FILE_BYTES = 64 * 1024;
// Errors that mean "no such file here" rather than a broken server.
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'ELOOP', 'ENAMETOOLONG', 'EISDIR']);

/** A request handler that serves the files of `root` (see the module comment for the rules). */
export function createStaticHandler(root: string): StaticHandler {
  const base = path.resolve(root);
  const cache = new CompressedCache();

  /** Open the first candidate that is a regular, visible file whose real path lies inside the root. */
  async function find(segments: string[]): Promise<Found | undefined> {
    // Resolved on every request: the folder may be rebuilt (or replaced by a symlink) while serving.
    const realRoot = fs.promises.realpath(base);
    // Awaited below (a missing root is a server error); until then a rejection must not count as unhandled.
    realRoot.catch(() => undefined);
    // `/dir/index` names the page of `dir/index.mdx`, written as `dir/index.html`.
    const index = segments[segments.length - 1] === 'index' ? [[...segments.slice(0, -1), 'index.html']] : [];
    // A path is a file or a folder, never both: trying the likelier first (a name with an extension is a
    // file) finds the same file, with one failed lookup less per request.
    const candidates = /\.[^./]+$/.test(segments[segments.length - 1] ?? '')
      ? [segments, [...segments, 'index.html'], ...index]
      : [[...segments, 'index.html'], segments, ...index];
    for (const candidate of candidates) {
      const real = await ifExists(fs.promises.realpath(path.join(base, ...candidate)));
      if (!real || !isInside(await realRoot, real)) continue;
      const handle = await ifExists(fs.promises.open(real, 'r'));
      if (!handle) continue;
      const stat = await handle.stat().catch(async (err: unknown) => {
        await handle.close();
        throw err;
      });
      if (stat.isFile()) return { file: real, handle, stat };
      await handle.close();
    }
    // Settled before returning, so a failure of the root's lookup is never left unhandled.
    await realRoot;
    return undefined;
  }

  /** The compressed body of a file, from the cache when this version was compressed before. */
  async function compressed(found: Found, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding}\0${found.file}\0${found.stat.mtimeMs}\0${found.stat.size}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const body = await compress(await found.handle.readFile(), encoding);
    cache.set(key, body);
    return body;
  }

  /** Answer with one file: conditional 304, compressed from the cache, or streamed from disk. */
  async function sendFile(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    found: Found,
    status: number,
    cacheControl: string,
    vary?: string,
    extra: http.OutgoingHttpHeaders = {},
  ): Promise<void> {
    let streaming = false;
    try {
      const { stat } = found;
      const type = lookup(found.file) ?? 'application/octet-stream';
      const textual = isTextual(type);
      const compressible = textual && stat.size >= MIN_COMPRESS_BYTES && stat.size <= MAX_COMPRESS_BYTES;
      const common: http.OutgoingHttpHeaders = { 'Cache-Control': cacheControl, 'X-Content-Type-Options': 'nosniff', ...extra };
      const varies = [...(vary ? [vary] : []), ...(compressible ? ['Accept-Encoding'] : [])];
      if (varies.length) common['Vary'] = varies.join(', ');
      if (status === 200) {
        common['ETag'] = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
        if (etagMatches(req.headers['if-none-match'], common['ETag'])) {
          res.writeHead(304, common).end();
          return;
        }
      }
      const headers = { ...common, 'Content-Type': textual ? `${type}; charset=utf-8` : type };
      const encoding = compressible ? pickEncoding(req.headers['accept-encoding']) : undefined;
      if (encoding) {
        const body = await compressed(found, encoding);
        res.writeHead(status, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      res.writeHead(status, { ...headers, 'Content-Length': stat.size });
      if (req.method === 'HEAD' || stat.size === 0) {
        res.end();
        return;
      }
      if (stat.size <= SMALL_FILE_BYTES) {
        // One read instead of a stream: most requests (fragments of the search index, icons, pages) are small.
        const body = Buffer.alloc(stat.size);
        const { bytesRead } = await found.handle.read(body, 0, stat.size, 0);
        // A file cut short while being read ends the answer early, as a stream would.
        if (bytesRead === stat.size) res.end(body);
        else res.destroy();
        return;
      }
      streaming = true;
      // Bounded by the size announced in Content-Length, in case the file grows while it streams.
      // Errors after the headers can only cut the response short; pipeline destroys both ends.
      pipeline(found.handle.createReadStream({ start: 0, end: stat.size - 1 }), res, () => undefined);
    } finally {
      if (!streaming) await found.handle.close();
    }
  }

  /** The `_redirects` rules of the folder, read again when the file changes (the folder may be rebuilt while serving). */
  let redirects: { stamp: string; rules: (CompiledRedirect & { status: number })[] } = { stamp: '', rules: [] };
  async function redirectRules(): Promise<(CompiledRedirect & { status: number })[]> {
    const file = path.join(base, REDIRECTS_FILE);
    const stat = await ifExists(fs.promises.stat(file));
    const stamp = stat ? `${stat.mtimeMs}:${stat.size}` : '';
    if (stamp !== redirects.stamp) {
      const text = stat ? await fs.promises.readFile(file, 'utf8') : '';
      const rules = parseRedirectsFile(text).map((r) => ({ ...compileRedirect(r), status: r.status }));
      redirects = { stamp, rules };
    }
    return redirects.rules;
  }

  /** Route one GET or HEAD request to a redirect, a file, the 404 page, or a refusal. */
  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
    const request = parseRequestPath(req.url ?? '/');
    if (!request.ok && request.status === 400) return sendText(res, 400, 'Bad Request');
    const markdown = request.ok && prefersMarkdown(req.headers.accept);
    // The file is looked up while the redirect rules are checked; a redirect wins (hosts check their rules first).
    const [rules, lookedUp] = await Promise.allSettled([
      redirectRules(),
      request.ok && !markdown ? find(request.segments) : Promise.resolve(undefined),
    ]);
    const closeLookedUp = () => (lookedUp.status === 'fulfilled' ? lookedUp.value?.handle.close() : undefined);
    if (rules.status === 'rejected' || lookedUp.status === 'rejected') {
      await closeLookedUp();
      throw rules.status === 'rejected' ? rules.reason : (lookedUp as PromiseRejectedResult).reason;
    }
    // docs.json redirects, as the build listed them for hosts.
    const redirect = rules.value.length ? findRedirect(rules.value, req.url ?? '/') : undefined;
    if (redirect) {
      await closeLookedUp();
      const status = redirect.matched.status;
      return sendText(res, status, status === 301 || status === 308 ? 'Moved Permanently' : 'Found', { Location: redirect.location });
    }
    // A client that prefers Markdown (AI tools) gets a page's Markdown twin at the page's URL.
    const twin = markdown ? await find(twinSegments(request.segments)) : undefined;
    if (twin) return sendFile(req, res, twin, 200, 'no-cache', 'Accept');
    const found = markdown ? await find(request.segments) : lookedUp.value;
    if (found) {
      const page = /\.html?$/i.test(found.file);
      const cache = cacheControl(request.ok ? request.segments : [], found.file);
      return page ? sendFile(req, res, found, 200, cache, 'Accept', AGENT_HEADERS) : sendFile(req, res, found, 200, cache);
    }
    const notFound = await find(['404.html']);
    if (notFound) return sendFile(req, res, notFound, 404, 'no-cache');
    sendText(res, 404, 'Not Found');
  }

  return (req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) sendText(res, 500, 'Internal Server Error');
      else res.destroy();
    });
  };
}

/** Listen on a port and host; resolves once listening (rejects with EADDRINUSE and the like). */
export async function startStaticServer(options: {
  root: string;
  port: number;
  host: string;
  /** The playground proxy, answered at `/_sextant/proxy` (see dev/proxy/). */
  proxy?: (request: Request) => Promise<Response>;
}): Promise<{ url: string; close(): Promise<void> }> {
  const files = createStaticHandler(options.root);
  const proxy = options.proxy;
  const server = http.createServer(
    proxy
      ? (req, res) => {
          if (!isProxyRequest(req.url)) return files(req, res);
          serveWithHandler(proxy, req, res).catch(() => {
            if (!res.headersSent) sendText(res, 500, 'Internal Server Error');
            else res.destroy();
          });
        }
      : files,
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${displayHost(options.host)}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        // Idle keep-alive connections would otherwise hold close() open for seconds.
        server.closeAllConnections();
      }),
  };
}

/** `Cache-Control` for a served file: hashed assets forever, HTML revalidated, the rest for an hour. */
function cacheControl(segments: string[], file: string): string {
  // Content-hashed names never change (`app.<hex>.js`, and esbuild's split chunks `main-<8 base32>.js`);
  // the others under _sextant/ (the icon sprite, KaTeX) are revalidated.
  if (segments[0] === '_sextant' && /(\.[0-9a-f]{8,}|-[A-Z0-9]{8})\.[a-z0-9]+$/.test(segments[segments.length - 1] ?? ''))
    return 'public, max-age=31536000, immutable';
  if (segments[0] === '_sextant') return 'no-cache';
  if (/\.html?$/i.test(file)) return 'no-cache';
  return 'public, max-age=3600';
}

/** Whether `real` lies strictly inside `realRoot` and no part of it is hidden (a symlink may point at `.git`). */
function isInside(realRoot: string, real: string): boolean {
  const relative = path.relative(realRoot, real);
  if (!relative || path.isAbsolute(relative)) return false;
  const parts = relative.split(path.sep);
  return parts[0] !== '..' && !parts.some(isHiddenSegment);
}

/** Whether an `If-None-Match` header names this ETag (weak comparison, as for GET). */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

/** The result of a file-system call, or undefined when the path does not exist (other errors propagate). */
async function ifExists<T>(promise: Promise<T>): Promise<T | undefined> {
  try {
    return await promise;
  } catch (err) {
    if (MISSING.has((err as NodeJS.ErrnoException).code ?? '')) return undefined;
    throw err;
  }
}

/** A short plain-text answer (errors and refusals). */
function sendText(res: http.ServerResponse, status: number, text: string, extra: http.OutgoingHttpHeaders = {}): void {
  const body = `${status} ${text}\n`;
  res.writeHead(status, {
    ...extra,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(body);
}

/** The host to print in a URL: wildcard addresses become `localhost`, IPv6 literals get brackets. */
function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
