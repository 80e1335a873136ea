/**
 * An OpenAPI description loaded for rendering: the root document (in OpenAPI 3.x shape) and a way
 * to follow `$ref`s lazily, so schemas are never dereferenced in full (large specs stay small).
 *
 * `$ref`s may be internal (`#/components/schemas/Pet`) or point to other files of the project
 * (`schemas/pet.yaml`, `../common.yaml#/components/x`), relative to the file they are written in;
 * each such file is read once, on first use. URLs and paths leaving the docs folder are refused.
 * Swagger 2.0 is upgraded on load; a URL source reads the copy fetched before the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { isObject } from '../../common/is-object.js';
import { fromPointer, valueAt, type PathSegment } from '../../common/json-pointer.js';
import { locatePath, locateRef, type SpecLocation } from './locate.js';
import { decodeFragment, MAX_REF_HOPS, refTarget } from './ref-target.js';
import { fileStamp } from '../../source/file-stamp.js';
import { readSpec, readSpecText, specPath } from './spec-file.js';
import { isSwagger2, upgradeSwagger2 } from './swagger-upgrade.js';
import { pathItemOperations } from '../index-operations.js';

export interface ResolvedRef {
  value: unknown;
  /** Project path of the file the target lives in (the base for `$ref`s found inside it). */
  file: string;
  /** JSON pointer of the target in that file (decoded: `/paths/~1pets`, not percent-encoded). */
  pointer: string;
}

export interface OpenApiDocument {
  /** Project path of the root file (or its URL). */
  source: string;
  /** The version as written (`2.0`, `3.0.3`, `3.1.0` …). */
  version: string;
  /** The root document, in OpenAPI 3.x shape (Swagger 2.0 is upgraded on load). */
  root: Record<string, unknown>;
  /**
   * Follow a `$ref` written in file `base` (default: the root file): `#/pointer`, `other.yaml` or
   * `other.yaml#/pointer`. Undefined when it dangles or is refused (a diagnostic says why).
   */
  resolve(ref: string, base?: string): ResolvedRef | undefined;
  /**
   * A value found in file `base` with its `$ref` chain followed (`$ref` → `$ref` → value): the value
   * itself and the file to resolve its own `$ref`s against. Undefined when a link dangles or the
   * chain loops. Siblings of a `$ref` (3.1 `summary`/`description`) are the caller's to merge.
   */
  deref(value: unknown, base?: string): { value: unknown; file: string } | undefined;
  /** Problems met so far: refused, dangling or circular `$ref`s, unreadable referenced files. Located at the `$ref`. */
  diagnostics(): Diagnostic[];
  /** Project paths (or the URL) of every file read so far: the root first, then files reached by `$ref`s. */
  files(): string[];
}

export type LoadOpenApiResult = { ok: true; doc: OpenApiDocument; diagnostics: Diagnostic[] } | { ok: false; diagnostics: Diagnostic[] };

/** Load a project's OpenAPI file (`file` relative to `root`, or a URL fetched before the build). */
export function loadOpenApi(root: string, file: string): LoadOpenApiResult {
  const stamp = fileStamp(specPath(root, file));
  const read = readSpec(root, file);
  if (!read.ok) return { ok: false, diagnostics: read.diagnostics };
  return openApiFromValue(root, file, read.value, stamp);
}

/** Wrap a parsed document (checked for shape, upgraded when it is Swagger 2.0). */
export function openApiFromValue(root: string, file: string, value: unknown, stamp = fileStamp(specPath(root, file))): LoadOpenApiResult {
  const at = (severity: Diagnostic['severity'], code: string, message: string, where: readonly PathSegment[]): Diagnostic => {
    const loc = locatePath(file, readSpecText(root, file), where);
    return { severity, code, message, file, ...loc };
  };
  if (!isObject(value))
    return {
      ok: false,
      diagnostics: [at('error', 'spec-unknown-format', `${file} is not an OpenAPI description (its top level is not an object)`, [])],
    };
  const version =
    typeof value['openapi'] === 'string' ? value['openapi'] : typeof value['swagger'] === 'string' ? value['swagger'] : undefined;
  if (version === undefined) {
    return {
      ok: false,
      diagnostics: [
        at('error', 'spec-unknown-format', `${file} is not an OpenAPI description (no \`openapi\` or \`swagger\` version field)`, []),
      ],
    };
  }
  const key = 'openapi' in value ? 'openapi' : 'swagger';
  if (!(key === 'openapi' ? /^3\.[0-2](\.|$)/ : /^2\.0(\.|$)/).test(version)) {
    return {
      ok: false,
      diagnostics: [
        at('error', 'spec-unsupported-version', `${file} declares ${key} ${version}; supported: OpenAPI 3.0, 3.1, 3.2 and Swagger 2.0`, [
          key,
        ]),
      ],
    };
  }
  const diagnostics: Diagnostic[] = [];
  for (const field of ['paths', 'webhooks', 'x-webhooks', 'components', 'definitions'] as const) {
    if (value[field] !== undefined && !isObject(value[field])) {
      return {
        ok: false,
        diagnostics: [
          at(
            'error',
            'spec-invalid-shape',
            `\`${field}\` in ${file} must be an object (found ${Array.isArray(value[field]) ? 'an array' : typeof value[field]})`,
            [field],
          ),
        ],
      };
    }
  }
  if (!isObject(value['info']))
    diagnostics.push(
      at('warning', 'spec-info-missing', `${file} has no \`info\` object (title and version)`, value['info'] === undefined ? [] : ['info']),
    );
  for (const u of undeclaredSchemes(value, key === 'swagger'))
    diagnostics.push({
      ...at(
        'warning',
        'spec-security-scheme-undefined',
        `${file} names the security scheme \`${u.name}\`, which ${u.where} does not declare: pages and the playground leave that requirement out`,
        u.path,
      ),
      hint: `declare \`${u.name}\` under ${u.where}, or run \`sextant openapi-check ${file}\``,
    });
  let doc = value;
  if (isSwagger2(value)) {
    try {
      doc = upgradeSwagger2(value);
    } catch (err) {
      return {
        ok: false,
        diagnostics: [at('error', 'spec-upgrade-failed', `${file} could not be upgraded from Swagger 2.0: ${(err as Error).message}`, [])],
      };
    }
  }
  return { ok: true, doc: new LazyDocument(root, file, version, doc, stamp), diagnostics };
}

