/**
 * `sextant dev` starts watching the docs folder once the first page has been answered, or a second after
 * it listens, so that the watcher's scan of the folder does not slow the first page down. A file saved
 * before the watcher started is not lost: the scan takes any file saved since the server started as changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../src/dev/dev-server.js';
import { EventStream } from './helpers/event-stream.js';
import { tmpSite } from './helpers/tmp-site.js';

let server: DevServer | undefined;
let events: EventStream | undefined;

afterEach(async () => {
  events?.close();
  await server?.close();
  server = events = undefined;
});

async function start(): Promise<{ root: string; server: DevServer; events: EventStream; log: string[] }> {
  const root = tmpSite({
    'docs.json': { name: 'Watch', navigation: { pages: ['index', 'guide'] } },
    'index.mdx': '---\ntitle: Home\n---\n\nFirst text.\n',
    'guide.mdx': '---\ntitle: Guide\n---\n\nGuide text.\n',
  });
  const log: string[] = [];
  // The server takes files saved since it started as changed (see above); a site written in the same
  // clock tick as the start (file times are coarser than Date.now()) would have its files taken as saved.
  await new Promise((resolve) => setTimeout(resolve, 20));
  server = await startDevServer({ root, port: 0, host: '127.0.0.1', log: (line) => log.push(line) });
  events = await EventStream.open(server.url + '/_sextant/events');
  return { root, server, events, log };
}

const text = async (url: string) => (await fetch(url)).text();

describe('sextant dev watching', () => {
  it('a page saved before any page was asked for (the watcher not started yet) still reloads', async () => {
    const { root, server, events, log } = await start();
    const reload = events.next('reload');
    fs.writeFileSync(path.join(root, 'guide.mdx'), '---\ntitle: Guide\n---\n\nSaved early.\n');
    await reload.catch((err: Error) => {
      throw new Error(`${err.message}; server log:\n${log.join('\n')}`);
    });
    expect(
      log.some((l) => l.startsWith('↻ guide.mdx')),
      log.join('\n'),
    ).toBe(true);
    expect(await text(server.url + '/guide')).toContain('Saved early.');
  });

  it('a page served first, then edited, is compiled again and reloads', async () => {
    const { root, server, events, log } = await start();
    expect(await text(server.url + '/index')).toContain('First text.');
    const reload = events.next('reload');
    fs.writeFileSync(path.join(root, 'index.mdx'), '---\ntitle: Home\n---\n\nSecond text.\n');
    await reload.catch((err: Error) => {
      throw new Error(`${err.message}; server log:\n${log.join('\n')}`);
    });
    expect(await text(server.url + '/index')).toContain('Second text.');
  });
});
