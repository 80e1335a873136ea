import crypto from 'node:crypto';
import type { SchemaNode } from '../../model/api-endpoint.js';
import { atKey } from './schema-format.js';

/** Which fields a tree shows: what is sent (no `readOnly`), what is received (no `writeOnly`), or all (a data model). */
export type Mode = 'request' | 'response' | 'model';

interface Pending {
  url: string;
  node: SchemaNode;
  mode: Mode;
  spec: string;
  lang?: string;
}

/**
 * Shared schema fragments: the fields of one spec schema (in request or response form) rendered once
 * into `/_sextant/api/<spec hash>/<location hash>-<q|s>.html`, which pages load when a reader opens a
 * deep level. Pages then hold only the top levels of a schema, however large the spec; a component
 * used by a thousand operations is written once. Its URL depends only on the spec's content and the
 * schema's location, so every page (and every build worker) names the same file.
 */
export class FragmentStore {
  private readonly done = new Set<string>();
  private readonly queued = new Set<string>();
  private readonly pending: Pending[] = [];
  /** Made since the last `take`. */
  private fresh: [string, string][] = [];

  /**
   * The URL of a schema's fragment; renders it later (see `drain`). `lang`: the pages' language when its words
   * are not English (the fragment's labels are in it, so each such language has its own, `-q.fr.html`).
   */
  url(specHash: string, node: SchemaNode, mode: Mode, lang?: string): string {
    const id = crypto.createHash('sha256').update(atKey(node.at)).digest('hex').slice(0, 12);
    const url = `/_sextant/api/${specHash}/${id}-${mode === 'request' ? 'q' : mode === 'response' ? 's' : 'm'}${lang ? `.${lang.toLowerCase()}` : ''}.html`;
    if (!this.done.has(url) && !this.queued.has(url)) {
      this.queued.add(url);
      this.pending.push({ url, node, mode, spec: specHash, ...(lang ? { lang } : {}) });
    }
    return url;
  }

  /** Render every fragment asked for (rendering one may ask for more). */
  drain(render: (p: { node: SchemaNode; mode: Mode; spec: string; lang?: string }) => string): void {
    for (let p = this.pending.shift(); p; p = this.pending.shift()) {
      this.queued.delete(p.url);
      this.done.add(p.url);
      this.fresh.push([p.url.slice(1), render(p)]);
    }
  }

  /** Fragments made since the last call, as [output path, HTML], for writing. */
  take(): [string, string][] {
    const out = this.fresh;
    this.fresh = [];
    return out;
  }
}
