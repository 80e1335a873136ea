import type { PathSegment } from '../common/json-pointer.js';
import { apiSlug, joinRoute } from '../common/slug.js';
import { didYouMean } from '../diagnostics/did-you-mean.js';
import type { NavGroup, NavNode, NavPage, PageSource, Route } from '../model/site-model.js';
import type { OperationEntry, OpenApiIndex, TagInfo } from '../specs/index-operations.js';
import type { AsyncApiIndex, ChannelEntry } from '../specs/asyncapi/index-channels.js';
import { isObject, report, searchOf, sourceRef, str, type ResolveContext, type Scope, type SpecSource } from './context.js';
import { nearestOperation } from './nearest-operation.js';
import { normalizePath } from './page-refs.js';
import { playgroundDisplay } from '../config/playground-display.js';
import { summaryTitle } from '../specs/summary-title.js';

const DEFAULT_DIRECTORY = 'api-reference';
const UNTAGGED_GROUP = 'API Reference';
const WEBHOOK_GROUP = 'Webhooks';
const ASYNCAPI_GROUP = 'Websockets';

/** Normalise an `openapi`/`asyncapi` field and check that each spec it names can be used. */
export function readSpecSources(
  ctx: ResolveContext,
  value: unknown,
  path: PathSegment[],
  kind: 'openapi' | 'asyncapi',
  unread?: string[],
): SpecSource[] {
  const entries: [unknown, PathSegment[]][] = Array.isArray(value) ? value.map((v, i) => [v, [...path, i]]) : [[value, path]];
  const out: SpecSource[] = [];
  for (const [entry, at] of entries) {
    const raw = typeof entry === 'string' ? entry : isObject(entry) ? str(entry['source']) : undefined;
    if (!raw) continue; // the schema reported it
    const directoryRaw = isObject(entry) ? str(entry['directory']) : undefined;
    const source = /^https?:\/\//i.test(raw) ? raw : normalizePath(raw);
    const spec: SpecSource = {
      source,
      directory: directoryRaw !== undefined ? normalizePath(directoryRaw).replace(/\/+$/, '') : DEFAULT_DIRECTORY,
    };
    const valueAt = typeof entry === 'string' ? at : [...at, 'source'];
    if (checkSpec(ctx, spec.source, valueAt, kind)) out.push(spec);
    else if (ctx.specs.get(spec.source).status === 'invalid') unread?.push(spec.source);
  }
  return out;
}

/** Report a spec that is missing, unreadable, remote or of the other kind; true when it can be used. */
function checkSpec(ctx: ResolveContext, source: string, at: PathSegment[], kind: 'openapi' | 'asyncapi'): boolean {
  const label = kind === 'openapi' ? 'OpenAPI' : 'AsyncAPI';
  const lookup = ctx.specs.get(source);
  switch (lookup.status) {
    case 'missing': {
      const hint = didYouMean(source, ctx.specs.projectFiles(kind)) ?? didYouMean(source, ctx.files.dataFiles);
      report(ctx, 'error', 'nav-spec-not-found', at, `${label} file "${source}" not found in the project`, hint);
      return false;
    }
    case 'remote':
      report(
        ctx,
        'warning',
        'spec-remote-not-checked',
        at,
        `${label} spec ${source} is a URL: its operations are not checked until it is fetched at build time`,
      );
      return true;
    case 'invalid':
      // A spec named by many fields reports its own errors each time; check() drops the repeats.
      ctx.diagnostics.push(...lookup.diagnostics);
      report(ctx, 'error', 'nav-spec-invalid', at, `${label} file "${source}" cannot be read (see the errors in ${source})`);
      return false;
    case 'ok':
      if (lookup.index.kind !== kind) {
        report(
          ctx,
          'error',
          'nav-spec-wrong-kind',
          at,
          `"${source}" is an ${lookup.index.kind === 'openapi' ? 'OpenAPI' : 'AsyncAPI'} description, but this field expects ${label}`,
          `use \`${lookup.index.kind}\` for this file`,
        );
        return false;
      }
      return true;
  }
}

