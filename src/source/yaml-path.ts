import type * as Yaml from 'yaml';
import type { Document, Node as YamlNode } from 'yaml';
import type { PathSegment } from '../common/json-pointer.js';

/**
 * The YAML node at a path of a parsed document, and its key node when it is a mapping value; aliases
 * are followed. The `yaml` module is passed in so callers that load it lazily (openapi-check's
 * start-up) can share this with those that import it.
 */
export function yamlNodeAt(
  yaml: typeof Yaml,
  doc: Document.Parsed,
  path: readonly PathSegment[],
): { node: YamlNode; key?: YamlNode } | undefined {
  const { isAlias, isMap, isPair, isScalar, isSeq } = yaml;
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
