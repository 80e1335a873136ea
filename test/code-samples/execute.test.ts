/**
 * Runs the generated curl, JavaScript/Node and Python samples against a local server and checks the
 * request that arrived: method, path, query, headers and the parsed body.
 */
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeSamples, type SampleRequest } from '../../src/samples/index.js';
import { FILE_CONTENT, sampleCases } from './cases.js';

const run = promisify(execFile);

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const hasPython = spawnSync('python3', ['-c', 'import requests'], { stdio: 'ignore' }).status === 0;
const hasCurl = spawnSync('curl', ['--version'], { stdio: 'ignore' }).status === 0;
if (!hasPython) console.warn('code samples: python3 with requests is missing (Debian: python3-requests); Python samples are not run');

/** How to run each language's sample: file name and command. */
const RUNNERS: Record<string, { file: string; command: string; skip?: boolean }> = {
  curl: { file: 'sample.sh', command: 'bash', skip: !hasCurl },
  javascript: { file: 'sample.mjs', command: process.execPath },
  node: { file: 'sample.mjs', command: process.execPath },
  python: { file: 'sample.py', command: 'python3', skip: !hasPython },
};

let server: http.Server;
let base = '';
let received: Received[] = [];
let dir = '';

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-samples-'));
  fs.writeFileSync(path.join(dir, 'test.txt'), FILE_CONTENT);
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

// Case names are known before the server's port is: generate with a placeholder origin first.
const CASES = Object.keys(sampleCases('http://127.0.0.1'));

describe('generated samples send the request they describe', () => {
  for (const language of Object.keys(RUNNERS)) {
    const runner = RUNNERS[language]!;
    it.skipIf(runner.skip).each(CASES)(`${language}: %s`, async (name) => {
      const request = sampleCases(base)[name]!;
      const [sample] = codeSamples(request, [language]);
      expect(sample, 'a sample is generated').toBeDefined();
      const file = path.join(dir, `${language}-${name}-${runner.file}`);
      fs.writeFileSync(file, sample!.code);
      received = [];
      const { stdout } = await run(runner.command, [file], { cwd: dir, timeout: 15_000 }).catch((error: Error & { stderr?: string }) => {
        throw new Error(`${language} sample failed: ${error.message}\n${error.stderr ?? ''}\n--- sample ---\n${sample!.code}`);
      });
      expect(stdout).toContain('ok');
      expect(received, sample!.code).toHaveLength(1);
      await expectSameRequest(received[0]!, request, language, sample!.code);
    });
  }
});

async function expectSameRequest(got: Received, want: SampleRequest, language: string, code: string): Promise<void> {
  const wantUrl = new URL(want.url);
  const gotUrl = new URL(got.url, base);
  expect(got.method, code).toBe(want.method);
  expect(gotUrl.pathname, code).toBe(wantUrl.pathname);
  expect(queryOf(gotUrl.searchParams), code).toEqual(queryOf(wantUrl.searchParams));

  const multipart = want.body && 'params' in want.body && want.body.mimeType === 'multipart/form-data';
  for (const h of want.headers) {
    if (multipart && h.name.toLowerCase() === 'content-type') continue;
    expect(got.headers[h.name.toLowerCase()], `${h.name} in\n${code}`).toBe(h.value);
  }
  const contentType = String(got.headers['content-type'] ?? '');
  const body = want.body;
  if (!body) {
    expect(got.body.length, code).toBe(0);
  } else if ('text' in body) {
    expect(contentType, code).toBe(body.mimeType);
    const text = got.body.toString('utf8');
    if (body.mimeType === 'application/json') expect(JSON.parse(text), code).toEqual(JSON.parse(body.text));
    else expect(text, code).toBe(body.text);
  } else if (body.mimeType === 'application/x-www-form-urlencoded') {
    expect(contentType, code).toMatch(/^application\/x-www-form-urlencoded/);
    expect(queryOf(new URLSearchParams(got.body.toString('utf8'))), code).toEqual(
      queryOf(new URLSearchParams(body.params.map((p) => [p.name, p.value ?? '']))),
    );
  } else {
    expect(contentType, code).toMatch(/^multipart\/form-data; ?boundary=/);
    // undici's multipart parser reads the body the way a server framework would.
    const form = await new Response(new Uint8Array(got.body), { headers: { 'content-type': contentType } }).formData();
    for (const p of body.params) {
      const part = form.get(p.name);
      if (p.fileName === undefined) {
        // FormData encoding turns a field's line breaks into CRLF (HTML spec); curl and Python send them as given.
        const value = language === 'javascript' || language === 'node' ? p.value?.replace(/\r?\n/g, '\r\n') : p.value;
        expect(part, `${p.name} in\n${code}`).toBe(value);
        continue;
      }
      expect(part, `${p.name} in\n${code}`).toBeInstanceOf(Blob);
      const file = part as File;
      expect(file.name, code).toBe(p.fileName);
      expect(file.type, code).toBe(p.contentType);
      // A page cannot read the reader's disk: the browser sample sends the request's example content.
      expect(await file.text(), `${language}\n${code}`).toBe(FILE_CONTENT);
    }
    expect([...form.keys()].sort(), code).toEqual(body.params.map((p) => p.name).sort());
  }
}

/** Query pairs grouped by name, order kept within a name (some clients group repeated keys). */
function queryOf(params: URLSearchParams): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [k, v] of params) (out[k] ??= []).push(v);
  return out;
}
