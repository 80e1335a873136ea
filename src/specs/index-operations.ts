/**
 * A light index of an OpenAPI document: what the navigation needs (operations, webhooks, tags and the
 * `x-docs` fields that change a page's URL or label) without resolving or keeping the schemas.
 */

import { readXDocs } from './x-docs.js';
import { isObject } from '../common/is-object.js';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface OperationEntry {
  kind: 'operation' | 'webhook';
  /** Upper case. */
  method: string;
  /** The path for operations; the webhook's name for webhooks. */
  path: string;
  summary?: string;
  operationId?: string;
  tags: string[];
  deprecated?: boolean;
  /** `x-hidden`: generated, left out of the navigation. */
  hidden?: boolean;
  /** `x-excluded`: no page at all. */
  excluded?: boolean;
  /** From `x-docs` (or its alias `x-mint`). */
  href?: string;
  /** The playground displays `x-docs` asks for, in precedence order (`metadata.playground`, then `playground.display`); validated by navigation. */
  playground?: unknown[];
  title?: string;
  sidebarTitle?: string;
}

export interface OpenApiIndex {
  kind: 'openapi';
  version: string;
  title?: string;
  operations: OperationEntry[];
  webhooks: OperationEntry[];
  /** Declared tag order, then tags first seen on operations. */
  tags: string[];
  /** Tag → group label (`x-group`). */
  tagGroups: Map<string, string>;
}

/** True when a parsed document is an OpenAPI or Swagger description. */
export function isOpenApiDocument(doc: unknown): doc is Record<string, unknown> {
  return isObject(doc) && (typeof doc['openapi'] === 'string' || typeof doc['swagger'] === 'string');
}

/** Index the operations and webhooks of an OpenAPI 3.x or Swagger 2.0 document. */
export function indexOperations(doc: Record<string, unknown>): OpenApiIndex {
  const index: OpenApiIndex = {
    kind: 'openapi',
    version: String(doc['openapi'] ?? doc['swagger'] ?? ''),
    operations: [],
    webhooks: [],
    tags: [],
    tagGroups: new Map(),
  };
  const info = doc['info'];
  if (isObject(info) && typeof info['title'] === 'string') index.title = info['title'];
  const seenTags = new Set<string>();
  const addTag = (t: string) => {
    if (!seenTags.has(t)) {
      seenTags.add(t);
      index.tags.push(t);
    }
  };
  if (Array.isArray(doc['tags'])) {
    for (const t of doc['tags']) {
      if (!isObject(t) || typeof t['name'] !== 'string') continue;
      addTag(t['name']);
      if (typeof t['x-group'] === 'string') index.tagGroups.set(t['name'], t['x-group']);
    }
  }
  const collect = (items: unknown, kind: OperationEntry['kind'], into: OperationEntry[]) => {
    if (!isObject(items)) return;
    for (const [key, item] of Object.entries(items)) {
      if (!isObject(item)) continue;
      for (const method of HTTP_METHODS) {
        const op = item[method];
        if (!isObject(op)) continue;
        const entry = toEntry(kind, method, key, op);
        entry.tags.forEach(addTag);
        into.push(entry);
      }
    }
  };
  collect(doc['paths'], 'operation', index.operations);
  collect(doc['webhooks'], 'webhook', index.webhooks);
  collect(doc['x-webhooks'], 'webhook', index.webhooks);
  return index;
}

function toEntry(kind: OperationEntry['kind'], method: string, key: string, op: Record<string, unknown>): OperationEntry {
  const entry: OperationEntry = {
    kind,
    method: method.toUpperCase(),
    path: key,
    tags: Array.isArray(op['tags']) ? op['tags'].filter((t): t is string => typeof t === 'string') : [],
  };
  if (typeof op['summary'] === 'string' && op['summary'].trim()) entry.summary = op['summary'].trim();
  if (typeof op['operationId'] === 'string') entry.operationId = op['operationId'];
  if (op['deprecated'] === true) entry.deprecated = true;
  if (op['x-hidden'] === true) entry.hidden = true;
  if (op['x-excluded'] === true) entry.excluded = true;
  const ext = readXDocs(op);
  if (ext) {
    if (ext.href) entry.href = ext.href;
    const meta = ext.metadata;
    if (typeof meta['title'] === 'string') entry.title = meta['title'];
    if (typeof meta['sidebarTitle'] === 'string') entry.sidebarTitle = meta['sidebarTitle'];
    if (meta['hidden'] === true) entry.hidden = true;
    if (meta['deprecated'] === true) entry.deprecated = true;
    const asked = [meta['playground'], ext.display].filter((d) => d !== undefined);
    if (asked.length) entry.playground = asked;
  }
  return entry;
}
