/**
 * Mintlify's older configuration, mint.json, read as the docs.json it upgrades to (the reference
 * product upgrades it on deploy, and many public repositories still have only a mint.json).
 *
 * mint.json lists groups in one `navigation` array, and `tabs` and `anchors` claim the groups whose
 * pages sit under their `url`; docs.json nests groups inside tabs and anchors instead. Each element of
 * the result remembers the mint.json path it came from, so that every problem found later is reported
 * at its line in mint.json.
 */
import type { PathSegment } from '../common/json-pointer.js';
import { isObject } from '../common/is-object.js';

type Json = Record<string, unknown>;

/** A docs.json value and, for the parts that moved, the mint.json path each came from (by docs.json path). */
export interface UpgradedConfig {
  value: Json;
  origins: { at: PathSegment[]; from: PathSegment[] }[];
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);
const isExternal = (url: string) => /^[a-z][a-z\d+.-]*:/i.test(url);
/** A mint.json tab or anchor `url` as a path prefix: `api-reference` → `api-reference/`. */
const prefixOf = (url: string) => url.replace(/^\/+|\/+$/g, '');

/** Top-level keys carried over as they are (docs.json has them under the same name and shape). */
const SAME = ['name', 'logo', 'favicon', 'redirects'] as const;

export function upgradeMintJson(mint: Json): UpgradedConfig {
  const out: Json = { $schema: 'https://mintlify.com/docs.json', theme: 'mint' };
  const origins: UpgradedConfig['origins'] = [];
  const from = (at: PathSegment[], path: PathSegment[]) => origins.push({ at, from: path });
  for (const key of SAME) if (mint[key] !== undefined) out[key] = mint[key];

  const colors = isObject(mint['colors']) ? mint['colors'] : undefined;
  if (colors) {
    out['colors'] = Object.fromEntries(['primary', 'light', 'dark'].filter((k) => colors[k] !== undefined).map((k) => [k, colors[k]]));
    const bg = isObject(colors['background']) ? colors['background'] : undefined;
    if (bg && (str(bg['light']) || str(bg['dark'])))
      out['background'] = { color: { ...(bg['light'] ? { light: bg['light'] } : {}), ...(bg['dark'] ? { dark: bg['dark'] } : {}) } };
  }
  if (str(mint['backgroundImage'])) out['background'] = { ...(out['background'] as Json | undefined), image: mint['backgroundImage'] };

  const navbar: Json = {};
  if (Array.isArray(mint['topbarLinks'])) {
    navbar['links'] = mint['topbarLinks'].filter(isObject).map((l) => ({
      ...(l['type'] === 'github' ? { type: 'github' } : { label: l['name'] }),
      href: l['url'],
    }));
    from(['navbar', 'links'], ['topbarLinks']);
  }
  const cta = isObject(mint['topbarCtaButton']) ? mint['topbarCtaButton'] : undefined;
  if (cta) {
    navbar['primary'] =
      cta['type'] === 'github' ? { type: 'github', href: cta['url'] } : { type: 'button', label: cta['name'], href: cta['url'] };
    from(['navbar', 'primary'], ['topbarCtaButton']);
  }
  if (Object.keys(navbar).length) out['navbar'] = navbar;

  const socials = mint['footerSocials'];
  if (socials !== undefined) {
    const entries = Array.isArray(socials)
      ? socials.filter(isObject).map((s) => [s['type'], s['url']] as const)
      : isObject(socials)
        ? Object.entries(socials)
        : [];
    out['footer'] = { socials: Object.fromEntries(entries.filter(([k, v]) => typeof k === 'string' && typeof v === 'string')) };
    from(['footer', 'socials'], ['footerSocials']);
  }

  const mode = isObject(mint['modeToggle']) ? mint['modeToggle'] : undefined;
  if (mode) from(['appearance'], ['modeToggle']);
  if (mode)
    out['appearance'] = {
      ...(str(mode['default']) ? { default: mode['default'] } : {}),
      ...(mode['isHidden'] === true ? { strict: true } : {}),
    };

  const api: Json = {};
  if (mint['openapi'] !== undefined) api['openapi'] = mint['openapi'];
  const oldApi = isObject(mint['api']) ? mint['api'] : undefined;
  if (oldApi) {
    const mdx: Json = {};
    if (oldApi['baseUrl'] !== undefined) mdx['server'] = oldApi['baseUrl'];
    const auth = isObject(oldApi['auth']) ? oldApi['auth'] : undefined;
    if (auth)
      mdx['auth'] = { ...(str(auth['method']) ? { method: auth['method'] } : {}), ...(str(auth['name']) ? { name: auth['name'] } : {}) };
    if (Object.keys(mdx).length) api['mdx'] = mdx;
    const playground = isObject(oldApi['playground']) ? oldApi['playground'] : undefined;
    const display = playground
      ? ({ show: 'interactive', simple: 'simple', hide: 'none' } as Record<string, string>)[String(playground['mode'])]
      : undefined;
    if (display) api['playground'] = { display };
    const params = isObject(oldApi['paramFields']) ? oldApi['paramFields'] : undefined;
    if (params && typeof params['expanded'] === 'string') api['params'] = { expanded: params['expanded'] };
  }
  if (Object.keys(api).length) out['api'] = api;
  if (oldApi) from(['api', 'mdx'], ['api']);
  if (mint['openapi'] !== undefined) from(['api', 'openapi'], ['openapi']);

  if (isObject(mint['analytics']) || isObject(mint['integrations'])) {
    const integrations: Json = {};
    for (const key of ['analytics', 'integrations'] as const) {
      if (!isObject(mint[key])) continue;
      for (const [name, v] of Object.entries(mint[key])) {
        // mint.json took Intercom's app id and Front Chat's snippet id as bare strings.
        integrations[name] =
          typeof v === 'string' && name === 'intercom'
            ? { appId: v }
            : typeof v === 'string' && name === 'frontchat'
              ? { snippetId: v }
              : v;
        from(['integrations', name], [key, name]);
      }
    }
    out['integrations'] = integrations;
  }
  if (isObject(mint['metadata'])) from(['seo', 'metatags'], ['metadata']);
  if (isObject(mint['metadata'])) out['seo'] = { metatags: mint['metadata'] };
  const seo = isObject(mint['seo']) ? mint['seo'] : undefined;
  if (seo?.['indexHiddenPages'] === true) out['seo'] = { ...(out['seo'] as Json | undefined), indexing: 'all' };
  const search = isObject(mint['search']) ? mint['search'] : undefined;
  if (str(search?.['prompt'])) out['search'] = { prompt: search!['prompt'] };
  const font = isObject(mint['font']) ? mint['font'] : undefined;
  if (font) out['fonts'] = fontOf(font);
  if (font) from(['fonts'], ['font']);
  const code = isObject(mint['codeBlock']) ? mint['codeBlock'] : undefined;
  const eyebrow = str(mint['eyebrow']) ?? (isObject(mint['eyebrow']) ? str(mint['eyebrow']['display']) : undefined);
  if (code?.['mode'] === 'dark' || code?.['mode'] === 'auto' || eyebrow === 'breadcrumbs' || eyebrow === 'section')
    out['styling'] = {
      ...(code?.['mode'] === 'dark' ? { codeblocks: 'dark' } : code?.['mode'] === 'auto' ? { codeblocks: 'system' } : {}),
      ...(eyebrow === 'breadcrumbs' || eyebrow === 'section' ? { eyebrows: eyebrow } : {}),
    };

  out['navigation'] = navigationOf(mint, from);
  return { value: out, origins };
}

