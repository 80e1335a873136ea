import { parseTree, findNodeAtLocation, type Node } from 'jsonc-parser';
import { SourceText } from '../diagnostics/source-text.js';
import type { PathSegment } from '../common/json-pointer.js';

/**
 * A parsed JSON file that can say where a path sits in its text. The syntax tree is built only
 * when the first location is asked for, so a valid file costs one `JSON.parse`.
 */
export class JsonSource extends SourceText {
  private tree: Node | undefined | null = null;

  constructor(
    file: string,
    text: string,
    readonly value: unknown,
  ) {
    super(file, text);
  }

  /**
   * Locate a path: the value's start, or with `atKey` the property name's start. A path that does
   * not exist (a missing required key) resolves to its deepest existing ancestor.
   */
  locate(path: readonly PathSegment[], atKey = false): { line: number; column: number } {
    if (this.tree === null) this.tree = parseTree(this.text, [], { allowTrailingComma: true, disallowComments: false });
    if (!this.tree) return { line: 1, column: 1 };
    for (let n = path.length; n >= 0; n--) {
      const node = findNodeAtLocation(this.tree, path.slice(0, n) as (string | number)[]);
      if (!node) continue;
      const keyNode = atKey && n === path.length && node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
      return this.position((keyNode ?? node).offset);
    }
    return { line: 1, column: 1 };
  }
}
