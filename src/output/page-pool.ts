import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Route, SiteModel } from '../model/site-model.js';
import type { Page } from '../model/page.js';
import type { WorkerInput, WorkerMessage } from './build-worker.js';
import { PageCache } from './build-cache.js';
import { compileContext } from './compile-context.js';
import { PageJobs, type LayoutData, type PageSummary, type RenderedPage } from './page-jobs.js';

/** Builds pages in this thread or in workers; both give the same output. */
export interface PagePool {
  compile(onPage: (summary: PageSummary) => void): Promise<void>;
  /** Render a page compiled by an earlier build too (in-thread pools only: rebuilds). */
  adopt(page: Page): void;
  /** Render every page; resolves to what each page drew (labels, icons). */
  render(layout: LayoutData, outDir: string): Promise<Record<string, RenderedPage>>;
  close(): Promise<void>;
}

/** Below this many pages, starting workers costs more than it saves. */
const WORKER_THRESHOLD = 300;
const WORKER_FILE = new URL('./build-worker.js', import.meta.url);

/** How many workers to use for a build of `pages` pages (0: build in this thread). */
export function workerCount(pages: number, requested?: number): number {
  // Workers load compiled JavaScript; when the sources run directly (tests), build in this thread.
  if (import.meta.url.endsWith('.ts')) return 0;
  if (requested !== undefined) return requested <= 1 ? 0 : requested;
  return pages >= WORKER_THRESHOLD ? Math.max(0, os.availableParallelism()) : 0;
}

/** A pool for `routes` of the site with `workers` workers (0: in this thread), keeping pages in `cache`. */
export function createPagePool(root: string, site: SiteModel, files: string[], routes: Route[], workers: number, cache: { dir: string; modelHash: string }): PagePool {
  if (workers <= 1) {
    const jobs = new PageJobs(site, compileContext(root, site, new Set(files), false), new PageCache(root, cache.dir, cache.modelHash));
    return {
      compile: (onPage) => jobs.compile(routes, onPage),
      adopt: (page) => jobs.adopt(page),
      render: async (layout, outDir) => jobs.render(layout, outDir),
      close: async () => {},
    };
  }
  // Deal routes round-robin so each worker gets a similar mix of pages.
  const shares: Route[][] = Array.from({ length: workers }, () => []);
  routes.forEach((r, i) => shares[i % workers]!.push(r));
  // A larger young generation: page compilation allocates many short-lived trees, and the default
  // size makes the collector promote (then sweep) most of them.
  const pool = shares.map((share) => new Worker(WORKER_FILE, { workerData: { root, site, files, routes: share, cache } satisfies WorkerInput, resourceLimits: { maxYoungGenerationSizeMb: 96 } }));
  const rendered: Record<string, RenderedPage> = {};
  /** Resolve when every worker has sent `type`; reject on the first failure. */
  const all = async (type: 'compiled' | 'rendered', onPage?: (s: PageSummary) => void): Promise<void> => {
    await Promise.all(
      pool.map(
        (w) =>
          new Promise<void>((resolve, reject) => {
            const onMessage = (m: WorkerMessage) => {
              if (m.type === 'page') onPage?.(m.summary);
              else if (m.type === 'rendered') Object.assign(rendered, m.pages);
              else if (m.type === 'failed') reject(new Error(m.error));
              if (m.type === type) {
                w.off('message', onMessage);
                resolve();
              }
            };
            w.on('message', onMessage);
            w.once('error', reject);
          }),
      ),
    );
  };
  return {
    compile: (onPage) => all('compiled', onPage),
    adopt: () => {
      throw new Error('worker pools build every page');
    },
    render: async (layout, outDir) => {
      const done = all('rendered');
      for (const w of pool) w.postMessage({ type: 'render', layout, outDir });
      await done;
      return rendered;
    },
    close: async () => {
      await Promise.all(pool.map((w) => w.terminate()));
    },
  };
}