function fontOf(font: Json): Json {
  const one = (f: Json): Json => ({
    ...(f['family'] !== undefined ? { family: f['family'] } : {}),
    ...(f['weight'] !== undefined ? { weight: f['weight'] } : {}),
    ...(f['url'] !== undefined ? { source: f['url'] } : {}),
    ...(f['format'] !== undefined ? { format: f['format'] } : {}),
  });
  if ('family' in font) return one(font);
  return Object.fromEntries(
    ['headings', 'body'].filter((k) => isObject(font[k])).map((k) => [k === 'headings' ? 'heading' : 'body', one(font[k] as Json)]),
  );
}

/** A group of mint.json's `navigation`, where it was, and the version it is for. */
interface OldGroup {
  value: Json;
  index: number;
  version: string | undefined;
  /** Its first page, which decides the tab or anchor it falls under. */
  first: string | undefined;
}

/** A tab or anchor of mint.json: its label, the prefix of the pages it claims, and its mint.json path. */
interface Section {
  label: string;
  url: string;
  icon: unknown;
  path: PathSegment[];
  version: string | undefined;
}

function navigationOf(mint: Json, from: (at: PathSegment[], path: PathSegment[]) => void): Json {
  const groups: OldGroup[] = (Array.isArray(mint['navigation']) ? mint['navigation'] : []).flatMap((g, index) =>
    isObject(g) ? [{ value: groupOf(g), index, version: str(g['version']), first: firstPage(g) }] : [],
  );
  const sections = (key: 'tabs' | 'anchors'): Section[] =>
    (Array.isArray(mint[key]) ? mint[key] : []).flatMap((s, i) =>
      isObject(s) && str(s['name']) && str(s['url'])
        ? [{ label: s['name'] as string, url: s['url'] as string, icon: s['icon'], path: [key, i], version: str(s['version']) }]
        : [],
    );
  const tabs = sections('tabs');
  const anchors = sections('anchors');
  // Anchors that link away become global anchors; those that claim pages divide the sidebar (inside each tab, if any).
  const externalAnchors = anchors.filter((a) => isExternal(a.url));
  const nameOf = (key: string) => str((isObject(mint[key]) ? (mint[key] as Json) : {})['name']);
  const nav: Json = {};

  type Divide = (at: PathSegment[], list: OldGroup[], version: string | undefined) => Json;
  const groupsOf: Divide = (at, list) => {
    list.forEach((g, i) => from([...at, 'groups', i], ['navigation', g.index]));
    return { groups: list.map((g) => g.value) };
  };
  /** One level of division: the sections' items, each holding the groups under its url (divided further by `next`). */
  const level =
    (kind: 'tab' | 'anchor', all: Section[], primary: string | undefined, next: Divide): Divide =>
    (at, list, version) => {
      const mine = all.filter((s) => !version || !s.version || s.version === version);
      const owner = (g: OldGroup) =>
        mine.find(
          (s) => !isExternal(s.url) && g.first !== undefined && (g.first === prefixOf(s.url) || g.first.startsWith(`${prefixOf(s.url)}/`)),
        );
      if (!mine.some(isExternalSection) && !list.some(owner)) return next(at, list, version);
      const key = `${kind}s`;
      const items: Json[] = [];
      const place = (label: string, icon: unknown, own: OldGroup[], origin?: PathSegment[]) => {
        const i = items.length;
        if (origin) from([...at, key, i], origin);
        items.push({ [kind]: label, ...(icon !== undefined && kind === 'anchor' ? { icon } : {}), ...next([...at, key, i], own, version) });
      };
      const rest = list.filter((g) => !owner(g));
      if (rest.length) place(primary ?? 'Documentation', kind === 'anchor' ? 'book-open' : undefined, rest);
      for (const s of mine) {
        if (isExternal(s.url)) {
          from([...at, key, items.length], s.path);
          items.push({ [kind]: s.label, ...(s.icon !== undefined && kind === 'anchor' ? { icon: s.icon } : {}), href: s.url });
          continue;
        }
        const own = list.filter((g) => owner(g) === s);
        if (own.length) place(s.label, s.icon, own, s.path);
      }
      return { [key]: items };
    };
  const byAnchor = level(
    'anchor',
    anchors.filter((a) => !isExternal(a.url)),
    nameOf('topAnchor'),
    groupsOf,
  );
  const divide = tabs.length ? level('tab', tabs, nameOf('primaryTab'), byAnchor) : byAnchor;

  const versions = Array.isArray(mint['versions'])
    ? mint['versions'].map((v) => (isObject(v) ? str(v['name']) : str(v))).filter((v): v is string => !!v)
    : [];
  if (versions.length) {
    nav['versions'] = versions.map((v, i) => {
      from(['navigation', 'versions', i], ['versions', i]);
      return {
        version: v,
        ...divide(
          ['navigation', 'versions', i],
          groups.filter((g) => !g.version || g.version === v),
          v,
        ),
      };
    });
  } else Object.assign(nav, divide(['navigation'], groups, undefined));

  const globals = externalAnchors.map((a, i) => {
    from(['navigation', 'global', 'anchors', i], a.path);
    return { anchor: a.label, href: a.url, ...(a.icon !== undefined ? { icon: a.icon } : {}) };
  });
  if (globals.length) nav['global'] = { anchors: globals };
  return nav;
}

const isExternalSection = (s: Section) => isExternal(s.url);

/** A mint.json group as docs.json writes it (`iconType` becomes the icon's style; `version` is placed by navigationOf). */
function groupOf(g: Json): Json {
  const pages = Array.isArray(g['pages']) ? g['pages'].map((p) => (isObject(p) ? groupOf(p) : p)) : g['pages'];
  const icon = g['icon'] !== undefined && str(g['iconType']) ? { name: g['icon'], style: g['iconType'] } : g['icon'];
  return { group: g['group'], ...(icon !== undefined ? { icon } : {}), ...(pages !== undefined ? { pages } : {}) };
}

function firstPage(g: Json): string | undefined {
  for (const p of Array.isArray(g['pages']) ? g['pages'] : []) {
    const found = typeof p === 'string' ? p.replace(/^\/+/, '') : isObject(p) ? firstPage(p) : undefined;
    if (found) return found;
  }
  return undefined;
}
