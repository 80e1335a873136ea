/**
 * A build worker: compiles its share of the routes, reports their labels, then renders and writes
 * them when the main thread sends the layout data (see page-jobs.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Route, SiteModel } from '../model/site-model.js';
import { compileContext } from './compile-context.js';
import { PageJobs, type LayoutData, type PageSummary } from './page-jobs.js';
import { takeUsedIcons } from '../render/icons.js';

export interface WorkerInput {
  root: string;
  site: SiteModel;
  files: string[];
  routes: Route[];
}

export type WorkerMessage = { type: 'page'; summary: PageSummary } | { type: 'compiled' } | { type: 'rendered'; icons: string[] } | { type: 'failed'; error: string };

const input = workerData as WorkerInput;
const port = parentPort!;
const jobs = new PageJobs(input.site, compileContext(input.root, input.site, new Set(input.files), false));
const post = (m: WorkerMessage) => port.postMessage(m);

jobs
  .compile(input.routes, (summary) => post({ type: 'page', summary }))
  .then(() => post({ type: 'compiled' }))
  .catch((err: unknown) => post({ type: 'failed', error: (err as Error).stack ?? String(err) }));

port.on('message', (m: { type: 'render'; layout: LayoutData; outDir: string }) => {
  try {
    jobs.render(m.layout, m.outDir);
    post({ type: 'rendered', icons: takeUsedIcons() });
  } catch (err) {
    post({ type: 'failed', error: (err as Error).stack ?? String(err) });
  }
});
