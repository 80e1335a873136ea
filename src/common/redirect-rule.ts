/**
 * docs.json redirect patterns, as the reference product and static hosts read them: `:name` matches one
 * path segment, `:name*` the rest of the path (none included: `/beta/:slug*` matches `/beta`), and `*`
 * any run of characters (`/articles/concepts-*`, and the splat of a `_redirects` line). The captured
 * values replace the same placeholders (`:name`, `:name*`, `*`, `:splat`) in the destination.
 */

export interface RedirectRule {
  source: string;
  destination: string;
  /** Default true (a 301 on static hosts, 308 in the reference product). */
  permanent?: boolean;
}

export interface CompiledRedirect {
  rule: RedirectRule;
  /** The destination for a request path (without its query), or undefined when the source does not match. */
  match(pathname: string): string | undefined;
}

const TOKEN = /:([A-Za-z_][A-Za-z0-9_]*)(\*)?|\*/g;

/** Whether a source holds placeholders (so it names many paths, not one). */
export function isPattern(source: string): boolean {
  TOKEN.lastIndex = 0;
  return TOKEN.test(source);
}

/**
 * A destination `/dir/index` (query and fragment kept) as `/dir`, when that is a page and `/dir/index` is
 * not: the page of dir/index.mdx, which links to `/dir/index` reach too. The redirects written for hosts
 * name it so, and the redirect checks count it as reached.
 */
export function indexPage(destination: string, isPage: (path: string) => boolean): string {
  const at = destination.search(/[?#]/);
  const path = at < 0 ? destination : destination.slice(0, at);
  if (!/^\/(?!\/)/.test(path) || isPattern(path) || isPage(path)) return destination;
  const page = path.replace(/\/index\/?$/, '') || '/';
  return page !== path && isPage(page) ? page + (at < 0 ? '' : destination.slice(at)) : destination;
}

/** Compile one rule. */
export function compileRedirect(rule: RedirectRule): CompiledRedirect {
  const names: string[] = [];
  let pattern = '';
  let last = 0;
  const source = trimSlash(rule.source);
  for (const m of source.matchAll(TOKEN)) {
    let literal = source.slice(last, m.index);
    last = m.index + m[0].length;
    if (m[0] === '*') {
      pattern += escape(literal) + '(.*)';
      names.push('splat');
    } else if (m[2]) {
      // `/beta/:slug*` also matches `/beta`: the slash before the rest goes with it.
      const slash = literal.endsWith('/');
      if (slash) literal = literal.slice(0, -1);
      pattern += escape(literal) + (slash ? '(?:/(.*))?' : '(.*)');
      names.push(m[1]!);
    } else {
      pattern += escape(literal) + '([^/]+)';
      names.push(m[1]!);
    }
  }
  pattern += escape(source.slice(last));
  const re = new RegExp(`^${pattern}$`);
  return {
    rule,
    match(pathname) {
      const m = re.exec(trimSlash(pathname));
      if (!m) return undefined;
      const values = new Map(names.map((n, i) => [n, m[i + 1] ?? '']));
      return substitute(rule.destination, values);
    },
  };
}

/** The first rule matching a request target (`/a/b?x=1`); the query is kept unless the destination sets its own. */
export function findRedirect<T extends CompiledRedirect>(
  rules: T[],
  target: string,
): { location: string; permanent: boolean; matched: T } | undefined {
  const q = target.search(/[?#]/);
  const pathname = q < 0 ? target : target.slice(0, q);
  const query = q < 0 ? '' : target.slice(q).replace(/#.*$/s, '');
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape: match the path as sent.
  }
  for (const r of rules) {
    const to = r.match(decoded);
    if (to === undefined) continue;
    const hash = to.indexOf('#');
    const location = !query || to.includes('?') ? to : hash < 0 ? to + query : to.slice(0, hash) + query + to.slice(hash);
    return { location, permanent: r.rule.permanent !== false, matched: r };
  }
  return undefined;
}

function substitute(destination: string, values: Map<string, string>): string {
  const out = destination.replace(/:([A-Za-z_][A-Za-z0-9_]*)\*?|\*/g, (whole, name: string | undefined) => {
    const key = name ?? 'splat';
    return values.has(key) ? values.get(key)! : whole;
  });
  // An empty rest (`/beta` for `/beta/:slug*` → `/v2/:slug*`) leaves a trailing slash.
  return out.length > 1 && !/^[a-z][a-z0-9+.-]*:\/\/[^/]*\/$/i.test(out) ? out.replace(/\/+(?=$|[?#])/, '') || '/' : out;
}

function trimSlash(p: string): string {
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
