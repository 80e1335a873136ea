import type { PathSegment } from '../common/json-pointer.js';
import { didYouMean } from '../diagnostics/did-you-mean.js';
import {
  ALLOWED_CHILDREN,
  DIVISION_ARRAYS,
  KIND_NAME,
  LABEL_FIELD,
  type ChildKey,
  type DivisionKind,
} from '../config/schema/navigation-elements.js';
import type { Division, Icon, NavGroup, NavNode, NavPage, Route } from '../model/site-model.js';
import { channelIdsInScope, expandSpecs, readSpecSources, resolveChannelRef, resolveEndpointRef } from './api-pages.js';
import { isObject, report, searchOf, sourceRef, str, type ResolveContext, type Scope } from './context.js';
import { readGlobalLinks } from './global-links.js';
import { looksLikeLowerCaseEndpoint, pageRoute, parsePageRef } from './page-refs.js';
import { whyIgnored } from '../source/scan-files.js';

/** Child keys in the order they are looked at (division arrays first, as the schema lists them). */
const CHILD_KEYS: readonly ChildKey[] = ['products', 'languages', 'versions', 'dropdowns', 'tabs', 'anchors', 'menu', 'groups', 'pages'];
/** What a menu item may hold beyond SPEC.md's groups and pages, when `build` repairs the rule. */
const MENU_ITEM_NESTING: readonly ChildKey[] = ['dropdowns', 'tabs', 'anchors', 'products', 'versions', 'languages'];
/** Division kinds whose labels are part of a page's navigation path (languages and versions are switchers). */
const IN_BREADCRUMBS = new Set<string>(['product', 'dropdown', 'tab', 'anchor', 'menu-item']);

/** Resolve `navigation` into the division tree, filling the route table as pages are met. */
export function resolveNavigation(ctx: ResolveContext, navigation: Record<string, unknown>): Division {
  const path: PathSegment[] = ['navigation'];
  const root: Division = { kind: 'root', id: '', label: '', children: [], source: sourceRef(ctx, path) };
  const scope: Scope = { divisionId: '', labels: [], hidden: false };
  applySpecs(ctx, navigation, path, scope);
  const primary = ALLOWED_CHILDREN.root.filter((k) => navigation[k] !== undefined);
  if (primary.length > 1) {
    report(
      ctx,
      'error',
      'nav-multiple-primary',
      path,
      `navigation has ${primary.length} primary patterns (${primary.map((k) => `\`${k}\``).join(', ')}); it needs exactly one`,
      `nest the others inside one pattern, e.g. groups inside each of the \`${primary[0]}\``,
    );
  } else if (primary.length === 0 && !scope.openapi?.length && !scope.asyncapi?.length) {
    const near = Object.keys(navigation)
      .map((k) => didYouMean(k, ALLOWED_CHILDREN.root))
      .find(Boolean);
    report(
      ctx,
      'error',
      'nav-no-primary',
      path,
      'navigation has none of `pages`, `groups`, `tabs`, `anchors`, `dropdowns`, `products`, `versions` or `languages`',
      near,
    );
  }
  resolveContent(ctx, navigation, 'root', path, scope, root, primary.length > 1);
  return root;
}

/** Inherit or set the element's `openapi` / `asyncapi` specs. */
function applySpecs(ctx: ResolveContext, value: Record<string, unknown>, path: PathSegment[], scope: Scope): void {
  if (value['openapi'] !== undefined) {
    scope.openapi = readSpecSources(ctx, value['openapi'], [...path, 'openapi'], 'openapi');
    // Set, but none could be read (reported there): entries below say so rather than ask for a spec.
    scope.openapiUnread = scope.openapi.length === 0;
  }
  if (value['asyncapi'] !== undefined) scope.asyncapi = readSpecSources(ctx, value['asyncapi'], [...path, 'asyncapi'], 'asyncapi');
}

