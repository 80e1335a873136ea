import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { fromPointer } from '../common/json-pointer.js';
import type { Division, GlobalLinks, SiteModel, SourceRef } from '../model/site-model.js';
import type { SiteSettings } from '../model/settings.js';
import type { ConfigLocator } from './context.js';
import { linkTargets, type LinkTargets } from './link-targets.js';
import { resolveHref } from './resolve-href.js';

type Path = (string | number)[];

/**
 * Internal links docs.json writes outside the sidebar: navbar links and button, footer links, the logo's
 * `href`, link-only tabs, anchors and dropdowns, global links, and each language's own navbar and footer.
 * A folder of pages (`/api-reference`, a tab's root) leads to its first page, as a page's link does; a
 * link that leads to no page is a `broken-link` warning at its place (readers of every page meet it).
 * Links to files (a path with an extension) and external links are left as written.
 */
export function checkConfigLinks(model: SiteModel, locator: ConfigLocator): Diagnostic[] {
  const targets = linkTargets(model);
  const out: Diagnostic[] = [];
  const at = (path: Path) => locator.locate(path);
  // A SourceRef is a docs.json path when docs.json holds it; elsewhere (an included file) its top is given.
  const atSource = (source: SourceRef, below: Path) => {
    const found = locator.locate([...fromPointer(source.pointer), ...below]);
    return found.file === source.file ? found : { file: source.file, line: 1, column: 1, pointer: source.pointer };
  };
  const follow = (href: string | undefined, where: () => Omit<Diagnostic, 'severity' | 'code' | 'message'>): string | undefined => {
    if (href === undefined) return undefined;
    const outcome = leadsTo(href, targets);
    if (outcome === 'broken')
      out.push({
        severity: 'warning',
        code: 'broken-link',
        message: `Link to "${href}" leads to no page or file`,
        ...where(),
        hint: 'docs.json links are read from the site root: name a page’s URL (`/guides/start`), or a folder of pages',
      });
    return outcome === 'ok' || outcome === 'broken' ? href : outcome;
  };

  const settings = (s: SiteSettings, base: (below: Path) => ReturnType<typeof at>): Pick<SiteSettings, 'navbar' | 'footer'> => {
    const navbar = s.navbar && {
      ...s.navbar,
      ...(s.navbar.links
        ? { links: s.navbar.links.map((l, i) => ({ ...l, href: follow(l.href, () => base(['navbar', 'links', i, 'href']))! })) }
        : {}),
      ...(s.navbar.primary
        ? { primary: { ...s.navbar.primary, href: follow(s.navbar.primary.href, () => base(['navbar', 'primary', 'href']))! } }
        : {}),
    };
    const footer = s.footer && {
      ...s.footer,
      ...(s.footer.links
        ? {
            links: s.footer.links.map((c, i) => ({
              ...c,
              items: c.items.map((item, j) => ({
                ...item,
                href: follow(item.href, () => base(['footer', 'links', i, 'items', j, 'href']))!,
              })),
            })),
          }
        : {}),
    };
    return { ...(navbar ? { navbar } : {}), ...(footer ? { footer } : {}) };
  };

  Object.assign(model.settings, settings(model.settings, at));
  const logo = model.settings.logo;
  if (typeof logo === 'object' && logo.href) logo.href = follow(logo.href, () => at(['logo', 'href']))!;
  const globals = (g: GlobalLinks | undefined) => {
    for (const list of Object.values(g ?? {}))
      for (const link of list) link.href = follow(link.href, () => atSource(link.source, ['href']))!;
  };
  const division = (d: Division) => {
    if (d.href !== undefined) d.href = follow(d.href, () => atSource(d.source, ['href']));
    if (d.navbar || d.footer)
      Object.assign(
        d,
        settings({ navbar: d.navbar, footer: d.footer } as SiteSettings, (p) => atSource(d.source, p)),
      );
    globals(d.global);
    d.children.forEach(division);
  };
  globals(model.global);
  division(model.root);
  return out;
}

/** Where an href written in docs.json leads: as written (a page, redirect, file or outside link), a folder's first page, or nowhere. */
function leadsTo(href: string, targets: LinkTargets): 'ok' | 'broken' | string {
  const resolved = resolveHref(href, '/');
  if (!resolved || resolved.file !== undefined) return 'ok';
  const { route } = resolved;
  if (targets.routes.has(route) || targets.redirectPrefixes.some((p) => route.startsWith(p))) return 'ok';
  const first = targets.folderPages.get(route);
  return first !== undefined ? first + (/[?#].*$/.exec(href)?.[0] ?? '') : 'broken';
}