/**
 * The security scheme names that requirements (the root's, each operation's and webhook's) use and that
 * `components.securitySchemes` (2.0: `securityDefinitions`) does not declare: each once, where it is first named.
 */
function undeclaredSchemes(value: Record<string, unknown>, v2: boolean): { name: string; where: string; path: PathSegment[] }[] {
  const components = value['components'];
  const declared = v2 ? value['securityDefinitions'] : isObject(components) ? components['securitySchemes'] : undefined;
  const where = v2 ? '`securityDefinitions`' : '`components.securitySchemes`';
  const out = new Map<string, { name: string; where: string; path: PathSegment[] }>();
  const visit = (list: unknown, at: PathSegment[]) => {
    if (!Array.isArray(list)) return;
    list.forEach((req, i) => {
      if (!isObject(req)) return;
      for (const name of Object.keys(req))
        if (!out.has(name) && !(isObject(declared) && Object.hasOwn(declared, name)))
          out.set(name, { name, where, path: [...at, i, name] });
    });
  };
  visit(value['security'], ['security']);
  for (const map of ['paths', 'webhooks'] as const) {
    const items = value[map];
    if (!isObject(items)) continue;
    for (const [name, item] of Object.entries(items)) {
      if (!isObject(item)) continue;
      for (const { op, key } of pathItemOperations(item)) visit(op['security'], [map, name, ...key, 'security']);
    }
  }
  return [...out.values()];
}

/**
 * The same lazy `$ref` following for a description of another kind (AsyncAPI): no OpenAPI shape
 * checks and no upgrade; `version` is the document's own version field as written.
 */
export function lazySpecDocument(
  root: string,
  file: string,
  version: string,
  value: Record<string, unknown>,
  stamp = fileStamp(specPath(root, file)),
): OpenApiDocument {
  return new LazyDocument(root, file, version, value, stamp);
}

/** Whether none of the files a document has read changed since (for caches of loaded documents). */
export function isCurrent(doc: OpenApiDocument): boolean {
  return doc instanceof LazyDocument && doc.isCurrent();
}

interface PendingRef {
  severity: Diagnostic['severity'];
  code: string;
  message: string;
  /** The file the `$ref` is written in, and the `$ref` itself (to find it in the text). */
  base: string;
  ref: string;
}

class LazyDocument implements OpenApiDocument {
  /** Files reached by `$ref`: parsed value, or undefined when unreadable. */
  private readonly others = new Map<string, unknown>();
  /** Absolute path → change stamp, for every file read. */
  private readonly stamps = new Map<string, string>();
  private readonly pending = new Map<string, PendingRef>();
  private readonly readErrors: Diagnostic[] = [];
  private located: Diagnostic[] | undefined;
  private realRoot: string | undefined;

  constructor(
    private readonly projectRoot: string,
    readonly source: string,
    readonly version: string,
    readonly root: Record<string, unknown>,
    stamp: string,
  ) {
    const abs = specPath(projectRoot, source);
    if (abs) this.stamps.set(abs, stamp);
  }

  resolve(ref: string, base: string = this.source): ResolvedRef | undefined {
    if (typeof ref !== 'string') return undefined;
    const target = refTarget(ref, base);
    if (!target.ok) return this.note('error', target.code, target.message, base, ref);
    const doc = target.file === this.source ? this.root : this.file(target.file, base, ref);
    if (doc === undefined) return undefined;
    const value = followDecoded(doc, target.pointer);
    if (value === undefined) {
      return this.note(
        'error',
        'spec-ref-dangling',
        `$ref "${ref}" in ${base} points to nothing (${target.file} has no ${target.pointer || 'content'})`,
        base,
        ref,
      );
    }
    return { value, file: target.file, pointer: target.pointer };
  }

