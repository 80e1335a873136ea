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

/** What `x-docs` says of a navigation entry (an operation's or a channel's): its href and labels. */
export interface XDocsNavFacts {
  href?: string;
  title?: string;
  sidebarTitle?: string;
  hidden?: boolean;
  deprecated?: boolean;
}

/** Set an index entry's href, title, sidebar title, hidden and deprecated from its extension. */
export function applyXDocsNav(entry: XDocsNavFacts, ext: XDocs): void {
  if (ext.href) entry.href = ext.href;
  const meta = ext.metadata;
  if (typeof meta['title'] === 'string') entry.title = meta['title'];
  if (typeof meta['sidebarTitle'] === 'string') entry.sidebarTitle = meta['sidebarTitle'];
  if (meta['hidden'] === true) entry.hidden = true;
  if (meta['deprecated'] === true) entry.deprecated = true;
}
