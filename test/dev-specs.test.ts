/**
 * `sextant dev` follows the OpenAPI spec: the real dev server on a temporary docs folder whose API
 * group is generated from a spec split over several files. Editing the spec (or a file one of its
 * `$ref`s names) rebuilds the model: added operations get a page and a sidebar link, removed ones
 * lose both (their URL answers 404), and open pages are told to reload.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../src/dev/dev-server.js';
import { EventStream } from './helpers/event-stream.js';
import { tmpSite } from './helpers/tmp-site.js';

const SPEC = `openapi: 3.0.3
info:
  title: Pets
  version: '1'
paths:
  /pets:
    get:
      summary: List pets
      tags: [pets]
      responses:
        '200':
          description: OK
  /owners:
    $ref: paths/owners.yaml
`;
const CREATE = `    post:
      summary: Create a pet
      tags: [pets]
      responses:
        '201':
          description: Created
`;
const OWNERS = (summary: string) => `get:
  summary: ${summary}
  tags: [owners]
  responses:
    '200':
      description: OK
`;

let root: string;
let server: DevServer;
let events: EventStream;
const log: string[] = [];

beforeAll(async () => {
  root = tmpSite({
    'docs.json': {
      name: 'Dev specs',
      navigation: {
        groups: [
          { group: 'Start', pages: ['index'] },
          { group: 'API', openapi: 'openapi.yaml' },
        ],
      },
    },
    'index.mdx': '# Home\n',
    'openapi.yaml': SPEC,
    'paths/owners.yaml': OWNERS('List owners'),
  });
  server = await startDevServer({ root, port: 0, host: '127.0.0.1', log: (line) => log.push(line) });
  events = await EventStream.open(server.url + '/_sextant/events');
});

afterAll(async () => {
  events?.close();
  await server?.close();
});

async function get(route: string): Promise<{ status: number; html: string }> {
  const res = await fetch(server.url + route, { redirect: 'manual' });
  return { status: res.status, html: await res.text() };
}

/** The sidebar links of a page. */
async function sidebarLinks(route: string): Promise<string[]> {
  const { html } = await get(route);
  const nav = /<nav[^>]*id="sidebar"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? html;
  return [...nav.matchAll(/href="(\/api-reference\/[^"#]+)"/g)].map((m) => m[1]!);
}

/** Write a file and wait for the reload the server sends once it has rebuilt. */
async function edit(rel: string, text: string): Promise<void> {
  const reload = events.next('reload');
  fs.writeFileSync(path.join(root, rel), text);
  await reload.catch((err: Error) => {
    throw new Error(`${err.message}; server log:\n${log.join('\n')}`);
  });
}

describe('sextant dev and spec files', () => {
  it('serves the operations of a split spec', async () => {
    expect((await get('/api-reference/pets/list-pets')).status).toBe(200);
    expect((await get('/api-reference/owners/list-owners')).status).toBe(200);
    expect(await sidebarLinks('/api-reference/pets/list-pets')).toEqual([
      '/api-reference/pets/list-pets',
      '/api-reference/owners/list-owners',
    ]);
  });

  it('an operation added to the spec gets a page and a sidebar link; removed, both go', async () => {
    expect((await get('/api-reference/pets/create-a-pet')).status).toBe(404);
    await edit(
      'openapi.yaml',
      SPEC.replace('          description: OK\n  /owners:', '          description: OK\n' + CREATE + '  /owners:'),
    );
    expect((await get('/api-reference/pets/create-a-pet')).status).toBe(200);
    expect(await sidebarLinks('/index')).toEqual([
      '/api-reference/pets/list-pets',
      '/api-reference/pets/create-a-pet',
      '/api-reference/owners/list-owners',
    ]);

    await edit('openapi.yaml', SPEC);
    expect((await get('/api-reference/pets/create-a-pet')).status).toBe(404);
    expect(await sidebarLinks('/api-reference/pets/list-pets')).toEqual([
      '/api-reference/pets/list-pets',
      '/api-reference/owners/list-owners',
    ]);
  });

  it('a change to a file the spec reaches by $ref rebuilds the model too', async () => {
    await edit('paths/owners.yaml', OWNERS('Find owners'));
    expect((await get('/api-reference/owners/find-owners')).status).toBe(200);
    expect((await get('/api-reference/owners/list-owners')).status).toBe(404);
    expect(await sidebarLinks('/index')).toEqual(['/api-reference/pets/list-pets', '/api-reference/owners/find-owners']);
  });

  it('a spec broken by an edit keeps the last good pages and reports the error; fixing it recovers', async () => {
    const error = events.next('error');
    fs.writeFileSync(path.join(root, 'openapi.yaml'), SPEC + '  /bad: [\n');
    await error.catch((err: Error) => {
      throw new Error(`${err.message}; server log:\n${log.join('\n')}`);
    });
    expect(log.some((l) => l.startsWith('openapi.yaml:') && l.includes('yaml-syntax'))).toBe(true);
    expect((await get('/api-reference/pets/list-pets')).status).toBe(200);
    await edit('openapi.yaml', SPEC);
    expect((await get('/api-reference/pets/list-pets')).status).toBe(200);
  });
});
