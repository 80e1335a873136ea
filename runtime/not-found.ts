/**
 * The 404 page's suggestions: the pages whose path (or title) is nearest to the one the reader asked
 * for, from the small route list the build writes. Loaded by the 404 page only (inlined there).
 */
import { distance } from 'fastest-levenshtein';
import { linkPath } from './link-path.js';

type Entry = [path: string, title: string];

const box = document.getElementById('sx-suggestions');
const list = box?.querySelector('ul');
if (box && list && box.dataset['routes']) {
  fetch(box.dataset['routes'])
    .then((r) => (r.ok ? (r.json() as Promise<Entry[]>) : []))
    .then((routes) => show(nearest(location.pathname, routes)))
    .catch(() => undefined);
}

/** Words of a path or title, lower case: `/Guides/Get_started.html` → `guides get started`. */
function words(s: string): string {
  return s
    .toLowerCase()
    .replace(/\.html?$|\/index$/, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');
}

/** Up to five pages, best first: by edit distance on the whole path and on its last segment, and shared words. */
export function nearest(asked: string, routes: Entry[]): Entry[] {
  const want = words(decodeURIComponent(asked));
  const last = want.split(' ').slice(-1)[0] ?? '';
  if (!want) return [];
  const scored = routes.map((entry) => {
    const path = words(entry[0]);
    const tail = path.split(' ').slice(-1)[0] ?? '';
    const whole = distance(want, path) / Math.max(want.length, path.length, 1);
    const end = distance(last, tail) / Math.max(last.length, tail.length, 1);
    const shared = want.split(' ').filter((w) => path.includes(w) || words(entry[1]).includes(w)).length / want.split(' ').length;
    return { entry, score: Math.min(whole, end) - shared * 0.3 };
  });
  return scored
    .filter((s) => s.score < 0.5)
    .sort((a, b) => a.score - b.score)
    .slice(0, 5)
    .map((s) => s.entry);
}

function show(found: Entry[]): void {
  if (!box || !list || !found.length) return;
  for (const [path, title] of found) {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = linkPath(path);
    a.textContent = title;
    const small = document.createElement('span');
    small.className = 'sx-suggestion-path';
    small.textContent = path;
    a.append(' ', small);
    li.append(a);
    list.append(li);
  }
  box.hidden = false;
}