/** Resolve one element's children: one kind of division, or groups, or pages, or a link. */
function resolveContent(
  ctx: ResolveContext,
  value: Record<string, unknown>,
  kind: DivisionKind | 'root',
  path: PathSegment[],
  scope: Scope,
  division: Division,
  mixedReported = false,
): void {
  const allowed = ALLOWED_CHILDREN[kind];
  const present = CHILD_KEYS.filter((k) => value[k] !== undefined);
  const menu = kind === 'menu-item';
  for (const k of present) {
    if (allowed.includes(k)) continue;
    report(
      ctx,
      'error',
      menu ? 'nav-menu-invalid-child' : 'nav-invalid-child',
      [...path, k],
      `A ${KIND_NAME[kind]} cannot hold \`${k}\`; it may hold ${allowed.map((a) => `\`${a}\``).join(', ')}${menu ? ' or an external `href`' : ''}`,
      menu && MENU_ITEM_NESTING.includes(k) ? `\`build\` nests the ${k} in the menu item, as the reference product does` : undefined,
      true,
    );
  }
  // The reference deploys menu items that hold dropdowns, tabs and the like (LangChain's docs): a repaired rule.
  const usable = present.filter((k) => allowed.includes(k) || (menu && MENU_ITEM_NESTING.includes(k)));
  const href = kind === 'root' ? undefined : str(value['href']);
  if (!mixedReported && usable.length + (href ? 1 : 0) > 1) {
    const found = [...usable.map((k) => `\`${k}\``), ...(href ? ['`href`'] : [])];
    report(
      ctx,
      'error',
      'nav-mixed-children',
      path,
      `This ${KIND_NAME[kind]} holds ${found.join(' and ')}; an element holds one kind of children`,
      href
        ? 'a link-only element has `href` and nothing else: move its content into a sibling element'
        : usable[0] === 'groups' && usable[1] === 'pages'
          ? 'wrap the loose `pages` in a group of the `groups` list'
          : `move the \`${usable[1]}\` into one of the \`${usable[0]}\``,
    );
  }
  if (href) division.href = href;
  for (const k of usable) {
    const items = value[k];
    if (!Array.isArray(items)) continue; // the schema reported it
    if (k === 'groups') {
      const groups = items.flatMap((g, i) => resolveGroup(ctx, g, [...path, k, i], 0, scope, []) ?? []);
      division.sidebar = [...(division.sidebar ?? []), ...groups];
    } else if (k === 'pages') {
      division.sidebar = [...(division.sidebar ?? []), ...resolvePages(ctx, items, [...path, k], 0, scope, [])];
    } else {
      division.children.push(...resolveDivisions(ctx, items, DIVISION_ARRAYS[k], [...path, k], scope));
    }
  }
  const empty = usable.length > 0 && usable.every((k) => Array.isArray(value[k]) && (value[k] as unknown[]).length === 0);
  if (empty && kind !== 'root') {
    report(ctx, 'warning', 'nav-empty', [...path, usable[0]!], `This ${KIND_NAME[kind]}'s \`${usable[0]}\` is empty`);
  }
  // A tab's `graphql` (reference pages from a GraphQL schema) is not generated: said at the key, not as an empty tab.
  const graphql = kind === 'tab' && value['graphql'] !== undefined;
  if (usable.length === 0 && !href) {
    const generated = expandSpecs(ctx, scope, path, 0, [], false);
    if (generated.length > 0) division.sidebar = generated;
    // An element whose spec could not be read (reported at its `openapi`) is not empty as written.
    else if (kind !== 'root' && !scope.openapi?.length && !scope.asyncapi?.length && !scope.openapiUnread && !graphql) {
      report(ctx, 'warning', 'nav-empty', path, `This ${KIND_NAME[kind]} has no pages, groups, child elements, \`href\` or spec`);
    }
  }
  if (graphql) reportGraphql(ctx, [...path, 'graphql'], division);
}

/**
 * A tab's `graphql`: Sextant does not generate GraphQL reference pages yet. The tab keeps its other pages; one with
 * nothing else is left out of the tab bar (it would lead nowhere).
 */
