/**
 * Specs named by URL (OpenAPI or AsyncAPI): fetched once per build before navigation is resolved,
 * and cached under the project in `.sextant/specs/<hash>.spec` with `<hash>.json` beside it (the
 * URL, ETag/Last-Modified and fetch time). When a URL cannot be fetched the cached copy is used
 * with a warning; without one it is an error naming the URL.
 *
 * A build that must not write into the project (`--no-cache`, or a read-only folder) keeps its
 * copies in a temporary folder of this process instead, which build worker threads also read.
 */

import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PathSegment } from '../../common/json-pointer.js';
import { isObject } from '../../common/is-object.js';
import type { ConfigDocument } from '../../config/load.js';
import type { Config } from '../../config/schema/config.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { MAX_SPEC_BYTES } from '../../source/read-document.js';

export const DEFAULT_FETCH_TIMEOUT_MS = 30_000;

export interface RemoteSpecOptions {
  /** Read and write the cache in `<root>/.sextant/specs` (default true). */
  cache?: boolean;
  /** Per URL, for the whole download (default 30 s). */
  timeoutMs?: number;
  /** Larger bodies are refused (default: the spec size limit, 64 MB). */
  maxBytes?: number;
}

export interface RemoteSpecResult {
  url: string;
  /** `fresh`: fetched now (or confirmed unchanged); `stale`: the fetch failed, the cached copy is used. */
  status: 'fresh' | 'stale' | 'failed';
  /** Absolute path of the copy to read (fresh or stale). */
  copy?: string;
  /** The warning (stale) or error (failed), located at the first config field naming the URL. */
  diagnostic?: Diagnostic;
}

interface CacheMeta {
  url: string;
  etag?: string;
  lastModified?: string;
  /** ISO date of the last successful fetch. */
  fetchedAt: string;
}

/** A URL named in docs.json and where (the first field naming it). */
export interface SpecUrl {
  url: string;
  at: { file: string; line: number; column: number; pointer: string };
}

const isUrl = (s: string) => /^https?:\/\//i.test(s);

/**
 * Every `http(s)` spec named by an `openapi` or `asyncapi` field of the config (`api`, then the
 * navigation at any depth), located through the config document for diagnostics.
 */
export function collectSpecUrls(config: Pick<Config, 'api' | 'navigation'>, locate: ConfigDocument['locate']): SpecUrl[] {
  const found = new Map<string, PathSegment[]>();
  const note = (v: unknown, at: PathSegment[]) => {
    const url = typeof v === 'string' ? v.trim() : isObject(v) && typeof v['source'] === 'string' ? v['source'].trim() : undefined;
    if (url && isUrl(url) && !found.has(url)) found.set(url, typeof v === 'string' ? at : [...at, 'source']);
  };
  const noteField = (v: unknown, at: PathSegment[]) => (Array.isArray(v) ? v.forEach((e, i) => note(e, [...at, i])) : note(v, at));
  if (config.api) {
    noteField(config.api.openapi, ['api', 'openapi']);
    noteField(config.api.asyncapi, ['api', 'asyncapi']);
  }
  // Navigation elements nest in many shapes (tabs, anchors, groups …): any of them may name a spec.
  const walk = (v: unknown, at: PathSegment[], depth: number) => {
    if (depth > 64) return;
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...at, i], depth + 1));
    else if (isObject(v)) {
      for (const [k, x] of Object.entries(v)) {
        if (k === 'openapi' || k === 'asyncapi') noteField(x, [...at, k]);
        else walk(x, [...at, k], depth + 1);
      }
    }
  };
  walk(config.navigation, ['navigation'], 0);
  return [...found].map(([url, at]) => {
    const loc = locate(at);
    return { url, at: { file: loc.file, line: loc.line, column: loc.column, pointer: loc.pointer } };
  });
}

/** The cache key of a URL. */
export function urlKey(url: string): string {
  return crypto.createHash('sha256').update(url).digest('hex').slice(0, 24);
}

export function projectCacheDir(root: string): string {
  return path.join(root, '.sextant', 'specs');
}

/** This process's folder for copies that must not go into the project (shared by worker threads). */
function processCacheDir(root: string): string {
  const rootKey = crypto.createHash('sha256').update(path.resolve(root)).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `sextant-specs-${process.pid}`, rootKey);
}

