#!/usr/bin/env node
/**
 * The demo WebSocket server of docs/asyncapi.yaml, so that the console on the example site's channel
 * pages (`npm start`) connects for real to its `local` server, ws://localhost:4181:
 *
 *   /notes?notebook=…   pushes a `note.created` event every few seconds; answers `subscribe` and `ping`;
 *   /rooms/{roomId}     echoes `say` as `said`, stamped with the time.
 *
 * A message it cannot read gets an `error` reply. Any token is accepted, in the `token` query parameter
 * or as the connection's subprotocol (how the console carries a bearer token); none is refused (401).
 * Uses the `ws` package (a devDependency).
 *
 *   node scripts/example-ws.mjs [--port N]   (or EXAMPLE_WS_PORT=N; 0 picks a free port)
 *   EXAMPLE_WS_PUSH_MS=N                     (how often notes are pushed; 5000 by default)
 *
 * Prints `Example WebSocket server listening on ws://localhost:<port>` once ready. When the port is
 * taken or `ws` is not installed it prints one line and exits 0, so that `npm start` still serves the docs.
 */
import { randomBytes } from 'node:crypto';
import { setInterval, clearInterval, setTimeout } from 'node:timers';

const HOST = '127.0.0.1';
const TITLES = ['Groceries', 'Meeting notes', 'Ideas', 'Reading list', 'Travel plans'];

function readNumber(flag, env, fallback, max) {
  const i = process.argv.indexOf(flag);
  const raw = i >= 0 ? process.argv[i + 1] : process.env[env];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > max) {
    console.error(`example WebSocket server: ${flag} must be a number from 0 to ${max}, found "${raw}"`);
    process.exit(2);
  }
  return Number(raw);
}

const port = readNumber('--port', 'EXAMPLE_WS_PORT', 4181, 65535);
const pushEvery = Math.max(100, readNumber('--push-ms', 'EXAMPLE_WS_PUSH_MS', 5000, 3_600_000));

let WebSocketServer;
try {
  ({ WebSocketServer } = await import('ws'));
} catch {
  console.log('Example WebSocket server not started: the `ws` package is not installed (npm install --include=dev).');
  process.exit(0);
}

const NOTEBOOK = /^nb_[a-z0-9_]+$/;
const send = (ws, message) => ws.send(JSON.stringify(message));
const fail = (ws, message) => send(ws, { type: 'error', message });

function parse(data) {
  try {
    const value = JSON.parse(String(data));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** `/notes`: the subscribed notebook's events, pushed on a timer. */
function notes(ws, url) {
  let notebook = url.searchParams.get('notebook') || 'nb_personal';
  if (!NOTEBOOK.test(notebook)) notebook = 'nb_personal';
  send(ws, { type: 'subscribed', notebook });
  let n = 0;
  const timer = setInterval(() => {
    const title = TITLES[n++ % TITLES.length];
    const note = { id: `note_${randomBytes(3).toString('hex')}`, title, createdAt: new Date().toISOString() };
    send(ws, { type: 'note.created', notebook, note });
  }, pushEvery);
  ws.on('close', () => clearInterval(timer));
  ws.on('message', (data) => {
    const m = parse(data);
    if (m?.action === 'subscribe' && typeof m.notebook === 'string' && NOTEBOOK.test(m.notebook)) {
      notebook = m.notebook;
      return send(ws, { type: 'subscribed', notebook });
    }
    if (m?.action === 'ping') return send(ws, { type: 'pong', ...(Number.isInteger(m.id) ? { id: m.id } : {}) });
    fail(ws, m ? 'expected {"action":"subscribe","notebook":"nb_…"} or {"action":"ping"}' : 'messages are JSON objects');
  });
}

/** `/rooms/{roomId}`: an echo room. */
function room(ws, roomId) {
  ws.on('message', (data) => {
    const m = parse(data);
    if (typeof m?.text === 'string' && m.text.length > 0 && m.text.length <= 280)
      return send(ws, { type: 'said', room: roomId, text: m.text, at: new Date().toISOString() });
    fail(ws, m ? 'expected {"text":"…"} (1 to 280 characters)' : 'messages are JSON objects');
  });
}

const ROOM = /^\/rooms\/([^/]+)$/;

const server = new WebSocketServer({
  host: HOST,
  port,
  verifyClient: ({ req }, done) => {
    const url = new URL(req.url ?? '/', 'ws://localhost');
    if (url.pathname !== '/notes' && !ROOM.test(url.pathname)) return done(false, 404, 'No such channel');
    const token = url.searchParams.get('token') || req.headers['sec-websocket-protocol'];
    if (!token) return done(false, 401, 'A token is required (any will do)');
    done(true);
  },
});

server.on('connection', (ws, req) => {
  const url = new URL(req.url ?? '/', 'ws://localhost');
  const roomId = ROOM.exec(url.pathname)?.[1];
  if (roomId) room(ws, decodeURIComponent(roomId));
  else notes(ws, url);
});

server.on('error', (err) => {
  if (err.code === 'EADDRINUSE') {
    console.log(`Example WebSocket server not started: port ${port} is in use (the docs still work; the console cannot connect).`);
    process.exit(0);
  }
  console.error(`Example WebSocket server could not start: ${err.message}`);
  process.exit(1);
});

server.on('listening', () => {
  console.log(`Example WebSocket server listening on ws://localhost:${server.address().port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const ws of server.clients) ws.terminate();
    server.close(() => process.exit(0));
    // Whatever still holds the server open does not keep `npm start` from stopping.
    setTimeout(() => process.exit(0), 500).unref();
  });
