import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Route, SiteModel } from '../model/site-model.js';
import type { ToWorker, WorkerInput, WorkerMessage } from './build-worker.js';
import type { PageCache } from './build-cache.js';
import type { PageSummary } from './page-jobs.js';
import type { LayoutData } from './page-renderer.js';

/** Builds pages in this thread or in workers; both give the same output. */
export interface PagePool {
  /**
   * Compile, render and write `routes` into `target.outDir`; compiling starts at once, rendering when
   * `target` resolves with the layout.
   */
  build(
    routes: readonly Route[],
    target: Promise<{ layout: LayoutData; outDir: string }>,
    onPage: (summary: PageSummary) => void,
  ): Promise<void>;
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

/**
 * A pool of `workers` workers (0: this thread) keeping compiled pages in `store`'s folder. Workers
 * start loading at once, and compile while the main thread works out the layout they render with.
 */
export function createPagePool(root: string, site: SiteModel, files: string[], workers: number, store: PageCache): PagePool {
  if (workers <= 1) {
    return {
      build: async (routes, target, onPage) => {
        // Compiling pages loads half of Sextant: only the thread that compiles imports it.
        const [{ PageJobs }, { compileContext }] = await Promise.all([import('./page-jobs.js'), import('../site/compile-context.js')]);
        const jobs = new PageJobs(site, compileContext(root, site, new Set(files), false), store);
        let i = 0;
        return jobs.build(() => routes[i++], target, onPage);
      },
      close: async () => {},
    };
  }
  // A larger young generation: page compilation allocates many short-lived trees, and the default
  // size makes the collector promote (then sweep) most of them.
  const pool = Array.from(
    { length: workers },
    () =>
      new Worker(WORKER_FILE, {
        workerData: { root, site, files, cache: { dir: store.dir, modelHash: store.modelHash } } satisfies WorkerInput,
        resourceLimits: { maxYoungGenerationSizeMb: 96 },
      }),
  );
  return {
    build: async (routes, target, onPage) => {
      let next = 0;
      /** Hand out routes in small batches as workers ask, so both finish together whatever the pages cost. */
      const batch = (): string[] => {
        const size = Math.max(1, Math.min(8, Math.ceil((routes.length - next) / (workers * 4))));
        return routes.slice(next, (next += size)).map((r) => r.path);
      };
      const send = (w: Worker, m: ToWorker) => w.postMessage(m);
      void target.then((t) => pool.forEach((w) => send(w, { type: 'layout', ...t })));
      await Promise.all(
        pool.map(
          (w) =>
            new Promise<void>((resolve, reject) => {
              const onMessage = (m: WorkerMessage) => {
                if (m.type === 'want') send(w, { type: 'routes', paths: batch() });
                else if (m.type === 'page') onPage(m.summary);
                else if (m.type === 'failed') reject(new Error(m.error));
                else {
                  w.off('message', onMessage);
                  resolve();
                }
              };
              w.on('message', onMessage);
              w.once('error', reject);
              w.once('exit', (code) => reject(new Error(`a build worker stopped (exit code ${code})`)));
            }),
        ),
      );
    },
    close: async () => {
      await Promise.all(pool.map((w) => w.terminate()));
    },
  };
}