  deref(value: unknown, base: string = this.source): { value: unknown; file: string } | undefined {
    let current = { value, file: base };
    const seen = new Set<string>();
    while (isObject(current.value) && typeof current.value['$ref'] === 'string') {
      const ref = current.value['$ref'];
      const next = this.resolve(ref, current.file);
      if (!next) return undefined;
      const key = `${next.file}#${next.pointer}`;
      if (seen.has(key))
        return this.note(
          'error',
          'spec-ref-circular',
          `$ref "${ref}" in ${current.file} is part of a loop of references that never reaches a value`,
          current.file,
          ref,
        );
      if (seen.size >= MAX_REF_HOPS)
        return this.note(
          'warning',
          'ref-chain-too-long',
          `$ref "${ref}" in ${current.file} is reference number ${seen.size + 1} in a chain of references to references; chains longer than ${MAX_REF_HOPS} are not followed`,
          current.file,
          ref,
        );
      seen.add(key);
      current = { value: next.value, file: next.file };
    }
    return current;
  }

  diagnostics(): Diagnostic[] {
    if (this.located) return this.located;
    const texts = new Map<string, string>();
    const text = (file: string) => {
      let t = texts.get(file);
      if (t === undefined) texts.set(file, (t = readSpecText(this.projectRoot, file)));
      return t;
    };
    const refs = [...this.pending.values()].map((p): Diagnostic => {
      const loc: SpecLocation = locateRef(p.base, text(p.base), p.ref);
      return { severity: p.severity, code: p.code, message: p.message, file: p.base, ...loc };
    });
    this.located = [...this.readErrors, ...refs];
    return this.located;
  }

  files(): string[] {
    return [this.source, ...this.others.keys()];
  }

  isCurrent(): boolean {
    for (const [abs, stamp] of this.stamps) if (fileStamp(abs) !== stamp) return false;
    return true;
  }

  /** A referenced file's parsed content, read on first use. */
  private file(file: string, base: string, ref: string): unknown {
    if (this.others.has(file)) {
      const value = this.others.get(file);
      return value === undefined
        ? this.note('error', 'spec-ref-file-unreadable', `$ref "${ref}" in ${base} points to ${file}, which cannot be read`, base, ref)
        : value;
    }
    let value: unknown;
    const abs = path.join(this.projectRoot, file);
    // Stamped even when missing, so a document that met a missing file is reloaded once it appears.
    this.stamps.set(abs, fileStamp(abs));
    if (!this.insideProject(abs)) {
      this.others.set(file, undefined);
      return this.note(
        'error',
        'spec-ref-outside-project',
        `$ref "${ref}" in ${base} leads outside the docs folder (through a symbolic link)`,
        base,
        ref,
      );
    }
    if (!fs.existsSync(abs)) {
      this.others.set(file, undefined);
      return this.note('error', 'spec-ref-file-not-found', `$ref "${ref}" in ${base} points to ${file}, which does not exist`, base, ref);
    }
    const read = readSpec(this.projectRoot, file);
    if (read.ok) value = read.value;
    else {
      this.readErrors.push(...read.diagnostics);
      this.located = undefined;
    }
    this.others.set(file, value);
    return value === undefined
      ? this.note(
          'error',
          'spec-ref-file-unreadable',
          `$ref "${ref}" in ${base} points to ${file}, which cannot be read (see the errors in ${file})`,
          base,
          ref,
        )
      : value;
  }

  /** Symbolic links may not lead a `$ref` out of the docs folder. */
  private insideProject(abs: string): boolean {
    try {
      this.realRoot ??= fs.realpathSync.native(this.projectRoot);
      const real = fs.realpathSync.native(abs);
      return real === this.realRoot || real.startsWith(this.realRoot + path.sep);
    } catch {
      return true; // missing: reported as not found
    }
  }

  /** Record a problem with a `$ref` (once per file and `$ref`); returns undefined for the caller. */
  private note(severity: Diagnostic['severity'], code: string, message: string, base: string, ref: string): undefined {
    const key = `${base}\n${ref}\n${code}`;
    if (!this.pending.has(key)) {
      this.pending.set(key, { severity, code, message, base, ref });
      this.located = undefined;
    }
    return undefined;
  }
}

/** The value at a JSON pointer (RFC 6901, percent-decoded as in URI fragments), or undefined. */
export function followPointer(doc: unknown, pointer: string): unknown {
  return followDecoded(doc, decodeFragment(pointer));
}

/** The value at an already decoded JSON pointer. */
function followDecoded(doc: unknown, pointer: string): unknown {
  if (pointer !== '' && !pointer.startsWith('/')) return undefined;
  return valueAt(doc, fromPointer(pointer));
}
