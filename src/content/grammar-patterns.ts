/**
 * The patterns of a site's TextMate grammar that Oniguruma cannot compile.
 *
 * Shiki's Oniguruma does not throw on such a pattern: the scanner made for a rule (every pattern the
 * rule may match next) compiles, and never matches. One typo thus switches off its neighbours' colours
 * too, without a word. Each pattern is compiled here beside one that surely matches the probe text: a
 * scanner that then finds nothing holds a pattern that did not compile, as the highlighter would meet it.
 */
import type { RegexEngine } from 'shiki';
import { isObject } from '../common/is-object.js';
import type { PathSegment } from '../common/json-pointer.js';
import { onigurumaEngine } from './oniguruma.js';

/** Rule fields holding a regular expression. */
const PATTERN_FIELDS = ['match', 'begin', 'end', 'while'] as const;
/** Fields whose back-references (`\1`) name the `begin` pattern's captures, filled in before they compile. */
const RESOLVED_LATER = new Set(['end', 'while']);

let engine: Promise<RegexEngine> | undefined;

/** Call `visit` with every object (a rule, a capture, a repository) in a grammar's JSON and where it sits. */
export function eachGrammarObject(
  value: unknown,
  visit: (obj: Record<string, unknown>, path: PathSegment[]) => void,
  path: PathSegment[] = [],
): void {
  if (Array.isArray(value)) value.forEach((x, i) => eachGrammarObject(x, visit, [...path, i]));
  else if (isObject(value)) {
    visit(value, path);
    for (const [k, x] of Object.entries(value)) if (typeof x === 'object') eachGrammarObject(x, visit, [...path, k]);
  }
}

/** Where each pattern that does not compile sits in `grammar` (a grammar already checked for shape). */
export async function deadPatterns(grammar: unknown): Promise<PathSegment[][]> {
  const found: { path: PathSegment[]; source: string }[] = [];
  eachGrammarObject(grammar, (rule, path) => {
    for (const field of PATTERN_FIELDS) {
      const source = rule[field];
      if (typeof source === 'string')
        found.push({ path: [...path, field], source: RESOLVED_LATER.has(field) ? withoutBackReferences(source) : source });
    }
  });
  if (!found.length) return [];
  const onig = await (engine ??= onigurumaEngine());
  return found.filter(({ source }) => !compiles(onig, source)).map(({ path }) => path);
}

/** Whether Oniguruma compiles `source`: beside it, a pattern matching the probe must be found. */
function compiles(onig: RegexEngine, source: string): boolean {
  const scanner = onig.createScanner([source, 'a']);
  try {
    return scanner.findNextMatchSync('zza', 0, 0) !== null;
  } finally {
    scanner.dispose?.();
  }
}

/** A back-reference (`\1`, not an escaped backslash before a digit) as the literal text it will be. */
function withoutBackReferences(source: string): string {
  return source.replace(/(?<!\\)((?:\\\\)*)\\[1-9]\d*/g, '$1x');
}
