/**
 * `$ref` rules: every reference must resolve (inside its file, or in another file relative to the
 * referring one, which is then checked the same way), and a chain of references must end somewhere:
 * `A → B → A` with nothing else is an error. Recursive schemas (a schema reaching itself through
 * `properties`, `items`…) are legal and never followed here.
 */
import path from 'node:path';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { toPointer, valueAt } from '../../common/json-pointer.js';
import { MAX_SPEC_DEPTH, readDocument, type SourceDocument } from '../../source/read-document.js';
import { MAX_REF_HOPS } from '../../specs/openapi/ref-target.js';
import { findRefs, type FoundRefs } from './walk.js';

export interface RefFile {
  abs: string;
  source: SourceDocument;
}

export type Resolution = { ok: true; file: RefFile; path: string[]; value: unknown } | { ok: false; reason: string };

/** Files of one check, loaded once each, and `$ref` resolution (memoised per file and reference). */
export class RefFiles {
  private readonly files = new Map<string, RefFile | undefined>();
  private readonly memo = new Map<RefFile, Map<string, Resolution | undefined>>();
  /** Every file read, the root first. */
  readonly loaded: RefFile[] = [];

  constructor(
    root: RefFile,
    private readonly display: (abs: string) => string,
    private readonly report: (d: Diagnostic[]) => void,
  ) {
    this.files.set(root.abs, root);
    this.loaded.push(root);
  }

  get(abs: string): RefFile | undefined {
    if (this.files.has(abs)) return this.files.get(abs);
    const read = readDocument(abs, this.display(abs));
    if (!read.ok) {
      this.files.set(abs, undefined);
      if (!read.unreadable) this.report(read.diagnostics);
      return undefined;
    }
    const file = { abs, source: read.document };
    this.files.set(abs, file);
    this.loaded.push(file);
    return file;
  }

  /** Resolve `ref` written in `from`; undefined for URLs (`https://…`), which are not fetched. */
  resolve(from: RefFile, ref: string): Resolution | undefined {
    let memo = this.memo.get(from);
    if (!memo) this.memo.set(from, (memo = new Map()));
    if (memo.has(ref)) return memo.get(ref);
    const r = this.resolveUncached(from, ref);
    memo.set(ref, r);
    return r;
  }