/** Copies chosen by this thread's fetches: URL → absolute path (see RemoteSpecs.prefetch). */
const chosen = new Map<string, string>();
const chosenKey = (root: string, url: string) => `${path.resolve(root)}\n${url}`;

/**
 * The copy of a URL spec to read: the one this build's fetch chose, else this process's temporary
 * copy (worker threads), else the project's cache. Undefined when it was never fetched.
 */
export function remoteCopy(root: string, url: string): string | undefined {
  const picked = chosen.get(chosenKey(root, url));
  if (picked) return picked;
  for (const dir of [processCacheDir(root), projectCacheDir(root)]) {
    const file = path.join(dir, urlKey(url) + '.spec');
    if (fs.existsSync(file)) return file;
  }
  return undefined;
}

/** Fetches the URL specs of a project; dev keeps one for its lifetime and refetches only what failed. */
export class RemoteSpecs {
  private readonly results = new Map<string, RemoteSpecResult>();
  private readonly timeoutMs: number;
  private readonly maxBytes: number;
  private readonly useCache: boolean;

  constructor(
    readonly root: string,
    options: RemoteSpecOptions = {},
  ) {
    this.useCache = options.cache !== false;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS;
    this.maxBytes = options.maxBytes ?? MAX_SPEC_BYTES;
  }

  get(url: string): RemoteSpecResult | undefined {
    return this.results.get(url);
  }

  /** Warnings about stale copies in use. */
  diagnostics(): Diagnostic[] {
    return [...this.results.values()].flatMap((r) => (r.status === 'stale' && r.diagnostic ? [r.diagnostic] : []));
  }

  /** Fetch every URL not fetched yet (or whose last fetch failed), in parallel. */
  async prefetch(urls: SpecUrl[]): Promise<void> {
    const todo = urls.filter((u) => this.results.get(u.url)?.status !== 'fresh');
    await Promise.all(
      todo.map(async (u) => {
        const result = await this.fetchOne(u);
        this.results.set(u.url, result);
        if (result.copy) chosen.set(chosenKey(this.root, u.url), result.copy);
        else chosen.delete(chosenKey(this.root, u.url));
      }),
    );
  }

  private async fetchOne({ url, at }: SpecUrl): Promise<RemoteSpecResult> {
    const key = urlKey(url);
    const projectCopy = path.join(projectCacheDir(this.root), key + '.spec');
    const meta = this.useCache ? readMeta(path.join(projectCacheDir(this.root), key + '.json'), url) : undefined;
    const cached = meta && fs.existsSync(projectCopy) ? meta : undefined;
    const got = await download(url, {
      timeoutMs: this.timeoutMs,
      maxBytes: this.maxBytes,
      ...(cached ? { etag: cached.etag, lastModified: cached.lastModified } : {}),
    });
    const now = new Date().toISOString();
    if (got.kind === 'not-modified' && cached) {
      writeQuietly(path.join(projectCacheDir(this.root), key + '.json'), JSON.stringify({ ...cached, fetchedAt: now }, null, 2));
      return { url, status: 'fresh', copy: projectCopy };
    }
    if (got.kind === 'ok') {
      const newMeta: CacheMeta = {
        url,
        ...(got.etag ? { etag: got.etag } : {}),
        ...(got.lastModified ? { lastModified: got.lastModified } : {}),
        fetchedAt: now,
      };
      const copy = this.store(key, got.body, newMeta);
      return { url, status: 'fresh', copy };
    }
    const error = got.kind === 'error' ? got.message : 'unexpected 304 Not Modified without a cached copy';
    if (cached) {
      return {
        url,
        status: 'stale',
        copy: projectCopy,
        diagnostic: {
          severity: 'warning',
          code: 'spec-fetch-stale',
          message: `Cannot fetch ${url} (${error}); using the cached copy from ${age(cached.fetchedAt)}`,
          ...at,
        },
      };
    }
    return {
      url,
      status: 'failed',
      diagnostic: {
        severity: 'error',
        code: 'spec-unreadable',
        message: `Cannot fetch ${url} (${error}); no cached copy`,
        ...at,
        hint: this.useCache
          ? 'check the URL and the network, or download the file into the project and name its path'
          : 'builds without the cache (--no-cache) never fall back to a cached copy',
      },
    };
  }

