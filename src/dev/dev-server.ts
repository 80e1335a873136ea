import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import chokidar, { type FSWatcher } from 'chokidar';
import { lookup } from 'mrmime';
import { codeFrame } from '../diagnostics/code-frame.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { formatText } from '../diagnostics/format.js';
import { escapeHtml } from '../common/escape-html.js';
import { DevSite } from './dev-site.js';
import { createProxyHandler } from './proxy/proxy-handler.js';
import { isProxyRequest, serveWithHandler } from './proxy/node-adapter.js';
import { ICON_SPRITE_URL } from '../render/icons.js';
import { parseRequestPath } from './request-path.js';
import { UTILITY_CSS_URL, utilityCss } from '../output/utility-css.js';
import { isBlockingError } from '../diagnostics/repaired.js';
import { ISLANDS_DIR } from '../render/islands-loader.js';
import { NOT_FOUND_ROUTES_URL } from '../render/special-pages.js';
import { OAUTH_REDIRECT_URL, oauthRedirectHtml } from '../output/outputs/oauth-redirect.js';
import { fileStamp } from '../source/file-stamp.js';
import { SEARCH_INDEX_URL } from '../render/search.js';
import { DevSearch } from './dev-search.js';
import { DevMachineFiles } from './dev-machine-files.js';
import { twinText } from '../output/outputs/markdown-twins.js';
import { AGENT_HEADERS, prefersMarkdown, twinRoute } from './markdown-negotiation.js';

export interface DevServerOptions {
  root: string;
  port: number;
  host: string;
  /** Where status lines and diagnostics go (the terminal). */
  log: (line: string) => void;
  /** Load docs.json `integrations` (analytics) in the pages, off by default. */
  integrations?: boolean;
}

export interface DevServer {
  url: string;
  /** The problems found when the server started (later ones go to `log` as files change). */
  diagnostics: Diagnostic[];
  close(): Promise<void>;
}

/** When no page is asked for sooner, the watcher starts this long after the server listens (see `watch`). */
const WATCH_AFTER_MS = 1000;

/** The overlay payload: one diagnostic with its code frame. */
function errorPayload(
  root: string,
  d: Diagnostic,
): { message: string; file: string; line: number; column: number; code: string; frame?: string } {
  let frame: string | undefined;
  try {
    frame = codeFrame(fs.readFileSync(path.join(root, d.file), 'utf8'), d.line, d.column);
  } catch {
    frame = undefined;
  }
  return {
    message: d.message + (d.hint ? ` (${d.hint})` : ''),
    file: d.file,
    line: d.line,
    column: d.column,
    code: d.code,
    ...(frame ? { frame } : {}),
  };
}