/** The OpenAPI specs an endpoint reference searches: its own, inherited, `api.openapi`, else every project spec. */
function candidateSpecs(ctx: ResolveContext, scope: Scope, named: string | undefined): { specs: SpecSource[]; fallback: boolean } {
  const declared = [...(scope.openapi ?? []), ...ctx.apiDefaults.openapi];
  if (named) {
    const same = declared.find((s) => s.source === named);
    return { specs: [same ?? { source: named, directory: DEFAULT_DIRECTORY }], fallback: false };
  }
  if (scope.openapi?.length) return { specs: scope.openapi, fallback: false };
  if (ctx.apiDefaults.openapi.length) return { specs: ctx.apiDefaults.openapi, fallback: false };
  return { specs: ctx.specs.projectFiles('openapi').map((source) => ({ source, directory: DEFAULT_DIRECTORY })), fallback: true };
}

/** Resolve a `METHOD /path` or `webhook name` entry of a `pages` array to its page. */
export function resolveEndpointRef(
  ctx: ResolveContext,
  ref: { kind: 'endpoint'; spec?: string; method: string; path: string } | { kind: 'webhook'; spec?: string; name: string },
  raw: string,
  at: PathSegment[],
  scope: Scope,
  groups: string[],
): NavPage | undefined {
  const { specs, fallback } = candidateSpecs(ctx, scope, ref.spec);
  if (specs.length === 0) {
    report(
      ctx,
      'error',
      'nav-endpoint-no-spec',
      at,
      scope.openapiUnread
        ? `"${raw}" references an endpoint, but the OpenAPI spec set for it could not be read`
        : `"${raw}" references an endpoint, but no OpenAPI spec applies here`,
      scope.openapiUnread
        ? 'see the error where `openapi` names the spec: fix the file, or the URL (a spec by URL is fetched when the site is built)'
        : 'set `openapi` on this element or an ancestor, or `api.openapi` in docs.json',
    );
    return undefined;
  }
  const matches: [SpecSource, OperationEntry][] = [];
  const known: string[] = [];
  for (const spec of specs) {
    const lookup = ctx.specs.get(spec.source);
    if (lookup.status === 'remote') return addOperationPage(ctx, spec, remoteEntry(ref), at, scope, groups);
    if (lookup.status === 'missing' && ref.spec) {
      report(
        ctx,
        'error',
        'nav-spec-not-found',
        at,
        `OpenAPI file "${ref.spec}" named in "${raw}" not found`,
        didYouMean(ref.spec, ctx.specs.projectFiles('openapi')),
      );
      return undefined;
    }
    if (lookup.status !== 'ok' || lookup.index.kind !== 'openapi') continue;
    const op = findOperation(lookup.index, ref);
    if (op) matches.push([spec, op]);
    else if (known.length < 5000) known.push(...entriesOf(lookup.index, ref.kind).map(refString));
  }
  if (matches.length === 0) {
    const near = nearestOperation(ref.kind === 'endpoint' ? `${ref.method} ${ref.path}` : `webhook ${ref.name}`, known);
    const hint = near === undefined ? undefined : `did you mean \`${near}\`?`;
    const where = specs.length === 1 ? specs[0]!.source : `any of ${specs.map((s) => s.source).join(', ')}`;
    report(
      ctx,
      'error',
      'nav-endpoint-not-found',
      at,
      `"${raw}" is not ${ref.kind === 'endpoint' ? 'an operation' : 'a webhook'} of ${where}`,
      hint,
    );
    return undefined;
  }
  if (fallback && matches.length > 1) {
    report(
      ctx,
      'error',
      'nav-endpoint-ambiguous',
      at,
      `"${raw}" matches operations in ${matches.map(([s]) => s.source).join(' and ')}`,
      `name the spec: "${matches[0]![0].source} ${raw}"`,
    );
  }
  const [spec, op] = matches[0]!;
  if (op.excluded) {
    report(ctx, 'warning', 'nav-endpoint-excluded', at, `"${raw}" is marked \`x-excluded\` in ${spec.source}, so it gets no page`);
    return undefined;
  }
  return addOperationPage(ctx, spec, op, at, scope, groups);
}

function findOperation(
  index: OpenApiIndex,
  ref: { kind: 'endpoint'; method: string; path: string } | { kind: 'webhook'; name: string },
): OperationEntry | undefined {
  if (ref.kind === 'webhook') return index.webhooks.find((w) => w.path === ref.name);
  const want = ref.path.replace(/\/+$/, '') || '/';
  return index.operations.find((o) => o.method === ref.method && (o.path.replace(/\/+$/, '') || '/') === want);
}

