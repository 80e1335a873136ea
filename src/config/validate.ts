import type * as z from 'zod';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { didYouMean } from '../diagnostics/did-you-mean.js';
import { typeName } from '../diagnostics/type-name.js';
import { valueAt, type PathSegment } from '../common/json-pointer.js';
import type { ConfigDocument } from './load.js';
import { DocsConfigSchema } from './schema/docs-config.js';
import { LANGUAGE_CODES } from './schema/languages.js';
import { CONTEXTUAL_NOT_DRAWN } from './schema/site.js';
import { KIND_NAME, LABEL_FIELD } from './schema/navigation-elements.js';
import { findUnknownKeys } from './unknown-keys.js';
import { isObject } from '../common/is-object.js';
import { findLanguage, languageNames } from '../samples/languages.js';
import { redirectPath, rootedPath } from './redirect-path.js';

type Issue = z.core.$ZodIssue;

/** Validate the merged docs.json against the schema: every problem, located, with a hint where one exists. */
export function validateConfig(doc: ConfigDocument): Diagnostic[] {
  const out: Diagnostic[] = [];
  const emit = (severity: Diagnostic['severity'], code: string, path: PathSegment[], message: string, hint?: string, atKey = false) => {
    const loc = doc.locate(path, atKey);
    out.push({ severity, code, message, ...loc, ...(hint ? { hint } : {}) });
  };
  if (!isObject(doc.value)) {
    emit('error', 'config-invalid-type', [], `docs.json must hold an object, found ${typeName(doc.value)}`);
    return out;
  }
  const result = DocsConfigSchema.safeParse(doc.value, { reportInput: true });
  if (!result.success) {
    for (const issue of flattenIssues(result.error.issues, [])) {
      const d = describeIssue(issue, doc.value);
      // A refused record key is pointed at as a key, not at its value.
      if (d) emit('error', d.code, issue.path as PathSegment[], d.message, d.hint, issue.code === 'invalid_key');
    }
  }
  for (const u of findUnknownKeys(doc.value, DocsConfigSchema)) {
    const key = String(u.path[u.path.length - 1]);
    const where = u.path.length > 1 ? ` in \`${fieldName(u.path.slice(0, -1))}\`` : '';
    const moved = u.path.length === 1 ? (MINT_JSON_KEYS[key] ?? MISNAMED_TOP[key]) : movedBelow(u.path.map(String));
    const group = key === 'collapsed' && u.known.includes('expanded') ? GROUP_COLLAPSED : undefined;
    const font = u.path.length === 2 && u.path[0] === 'fonts' && FONT_KEYS.has(key) ? FONTS_MIXED : undefined;
    emit(
      'warning',
      'config-unknown-key',
      u.path,
      `Unknown key \`${key}\`${where}; it is ignored`,
      moved ?? group ?? font ?? didYouMean(key, u.known),
      true,
    );
  }
  checkRedirects(doc.value, emit);
  checkExampleLanguages(doc.value, emit);
  checkContextualOptions(doc.value, emit);
  return out;
}

/** Top-level keys of Mintlify's older mint.json, with where docs.json holds what they said. */
const MINT_JSON_KEYS: Record<string, string> = {
  topbarLinks: 'a mint.json key: in docs.json, top-bar links are `navbar.links`',
  topbarCtaButton: 'a mint.json key: in docs.json, the top-bar button is `navbar.primary`',
  anchors: 'a mint.json key: in docs.json, anchors go inside `navigation` (`navigation.anchors` or `navigation.global.anchors`)',
  tabs: 'a mint.json key: in docs.json, tabs go inside `navigation` (`navigation.tabs`)',
  versions: 'a mint.json key: in docs.json, versions go inside `navigation` (`navigation.versions`)',
  modeToggle: 'a mint.json key: in docs.json, `appearance` (`default`, `strict`) sets the mode and hides the toggle',
  eyebrow: 'a mint.json key: in docs.json, `styling.eyebrows` (`section` or `breadcrumbs`)',
  codeBlock: 'a mint.json key: in docs.json, `styling.codeblocks` (`system`, `dark` or a theme)',
  analytics: 'a mint.json key: in docs.json, analytics are `integrations` (`ga4`, `posthog`, `plausible` …)',
  footerSocials: 'a mint.json key: in docs.json, `footer.socials`',
  openapi: 'a mint.json key: in docs.json, specs are named by `api.openapi` or by `openapi` on a tab, group or anchor',
  feedback: 'a mint.json key: feedback widgets are not set in docs.json',
  isWhiteLabeled: 'a mint.json key: white-labelling is not set in docs.json',
  mintlify: 'a mint.json key, not used by docs.json',
};

