import { SourceText } from '../diagnostics/source-text.js';
import type { PathSegment } from '../common/json-pointer.js';
import { jsonSpots, spotOffset } from './locate.js';

/** A parsed JSON file that can say where a path sits in its text (found by a scan, only when asked). */
export class JsonSource extends SourceText {
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
    return this.position(spotOffset(jsonSpots(this.text, [path])[0]!, { path, atKey }));
  }
}