  /** Write the body into the project cache, or into this process's folder when that is not allowed. */
  private store(key: string, body: Buffer, meta: CacheMeta): string {
    if (this.useCache) {
      const dir = projectCacheDir(this.root);
      try {
        fs.mkdirSync(dir, { recursive: true });
        const file = path.join(dir, key + '.spec');
        writeAtomic(file, body);
        writeAtomic(path.join(dir, key + '.json'), JSON.stringify(meta, null, 2) + '\n');
        return file;
      } catch {
        // A read-only project: fall through to the process's folder.
      }
    }
    const dir = processCacheDir(this.root);
    fs.mkdirSync(dir, { recursive: true });
    removeOnExit(path.dirname(dir));
    const file = path.join(dir, key + '.spec');
    writeAtomic(file, body);
    return file;
  }
}

type Download =
  { kind: 'ok'; body: Buffer; etag?: string; lastModified?: string } | { kind: 'not-modified' } | { kind: 'error'; message: string };

/** GET a URL with a time and size limit; conditional when a cached copy's validators are known. */
async function download(
  url: string,
  o: { timeoutMs: number; maxBytes: number; etag?: string | undefined; lastModified?: string | undefined },
): Promise<Download> {
  const headers: Record<string, string> = { accept: 'application/json, application/yaml, text/yaml, */*;q=0.5', 'user-agent': 'sextant' };
  if (o.etag) headers['if-none-match'] = o.etag;
  if (o.lastModified) headers['if-modified-since'] = o.lastModified;
  const signal = AbortSignal.timeout(o.timeoutMs);
  try {
    const res = await fetch(url, { headers, signal, redirect: 'follow' });
    if (res.status === 304) return { kind: 'not-modified' };
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      return { kind: 'error', message: `HTTP ${res.status}${res.statusText ? ' ' + res.statusText : ''}` };
    }
    const declared = Number(res.headers.get('content-length') ?? NaN);
    if (declared > o.maxBytes) {
      await res.body?.cancel().catch(() => undefined);
      return { kind: 'error', message: `larger than ${o.maxBytes} bytes` };
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    if (res.body) {
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > o.maxBytes) {
          await reader.cancel().catch(() => undefined);
          return { kind: 'error', message: `larger than ${o.maxBytes} bytes` };
        }
        chunks.push(value);
      }
    }
    const etag = res.headers.get('etag');
    const lastModified = res.headers.get('last-modified');
    return { kind: 'ok', body: Buffer.concat(chunks), ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}) };
  } catch (err) {
    return { kind: 'error', message: describeFetchError(err, o.timeoutMs) };
  }
}

function describeFetchError(err: unknown, timeoutMs: number): string {
  const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return `timed out after ${timeoutMs / 1000} s`;
  if (e.cause?.code) return `${e.cause.code}${e.cause.message && !e.cause.message.includes(e.cause.code) ? ': ' + e.cause.message : ''}`;
  return e.cause?.message ?? e.message ?? String(err);
}

function readMeta(file: string, url: string): CacheMeta | undefined {
  try {
    const meta = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    return isObject(meta) && meta['url'] === url && typeof meta['fetchedAt'] === 'string' ? (meta as unknown as CacheMeta) : undefined;
  } catch {
    return undefined;
  }
}

/** How long ago an ISO date was, in words. */
function age(iso: string): string {
  const ms = Date.now() - Date.parse(iso);
  if (!Number.isFinite(ms)) return 'an unknown time ago';
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return 'less than a minute ago';
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} hours ago`;
  return `${Math.round(hours / 24)} days ago (${iso.slice(0, 10)})`;
}

function writeAtomic(file: string, data: string | Buffer): void {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, file);
}

function writeQuietly(file: string, data: string): void {
  try {
    writeAtomic(file, data + '\n');
  } catch {
    // The refreshed fetch time is only informative.
  }
}

let cleanupRegistered = false;
function removeOnExit(dir: string): void {
  if (cleanupRegistered) return;
  cleanupRegistered = true;
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
}