  private resolveUncached(from: RefFile, ref: string): Resolution | undefined {
    if (/^[a-z][a-z0-9+.-]*:/i.test(ref)) return undefined;
    const hash = ref.indexOf('#');
    const filePart = hash === -1 ? ref : ref.slice(0, hash);
    const fragment = hash === -1 ? '' : ref.slice(hash + 1);
    let file = from;
    if (filePart) {
      const target = this.get(path.resolve(path.dirname(from.abs), safeDecode(filePart)));
      if (!target) return { ok: false, reason: `file \`${filePart}\` cannot be read or parsed` };
      file = target;
    }
    const pointer = fragment.includes('%') ? safeDecode(fragment) : fragment;
    if (pointer !== '' && !pointer.startsWith('/'))
      return { ok: false, reason: `\`#${fragment}\` is not a JSON pointer (it must start with \`#/\`)` };
    const segs =
      pointer === ''
        ? []
        : pointer
            .slice(1)
            .split('/')
            .map((s) => (s.includes('~') ? s.replace(/~1/g, '/').replace(/~0/g, '~') : s));
    let v: unknown = file.source.value;
    for (let i = 0; i < segs.length; i++) {
      const seg = segs[i]!;
      if (v === null || typeof v !== 'object' || !Object.prototype.hasOwnProperty.call(v, seg)) {
        const where = toPointer(segs.slice(0, i)) || 'the document root';
        return { ok: false, reason: `\`${seg}\` does not exist in ${where}${filePart ? ` of \`${filePart}\`` : ''}` };
      }
      v = (v as Record<string, unknown>)[seg];
    }
    return { ok: true, file, path: segs, value: v };
  }
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

type Report = (file: RefFile, path: string[], code: string, message: string, severity?: 'error' | 'warning') => void;

/**
 * Check the references of the root file (found by `rootRefs`) and of every file it references
 * (transitively). Returns what the walk of each file found, for the example rules.
 */
export function checkRefs(files: RefFiles, rootRefs: FoundRefs, report: Report): Map<RefFile, FoundRefs> {
  const walked = new Map<RefFile, FoundRefs>();
  /** A ref object's key (`abs#pointer`) → whether its chain of pure references ends, and how. */
  const chainState = new Map<string, ChainState>();
  /** Per value chains end at (its key): the longest chain reaching it, when longer than MAX_REF_HOPS. */
  const tooLong = new Map<string, { file: RefFile; path: string[]; length: number }>();
  // `loaded` grows while references into new files are resolved.
  for (let i = 0; i < files.loaded.length; i++) {
    const file = files.loaded[i]!;
    const found = i === 0 ? rootRefs : findRefs(file.source.value, file.source.shared, MAX_SPEC_DEPTH);
    walked.set(file, found);
    if (found.tooDeep)
      report(file, found.tooDeep, 'spec-too-deep', `Nesting deeper than ${MAX_SPEC_DEPTH} levels; the rest of this file is not checked`);
    for (const { path: at, ref } of found.refs) {
      const r = files.resolve(file, ref);
      if (!r) continue;
      if (!r.ok) {
        report(file, [...at, '$ref'], 'oas-ref-unresolved', `\`$ref\` "${ref}" does not resolve: ${r.reason}`);
        continue;
      }
      if (!isPureRef(r.value)) continue; // the common case: the chain ends at once
      const end = followChain(files, file, at, chainState);
      if (typeof end === 'string')
        report(
          file,
          [...at, '$ref'],
          'oas-ref-cycle',
          `\`$ref\` "${ref}" leads only to references that loop (${end}); it never reaches a value`,
        );
      else if (end && end.length > MAX_REF_HOPS && end.length > (tooLong.get(end.end)?.length ?? 0))
        tooLong.set(end.end, { file, path: at, length: end.length });
    }
  }
  // One warning per chain too long, where following it from its start gives up (as pages do).
  for (const head of tooLong.values()) {
    let cur: { file: RefFile; path: string[]; value: unknown } = {
      file: head.file,
      path: head.path,
      value: valueAt(head.file.source.value, head.path),
    };
    for (let hop = 0; hop < MAX_REF_HOPS; hop++) {
      const r = files.resolve(cur.file, (cur.value as { $ref: string }).$ref);
      if (!r?.ok) break;
      cur = r;
    }
    report(
      cur.file,
      [...cur.path, '$ref'],
      'ref-chain-too-long',
      `\`$ref\` "${(cur.value as { $ref: string }).$ref}" is reference number ${MAX_REF_HOPS + 1} in a chain of ${head.length} references to references (from \`${toPointer([...head.path, '$ref'])}\`${head.file === cur.file ? '' : ` in ${head.file.source.file}`}); chains longer than ${MAX_REF_HOPS} are not followed, so pages show no schema there`,
      'warning',
    );
  }
  return walked;
}

/** A pure reference's chain: being followed, a loop, or ending after `length` references at the value `end` (its key). */
type ChainState = 'visiting' | 'cycle' | { length: number; end: string };

/** An object that is only a reference (OpenAPI 3.1 allows `summary`/`description` beside `$ref`). */
function isPureRef(v: unknown): v is { $ref: string } {
  if (v === null || typeof v !== 'object' || Array.isArray(v) || typeof (v as { $ref?: unknown }).$ref !== 'string') return false;
  for (const k of Object.keys(v)) if (k !== '$ref' && k !== 'summary' && k !== 'description' && !k.startsWith('x-')) return false;
  return true;
}

/**
 * Follow a reference through targets that are themselves pure references: the loop (described) when
 * the chain comes back on itself, else how many references it takes and the value it ends at. Each
 * loop is reported once: its members are then known.
 */
function followChain(
  files: RefFiles,
  file: RefFile,
  at: string[],
  state: Map<string, ChainState>,
): string | { length: number; end: string } | undefined {
  const chain: string[] = [];
  let cur: { file: RefFile; path: string[]; value: unknown } = { file, path: at, value: valueAt(file.source.value, at) };
  /** Record every member's distance to the end (`after` references beyond the chain followed here). */
  const settle = (after: number, end: string) => {
    chain.forEach((k, i) => state.set(k, { length: chain.length - i + after, end }));
    return { length: chain.length + after, end };
  };
  for (;;) {
    const key = `${cur.file.abs}#${toPointer(cur.path)}`;
    const known = state.get(key);
    if (known === 'cycle') {
      // Leading into a loop reported already: nothing more to say here.
      chain.forEach((k) => state.set(k, 'cycle'));
      return undefined;
    }
    if (known === 'visiting') {
      const loop = chain.slice(chain.indexOf(key)).map((k) => k.slice(k.indexOf('#') + 1) || '/');
      chain.forEach((k) => state.set(k, 'cycle'));
      return [...loop, loop[0]].join(' → ');
    }
    if (known) return settle(known.length, known.end);
    if (!isPureRef(cur.value)) return settle(0, key);
    state.set(key, 'visiting');
    chain.push(key);
    const r = files.resolve(cur.file, cur.value.$ref);
    if (!r || !r.ok) return settle(0, key);
    cur = r;
  }
}
