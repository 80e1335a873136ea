/**
 * A regex engine that compiles each distinct list of patterns once.
 *
 * The TextMate tokenizer compiles a scanner (all the patterns a rule may match next) for every rule
 * it reaches, in every grammar, and again each time an `end` pattern with a back-reference is
 * resolved. Grammars that share rules (JavaScript, JSX, TypeScript and TSX; shells) and rules entered
 * again with the same back-reference compile the very same list: in the pipecat repository 324 of
 * 512 compilations, a second of a build's CPU. A compiled scanner holds no state between searches,
 * so rules with equal lists can share one.
 */
import type { PatternScanner, RegexEngine } from 'shiki';

/** Lists kept beyond which new ones are compiled unshared (back-references can make many one-off lists). */
const MAX_SHARED = 2_000;

export interface SharingEngine extends RegexEngine {
  /** Free every shared scanner (after the highlighter using them is disposed). */
  dispose(): void;
}

export function sharingScanners(engine: RegexEngine, max = MAX_SHARED): SharingEngine {
  const scanners = new Map<string, PatternScanner>();
  return {
    createString: (s) => engine.createString(s),
    createScanner(patterns) {
      const key = JSON.stringify(patterns.map((p) => (typeof p === 'string' ? p : `/${p.source}/${p.flags}`)));
      let scanner = scanners.get(key);
      if (!scanner) {
        if (scanners.size >= max) return engine.createScanner(patterns);
        scanners.set(key, (scanner = engine.createScanner(patterns)));
      }
      const shared = scanner;
      // The tokenizer disposes a rule's scanner when it resolves new back-references: a shared one
      // stays for the other rules and is freed with the engine.
      return { findNextMatchSync: (string, start, options) => shared.findNextMatchSync(string, start, options), dispose() {} };
    },
    dispose() {
      for (const s of scanners.values()) s.dispose?.();
      scanners.clear();
    },
  };
}
