import { hasWildcardHost, parseOriginPattern, type OriginPattern } from '../../common/origin-pattern.js';

/** How an allow-list entry matched a target. */
export interface AllowMatch {
  /** The entry, as written in the list. */
  entry: string;
  /** The entry names the target's host itself (no `*` label): only such an entry lets a private address through. */
  exactHost: boolean;
}

/**
 * The origins the proxy forwards to (origin patterns: see common/origin-pattern.ts). A `*` host label
 * matches exactly one label, compared label by label as a TLS wildcard certificate is.
 */
export class AllowList {
  private readonly patterns: { entry: string; pattern: OriginPattern; labels: string[] }[] = [];
  /** Entries that are not origin patterns (ignored). */
  readonly invalid: string[] = [];

  constructor(entries: readonly string[]) {
    for (const entry of entries) {
      const pattern = parseOriginPattern(entry);
      if (pattern) this.patterns.push({ entry, pattern, labels: pattern.host.split('.') });
      else this.invalid.push(entry);
    }
  }

  get size(): number {
    return this.patterns.length;
  }

  /** The best entry that allows this URL (one naming its host first), or undefined. */
  match(url: URL): AllowMatch | undefined {
    const scheme = url.protocol.slice(0, -1);
    const host = url.hostname.toLowerCase().replace(/\.$/, '');
    const labels = host.split('.');
    let found: AllowMatch | undefined;
    for (const { entry, pattern, labels: want } of this.patterns) {
      if (pattern.scheme !== scheme || (pattern.port !== '*' && pattern.port !== url.port)) continue;
      if (want.length !== labels.length || want.some((l, i) => l !== '*' && l !== labels[i])) continue;
      const exactHost = !hasWildcardHost(pattern);
      if (exactHost) return { entry, exactHost };
      found ??= { entry, exactHost };
    }
    return found;
  }
}