/** Keys below the top that mint.json had (or real repositories write) and docs.json keeps elsewhere. */
function movedBelow(path: string[]): string | undefined {
  if (path.join('.') === 'api.playground.mode')
    return 'a mint.json key: in docs.json, `api.playground.display` (`interactive`, `simple` or `none`; mint.json’s `show` and `hide` are `interactive` and `none`)';
  if (path.length !== 2) return undefined;
  const [parent, key] = path as [string, string];
  if (parent === 'api' && key === 'baseUrl') return 'a mint.json key: in docs.json, the server of API pages is `api.mdx.server`';
  if (parent === 'api' && key === 'auth') return 'a mint.json key: in docs.json, the authentication of API pages is `api.mdx.auth`';
  if (parent === 'seo' && key === 'indexHiddenPages')
    return 'a mint.json key: in docs.json, `seo.indexing: "all"` indexes hidden pages too (`"navigable"`, the default, does not)';
  if (parent === 'metadata' && /^(og|twitter):/.test(key)) return 'in docs.json, meta tags for every page are `seo.metatags`';
  return undefined;
}

/** Top-level keys real repositories write for a docs.json key too far from it for a did-you-mean. */
const MISNAMED_TOP: Record<string, string> = {
  styles: 'did you mean `styling`?',
};

/** `collapsed` on a group, which real repositories write: groups are closed unless `expanded: true`. */
const GROUP_COLLAPSED = 'groups start closed: leave `collapsed` out, or write `"expanded": true` to open one';

/** `fonts` mixing one font's fields with `heading`/`body`, as the format's own examples do (its schema keeps one shape too). */
const FONT_KEYS: ReadonlySet<string> = new Set(['heading', 'body', 'family', 'weight', 'source', 'format']);
const FONTS_MIXED =
  '`fonts` is one font for all text (`family`, `weight`, `source`, `format`) or `{ "heading": …, "body": … }`, not both: put the font in `body` (and `heading`)';

/** `api.examples.languages`: a name we cannot generate samples for gets no tab; say so where it is written. */
function checkExampleLanguages(
  config: Record<string, unknown>,
  emit: (s: Diagnostic['severity'], c: string, p: PathSegment[], m: string, hint?: string) => void,
): void {
  const api = config['api'];
  const languages = isObject(api) && isObject(api['examples']) ? api['examples']['languages'] : undefined;
  if (!Array.isArray(languages)) return;
  languages.forEach((name, i) => {
    if (typeof name === 'string' && !findLanguage(name)) {
      emit(
        'warning',
        'api-example-language-unknown',
        ['api', 'examples', 'languages', i],
        `No code samples in \`${name}\`: it is not a language Sextant generates, so the tab is left out`,
        didYouMean(name.toLowerCase(), languageNames()) ?? `one of: ${languageNames().join(', ')}`,
      );
    }
  });
}

/**
 * `contextual.options`: the built-in options the page menu leaves out, in one warning at the first of them,
 * grouped by what they need that Sextant lacks.
 */
