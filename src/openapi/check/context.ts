/**
 * What every rule of one check shares: the files, the version, where findings go, and `$ref` following.
 * Findings are located in one batch at the end (one scan per file), and paths are parent links until a
 * finding needs one: the common valid case allocates little.
 */
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { toPointer } from '../../common/json-pointer.js';
import type { OasVersion } from './meta-schemas.js';
import { type RefFile, type RefFiles } from './refs.js';
import { MAX_REF_HOPS } from '../../specs/openapi/ref-target.js';

/** A value of the description with the file and path it was found at (path = base + parent keys). */
export interface Located {
  value: unknown;
  file: RefFile;
  parent?: Located;
  key?: string;
  /** Path of a located value without a parent (a `$ref` target, the root). */
  base?: readonly string[];
}

/** The path of a located value inside its file. */
export function pathOf(at: Located): string[] {
  const keys: string[] = [];
  let n: Located | undefined = at;
  for (; n && n.parent; n = n.parent) keys.push(n.key!);
  keys.reverse();
  return n?.base?.length ? [...n.base, ...keys] : keys;
}

interface Pending {
  severity: Diagnostic['severity'];
  code: string;
  message: string;
  file: RefFile;
  path: string[];
  atKey: boolean;
  hint?: string;
}

export class CheckContext {
  private readonly pending: Pending[] = [];
  readonly rootAt: Located;

  constructor(
    readonly root: RefFile,
    readonly files: RefFiles,
    readonly version: OasVersion,
  ) {
    this.rootAt = { value: root.source.value, file: root, base: [] };
  }

  /** Record a finding at a located value (or a path of the root file). */
  report(
    severity: Diagnostic['severity'],
    code: string,
    message: string,
    where: Located | { file: RefFile; path: string[] },
    options: { atKey?: boolean; hint?: string } = {},
  ): void {
    const path = 'path' in where ? where.path : pathOf(where);
    this.pending.push({
      severity,
      code,
      message,
      file: where.file,
      path,
      atKey: options.atKey ?? false,
      ...(options.hint ? { hint: options.hint } : {}),
    });
  }

  /** JSON pointers of the findings with one of `codes` in `file`. */
  pointersOf(codes: ReadonlySet<string>, file: RefFile): Set<string> {
    return new Set(this.pending.filter((p) => p.file === file && codes.has(p.code)).map((p) => toPointer(p.path)));
  }

  /** Every finding, located. */
  diagnostics(): Diagnostic[] {
    const byFile = new Map<RefFile, Pending[]>();
    for (const p of this.pending) {
      let list = byFile.get(p.file);
      if (!list) byFile.set(p.file, (list = []));
      list.push(p);
    }
    const out: Diagnostic[] = [];
    for (const [file, list] of byFile) {
      const positions = file.source.locateMany(list);
      list.forEach((p, i) => {
        out.push({
          severity: p.severity,
          code: p.code,
          message: p.message,
          file: file.source.file,
          ...positions[i]!,
          pointer: toPointer(p.path),
          ...(p.hint ? { hint: p.hint } : {}),
        });
      });
    }
    return out;
  }

  /** Follow `$ref`s (up to MAX_REF_HOPS) from a value; undefined when one dangles, loops or goes on too long (the ref rules report those). */
  deref(at: Located): Located | undefined {
    let cur = at;
    for (let hops = 0; hops <= MAX_REF_HOPS; hops++) {
      const v = cur.value;
      if (v === null || typeof v !== 'object' || Array.isArray(v)) return cur;
      const ref = (v as { $ref?: unknown }).$ref;
      if (typeof ref !== 'string') return cur;
      const r = this.files.resolve(cur.file, ref);
      if (!r || !r.ok) return undefined;
      cur = { value: r.value, file: r.file, base: r.path };
    }
    return undefined;
  }

  /** A child of a located object. */
  child(at: Located, key: string): Located {
    const v = at.value;
    return { value: v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined, file: at.file, parent: at, key };
  }
}