function reportGraphql(ctx: ResolveContext, path: PathSegment[], tab: Division): void {
  const alone = !tab.href && tab.children.length === 0 && !tab.sidebar?.length;
  if (alone) tab.hidden = true;
  report(
    ctx,
    'warning',
    'nav-graphql-unsupported',
    path,
    alone
      ? 'GraphQL reference pages are not generated yet; this tab has no other pages, so it is left out of the tab bar'
      : 'GraphQL reference pages are not generated yet; the tab shows its other pages',
    "write the reference as MDX pages in the tab (`pages` or `groups`), or point the tab's `href` at a hosted GraphQL explorer",
    true,
  );
}

/** Resolve an array of division elements of one kind. */
function resolveDivisions(ctx: ResolveContext, items: unknown[], kind: DivisionKind, path: PathSegment[], scope: Scope): Division[] {
  const out: Division[] = [];
  const ids = new Set<string>();
  const codes = new Map<string, number>();
  const defaults: number[] = [];
  items.forEach((item, i) => {
    if (!isObject(item)) return;
    const at = [...path, i];
    const division = resolveDivision(ctx, item, kind, at, scope, ids);
    if (kind === 'language' || kind === 'version') {
      const first = codes.get(division.label);
      if (first !== undefined) {
        report(
          ctx,
          'error',
          'nav-duplicate-division',
          [...at, LABEL_FIELD[kind]],
          `${KIND_NAME[kind]} "${division.label}" is defined twice (first at index ${first})`,
        );
      } else codes.set(division.label, i);
      if (item['default'] === true) defaults.push(out.length);
    }
    out.push(division);
  });
  if (kind === 'language' || kind === 'version') {
    if (defaults.length > 1) {
      report(
        ctx,
        'warning',
        'nav-multiple-defaults',
        [...path, defaults[1]!, 'default'],
        `More than one ${KIND_NAME[kind]} has \`default: true\`; the first one is used`,
      );
    }
    const chosen = out[defaults[0] ?? 0];
    if (chosen) chosen.isDefault = true;
  }
  return out;
}

/** Resolve one division element (tab, anchor, language …). */
function resolveDivision(
  ctx: ResolveContext,
  value: Record<string, unknown>,
  kind: DivisionKind,
  path: PathSegment[],
  parent: Scope,
  siblingIds: Set<string>,
): Division {
  const name = str(value[LABEL_FIELD[kind]]) ?? `(unnamed ${KIND_NAME[kind]})`;
  const label = kind === 'product' ? (str(value['name']) ?? name) : name;
  let id = `${parent.divisionId ? parent.divisionId + '/' : ''}${kind}:${name}`;
  for (let n = 2; siblingIds.has(id); n++) id = `${parent.divisionId ? parent.divisionId + '/' : ''}${kind}:${name}~${n}`;
  siblingIds.add(id);
  const division: Division = { kind, id, label, children: [], source: sourceRef(ctx, path) };
  if (kind === 'language' || kind === 'version') division.code = name;
  copyDecorations(value, division);
  const scope: Scope = {
    ...parent,
    divisionId: id,
    labels: IN_BREADCRUMBS.has(kind) ? [...parent.labels, label] : parent.labels,
    hidden: parent.hidden || value['hidden'] === true,
    ...(kind === 'tab' && typeof value['searchable'] === 'boolean' ? { searchable: value['searchable'] } : {}),
    ...(kind === 'language' ? { language: name } : {}),
    ...(kind === 'version' ? { version: name } : {}),
  };
  applySpecs(ctx, value, path, scope);
  if (value['global'] !== undefined) division.global = readGlobalLinks(ctx, value['global'], [...path, 'global']);
  resolveContent(ctx, value, kind, path, scope, division);
  return division;
}

