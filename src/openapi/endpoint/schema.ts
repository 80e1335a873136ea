/**
 * Reading schemas of a loaded spec without dereferencing it: follow one `$ref` at a time and merge
 * `allOf` on demand (the SchemaReader the API views draw from). Every schema keeps its location
 * (file and JSON pointer) so a page can refer to it, and a cycle can be recognised.
 */
import { isObject } from '../../common/is-object.js';
import type { At, Obj, Property, SchemaNode, SchemaReader, SchemaVariants } from '../../model/api-endpoint.js';
import { atKey } from '../../render/api/schema-format.js';
import type { OpenApiDocument } from '../../specs/openapi/openapi-document.js';
import { MAX_REF_HOPS } from '../../specs/openapi/ref-target.js';

/** How deep `allOf` members are followed before giving up (bad input stays bounded). */
const MAX_CHAIN = 32;

/** A `$ref` chain given up (too long, or a loop): where its last `$ref` is written. */
export interface RefProblem {
  code: 'ref-chain-too-long' | 'spec-ref-circular';
  message: string;
  /** The object holding the `$ref`. */
  at: At;
}

export const child = (at: At, ...keys: (string | number)[]): At => ({
  file: at.file,
  pointer: at.pointer + keys.map((k) => '/' + String(k).replace(/~/g, '~0').replace(/\//g, '~1')).join(''),
});

/** A spec document read lazily; `files()` says which files its references reached (for the build cache). */
export class SpecView implements SchemaReader {
  /** Chains given up since the last `takeProblems`, by the place of their `$ref`. */
  private problems = new Map<string, RefProblem>();
  /** How many chains were given up in all (a computation that gave none up can be remembered). */
  private givenUp = 0;
  /**
   * Each schema's properties, by its object and location: a page reads them for its fields, its
   * examples, its Markdown twin and its search document, and a spec's schemas recur across its pages.
   */
  private readonly propertyCache = new WeakMap<Obj, Map<string, Property[]>>();

  constructor(readonly doc: OpenApiDocument) {}

  /** How many `$ref` chains were given up so far: a computation during which it did not change can be remembered. */
  get chainsGivenUp(): number {
    return this.givenUp;
  }

  /** The `$ref` chains given up since the last call (each once), for the page being compiled to report. */
  takeProblems(): RefProblem[] {
    const out = [...this.problems.values()];
    this.problems.clear();
    return out;
  }

  get files(): string[] {
    return this.doc.files();
  }

  get root(): Obj {
    return this.doc.root;
  }

  /**
   * Follow `$ref`s from `value` (found at `at`) to a schema object. Sibling keywords of a `$ref`
   * (3.1 allows `description` and others beside it) are laid over the target. Undefined for
   * dangling or circular chains and non-objects.
   */
  node(value: unknown, at: At): SchemaNode | undefined {
    let cur = value;
    let where = at;
    let name: string | undefined;
    let siblings: Obj | undefined;
    let seen: Set<string> | undefined;
    for (let hops = 0; ; hops++) {
      if (typeof cur === 'boolean') return { s: cur ? {} : { not: {} }, at: where, ...(name ? { name } : {}) };
      if (!isObject(cur)) return undefined;
      const ref = cur['$ref'];
      if (typeof ref !== 'string') {
        const s = siblings ? { ...cur, ...siblings } : cur;
        return { s, at: where, ...(name ? { name } : {}) };
      }
      if (hops >= 8) {
        // Chains are short as a rule: only a long one is checked for a loop.
        const key = atKey(where);
        if ((seen ??= new Set()).has(key))
          return this.giveUp('spec-ref-circular', `$ref "${ref}" is part of a loop of references that never reaches a schema`, where);
        seen.add(key);
      }
      if (hops === MAX_REF_HOPS)
        return this.giveUp(
          'ref-chain-too-long',
          `$ref "${ref}" is reference number ${hops + 1} in a chain of references to references; chains longer than ${MAX_REF_HOPS} are not followed, so the schema is not shown`,
          where,
        );
      const rest = Object.keys(cur).filter((k) => k !== '$ref');
      if (rest.length) siblings = { ...Object.fromEntries(rest.map((k) => [k, cur![k as never]])), ...siblings };
      const hit = this.doc.resolve(ref, where.file);
      if (!hit) return undefined;
      const m = /^\/components\/schemas\/([^/]+)$|^\/definitions\/([^/]+)$/.exec(hit.pointer);
      if (m)
        name = decodeURIComponent(m[1] ?? m[2]!)
          .replace(/~1/g, '/')
          .replace(/~0/g, '~');
      cur = hit.value;
      where = { file: hit.file, pointer: hit.pointer };
    }
  }

  private giveUp(code: RefProblem['code'], message: string, at: At): undefined {
    this.givenUp++;
    this.problems.set(`${code}\n${atKey(at)}`, { code, message, at });
    return undefined;
  }

  /** Follow `$ref`s of any object (parameters, responses, request bodies …). */
  deref(value: unknown, at: At): { v: Obj; at: At } | undefined {
    const n = this.node(value, at);
    return n ? { v: n.s, at: n.at } : undefined;
  }

  /** The schema's `allOf` members, flattened (nested allOf included), with the schema itself first. */
  allOfMembers(node: SchemaNode): SchemaNode[] {
    if (!Array.isArray(node.s['allOf'])) return [node];
    const out: SchemaNode[] = [];
    const seen = new Set<string>();
    const walk = (n: SchemaNode, depth: number) => {
      const key = atKey(n.at);
      if (seen.has(key) || depth > MAX_CHAIN) return;
      seen.add(key);
      out.push(n);
      const all = n.s['allOf'];
      if (Array.isArray(all)) {
        all.forEach((m, i) => {
          const mn = this.node(m, child(n.at, 'allOf', i));
          if (mn) walk(mn, depth + 1);
        });
      }
    };
    walk(node, 0);
    return out;
  }

  /** `allOf` merged into one set of keywords (later members refine earlier ones; `required` unites). */
  merged(node: SchemaNode): Obj {
    if (!Array.isArray(node.s['allOf'])) return node.s;
    const members = this.allOfMembers(node);
    const out: Obj = {};
    const required = new Set<string>();
    for (const m of [...members.slice(1), members[0]!]) {
      for (const [k, v] of Object.entries(m.s)) {
        if (k === 'allOf' || k === 'properties' || k === 'required') continue;
        if (k === 'description' && m !== members[0] && out['description'] !== undefined) continue;
        out[k] = v;
      }
      if (Array.isArray(m.s['required'])) for (const r of m.s['required']) if (typeof r === 'string') required.add(r);
    }
    if (required.size) out['required'] = [...required];
    if (members.some((m) => isObject(m.s['properties']))) out['type'] ??= 'object';
    return out;
  }

  /**
   * The object properties of a schema, `allOf` members included, in declaration order (the same array
   * for the same schema: callers read it, never change it).
   */
  properties(node: SchemaNode): Property[] {
    const key = atKey(node.at);
    const hit = this.propertyCache.get(node.s)?.get(key);
    if (hit) return hit;
    const givenUp = this.givenUp;
    const out = this.readProperties(node);
    // Only when no chain was given up: a page that reaches a broken chain must report it again.
    if (this.givenUp === givenUp) {
      let byAt = this.propertyCache.get(node.s);
      if (!byAt) this.propertyCache.set(node.s, (byAt = new Map()));
      byAt.set(key, out);
    }
    return out;
  }

  private readProperties(node: SchemaNode): Property[] {
    const byName = new Map<string, Property>();
    const required = new Set<string>();
    for (const m of this.allOfMembers(node)) {
      if (Array.isArray(m.s['required'])) for (const r of m.s['required']) if (typeof r === 'string') required.add(r);
      const props = m.s['properties'];
      if (!isObject(props)) continue;
      for (const [name, raw] of Object.entries(props)) {
        const pn = this.node(raw, child(m.at, 'properties', name));
        if (pn) byName.set(name, { name, node: pn, required: false });
      }
    }
    for (const p of byName.values()) p.required = required.has(p.name);
    return [...byName.values()];
  }

  /** `oneOf` or `anyOf` branches (of the schema or of an allOf member). */
  variants(node: SchemaNode): SchemaVariants | undefined {
    for (const m of this.allOfMembers(node)) {
      for (const kind of ['oneOf', 'anyOf'] as const) {
        const list = m.s[kind];
        if (!Array.isArray(list) || list.length === 0) continue;
        const nodes = list.flatMap((v, i) => this.node(v, child(m.at, kind, i)) ?? []);
        // `anyOf: [X, {type: null}]` is how 3.1 writes a nullable X: not a choice worth a selector.
        const real = nodes.filter((n) => !isNullOnly(n.s));
        if (real.length > 1) return { kind, nodes: real, holder: m };
      }
    }
    return undefined;
  }

  /** The single non-null branch of `anyOf/oneOf: [X, null]`, shown as X itself. */
  nullableBranch(node: SchemaNode): SchemaNode | undefined {
    for (const kind of ['oneOf', 'anyOf'] as const) {
      const list = node.s[kind];
      if (!Array.isArray(list) || list.length !== 2) continue;
      const nodes = list.flatMap((v, i) => this.node(v, child(node.at, kind, i)) ?? []);
      const real = nodes.filter((n) => !isNullOnly(n.s));
      if (real.length === 1 && nodes.length === 2) return real[0];
    }
    return undefined;
  }

  items(node: SchemaNode): SchemaNode | undefined {
    for (const m of this.allOfMembers(node)) {
      if (m.s['items'] !== undefined && !Array.isArray(m.s['items'])) return this.node(m.s['items'], child(m.at, 'items'));
    }
    return undefined;
  }

  additional(node: SchemaNode): SchemaNode | undefined {
    const a = node.s['additionalProperties'];
    return isObject(a) && Object.keys(a).length > 0 ? this.node(a, child(node.at, 'additionalProperties')) : undefined;
  }
}

function isNullOnly(s: Obj): boolean {
  return s['type'] === 'null' || (Array.isArray(s['type']) && s['type'].length === 1 && s['type'][0] === 'null');
}
