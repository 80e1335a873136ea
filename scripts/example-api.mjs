#!/usr/bin/env node
/**
 * The example Notes API of docs/openapi.json, in memory, so that the playground of the example site
 * (`npm start`) sends real requests to its "Local development" server, http://localhost:8080/v1.
 * node:http only. Credentials are checked loosely: any bearer token or X-API-Key will do.
 *
 *   node scripts/example-api.mjs [--port N]     (or EXAMPLE_API_PORT=N; 0 picks a free port)
 *
 * Prints `Example API listening on <base URL>` once ready. When the port is taken it prints one line
 * and exits 0, so that `npm start` still serves the docs.
 */
import http from 'node:http';
import { Buffer } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import { setInterval, clearInterval } from 'node:timers';
import { URLSearchParams } from 'node:url';
/* global Request -- Node's fetch Request, used to parse multipart bodies */

const HOST = '127.0.0.1';
const BASE = '/v1';
const MAX_UPLOAD = 10 * 1024 * 1024;
const FILE_TYPES = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', pdf: 'application/pdf' };
/** The one route that answers no CORS request (the spec says so), so the playground's proxy fallback shows. */
const NO_CORS = /^\/notes\/search$/;

function readPort() {
  const i = process.argv.indexOf('--port');
  const raw = i >= 0 ? process.argv[i + 1] : process.env.EXAMPLE_API_PORT;
  if (raw === undefined || raw === '') return 8080;
  if (!/^\d+$/.test(raw) || Number(raw) > 65535) {
    console.error(`example API: the port must be a number from 0 to 65535, found "${raw}"`);
    process.exit(2);
  }
  return Number(raw);
}

// ---- the data, seeded -------------------------------------------------------------------------

const id = (prefix) => `${prefix}_${randomBytes(3).toString('hex')}`;
const notebooks = new Map(
  [
    { id: 'nb_work', name: 'Work', shared: false },
    { id: 'nb_home', name: 'Home', shared: true },
  ].map((n) => [n.id, n]),
);
/** Newest first, as List notes returns them. */
const notes = new Map();
const deleted = new Map();
const day = 24 * 3600 * 1000;
for (const note of [
  {
    id: 'note_8f2k',
    title: 'Release checklist',
    notebook: 'nb_work',
    blocks: [
      { type: 'text', text: 'Before tagging:' },
      {
        type: 'checklist',
        items: [
          { text: 'run `sextant check`', done: true },
          { text: 'build the docs', children: [{ text: 'no warnings' }] },
        ],
      },
    ],
    createdAt: new Date(Date.now() - 1 * day).toISOString(),
  },
  {
    id: 'note_3m1x',
    title: 'Groceries',
    notebook: 'nb_home',
    blocks: [{ type: 'checklist', items: [{ text: 'bread' }, { text: 'coffee', done: true }] }],
    createdAt: new Date(Date.now() - 2 * day).toISOString(),
  },
  {
    id: 'note_9q4z',
    title: 'Meeting notes',
    notebook: 'nb_work',
    blocks: [{ type: 'text', text: 'Ship the **playground** next week; the proxy covers APIs without CORS.' }],
    createdAt: new Date(Date.now() - 3 * day).toISOString(),
    updatedAt: new Date(Date.now() - 2 * day).toISOString(),
  },
  {
    id: 'note_7lck',
    title: 'Passwords',
    notebook: 'nb_home',
    blocks: [],
    password: 'correct horse',
    createdAt: new Date(Date.now() - 4 * day).toISOString(),
  },
])
  notes.set(note.id, note);
deleted.set('note_0ld1', { id: 'note_0ld1', title: 'Old draft', blocks: [], createdAt: new Date(Date.now() - 10 * day).toISOString() });

/** A note as responses show it: no write-only `password`, `locked` derived from it, no blocks while locked. */
function view(note) {
  const { password, blocks, ...rest } = note;
  const locked = Boolean(password);
  return { ...rest, ...(locked ? {} : { blocks: blocks ?? [] }), updatedAt: note.updatedAt ?? null, locked };
}

// ---- HTTP plumbing ----------------------------------------------------------------------------

const error = (status, message, code) => ({ status, body: { message, code } });
const notFound = (what, key) => error(404, `No ${what} with id ${key}`, 'not_found');