function entriesOf(index: OpenApiIndex, kind: 'endpoint' | 'webhook'): OperationEntry[] {
  return kind === 'endpoint' ? index.operations : index.webhooks;
}

function refString(op: OperationEntry): string {
  return op.kind === 'webhook' ? `webhook ${op.path}` : `${op.method} ${op.path}`;
}

/** An operation of a spec that is not loaded yet (a URL): enough for a stable route. */
function remoteEntry(ref: { kind: 'endpoint'; method: string; path: string } | { kind: 'webhook'; name: string }): OperationEntry {
  return ref.kind === 'endpoint'
    ? { kind: 'operation', method: ref.method, path: ref.path, tags: [] }
    : { kind: 'webhook', method: 'POST', path: ref.name, tags: [] };
}

/** Summaries longer than this as a slug (whole paragraphs, in some specs) give way to a shorter id. */
const MAX_SUMMARY_SLUG = 80;

/** The URL a generated page asks for: `x-docs.href`, else `<directory>/<tag>/<summary>`. */
function operationBaseRoute(spec: SpecSource, op: OperationEntry): string {
  if (op.href) return joinRoute(normalizePath(op.href));
  const first = op.navTag ?? op.tags[0];
  const tag = first ? apiSlug(first) : undefined;
  const summary = op.summary ? apiSlug(op.summary) : '';
  const fallback =
    op.kind === 'webhook'
      ? apiSlug(op.path)
      : summary && op.operationId
        ? apiSlug(op.operationId)
        : `${op.method.toLowerCase()}-${apiSlug(op.path)}`;
  const leaf = summary && summary.length <= MAX_SUMMARY_SLUG ? summary : fallback;
  return joinRoute(spec.directory, tag, leaf || op.method.toLowerCase());
}

function codesOf(scope: Scope): string[] {
  return [scope.language, scope.version ? apiSlug(scope.version) : undefined].filter((c): c is string => !!c);
}

/** Create (or reuse) the route of a spec operation and return its sidebar entry. */
function addOperationPage(
  ctx: ResolveContext,
  spec: SpecSource,
  op: OperationEntry,
  at: PathSegment[],
  scope: Scope,
  groups: string[],
): NavPage {
  const identity = `${spec.source}#${op.kind}:${op.method} ${op.path}@${codesOf(scope).join('/')}`;
  const existing = ctx.routes.getByIdentity(identity);
  if (existing) {
    report(
      ctx,
      'warning',
      'nav-duplicate-page',
      at,
      `${refString(op)} is listed more than once; it keeps the first place (${existing.source.pointer})`,
    );
    return { type: 'page', route: existing.path, source: sourceRef(ctx, at) };
  }
  const display = playgroundDisplay(op.playground ?? [], { ...(ctx.playgroundDefault ? { display: ctx.playgroundDefault } : {}) });
  const page: PageSource =
    op.kind === 'webhook'
      ? { kind: 'webhook', spec: spec.source, name: op.path, method: op.method, ...(op.deprecated ? { deprecated: true } : {}), display }
      : {
          kind: 'openapi',
          spec: spec.source,
          method: op.method,
          path: op.path,
          ...(op.operationId ? { operationId: op.operationId } : {}),
          ...(op.deprecated ? { deprecated: true } : {}),
          display,
        };
  const route: Route = {
    path: ctx.routes.claimGenerated(operationBaseRoute(spec, op), codesOf(scope)),
    page,
    division: scope.divisionId,
    groups,
    breadcrumbs: [...scope.labels, ...groups],
    title: op.title ?? summaryTitle(op.summary, op.kind) ?? (op.kind === 'webhook' ? op.path : `${op.method} ${op.path}`),
    ...(op.sidebarTitle ? { sidebarTitle: op.sidebarTitle } : {}),
    hidden: scope.hidden || op.hidden === true,
    ...searchOf(scope),
    source: sourceRef(ctx, at),
  };
  ctx.routes.add(identity, route);
  return { type: 'page', route: route.path, source: route.source };
}

