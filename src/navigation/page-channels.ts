/**
 * Frontmatter `asyncapi: "[spec ]channel"` of MDX pages: the page shows that channel's reference
 * below its own body. The spec is named as for `openapi:` (project path, with or without a leading
 * `/` or extension, or file stem); without one, `api.asyncapi` is searched, then every AsyncAPI
 * file of the project in path order. Decided here, where navigation knows every spec, and kept on
 * the route for the pages stage.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { closestMatch } from '../diagnostics/did-you-mean.js';
import type { PageChannel } from '../model/site-model.js';
import { asyncApiSpecsNamed } from './api-pages.js';
import type { ResolveContext } from './context.js';

/** Where the field is written and what it says. */
interface Field {
  value: string;
  line: number;
  column: number;
}

/** The spec and channel a page's `asyncapi:` names, or undefined with a located error. */
export function findPageChannel(ctx: ResolveContext, field: Field, file: string): PageChannel | undefined {
  const fail = (code: string, message: string, hint?: string): undefined => {
    const d: Diagnostic = { severity: 'error', code, message, file, line: field.line, column: field.column, pointer: '/asyncapi' };
    ctx.diagnostics.push(hint ? { ...d, hint } : d);
    return undefined;
  };
  const words = field.value.trim().split(/\s+/);
  const named = words.length > 1 ? words[0] : undefined;
  const wanted = named ? words.slice(1).join(' ') : words[0]!;
  let candidates: string[];
  if (named) {
    candidates = asyncApiSpecsNamed(ctx, named);
    if (candidates.length === 0) {
      const known = ctx.specs.projectFiles('asyncapi');
      const near = closestMatch(named, [...known, ...known.map((f) => f.replace(/^.*\//, '').replace(/\.(json|ya?ml)$/i, ''))]);
      return fail(
        'nav-spec-not-found',
        `asyncapi: "${field.value}" names the spec "${named}", which is no AsyncAPI file of the project; the page shows its content only`,
        near ? `did you mean \`${near}\`?` : known.length ? `AsyncAPI files: ${known.slice(0, 5).join(', ')}` : undefined,
      );
    }
  } else candidates = [...new Set([...ctx.apiDefaults.asyncapi.map((s) => s.source), ...ctx.specs.projectFiles('asyncapi')])];
  const known: string[] = [];
  for (const spec of candidates) {
    const lookup = ctx.specs.get(spec);
    if (lookup.status !== 'ok' || lookup.index.kind !== 'asyncapi') continue;
    if (lookup.index.channels.some((c) => c.id === wanted)) return { spec, channel: wanted, line: field.line };
    known.push(...lookup.index.channels.map((c) => c.id));
  }
  if (candidates.length === 0)
    return fail('nav-channel-no-spec', `asyncapi: "${field.value}" names a channel, but the project has no AsyncAPI file`);
  const near = closestMatch(wanted, known);
  return fail(
    'nav-channel-not-found',
    `asyncapi: "${field.value}" is not a channel of ${named ? candidates.join(' or ') : 'any AsyncAPI file of the project'}; the page shows its content only`,
    near ? `did you mean \`${named ? `${named} ${near}` : near}\`?` : undefined,
  );
}
