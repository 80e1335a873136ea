// The demo WebSocket server that `npm start` runs beside the docs (scripts/example-ws.mjs): every
// message it sends matches the payload docs/asyncapi.yaml documents for it, the periodic push arrives,
// the replies answer, credentials travel in the query or as a subprotocol, and a taken port leaves
// `npm start` going.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import YAML from 'yaml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCRIPT = path.join(ROOT, 'scripts/example-ws.mjs');
const spec = YAML.parse(fs.readFileSync(path.join(ROOT, 'docs/asyncapi.yaml'), 'utf8')) as {
  components: { messages: Record<string, { payload: object }> };
};
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
const payloads = Object.fromEntries(Object.entries(spec.components.messages).map(([name, m]) => [name, ajv.compile(m.payload)]));

/** The spec's message a server message is (by its `type`), checked against its payload. */
function documented(message: { type?: string }): string {
  const name = { subscribed: 'subscribed', 'note.created': 'noteCreated', pong: 'pong', said: 'said', error: 'error' }[message.type ?? ''];
  expect(name, `undocumented message ${JSON.stringify(message)}`).toBeDefined();
  const valid = payloads[name!]!;
  expect(valid(message), ajv.errorsText(valid.errors)).toBe(true);
  return name!;
}

let server: ChildProcess;
let base = '';

function start(env: Record<string, string>): { child: ChildProcess; output: Promise<string> } {
  const child = spawn(process.execPath, [SCRIPT], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const output = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (text: string) => {
      out += text;
      if (out.includes('\n')) resolve(out);
    });
    child.on('exit', () => resolve(out));
    child.on('error', reject);
  });
  return { child, output };
}

beforeAll(async () => {
  const started = start({ EXAMPLE_WS_PORT: '0', EXAMPLE_WS_PUSH_MS: '150' });
  server = started.child;
  const port = /listening on ws:\/\/localhost:(\d+)/.exec(await started.output)?.[1];
  if (!port) throw new Error('the example WebSocket server did not start');
  base = `ws://127.0.0.1:${port}`;
});

afterAll(() => {
  server?.kill();
});

/** Open a connection and collect what it receives, each message checked against the spec. */
async function connect(url: string, protocols?: string[]) {
  const ws = new WebSocket(url, protocols);
  const messages: { type?: string; [k: string]: unknown }[] = [];
  ws.on('message', (data) => {
    const m = JSON.parse(String(data)) as { type?: string };
    documented(m);
    messages.push(m);
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const next = async (type: string) => {
    await expect.poll(() => messages.some((m) => m.type === type), { timeout: 5000 }).toBe(true);
    return messages.splice(
      messages.findIndex((m) => m.type === type),
      1,
    )[0]!;
  };
  return { ws, next };
}

describe('example WebSocket server', () => {
  it('pushes note events for the notebook in the query, and answers subscribe, ping and what it cannot read', async () => {
    const { ws, next } = await connect(`${base}/notes?notebook=nb_work&token=anything`);
    expect(await next('subscribed')).toEqual({ type: 'subscribed', notebook: 'nb_work' });
    expect(await next('note.created')).toMatchObject({ notebook: 'nb_work', note: { id: expect.stringMatching(/^note_/) } });
    ws.send(JSON.stringify({ action: 'subscribe', notebook: 'nb_home' }));
    expect(await next('subscribed')).toEqual({ type: 'subscribed', notebook: 'nb_home' });
    ws.send(JSON.stringify({ action: 'ping', id: 7 }));
    expect(await next('pong')).toEqual({ type: 'pong', id: 7 });
    ws.send('not json');
    expect(await next('error')).toEqual({ type: 'error', message: 'messages are JSON objects' });
    ws.close();
  });

  it('echoes what is said in a room, with the token as the subprotocol', async () => {
    const { ws, next } = await connect(`${base}/rooms/design`, ['secret']);
    expect(ws.protocol).toBe('secret');
    ws.send(JSON.stringify({ text: 'Hello' }));
    expect(await next('said')).toMatchObject({ type: 'said', room: 'design', text: 'Hello' });
    ws.send(JSON.stringify({ text: '' }));
    expect((await next('error'))['message']).toContain('1 to 280 characters');
    ws.close();
  });

  it('refuses a connection without a token, or to an unknown channel', async () => {
    const status = (url: string) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(url);
        ws.on('unexpected-response', (_req, res) => {
          resolve(res.statusCode ?? 0);
          ws.terminate();
        });
        ws.on('error', () => undefined);
      });
    expect(await status(`${base}/notes`)).toBe(401);
    expect(await status(`${base}/nowhere?token=t`)).toBe(404);
  });

  it('says so and exits 0 when its port is taken', async () => {
    const port = new URL(base).port;
    const { child, output } = start({ EXAMPLE_WS_PORT: port });
    expect(await output).toContain(`port ${port} is in use`);
    await new Promise((resolve) => (child.exitCode === null ? child.on('exit', resolve) : resolve(undefined)));
    expect(child.exitCode).toBe(0);
  });
});
