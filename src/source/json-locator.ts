/**
 * Find where many paths sit in a JSON text in one pass, without building a syntax tree: a scanner
 * descends only into the members that lead to a wanted path and skips everything else. On a 13 MB
 * description this is a few tens of milliseconds, where a full tree costs seconds of allocation.
 */

export interface LocateRequest {
  path: readonly string[];
  /** The property name's offset instead of the value's. */
  atKey?: boolean;
}

interface Trie {
  children: Map<string, Trie>;
  /** Request indexes that end here and want the value / the key. */
  value: number[];
  key: number[];
}

const STRUCTURAL = /["{}[\]]/g;

const newTrie = (): Trie => ({ children: new Map(), value: [], key: [] });

/**
 * The 0-based offset of each request (its deepest existing ancestor when the path does not exist,
 * 0 for the root). Assumes `text` is valid JSON (it was parsed before).
 */
export function locateJsonOffsets(text: string, requests: readonly LocateRequest[]): number[] {
  const out = scanOffsets(text, requests);
  fillMissing(requests, out, text);
  return out;
}

/** One scan of `text` for every request: its offset, or -1 when the path does not exist. */
function scanOffsets(text: string, requests: readonly LocateRequest[]): number[] {
  const out = new Array<number>(requests.length).fill(-1);
  const root = newTrie();
  requests.forEach((r, i) => {
    let t = root;
    for (const seg of r.path) {
      let next = t.children.get(seg);
      if (!next) t.children.set(seg, (next = newTrie()));
      t = next;
    }
    (r.atKey ? t.key : t.value).push(i);
  });
  const scanner = new Scanner(text);
  scanner.skipWs();
  visitValue(scanner, root, 0, out);
  return out;
}

/** Paths that do not exist (a missing required property) take their deepest existing ancestor's offset. */
function fillMissing(requests: readonly LocateRequest[], out: number[], text: string): void {
  const missing: number[] = [];
  out.forEach((o, i) => {
    if (o === -1) {
      out[i] = 0;
      if (requests[i]!.path.length > 0) missing.push(i);
    }
  });
  if (missing.length === 0) return;
  // Ask again for every ancestor of the missing paths, then take the deepest one found.
  const asks: LocateRequest[] = [];
  const owners: [number, number][] = [];
  for (const i of missing) {
    const p = requests[i]!.path;
    for (let n = p.length - 1; n >= 1; n--) {
      owners.push([i, n]);
      asks.push({ path: p.slice(0, n) });
    }
  }
  const found = scanOffsets(text, asks);
  const best = new Map<number, number>();
  owners.forEach(([i, n], k) => {
    if (found[k] !== -1 && (best.get(i) ?? 0) < n + 1) {
      best.set(i, n + 1);
      out[i] = found[k]!;
    }
  });
}

class Scanner {
  pos = 0;
  constructor(readonly text: string) {}

  skipWs(): void {
    const t = this.text;
    let p = this.pos;
    for (;;) {
      const c = t.charCodeAt(p);
      if (c === 32 || c === 10 || c === 13 || c === 9) p++;
      else break;
    }
    this.pos = p;
  }

  /** Read a string starting at `pos` (on the quote); returns its decoded value. */
  readString(): string {
    const t = this.text;
    const start = this.pos + 1;
    let p = start;
    for (;;) {
      const q = t.indexOf('"', p);
      if (q === -1) {
        this.pos = t.length;
        return '';
      }
      let bs = 0;
      for (let k = q - 1; k >= start && t.charCodeAt(k) === 92; k--) bs++;
      if (bs % 2 === 0) {
        this.pos = q + 1;
        const raw = t.slice(start, q);
        return raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
      }
      p = q + 1;
    }
  }

  /** Skip one value (iteratively for containers). */
  skipValue(): void {
    const t = this.text;
    const c = t.charCodeAt(this.pos);
    if (c === 34) {
      this.skipString();
      return;
    }
    if (c !== 123 && c !== 91) {
      let p = this.pos;
      for (;;) {
        const d = t.charCodeAt(p);
        if (d === 44 || d === 125 || d === 93 || d === 32 || d === 10 || d === 13 || d === 9 || Number.isNaN(d)) break;
        p++;
      }
      this.pos = p;
      return;
    }
    // Jump from one structural character to the next (native regex scan), skipping strings whole.
    let depth = 0;
    const re = STRUCTURAL;
    re.lastIndex = this.pos;
    for (;;) {
      const m = re.exec(t);
      if (!m) {
        this.pos = t.length;
        return;
      }
      const d = t.charCodeAt(m.index);
      if (d === 34) {
        this.pos = m.index;
        this.skipString();
        re.lastIndex = this.pos;
        continue;
      }
      if (d === 123 || d === 91) depth++;
      else if (--depth === 0) {
        this.pos = m.index + 1;
        return;
      }
    }
  }

  skipString(): void {
    const t = this.text;
    let p = this.pos + 1;
    for (;;) {
      const q = t.indexOf('"', p);
      if (q === -1) {
        this.pos = t.length;
        return;
      }
      let bs = 0;
      for (let k = q - 1; t.charCodeAt(k) === 92; k--) bs++;
      if (bs % 2 === 0) {
        this.pos = q + 1;
        return;
      }
      p = q + 1;
    }
  }
}

/** Visit the value at the scanner's position under `trie`; recursion depth is bounded by the wanted paths' length. */
function visitValue(s: Scanner, trie: Trie, _depth: number, out: number[]): void {
  for (const i of trie.value) out[i] = s.pos;
  if (trie.children.size === 0) {
    s.skipValue();
    return;
  }
  const t = s.text;
  const c = t.charCodeAt(s.pos);
  if (c === 123) {
    s.pos++;
    s.skipWs();
    if (t.charCodeAt(s.pos) === 125) {
      s.pos++;
      return;
    }
    let remaining = trie.children.size;
    for (;;) {
      s.skipWs();
      const keyStart = s.pos;
      const key = s.readString();
      s.skipWs();
      s.pos++; // ':'
      s.skipWs();
      const child = trie.children.get(key);
      if (child) {
        for (const i of child.key) out[i] = keyStart;
        visitValue(s, child, _depth + 1, out);
        remaining--;
      } else s.skipValue();
      s.skipWs();
      const d = t.charCodeAt(s.pos);
      s.pos++;
      if (d !== 44) return; // '}' (or the end)
      if (remaining === 0) {
        // Nothing more wanted here: skip the rest of the object.
        s.pos--;
        skipRest(s, 125);
        return;
      }
    }
  }
  if (c === 91) {
    s.pos++;
    s.skipWs();
    if (t.charCodeAt(s.pos) === 93) {
      s.pos++;
      return;
    }
    let remaining = trie.children.size;
    for (let index = 0; ; index++) {
      s.skipWs();
      const child = trie.children.get(String(index));
      if (child) {
        for (const i of child.key) out[i] = s.pos;
        visitValue(s, child, _depth + 1, out);
        remaining--;
      } else s.skipValue();
      s.skipWs();
      const d = t.charCodeAt(s.pos);
      s.pos++;
      if (d !== 44) return;
      if (remaining === 0) {
        s.pos--;
        skipRest(s, 93);
        return;
      }
    }
  }
  s.skipValue();
}

/** From a `,` inside a container, skip to just after its closing bracket. */
function skipRest(s: Scanner, close: number): void {
  const t = s.text;
  for (;;) {
    s.skipWs();
    const d = t.charCodeAt(s.pos);
    if (Number.isNaN(d)) return;
    if (d === close) {
      s.pos++;
      return;
    }
    if (d === 44 || d === 58) {
      s.pos++;
      continue;
    }
    s.skipValue();
  }
}
