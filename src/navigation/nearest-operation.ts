import { distance } from 'fastest-levenshtein';
import { closestMatch } from '../diagnostics/did-you-mean.js';

/**
 * The operation a reference that names none most likely means (`METHOD /path` strings, or `webhook name`):
 * the one with the nearest path (see pathDistance), the same method first among equals. Even a far one
 * beats no hint. A webhook name gets a near spelling only.
 */
export function nearestOperation(wanted: string, known: readonly string[]): string | undefined {
  const [method, path] = split(wanted);
  if (method === 'webhook') return closestMatch(wanted, known);
  let best: string | undefined;
  let bestScore: [number, number] = [Infinity, Infinity];
  for (const k of known) {
    const [m, p] = split(k);
    if (m === 'webhook') continue;
    const score: [number, number] = [pathDistance(path, p), m.toUpperCase() === method.toUpperCase() ? 0 : 1];
    if (score[0] < bestScore[0] || (score[0] === bestScore[0] && score[1] < bestScore[1])) {
      bestScore = score;
      best = k;
    }
  }
  return best;
}

/**
 * How far apart two paths are, segment by segment: a segment added or left out costs 1, one spelt
 * otherwise up to 2 (by how much of it differs), two `{parameters}` nothing. A prefix the author left in
 * the server URL (`GET /models` for `GET /gateway/models`) is then nearer than another word of the same length.
 */
function pathDistance(a: string, b: string): number {
  const x = segments(a);
  const y = segments(b);
  let row = y.map((_, j) => j + 1);
  row.unshift(0);
  for (let i = 1; i <= x.length; i++) {
    const next = [i];
    for (let j = 1; j <= y.length; j++) {
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + segmentCost(x[i - 1]!, y[j - 1]!));
    }
    row = next;
  }
  return row[y.length]!;
}

function segmentCost(a: string, b: string): number {
  if (a.startsWith('{') && b.startsWith('{')) return 0;
  return (2 * distance(a, b)) / Math.max(a.length, b.length, 1);
}

const segments = (path: string): string[] => path.toLowerCase().split('/').filter(Boolean);

/** `GET /path` → [`GET`, `/path`]. */
function split(ref: string): [string, string] {
  const space = ref.indexOf(' ');
  return space < 0 ? ['', ref] : [ref.slice(0, space), ref.slice(space + 1)];
}
