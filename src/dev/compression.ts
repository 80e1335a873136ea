/**
 * Response compression for the static server: which types compress, which encoding a client
 * accepts, and a bounded in-memory cache so each file is compressed once per version.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Whether a content type is text (html, css, js, json, svg, xml, txt, md…): gets a charset and compresses well. */
export function isTextual(type: string): boolean {
  return type.startsWith('text/') || /[/+](json|xml|javascript)$/.test(type);
}

/** The best encoding an `Accept-Encoding` header allows: brotli, then gzip, honouring `q=0` and `*`. */
export function pickEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const [br, gz] = [weight('br'), weight('gzip')];
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : undefined;
}

/** Compress a body; brotli at quality 6 gets most of the size win of 11 at a fraction of the CPU time. */
export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body);
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Compressed bodies by key, least recently used evicted first once over the entry or byte budget. */
export class CompressedCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 500,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  /** The body stored under a key, marked as just used. */
  get(key: string): Buffer | undefined {
    const body = this.entries.get(key);
    if (body) {
      // Map keeps insertion order, so re-inserting moves the entry to the "newest" end.
      this.entries.delete(key);
      this.entries.set(key, body);
    }
    return body;
  }

  /** Store a body, evicting the least recently used entries to stay within budget. */
  set(key: string, body: Buffer): void {
    if (body.length > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, body);
    this.bytes += body.length;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  /** How many bodies are stored. */
  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const body = this.entries.get(key);
    if (!body) return;
    this.entries.delete(key);
    this.bytes -= body.length;
  }
}
