import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Route, SiteModel } from '../model/site-model.js';
import type { ToWorker, WorkerInput, WorkerMessage } from './build-worker.js';
import type { CodeThemes } from '../content/highlight.js';
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

/**
 * Below this many pages, a second thread costs more than it saves: a worker loads the compiler and warms
 * up its grammars (half a second or more of CPU) before its first page.
 */
const WORKER_THRESHOLD = 120;
const WORKER_FILE = new URL('./build-worker.js', import.meta.url);
/** Pages this thread compiles at once while the workers highlight its code blocks. */
const HERE_IN_FLIGHT = 6;
/** This thread's blocks waiting for a worker beyond which it highlights them itself. */
const MAX_WAITING_BLOCKS = 32;

/** How many threads build pages (0: this thread alone; n > 1: this thread and n - 1 workers). */
export function workerCount(pages: number, requested?: number): number {
  // Workers load compiled JavaScript; when the sources run directly (tests), build in this thread.
  if (import.meta.url.endsWith('.ts')) return 0;
  if (requested !== undefined) return requested <= 1 ? 0 : requested;
  // A prestarted worker has loaded while this thread did: it pays off from two pages, highlighting
  // this thread's code blocks (so only one thread warms Shiki up) and building pages when it can.
  const threshold = spare.length ? 2 : WORKER_THRESHOLD;
  return pages >= threshold ? Math.max(0, os.availableParallelism()) : 0;
}

// Workers started before the site is known (see `prestartWorker`), waiting for a pool to adopt them.
const spare: Worker[] = [];

/** A build worker, loading its modules at once; it builds nothing until it is sent a site. */
function startWorker(): Worker {
  // A larger young generation: page compilation allocates many short-lived trees, and the default
  // size makes the collector promote (then sweep) most of them.
  return new Worker(WORKER_FILE, { resourceLimits: { maxYoungGenerationSizeMb: 96 } });
}

/**
 * Start a build worker now, so that it loads Sextant's modules (a few hundred milliseconds) while this
 * thread loads the site; the next pool with workers adopts it. Only where a second core can run it.
 */
export function prestartWorker(): void {
  if (import.meta.url.endsWith('.ts') || os.availableParallelism() < 2 || spare.length) return;
  const w = startWorker();
  // Until a pool adopts it, it must not keep the process alive (a build that throws early exits).
  w.unref();
  spare.push(w);
}

/** A prestarted worker, made to keep the process alive again while it builds. */
function adopt(w: Worker | undefined): Worker | undefined {
  w?.ref();
  return w;
}

/** Stop workers no pool adopted (a small site builds in one thread; a build that failed early). */
export async function releaseSpareWorkers(): Promise<void> {
  await Promise.all(spare.splice(0).map((w) => w.terminate()));
}

/** Builds pages in this thread, taking routes from `next`. */
async function buildHere(
  root: string,
  site: SiteModel,
  files: string[],
  store: PageCache,
  next: () => Route | undefined | Promise<Route | undefined>,
  target: Promise<{ layout: LayoutData; outDir: string }>,
  onPage: (summary: PageSummary) => void,
  inFlight?: number,
): Promise<void> {
  // Compiling pages loads half of Sextant: only the thread that compiles imports it.
  const [{ PageJobs }, { compileContext }] = await Promise.all([import('./page-jobs.js'), import('../site/compile-context.js')]);
  const jobs = new PageJobs(site, compileContext(root, site, new Set(files), false), store);
  return jobs.build(next, target, onPage, inFlight);
}

/**
 * `next` after a turn of the event loop: compiling a page awaits only settled promises once the
 * grammars are loaded, so without it the workers' requests for routes would wait for this thread's last page.
 */
const yielding =
  <T>(next: () => T) =>
  async (): Promise<T> => {
    await new Promise(setImmediate);
    return next();
  };

/**
 * A pool of `threads` threads (0 or 1: this one) keeping compiled pages in `store`'s folder: this thread
 * and `threads - 1` workers, all taking routes from one queue (this thread has its own work between
 * pages, but a worker started for it would spend most of a small site's build loading and warming up).
 * Workers start loading at once, and compile while the main thread works out the layout they render with.
 */
export function createPagePool(root: string, site: SiteModel, files: string[], threads: number, store: PageCache): PagePool {
  if (threads <= 1) {
    void releaseSpareWorkers();
    return {
      build: async (routes, target, onPage) => {
        let i = 0;
        return buildHere(root, site, files, store, () => routes[i++], target, onPage);
      },
      close: async () => {},
    };
  }
  const workers = threads - 1;
  const pool = Array.from({ length: workers }, () => adopt(spare.shift()) ?? startWorker());
  void releaseSpareWorkers();
  const input: WorkerInput = { root, site, files, cache: { dir: store.dir, modelHash: store.modelHash, kept: store.keptPages() } };
  return {
    build: async (routes, target, onPage) => {
      let next = 0;
      /** Hand out routes in small batches as workers ask, so all finish together whatever the pages cost. */
      const batch = (): string[] => {
        const size = Math.max(1, Math.min(8, Math.ceil((routes.length - next) / (threads * 4))));
        return routes.slice(next, (next += size)).map((r) => r.path);
      };
      const send = (w: Worker, m: ToWorker) => w.postMessage(m);
      void target.then((t) => pool.forEach((w) => send(w, { type: 'layout', ...t })));
      // This thread's code blocks are highlighted by the workers, which highlight their own anyway.
      const highlights = new Map<number, { resolve: (pre: string) => void; reject: (err: Error) => void }>();
      let asked = 0;
      const { divertHighlighting } = await import('../content/highlight.js');
      // Unless the workers fall behind (a site of many code blocks): then this thread highlights too.
      divertHighlighting((code: string, lang: string, meta: string, themes: CodeThemes) =>
        highlights.size >= MAX_WAITING_BLOCKS
          ? undefined
          : new Promise<string>((resolve, reject) => {
              const id = asked++;
              highlights.set(id, { resolve, reject });
              send(pool[id % pool.length]!, { type: 'highlight', id, code, lang, meta, themes });
            }),
      );
      // A worker that has built its last page still answers: this thread may have pages left.
      const onHighlight = (m: WorkerMessage) => {
        if (m.type !== 'highlighted' && m.type !== 'highlight-failed') return;
        const waiter = highlights.get(m.id)!;
        highlights.delete(m.id);
        if (m.type === 'highlighted') waiter.resolve(m.pre);
        else waiter.reject(new Error(m.error));
      };
      for (const w of pool) w.on('message', onHighlight);
      try {
        const building = Promise.all([
          buildHere(
            root,
            site,
            files,
            store,
            yielding(() => routes[next++]),
            target,
            onPage,
            HERE_IN_FLIGHT,
          ),
          ...pool.map(
            (w) =>
              new Promise<void>((resolve, reject) => {
                const onMessage = (m: WorkerMessage) => {
                  if (m.type === 'highlighted' || m.type === 'highlight-failed') return;
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
        ]);
        // Only now that this thread listens: a prestarted worker asks for routes as soon as it has the site.
        for (const w of pool) send(w, { type: 'site', ...input });
        await building;
      } finally {
        divertHighlighting(undefined);
        for (const w of pool) w.off('message', onHighlight);
      }
    },
    close: async () => {
      await Promise.all(pool.map((w) => w.terminate()));
    },
  };
}
