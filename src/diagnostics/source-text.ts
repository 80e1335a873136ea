/** A file's text with a lazily built line table, so offsets become 1-based line:column. */
export class SourceText {
  private lineStarts: number[] | undefined;

  constructor(
    /** Path relative to the docs folder. */
    readonly file: string,
    readonly text: string,
  ) {}

  /** Convert a 0-based character offset to a 1-based line and column. */
  position(offset: number): { line: number; column: number } {
    const starts = (this.lineStarts ??= computeLineStarts(this.text));
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= clamped) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: clamped - starts[lo]! + 1 };
  }

  /** The text of a 1-based line, without its line break. */
  lineText(line: number): string {
    const starts = (this.lineStarts ??= computeLineStarts(this.text));
    const start = starts[line - 1];
    if (start === undefined) return '';
    const end = starts[line] ?? this.text.length;
    return this.text.slice(start, end).replace(/\r?\n$/, '');
  }
}

function computeLineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}
