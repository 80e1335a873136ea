// The example API that `npm start` runs beside the docs (scripts/example-api.mjs): every operation of
// docs/openapi.json answers with the status and JSON body its spec documents, the summary streams, and
// the one route the spec says refuses CORS does.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SPEC_ID = 'file:///docs/openapi.json';
const spec = JSON.parse(fs.readFileSync(path.join(ROOT, 'docs/openapi.json'), 'utf8'));
const errorSchema = JSON.parse(fs.readFileSync(path.join(ROOT, 'docs/schemas/error.json'), 'utf8'));

// The spec's schemas are JSON Schema 2020-12 (OpenAPI 3.1): ajv reads them in place, `$ref`s and the
// relative `schemas/error.json` included, through pointers into the spec.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(errorSchema, 'file:///docs/schemas/error.json');
ajv.addSchema(spec, SPEC_ID);

const AUTH = { Authorization: 'Bearer test-token' };
const ORIGIN = 'http://localhost:3000';
let api: ChildProcess;
let base = '';

beforeAll(async () => {
  api = spawn(process.execPath, [path.join(ROOT, 'scripts/example-api.mjs')], {
    env: { ...process.env, EXAMPLE_API_PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  base = await new Promise<string>((resolve, reject) => {
    let out = '';
    api.stdout!.setEncoding('utf8');
    api.stdout!.on('data', (text: string) => {
      out += text;
      const port = /listening on http:\/\/localhost:(\d+)\/v1/.exec(out)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}/v1`);
    });
    api.on('exit', (code) => reject(new Error(`the example API exited with ${code}: ${out}`)));
  });
});

afterAll(async () => {
  if (api.exitCode !== null) return;
  const exited = new Promise((resolve) => api.once('exit', resolve));
  api.kill('SIGTERM');
  expect(await exited).toBe(0);
});

const escape = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** The JSON Pointer of the schema a response documents for `status`, following a `$ref` to components. */
function responseSchemaRef(apiPath: string, method: string, status: number): string {
  let pointer = `#/paths/${escape(apiPath)}/${method}/responses/${status}`;
  const response = spec.paths[apiPath][method].responses[String(status)];
  expect(response, `${method.toUpperCase()} ${apiPath} documents ${status}`).toBeDefined();
  if (response.$ref) pointer = response.$ref;
  return `${SPEC_ID}${pointer}/content/application~1json/schema`;
}

/** Send a request and check its status and, for JSON, the body against the schema documented for that status. */
async function call(method: string, apiPath: string, url: string, status: number, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(base + url, { method: method.toUpperCase(), ...init, headers: { ...AUTH, ...(init.headers ?? {}) } });
  expect(res.status, `${method.toUpperCase()} ${url}`).toBe(status);
  if (status === 204) {
    expect(await res.text()).toBe('');
    return res;
  }
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body: unknown = await res.clone().json();
  const validate =
    ajv.getSchema(responseSchemaRef(apiPath, method, status)) ?? ajv.compile({ $ref: responseSchemaRef(apiPath, method, status) });
  const valid = validate(body);
  expect(valid ? [] : validate.errors, `${method.toUpperCase()} ${url} → ${status}: ${JSON.stringify(body)}`).toEqual([]);
  return res;
}

const json = (body: unknown): RequestInit => ({ headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('the example API (scripts/example-api.mjs)', () => {
  it('answers every operation of docs/openapi.json as its spec documents', async () => {
    const page = await call('get', '/notes', '/notes?limit=2', 200);
    expect(page.headers.get('x-next-cursor')).toBe('2');
    expect(await page.json()).toHaveLength(2);
    await call('get', '/notes', '/notes', 401, { headers: { Authorization: '' } });
    const created = await call(
      'post',
      '/notes',
      '/notes',
      201,
      json(spec.paths['/notes'].post.requestBody.content['application/json'].example),
    );
    const note = (await created.json()) as { id: string; locked: boolean; title: string };
    expect(note).toMatchObject({ title: 'Release checklist', locked: false });
    await call('post', '/notes', '/notes', 401, {
      ...json({ title: 'x' }),
      headers: { 'Content-Type': 'application/json', Authorization: '' },
    });
    const found = await call('get', '/notes/search', '/notes/search?text=release', 200);
    expect(((await found.json()) as { id: string }[]).map((n) => n.id)).toContain(note.id);
    await call('get', '/notes/{noteId}', `/notes/${note.id}`, 200);
    await call('get', '/notes/{noteId}', '/notes/note_none', 404);
    // A locked note: `password` is write-only, so never returned, and its blocks are withheld.
    const locked = await call('put', '/notes/{noteId}', `/notes/${note.id}`, 200, json({ title: 'Renamed', password: 'long enough' }));
    const lockedBody = await locked.json();
    expect(lockedBody).toMatchObject({ title: 'Renamed', locked: true, updatedAt: expect.any(String) });
    expect(lockedBody).not.toHaveProperty('password');
    await call('put', '/notes/{noteId}', '/notes/note_none', 404, json({ title: 'x' }));

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(1234)], { type: 'image/png' }), 'diagram.png');
    form.append('caption', 'A diagram');
    const attached = await call('post', '/notes/{noteId}/attachments', '/notes/note_8f2k/attachments', 201, { body: form });
    expect(await attached.json()).toMatchObject({ fileName: 'diagram.png', contentType: 'image/png', size: 1234, caption: 'A diagram' });
    await call('post', '/notes/{noteId}/attachments', '/notes/note_none/attachments', 404, { body: new FormData() });

    await call('delete', '/notes/{noteId}', `/notes/${note.id}`, 204);
    await call('delete', '/notes/{noteId}', `/notes/${note.id}`, 404);
    await call('post', '/notes/{noteId}/restore', `/notes/${note.id}/restore`, 200);
    await call('post', '/notes/{noteId}/restore', '/notes/note_none/restore', 404);
    await call('post', '/notes/{noteId}/summarize', '/notes/note_none/summarize', 404);

    const notebooks = await call('get', '/notebooks', '/notebooks', 200, { headers: { Authorization: '', 'X-API-Key': 'key' } });
    expect(((await notebooks.json()) as { id: string }[]).map((n) => n.id)).toContain('nb_work');
    await call('get', '/notebooks', '/notebooks', 401, { headers: { Authorization: '' } });
    await call('post', '/notebooks/{notebookId}/shares', '/notebooks/nb_work/shares', 204, json({ email: 'ada@example.com' }));
    await call('post', '/notebooks/{notebookId}/shares', '/notebooks/nb_none/shares', 404, json({ email: 'ada@example.com' }));
    const exported = await call(
      'post',
      '/notebooks/{notebookId}/exports',
      '/notebooks/nb_work/exports',
      202,
      json({ format: 'pdf', callbackUrl: 'https://example.com/hook' }),
    );
    expect(await exported.json()).toMatchObject({ status: 'pending', format: 'pdf' });
    await call(
      'post',
      '/notebooks/{notebookId}/exports',
      '/notebooks/nb_none/exports',
      404,
      json({ format: 'pdf', callbackUrl: 'https://example.com/hook' }),
    );

    const form2 = (fields: Record<string, string>): RequestInit => ({
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: '' },
      body: new URLSearchParams(fields).toString(),
    });
    const token = await call(
      'post',
      '/oauth/token',
      '/oauth/token',
      200,
      form2({ grant_type: 'client_credentials', client_id: 'me', scope: 'notes:read' }),
    );
    expect(await token.json()).toMatchObject({ token_type: 'Bearer', scope: 'notes:read' });
    await call('post', '/oauth/token', '/oauth/token', 400, form2({ grant_type: 'authorization_code', client_id: 'me', code: 'old' }));

    const health = await fetch(`${base}/health`);
    expect(health.status).toBe(200);
  });

  it('streams the summary as server-sent events, in several chunks spaced apart', async () => {
    const started = Date.now();
    const res = await fetch(`${base}/notes/note_8f2k/summarize?words=12`, { method: 'POST', headers: AUTH });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const chunks: { text: string; at: number }[] = [];
    const decoder = new TextDecoder();
    for await (const chunk of res.body!) chunks.push({ text: decoder.decode(chunk, { stream: true }), at: Date.now() - started });
    const text = chunks.map((c) => c.text).join('');
    const events = [...text.matchAll(/^event: (\w+)\ndata: (.*)$/gm)].map((m) => ({
      event: m[1],
      data: JSON.parse(m[2]!) as Record<string, string>,
    }));
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThanOrEqual(3);
    expect(events.at(-1)).toMatchObject({ event: 'done' });
    expect(events.at(-1)!.data['summary']).toBe(
      events
        .filter((e) => e.event === 'delta')
        .map((e) => e.data['text'])
        .join(''),
    );
    expect(chunks.length).toBeGreaterThanOrEqual(4);
    expect(chunks.at(-1)!.at - chunks[0]!.at).toBeGreaterThanOrEqual(900);
  });

  it('answers CORS for a docs origin on every route but Search notes, as its description says', async () => {
    expect(spec.paths['/notes/search'].get.description).toMatch(/does not answer CORS/);
    const preflight = (url: string) =>
      fetch(base + url, {
        method: 'OPTIONS',
        headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
      });
    const allowed = await preflight('/notes');
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(allowed.headers.get('access-control-allow-headers')).toBe('authorization');
    const listed = await fetch(`${base}/notes`, { headers: { ...AUTH, Origin: ORIGIN } });
    expect(listed.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(listed.headers.get('access-control-expose-headers')).toMatch(/X-Next-Cursor/i);

    expect((await preflight('/notes/search?text=a')).headers.get('access-control-allow-origin')).toBeNull();
    const searched = await fetch(`${base}/notes/search?text=a`, { headers: { ...AUTH, Origin: ORIGIN } });
    expect(searched.status).toBe(200);
    expect(searched.headers.get('access-control-allow-origin')).toBeNull();
  });
});
