/**
 * The `x-docs` extension of an operation (or `x-mint`, the reference product's name for it, read as an
 * alias), read once: navigation takes its href and labels from it, endpoint pages its metadata, content
 * and playground display.
 */
import { isObject } from '../common/is-object.js';
import type { XDocs } from '../model/api-endpoint.js';

/** The operation's extension, or undefined when it has neither `x-docs` nor `x-mint` as an object. */
export function readXDocs(op: Record<string, unknown>): XDocs | undefined {
  const key = isObject(op['x-docs']) ? 'x-docs' : isObject(op['x-mint']) ? 'x-mint' : undefined;
  if (!key) return undefined;
  const ext = op[key] as Record<string, unknown>;
  const href = typeof ext['href'] === 'string' && ext['href'].trim() ? ext['href'].trim() : undefined;
  const content = typeof ext['content'] === 'string' && ext['content'].trim() ? ext['content'] : undefined;
  const playground = isObject(ext['playground']) ? ext['playground']['display'] : undefined;
  const display = typeof playground === 'string' && playground.trim() ? playground : undefined;
  return {
    key,
    metadata: isObject(ext['metadata']) ? ext['metadata'] : {},
    ...(href ? { href } : {}),
    ...(content ? { content } : {}),
    ...(display ? { display } : {}),
  };
}
