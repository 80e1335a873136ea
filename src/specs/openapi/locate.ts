/**
 * Positions in spec files for diagnostics. Only called when something is wrong, so it re-reads and
 * re-parses the file with positions instead of keeping source text for every loaded spec.
 */

import { findNodeAtLocation, getLocation, parseTree } from 'jsonc-parser';
import * as yaml from 'yaml';
import type { Node as YamlNode } from 'yaml';
import { toPointer, type PathSegment } from '../../common/json-pointer.js';
import { SourceText } from '../../diagnostics/source-text.js';
import { yamlNodeAt } from '../../source/yaml-path.js';

export interface SpecLocation {
  line: number;
  column: number;
  pointer: string;
}

const START: SpecLocation = { line: 1, column: 1, pointer: '' };

/** Whether a spec's text is JSON (the same rule readDocument applies). */
export function isJsonText(file: string, text: string): boolean {
  return /\.json$/i.test(file) || /^\s*[{[]/.test(text.slice(0, 64));
}

/** The first `$ref` whose value is `ref` in a spec's text: its line, column and JSON pointer. */
export function locateRef(file: string, text: string, ref: string): SpecLocation {
  const quoted = ref.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`["']?\\$ref["']?\\s*:\\s*["']?${quoted}["']?\\s*(?:[,}\\n\\r]|$)`);
  const m = re.exec(text);
  if (!m) return START;
  const { line, column } = new SourceText(file, text).position(m.index);
  return { line, column, pointer: pointerAt(file, text, m.index) };
}

/** Locate a path (its key when it exists, else its deepest existing ancestor). */
export function locatePath(file: string, text: string, path: readonly PathSegment[]): SpecLocation {
  const src = new SourceText(file, text);
  if (isJsonText(file, text)) {
    const tree = parseTree(text, [], { allowTrailingComma: true });
    if (!tree) return START;
    for (let n = path.length; n >= 0; n--) {
      const node = findNodeAtLocation(tree, path.slice(0, n) as (string | number)[]);
      if (!node) continue;
      const key = n > 0 && node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
      return { ...src.position((key ?? node).offset), pointer: toPointer(path.slice(0, n)) };
    }
    return START;
  }
  const doc = yaml.parseDocument(text, { keepSourceTokens: false, uniqueKeys: false });
  for (let n = path.length; n >= 0; n--) {
    const found = yamlNodeAt(yaml, doc, path.slice(0, n));
    const at = found?.key ?? found?.node;
    if (at?.range) return { ...src.position(at.range[0]), pointer: toPointer(path.slice(0, n)) };
  }
  return START;
}

/** The JSON pointer of the value at a text offset. */
function pointerAt(file: string, text: string, offset: number): string {
  if (isJsonText(file, text)) return toPointer(getLocation(text, offset + 1).path);
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
  return toPointer(path);
}
