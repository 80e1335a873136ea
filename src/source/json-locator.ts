/**
 * Find where many paths sit in a JSON text in one pass, without building a syntax tree: a scanner
 * descends only into the members that lead to a wanted path and skips everything else. On a 13 MB
 * description this is a few tens of milliseconds, where a full tree costs seconds of allocation.
 */

/** Where one path was found: the deepest existing node on it (the path itself when `depth` is its length). */
export interface JsonSpot {
  /** How many segments of the path exist (0: only the root). */
  depth: number;
  /** Offset of the node's value. */
  value: number;
  /** Offset of its property name, when it is an object member. */
  key?: number;
}

interface Trie {
  children: Map<string, Trie>;
  /** Indexes of the requests whose path passes through (or ends at) this node. */
  through: number[];
}

const STRUCTURAL = /["{}[\]]/g;

/**
 * Each path's deepest existing node, in one scan of `text`. Assumes `text` is valid JSON (it was
 * parsed before); a leading byte-order mark is skipped, offsets stay offsets into `text`.
 */
export function locateJsonPaths(text: string, paths: readonly (readonly (string | number)[])[]): JsonSpot[] {
  const root: Trie = { children: new Map(), through: [] };
  const out: JsonSpot[] = paths.map(() => ({ depth: 0, value: 0 }));
  paths.forEach((path, i) => {
    let t = root;
    t.through.push(i);
    for (const seg of path) {
      const key = String(seg);
      let next = t.children.get(key);
      if (!next) t.children.set(key, (next = { children: new Map(), through: [] }));
      t = next;
      t.through.push(i);
    }
  });
  const scanner = new Scanner(text);
  if (text.charCodeAt(0) === 0xfeff) scanner.pos = 1;
  scanner.skipWs();
  visitValue(scanner, root, 0, undefined, out);
  return out;
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

/** Visit the value at the scanner's position under `trie` (at `depth`, its name at `key`); recursion is bounded by the paths' length. */
function visitValue(s: Scanner, trie: Trie, depth: number, key: number | undefined, out: JsonSpot[]): void {
  // Parents are visited before their children: the deepest node on each path is written last.
  for (const i of trie.through) out[i] = key === undefined ? { depth, value: s.pos } : { depth, value: s.pos, key };
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
      const name = s.readString();
      s.skipWs();
      s.pos++; // ':'
      s.skipWs();
      const child = trie.children.get(name);
      if (child) {
        visitValue(s, child, depth + 1, keyStart, out);
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
        visitValue(s, child, depth + 1, undefined, out);
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