function copyDecorations(value: Record<string, unknown>, d: Division): void {
  if (value['icon'] !== undefined) d.icon = value['icon'] as Icon;
  if (typeof value['description'] === 'string') d.description = value['description'];
  if (isObject(value['color'])) d.color = value['color'] as Division['color'];
  if (typeof value['tag'] === 'string') d.tag = value['tag'];
  if (value['hidden'] === true) d.hidden = true;
  if (value['align'] === 'start' || value['align'] === 'end') d.align = value['align'];
  if (isObject(value['banner'])) d.banner = value['banner'] as Division['banner'];
  if (isObject(value['navbar'])) d.navbar = value['navbar'] as Division['navbar'];
  if (isObject(value['footer'])) d.footer = value['footer'] as Division['footer'];
}

/** Resolve a group and its pages. `depth` 0 is a top-level group, which is always expanded. */
function resolveGroup(
  ctx: ResolveContext,
  value: unknown,
  path: PathSegment[],
  depth: number,
  parent: Scope,
  parentGroups: string[],
): NavGroup | undefined {
  if (!isObject(value)) return undefined; // the schema reported it
  const label = str(value['group']) ?? '(unnamed group)';
  // An unnamed group adds no heading: its pages are listed, and named in breadcrumbs, as the group around it.
  const groups = label ? [...parentGroups, label] : parentGroups;
  if (!label)
    report(
      ctx,
      'error',
      'nav-group-name-empty',
      [...path, 'group'],
      'This group has an empty name: `build` lists its pages without a heading',
      'name the group, or move its pages into the group around it',
    );
  const group: NavGroup = {
    type: 'group',
    label,
    expanded: depth === 0 || value['expanded'] === true,
    depth,
    children: [],
    source: sourceRef(ctx, path),
  };
  if (value['icon'] !== undefined) group.icon = value['icon'] as Icon;
  if (typeof value['tag'] === 'string') group.tag = value['tag'];
  if (value['hidden'] === true) group.hidden = true;
  if (depth === 0 && value['expanded'] !== undefined) {
    report(
      ctx,
      'warning',
      'nav-expanded-top-level',
      [...path, 'expanded'],
      `\`expanded\` has no effect on the top-level group "${label}": top-level groups are always open`,
      undefined,
      true,
    );
  }
  const scope: Scope = {
    ...parent,
    hidden: parent.hidden || value['hidden'] === true,
    ...(typeof value['searchable'] === 'boolean' ? { searchable: value['searchable'] } : {}),
    ...(typeof value['boost'] === 'number' && value['boost'] > 0 ? { boost: value['boost'] } : {}),
  };
  applySpecs(ctx, value, path, scope);
  const rootPage = str(value['root']);
  if (rootPage !== undefined) {
    const page = resolvePageString(ctx, rootPage, [...path, 'root'], scope, groups);
    if (page) group.root = page.route;
  }
  const pages = value['pages'];
  if (Array.isArray(pages)) {
    if (pages.length === 0 && !group.root) report(ctx, 'warning', 'nav-empty-group', [...path, 'pages'], `Group "${label}" has no pages`);
    group.children = resolvePages(ctx, pages, [...path, 'pages'], depth + 1, scope, groups);
  } else if (pages === undefined) {
    if (scope.openapi?.length || scope.asyncapi?.length) group.children = expandSpecs(ctx, scope, path, depth + 1, groups, true);
    else if (!(value['openapi'] !== undefined || value['asyncapi'] !== undefined)) {
      report(
        ctx,
        'error',
        'nav-group-pages-required',
        path,
        `Group "${label}" has no \`pages\`: \`build\` shows it as an empty group`,
        'add `"pages": [...]`, or an `openapi` spec whose operations fill the group',
      );
    }
  }
  return group;
}

