import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction as NetLookup } from 'node:net';
import { Readable } from 'node:stream';
import type { LookupFunction, ProxyTransport } from './transport.js';

/** Statuses whose responses have no body. */
const NO_BODY = new Set([204, 205, 304]);

/**
 * The default transport: node:http and node:https, resolving host names with `lookup` (default
 * `dns.lookup`) and handing every address to the request's `checkAddress` before connecting to it;
 * the socket connects to the addresses checked, so the name is never looked up twice. Its own
 * connection pools: a socket a more permissive handler opened is never reused past this one's checks.
 */
export function nodeTransport(options: { lookup?: LookupFunction } = {}): ProxyTransport {
  const resolve = options.lookup ?? (dns.lookup as unknown as LookupFunction);
  const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };
  return (request) =>
    new Promise((done, fail) => {
      const lookup: NetLookup = (hostname, opts, callback) => {
        resolve(
          hostname,
          { all: true, ...(typeof opts.family === 'number' && opts.family ? { family: opts.family } : {}) },
          (err, addresses) => {
            if (err) return callback(err, '', 0);
            try {
              if (addresses.length === 0) throw Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' });
              for (const a of addresses) request.checkAddress(a.address);
            } catch (refused) {
              return callback(refused as NodeJS.ErrnoException, '', 0);
            }
            if (opts.all) (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
            else callback(null, addresses[0]!.address, addresses[0]!.family);
          },
        );
      };
      const module = request.url.protocol === 'https:' ? https : http;
      const headers: Record<string, string> = {};
      for (const [name, value] of request.headers) headers[name] = value;
      if (request.body) headers['content-length'] = String(request.body.byteLength);
      const req = module.request(
        request.url,
        { method: request.method, headers, lookup, signal: request.signal, agent: agents[request.url.protocol as 'http:' | 'https:'] },
        (res) => {
          const pairs: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
          const status = res.statusCode ?? 502;
          const empty = NO_BODY.has(status) || request.method === 'HEAD';
          if (empty) res.resume();
          done({ status, headers: pairs, body: empty ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>) });
        },
      );
      req.on('error', fail);
      req.end(request.body);
    });
}
