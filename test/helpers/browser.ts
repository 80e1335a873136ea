/**
 * Real-browser test helpers: launch Debian's headless Chromium through playwright-core, and serve
 * a test's own fixture files over HTTP.
 *
 * Chromium comes from /usr/bin/chromium (installed by scripts/ensure-chromium.mjs, which `npm test`
 * runs first); playwright-core never downloads a browser. One launch costs roughly half a second,
 * so a test file should launch once (beforeAll) and open a page per test.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** The switches every browser test runs Chromium with (the final command line must hold each once). */
export const REQUIRED_CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/**
 * The required switches playwright-core (1.65) already puts on the command line, so passing them
 * again would duplicate them: `--headless` comes from `headless: true`, `--no-sandbox` from
 * `chromiumSandbox: false` (its default), and the rest from its built-in default switches
 * (chromiumSwitches.ts). test/browser/smoke.test.ts reads chrome://version and fails if a playwright
 * upgrade changes this, i.e. if a required switch goes missing or appears twice.
 */
const ADDED_BY_PLAYWRIGHT: ReadonlySet<string> = new Set([
  '--headless',
  '--no-sandbox',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/** What we pass as `args`: the required switches playwright does not add itself. */
export const EXTRA_CHROMIUM_ARGS: readonly string[] = REQUIRED_CHROMIUM_FLAGS.filter((flag) => !ADDED_BY_PLAYWRIGHT.has(flag));

/**
 * Launch headless Chromium with a new, empty profile in a fresh temporary directory. Closing the
 * returned context closes the browser and removes that directory.
 */
export async function launchBrowser(): Promise<BrowserContext> {
  const userDataDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'sextant-chromium-'));
  const removeProfile = () => fs.promises.rm(userDataDir, { recursive: true, force: true, maxRetries: 5 });
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      chromiumSandbox: false,
      args: [...EXTRA_CHROMIUM_ARGS],
    });
  } catch (error) {
    await removeProfile();
    const hint = fs.existsSync(CHROMIUM_PATH)
      ? ''
      : `\n${CHROMIUM_PATH} does not exist: run \`node scripts/ensure-chromium.mjs\` (as root) or \`sudo apt-get install chromium\`.`;
    throw new Error(`could not launch ${CHROMIUM_PATH}: ${(error as Error).message}${hint}`, { cause: error });
  }
  // Remove the profile once the browser is gone, whether the test closes it or it exits on its own.
  const close = context.close.bind(context);
  context.close = async (options) => {
    try {
      await close(options);
    } finally {
      await removeProfile();
    }
  };
  context.once('close', () => void removeProfile().catch(() => undefined));
  return context;
}

/** Open a new page in `context`, run `fn` with it, and close the page afterwards (even on failure). */
export async function withPage<T>(context: BrowserContext, fn: (page: Page) => Promise<T>): Promise<T> {
  const page = await context.newPage();
  try {
    return await fn(page);
  } finally {
    await page.close();
  }
}

export interface StaticServer {
  /** Base URL with a trailing slash, e.g. `http://127.0.0.1:41234/`. */
  url: string;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The file a URL path names: `/` and `/dir/` mean their `index.html`; undefined if it escapes. */
function relativeFile(urlPath: string): string | undefined {
  let rel: string;
  try {
    rel = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (rel.endsWith('/')) rel += 'index.html';
  rel = path.posix.normalize(rel).replace(/^\/+/, '');
  return rel.startsWith('..') || rel.includes('\0') ? undefined : rel;
}

/** Start a server on 127.0.0.1 (a free port) answering GET/HEAD from `read`, 404 where it returns undefined. */
async function startServer(read: (rel: string) => Promise<Buffer | string | undefined>): Promise<StaticServer> {
  const server = http.createServer((req, res) => {
    void (async () => {
      const rel = relativeFile(new URL(req.url ?? '/', 'http://localhost').pathname);
      const body = rel === undefined ? undefined : await read(rel);
      if (body === undefined) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
        return;
      }
      const type = CONTENT_TYPES[path.extname(rel!).toLowerCase()] ?? 'application/octet-stream';
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    })().catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** Serve in-memory files (URL path without the leading slash → contents), e.g. `{ 'index.html': '...' }`. */
export function serveStatic(files: Record<string, string | Buffer>): Promise<StaticServer> {
  return startServer(async (rel) => files[rel]);
}

/** Serve the files under `dir` (e.g. a built site); paths outside it are refused. */
export function serveDir(dir: string): Promise<StaticServer> {
  const root = path.resolve(dir);
  return startServer(async (rel) => {
    const abs = path.resolve(root, rel);
    if (abs !== root && !abs.startsWith(root + path.sep)) return undefined;
    try {
      return await fs.promises.readFile(abs);
    } catch {
      return undefined;
    }
  });
}
