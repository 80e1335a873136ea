/**
 * The part of an OpenAPI document one operation needs, as JSON: the Markdown twin of an API page
 * embeds it (docs.json `markdown.schema`, on unless `false`) so an AI tool reading the twin has the
 * operation exactly as specified. It holds the document's version, title and servers, the operation
 * under its path (with the path's own parameters and servers), and every part of the document the
 * operation reaches through local `$ref`s, with the security schemes it uses.
 */
import { isObject } from '../../common/is-object.js';
import { fromPointer, valueAt } from '../../common/json-pointer.js';
import type { Endpoint } from '../../model/api-endpoint.js';
import type { SpecView } from './schema.js';

type Obj = Record<string, unknown>;

/** Excerpts longer than this many characters are left out of the twin (its field lists still describe the operation). */
export const MAX_EXCERPT = 200_000;

/** The operation's excerpt of its document as JSON; undefined when it cannot be read or is larger than MAX_EXCERPT. */
export function specExcerpt(view: SpecView, endpoint: Endpoint): string | undefined {
  const at = endpoint.at;
  // Operations in other files than the document's own (a path item `$ref`) are excerpted from their file.
  const file = view.doc.resolve('#', at.file);
  const source = file?.value;
  const segments = fromPointer(at.pointer);
  const operation = valueAt(source, segments);
  const item = valueAt(source, segments.slice(0, -1));
  if (!isObject(source) || !isObject(operation) || !isObject(item)) return undefined;
  const method = segments[segments.length - 1]!;
  const pathItem: Obj = {
    ...(item['parameters'] ? { parameters: item['parameters'] } : {}),
    ...(item['servers'] ? { servers: item['servers'] } : {}),
    [method]: operation,
  };
  const root = view.root;
  const out: Obj = {};
  for (const key of ['openapi', 'swagger']) if (typeof root[key] === 'string') out[key] = root[key];
  const info = isObject(root['info']) ? root['info'] : {};
  out['info'] = { title: info['title'] ?? '', version: info['version'] ?? '' };
  if (root['servers']) out['servers'] = root['servers'];
  if (root['security'] && !operation['security']) out['security'] = root['security'];
  out[endpoint.kind === 'webhook' ? 'webhooks' : 'paths'] = { [endpoint.path]: pathItem };

  const refs = refCopier(source, out);
  refs.walk(pathItem);
  // The security schemes the operation asks for (named, not referenced).
  const security = operation['security'] ?? root['security'];
  refs.schemes(security, '/components/securitySchemes/', '/securityDefinitions/');
  // JSON rather than YAML: as readable to the tools twins are for, and some thirty times quicker to write
  // (a spec of a thousand operations is a thousand excerpts).
  const json = JSON.stringify(out, null, 2);
  return json.length > MAX_EXCERPT ? undefined : json;
}

/**
 * Copies parts of `source` into `out` at the same place: `walk` copies everything a value reaches
 * through local `$ref`s (cycles stop at a seen place), `schemes` the security schemes (and what they
 * reach) that a list of requirements names, looked up under each given folder.
 */
export function refCopier(
  source: unknown,
  out: Obj,
): { walk(value: unknown): void; schemes(security: unknown, ...folders: string[]): void } {
  const seen = new Set<string>();
  const copy = (pointer: string) => {
    if (seen.has(pointer)) return;
    seen.add(pointer);
    const path = fromPointer(pointer);
    const value = valueAt(source, path);
    if (value === undefined || path.length === 0) return;
    let node = out;
    for (const key of path.slice(0, -1)) node = (isObject(node[key]) ? node[key] : (node[key] = {})) as Obj;
    node[path[path.length - 1]!] = value;
    walk(value);
  };
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (isObject(value)) {
      const ref = value['$ref'];
      if (typeof ref === 'string' && ref.startsWith('#/')) copy(decodeURIComponent(ref.slice(1)));
      for (const [k, v] of Object.entries(value)) if (k !== '$ref') walk(v);
    }
  };
  const schemes = (security: unknown, ...folders: string[]) => {
    if (!Array.isArray(security)) return;
    for (const requirement of security)
      if (isObject(requirement))
        for (const name of Object.keys(requirement))
          for (const folder of folders) copy(`${folder}${name.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  };
  return { walk, schemes };
}