function cors(req, res, path) {
  const origin = req.headers.origin;
  if (!origin || NO_CORS.test(path)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Expose-Headers', 'X-Next-Cursor');
}

function send(res, { status, body, headers = {} }) {
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  if (body === undefined) return res.writeHead(status).end();
  const text = typeof body === 'string' ? body : JSON.stringify(body, null, 2);
  res.writeHead(status, { 'Content-Type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json' }).end(text);
}

/** The request body as a Buffer, or null once it passes `limit` bytes. */
function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        req.resume();
        return resolve(null);
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

async function json(req) {
  const raw = await readBody(req, 1024 * 1024);
  if (raw === null) return { failed: error(413, 'The body is larger than 1 MB', 'too_large') };
  try {
    const value = JSON.parse(raw.toString('utf8') || 'null');
    if (value && typeof value === 'object' && !Array.isArray(value)) return { value };
  } catch {
    /* answered below */
  }
  return { failed: error(400, 'The body must be a JSON object', 'invalid_body') };
}

function authorized(req) {
  const bearer = /^Bearer\s+\S+/i.test(req.headers.authorization ?? '');
  return bearer || Boolean(req.headers['x-api-key']);
}

// ---- the operations ---------------------------------------------------------------------------

/** [method, path pattern, needs credentials, handler(req, res, params, url) → answer or undefined once streamed]. */
const routes = [
  ['GET', /^\/notes$/, true, listNotes],
  ['POST', /^\/notes$/, true, createNote],
  ['GET', /^\/notes\/search$/, true, searchNotes],
  [
    'GET',
    /^\/notes\/(?<noteId>[^/]+)$/,
    true,
    (req, res, p) => (notes.has(p.noteId) ? ok(view(notes.get(p.noteId))) : notFound('note', p.noteId)),
  ],
  ['PUT', /^\/notes\/(?<noteId>[^/]+)$/, true, updateNote],
  ['DELETE', /^\/notes\/(?<noteId>[^/]+)$/, true, deleteNote],
  ['POST', /^\/notes\/(?<noteId>[^/]+)\/attachments$/, true, attachFile],
  ['POST', /^\/notes\/(?<noteId>[^/]+)\/restore$/, true, restoreNote],
  ['POST', /^\/notes\/(?<noteId>[^/]+)\/summarize$/, true, summarizeNote],
  ['GET', /^\/notebooks$/, true, () => ok([...notebooks.values()])],
  ['POST', /^\/notebooks\/(?<notebookId>[^/]+)\/shares$/, true, shareNotebook],
  ['POST', /^\/notebooks\/(?<notebookId>[^/]+)\/exports$/, true, exportNotebook],
  ['POST', /^\/oauth\/token$/, false, getToken],
  ['GET', /^\/health$/, false, () => ({ status: 200, body: 'ok' })],
];

const ok = (body, status = 200, headers) => ({ status, body, ...(headers ? { headers } : {}) });

function matches(note, words) {
  const text = `${note.title} ${JSON.stringify(note.password ? [] : (note.blocks ?? []))}`.toLowerCase();
  return words
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => text.includes(w));
}

function listNotes(req, res, p, url) {
  const q = url.searchParams;
  const limit = Math.min(100, Math.max(1, Number.parseInt(q.get('limit') ?? '20', 10) || 20));
  const start = Math.max(0, Number.parseInt(q.get('cursor') ?? '0', 10) || 0);
  const all = [...notes.values()].filter(
    (n) => (!q.get('notebook') || n.notebook === q.get('notebook')) && (!q.get('q') || matches(n, q.get('q'))),
  );
  const page = all.slice(start, start + limit).map(view);
  return ok(page, 200, start + limit < all.length ? { 'X-Next-Cursor': String(start + limit) } : undefined);
}

function searchNotes(req, res, p, url) {
  const text = url.searchParams.get('text');
  if (!text) return error(400, 'The `text` parameter is required', 'invalid_query');
  return ok([...notes.values()].filter((n) => matches(n, text)).map(view), 200, { Deprecation: 'true' });
}

/** The writable fields of a note from a request body; an error answer when `title` is missing. */
function fields(body) {
  if (typeof body.title !== 'string' || !body.title.trim()) return { failed: error(400, 'A note needs a `title`', 'invalid_body') };
  const out = { title: body.title, blocks: Array.isArray(body.blocks) ? body.blocks : [] };
  if (typeof body.notebook === 'string') out.notebook = body.notebook;
  if (typeof body.password === 'string') out.password = body.password;
  return { value: out };
}