/** The URL a channel page asks for: `x-docs.href`, else `<directory>/<channel id>`. */
function channelBaseRoute(spec: SpecSource, channel: ChannelEntry): string {
  if (channel.href) return joinRoute(normalizePath(channel.href));
  return joinRoute(spec.directory, apiSlug(channel.id) || 'channel');
}

/** Create (or reuse) the route of an AsyncAPI channel and return its sidebar entry. */
function addChannelPage(
  ctx: ResolveContext,
  spec: SpecSource,
  channel: ChannelEntry,
  at: PathSegment[],
  scope: Scope,
  groups: string[],
  listed = false,
): NavPage {
  const identity = `${spec.source}#channel:${channel.id}@${codesOf(scope).join('/')}`;
  const existing = ctx.routes.getByIdentity(identity);
  if (existing) {
    if (listed)
      report(
        ctx,
        'warning',
        'nav-duplicate-page',
        at,
        `channel ${channel.id} is listed more than once; it keeps the first place (${existing.source.pointer})`,
      );
    return { type: 'page', route: existing.path, source: sourceRef(ctx, at) };
  }
  const route: Route = {
    path: ctx.routes.claimGenerated(channelBaseRoute(spec, channel), codesOf(scope)),
    page: {
      kind: 'asyncapi',
      spec: spec.source,
      channel: channel.id,
      protocol: channel.protocol,
      ...(channel.deprecated ? { deprecated: true } : {}),
    },
    division: scope.divisionId,
    groups,
    breadcrumbs: [...scope.labels, ...groups],
    title: channel.title ?? channel.id,
    ...(channel.sidebarTitle ? { sidebarTitle: channel.sidebarTitle } : {}),
    hidden: scope.hidden || channel.hidden === true,
    ...searchOf(scope),
    source: sourceRef(ctx, at),
  };
  ctx.routes.add(identity, route);
  return { type: 'page', route: route.path, source: route.source };
}

/** The AsyncAPI specs a name may mean: declared or project files by path (with or without extension) or file stem. */
export function asyncApiSpecsNamed(ctx: ResolveContext, name: string, declared: SpecSource[] = []): string[] {
  const wanted = normalizePath(name).replace(/\/+$/, '');
  const all = [
    ...new Set([...declared.map((s) => s.source), ...ctx.apiDefaults.asyncapi.map((s) => s.source), ...ctx.specs.projectFiles('asyncapi')]),
  ];
  const bare = (f: string) => f.replace(/\.(json|ya?ml)$/i, '');
  const exact = all.filter((f) => f === wanted || bare(f) === wanted);
  if (exact.length) return exact;
  return all.filter((f) => bare(f).endsWith('/' + wanted) || bare(f).split('/').pop() === wanted);
}

/** The channel an entry names: by channel id, else by the id of an operation on it (its channel's page). */
function findChannel(index: AsyncApiIndex, name: string): ChannelEntry | undefined {
  return index.channels.find((c) => c.id === name) ?? index.channels.find((c) => c.operations.includes(name));
}

/**
 * A `pages` entry that names no MDX file may name a channel: `"spec-file channel"`, or a bare channel
 * id of the spec in scope (inherited `asyncapi`, else `api.asyncapi`); an operation id stands for its channel. `false` when it is no
 * channel reference (the caller reports the missing page); undefined when it was reported here.
 */
