/**
 * Where a `$ref` of the rules that need a particular target (an operation's channel, a channel's
 * servers) lands: a named entry of a root section, a name that section lacks (said in the rule's own
 * words, instead of the generic "does not resolve"), or somewhere else.
 */
import { isObject } from '../../common/is-object.js';
import type { CheckContext, Located } from '../../openapi/check/context.js';
import { names } from './document.js';

export type Target =
  | { kind: 'none' }
  | { kind: 'dangling' }
  | { kind: 'ok'; path: string[] }
  | { kind: 'missing'; name: string; path: string[] }
  | { kind: 'elsewhere'; ref: string };

const decode = (s: string) => {
  let out = s.replace(/~1/g, '/').replace(/~0/g, '~');
  try {
    out = decodeURIComponent(out);
  } catch {
    // kept as written
  }
  return out;
};

/**
 * The target of the `$ref` object at `at`, which must be `#/<section...>/<name>` in the root file:
 * `section` gives the leading keys (`['servers']`, or `['channels', id, 'messages']`).
 */
export function rootTarget(ctx: CheckContext, at: Located, ...section: string[]): Target {
  const ref = isObject(at.value) ? at.value['$ref'] : undefined;
  if (typeof ref !== 'string') return { kind: 'none' };
  const local = at.file === ctx.root && ref.startsWith('#/') ? ref.slice(2).split('/').map(decode) : undefined;
  if (local && local.length === section.length + 1 && section.every((s, i) => local[i] === s)) {
    const holder = sectionAt(ctx, section);
    if (!holder) return { kind: 'none' };
    const name = local[section.length]!;
    return isObject(holder.value) && Object.hasOwn(holder.value, name)
      ? { kind: 'ok', path: local }
      : { kind: 'missing', name, path: local };
  }
  const r = ctx.files.resolve(at.file, ref);
  if (!r) return { kind: 'none' };
  if (!r.ok) return { kind: 'dangling' };
  if (r.file === ctx.root && r.path.length === section.length + 1 && section.every((s, i) => r.path[i] === s))
    return { kind: 'ok', path: r.path };
  return { kind: 'elsewhere', ref };
}

/** A root section (`servers`, `channels`, a channel's `messages`), its `$ref`s followed on the way (a channel kept in another file). */
function sectionAt(ctx: CheckContext, section: readonly string[]): Located | undefined {
  let at: Located | undefined = ctx.rootAt;
  for (const key of section) if (!(at = ctx.deref(ctx.child(at, key)))) return undefined;
  return at;
}

/** The names of a root section. */
export function rootNames(ctx: CheckContext, ...section: string[]): string[] {
  return names(sectionAt(ctx, section));
}