function checkContextualOptions(
  config: Record<string, unknown>,
  emit: (s: Diagnostic['severity'], c: string, p: PathSegment[], m: string, hint?: string) => void,
): void {
  const contextual = config['contextual'];
  const options = isObject(contextual) ? contextual['options'] : undefined;
  if (!Array.isArray(options)) return;
  const needs = CONTEXTUAL_NOT_DRAWN as Record<string, string>;
  const left = options.flatMap((o, i) => (typeof o === 'string' && Object.hasOwn(needs, o) ? [{ name: o, at: i }] : []));
  if (left.length === 0) return;
  const byNeed = new Map<string, string[]>();
  for (const { name } of left) byNeed.set(needs[name]!, [...(byNeed.get(needs[name]!) ?? []), `\`${name}\``]);
  const list = [...byNeed].map(([need, names]) => `${names.join(', ')} (${need})`).join('; ');
  emit(
    'warning',
    'config-contextual-not-drawn',
    ['contextual', 'options', left[0]!.at],
    `The page menu leaves out ${left.length === 1 ? 'an option' : `${left.length} options`} that need${left.length === 1 ? 's' : ''} what Sextant does not have: ${list}`,
    'remove them from `contextual.options`, or add a custom option (`title`, `description`, `href`) for each link you want',
  );
}

/** Replace union failures by the issues of the branch that matches the value's type. Drops `unrecognized_keys` (reported as warnings elsewhere). */
function flattenIssues(issues: readonly Issue[], prefix: PathSegment[]): (Issue & { path: PathSegment[] })[] {
  const out: (Issue & { path: PathSegment[] })[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...(issue.path as PathSegment[])];
    if (issue.code === 'unrecognized_keys') continue;
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const matching = issue.errors.filter(
        (branch) => !(branch.length === 1 && branch[0]!.code === 'invalid_type' && branch[0]!.path.length === 0),
      );
      if (matching.length === 0) {
        const expected = [...new Set(issue.errors.map((b) => (b[0] as { expected?: string }).expected).filter(Boolean))];
        out.push({ ...issue, code: 'invalid_type', expected: expected.join(' or '), path } as unknown as Issue & { path: PathSegment[] });
      } else {
        const best = matching.reduce((a, b) => (b.length < a.length ? b : a));
        out.push(...flattenIssues(best, path));
      }
      continue;
    }
    out.push({ ...issue, path } as Issue & { path: PathSegment[] });
  }
  return out;
}