/**
 * `sextant dev`: serves the docs folder, compiling each page when it is first requested, watches
 * every file, and live-reloads open pages (Server-Sent Events). A broken file shows as an overlay and
 * in the terminal; the server keeps running and recovers when the file is fixed.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const root = path.resolve(options.root);
  // Files saved from here on are news, including those the watcher's first scan finds (see below).
  const startedAt = Date.now();
  const site = new DevSite(root, options.integrations === true);
  const search = new DevSearch(site);
  const machine = new DevMachineFiles(site);
  const clients = new Set<http.ServerResponse>();
  let lastError: ReturnType<typeof errorPayload> | undefined;

  const broadcast = (event: string, data: unknown = {}) => {
    for (const res of clients) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const report = (diagnostics: Diagnostic[]) => {
    for (const d of diagnostics) {
      options.log(formatText([d]));
      if (d.severity === 'error') options.log(errorPayload(root, d).frame ?? '');
    }
  };
  const setError = (d: Diagnostic | undefined) => {
    lastError = d ? errorPayload(root, d) : undefined;
    broadcast(d ? 'error' : 'ok', lastError ?? {});
  };

  const diagnostics = await site.reload();
  report(diagnostics);
  if (site.configErrors.length) setError(site.configErrors[0]);

  const assetFiles = new Map(
    [
      ...site.assets.css,
      ...site.assets.scripts,
      ...site.assets.math,
      ...site.assets.mermaid,
      ...site.assets.mermaidElk,
      ...site.assets.dev,
      ...site.assets.playground,
      ...site.assets.channelConsole,
      ...site.assets.search,
      ...site.assets.fonts,
    ].map((a) => [a.url, a.file]),
  );

  // The playground proxy: the origins of the site as last loaded, declared local APIs included.
  const proxy = createProxyHandler({
    allow: () => site.proxyAllow,
    privateAddresses: 'declared',
    log: (line) => {
      if (/ → (4|5)\d\d /.test(line)) options.log(line);
    },
  });

  const server = http.createServer((req, res) => {
    if (isProxyRequest(req.url)) {
      serveWithHandler(proxy, req, res).catch((err: unknown) => {
        options.log(`sextant dev: internal error: ${(err as Error).stack ?? String(err)}`);
        if (!res.headersSent) res.writeHead(500).end();
        else res.destroy();
      });
      return;
    }
    handle(req, res).catch((err: unknown) => {
      options.log(`sextant dev: internal error: ${(err as Error).stack ?? String(err)}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal error; see the terminal.');
    });
  });

  // The utility stylesheet of the pages compiled so far, remade when a page brings new class names.
  let utilityCache = { key: '', css: Promise.resolve('') };
  const utilities = (classes: string[]): Promise<string> => {
    const key = classes.join(' ');
    if (key !== utilityCache.key) utilityCache = { key, css: utilityCss(classes) };
    return utilityCache.css;
  };

  // The island code of the pages compiled so far, bundled again when a page brings a new island.
  let islandCache: { key: string; files: Promise<Map<string, Uint8Array>> } = { key: '', files: Promise.resolve(new Map()) };
  const islandFile = async (name: string): Promise<Uint8Array | undefined> => {
    const islands = site.islands();
    const key = islands.map((i) => i.id).join(' ');
    if (key !== islandCache.key) {
      const { bundleIslands } = await import('../content/custom/browser-bundle.js');
      islandCache = { key, files: bundleIslands(root, islands).then((files) => new Map(files.map((f) => [f.name, f.contents]))) };
    }
    return (await islandCache.files).get(name);
  };

  /** A file of a Fontsource package the current model serves (docs.json `fonts` may change while the server runs). */
  const fontPackageFile = (url: string) =>
    url.startsWith('/_sextant/fonts/') ? site.site?.fontPackages?.flatMap((p) => p.files).find((f) => f.url === url)?.file : undefined;

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = req.url ?? '/';
    if (url.startsWith('/_sextant/events')) return events(res);
    const asset = assetFiles.get(url.split('?')[0]!) ?? fontPackageFile(url.split('?')[0]!);
    if (asset) return sendFile(res, asset, true);
    if (url.split('?')[0] === ICON_SPRITE_URL) return send(res, 200, 'image/svg+xml', site.iconSprite());
    if (url.split('?')[0] === OAUTH_REDIRECT_URL) return send(res, 200, 'text/html', oauthRedirectHtml());
    if (url.split('?')[0] === NOT_FOUND_ROUTES_URL) return send(res, 200, 'application/json', site.notFoundRoutes() ?? '[]');
    if (url.split('?')[0] === UTILITY_CSS_URL) return send(res, 200, 'text/css', await utilities(site.utilityClasses()));
    if (url.startsWith(ISLANDS_DIR)) {
      const js = await islandFile(url.split('?')[0]!.slice(ISLANDS_DIR.length)).catch(() => undefined);
      return js ? send(res, 200, 'text/javascript', Buffer.from(js).toString('utf8')) : send(res, 404, 'text/plain', 'Not found');
    }
    if (url.startsWith(SEARCH_INDEX_URL)) {
      const name = url.split('?')[0]!.slice(SEARCH_INDEX_URL.length);
      const data = await search.file(name);
      if (!data) return send(res, 404, 'text/plain', 'Not found');
      const type = name.endsWith('.js') ? 'text/javascript' : name.endsWith('.json') ? 'application/json' : 'application/octet-stream';
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
      return void res.end(data);
    }
    if (url.startsWith('/_sextant/nav/')) {
      const json = site.navFragment(url.split('?')[0]!);
      return json === undefined ? send(res, 404, 'text/plain', 'Not found') : send(res, 200, 'application/json', json);
    }
    const parsed = parseRequestPath(url);
    if (!parsed.ok) return send(res, parsed.status, 'text/plain', parsed.status === 400 ? 'Bad request' : 'Not found');
    const ctx = site.renderContext;
    if (!ctx) return send(res, 500, 'text/html', errorDocument(lastError, 'The site cannot be built yet.'));
    // docs.json redirects, first (as the hosts that read the build's `_redirects` do): 308 or 307, as the reference product answers.
    const redirect = site.redirect(url);
    if (redirect) {
      res.writeHead(redirect.permanent ? 308 : 307, { location: redirect.location, 'cache-control': 'no-store' });
      return void res.end();
    }
    const routePath = '/' + parsed.segments.join('/');
    // llms.txt, llms-full.txt, sitemap.xml, robots.txt: made from the current pages (a file of the docs folder wins).
    if (DevMachineFiles.handles(routePath) && !site.staticFile(parsed.segments)) {
      const file = await machine.file(routePath);
      return file ? send(res, 200, file.type, file.body) : send(res, 404, 'text/plain', 'Not found');
    }
    // `<page>.md` is the page's Markdown twin; so is the page's URL for a client preferring Markdown.
    const twinOf = twinRoute(parsed.segments);
    const markdown = twinOf !== undefined || prefersMarkdown(req.headers.accept);
    // `/dir/index` is the page of `dir/index.mdx` (served at `/dir`), as links to it resolve.
    const find = (p: string) => ctx.index.routes.get(p) ?? ctx.index.routes.get(p.replace(/\/index$/, '') || '/');
    const route = (twinOf !== undefined ? find(twinOf) : undefined) ?? find(routePath);
    if (route) {
      const page = await site.page(route);
      const broken = page.diagnostics.find(isBlockingError);
      if (broken) {
        setError(broken);
        return send(res, 500, 'text/html', errorDocument(errorPayload(root, broken), page.title, ctx.assets.devScripts));
      }
      // Its anchors, against the pages compiled so far (in the terminal, once per compile).
      report(site.linkProblems(route, page));
      if (markdown) send(res, 200, 'text/markdown', twinText(page, site.site?.settings.markdown?.instructions), { vary: 'Accept' });
      else send(res, 200, 'text/html', site.renderPage(ctx, route, page), { vary: 'Accept', ...AGENT_HEADERS });
      return watch();
    }
    if (routePath === '/' && site.site?.root.firstRoute) {
      res.writeHead(302, { location: site.site.root.firstRoute });
      return void res.end();
    }
    const file = site.staticFile(parsed.segments);
    if (file && !/\.mdx?$/.test(file)) return sendFile(res, file, false);
    // A folder of pages without an index page opens its first page (links to it resolve there too).
    const first = [...ctx.index.routes.keys()].find((p) => p.startsWith(routePath + '/'));
    if (first && routePath !== '/') {
      res.writeHead(302, { location: first });
      return void res.end();
    }
    return send(res, 404, 'text/html', site.renderNotFound(ctx));
  }

  function events(res: http.ServerResponse): void {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    res.write(': connected\n\n');
    if (lastError) res.write(`event: error\ndata: ${JSON.stringify(lastError)}\n\n`);
    clients.add(res);
    res.on('close', () => clients.delete(res));
  }

  // Watch everything but output, dependencies and dot-folders; batch bursts of events (editors save in steps).
  // The server answers before chokidar has scanned the folder (a large one takes it 0.3 s of this thread),
  // and a file saved before the scan reaches it gives no event: the scan reports every file it finds with
  // its stats, and a file saved since the server started is taken as changed. So the scan can wait until
  // the first page is answered (or WATCH_AFTER_MS), rather than slow that page down.
  let scanned = false;
  let watcher: FSWatcher | undefined;
  let closed = false;
  const watch = () => {
    if (watcher || closed) return;
    watcher = chokidar.watch(root, {
      alwaysStat: true,
      ignored: (p: string) => {
        const rel = path.relative(root, p);
        return (
          rel.split(path.sep).some((s) => s.startsWith('.') || s === 'node_modules') || rel === 'dist' || rel.startsWith('dist' + path.sep)
        );
      },
    });
    watcher.once('ready', () => (scanned = true));
    watcher.on('all', (event, abs, stats) => {
      if (!scanned && (event === 'addDir' || (event === 'add' && !(stats && stats.mtimeMs >= startedAt)))) return;
      queue(abs, event);
      if (event !== 'change') return;
      changed.set(abs, fileStamp(abs));
      clearTimeout(recheck);
      recheck = setTimeout(() => {
        for (const [file, seen] of changed) if (fileStamp(file) !== seen) queue(file, 'change');
        changed.clear();
      }, 60);
    });
  };
  let pending = new Map<string, string>();
  let timer: NodeJS.Timeout | undefined;
  // One flush at a time: a reload awaits URL specs, and two overlapping ones could finish out of order.
  let flushing = Promise.resolve();
  const queue = (abs: string, event: string) => {
    pending.set(path.relative(root, abs).split(path.sep).join('/'), event);
    clearTimeout(timer);
    timer = setTimeout(() => {
      flushing = flushing
        .then(flush)
        .catch((err: unknown) => options.log(`sextant dev: internal error: ${(err as Error).stack ?? String(err)}`));
    }, 25);
  };
  // chokidar drops a file's change events for 50 ms after one (no trailing event), so a second save
  // within that window (a fix right after a broken save, a formatter) would go unseen: look again.
  const changed = new Map<string, string>();
  let recheck: NodeJS.Timeout | undefined;

  async function flush(): Promise<void> {
    const changes = pending;
    pending = new Map();
    const started = performance.now();
    const modelChanged = [...changes].some(([file, event]) => site.affectsModel(file, event));
    let affected: string[] = [];
    if (modelChanged) {
      const diagnostics = await site.reload();
      report(diagnostics.filter((d) => d.severity === 'error'));
    } else {
      for (const file of changes.keys()) affected.push(...site.invalidate(file));
    }
    if (site.configErrors.length) return setError(site.configErrors[0]);
    // Compile the changed pages now, so an error shows at once (and the reload finds them ready).
    const ctx = site.renderContext!;
    affected = affected.filter((p) => ctx.index.routes.has(p));
    const pages = await Promise.all(affected.map((p) => site.page(ctx.index.routes.get(p)!)));
    const broken = pages.flatMap((p) => p.diagnostics).find(isBlockingError);
    report(pages.flatMap((p) => p.diagnostics));
    if (broken) return setError(broken);
    if (lastError) setError(undefined);
    options.log(`↻ ${[...changes.keys()].join(', ')} (${Math.round(performance.now() - started)} ms)`);
    broadcast('reload');
    search.changed();
  }

  const url = await listen(server, options.port, options.host);
  const watchTimer = setTimeout(watch, WATCH_AFTER_MS);
  const ping = setInterval(() => broadcast('ping'), 15_000);
  return {
    url,
    diagnostics,
    async close() {
      clearInterval(ping);
      clearTimeout(timer);
      clearTimeout(recheck);
      clearTimeout(watchTimer);
      closed = true;
      search.close();
      await watcher?.close();
      for (const res of clients) res.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Listen on the port, or the next free one of the nine after it. */
async function listen(server: http.Server, port: number, host: string): Promise<string> {
  for (let p = port; p < port + 10; p++) {
    const ok = await new Promise<boolean>((resolve, reject) => {
      const onError = (err: NodeJS.ErrnoException) => (err.code === 'EADDRINUSE' && port !== 0 ? resolve(false) : reject(err));
      server.once('error', onError);
      server.listen(p, host, () => {
        server.off('error', onError);
        resolve(true);
      });
    });
    if (ok) {
      const address = server.address() as AddressInfo;
      return `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host}:${address.port}`;
    }
  }
  throw new Error(`ports ${port}–${port + 9} are in use; pass --port`);
}

function send(res: http.ServerResponse, status: number, type: string, body: string, extra: http.OutgoingHttpHeaders = {}): void {
  res.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store', ...extra });
  res.end(body);
}

function sendFile(res: http.ServerResponse, file: string, immutable: boolean): void {
  const type = lookup(file) ?? 'application/octet-stream';
  res.writeHead(200, {
    'content-type': /^(text\/|application\/(javascript|json))|svg/.test(type) ? `${type}; charset=utf-8` : type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  fs.createReadStream(file).pipe(res);
}

/** A page that shows a build error without JavaScript, and reloads itself when it is fixed. */
function errorDocument(error: ReturnType<typeof errorPayload> | undefined, title: string, scripts: string[] = []): string {
  const where = error ? `${escapeHtml(error.file)}:${error.line}:${error.column}` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error – ${escapeHtml(title)}</title>${scripts.map((s) => `<script type="module" src="${escapeHtml(s)}"></script>`).join('')}
<style>body{font:15px/1.5 ui-sans-serif,system-ui,sans-serif;margin:0;padding:40px;background:#1b1d22;color:#eee}h1{font-size:20px;color:#ff8a8a}pre{background:#111;padding:16px;border-radius:8px;overflow:auto}code{color:#9cdcfe}</style></head>
<body><main><h1>Sextant could not build this page</h1>${error ? `<p><code>${where}</code> <code>${escapeHtml(error.code)}</code></p><p>${escapeHtml(error.message)}</p>${error.frame ? `<pre>${escapeHtml(error.frame)}</pre>` : ''}` : ''}<p>Fix the file and save: this page reloads by itself.</p></main></body></html>`;
}
