/**
 * Frontmatter `openapi: "[spec-file ]METHOD /path"` (or `"[spec-file ]webhook name"`): which spec
 * and operation an MDX page documents. Without a spec named, `api.openapi` is searched, then every
 * OpenAPI file of the project in path order (real repositories rely on this).
 */
import path from 'node:path';
import { SpecRegistry } from '../../specs/registry.js';
import { PATH_ITEM_METHODS } from '../../specs/index-operations.js';
import type { Endpoint } from '../../model/api-endpoint.js';
import { readEndpoint } from './operation.js';
import { SpecView } from './schema.js';
import { specFor } from './spec-cache.js';

export interface OperationRef {
  spec?: string;
  kind: 'operation' | 'webhook';
  method: string;
  path: string;
}

// QUERY is OpenAPI 3.2's; methods of `additionalOperations` get their pages from the generated navigation.
const METHODS = new Set<string>(PATH_ITEM_METHODS);

export function parseOperationRef(value: string): OperationRef | undefined {
  const words = value.trim().split(/\s+/);
  if (words.length < 2) return undefined;
  const spec = METHODS.has(words[0]!.toLowerCase()) || words[0]!.toLowerCase() === 'webhook' ? undefined : words.shift();
  const [first, ...rest] = words;
  if (!first || rest.length === 0) return undefined;
  if (first.toLowerCase() === 'webhook') return { ...(spec ? { spec } : {}), kind: 'webhook', method: 'POST', path: rest.join(' ') };
  if (!METHODS.has(first.toLowerCase())) return undefined;
  return { ...(spec ? { spec } : {}), kind: 'operation', method: first.toUpperCase(), path: rest.join(' ') };
}

/** A project path as docs.json and frontmatter write it (`/specs/a.json`, `./a.json`) → `specs/a.json`. */
export function normalizeSpecPath(p: string): string {
  return /^https?:\/\//i.test(p) ? p : path.posix.normalize(p.replace(/^\.?\/+/, ''));
}

/** The project's OpenAPI files, found by their first bytes. */
export function projectOpenApiFiles(root: string, files: ReadonlySet<string>): string[] {
  const dataFiles = [...files].filter((f) => /\.(json|ya?ml)$/i.test(f) && f !== 'docs.json').sort();
  return new SpecRegistry(root, { files: new Set(files), dataFiles, pages: new Map(), shadowed: [] }).projectFiles('openapi');
}

export interface Found {
  spec: string;
  view: SpecView;
  hash: string;
  endpoint: Endpoint;
}

/** Search candidate specs for the operation; views are made by `viewFor` (cached by the caller). */
export function findOperation(
  ref: OperationRef,
  candidates: string[],
  viewFor: (spec: string) => { view: SpecView; hash: string } | undefined,
): Found | undefined {
  for (const spec of ref.spec ? [normalizeSpecPath(ref.spec)] : candidates) {
    const v = viewFor(spec);
    if (!v) continue;
    const endpoint = readEndpoint(v.view, ref.kind, ref.method, ref.path);
    if (endpoint) return { spec, ...v, endpoint };
  }
  return undefined;
}

/** A view of a spec through the per-thread cache; undefined when it does not load. */
export function loadView(
  root: string,
  spec: string,
  views: Map<string, { view: SpecView; hash: string; stamp: unknown }>,
): { view: SpecView; hash: string } | undefined {
  const loaded = specFor(root, spec);
  if (!loaded.ok) return undefined;
  const hit = views.get(spec);
  // A reloaded spec (changed on disk) is a new document: make a new view of it.
  if (hit && hit.stamp === loaded.doc) return hit;
  const v = { view: new SpecView(loaded.doc), hash: loaded.hash, stamp: loaded.doc };
  views.set(spec, v);
  return v;
}
