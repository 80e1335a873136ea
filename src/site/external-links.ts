import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { PageLink } from '../model/page.js';
import { placeInFile, type LinkedPage } from './link-check.js';

/** How `--external` fetches: a few requests at a time, each and all of them bounded in time. */
export interface ExternalLinkOptions {
  /** Requests in flight at once (default 8). */
  concurrency?: number;
  /** Requests in flight to one host at once (default 4): a site is not flooded. */
  perHost?: number;
  /** One request's time limit, redirects included (default 10 s). */
  timeoutMs?: number;
  /** The whole check's time limit (default 2 min): links not reached by then are counted, not fetched. */
  totalMs?: number;
}

/** What one URL answered: a status, or why it could not be fetched. */
type Outcome = { status: number } | { error: string } | { skipped: true };

/**
 * `--external`: fetch every http(s) link the pages make, once per URL (its fragment dropped), with
 * HEAD, then GET where a server refuses HEAD (405, 403, 501); redirects are followed. A link whose
 * final answer is not 2xx, or that fails or times out, is a warning at each place it is written.
 * Never called without the flag: a build or check stays offline.
 */
export async function externalLinkDiagnostics(
  pages: Iterable<LinkedPage>,
  options: ExternalLinkOptions = {},
  root = '',
): Promise<Diagnostic[]> {
  const places = new Map<string, PageLink[]>();
  for (const page of pages)
    for (const link of page.links ?? []) {
      if (!link.external) continue;
      const url = link.to.replace(/#.*$/, '');
      const list = places.get(url) ?? [];
      // A snippet's link is carried by every page that uses it: one place each.
      if (!list.some((l) => l.file === link.file && l.line === link.line && l.column === link.column)) list.push(link);
      places.set(url, list);
    }
  const outcomes = await fetchAll([...places.keys()], options);
  const out: Diagnostic[] = [];
  // Links found in a spec's descriptions (line 0) are placed by their text.
  const texts = new Map<string, string | undefined>();
  const at = (l: PageLink) => (l.line > 0 || !root ? { line: l.line || 1, column: l.column } : placeInFile(root, l, texts));
  let skipped: PageLink | undefined;
  let skippedCount = 0;
  for (const [url, links] of places) {
    const outcome = outcomes.get(url)!;
    if ('skipped' in outcome) {
      skipped ??= links[0];
      skippedCount++;
      continue;
    }
    if ('status' in outcome && outcome.status >= 200 && outcome.status < 300) continue;
    const why = 'status' in outcome ? `answered ${outcome.status}` : `could not be fetched: ${outcome.error}`;
    for (const l of links)
      out.push({
        severity: 'warning',
        code: 'external-link-broken',
        message: `External link ${url} ${why}`,
        file: l.file,
        ...at(l),
        pointer: '',
      });
  }
  if (skipped)
    out.push({
      severity: 'warning',
      code: 'external-links-unchecked',
      message: `${skippedCount} external link${skippedCount === 1 ? ' was' : 's were'} not checked: the check's time limit (${Math.round((options.totalMs ?? TOTAL_MS) / 1000)} s) was reached`,
      file: skipped.file,
      ...at(skipped),
      pointer: '',
    });
  return out;
}

const TOTAL_MS = 120_000;

/** Fetch each URL once, `concurrency` at a time and `perHost` per host, until the time limit. */
function fetchAll(urls: string[], options: ExternalLinkOptions): Promise<Map<string, Outcome>> {
  const concurrency = options.concurrency ?? 8;
  const perHost = options.perHost ?? 4;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const outcomes = new Map<string, Outcome>();
  const queue = [...urls];
  const busy = new Map<string, number>();
  const deadline = new AbortController();
  let running = 0;
  return new Promise((resolve) => {
    const timer = setTimeout(() => deadline.abort(), options.totalMs ?? TOTAL_MS);
    const finish = () => {
      clearTimeout(timer);
      for (const u of queue.splice(0)) outcomes.set(u, { skipped: true });
      resolve(outcomes);
    };
    const pump = () => {
      if (deadline.signal.aborted) queue.splice(0).forEach((u) => outcomes.set(u, { skipped: true }));
      if (queue.length === 0 && running === 0) return finish();
      for (let i = 0; i < queue.length && running < concurrency;) {
        const url = queue[i]!;
        const host = hostOf(url);
        if ((busy.get(host) ?? 0) >= perHost) {
          i++;
          continue;
        }
        queue.splice(i, 1);
        running++;
        busy.set(host, (busy.get(host) ?? 0) + 1);
        void checkUrl(url, timeoutMs, deadline.signal).then((outcome) => {
          outcomes.set(url, outcome);
          running--;
          busy.set(host, busy.get(host)! - 1);
          pump();
        });
      }
    };
    pump();
  });
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** HEAD, then GET when the server refuses HEAD; the body is never read. */
async function checkUrl(url: string, timeoutMs: number, deadline: AbortSignal): Promise<Outcome> {
  const request = async (method: 'HEAD' | 'GET') => {
    const res = await fetch(url, {
      method,
      redirect: 'follow',
      headers: { 'user-agent': 'sextant-link-check', accept: '*/*' },
      signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), deadline]),
    });
    await res.body?.cancel().catch(() => {});
    return res.status;
  };
  try {
    let status = await request('HEAD');
    if (status === 405 || status === 403 || status === 501) status = await request('GET');
    return { status };
  } catch (err) {
    if (deadline.aborted) return { skipped: true };
    const e = err as Error & { cause?: { code?: string; message?: string } };
    if (e.name === 'TimeoutError') return { error: `no answer within ${Math.round(timeoutMs / 100) / 10} s` };
    return { error: e.cause?.code ?? e.cause?.message ?? e.message };
  }
}
