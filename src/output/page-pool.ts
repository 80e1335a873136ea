import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Route, SiteModel } from '../model/site-model.js';
import type { WorkerInput, WorkerMessage } from './build-worker.js';
import { compileContext } from './compile-context.js';
import { PageJobs, type LayoutData, type PageSummary } from './page-jobs.js';
import { takeUsedIcons } from '../render/icons.js';

/** Builds pages in this thread or in workers; both give the same output. */
export interface PagePool {
  compile(onPage: (summary: PageSummary) => void): Promise<void>;
  /** Render every page; resolves to the icon ids they drew (for the sprite). */
  render(layout: LayoutData, outDir: string): Promise<string[]>;
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

/** A pool for the site's routes with `workers` workers (0: in this thread). */
export function createPagePool(root: string, site: SiteModel, files: string[], workers: number): PagePool {
  if (workers <= 1) {
    const jobs = new PageJobs(site, compileContext(root, site, new Set(files), false));
    return {
      compile: (onPage) => jobs.compile(site.routes, onPage),
      render: async (layout, outDir) => {
        jobs.render(layout, outDir);
        return takeUsedIcons();
      },
      close: async () => {},
    };
  }
  // Deal routes round-robin so each worker gets a similar mix of pages.
  const shares: Route[][] = Array.from({ length: workers }, () => []);
  site.routes.forEach((r, i) => shares[i % workers]!.push(r));
  const pool = shares.map((routes) => new Worker(WORKER_FILE, { workerData: { root, site, files, routes } satisfies WorkerInput }));
  /** Resolve when every worker has sent `type`; reject on the first failure. */
  const icons: string[] = [];
  const all = async (type: 'compiled' | 'rendered', onPage?: (s: PageSummary) => void): Promise<void> => {
    await Promise.all(
      pool.map(
        (w) =>
          new Promise<void>((resolve, reject) => {
            const onMessage = (m: WorkerMessage) => {
              if (m.type === 'page') onPage?.(m.summary);
              else if (m.type === 'rendered') icons.push(...m.icons);
              else if (m.type === 'failed') reject(new Error(m.error));
              else if (m.type === type) {
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
    render: async (layout, outDir) => {
      const done = all('rendered');
      for (const w of pool) w.postMessage({ type: 'render', layout, outDir });
      await done;
      // Icons drawn while compiling in this thread never happen: pages compile in the workers.
      return [...icons, ...takeUsedIcons()];
    },
    close: async () => {
      await Promise.all(pool.map((w) => w.terminate()));
    },
  };
}