async function createNote(req) {
  const body = await json(req);
  if (body.failed) return body.failed;
  const f = fields(body.value);
  if (f.failed) return f.failed;
  const note = { id: id('note'), ...f.value, createdAt: new Date().toISOString() };
  const rest = [...notes.values()];
  notes.clear();
  for (const n of [note, ...rest]) notes.set(n.id, n);
  return ok(view(note), 201);
}

async function updateNote(req, res, p) {
  const note = notes.get(p.noteId);
  if (!note) return notFound('note', p.noteId);
  const body = await json(req);
  if (body.failed) return body.failed;
  const f = fields(body.value);
  if (f.failed) return f.failed;
  // PUT replaces the writable fields; a password set before stays unless the body gives a new one.
  const next = { id: note.id, createdAt: note.createdAt, ...(note.password ? { password: note.password } : {}), ...f.value };
  notes.set(note.id, { ...next, updatedAt: new Date().toISOString() });
  return ok(view(notes.get(note.id)));
}

function deleteNote(req, res, p) {
  const note = notes.get(p.noteId);
  if (!note) return notFound('note', p.noteId);
  notes.delete(p.noteId);
  deleted.set(p.noteId, note);
  return { status: 204 };
}

function restoreNote(req, res, p) {
  const note = deleted.get(p.noteId);
  if (!note) return notFound('deleted note', p.noteId);
  deleted.delete(p.noteId);
  notes.set(note.id, note);
  return ok(view(note));
}

async function attachFile(req, res, p) {
  if (!notes.has(p.noteId)) return notFound('note', p.noteId);
  const raw = await readBody(req, MAX_UPLOAD + 64 * 1024);
  if (raw === null) return error(413, 'The file is larger than 10 MB', 'too_large');
  let form;
  try {
    // The WHATWG Request of Node's fetch parses multipart/form-data: no parser of our own.
    form = await new Request('http://local/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: raw,
    }).formData();
  } catch {
    return error(400, 'The body must be multipart/form-data', 'invalid_body');
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') return error(400, 'The `file` part is missing', 'invalid_body');
  if (file.size > MAX_UPLOAD) return error(413, 'The file is larger than 10 MB', 'too_large');
  const declared = file.type.split(';')[0].trim().toLowerCase();
  const contentType = Object.values(FILE_TYPES).includes(declared) ? declared : FILE_TYPES[file.name.split('.').pop()?.toLowerCase() ?? ''];
  if (!contentType) return error(400, 'The file must be a PNG, a JPEG or a PDF', 'unsupported_type');
  const caption = form.get('caption');
  return ok(
    {
      id: id('att'),
      fileName: file.name || 'file',
      contentType,
      size: file.size,
      ...(typeof caption === 'string' && caption ? { caption } : {}),
    },
    201,
  );
}

async function shareNotebook(req, res, p) {
  const notebook = notebooks.get(p.notebookId);
  if (!notebook) return notFound('notebook', p.notebookId);
  const body = await json(req);
  if (body.failed) return body.failed;
  if (typeof body.value.email !== 'string' || !body.value.email.includes('@'))
    return error(400, 'An `email` address is required', 'invalid_body');
  notebook.shared = true;
  return { status: 204 };
}

async function exportNotebook(req, res, p) {
  if (!notebooks.has(p.notebookId)) return notFound('notebook', p.notebookId);
  const body = await json(req);
  if (body.failed) return body.failed;
  const { format, callbackUrl } = body.value;
  if (format !== 'markdown' && format !== 'pdf') return error(400, '`format` must be markdown or pdf', 'invalid_body');
  if (typeof callbackUrl !== 'string' || !URL.canParse(callbackUrl)) return error(400, '`callbackUrl` must be a URL', 'invalid_body');
  // The example never calls the callback: it would send requests to whatever address a visitor typed.
  return ok({ id: id('exp'), status: 'pending', format, downloadUrl: null }, 202);
}

