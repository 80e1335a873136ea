#!/usr/bin/env node
/**
 * `npm start` after the build: serve the example site (docs/dist) and run the example API it documents
 * (scripts/example-api.mjs on :8080), so that "Try it" with the "Local development" server sends real
 * requests, and the demo WebSocket server of docs/asyncapi.yaml (scripts/example-ws.mjs on :4181) that
 * the channel pages' console connects to. `--proxy-private` lets the docs proxy reach that loopback API
 * for the one route without CORS. Output is prefixed per process; Ctrl+C (or SIGTERM) stops them all;
 * the exit code is the docs server's.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const children = new Map([
  ['api ', spawn(process.execPath, ['scripts/example-api.mjs'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })],
  ['ws  ', spawn(process.execPath, ['scripts/example-ws.mjs'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })],
  [
    'docs',
    spawn(process.execPath, ['bin/sextant.js', 'serve', 'docs/dist', '--proxy-private'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] }),
  ],
]);

for (const [name, child] of children) {
  prefix(child.stdout, process.stdout, name);
  prefix(child.stderr, process.stderr, name);
}

/** Copy a child's output line by line, each line after `[name]`. */
function prefix(from, to, name) {
  let rest = '';
  from.setEncoding('utf8');
  from.on('data', (text) => {
    const lines = (rest + text).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) to.write(`[${name}] ${line}\n`);
  });
  from.on('end', () => rest && to.write(`[${name}] ${rest}\n`));
}

let stopping = false;
function stopAll() {
  stopping = true;
  for (const child of children.values()) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stopAll);

const docs = children.get('docs');
const helpers = [...children].filter(([name]) => name !== 'docs');
// The example servers may exit early (a port taken, `ws` missing): the docs carry on without them.
for (const [name, child] of helpers)
  child.on('exit', (code, signal) => {
    if (!stopping && code) process.stderr.write(`[${name}] exited with ${code ?? signal}; the docs are still served\n`);
  });
docs.on('exit', (code) => {
  const failed = !stopping && code !== 0;
  stopAll();
  const running = helpers.map(([, child]) => child).filter((child) => child.exitCode === null && child.signalCode === null);
  Promise.all(running.map((child) => new Promise((resolve) => child.on('exit', resolve)))).then(() => process.exit(failed ? code || 1 : 0));
});
