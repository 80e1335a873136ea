/**
 * A Server-Sent Events client for the dev server's `/_sextant/events`, for tests without a browser.
 */
import http from 'node:http';

/** A Server-Sent Events client that can wait for the next event of a type. */
export class EventStream {
  private waiters: { type: string; resolve: () => void }[] = [];
  private buffer = '';

  private constructor(private readonly req: http.ClientRequest) {}

  static open(url: string): Promise<EventStream> {
    return new Promise((resolve, reject) => {
      const req = http.get(url, (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => stream.feed(chunk));
        resolve(stream);
      });
      const stream = new EventStream(req);
      req.on('error', reject);
    });
  }

  next(type: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "${type}" event within 45 s`)), 45_000);
      this.waiters.push({ type, resolve: () => (clearTimeout(timer), resolve()) });
    });
  }

  close(): void {
    this.req.destroy();
  }

  private feed(chunk: string): void {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) !== -1) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const type = /^event: (.+)$/m.exec(block)?.[1];
      if (!type) continue;
      const i = this.waiters.findIndex((w) => w.type === type);
      if (i !== -1) this.waiters.splice(i, 1)[0]!.resolve();
    }
  }
}
