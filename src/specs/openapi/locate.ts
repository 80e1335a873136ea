/**
 * Positions in spec files for diagnostics. Only called when something is wrong, so it re-reads and
 * re-parses the file with positions instead of keeping source text for every loaded spec.
 */

import { toPointer, type PathSegment } from '../../common/json-pointer.js';
import { SourceText } from '../../diagnostics/source-text.js';
import { locateInText, pathAtOffset } from '../../source/locate.js';

export interface SpecLocation {
  line: number;
  column: number;
  pointer: string;
}

const START: SpecLocation = { line: 1, column: 1, pointer: '' };

/** The first `$ref` whose value is `ref` in a spec's text: its line, column and JSON pointer. */
export function locateRef(file: string, text: string, ref: string): SpecLocation {
  const quoted = ref.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`["']?\\$ref["']?\\s*:\\s*["']?${quoted}["']?\\s*(?:[,}\\n\\r]|$)`);
  const m = re.exec(text);
  if (!m) return START;
  const { line, column } = new SourceText(file, text).position(m.index);
  return { line, column, pointer: toPointer(pathAtOffset(file, text, m.index)) };
}

/** Locate a path: its key when it exists, else its deepest existing ancestor's (or the ancestor itself). */
export function locatePath(file: string, text: string, path: readonly PathSegment[]): SpecLocation {
  if (!text) return START;
  const spot = locateInText(file, text, [path])[0]!;
  return { ...new SourceText(file, text).position(spot.key ?? spot.value), pointer: toPointer(path.slice(0, spot.depth)) };
}