/** Turn one zod issue into a code and a message that says what was found and what was expected. */
function describeIssue(
  issue: Issue & { path: PathSegment[] },
  root: unknown,
): { code: string; message: string; hint?: string } | undefined {
  const path = issue.path;
  const name = fieldName(path);
  const last = path[path.length - 1];
  const value = valueAt(root, path);
  const inNav = path[0] === 'navigation';
  switch (issue.code) {
    case 'invalid_type': {
      if (value === undefined) {
        const kind = Object.entries(LABEL_FIELD).find(([, f]) => f === last)?.[0] as keyof typeof KIND_NAME | undefined;
        if (inNav && kind && typeof path[path.length - 2] === 'number') {
          return {
            code: 'nav-label-required',
            message: `This ${KIND_NAME[kind]} has no \`${String(last)}\` name; every ${KIND_NAME[kind]} needs one`,
          };
        }
        return { code: 'config-required', message: `\`${name}\` is required` };
      }
      return { code: 'config-invalid-type', message: `\`${name}\` must be ${article(issue.expected)}, found ${typeName(value)}` };
    }
    case 'invalid_value': {
      const values = issue.values.map(String);
      const found = JSON.stringify(value);
      const hint = typeof value === 'string' ? didYouMean(value, values) : undefined;
      if (inNav && last === 'language') {
        // Regional codes (`fr-FR`, `en-US`) usually mean the plain language code.
        const primary = typeof value === 'string' ? values.find((v) => v === value.split(/[-_]/)[0]?.toLowerCase()) : undefined;
        if (primary)
          return {
            code: 'nav-language-unknown',
            message: `Unknown language code ${found}; supported codes: ${LANGUAGE_CODES.join(', ')}`,
            hint: `did you mean \`${primary}\`?`,
          };
        return {
          code: 'nav-language-unknown',
          message: `Unknown language code ${found}; supported codes: ${LANGUAGE_CODES.join(', ')}`,
          ...(hint ? { hint } : {}),
        };
      }
      const list =
        values.length > 12
          ? `${values
              .slice(0, 12)
              .map((v) => `\`${v}\``)
              .join(', ')} …`
          : values.map((v) => `\`${v}\``).join(', ');
      return { code: 'config-invalid-value', message: `\`${name}\` must be one of ${list}; found ${found}`, ...(hint ? { hint } : {}) };
    }
    case 'too_small':
    case 'too_big': {
      const bound = issue.code === 'too_small' ? issue.minimum : issue.maximum;
      const what =
        issue.origin === 'string'
          ? issue.code === 'too_small' && Number(bound) === 1
            ? 'must not be empty'
            : `must have ${issue.code === 'too_small' ? 'at least' : 'at most'} ${bound} characters`
          : issue.origin === 'array'
            ? `must have ${issue.code === 'too_small' ? 'at least' : 'at most'} ${bound} entr${Number(bound) === 1 ? 'y' : 'ies'}`
            : `must be ${issue.code === 'too_small' ? 'at least' : 'at most'} ${bound}`;
      return { code: issue.code === 'too_small' ? 'config-too-small' : 'config-too-big', message: `\`${name}\` ${what}` };
    }
    case 'invalid_format':
    case 'custom': {
      const hint = issue.code === 'custom' ? (issue.params as { hint?: string } | undefined)?.hint : undefined;
      return {
        code: 'config-invalid-value',
        message: `\`${name}\`: ${issue.message.replace(/^Invalid string: /, '')}; found ${JSON.stringify(value)}`,
        ...(hint ? { hint } : {}),
      };
    }
    case 'invalid_key': {
      // A record's key the schema refuses (`variables.global_name`): say which characters are allowed, and the name to use.
      const key = String(last);
      const rule = issue.issues[0]?.message;
      const fixed = key.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '');
      const uses = path[0] === 'variables' ? ` (and \`{{${key}}}\` where pages use it)` : '';
      return {
        code: 'config-invalid-value',
        message: `\`${name}\`: the name \`${key}\` is not allowed${rule && rule !== 'Invalid input' ? `: ${rule}` : ''}`,
        ...(fixed && fixed !== key ? { hint: `rename it \`${fixed}\`${uses}` } : {}),
      };
    }
    default:
      return { code: 'config-invalid-value', message: `\`${name}\`: ${issue.message}` };
  }
}

function checkRedirects(
  config: Record<string, unknown>,
  emit: (s: Diagnostic['severity'], c: string, p: PathSegment[], m: string, hint?: string) => void,
): void {
  const redirects = config['redirects'];
  if (!Array.isArray(redirects)) return;
  const seen = new Map<string, { index: number; repaired: boolean }>();
  redirects.forEach((r, i) => {
    const written = isObject(r) ? r['source'] : undefined;
    if (typeof written !== 'string') return;
    const rooted = rootedPath(written);
    const source = redirectPath(written);
    if (source !== rooted)
      // The reference product deploys these; `build` drops the suffix (see buildSeverity).
      emit(
        'error',
        'config-redirect-source-suffix',
        ['redirects', i, 'source'],
        `Redirect source "${written}" has a ${rooted[source.length] === '#' ? 'fragment (never sent to a server)' : 'query (not matched)'}: \`build\` redirects "${source}"`,
        `write "${source}"`,
      );
    const first = seen.get(source);
    if (!first) seen.set(source, { index: i, repaired: source !== rooted });
    // Sources that are the same once a suffix is dropped: the first wins, as in the reference product.
    else if (!first.repaired && source === rooted)
      emit(
        'error',
        'config-duplicate-redirect',
        ['redirects', i, 'source'],
        `Redirect source "${source}" is already used by redirects[${first.index}]; each source may appear once`,
      );
  });
}

/** `navigation.tabs[0].icon`-style name of a path, for messages. */
export function fieldName(path: readonly PathSegment[]): string {
  let s = '';
  for (const seg of path) s += typeof seg === 'number' ? `[${seg}]` : (s ? '.' : '') + seg;
  return s || 'docs.json';
}

function article(expected: string): string {
  return expected
    .split(' or ')
    .map((e) => (e === 'array' ? 'an array' : e === 'object' ? 'an object' : `a ${e}`))
    .join(' or ');
}
