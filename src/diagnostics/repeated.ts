import type { Diagnostic } from './diagnostic.js';

/** Codes reported once per site rather than once per page: the same finding repeats on every page that uses it. */
const ONCE_PER_SITE = new Set(['icon-substituted']);

/**
 * Collapse the per-page diagnostics of ONCE_PER_SITE codes that say the same thing (the same icon, the
 * same style) into the first, placed where it was first found, with how many pages it was found on.
 * The others pass unchanged, in order.
 */
export function oncePerSite(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const first = new Map<string, { d: Diagnostic; pages: number }>();
  const out: Diagnostic[] = [];
  for (const d of diagnostics) {
    if (!ONCE_PER_SITE.has(d.code)) {
      out.push(d);
      continue;
    }
    // A page's own detail (`first: name`) is not part of what is repeated.
    const key = `${d.code}\0${d.severity}\0${d.message.replace(/ \(first: [^)]*\)$/, '')}`;
    const seen = first.get(key);
    if (seen) {
      seen.pages++;
      continue;
    }
    const entry = { d: { ...d }, pages: 1 };
    first.set(key, entry);
    out.push(entry.d);
  }
  for (const { d, pages } of first.values()) if (pages > 1) d.message += ` (on ${pages} pages; the first is here)`;
  return out;
}
