/**
 * Where a path sits in a JSON or YAML document's text, for diagnostics: the one locator the config,
 * the spec loader and openapi-check share. JSON is located by one scan of the text, no syntax tree
 * (json-locator.ts); YAML through the parsed document's nodes. A path that does not exist resolves
 * to its deepest existing ancestor.
 */
import { getLocation } from 'jsonc-parser';
import type { Document, Node as YamlNode } from 'yaml';
import type { PathSegment } from '../common/json-pointer.js';
import { locateJsonPaths } from './json-locator.js';
import { isJsonText, loadYaml } from './json-or-yaml.js';

/** The deepest existing node on a path. */
export interface Spot {
  /** How many segments of the path exist (the path's length when it exists). */
  depth: number;
  /** Offset of the node; for a YAML block mapping or sequence, of its key (the block starts on the line after it). */
  value: number;
  /** Offset of the node's property name, when it is a mapping member. */
  key?: number;
}

export interface LocateRequest {
  path: readonly PathSegment[];
  /** Point at the property name rather than the value (when the path itself exists). */
  atKey?: boolean;
}

/** The offset a diagnostic about `request` points at, given where its path was found. */
export function spotOffset(spot: Spot, request: LocateRequest): number {
  return request.atKey && spot.depth === request.path.length && spot.key !== undefined ? spot.key : spot.value;
}

/** Each path's spot in a JSON text, in one scan (the text must be valid JSON). */
export function jsonSpots(text: string, paths: readonly (readonly PathSegment[])[]): Spot[] {
  return locateJsonPaths(text, paths);
}

/** A path's spot in a parsed YAML document (aliases are followed). */
export function yamlSpot(doc: Document.Parsed, path: readonly PathSegment[]): Spot {
  const yaml = loadYaml();
  for (let n = path.length; n >= 0; n--) {
    const found = yamlNodeAt(doc, path.slice(0, n));
    if (!found) continue;
    const block = (yaml.isMap(found.node) || yaml.isSeq(found.node)) && !found.node.flow;
    const key = found.key?.range?.[0];
    const value = block && key !== undefined ? key : (found.node.range?.[0] ?? 0);
    return key === undefined ? { depth: n, value } : { depth: n, value, key };
  }
  return { depth: 0, value: 0 };
}

/** Spots of paths in a document known only by its text (parsed here: meant for the rare located error). */
export function locateInText(file: string, text: string, paths: readonly (readonly PathSegment[])[]): Spot[] {
  if (isJsonText(file, text)) return jsonSpots(text, paths);
  const doc = loadYaml().parseDocument(text, { uniqueKeys: false });
  return paths.map((p) => yamlSpot(doc, p));
}

/** The path of the value at a text offset (the reverse of locating). */
export function pathAtOffset(file: string, text: string, offset: number): PathSegment[] {
  if (isJsonText(file, text)) return getLocation(text, offset + 1).path;
  const yaml = loadYaml();
  const doc = yaml.parseDocument(text, { uniqueKeys: false });
  const path: PathSegment[] = [];
  let node: unknown = doc.contents;
  descend: for (;;) {
    if (yaml.isMap(node)) {
      for (const pair of node.items) {
        const k = pair.key as YamlNode | null;
        const v = pair.value as YamlNode | null;
        const end = v?.range?.[1] ?? k?.range?.[1] ?? -1;
        if (k?.range && k.range[0] <= offset && offset < end) {
          path.push(yaml.isScalar(k) ? String(k.value) : String(k));
          if (k.range[0] === offset || !v) break descend;
          node = v;
          continue descend;
        }
      }
    } else if (yaml.isSeq(node)) {
      for (const [i, item] of node.items.entries()) {
        const r = (item as YamlNode | null)?.range;
        if (r && r[0] <= offset && offset < r[1]) {
          path.push(i);
          node = item;
          continue descend;
        }
      }
    }
    break;
  }
  return path;
}

/** The YAML node at a path, and its key node when it is a mapping value; aliases are followed. */
function yamlNodeAt(doc: Document.Parsed, path: readonly PathSegment[]): { node: YamlNode; key?: YamlNode } | undefined {
  const { isAlias, isMap, isPair, isScalar, isSeq } = loadYaml();
  let node = doc.contents as YamlNode | null;
  let key: YamlNode | undefined;
  for (const seg of path) {
    if (node && isAlias(node)) node = node.resolve(doc) ?? null;
    if (!node) return undefined;
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && String(isScalar(p.key) ? p.key.value : p.key) === String(seg));
      if (!pair) return undefined;
      key = pair.key as YamlNode;
      node = (pair.value as YamlNode | null) ?? key;
    } else if (isSeq(node)) {
      const item = node.items[Number(seg)];
      if (item === undefined) return undefined;
      key = undefined;
      node = item as YamlNode;
    } else return undefined;
  }
  return node ? { node, ...(key ? { key } : {}) } : undefined;
}
