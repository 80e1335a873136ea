// `sextant dev` and `sextant serve` answer the playground proxy at /_sextant/proxy for a small site
// whose spec declares a local API (test/fixtures/proxy-site): dev reaches it, serve refuses it
// unless started with --proxy-private. The API is a real node:http server on 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer } from '../src/dev/dev-server.js';
import { build } from '../src/output/build.js';
import { copySite, removeTree } from './helpers/tmp-site.js';

const BIN = path.join(import.meta.dirname, '../bin/sextant.js');
const FIXTURE = path.join(import.meta.dirname, 'fixtures/proxy-site');

let api: http.Server;
let port: number;
let site: string;
let eventsEnded = false;

beforeAll(async () => {
  api = http.createServer((req, res) => {
    if (req.url === '/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: one\n\n');
      setTimeout(() => {
        eventsEnded = true;
        res.end('data: two\n\n');
      }, 300);
      return;
    }
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => res.writeHead(200, { 'content-type': 'text/plain', 'set-cookie': 'k=v' }).end(`${req.method} ${req.url} ${body}`));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  port = (api.address() as AddressInfo).port;
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-proxy-'));
  copySite(FIXTURE, site);
});

afterAll(async () => {
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
  await removeTree(site);
});

/** Send a request through a server's proxy to a target. */
function viaProxy(base: string, target: string, init: RequestInit = {}) {
  return fetch(`${base}/_sextant/proxy`, { ...init, headers: { ...(init.headers as Record<string, string>), 'x-sextant-target': target } });
}

describe('sextant dev: /_sextant/proxy', () => {
  it('forwards to the declared local API, refuses other origins, and follows edits of docs.json', async () => {
    const server = await startDevServer({ root: site, port: 0, host: '127.0.0.1', log: () => {} });
    try {
      const res = await viaProxy(server.url, `http://localhost:${port}/echo?x=1`, { method: 'POST', body: 'hello' });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-sextant-proxy')).toBe('1');
      expect(res.headers.get('x-sextant-set-cookie')).toBe('k=v');
      expect(await res.text()).toBe('POST /echo?x=1 hello');

      const refused = await viaProxy(server.url, `http://127.0.0.1:${port}/echo`);
      expect(refused.status).toBe(403);
      expect(refused.headers.get('x-sextant-proxy-error')).toBe('origin-not-allowed');

      // Declaring the address in docs.json lets it through once the dev server reloads.
      const config = JSON.parse(fs.readFileSync(path.join(site, 'docs.json'), 'utf8')) as { api: { playground: { allow: string[] } } };
      config.api.playground.allow.push(`http://127.0.0.1:${port}`);
      fs.writeFileSync(path.join(site, 'docs.json'), JSON.stringify(config, null, 2));
      let status = 0;
      for (let i = 0; i < 100 && status !== 200; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await viaProxy(server.url, `http://127.0.0.1:${port}/echo`)).status;
      }
      expect(status).toBe(200);
    } finally {
      await server.close();
      fs.copyFileSync(path.join(FIXTURE, 'docs.json'), path.join(site, 'docs.json'));
    }
  });
});

describe('sextant serve: /_sextant/proxy', () => {
  let dist: string;
  beforeAll(async () => {
    dist = path.join(site, 'dist');
    const result = await build(site, { outDir: dist, cache: false });
    expect(result.ok).toBe(true);
  });

  it('build writes the declared origins to _sextant/proxy.json', () => {
    const file = JSON.parse(fs.readFileSync(path.join(dist, '_sextant/proxy.json'), 'utf8')) as { allow: string[] };
    expect(file.allow).toEqual(['http://localhost:*', 'https://*.extra.test', 'https://mdx.example.com']);
  });

  /** Start `sextant serve` on a free port; resolves to its URL and the process. */
  async function serve(...flags: string[]): Promise<{ url: string; child: ChildProcess }> {
    const child = spawn(process.execPath, [BIN, 'serve', dist, '--port', '0', '--host', '127.0.0.1', ...flags], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /at (http:\/\/127\.0\.0\.1:\d+)$/m.exec(out);
        if (match) resolve(match[1]!);
      });
      child.on('exit', () => reject(new Error(`exited before serving: ${out}`)));
    });
    return { url, child };
  }

  it('refuses the declared local API without --proxy-private, saying why', async () => {
    const { url, child } = await serve();
    try {
      const res = await viaProxy(url, `http://localhost:${port}/echo`);
      expect(res.status).toBe(403);
      expect(res.headers.get('x-sextant-proxy-error')).toBe('private-address');
      const body = (await res.json()) as { error: { message: string } };
      expect(body.error.message).toContain('--proxy-private');
      // The site's pages are still served as files.
      expect((await fetch(`${url}/_sextant/proxy.json`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('forwards to it with --proxy-private, server-sent events event by event', async () => {
    const { url, child } = await serve('--proxy-private');
    try {
      const res = await viaProxy(url, `http://localhost:${port}/events`);
      expect(res.status).toBe(200);
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      expect((await reader.read()).value).toBe('data: one\n\n');
      // The first event came through before the upstream wrote the second (300 ms later) and ended.
      expect(eventsEnded).toBe(false);
      let rest = '';
      for (let r = await reader.read(); !r.done; r = await reader.read()) rest += r.value;
      expect(rest).toBe('data: two\n\n');
    } finally {
      child.kill('SIGTERM');
    }
  });
});