export function resolveChannelRef(
  ctx: ResolveContext,
  raw: string,
  at: PathSegment[],
  scope: Scope,
  groups: string[],
): NavPage | undefined | false {
  const words = raw.trim().split(/\s+/);
  if (words.length === 2) {
    const named = asyncApiSpecsNamed(ctx, words[0]!, scope.asyncapi);
    if (named.length === 0 && /\.(ya?ml|json)$/i.test(words[0]!)) {
      // Written as `"spec-file channel"`, with a spec file the project does not have.
      report(
        ctx,
        'error',
        'nav-spec-not-found',
        at,
        `AsyncAPI file "${words[0]}" named in "${raw}" not found in the project`,
        didYouMean(normalizePath(words[0]!), ctx.specs.projectFiles('asyncapi')),
      );
      return undefined;
    }
    if (named.length === 0) return false;
    const source = named[0]!;
    const spec = [...(scope.asyncapi ?? []), ...ctx.apiDefaults.asyncapi].find((s) => s.source === source) ?? {
      source,
      directory: DEFAULT_DIRECTORY,
    };
    const lookup = ctx.specs.get(source);
    if (lookup.status !== 'ok' || lookup.index.kind !== 'asyncapi') {
      if (lookup.status === 'invalid') ctx.diagnostics.push(...lookup.diagnostics);
      report(ctx, 'error', 'nav-spec-invalid', at, `AsyncAPI file "${source}" named in "${raw}" cannot be read`);
      return undefined;
    }
    const channel = findChannel(lookup.index, words[1]!);
    if (!channel) {
      report(
        ctx,
        'error',
        'nav-channel-not-found',
        at,
        `"${raw}" is not a channel or operation of ${source}`,
        didYouMean(
          words[1]!,
          lookup.index.channels.flatMap((c) => [c.id, ...c.operations]),
        ),
      );
      return undefined;
    }
    return channelEntryPage(ctx, spec, channel, raw, at, scope, groups);
  }
  if (words.length !== 1) return false;
  for (const spec of scope.asyncapi?.length ? scope.asyncapi : ctx.apiDefaults.asyncapi) {
    const lookup = ctx.specs.get(spec.source);
    if (lookup.status !== 'ok' || lookup.index.kind !== 'asyncapi') continue;
    const channel = findChannel(lookup.index, words[0]!);
    if (channel) return channelEntryPage(ctx, spec, channel, raw, at, scope, groups);
  }
  return false;
}

function channelEntryPage(
  ctx: ResolveContext,
  spec: SpecSource,
  channel: ChannelEntry,
  raw: string,
  at: PathSegment[],
  scope: Scope,
  groups: string[],
): NavPage | undefined {
  if (channel.excluded) {
    report(ctx, 'warning', 'nav-endpoint-excluded', at, `"${raw}" is marked \`x-excluded\` in ${spec.source}, so it gets no page`);
    return undefined;
  }
  return addChannelPage(ctx, spec, channel, at, scope, groups, true);
}

/** The channel ids of the specs a bare `pages` entry could have meant, for a did-you-mean. */
export function channelIdsInScope(ctx: ResolveContext, scope: Scope): string[] {
  const out: string[] = [];
  for (const spec of scope.asyncapi?.length ? scope.asyncapi : ctx.apiDefaults.asyncapi) {
    const lookup = ctx.specs.get(spec.source);
    if (lookup.status === 'ok' && lookup.index.kind === 'asyncapi') out.push(...lookup.index.channels.map((c) => c.id));
  }
  return out;
}

/**
 * Every operation, webhook and channel of the specs in scope, grouped by first tag (`x-group`
 * renames the group; in 3.2 a tag's `summary` labels it and a tag with a `parent` is a group nested in
 * its parent's). Inside a group, a single resulting group is flattened into its pages.
 */
export function expandSpecs(
  ctx: ResolveContext,
  scope: Scope,
  at: PathSegment[],
  depth: number,
  groups: string[],
  inGroup: boolean,
): NavNode[] {
  const buckets: Bucket[] = [];
  for (const spec of scope.openapi ?? []) {
    const lookup = ctx.specs.get(spec.source);
    if (lookup.status !== 'ok' || lookup.index.kind !== 'openapi') continue;
    buckets.push(...operationBuckets(ctx, spec, lookup.index, at, scope));
  }
  for (const spec of scope.asyncapi ?? []) {
    const lookup = ctx.specs.get(spec.source);
    if (lookup.status !== 'ok' || lookup.index.kind !== 'asyncapi') continue;
    const index: AsyncApiIndex = lookup.index;
    if (index.channels.length === 0) {
      report(ctx, 'warning', 'nav-spec-empty', at, `AsyncAPI file "${spec.source}" defines no channels`);
      continue;
    }
    buckets.push(...channelBuckets(ctx, spec, index, at, scope));
  }
  if (inGroup && buckets.length === 1) return buckets[0]!.add(groups, depth);
  return buckets.map((b) => bucketGroup(ctx, b, at, depth, groups));
}

