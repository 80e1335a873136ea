import { distance } from 'fastest-levenshtein';

/**
 * Return the candidate closest to `input`, or undefined when none is close enough to be a likely typo.
 * Case differences count as near matches; the allowed distance grows with the word's length.
 */
export function closestMatch(input: string, candidates: Iterable<string>): string | undefined {
  const lower = input.toLowerCase();
  let best: string | undefined;
  let bestScore = Infinity;
  for (const c of candidates) {
    if (c === input) continue;
    const score = c.toLowerCase() === lower ? 0 : distance(lower, c.toLowerCase());
    if (score < bestScore) {
      bestScore = score;
      best = c;
    }
  }
  const limit = Math.max(1, Math.floor((input.length + 2) / 3));
  return bestScore <= limit ? best : undefined;
}

/** Format a did-you-mean hint, or undefined when nothing matches. */
export function didYouMean(input: string, candidates: Iterable<string>): string | undefined {
  const m = closestMatch(input, candidates);
  return m === undefined ? undefined : `did you mean \`${m}\`?`;
}
