/**
 * Server-sent events read as they arrive, per the HTML standard's event-stream interpretation
 * (lines end in CRLF, LF or CR; `data` lines join with newlines; `event`, `id`; comments and `retry`
 * ignored; an empty line dispatches). No package in the runtime's dependencies parses a stream fed
 * in chunks, and the rules fit in a screen.
 */
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

export class SseReader {
  private buffer = '';
  /** The last chunk ended in CR: a following LF belongs to that line end. */
  private afterCr = false;
  private data: string[] = [];
  private type = '';
  private lastId: string | undefined;

  /** Feed decoded text; returns the events it completed. */
  push(text: string): SseEvent[] {
    if (this.afterCr && text.startsWith('\n')) text = text.slice(1);
    this.afterCr = false;
    this.buffer += text;
    const out: SseEvent[] = [];
    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      const ch = this.buffer[i];
      if (ch !== '\n' && ch !== '\r') continue;
      this.line(this.buffer.slice(start, i), out);
      if (ch === '\r') {
        if (i + 1 === this.buffer.length) this.afterCr = true;
        else if (this.buffer[i + 1] === '\n') i++;
      }
      start = i + 1;
    }
    this.buffer = this.buffer.slice(start);
    return out;
  }

  private line(line: string, out: SseEvent[]): void {
    if (line === '') {
      if (this.data.length) {
        out.push({ event: this.type || 'message', data: this.data.join('\n'), ...(this.lastId !== undefined ? { id: this.lastId } : {}) });
      }
      this.data = [];
      this.type = '';
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.type = value;
    else if (field === 'id' && !value.includes('\0')) this.lastId = value;
  }
}

/** Splits JSON lines (`application/x-ndjson`, `jsonl`) and JSON text sequences (RS-separated) as they arrive. */
export class LineReader {
  private buffer = '';
  constructor(private readonly separator: RegExp) {}

  push(text: string): string[] {
    this.buffer += text;
    const parts = this.buffer.split(this.separator);
    this.buffer = parts.pop() ?? '';
    return parts.map((p) => p.trim()).filter(Boolean);
  }

  end(): string[] {
    const rest = this.buffer.trim();
    this.buffer = '';
    return rest ? [rest] : [];
  }
}