/** A spec's channels grouped by their first operation tag (declared tag order), untagged ones in "Websockets" last. */
function channelBuckets(ctx: ResolveContext, spec: SpecSource, index: AsyncApiIndex, at: PathSegment[], scope: Scope): Bucket[] {
  const byTag = new Map<string, ChannelEntry[]>();
  for (const c of index.channels) {
    if (c.excluded) continue;
    const label = c.tag ?? ASYNCAPI_GROUP;
    byTag.set(label, [...(byTag.get(label) ?? []), c]);
  }
  const rank = (label: string) => (label === ASYNCAPI_GROUP && !index.tags.includes(label) ? Infinity : index.tags.indexOf(label));
  return [...byTag.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([label, channels]) => ({
      label,
      rank: rank(label),
      // x-hidden channels get a route but no sidebar entry.
      add: (g: string[]) => channels.map((c) => addChannelPage(ctx, spec, c, at, scope, g)).filter((_, i) => !channels[i]!.hidden),
    }));
}

/** A navigation group of generated pages: its own pages, then its nested groups (3.2 child tags). */
interface Bucket {
  label: string;
  rank: number;
  add: (groups: string[], depth: number) => NavNode[];
}

function bucketGroup(ctx: ResolveContext, b: Bucket, at: PathSegment[], depth: number, groups: string[]): NavGroup {
  const label = b.label;
  return { type: 'group', label, expanded: depth === 0, depth, children: b.add([...groups, label], depth + 1), source: sourceRef(ctx, at) };
}

function operationBuckets(ctx: ResolveContext, spec: SpecSource, index: OpenApiIndex, at: PathSegment[], scope: Scope): Bucket[] {
  // 3.2 tag fields only for 3.2 documents: earlier versions have no such fields (their schemas refuse them).
  const tagInfo = /^3\.2\./.test(index.version) ? index.tagInfo : new Map<string, TagInfo>();
  const tagLabel = (tag: string) => index.tagGroups.get(tag) ?? tagInfo.get(tag)?.summary ?? tag;
  const parentOf = (tag: string) => {
    const parent = tagInfo.get(tag)?.parent;
    return parent !== undefined && parent !== tag ? parent : undefined;
  };
  interface Entry {
    label: string;
    rank: number;
    ops: OperationEntry[];
    /** Nested groups (3.2 child tags), by label. */
    kids: Map<string, Entry>;
  }
  const tagRank = new Map(index.tags.map((t, i) => [t, i]));
  const rankOf = (tag: string) => tagRank.get(tag) ?? index.tags.length;
  const byLabel = new Map<string, Entry>();
  const entryFor = (tag: string | undefined, fallback: string, fallbackRank: number): Entry => {
    // The chain of ancestors, outermost first (a cycle stops where it repeats).
    const chain: string[] = [];
    for (let t = tag; t !== undefined && !chain.includes(t); t = parentOf(t)) chain.unshift(t);
    let level = byLabel;
    let entry: Entry | undefined;
    if (chain.length === 0) chain.push('');
    for (const t of chain) {
      const label = t ? tagLabel(t) : fallback;
      entry = level.get(label);
      if (!entry) level.set(label, (entry = { label, rank: t ? rankOf(t) : fallbackRank, ops: [], kids: new Map() }));
      level = entry.kids;
    }
    return entry!;
  };
  for (const op of [...index.operations, ...index.webhooks]) {
    if (op.excluded) continue;
    const tag = op.navTag ?? op.tags[0];
    const fallback = op.kind === 'webhook' ? WEBHOOK_GROUP : UNTAGGED_GROUP;
    entryFor(tag, fallback, op.kind === 'webhook' ? index.tags.length + 1 : index.tags.length).ops.push(op);
  }
  if (byLabel.size === 0) report(ctx, 'warning', 'nav-spec-empty', at, `OpenAPI file "${spec.source}" defines no operations`);
  const sorted = (m: Map<string, Entry>) => [...m.values()].sort((a, b) => a.rank - b.rank);
  const toBucket = (e: Entry): Bucket => ({
    label: e.label,
    rank: e.rank,
    add: (g: string[], depth: number) => [
      // x-hidden operations get a route but no sidebar entry.
      ...e.ops.map((op) => addOperationPage(ctx, spec, op, at, scope, g)).filter((p, i) => !e.ops[i]!.hidden && p),
      ...sorted(e.kids).map((kid) => bucketGroup(ctx, toBucket(kid), at, depth, g)),
    ],
  });
  return sorted(byLabel).map(toBucket);
}
