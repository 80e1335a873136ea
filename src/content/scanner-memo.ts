/**
 * A regex engine that compiles each distinct pattern once, whatever lists it is in.
 *
 * The TextMate tokenizer compiles a scanner (all the patterns a rule may match next) for every rule
 * it reaches, in every grammar, and again each time an `end` pattern with a back-reference is
 * resolved. The lists differ, but mostly by a pattern or two: a rule's list repeats the patterns of
 * the rules it includes, and a resolved `end` comes with the rule's whole body. Compiled as lists, the
 * pipecat repository's code blocks compiled 8,292 patterns, of which 1,069 were distinct (760 ms of
 * one thread's time against about 110 ms). So each pattern is compiled alone, once, and a rule's
 * scanner searches its patterns one by one and takes the earliest match (the lowest index on a tie),
 * which is what a compiled list answers.
 *
 * Searching pattern by pattern would scan further than a list does (each pattern runs to its own
 * next match), so each pattern keeps its last search: on the same line, from a position no later
 * than the new one, a match that starts at or after the new position is still that pattern's first
 * match from there (and no match then is still none). Oniguruma's scanner does the same for long
 * lines. Patterns with `\G`, which match only where a search starts, are searched every time.
 * Tokenizing the real repositories' code blocks in one thread took a quarter less time (pipecat
 * 2.71 s against 2.04 s, turso 2.85 against 2.17), with the same tokens; highlighting as the build
 * does (bench/front-end-floor.mjs) pipecat's took 15 % less CPU (4.59 s against 5.42). The 200-page
 * corpus, whose four languages compile few patterns, highlights in the same time as before.
 */
import type { PatternScanner, RegexEngine } from 'shiki';

/** Patterns kept beyond which a rule's list is compiled unshared (back-references can make many one-off patterns). */
const MAX_SHARED = 10_000;

export interface SharingEngine extends RegexEngine {
  /** Free every shared pattern (after the highlighter using them is disposed). */
  dispose(): void;
}

type Search = PatternScanner['findNextMatchSync'];
type Line = Parameters<Search>[0];
type Match = NonNullable<ReturnType<Search>>;

/** One compiled pattern and its last search. */
interface SharedPattern {
  scanner: PatternScanner;
  /** Has `\G`: a search's result depends on where it starts, so none is reused. */
  anchored: boolean;
  line: Line | undefined;
  from: number;
  options: number;
  found: Match | null;
}

export function sharingScanners(engine: RegexEngine, max = MAX_SHARED): SharingEngine {
  const patterns = new Map<string, SharedPattern>();

  /** The first match of `p` at or after `start`, reusing its last search when that still answers. */
  const search = (p: SharedPattern, line: Line, start: number, options: number): Match | null => {
    if (!p.anchored && p.line === line && p.options === options && p.from <= start) {
      if (p.found === null || p.found.captureIndices[0]!.start >= start) return p.found;
    }
    p.line = line;
    p.from = start;
    p.options = options;
    p.found = p.scanner.findNextMatchSync(line, start, options);
    return p.found;
  };

  return {
    createString: (s) => engine.createString(s),
    createScanner(list) {
      const sources = list.map((p) => (typeof p === 'string' ? p : `/${p.source}/${p.flags}`));
      if (sources.some((s) => !patterns.has(s)) && patterns.size + sources.length > max) return engine.createScanner(list);
      const shared = list.map((p, i) => {
        let entry = patterns.get(sources[i]!);
        if (!entry) {
          entry = {
            scanner: engine.createScanner([p]),
            anchored: sources[i]!.includes('\\G'),
            line: undefined,
            from: 0,
            options: 0,
            found: null,
          };
          patterns.set(sources[i]!, entry);
        }
        return entry;
      });
      return {
        findNextMatchSync(line, start, options) {
          const flags = Number(options ?? 0);
          let best: Match | null = null;
          let bestIndex = -1;
          for (let i = 0; i < shared.length; i++) {
            const found = search(shared[i]!, line, start, flags);
            if (found && (!best || found.captureIndices[0]!.start < best.captureIndices[0]!.start)) {
              best = found;
              bestIndex = i;
              // Nothing starts earlier than where the search starts.
              if (found.captureIndices[0]!.start === start) break;
            }
          }
          return best && { index: bestIndex, captureIndices: best.captureIndices };
        },
        // A rule frees its scanner when it resolves new back-references: the patterns stay for the others.
        dispose() {},
      };
    },
    dispose() {
      for (const p of patterns.values()) p.scanner.dispose?.();
      patterns.clear();
    },
  };
}
