/**
 * A light index of an OpenAPI document: what the navigation needs (operations, webhooks, tags and the
 * `x-docs` fields that change a page's URL or label) without resolving or keeping the schemas.
 */

import { applyXDocsNav, readXDocs } from './x-docs.js';
import { isObject } from '../common/is-object.js';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The path item fields that hold an operation: OpenAPI 3.2 adds `query` (the QUERY method). */
export const PATH_ITEM_METHODS = [...HTTP_METHODS, 'query'] as const;

/** One operation of a path item: its method (upper case for fixed fields, as written for 3.2 `additionalOperations`), where it sits in the item. */
export interface PathItemOperation {
  method: string;
  op: Record<string, unknown>;
  /** Path inside the path item: `['get']` or `['additionalOperations', 'COPY']`. */
  key: string[];
}

/**
 * The operations of a path item: the fixed method fields, then 3.2 `additionalOperations` (any other
 * method, named as sent; one that repeats a fixed field's method is left out: the schema refuses it).
 */
export function pathItemOperations(item: Record<string, unknown>): PathItemOperation[] {
  const out: PathItemOperation[] = [];
  for (const m of PATH_ITEM_METHODS) {
    const op = item[m];
    if (isObject(op)) out.push({ method: m.toUpperCase(), op, key: [m] });
  }
  const more = item['additionalOperations'];
  if (isObject(more)) {
    for (const [name, op] of Object.entries(more)) {
      const method = name.trim();
      if (!isObject(op) || !method || (PATH_ITEM_METHODS as readonly string[]).includes(method.toLowerCase())) continue;
      out.push({ method, op, key: ['additionalOperations', name] });
    }
  }
  return out;
}

/** The operation of a path item for `method` (any case), if it has one. */
export function pathItemOperation(item: Record<string, unknown>, method: string): PathItemOperation | undefined {
  const ops = pathItemOperations(item);
  return ops.find((o) => o.method === method) ?? ops.find((o) => o.method.toLowerCase() === method.toLowerCase());
}

export interface OperationEntry {
  kind: 'operation' | 'webhook';
  /** Upper case (a 3.2 `additionalOperations` method as written). */
  method: string;
  /** The path for operations; the webhook's name for webhooks. */
  path: string;
  summary?: string;
  operationId?: string;
  tags: string[];
  /** 3.2: the first tag that makes a navigation group when `tags[0]` is of another `kind` (`badge`, `audience`). */
  navTag?: string;
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
  /** OpenAPI 3.2 tag fields (`parent`, `summary`, `kind`), for tags that have any. */
  tagInfo: Map<string, TagInfo>;
  /** The names of `components.schemas` (Swagger 2.0: `definitions`), for frontmatter `openapi-schema`. */
  schemas: string[];
}

/** What a 3.2 tag says about its place in the navigation. */
export interface TagInfo {
  parent?: string;
  summary?: string;
  kind?: string;
}

/** True when a parsed document is an OpenAPI or Swagger description. */
export function isOpenApiDocument(doc: unknown): doc is Record<string, unknown> {
  return isObject(doc) && (typeof doc['openapi'] === 'string' || typeof doc['swagger'] === 'string');
}

/** The named schemas of a document: `components.schemas`, or Swagger 2.0's `definitions`. */
export function schemasOf(doc: Record<string, unknown>): Record<string, unknown> | undefined {
  const components = doc['components'];
  const named = isObject(components) ? components['schemas'] : doc['definitions'];
  return isObject(named) ? named : undefined;
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
    tagInfo: new Map(),
    schemas: Object.keys(schemasOf(doc) ?? {}),
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
      const info: TagInfo = {};
      for (const field of ['parent', 'summary', 'kind'] as const) {
        const v = t[field];
        if (typeof v === 'string' && v.trim()) info[field] = v.trim();
      }
      if (Object.keys(info).length) index.tagInfo.set(t['name'], info);
    }
  }
  const collect = (items: unknown, kind: OperationEntry['kind'], into: OperationEntry[]) => {
    if (!isObject(items)) return;
    for (const [key, item] of Object.entries(items)) {
      if (!isObject(item)) continue;
      for (const { method, op } of pathItemOperations(item)) {
        const entry = toEntry(kind, method, key, op);
        entry.tags.forEach(addTag);
        into.push(entry);
      }
    }
  };
  collect(doc['paths'], 'operation', index.operations);
  collect(doc['webhooks'], 'webhook', index.webhooks);
  collect(doc['x-webhooks'], 'webhook', index.webhooks);
  if (/^3\.2\./.test(index.version)) {
    // A tag of another `kind` classifies an operation; only untyped and `nav` tags make groups (and URL folders).
    const isNav = (t: string) => (index.tagInfo.get(t)?.kind ?? 'nav') === 'nav';
    for (const op of [...index.operations, ...index.webhooks]) {
      const nav = op.tags.find(isNav);
      if (nav !== undefined && nav !== op.tags[0]) op.navTag = nav;
    }
  }
  return index;
}

function toEntry(kind: OperationEntry['kind'], method: string, key: string, op: Record<string, unknown>): OperationEntry {
  const entry: OperationEntry = {
    kind,
    method,
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
    applyXDocsNav(entry, ext);
    const asked = [ext.metadata['playground'], ext.display].filter((d) => d !== undefined);
    if (asked.length) entry.playground = asked;
  }
  return entry;
}
