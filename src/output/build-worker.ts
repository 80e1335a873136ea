/**
 * A build worker: compiles, renders and writes the routes the main thread hands it, a few at a time
 * (see page-pool.ts), and reports what each page drew.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Route, SiteModel } from '../model/site-model.js';
import { compileContext } from '../site/compile-context.js';
import { PageJobs, type PageSummary } from './page-jobs.js';
import type { LayoutData } from './page-renderer.js';
import { PageCache } from './build-cache.js';

export interface WorkerInput {
  root: string;
  site: SiteModel;
  files: string[];
  /** The page store: compiled pages go there, to be rendered again without compiling. */
  cache: { dir: string; modelHash: string };
}

/** From the main thread: the layout (once), then batches of route paths; an empty batch means no more. */
export type ToWorker = { type: 'layout'; layout: LayoutData; outDir: string } | { type: 'routes'; paths: string[] };

/** To the main thread: `want` asks for another batch; `done` follows the last page. */
export type WorkerMessage =
  { type: 'want' } | { type: 'page'; summary: PageSummary } | { type: 'done' } | { type: 'failed'; error: string };

/** Ask for more routes when fewer than this many are waiting, so the worker never idles on a round trip. */
const LOW_WATER = 4;

const input = workerData as WorkerInput;
const port = parentPort!;
const post = (m: WorkerMessage) => port.postMessage(m);
const jobs = new PageJobs(
  input.site,
  compileContext(input.root, input.site, new Set(input.files), false),
  new PageCache(input.root, input.cache.dir, input.cache.modelHash),
);
const byPath = new Map(input.site.routes.map((r) => [r.path, r]));

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

/** The next route to build, waiting for the main thread's next batch when none is queued. */
async function next(): Promise<Route | undefined> {
  for (;;) {
    const route = queue.shift();
    want();
    if (route || exhausted) return route;
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
}

port.on('message', (m: ToWorker) => {
  if (m.type === 'layout') setLayout(m);
  else {
    asked = false;
    if (m.paths.length === 0) exhausted = true;
    for (const p of m.paths) queue.push(byPath.get(p)!);
    want();
  }
  for (const resolve of waiting.splice(0)) resolve();
});

jobs
  .build(next, layout, (summary) => post({ type: 'page', summary }))
  .then(() => post({ type: 'done' }))
  .catch((err: unknown) => post({ type: 'failed', error: (err as Error).stack ?? String(err) }));