/** Resolve a `pages` array: page paths, endpoint references and nested groups (at `groupDepth`). */
function resolvePages(
  ctx: ResolveContext,
  items: unknown[],
  path: PathSegment[],
  groupDepth: number,
  scope: Scope,
  groups: string[],
): NavNode[] {
  const out: NavNode[] = [];
  items.forEach((item, i) => {
    const at = [...path, i];
    if (isObject(item)) {
      const g = resolveGroup(ctx, item, at, groupDepth, scope, groups);
      if (g) out.push(g);
    } else if (typeof item === 'string' && item.trim()) {
      const p = resolvePageString(ctx, item, at, scope, groups);
      if (p) out.push(p);
    }
  });
  return out;
}

/** Resolve one page string: an MDX page, `METHOD /path` or `webhook name`. */
function resolvePageString(ctx: ResolveContext, raw: string, at: PathSegment[], scope: Scope, groups: string[]): NavPage | undefined {
  const ref = parsePageRef(raw);
  if (ref.kind !== 'page') return resolveEndpointRef(ctx, ref, raw, at, scope, groups);
  const file = ctx.files.pages.get(ref.key);
  if (!file) {
    // No such file: an AsyncAPI channel (`"spec-file channel"`, or a channel id of the spec in scope)?
    const channel = resolveChannelRef(ctx, raw, at, scope, groups);
    if (channel !== false) return channel;
    const ignored = whyIgnored(ctx.files, ref.key);
    if (ignored) {
      const message =
        ignored.by === 'default'
          ? `Page "${raw}" not found: ${ignored.path} is left out of every build, as the reference product leaves out README.md, LICENSE.md, CHANGELOG.md, CONTRIBUTING.md and build/, coverage/, tmp/ and temp/ folders`
          : `Page "${raw}" not found: ${ignored.path} matches a pattern in .mintignore or .sextantignore`;
      const hint = ignored.by === 'default' ? `a "!${ignored.path}" line in .mintignore brings it back` : undefined;
      report(ctx, 'error', 'nav-page-not-found', at, message, hint);
      return undefined;
    }
    const hint = looksLikeLowerCaseEndpoint(raw)
      ? `endpoint references use an upper-case method: "${raw.trim().replace(/^(\S+\s+)?(\w+)/, (_, s: string | undefined, m: string) => (s ?? '') + m.toUpperCase())}"`
      : (suggestPage(ctx, ref.key) ?? didYouMean(raw.trim(), channelIdsInScope(ctx, scope)));
    report(ctx, 'error', 'nav-page-not-found', at, `Page "${raw}" not found: there is no ${ref.key}.mdx or ${ref.key}.md`, hint);
    return undefined;
  }
  const identity = `mdx:${file}`;
  const existing = ctx.routes.getByIdentity(identity);
  const source = sourceRef(ctx, at);
  if (existing) {
    // The same written entry met again (a mint.json group without `version` is in every version): not a second listing.
    if (existing.source.file !== source.file || existing.source.pointer !== source.pointer)
      report(
        ctx,
        'warning',
        'nav-duplicate-page',
        at,
        `Page "${raw}" is listed more than once; its breadcrumbs and prev/next follow the first place (${existing.source.pointer})`,
      );
    return { type: 'page', route: existing.path, source };
  }
  const route: Route = {
    path: pageRoute(ref.key),
    page: { kind: 'mdx', file },
    division: scope.divisionId,
    groups,
    breadcrumbs: [...scope.labels, ...groups],
    hidden: scope.hidden,
    ...searchOf(scope),
    source,
  };
  ctx.routes.add(identity, route);
  return { type: 'page', route: route.path, source };
}

/** Suggest a page file for a mistyped path: the nearest among files in the same folder or with the same name. */
function suggestPage(ctx: ResolveContext, key: string): string | undefined {
  const slash = key.lastIndexOf('/');
  const dir = key.slice(0, slash + 1);
  const base = key.slice(slash + 1);
  const candidates: string[] = [];
  for (const k of ctx.files.pages.keys()) {
    const kSlash = k.lastIndexOf('/');
    if (k.slice(0, kSlash + 1) === dir || k.slice(kSlash + 1) === base) candidates.push(k);
    if (candidates.length > 2000) break;
  }
  return didYouMean(key, candidates);
}
