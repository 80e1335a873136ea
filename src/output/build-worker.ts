/**
 * A build worker: compiles its share of the routes, reports their labels, then renders and writes
 * them when the main thread sends the layout data (see page-jobs.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Route, SiteModel } from '../model/site-model.js';
import { compileContext } from './compile-context.js';
import { PageJobs, type LayoutData, type PageSummary, type RenderedPage } from './page-jobs.js';
import { PageCache } from './build-cache.js';

export interface WorkerInput {
  root: string;
  site: SiteModel;
  files: string[];
  routes: Route[];
  cache: { dir: string; modelHash: string };
}

export type WorkerMessage = { type: 'page'; summary: PageSummary } | { type: 'compiled' } | { type: 'rendered'; pages: Record<string, RenderedPage> } | { type: 'failed'; error: string };

const input = workerData as WorkerInput;
const port = parentPort!;
const jobs = new PageJobs(input.site, compileContext(input.root, input.site, new Set(input.files), false), new PageCache(input.root, input.cache.dir, input.cache.modelHash));
const post = (m: WorkerMessage) => port.postMessage(m);

jobs
  .compile(input.routes, (summary) => post({ type: 'page', summary }))
  .then(() => post({ type: 'compiled' }))
  .catch((err: unknown) => post({ type: 'failed', error: (err as Error).stack ?? String(err) }));

port.on('message', (m: { type: 'render'; layout: LayoutData; outDir: string }) => {
  try {
    post({ type: 'rendered', pages: jobs.render(m.layout, m.outDir) });
  } catch (err) {
    post({ type: 'failed', error: (err as Error).stack ?? String(err) });
  }
});