async function getToken(req) {
  const raw = await readBody(req, 64 * 1024);
  const form = new URLSearchParams(raw === null ? '' : raw.toString('utf8'));
  const grant = form.get('grant_type');
  const basic = /^Basic\s+\S+/i.test(req.headers.authorization ?? '');
  if (!form.get('client_id') && !basic) return error(400, 'A `client_id` is required', 'invalid_client');
  const scope = form.get('scope') || 'notes:read notes:write';
  const token = { access_token: `tok_${randomBytes(12).toString('hex')}`, token_type: 'Bearer', expires_in: 3600, scope };
  if (grant === 'client_credentials') return ok(token);
  if (grant === 'refresh_token' && form.get('refresh_token'))
    return ok({ ...token, refresh_token: `ref_${randomBytes(12).toString('hex')}` });
  if (grant === 'authorization_code') return error(400, 'The code has expired', 'invalid_grant');
  return error(400, 'grant_type must be authorization_code, refresh_token or client_credentials', 'unsupported_grant_type');
}

/** Server-sent events: the summary a few words at a time, ~300 ms apart, then `done`. */
function summarizeNote(req, res, p, url) {
  const note = notes.get(p.noteId);
  if (!note) return notFound('note', p.noteId);
  const words = Math.min(100, Math.max(5, Number.parseInt(url.searchParams.get('words') ?? '20', 10) || 20));
  const source = note.password ? ['This note is locked.'] : [note.title + ':', ...textOf(note.blocks ?? [])];
  const summary = source.join(' ').split(/\s+/).slice(0, words).join(' ');
  const pieces = summary.match(/\S+(\s+\S+){0,2}/g) ?? [];
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
  res.write(': summarizing\n\n');
  let i = 0;
  const timer = setInterval(() => {
    if (i < pieces.length) {
      res.write(`event: delta\ndata: ${JSON.stringify({ text: (i ? ' ' : '') + pieces[i] })}\n\n`);
      i++;
    } else {
      clearInterval(timer);
      res.end(`event: done\ndata: ${JSON.stringify({ summary })}\n\n`);
    }
  }, 300);
  res.on('close', () => clearInterval(timer));
  return undefined;
}

function textOf(blocks) {
  const out = [];
  const items = (list) => list.forEach((it) => (out.push(it.text), items(it.children ?? [])));
  for (const b of blocks) {
    if (b.type === 'text') out.push(b.text);
    else if (b.type === 'checklist') items(b.items ?? []);
  }
  return out.map((t) => t.replace(/[*_`]/g, ''));
}

async function handle(req, res) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = url.pathname.startsWith(BASE + '/') ? url.pathname.slice(BASE.length) : null;
  if (path !== null) cors(req, res, path);
  if (req.method === 'OPTIONS') {
    // A CORS preflight: answered on every route but the one that refuses CORS.
    if (path !== null && req.headers.origin && !NO_CORS.test(path)) {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '');
      res.setHeader('Access-Control-Max-Age', '600');
    }
    return res.writeHead(204).end();
  }
  if (path === null) return send(res, error(404, `Nothing at ${url.pathname}: the API lives under ${BASE}/`, 'not_found'));
  const route = routes.find(([, pattern]) => pattern.test(path));
  if (!route) return send(res, error(404, `No operation at ${path}`, 'not_found'));
  const [method, pattern, secured, run] = routes.find(([m, pattern]) => m === req.method && pattern.test(path)) ?? [];
  if (!method)
    return send(res, { ...error(405, `${req.method} is not allowed here`, 'method_not_allowed'), headers: { Allow: allowed(path) } });
  if (secured && !authorized(req)) {
    req.resume();
    return send(res, { ...error(401, 'The token is missing or invalid', 'unauthorized'), headers: { 'WWW-Authenticate': 'Bearer' } });
  }
  const params = Object.fromEntries(Object.entries(pattern.exec(path).groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]));
  const answer = await run(req, res, params, url);
  if (answer) send(res, answer);
}

const allowed = (path) =>
  routes
    .filter(([, pattern]) => pattern.test(path))
    .map(([m]) => m)
    .join(', ');

const server = http.createServer((req, res) => {
  handle(req, res).catch((err) => {
    console.error(err);
    if (!res.headersSent) send(res, error(500, 'The example API failed', 'internal'));
    else res.destroy();
  });
});

const port = readPort();
server.on('error', (err) => {
  if (err.code === 'EADDRINUSE') {
    console.log(`Example API not started: port ${port} is in use (the docs still work; Try it can use another server).`);
    process.exit(0);
  }
  console.error(`Example API could not start: ${err.message}`);
  process.exit(1);
});
server.listen(port, HOST, () => {
  console.log(`Example API listening on http://localhost:${server.address().port}${BASE}`);
});

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
