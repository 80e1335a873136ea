/**
 * Spec views by project path, for the endpoint pages and the MDX pages whose frontmatter names an
 * operation (navigation decides which spec and operation: see navigation/page-operations.ts).
 */
import { SpecView } from './schema.js';
import { specFor } from './spec-cache.js';

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
