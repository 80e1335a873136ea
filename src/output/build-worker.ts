/**
 * A build worker: compiles, renders and writes the routes the main thread hands it, a few at a time
 * (see page-pool.ts), and reports what each page drew. It may be started before the site is loaded
 * (its modules load meanwhile) and learns the site from its first message. It also highlights code
 * blocks for the main thread (see `divertHighlighting`).
 */
import { parentPort } from 'node:worker_threads';
import type { Route, SiteModel } from '../model/site-model.js';
import { compileContext } from '../site/compile-context.js';
import { highlightCode, type CodeThemes } from '../content/highlight.js';
import { PageJobs, type PageSummary } from './page-jobs.js';
import type { LayoutData } from './page-renderer.js';
import { PageCache, type KeptPage } from './build-cache.js';
import { mark } from '../diagnostics/timings.js';

mark('worker: loaded');

export interface WorkerInput {
  root: string;
  site: SiteModel;
  files: string[];
  /** The page store: compiled pages go there, to be rendered again without compiling. */
  cache: { dir: string; modelHash: string; kept: [string, KeptPage][] };
}

/**
 * From the main thread: the site (first), the layout (once), batches of route paths (an empty batch
 * means no more), and code blocks to highlight.
 */
export type ToWorker =
  | ({ type: 'site' } & WorkerInput)
  | { type: 'layout'; layout: LayoutData; outDir: string }
  | { type: 'routes'; paths: string[] }
  | { type: 'highlight'; id: number; code: string; lang: string; meta: string; themes: CodeThemes };

/** To the main thread: `want` asks for another batch; `done` follows the last page. */
export type WorkerMessage =
  | { type: 'want' }
  | { type: 'page'; summary: PageSummary }
  | { type: 'done' }
  | { type: 'failed'; error: string }
  | { type: 'highlighted'; id: number; pre: string }
  | { type: 'highlight-failed'; id: number; error: string };

/** Ask for more routes when fewer than this many are waiting, so the worker never idles on a round trip. */
const LOW_WATER = 4;

const port = parentPort!;
const post = (m: WorkerMessage) => port.postMessage(m);

let byPath = new Map<string, Route>();
const queue: Route[] = [];
let asked = false;
let exhausted = false;
const waiting: (() => void)[] = [];
let setLayout: (l: { layout: LayoutData; outDir: string }) => void;
const layout = new Promise<{ layout: LayoutData; outDir: string }>((resolve) => (setLayout = resolve));

const want = () => {
  if (asked || exhausted || queue.length >= LOW_WATER) return;
  asked = true;
  post({ type: 'want' });
};

/**
 * The next route to build, waiting for the main thread's next batch when none is queued. A turn of the
 * event loop first: compiling a page here awaits only settled promises, so without it the main thread's
 * code blocks (messages) would wait behind every page this worker has queued.
 */
async function next(): Promise<Route | undefined> {
  await new Promise(setImmediate);
  for (;;) {
    const route = queue.shift();
    want();
    if (route || exhausted) return route;
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
}

/** An error as the main thread reports it: with its stack where it has one. */
const failure = (err: unknown): string => (err as Error).stack ?? String(err);

/** Build pages for `input`'s site until the main thread has no more. */
function start(input: WorkerInput): void {
  const store = new PageCache(input.root, input.cache.dir, input.cache.modelHash);
  store.reuse(input.cache.kept);
  const jobs = new PageJobs(input.site, compileContext(input.root, input.site, new Set(input.files), false), store);
  byPath = new Map(input.site.routes.map((r) => [r.path, r]));
  jobs
    .build(next, layout, (summary) => post({ type: 'page', summary }))
    .then(() => post({ type: 'done' }))
    .catch((err: unknown) => post({ type: 'failed', error: failure(err) }));
}

port.on('message', (m: ToWorker) => {
  if (m.type === 'site') {
    start(m);
    return;
  }
  if (m.type === 'highlight') {
    highlightCode(m.code, m.lang, m.meta, m.themes).then(
      (pre) => post({ type: 'highlighted', id: m.id, pre }),
      (err: unknown) => post({ type: 'highlight-failed', id: m.id, error: failure(err) }),
    );
    return;
  }
  if (m.type === 'layout') setLayout(m);
  else {
    asked = false;
    if (m.paths.length === 0) exhausted = true;
    for (const p of m.paths) queue.push(byPath.get(p)!);
    want();
  }
  for (const resolve of waiting.splice(0)) resolve();
});
